// A handler handed to a wrapper: `createToolHandler(async (data) => …)`. The SDK calls what the
// wrapper returns, so the inner function receives the model's arguments only when the wrapper
// provably passes them on: it returns a function whose first parameter it hands, first, to the
// function it was given (`(h) => async (data) => { … await h(data) … }`), or returns that function
// itself on some path (`(ok, fn) => ok ? fn : () => notConfigured`: when it is returned, the SDK
// calls it with the arguments). Read through the checker,
// so a wrapper imported from another module counts as one written here.
import type { TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import type { FindContext } from "../context.js";
import { skipWrappers, targetSymbol } from "../syntax/ts-syntax.js";
import { writtenDeclaration } from "../syntax/written-file.js";

type TsFunction = TS.FunctionDeclaration | TS.FunctionExpression | TS.ArrowFunction;

/**
 * The wrapper's declaration: a function, or a const holding one; for a declaration file beside the
 * project's JavaScript, as the JavaScript writes it.
 */
function declaredFunction(program: TS.Program, symbol: TS.Symbol | undefined): TsFunction | undefined {
  const declared = symbol?.valueDeclaration;
  const declaration = declared === undefined ? undefined : writtenDeclaration(program, declared);
  if (declaration === undefined) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration.body === undefined ? undefined : declaration;
  if (!ts.isVariableDeclaration(declaration) || declaration.initializer === undefined) return undefined;
  const init = skipWrappers(declaration.initializer);
  return ts.isArrowFunction(init) || ts.isFunctionExpression(init) ? init : undefined;
}

/** The functions `fn` returns: its expression body, or the operand of each `return`. */
function returnedFunctions(fn: TsFunction): TsFunction[] {
  const body = fn.body;
  if (body === undefined) return [];
  if (!ts.isBlock(body)) {
    const value = skipWrappers(body);
    return ts.isArrowFunction(value) || ts.isFunctionExpression(value) ? [value] : [];
  }
  const found: TsFunction[] = [];
  for (const statement of body.statements) {
    if (!ts.isReturnStatement(statement) || statement.expression === undefined) continue;
    const value = skipWrappers(statement.expression);
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) found.push(value);
  }
  return found;
}

/**
 * The language's functions that return the object they are given first, changed in place:
 * `Object.defineProperty(fn, "name", …)` (a bundler's `__name(fn, "execute")` helper is one).
 */
const RETURNS_FIRST_ARGUMENT = new Set(["defineProperty", "defineProperties", "assign", "freeze", "seal"]);

/** Whether `callee` is one of RETURNS_FIRST_ARGUMENT, written `Object.x` or through a const that holds it. */
function returnsFirstArgument(checker: TS.TypeChecker, callee: TS.Expression): boolean {
  let value = skipWrappers(callee);
  if (ts.isIdentifier(value)) {
    const declaration = checker.getSymbolAtLocation(value)?.valueDeclaration;
    // A bundler's `var __defProp = Object.defineProperty`: the helper is declared once, read-only in use.
    if (declaration === undefined || !ts.isVariableDeclaration(declaration) || declaration.initializer === undefined)
      return false;
    value = skipWrappers(declaration.initializer);
  }
  return (
    ts.isPropertyAccessExpression(value) &&
    ts.isIdentifier(value.expression) &&
    value.expression.text === "Object" &&
    RETURNS_FIRST_ARGUMENT.has(value.name.text)
  );
}

/** Whether `fn` returns its parameter `name` itself on some path: its expression body, or a `return` outside nested functions. */
function returnsItself(checker: TS.TypeChecker, fn: TsFunction, name: string): boolean {
  const isName = (value: TS.Expression): boolean => {
    const bare = skipWrappers(value);
    if (ts.isConditionalExpression(bare)) return isName(bare.whenTrue) || isName(bare.whenFalse);
    if (ts.isCallExpression(bare) && bare.arguments[0] !== undefined && returnsFirstArgument(checker, bare.expression))
      return isName(bare.arguments[0]);
    return ts.isIdentifier(bare) && bare.text === name;
  };
  const body = fn.body;
  if (body === undefined) return false;
  if (!ts.isBlock(body)) return isName(body);
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found || ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression !== undefined && isName(node.expression)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** Whether `scope` calls `callee(argument, …)` somewhere, a closure of its own included (`retry(() => h(data))`). */
function callsWith(scope: TS.Node, callee: string, argument: string): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === callee &&
      node.arguments[0] !== undefined &&
      ts.isIdentifier(skipWrappers(node.arguments[0])) &&
      (skipWrappers(node.arguments[0]) as TS.Identifier).text === argument
    ) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(scope, visit);
  return found;
}

/**
 * Whether the wrapper returns its parameter at `index` itself, or a function that hands its first
 * parameter to it.
 */
function passesThrough(checker: TS.TypeChecker, wrapper: TsFunction, index: number): boolean {
  const handed = wrapper.parameters[index]?.name;
  if (handed === undefined || !ts.isIdentifier(handed)) return false;
  if (returnsItself(checker, wrapper, handed.text)) return true;
  return returnedFunctions(wrapper).some((inner) => {
    const received = inner.parameters[0]?.name;
    return received !== undefined && ts.isIdentifier(received) && callsWith(inner, handed.text, received.text);
  });
}

/**
 * Whether `ns.wrap` names a function of a module (a namespace import, a namespace): a method of a
 * value (`server.addTool`, `app.use`) is no wrapper to read, and resolving it types the receiver,
 * which in a bundle checks half the file.
 */
function isModuleMember(checker: TS.TypeChecker, access: TS.PropertyAccessExpression): boolean {
  const object = skipWrappers(access.expression);
  if (!ts.isIdentifier(object)) return false;
  const flags = checker.getSymbolAtLocation(object)?.flags ?? 0;
  return (flags & (ts.SymbolFlags.Alias | ts.SymbolFlags.Module)) !== 0;
}

/**
 * The function argument of `call` when `call` is a wrapper that passes the arguments it is called
 * with on to it; undefined otherwise (no types, a wrapper we cannot read, or one that changes them).
 */
export function passedThroughHandler(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  isFunction: (node: TSESTree.Node) => boolean,
): TSESTree.Node | undefined {
  const services = ctx.types;
  if (services === undefined) return undefined;
  const index = call.arguments.findIndex(isFunction);
  if (index < 0 || call.arguments.findIndex((arg, i) => i > index && isFunction(arg)) >= 0) return undefined;
  const checker = services.program.getTypeChecker();
  const callee = services.esTreeNodeToTSNodeMap.get(call.callee) as TS.Expression;
  if (ts.isPropertyAccessExpression(callee) && !isModuleMember(checker, callee)) return undefined;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  if (!ts.isIdentifier(name)) return undefined;
  const wrapper = declaredFunction(services.program, targetSymbol(checker, name));
  return wrapper !== undefined && passesThrough(checker, wrapper, index) ? call.arguments[index] : undefined;
}
