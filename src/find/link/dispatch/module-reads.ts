// What a function of another module reads of the arguments it is handed: `ensureBrowser(args)`
// reading `args.launchOptions`, a case's `getPrompts(args)` destructuring `{ action, promptId }`.
// Read from the TypeScript AST of that module (its ESTree is not at hand while this file is linted),
// with the same caution as read/arguments/uses.ts: any use that is not a plain read of a static key (a
// spread, a dynamic key, a validator, a return, a call that cannot be resolved) leaves the reads
// incomplete, and then nothing may be called unread.
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import { weakCache } from "../../../util/weak-cache.js";
import { filesCache, forProgramFiles } from "../program-files.js";
import { isProjectFile } from "../../syntax/written-file.js";
import { identifiersNamed, isCommonJsExport, keyName, refersTo, skipWrappers } from "../../syntax/ts-syntax.js";
import { calleeFunction } from "./incoming.js";
import { VALIDATOR_METHODS } from "../../syntax/method-names.js";
import { echoesSchemaTs } from "../../syntax/schema-echo.js";
import { writtenZodKeys, type WrittenZodKeys } from "../../detect/zod-imported.js";

export interface ModuleReads {
  /** Top-level properties read. */
  names: Set<string>;
  /** Every use was followed: nothing else may be read. */
  complete: boolean;
  /** The zod objects the arguments are validated with there (`Schema.safeParse(args)`), whose keys could be read. */
  validators: ModuleValidator[];
  /** The functions the reads are made in: the one called first, then those it hands the arguments on to. */
  functions: Set<TS.SignatureDeclaration>;
}

/** A zod object another module validates the arguments with, read from its source. */
export interface ModuleValidator extends WrittenZodKeys {
  /** The schema as that module's call names it. */
  name: string;
}

/** Functions followed into, and aliases, deeper than this are not followed (incomplete). */
const MAX_DEPTH = 4;

/** Filled as functions are asked about; what a function reads follows from the program's files. */
const cache = filesCache<Map<TS.SignatureDeclaration, ModuleReads[]>>();
const cacheThroughTypes = filesCache<Map<TS.SignatureDeclaration, ModuleReads[]>>();

/**
 * The reads of parameter `index` of `fn` (a function declared in a module of `program`). A parameter
 * with a written type is not read (the signature speaks), unless `throughTypes`: then the body says
 * what the function uses of what its type allows.
 */
export function moduleReads(
  program: TS.Program,
  fn: TS.SignatureDeclaration,
  index: number,
  throughTypes = false,
): ModuleReads {
  const byFunction = forProgramFiles(
    throughTypes ? cacheThroughTypes : cache,
    program,
    () => new Map<TS.SignatureDeclaration, ModuleReads[]>(),
  );
  const known = byFunction.get(fn)?.[index];
  if (known !== undefined) return known;
  const reads: ModuleReads = { names: new Set(), complete: true, validators: [], functions: new Set([fn]) };
  const list = byFunction.get(fn) ?? [];
  list[index] = reads; // a recursive call reads what this one reads
  byFunction.set(fn, list);
  followParameter(program, fn, index, reads, 0, throughTypes);
  return reads;
}

function followParameter(
  program: TS.Program,
  fn: TS.SignatureDeclaration,
  index: number,
  reads: ModuleReads,
  depth: number,
  throughTypes: boolean,
): void {
  const parameter = fn.parameters[index];
  if (parameter === undefined) return; // takes nothing there: reads nothing
  const saysNothing =
    throughTypes ||
    parameter.type === undefined ||
    parameter.type.kind === ts.SyntaxKind.AnyKeyword ||
    parameter.type.kind === ts.SyntaxKind.UnknownKeyword ||
    echoesSchemaTs(parameter.type, program.getTypeChecker());
  if (parameter.dotDotDotToken !== undefined || !saysNothing) {
    // A rest parameter, or a written type (the signature speaks, not the reads).
    reads.complete = false;
    return;
  }
  bindName(program, parameter.name, reads, depth, fn, throughTypes);
}

/** A binding that receives the arguments: an identifier (follow its uses), a pattern (read its keys). */
function bindName(
  program: TS.Program,
  name: TS.BindingName,
  reads: ModuleReads,
  depth: number,
  scope: TS.Node,
  throughTypes: boolean,
): void {
  if (ts.isObjectBindingPattern(name)) {
    const hasRest = name.elements.some((element) => element.dotDotDotToken !== undefined);
    for (const element of name.elements) {
      // `const { filterConfigured, limit } = params` and then no `filterConfigured`: the value is
      // dropped, no use of it (beside a rest, leaving a key out of the rest is the point).
      if (!hasRest && isNeverUsed(program, element)) continue;
      const key =
        element.dotDotDotToken !== undefined
          ? undefined
          : element.propertyName === undefined
            ? ts.isIdentifier(element.name)
              ? element.name.text
              : undefined
            : keyName(element.propertyName);
      if (key === undefined) reads.complete = false;
      else reads.names.add(key);
    }
    return;
  }
  if (!ts.isIdentifier(name) || depth > MAX_DEPTH) {
    reads.complete = false;
    return;
  }
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(name);
  if (symbol === undefined) {
    reads.complete = false;
    return;
  }
  const body = ts.isFunctionLike(scope) ? (scope as TS.SignatureDeclaration & { body?: TS.Node }).body : scope;
  if (body === undefined) {
    reads.complete = false;
    return;
  }
  for (const identifier of identifiersNamed(body, name.text)) {
    if (identifier !== name && refersTo(checker, identifier, symbol))
      followUse(program, identifier, reads, depth, throughTypes);
  }
}

/**
 * A binding element named by an identifier that nothing else in its file names, in a file without
 * `eval` or `arguments` (which may reach any binding): its value goes nowhere.
 */
function isNeverUsed(program: TS.Program, element: TS.BindingElement): boolean {
  if (!ts.isIdentifier(element.name)) return false;
  const file = element.getSourceFile();
  if (reachesAnyBinding(file, () => namesFreely(file, "eval") || namesFreely(file, "arguments"))) return false;
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(element.name);
  if (symbol === undefined) return false;
  for (const identifier of identifiersNamed(file, element.name.text))
    if (identifier !== element.name && refersTo(checker, identifier, symbol)) return false;
  return true;
}

/** Per file: whether it names `eval` or `arguments` freely (namesFreely), asked once. */
const reachesAnyBinding = weakCache<TS.SourceFile, boolean>();

/** Whether `name` stands in the file as a name of its own, not as a property (`request.params.arguments`). */
function namesFreely(file: TS.SourceFile, name: string): boolean {
  return identifiersNamed(file, name).some((identifier) => {
    const parent = identifier.parent;
    return !(
      (ts.isPropertyAccessExpression(parent) && parent.name === identifier) ||
      (ts.isPropertyAssignment(parent) && parent.name === identifier)
    );
  });
}

/** The outermost expression that is still the arguments: through parentheses, casts, `!`, `await`, `x || {}`, `x ?? {}`. */
function climb(node: TS.Expression): TS.Expression {
  let current: TS.Expression = node;
  for (;;) {
    const parent = current.parent;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isNonNullExpression(parent) ||
      ts.isAwaitExpression(parent) ||
      (ts.isBinaryExpression(parent) &&
        parent.left === current &&
        (parent.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
          parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken))
    ) {
      current = parent;
    } else {
      return current;
    }
  }
}

function followUse(
  program: TS.Program,
  identifier: TS.Identifier,
  reads: ModuleReads,
  depth: number,
  throughTypes: boolean,
): void {
  const node = climb(identifier);
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    if (isWritten(parent)) reads.complete = false; // writes its own value: a read may be of that
    reads.names.add(parent.name.text);
    return;
  }
  if (ts.isElementAccessExpression(parent) && parent.expression === node) {
    if (ts.isStringLiteralLike(parent.argumentExpression)) reads.names.add(parent.argumentExpression.text);
    else reads.complete = false;
    return;
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === node) {
    if (ts.isIdentifier(parent.name) && (ts.getCombinedNodeFlags(parent) & ts.NodeFlags.Const) === 0) {
      reads.complete = false; // a `let` may be given something else
      return;
    }
    const scope = ts.findAncestor(parent, (n) => ts.isFunctionLike(n) || ts.isSourceFile(n)) ?? parent.getSourceFile();
    return bindName(program, parent.name, reads, depth + 1, scope, throughTypes);
  }
  if (ts.isCallExpression(parent) && parent.expression !== node) {
    const index = parent.arguments.indexOf(node);
    const callee = skipWrappers(parent.expression);
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === "console"
    )
      return; // logged, not used
    // `Schema.safeParse(args)`: a zod object tells the keys it takes (its result is not followed).
    if (index === 0 && ts.isPropertyAccessExpression(callee) && VALIDATOR_METHODS.has(callee.name.text)) {
      const keys = writtenZodKeys(program.getTypeChecker(), callee.expression);
      const name = callee.expression.getText();
      if (keys !== undefined && !reads.validators.some((known) => known.name === name))
        reads.validators.push({ ...keys, name });
      reads.complete = false;
      return;
    }
    const target = index < 0 ? undefined : calleeFunction(program, parent.expression);
    if (target === undefined || depth >= MAX_DEPTH) {
      reads.complete = false;
      return;
    }
    const inner = moduleReads(program, target, index, throughTypes);
    for (const name of inner.names) reads.names.add(name);
    for (const validator of inner.validators)
      if (!reads.validators.some((known) => known.name === validator.name)) reads.validators.push(validator);
    for (const followed of inner.functions) reads.functions.add(followed);
    if (!inner.complete) reads.complete = false;
    return;
  }
  if (ts.isPrefixUnaryExpression(parent) && parent.operator === ts.SyntaxKind.ExclamationToken) return;
  if (ts.isTypeOfExpression(parent)) return;
  if (ts.isBinaryExpression(parent)) {
    const operator = parent.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      operator === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      operator === ts.SyntaxKind.EqualsEqualsToken ||
      operator === ts.SyntaxKind.ExclamationEqualsToken ||
      (operator === ts.SyntaxKind.AmpersandAmpersandToken && parent.left === node)
    ) {
      return;
    }
    if (operator === ts.SyntaxKind.InKeyword && parent.right === node && ts.isStringLiteralLike(parent.left)) {
      reads.names.add(parent.left.text);
      return;
    }
  }
  if (
    (ts.isIfStatement(parent) || ts.isConditionalExpression(parent)) &&
    "expression" in parent &&
    parent.expression === node
  )
    return;
  if (ts.isConditionalExpression(parent) && parent.condition === node) return;
  reads.complete = false;
}

function isWritten(access: TS.PropertyAccessExpression): boolean {
  const parent = access.parent;
  return (
    (ts.isBinaryExpression(parent) &&
      parent.left === access &&
      parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment) ||
    ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
      (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)) ||
    ts.isDeleteExpression(parent)
  );
}

/** The name a function is declared under: its own, or the variable or property holding it. */
export function functionName(fn: TS.SignatureDeclaration): TS.Identifier | undefined {
  if (fn.name !== undefined) return ts.isIdentifier(fn.name) ? fn.name : undefined;
  const holder = fn.parent;
  return (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) &&
    holder.initializer === fn &&
    ts.isIdentifier(holder.name)
    ? holder.name
    : undefined;
}

/** Functions already asked about, per program: whether each is used in one place only. */
const usedOnceCache = filesCache<Map<TS.SignatureDeclaration, boolean>>();

/**
 * Whether a function of the program is used in one place only: its name occurs once in the project's
 * files, besides its own declaration and the imports and exports that hand it on. Then what it reads
 * of its parameter is what that one caller hands it, and no other tool's. Any other occurrence of
 * the name (a second call, a reference, another binding of the same name, a property) counts as a use.
 */
export function usedOnce(program: TS.Program, fn: TS.SignatureDeclaration): boolean {
  const known = forProgramFiles(usedOnceCache, program, () => new Map<TS.SignatureDeclaration, boolean>());
  let once = known.get(fn);
  if (once === undefined) known.set(fn, (once = countUses(program, fn) === 1));
  return once;
}

function countUses(program: TS.Program, fn: TS.SignatureDeclaration): number {
  const name = functionName(fn);
  if (name === undefined) return Infinity;
  const files = new Set(program.getSourceFiles().filter((file) => isProjectFile(program, file)));
  files.add(fn.getSourceFile());
  let uses = 0;
  for (const file of files)
    for (const identifier of identifiersNamed(file, name.text)) if (identifier !== name && !handsOn(identifier)) uses++;
  return uses;
}

/**
 * An identifier that names a binding in an import or an export, which hands the function on without
 * using it: ES modules' specifiers, and CommonJS's `exports.f = f` (and the `exports.f = void 0`
 * TypeScript's output writes first).
 */
function handsOn(identifier: TS.Identifier): boolean {
  const parent = identifier.parent;
  return (
    ts.isImportSpecifier(parent) ||
    ts.isExportSpecifier(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent) ||
    isCommonJsExportName(identifier) ||
    (ts.isBinaryExpression(parent) &&
      parent.right === identifier &&
      parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(parent.left) &&
      isCommonJsExportName(parent.left.name))
  );
}

/** The name `f` of `exports.f` or `module.exports.f` written to. */
function isCommonJsExportName(identifier: TS.Identifier | TS.MemberName): boolean {
  const access = identifier.parent;
  if (!isCommonJsExport(access) || access.name !== identifier) return false;
  const assignment = access.parent;
  return (
    ts.isBinaryExpression(assignment) &&
    assignment.left === access &&
    assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken
  );
}
