// Dispatch into other modules, seen from the program: a `case "browser_screenshot":` branch that
// hands the tool's arguments to a function or method declared in another module
// (`return screenshotTool.execute(args, context)`, `return getPrompts(args || {})`). The index maps
// each such function to the tool names that reach it, so that the module declaring the function —
// where its reads are, and where a report can point at them — knows whose arguments it reads.
//
// Read from the TypeScript AST of every project file, never from the order files are linted in.
// Built once per ts.Program: resolving a callee takes that program's checker.
import { ARGUMENT_PARAMETER_NAMES } from "../../syntax/file-scan.js";
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import { HANDLER_METHODS, VALIDATOR_METHODS } from "../../syntax/method-names.js";
import { isTrustedElsewhere } from "../../syntax/on-disk.js";
import { filesCache, forProgramFiles } from "../program-files.js";
import { isProjectFile, writtenDeclaration } from "../../syntax/written-file.js";
import { programToolNames } from "./program-tools.js";
import { annotatedClass, fieldClass } from "../../read/arguments/types.js";
import { weakPairCache } from "../../../util/weak-cache.js";
import {
  assignedValues,
  keyName,
  namesMatching,
  skipWrappers,
  calleeOf,
  statementsAt,
  targetSymbol,
  tsChainRoot,
  commonJsExportValue,
} from "../../syntax/ts-syntax.js";

/** The function (or method) a dispatch branch in another file hands the arguments to. */
export interface IncomingCall {
  toolName: string;
  /** The function whose parameter receives the arguments, in the file that declares it (a `.js` for a `.d.ts`). */
  target: TS.SignatureDeclaration;
  parameterIndex: number;
  /**
   * Where the arguments are in what the parameter receives, when the branch hands on the whole tool
   * call (`handle(request)` where the arguments are `request.params.arguments`): `["params", "arguments"]`.
   */
  path?: readonly string[];
  /** The file of the dispatch. */
  fromFile: string;
}

/** Properties of a tool call that hold its arguments. */
const ARGUMENT_KEYS = new Set(["arguments", "args", "input", "parameters", "params"]);
/** Hops through `extends`, re-exports and `const f = g` before giving up. */
const MAX_HOPS = 6;

/** Where a dispatch keeps the arguments: a parameter or a binding (one symbol), or a member chain (`request.params.arguments`). */
type ArgumentsHolder = { kind: "symbol"; symbol: TS.Symbol } | { kind: "chain"; text: string };

function chainText(node: TS.Expression): string | undefined {
  const value = skipWrappers(node);
  if (ts.isIdentifier(value)) return value.text;
  if (ts.isPropertyAccessExpression(value)) {
    const object = chainText(value.expression);
    return object === undefined ? undefined : `${object}.${value.name.text}`;
  }
  return undefined;
}

function enclosingFunction(node: TS.Node): TS.SignatureDeclaration | undefined {
  let current = node.parent;
  while (current !== undefined && !ts.isSourceFile(current)) {
    if (ts.isFunctionLike(current)) return current as TS.SignatureDeclaration;
    current = current.parent;
  }
  return undefined;
}

/**
 * What holds the arguments of the call whose name a dispatch compares: `switch (name)` on a parameter
 * of `handleToolCall(name, args)`, on `name` of `const { name, arguments: args } = request.params`, or
 * on `request.params.name` itself. Undefined when the dispatched expression is no tool call's name.
 */
function argumentsHolder(checker: TS.TypeChecker, expression: TS.Expression): ArgumentsHolder | undefined {
  const value = skipWrappers(expression);
  if (ts.isPropertyAccessExpression(value) && value.name.text === "name") {
    const object = chainText(value.expression);
    return object === undefined ? undefined : { kind: "chain", text: `${object}.arguments` };
  }
  if (!ts.isIdentifier(value)) return undefined;
  const declaration = checker.getSymbolAtLocation(value)?.valueDeclaration;
  if (declaration === undefined) return undefined;
  if (ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) {
    const fn = declaration.parent;
    const others = fn.parameters.filter((p) => p !== declaration && ts.isIdentifier(p.name));
    const holder =
      others.find((p) => ARGUMENT_PARAMETER_NAMES.has((p.name as TS.Identifier).text)) ??
      (fn.parameters.length === 2 ? others[0] : undefined);
    const symbol = holder === undefined ? undefined : checker.getSymbolAtLocation(holder.name);
    return symbol === undefined ? undefined : { kind: "symbol", symbol };
  }
  if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent)) {
    // const { name, arguments: args } = request.params
    const key = declaration.propertyName === undefined ? value.text : keyName(declaration.propertyName);
    if (key !== "name") return undefined;
    const sibling = declaration.parent.elements.find((element) => {
      const elementKey =
        element.propertyName === undefined
          ? ts.isIdentifier(element.name)
            ? element.name.text
            : undefined
          : keyName(element.propertyName);
      return elementKey !== undefined && ARGUMENT_KEYS.has(elementKey) && ts.isIdentifier(element.name);
    });
    if (sibling === undefined) {
      // `const { name } = request.params`: the arguments stay where the name is, `request.params.arguments`.
      const holder = declaration.parent.parent;
      const object =
        ts.isVariableDeclaration(holder) && holder.initializer !== undefined
          ? chainText(holder.initializer)
          : undefined;
      return object === undefined ? undefined : { kind: "chain", text: `${object}.arguments` };
    }
    const symbol = checker.getSymbolAtLocation(sibling.name);
    return symbol === undefined ? undefined : { kind: "symbol", symbol };
  }
  if (ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined) {
    // const name = request.params.name
    const init = skipWrappers(declaration.initializer);
    if (!ts.isPropertyAccessExpression(init) || init.name.text !== "name") return undefined;
    const object = chainText(init.expression);
    return object === undefined ? undefined : { kind: "chain", text: `${object}.arguments` };
  }
  return undefined;
}

/**
 * Whether `node` (through `x || {}`, `x ?? {}`, casts, and consts that copy it: `const params =
 * args`) is the arguments the holder names.
 */
function isArguments(checker: TS.TypeChecker, node: TS.Expression, holder: ArgumentsHolder, hops = 0): boolean {
  let value = skipWrappers(node);
  while (
    ts.isBinaryExpression(value) &&
    (value.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      value.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    value = skipWrappers(value.left);
  }
  if (holder.kind === "chain" && chainText(value) === holder.text) return true;
  if (!ts.isIdentifier(value)) return false;
  const symbol = checker.getSymbolAtLocation(value);
  if (holder.kind === "symbol" && symbol === holder.symbol) return true;
  const copied = symbol?.valueDeclaration;
  return (
    hops < MAX_HOPS &&
    copied !== undefined &&
    ts.isVariableDeclaration(copied) &&
    ts.isIdentifier(copied.name) &&
    (ts.getCombinedNodeFlags(copied) & ts.NodeFlags.Const) !== 0 &&
    copied.initializer !== undefined &&
    isArguments(checker, copied.initializer, holder, hops + 1)
  );
}

/** Whether an expression may be a tool name (see labelName): a string, or a name that may hold one. */
function mayBeLabel(label: TS.Expression): boolean {
  const value = skipWrappers(label);
  if (ts.isStringLiteralLike(value) || ts.isPropertyAccessExpression(value)) return true;
  return ts.isIdentifier(value) && value.text !== "undefined";
}

/** The tool name a label is: a string literal, or (an enum member, an imported const) a string literal type. */
function labelName(checker: TS.TypeChecker, label: TS.Expression): string | undefined {
  const value = skipWrappers(label);
  if (ts.isStringLiteralLike(value)) return value.text;
  if (!ts.isIdentifier(value) && !ts.isPropertyAccessExpression(value)) return undefined;
  // Only a name another module gives (an import) or an enum's member may have a literal type the
  // syntax here does not show; asking the checker about anything else types it for nothing.
  const root = tsChainRoot(value);
  const flags = root === undefined ? 0 : (checker.getSymbolAtLocation(root)?.flags ?? 0);
  if ((flags & (ts.SymbolFlags.Alias | ts.SymbolFlags.Enum)) === 0) return undefined;
  const type = checker.getTypeAtLocation(value);
  return type.isStringLiteral() ? type.value : undefined;
}

/**
 * The names an if-test compares the dispatched expression with (`name === "a" || name === "b"`), and
 * where the arguments are. The subject is told first: only then is a label worth a question to the
 * checker (every `===` of the program passes here).
 */
function ifLabels(
  checker: TS.TypeChecker,
  test: TS.Expression,
): { holder: ArgumentsHolder; subject: string; names: string[] } | undefined {
  const value = skipWrappers(test);
  if (!ts.isBinaryExpression(value)) return undefined;
  const operator = value.operatorToken.kind;
  if (operator === ts.SyntaxKind.BarBarToken) {
    const left = ifLabels(checker, value.left);
    const right = left === undefined ? undefined : ifLabels(checker, value.right);
    if (left === undefined || right === undefined || left.subject !== right.subject) return undefined;
    return { ...left, names: [...left.names, ...right.names] };
  }
  if (operator === ts.SyntaxKind.AmpersandAmpersandToken)
    return ifLabels(checker, value.left) ?? ifLabels(checker, value.right);
  if (operator !== ts.SyntaxKind.EqualsEqualsEqualsToken && operator !== ts.SyntaxKind.EqualsEqualsToken)
    return undefined;
  for (const [subject, label] of [
    [value.left, value.right],
    [value.right, value.left],
  ] as const) {
    const text = chainText(subject);
    // The label is told from its syntax before the subject costs a question to the checker: most
    // comparisons of a bundle are with a number, `null`, `undefined` or a `typeof`.
    if (text === undefined || !mayBeLabel(label)) continue;
    const holder = argumentsHolder(checker, subject);
    const name = holder === undefined ? undefined : labelName(checker, label);
    if (holder !== undefined && name !== undefined) return { holder, subject: text, names: [name] };
  }
  return undefined;
}

/**
 * The declaration of a same-named member (method, or property holding a function) of a class, up its
 * `extends` chain: an instance's member, or with `isStatic` the class's own (`TaskActions.search`).
 */
function classMember(
  checker: TS.TypeChecker,
  program: TS.Program,
  declaration: TS.ClassLikeDeclaration,
  member: string,
  hops: number,
  isStatic = false,
): TS.SignatureDeclaration | undefined {
  if (hops > MAX_HOPS) return undefined;
  const written = writtenClass(program, declaration) ?? declaration;
  for (const element of written.members) {
    if (element.name === undefined || keyName(element.name as TS.PropertyName) !== member) continue;
    if (hasStaticModifier(element) !== isStatic) continue;
    if (ts.isMethodDeclaration(element)) return element.body === undefined ? undefined : element;
    if (ts.isPropertyDeclaration(element) && element.initializer !== undefined)
      return functionOf(skipWrappers(element.initializer));
    return undefined;
  }
  const base = written.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]
    ?.expression;
  if (base === undefined || !ts.isIdentifier(base)) return undefined;
  const baseClass = targetSymbol(checker, base)?.declarations?.find(ts.isClassLike);
  return baseClass === undefined ? undefined : classMember(checker, program, baseClass, member, hops + 1, isStatic);
}

function hasStaticModifier(element: TS.ClassElement): boolean {
  return (ts.canHaveModifiers(element) ? (ts.getModifiers(element) ?? []) : []).some(
    (modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword,
  );
}

function functionOf(node: TS.Node): TS.SignatureDeclaration | undefined {
  if (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node)
  ) {
    return node.body === undefined ? undefined : node;
  }
  return undefined;
}

/** The class a declaration file declares, as written in its JavaScript. */
function writtenClass(program: TS.Program, declaration: TS.ClassLikeDeclaration): TS.ClassLikeDeclaration | undefined {
  if (!declaration.getSourceFile().isDeclarationFile || !ts.isClassDeclaration(declaration)) return undefined;
  const found = writtenDeclaration(program, declaration);
  return found !== undefined && ts.isClassLike(found) ? found : undefined;
}

/** The function a symbol's declaration is (a declared function, a const holding one), read from the written file. */
function functionOfDeclaration(program: TS.Program, declaration: TS.Declaration): TS.SignatureDeclaration | undefined {
  const node = writtenDeclaration(program, declaration);
  if (node === undefined) return undefined;
  if (ts.isVariableDeclaration(node)) {
    if ((ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const) === 0 || node.initializer === undefined) return undefined;
    return functionOf(skipWrappers(node.initializer));
  }
  return functionOf(node);
}

/**
 * The class of the instances a variable holds, where the syntax says so though the types do not
 * (a JavaScript `let screenshotTool;` later set to `new ScreenshotTool(server)`): every value
 * assigned to it is a `new` of that one class.
 */
function instanceClass(checker: TS.TypeChecker, receiver: TS.Symbol | undefined): TS.ClassLikeDeclaration | undefined {
  const declaration = receiver?.valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return undefined;
  const values = assignedValues(checker, declaration);
  if (values === undefined || values.length === 0) return undefined;
  let found: TS.ClassLikeDeclaration | undefined;
  for (const assigned of values) {
    const created = skipWrappers(assigned);
    if (!ts.isNewExpression(created) || !ts.isIdentifier(created.expression)) return undefined;
    const declared = targetSymbol(checker, created.expression)?.declarations?.find(ts.isClassLike);
    if (declared === undefined || (found !== undefined && found !== declared)) return undefined;
    found = declared;
  }
  return found;
}

function isJavaScript(sourceFile: TS.SourceFile): boolean {
  return /\.(c|m)?jsx?$/.test(sourceFile.fileName);
}

/**
 * The function a callee runs, when it is declared in a module of the program: an imported function
 * (`getPrompts`, `handlers.handleReadFile`), a method of a class instance whose class the types or
 * the assignments name (`screenshotTool.execute`), a function held by an imported object
 * (`startCodegenSession.handler`). Undefined whenever a step is unsure.
 */
export function calleeFunction(program: TS.Program, callee: TS.Expression): TS.SignatureDeclaration | undefined {
  return calleeFunctions(program, callee, () => calleeFunctionUncached(program, callee));
}

const calleeFunctions = weakPairCache<TS.Program, TS.Expression, TS.SignatureDeclaration | undefined>();

function calleeFunctionUncached(program: TS.Program, callee: TS.Expression): TS.SignatureDeclaration | undefined {
  const checker = program.getTypeChecker();
  const value = calleeOf(callee);
  if (ts.isIdentifier(value)) {
    const declaration = targetSymbol(checker, value)?.valueDeclaration;
    return declaration === undefined ? undefined : functionOfDeclaration(program, declaration);
  }
  if (!ts.isPropertyAccessExpression(value)) return undefined;
  const member = value.name.text;
  if (VALIDATOR_METHODS.has(member)) return undefined; // `Schema.parse(args)`: typing a zod schema costs seconds
  // The syntax first; the checker only where types are written: inferring the type of a value in
  // JavaScript (an SDK client, a zod schema) makes it infer whole libraries' generics.
  // What a receiver named by an identifier denotes, asked once for the three readings below.
  const object = skipWrappers(value.expression);
  const receiver = ts.isIdentifier(object) ? targetSymbol(checker, object) : undefined;
  const owner = instanceClass(checker, receiver) ?? fieldClass(checker, object) ?? annotatedClass(checker, receiver);
  if (owner !== undefined) return classMember(checker, program, owner, member, 0);
  // `TaskActions.search(request)`: a static method of a class the receiver names.
  const named = receiver?.valueDeclaration;
  if (named !== undefined && ts.isClassLike(named)) return classMember(checker, program, named, member, 0, true);
  const held = objectMember(program, receiver, member);
  if (held !== undefined) return held;
  // `tools.getMonitors.execute` (`import * as tools`, or CommonJS's `tools_1 = require(…)`): the
  // method of an object literal the module exports.
  if (ts.isPropertyAccessExpression(object) && ts.isIdentifier(skipWrappers(object.expression))) {
    const module = targetSymbol(checker, skipWrappers(object.expression) as TS.Identifier);
    return objectMember(program, namespaceExport(checker, module, object.name.text), member);
  }
  // `handlers.handleReadFile` of `import * as handlers`: the module's export, found without typing
  // the receiver (asking for the symbol of `x.member` types `x`; in JavaScript that infers whole
  // libraries' generics for a receiver that is no module at all).
  const declaration = namespaceExport(checker, receiver, member)?.valueDeclaration;
  if (declaration === undefined) return undefined;
  if (ts.isPropertyAssignment(declaration))
    return declaration.getSourceFile().isDeclarationFile
      ? undefined
      : functionOf(skipWrappers(declaration.initializer));
  if (ts.isMethodDeclaration(declaration) && ts.isObjectLiteralExpression(declaration.parent))
    return functionOf(declaration);
  if (ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration))
    return functionOfDeclaration(program, declaration);
  return undefined;
}

/** The export `member` of the module a receiver denotes (`import * as handlers`), through aliases. */
function namespaceExport(
  checker: TS.TypeChecker,
  module: TS.Symbol | undefined,
  member: string,
): TS.Symbol | undefined {
  if (module === undefined || (module.flags & ts.SymbolFlags.ValueModule) === 0) return undefined;
  const exported = checker.getExportsOfModule(module).find((symbol) => symbol.name === member);
  return exported !== undefined && (exported.flags & ts.SymbolFlags.Alias) !== 0
    ? checker.getAliasedSymbol(exported)
    : exported;
}

/**
 * `startCodegenSession.handler` where `startCodegenSession` is a `const` object literal of another
 * module (read in its JavaScript when the import resolves to a declaration file).
 */
function objectMember(
  program: TS.Program,
  object: TS.Symbol | undefined,
  member: string,
): TS.SignatureDeclaration | undefined {
  let declaration: TS.Node | undefined = object?.valueDeclaration;
  const exported = object === undefined ? undefined : commonJsExportedLiteral(object);
  if (exported !== undefined) return literalMember(exported, member);
  if (declaration === undefined || !ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name))
    return undefined;
  declaration = writtenDeclaration(program, declaration);
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return undefined;
  if ((ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) === 0 || declaration.initializer === undefined)
    return undefined;
  const literal = skipWrappers(declaration.initializer);
  return ts.isObjectLiteralExpression(literal) ? literalMember(literal, member) : undefined;
}

/**
 * CommonJS's `exports.search = { … }`: the object literal written to the export, when it is the one
 * value ever written (a compiler's `exports.search = void 0` placeholder aside).
 */
function commonJsExportedLiteral(exported: TS.Symbol): TS.ObjectLiteralExpression | undefined {
  const value = commonJsExportValue(exported.valueDeclaration);
  return value !== undefined && ts.isObjectLiteralExpression(value) ? value : undefined;
}

/** The function an object literal holds under `member` (a later spread may replace it: undefined). */
function literalMember(literal: TS.ObjectLiteralExpression, member: string): TS.SignatureDeclaration | undefined {
  let found: TS.SignatureDeclaration | undefined;
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property))
      found = undefined; // a later spread may replace it
    else if (property.name !== undefined && keyName(property.name) === member) {
      found = ts.isPropertyAssignment(property)
        ? functionOf(skipWrappers(property.initializer))
        : ts.isMethodDeclaration(property)
          ? functionOf(property)
          : undefined;
    }
  }
  return found;
}

/** A call in a branch that passes the arguments, or the tool call holding them under `path`. */
interface ArgumentCall {
  callee: TS.Expression;
  index: number;
  path?: readonly string[];
}

/**
 * Where the arguments are in a value handed on: nothing when it is the arguments, the segments
 * left when it is a member chain the arguments' chain starts with (`request` of `request.params.arguments`).
 */
function argumentsPath(
  checker: TS.TypeChecker,
  node: TS.Expression,
  holder: ArgumentsHolder,
): readonly string[] | undefined {
  if (isArguments(checker, node, holder)) return [];
  if (holder.kind !== "chain") return undefined;
  const text = chainText(node);
  return text !== undefined && holder.text.startsWith(`${text}.`)
    ? holder.text.slice(text.length + 1).split(".")
    : undefined;
}

/** Calls in a branch that pass the arguments, as (callee, argument index, path). */
function argumentCalls(
  checker: TS.TypeChecker,
  statements: readonly TS.Node[],
  holder: ArgumentsHolder,
): ArgumentCall[] {
  const calls: ArgumentCall[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isFunctionLike(node)) return; // a callback runs when it runs: not the branch's call
    if (ts.isCallExpression(node)) {
      node.arguments.forEach((argument, index) => {
        const path = argumentsPath(checker, argument, holder);
        if (path !== undefined) calls.push({ callee: node.expression, index, ...(path.length > 0 ? { path } : {}) });
      });
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of statements) visit(statement);
  return calls;
}

function addCall(
  program: TS.Program,
  found: IncomingCall[],
  fromFile: string,
  names: readonly string[],
  calls: readonly ArgumentCall[],
): void {
  for (const { callee, index, path } of calls) {
    const target = calleeFunction(program, callee);
    if (target === undefined || target.getSourceFile().fileName === fromFile) continue; // this file's own functions are followed in place
    for (const toolName of names)
      found.push({ toolName, target, parameterIndex: index, ...(path === undefined ? {} : { path }), fromFile });
  }
}

/** Names a dispatching function gives the parameter holding the tool's name. */
const NAME_PARAMETER = /^(name|toolName|tool_name)$/;

/** The tool name a class gives its instances: a `name` property of a string literal type, or initialised with one. */
function className(
  checker: TS.TypeChecker,
  program: TS.Program,
  declaration: TS.ClassLikeDeclaration,
  type: TS.Type,
): string | undefined {
  const property = type.getProperty("name");
  const propertyType = property === undefined ? undefined : checker.getTypeOfSymbol(property);
  if (propertyType?.isStringLiteral()) return propertyType.value;
  const written = writtenClass(program, declaration) ?? declaration;
  for (const member of written.members) {
    if (
      !ts.isPropertyDeclaration(member) ||
      member.name === undefined ||
      keyName(member.name) !== "name" ||
      member.initializer === undefined
    )
      continue;
    const value = skipWrappers(member.initializer);
    return ts.isStringLiteralLike(value) ? value.text : undefined;
  }
  return undefined;
}

/**
 * A registry of tool instances: `registry.get(name)?.execute(args)`, `tools[name].execute(args)` in a
 * function of `(name, args)`, where the instance's type is a class (or a union of classes) each of
 * which names its tool (`readonly name = "get_weather"`). Each class's method then receives the
 * arguments of its tool. Read from each call of a handler method the file's text shows: a call in
 * a callback belongs to the callback, not to the function of `(name, args)` around it.
 */
function fileRegistryCalls(program: TS.Program, sourceFile: TS.SourceFile): IncomingCall[] {
  const checker = program.getTypeChecker();
  const found: IncomingCall[] = [];
  if (isJavaScript(sourceFile)) return found;
  const holders = new Map<TS.SignatureDeclaration, ArgumentsHolder | undefined>();
  for (const method of namesMatching(sourceFile, HANDLER_CALL_TEXT_ALL)) {
    const access = method.parent;
    if (!ts.isPropertyAccessExpression(access) || access.name !== method) continue;
    const call = access.parent;
    if (!ts.isCallExpression(call) || call.expression !== access) continue;
    const fn = enclosingFunction(call);
    if (fn === undefined || fn.parameters.length < 2) continue;
    if (!holders.has(fn)) holders.set(fn, registryHolder(checker, fn));
    const holder = holders.get(fn);
    const index =
      holder === undefined ? -1 : call.arguments.findIndex((argument) => isArguments(checker, argument, holder));
    if (index < 0) continue;
    const type = checker.getNonNullableType(checker.getTypeAtLocation(access.expression));
    for (const member of type.isUnion() ? type.types : [type]) {
      const declaration = member.getSymbol()?.declarations?.find(ts.isClassLike);
      const toolName = declaration === undefined ? undefined : className(checker, program, declaration, member);
      const target = toolName === undefined ? undefined : classMember(checker, program, declaration!, method.text, 0);
      if (target !== undefined && target.getSourceFile().fileName !== sourceFile.fileName)
        found.push({ toolName: toolName!, target, parameterIndex: index, fromFile: sourceFile.fileName });
    }
  }
  return found;
}

/** Where the arguments are in a function of `(name, args)`: its parameter named like a tool's name tells. */
function registryHolder(checker: TS.TypeChecker, fn: TS.SignatureDeclaration): ArgumentsHolder | undefined {
  const nameParameter = fn.parameters.find((p) => ts.isIdentifier(p.name) && NAME_PARAMETER.test(p.name.text));
  return nameParameter === undefined || (fn as { body?: TS.Node }).body === undefined
    ? undefined
    : argumentsHolder(checker, nameParameter.name as TS.Identifier);
}

/**
 * Where a file may dispatch on a tool's name: its `switch` and `if` statements, in source order.
 * Found by descending to where the text names them: walking every node of every file of the
 * program cost more than all the rest.
 */
function labelCandidates(sourceFile: TS.SourceFile): TS.Node[] {
  return statementsAt(sourceFile, /\b(?:switch|if)\b/g).sort((a, b) => a.pos - b.pos);
}

/** The calls a file's `switch` and `if` branches on a tool's name make into other modules. */
function labelCalls(program: TS.Program, sourceFile: TS.SourceFile): IncomingCall[] {
  const found: IncomingCall[] = [];
  const checker = program.getTypeChecker();
  for (const node of labelCandidates(sourceFile)) {
    if (ts.isSwitchStatement(node)) {
      const holder = argumentsHolder(checker, node.expression);
      if (holder !== undefined && enclosingFunction(node) !== undefined) {
        let pending: string[] = [];
        for (const clause of node.caseBlock.clauses) {
          if (ts.isDefaultClause(clause)) {
            pending = [];
            continue;
          }
          const name = labelName(checker, clause.expression);
          if (name !== undefined) pending.push(name);
          if (clause.statements.length === 0) continue;
          addCall(program, found, sourceFile.fileName, pending, argumentCalls(checker, clause.statements, holder));
          pending = [];
        }
      }
    } else if (ts.isIfStatement(node)) {
      const labels = ifLabels(checker, node.expression);
      if (labels !== undefined)
        addCall(
          program,
          found,
          sourceFile.fileName,
          labels.names,
          argumentCalls(checker, [node.thenStatement], labels.holder),
        );
    }
  }
  return found;
}

/** A call of a handler method (`.execute(`), the method's name captured: a registry's call, if the file has one. */
const HANDLER_CALL = `\\.\\s*(${HANDLER_METHODS.join("|")})\\s*\\(`;
const HANDLER_CALL_TEXT = new RegExp(HANDLER_CALL);
const HANDLER_CALL_TEXT_ALL = new RegExp(HANDLER_CALL, "g");

/** One program's dispatches into other modules, read file by file as they are asked for. */
interface ProgramDispatch {
  /** The files of the program a dispatch may sit in (none when it has one module: no other to reach). */
  files: readonly TS.SourceFile[];
  labelled: Map<TS.SourceFile, IncomingCall[]>;
  registry: Map<TS.SourceFile, IncomingCall[]>;
  /** The files that may dispatch on some names, by those names. */
  naming: Map<string, readonly TS.SourceFile[]>;
  /** Calls on the names the program's tools declare, by the file of the function they reach. */
  known?: Map<string, IncomingCall[]>;
}

const dispatches = filesCache<ProgramDispatch>();

function programDispatch(program: TS.Program): ProgramDispatch {
  return forProgramFiles(dispatches, program, () => {
    const files = program.getSourceFiles().filter((sourceFile) => isProjectFile(program, sourceFile));
    // A dispatch reaches into another module of the program: with one module there is none (a
    // bundle, linted on its own; walking its thousands of lines was 10% of its rule time).
    return { files: files.length < 2 ? [] : files, labelled: new Map(), registry: new Map(), naming: new Map() };
  });
}

function cachedCalls(
  cache: Map<TS.SourceFile, IncomingCall[]>,
  sourceFile: TS.SourceFile,
  read: () => IncomingCall[],
): IncomingCall[] {
  let calls = cache.get(sourceFile);
  if (calls === undefined) cache.set(sourceFile, (calls = read()));
  return calls;
}

/** The calls a file's `switch` and `if` branches on tool names make into other modules, read once per program. */
function labelledFrom(program: TS.Program, state: ProgramDispatch, sourceFile: TS.SourceFile): IncomingCall[] {
  return cachedCalls(state.labelled, sourceFile, () => labelCalls(program, sourceFile));
}

/** The calls a file's registries of tool classes make into other modules, read once per program. */
function registeredFrom(program: TS.Program, state: ProgramDispatch, sourceFile: TS.SourceFile): IncomingCall[] {
  return HANDLER_CALL_TEXT.test(sourceFile.text)
    ? cachedCalls(state.registry, sourceFile, () => fileRegistryCalls(program, sourceFile))
    : [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The `as const` assertion a node is part of, directly or inside the objects and arrays it asserts. */
function constAssertion(node: TS.Node): TS.AsExpression | undefined {
  for (let current = node; ; current = current.parent) {
    const parent = current.parent;
    if (ts.isAsExpression(parent))
      return ts.isTypeReferenceNode(parent.type) && parent.type.typeName.getText() === "const" ? parent : undefined;
    if (
      !ts.isParenthesizedExpression(parent) &&
      !ts.isSatisfiesExpression(parent) &&
      !ts.isObjectLiteralExpression(parent) &&
      !ts.isArrayLiteralExpression(parent) &&
      !ts.isPropertyAssignment(parent)
    )
      return undefined;
  }
}

/** The name of a `const` a value initialises, through parentheses and `satisfies`. */
function constNamed(value: TS.Node): string | undefined {
  let node = value;
  while (ts.isParenthesizedExpression(node.parent) || ts.isSatisfiesExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  return ts.isVariableDeclaration(parent) &&
    parent.initializer === node &&
    ts.isIdentifier(parent.name) &&
    ts.getCombinedNodeFlags(parent) & ts.NodeFlags.Const
    ? parent.name.text
    : undefined;
}

/**
 * The declaration a label of another module names to reach a string (labelName's label: a name the
 * module imports, or an enum's), where the string keeps its literal type: the `const` it
 * initialises, its enum, the `const` whose object asserted `as const` holds it, the class whose
 * `static readonly` property it is. Anywhere else TypeScript widens it to `string`, and no label
 * reaches it. The label spells that name (`ToolName.Weather`, `NAMES.weather`), and so does an
 * import of it, renamed or not.
 */
function holdingName(literal: TS.Node): string | undefined {
  const asserted = constAssertion(literal);
  if (asserted !== undefined) return constNamed(asserted);
  let node = literal;
  while (ts.isParenthesizedExpression(node.parent) || ts.isSatisfiesExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isEnumMember(parent) && parent.initializer === node) return parent.parent.name.text;
  if (
    ts.isPropertyDeclaration(parent) &&
    parent.initializer === node &&
    ts.getCombinedModifierFlags(parent) & ts.ModifierFlags.Readonly &&
    ts.getCombinedModifierFlags(parent) & ts.ModifierFlags.Static
  )
    return parent.parent.name?.text;
  return constNamed(literal);
}

/**
 * The files that may dispatch on one of `names`. A branch's label is a string written in the file,
 * or a constant of another module (labelName) whose declaration holds the string: so the file
 * quotes a name, or spells the name of a constant that holds one. Reading only these files keeps
 * the program's other thousands of `if`s from the checker.
 */
function filesNaming(state: ProgramDispatch, names: readonly string[]): readonly TS.SourceFile[] {
  const key = JSON.stringify(names);
  const known = state.naming.get(key);
  if (known !== undefined) return known;
  const found = new Set<TS.SourceFile>();
  if (names.length > 0) {
    const quotedText = `["'\`](${names.map(escapeRegExp).join("|")})["'\`]`;
    const quotes = new RegExp(quotedText);
    const constants = new Set<string>();
    for (const sourceFile of state.files) {
      if (!quotes.test(sourceFile.text)) continue;
      found.add(sourceFile);
      for (const literal of namesMatching(sourceFile, new RegExp(quotedText, "g"))) {
        const holder = holdingName(literal);
        if (holder !== undefined) constants.add(holder);
      }
    }
    if (constants.size > 0) {
      const spelled = new RegExp(`(?<![\\w$])(?:${[...constants].map(escapeRegExp).join("|")})(?![\\w$])`);
      for (const sourceFile of state.files)
        if (!found.has(sourceFile) && spelled.test(sourceFile.text)) found.add(sourceFile);
    }
  }
  const files = state.files.filter((sourceFile) => found.has(sourceFile));
  state.naming.set(key, files);
  return files;
}

/**
 * The calls on `names` from every file of the program, and a registry's calls (on its classes' own
 * names, read in every file that calls a handler method), by the file they reach.
 */
function callsOn(program: TS.Program, state: ProgramDispatch, names: readonly string[]): Map<string, IncomingCall[]> {
  const wanted = new Set(names);
  const calls = [
    ...filesNaming(state, names).flatMap((sourceFile) =>
      labelledFrom(program, state, sourceFile).filter((call) => wanted.has(call.toolName)),
    ),
    ...state.files.flatMap((sourceFile) => registeredFrom(program, state, sourceFile)),
  ];
  const byTarget = new Map<string, IncomingCall[]>();
  for (const call of calls) {
    const file = call.target.getSourceFile().fileName;
    const list = byTarget.get(file);
    if (list === undefined) byTarget.set(file, [call]);
    else list.push(call);
  }
  return byTarget;
}

/**
 * The functions of `fileName` that dispatch branches of other files hand a tool's arguments to: on
 * the names the program's tools declare with a schema (programToolNames), the only names a schema
 * can be read for, or on `toolName` alone; and a registry's calls on its classes' names.
 */
export function incomingCalls(program: TS.Program, fileName: string, toolName?: string): readonly IncomingCall[] {
  // A server's entry module often exports nothing: no other module can call into it, and the
  // program's index is left for a file some module can (a fifth of firecrawl's dist/index.js).
  const sourceFile = program.getSourceFile(fileName);
  if (sourceFile !== undefined && exportsNothing(sourceFile)) return [];
  const state = programDispatch(program);
  if (state.files.length === 0) return [];
  const declared = programToolNames(program);
  let calls: readonly IncomingCall[];
  if (toolName === undefined || declared.has(toolName)) {
    state.known ??= callsOn(program, state, [...declared].sort());
    calls = state.known.get(fileName) ?? [];
  } else calls = callsOn(program, state, [toolName]).get(fileName) ?? [];
  // A dispatching file changed on disk since the program read it may dispatch otherwise now.
  return calls.filter((call) => {
    if (toolName !== undefined && call.toolName !== toolName) return false;
    const from = program.getSourceFile(call.fromFile);
    return from !== undefined && isTrustedElsewhere(program, from, fileName);
  });
}

/**
 * An ES module without an export: no other module can name its functions. A script (no `import`
 * or `export`: JavaScript's globals) and a CommonJS module may still be called into.
 */
export function exportsNothing(sourceFile: TS.SourceFile): boolean {
  if (!ts.isExternalModule(sourceFile) || /\bexports\b/.test(sourceFile.text)) return false;
  return !sourceFile.statements.some(
    (statement) =>
      ts.isExportDeclaration(statement) ||
      ts.isExportAssignment(statement) ||
      (ts.canHaveModifiers(statement) &&
        (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)),
  );
}

/** Whether a dispatch branch in `fromFile` hands `toolName`'s arguments to a function of another module. */
export function dispatchesInto(program: TS.Program, fromFile: string, toolName: string): boolean {
  const state = programDispatch(program);
  const sourceFile = program.getSourceFile(fromFile);
  if (sourceFile === undefined || state.files.length === 0 || !isProjectFile(program, sourceFile)) return false;
  return [...labelledFrom(program, state, sourceFile), ...registeredFrom(program, state, sourceFile)].some(
    (call) => call.toolName === toolName,
  );
}
