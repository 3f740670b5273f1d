// The names a list of tool definitions offers, read through the TypeScript AST across modules:
// the list a ListTools handler returns (`{ tools: allTools.filter(isAllowed) }`, `allTools` an array
// of schemas imported from other files), or an array literal of definitions. Undefined as soon as
// one part cannot be read — a spread of an unknown array, a computed name, a `let` — since then
// the list may offer names no reader here sees.
import type * as TS from "typescript";
import ts from "../../src/schema/typescript.js";
import { isTrustedElsewhere, constInitializerOf, initializerOf, skipWrappers } from "../../src/find/index.js";

/** Array methods whose result holds only elements of the array they are called on. */
const SUBSET_METHODS = new Set(["filter", "slice", "sort", "toSorted", "reverse", "toReversed"]);
/** Enough for lists built from lists across a few modules; deeper is not worth following. */
const MAX_DEPTH = 16;

/** What reading across modules needs: the program (for compiled siblings) and its checker. */
export interface Reader {
  program: TS.Program;
  checker: TS.TypeChecker;
  /** The linted file: values read from other files count only while those are on disk as read (see on-disk.ts). */
  linted: string;
}

const COMPILED_EXTENSIONS = [".js", ".mjs", ".cjs"];

/**
 * A `const` declared in a `.d.ts` that a compiled module of the program ships beside its `.js`
 * (`export declare const schema: { name: string }` for `export const schema = { name: "x" }`):
 * the declaration of the same name in that `.js`, whose initializer the `.d.ts` leaves out.
 */
function compiledDeclaration(
  program: TS.Program,
  declaration: TS.VariableDeclaration,
): TS.VariableDeclaration | undefined {
  const file = declaration.getSourceFile();
  if (!file.isDeclarationFile || !ts.isIdentifier(declaration.name)) return undefined;
  const name = declaration.name.text;
  const base = file.fileName.replace(/\.d\.(m|c)?ts$/, "");
  for (const extension of COMPILED_EXTENSIONS) {
    const sibling = program.getSourceFile(base + extension);
    if (sibling === undefined) continue;
    for (const statement of sibling.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function symbolOf(reader: Reader, node: TS.Expression): TS.Symbol | undefined {
  const symbol = reader.checker.getSymbolAtLocation(node);
  return symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0
    ? reader.checker.getAliasedSymbol(symbol)
    : symbol;
}

/** The `const` initializer an identifier (or `ns.name` of an imported namespace) refers to, in the sources or a compiled `.js`. */
function constValue(reader: Reader, node: TS.Expression): TS.Expression | undefined {
  if (!ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)))
    return undefined;
  const symbol = symbolOf(reader, node);
  const declaration = symbol?.valueDeclaration;
  if (declaration !== undefined && !isTrustedElsewhere(reader.program, declaration.getSourceFile(), reader.linted))
    return undefined;
  const compiled =
    declaration !== undefined && ts.isVariableDeclaration(declaration)
      ? compiledDeclaration(reader.program, declaration)
      : undefined;
  if (compiled !== undefined && !isTrustedElsewhere(reader.program, compiled.getSourceFile(), reader.linted))
    return undefined;
  if (compiled === undefined) return constInitializerOf(symbol);
  if (compiled.initializer === undefined || (ts.getCombinedNodeFlags(compiled) & ts.NodeFlags.Const) === 0)
    return undefined;
  return skipWrappers(compiled.initializer);
}

/** The static name of one definition: an object literal (or a const holding one) with a string `name`. */
function definitionName(reader: Reader, node: TS.Expression, depth: number): string | undefined {
  const value = skipWrappers(node);
  if (depth > MAX_DEPTH) return undefined;
  if (!ts.isObjectLiteralExpression(value)) {
    const initializer = constValue(reader, value);
    return initializer === undefined ? declaredName(reader, value) : definitionName(reader, initializer, depth + 1);
  }
  // OpenAI Chat Completions nests the definition: `{ type: "function", function: { name, … } }`.
  const nested = initializerOf(value, "function");
  if (nested !== undefined && ts.isObjectLiteralExpression(skipWrappers(nested)))
    return definitionName(reader, nested, depth + 1);
  const name = initializerOf(value, "name");
  if (name === undefined) return undefined;
  const written = skipWrappers(name);
  if (ts.isStringLiteralLike(written)) return written.text;
  const type = reader.checker.getTypeAtLocation(written);
  return type.isStringLiteral() ? type.value : undefined;
}

/**
 * The name a definition's declared type gives it: a compiled module's `.d.ts` keeps
 * `readonly name: "kubectl_get"` for a schema written `as const`. Undefined unless one literal.
 */
function declaredName(reader: Reader, node: TS.Expression): string | undefined {
  if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return undefined;
  const property = reader.checker.getTypeAtLocation(node).getProperty("name");
  const type = property === undefined ? undefined : reader.checker.getTypeOfSymbol(property);
  return type?.isStringLiteral() === true ? type.value : undefined;
}

/** The names an expression evaluating to an array of definitions holds; undefined when not all are known. */
export function listedNames(reader: Reader, node: TS.Expression, depth = 0): Set<string> | undefined {
  const value = skipWrappers(node);
  if (depth > MAX_DEPTH) return undefined;
  if (ts.isArrayLiteralExpression(value)) {
    const names = new Set<string>();
    for (const element of value.elements) {
      const part = ts.isSpreadElement(element)
        ? listedNames(reader, element.expression, depth + 1)
        : single(definitionName(reader, element, depth + 1));
      if (part === undefined) return undefined;
      for (const name of part) names.add(name);
    }
    return names;
  }
  if (ts.isConditionalExpression(value)) {
    return union(listedNames(reader, value.whenTrue, depth + 1), listedNames(reader, value.whenFalse, depth + 1));
  }
  if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression)) {
    const method = value.expression.name.text;
    const receiver = listedNames(reader, value.expression.expression, depth + 1);
    if (SUBSET_METHODS.has(method)) return receiver;
    if (method !== "concat") return undefined;
    return value.arguments.reduce<Set<string> | undefined>(
      (names, argument) => union(names, listedNames(reader, argument, depth + 1)),
      receiver,
    );
  }
  const initializer = constValue(reader, value);
  return initializer === undefined ? undefined : listedNames(reader, initializer, depth + 1);
}

function single(name: string | undefined): Set<string> | undefined {
  return name === undefined ? undefined : new Set([name]);
}

function union(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  return a === undefined || b === undefined ? undefined : new Set([...a, ...b]);
}

/** The values a function returns: its expression body, or every `return` outside nested functions. */
function returnedValues(fn: TS.SignatureDeclaration): (TS.Expression | undefined)[] {
  const body = (fn as { body?: TS.Node }).body;
  if (body === undefined) return [undefined];
  if (!ts.isBlock(body)) return [body as TS.Expression];
  const values: (TS.Expression | undefined)[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node)) values.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return values;
}

/**
 * The names a ListTools handler answers with: each return is `{ tools: <list> }`. Undefined when a
 * return is anything else or its list cannot be read.
 */
export function handlerListedNames(reader: Reader, handler: TS.SignatureDeclaration): Set<string> | undefined {
  const values = returnedValues(handler);
  if (values.length === 0) return undefined;
  let names: Set<string> | undefined = new Set();
  for (const returned of values) {
    const value = returned === undefined ? undefined : skipWrappers(returned);
    if (value === undefined || !ts.isObjectLiteralExpression(value)) return undefined;
    const property = value.properties.find(
      (p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === "tools",
    );
    if (property !== undefined && ts.isShorthandPropertyAssignment(property)) {
      const declaration = reader.checker.getShorthandAssignmentValueSymbol(property)?.valueDeclaration;
      const initializer =
        declaration !== undefined && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
      const isConst = declaration !== undefined && (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
      names = union(names, initializer !== undefined && isConst ? listedNames(reader, initializer) : undefined);
    } else {
      const list = initializerOf(value, "tools");
      names = union(names, list === undefined ? undefined : listedNames(reader, list));
    }
    if (names === undefined) return undefined;
  }
  return names;
}
