// Reading another module's syntax through the TypeScript AST: what the readers of schemas declared
// elsewhere in the program (imported literals, imported zod schemas, dispatched tools) share.
import type * as TS from "typescript";
import ts, { skipExpressionWrappers } from "../../schema/typescript.js";
import { weakCache } from "../../util/weak-cache.js";

/** Removes `as`, `satisfies`, `<T>x`, parentheses and `!` around an expression (the one TypeScript-tree unwrap). */
export function skipWrappers(node: TS.Expression): TS.Expression {
  return skipExpressionWrappers(node) as TS.Expression;
}

/**
 * The function a call's callee names, through wrappers and the `(0, mod.fn)(…)` that TypeScript's
 * CommonJS output writes for an imported function (a comma expression whose value is its right side).
 */
export function calleeOf(callee: TS.Expression): TS.Expression {
  let current = skipWrappers(callee);
  while (
    ts.isBinaryExpression(current) &&
    current.operatorToken.kind === ts.SyntaxKind.CommaToken &&
    ts.isNumericLiteral(skipWrappers(current.left))
  )
    current = skipWrappers(current.right);
  return current;
}

/**
 * The identifier a chain starts from, through member accesses and wrappers (`NAMES` in
 * `NAMES.getPod`); with `calls`, through calls as well (`z` in `z.object({…}).describe("…")`).
 * The TypeScript-tree twin of util/syntax.ts's chainRoot.
 */
export function tsChainRoot(expression: TS.Expression, { calls = false } = {}): TS.Identifier | undefined {
  let current = skipWrappers(expression);
  for (;;) {
    if (calls && ts.isCallExpression(current)) current = skipWrappers(current.expression);
    else if (ts.isPropertyAccessExpression(current)) current = skipWrappers(current.expression);
    else break;
  }
  return ts.isIdentifier(current) ? current : undefined;
}

/** A property's static name: `a`, `"a"`, `1`; undefined for a computed one. */
export function keyName(name: TS.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** The value under `key` in an object literal, when no spread after it may replace it. */
export function initializerOf(object: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  for (const member of object.properties) {
    if (ts.isSpreadAssignment(member)) found = undefined;
    else if (ts.isPropertyAssignment(member) && keyName(member.name) === key) found = member.initializer;
  }
  return found;
}

/**
 * The identifiers and string literals of a file that a match of `pattern` (a global RegExp) names,
 * in source order: the match's group 1, or the whole match, must be the node's text. Found by
 * descending to each match instead of walking every node of the file (a bundle's thousands of
 * lines make a walk far dearer than a descent). A match in a comment, or inside a
 * longer name or string, names nothing.
 */
export function namesMatching(file: TS.SourceFile, pattern: RegExp): (TS.Identifier | TS.StringLiteral)[] {
  const found: (TS.Identifier | TS.StringLiteral)[] = [];
  for (const match of file.text.matchAll(pattern)) {
    const node = innermostAt(file, match.index + match[0].indexOf(match[1] ?? match[0]));
    if (
      node !== undefined &&
      (ts.isIdentifier(node) || ts.isStringLiteral(node)) &&
      node.text === (match[1] ?? match[0])
    )
      found.push(node);
  }
  return found;
}

/**
 * The statements a keyword of the file's text begins (`switch`, `if`), in source order, as
 * namesMatching finds names: a keyword is no node of its own, so the innermost node holding it is
 * its statement. A match in a comment or a string is dropped by the caller's test of the node.
 */
export function statementsAt(file: TS.SourceFile, keywords: RegExp): TS.Node[] {
  const found = new Set<TS.Node>();
  for (const match of file.text.matchAll(keywords)) {
    const node = innermostAt(file, match.index);
    if (node !== undefined) found.add(node);
  }
  return [...found];
}

/**
 * The identifiers within `scope` (a function body, a file) whose name is `name`, in source order.
 * Found as namesMatching finds names: by descending to each place its text spells the name, not by
 * walking every node (a handler's body in a bundle is thousands of nodes). Where the text may spell
 * an identifier with escapes (`\u0061rgs`), which a text search cannot see, every node is walked.
 */
export function identifiersNamed(scope: TS.Node, name: string): TS.Identifier[] {
  const file = scope.getSourceFile();
  const text = file.text;
  const end = scope.end;
  if (name.length === 0) return [];
  if (text.slice(scope.pos, end).includes("\\u")) return identifiersByWalk(scope, name);
  const found: TS.Identifier[] = [];
  for (let at = text.indexOf(name, scope.pos); at !== -1 && at < end; at = text.indexOf(name, at + name.length)) {
    // No child holding the place: the scope itself does (an arrow function's body `args`).
    const node = innermostAt(scope, at) ?? scope;
    // A longer name containing this one, a property key of a string, a comment: not this name.
    if (ts.isIdentifier(node) && node.text === name && node.getStart(file) === at) found.push(node);
  }
  return found;
}

function identifiersByWalk(scope: TS.Node, name: string): TS.Identifier[] {
  const found: TS.Identifier[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && node.text === name) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return found;
}

/** The innermost node under `root` whose range (leading trivia included) holds a position. */
function innermostAt(root: TS.Node, position: number): TS.Node | undefined {
  const holds = (node: TS.Node): TS.Node | undefined =>
    node.pos <= position && position < node.end ? node : undefined;
  let current: TS.Node = root;
  for (;;) {
    const child = ts.forEachChild(current, holds, (nodes) => holdingElement(nodes, position));
    if (child === undefined) return current === root ? undefined : current;
    current = child;
  }
}

/** The element of a list (in source order, not overlapping) that holds a position: a binary search, as a bundle's top level has thousands. */
function holdingElement(nodes: TS.NodeArray<TS.Node>, position: number): TS.Node | undefined {
  let low = 0;
  let high = nodes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const node = nodes[middle]!;
    if (position < node.pos) high = middle - 1;
    else if (position >= node.end) low = middle + 1;
    else return node;
  }
  return undefined;
}

/** The symbol an identifier names, through import aliases and re-exports. */
export function targetSymbol(checker: TS.TypeChecker, identifier: TS.Identifier): TS.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(identifier);
  return symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0
    ? checker.getAliasedSymbol(symbol)
    : symbol;
}

/**
 * The type of a variable or property symbol, without checking a `new C(…)` initializer: for an
 * unannotated `const registry = new ToolRegistry()` the class's instance type is the answer, and
 * inferring it from the expression (resolving the constructor call) was the dearest question of
 * a lint's first call. Anything else (generic classes included) is the checker's ordinary answer.
 */
export function typeOfValueSymbol(checker: TS.TypeChecker, symbol: TS.Symbol): TS.Type {
  const declaration = symbol.valueDeclaration;
  // Written types (an annotation, a JSDoc `@type`) and casts (`new C() as D`) are the checker's to read.
  if (
    declaration !== undefined &&
    ts.isVariableDeclaration(declaration) &&
    declaration.type === undefined &&
    declaration.initializer !== undefined &&
    ts.getJSDocType(declaration) === undefined
  ) {
    let value = declaration.initializer;
    while (ts.isParenthesizedExpression(value)) value = value.expression;
    if (ts.isNewExpression(value) && value.typeArguments === undefined) {
      const constructed = checker.getSymbolAtLocation(
        ts.isPropertyAccessExpression(value.expression) ? value.expression.name : value.expression,
      );
      const target =
        constructed !== undefined && constructed.flags & ts.SymbolFlags.Alias
          ? checker.getAliasedSymbol(constructed)
          : constructed;
      const instance =
        target !== undefined && target.flags & ts.SymbolFlags.Class
          ? checker.getDeclaredTypeOfSymbol(target)
          : undefined;
      // A generic class's instance type depends on the inferred type arguments: the checker's answer.
      if (instance !== undefined && (instance as TS.InterfaceType).typeParameters === undefined) return instance;
    }
  }
  return checker.getTypeOfSymbol(symbol);
}

/** The initializer of the `const` a symbol declares (unwrapped); a `let` in another module may be assigned anywhere. */
export function constInitializerOf(symbol: TS.Symbol | undefined): TS.Expression | undefined {
  return constDeclarationInitializer(symbol?.valueDeclaration);
}

/**
 * The initializer of a `const` declaration (constInitializerOf for a declaration in hand), or the
 * value CommonJS exports once (commonJsExportValue).
 */
export function constDeclarationInitializer(declaration: TS.Node | undefined): TS.Expression | undefined {
  if (declaration !== undefined && isCommonJsExport(declaration)) return commonJsExportValue(declaration);
  if (declaration === undefined || !ts.isVariableDeclaration(declaration) || declaration.initializer === undefined)
    return undefined;
  if ((ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) === 0) return undefined;
  return skipWrappers(declaration.initializer);
}

/**
 * Every value a variable is given: its initializer and each `name = value` in its file; undefined
 * when something else changes it (`name += …`). A `const` is its initializer. Only the places where
 * the file's text assigns the name are looked at.
 */
export function assignedValues(
  checker: TS.TypeChecker,
  declaration: TS.VariableDeclaration,
): readonly TS.Expression[] | undefined {
  // Asked of one variable many times (each call through it), and each answer is a search of its
  // file's text: a bundle's 100 kB per question. The answer is the file's own: whether a name there
  // denotes the declaration is settled by that file's scopes, whatever program holds it.
  return assignedValuesByDeclaration(declaration, () => assignedValuesUncached(checker, declaration));
}

const assignedValuesByDeclaration = weakCache<TS.VariableDeclaration, readonly TS.Expression[] | undefined>();

function assignedValuesUncached(
  checker: TS.TypeChecker,
  declaration: TS.VariableDeclaration,
): TS.Expression[] | undefined {
  if (!ts.isIdentifier(declaration.name)) return undefined;
  const values = declaration.initializer === undefined ? [] : [declaration.initializer];
  const file = declaration.getSourceFile();
  // A declaration file assigns nothing (`declare var JSON: JSON` in the default library's 200 kB).
  if ((ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0 || file.isDeclarationFile) return values;
  let symbol: TS.Symbol | undefined;
  for (const name of namesMatching(file, assignmentText(declaration.name.text))) {
    const assignment = name.parent;
    if (
      !ts.isBinaryExpression(assignment) ||
      assignment.left !== name ||
      !isAssignmentOperator(assignment.operatorToken.kind)
    )
      continue;
    symbol ??= checker.getSymbolAtLocation(declaration.name);
    if (checker.getSymbolAtLocation(name) !== symbol) continue;
    if (assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
    values.push(assignment.right);
  }
  return values;
}

/** `name =` or `name += …` outside a member (`x.name =`) or a comparison, the name as group 1. */
function assignmentText(name: string): RegExp {
  const escaped = name.replace(/[$]/g, "\\$&");
  return new RegExp(`(?<![\\w$.])(${escaped})\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?![=>])`, "g");
}

function isAssignmentOperator(kind: TS.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** Whether `identifier` names `symbol`'s value, also as a shorthand property (`{ args }`). */
export function refersTo(checker: TS.TypeChecker, identifier: TS.Identifier, symbol: TS.Symbol): boolean {
  const parent = identifier.parent;
  if (ts.isShorthandPropertyAssignment(parent) && parent.name === identifier)
    return checker.getShorthandAssignmentValueSymbol(parent) === symbol;
  return checker.getSymbolAtLocation(identifier) === symbol;
}

/** `exports.name` or `module.exports.name`: where CommonJS exports `name`. */
export function isCommonJsExport(node: TS.Node): node is TS.PropertyAccessExpression {
  if (!ts.isPropertyAccessExpression(node)) return false;
  const target = node.expression;
  return ts.isIdentifier(target)
    ? target.text === "exports"
    : ts.isPropertyAccessExpression(target) &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === "module" &&
        target.name.text === "exports";
}

/** An export written: `exports.name = value`, the `exports.name` and the value (the last of a chain). */
interface CommonJsExport {
  target: TS.PropertyAccessExpression;
  value: TS.Expression;
}

/**
 * Every value a file writes to its CommonJS exports, by name, wherever it is written; the `void 0`
 * compiled CommonJS first writes to every export (`exports.a = exports.b = void 0`) left out.
 * Once per file.
 */
const commonJsExportsOf = weakCache<TS.SourceFile, ReadonlyMap<string, readonly CommonJsExport[]>>();

function commonJsExports(sourceFile: TS.SourceFile): ReadonlyMap<string, readonly CommonJsExport[]> {
  return commonJsExportsOf(sourceFile, () => {
    const found = new Map<string, CommonJsExport[]>();
    const visit = (node: TS.Node): void => {
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        isCommonJsExport(node.left)
      ) {
        let value = skipWrappers(node.right);
        while (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.EqualsToken)
          value = skipWrappers(value.right);
        if (!ts.isVoidExpression(value)) {
          const name = node.left.name.text;
          found.set(name, [...(found.get(name) ?? []), { target: node.left, value }]);
        }
      }
      ts.forEachChild(node, visit);
    };
    // Only a file that mentions `exports` can write any: most files are walked no further.
    if (sourceFile.text.includes("exports")) visit(sourceFile);
    return found;
  });
}

/**
 * Where a CommonJS module exports `name` and with what (`exports.SearchSchema = zod_1.z.object(…)`),
 * when that is the one value it ever writes there: with two, either may be the one that runs.
 */
export function commonJsExportNamed(sourceFile: TS.SourceFile, name: string): CommonJsExport | undefined {
  const written = commonJsExports(sourceFile).get(name);
  return written?.length === 1 ? written[0] : undefined;
}

/** The one value CommonJS exports at `declaration` (an `exports.name` of its file: commonJsExportNamed). */
export function commonJsExportValue(declaration: TS.Node | undefined): TS.Expression | undefined {
  if (declaration === undefined || !isCommonJsExport(declaration)) return undefined;
  return commonJsExportNamed(declaration.getSourceFile(), declaration.name.text)?.value;
}
