// The callable an object holds beside a tool's name and schema: its one function-valued property,
// or the one under a key that names a callable. Detection reads it to tell a tool from data
// (detect/shapes/generic.ts); linking gives it, as the handler, to a definition an SDK's row found
// (handler-registrations.ts). And what a value handed over as a handler is: the function it is or names.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import type { FunctionNode } from "../syntax/functions.js";
import { propertyKeyName } from "../syntax/object.js";
import { unwrap } from "../../util/syntax.js";
import { resolveVariable } from "../syntax/follow-const.js";
import { functionOfVariable, isFunctionNode, localFunction } from "../syntax/functions.js";
import { passedThroughHandler } from "./pass-through.js";
import { CALLABLE_KEYS } from "../syntax/method-names.js";

/** A definition's callable, and the others beside it when nothing says which one runs. */
export interface Callable {
  node: TSESTree.Node;
  fn: FunctionNode;
  /** The key it is under, when it is a property. */
  key?: string;
  others?: FunctionNode[];
}

/**
 * The object's callable: its one function-valued property, or the one under a callable's key. With
 * several and none under such a key (`{ name, schema, resolver, render }`), nothing says which one
 * runs: all are kept (`others`), each to be read aligned with the schema.
 */
export function callableOf(ctx: FindContext, object: TSESTree.ObjectExpression): Callable | undefined {
  const callables: { key: string; node: TSESTree.Node; fn: FunctionNode }[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.kind !== "init") continue;
    const key = propertyKeyName(property);
    const fn = handlerFunction(ctx, property.value);
    if (key !== undefined && fn !== undefined) callables.push({ key, node: property.value, fn });
  }
  if (callables.length <= 1) return callables[0];
  const named = callables.filter((callable) => CALLABLE_KEYS.includes(callable.key));
  if (named.length === 1) return named[0];
  if (named.length > 1) return undefined;
  return { ...callables[0]!, others: callables.slice(1).map((callable) => callable.fn) };
}

/**
 * The function a handler argument is, or names: a function declared in this file, a method of the
 * class it is handed over in (`this.readFile`), or one of those bound (`this.readFile.bind(this)`).
 */
export function handlerFunction(ctx: FindContext, node: TSESTree.Node | undefined): FunctionNode | undefined {
  if (node === undefined) return undefined;
  const value = unwrap(node);
  if (isFunctionNode(value)) return madeHandler(value);
  if (value.type === AST_NODE_TYPES.MemberExpression) {
    const fn = localFunction(ctx.sourceCode, value);
    return fn === undefined ? undefined : madeHandler(fn);
  }
  if (value.type === AST_NODE_TYPES.CallExpression) {
    const bound = boundFunction(value);
    if (bound !== undefined) return handlerFunction(ctx, bound);
    const inner = passedThroughHandler(ctx, value, (arg) => handlerFunction(ctx, arg) !== undefined);
    return inner === undefined ? undefined : handlerFunction(ctx, inner);
  }
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(ctx.sourceCode, value);
  const fn = variable === undefined ? undefined : functionOfVariable(variable);
  return fn === undefined ? undefined : madeHandler(fn);
}

/**
 * `f.bind(thisArg)`: `f`, called with the same arguments. Arguments bound after `this` would take the
 * first parameters, so the model's arguments would reach another one: not followed.
 */
function boundFunction(call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const callee = unwrap(call.callee);
  const isBind =
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    callee.property.name === "bind";
  const plain = call.arguments.length <= 1 && call.arguments.every((arg) => arg.type !== AST_NODE_TYPES.SpreadElement);
  return isBind && plain ? callee.object : undefined;
}

/**
 * A callable that only makes the handler, `execute: (client, context) => async (params) => {…}`:
 * its own parameters are what the toolkit injects, and the model's arguments reach the function
 * it returns. Followed while each function's body is, or only returns, another function.
 */
function madeHandler(fn: FunctionNode, depth = 0): FunctionNode {
  const body = fn.body;
  let made: TSESTree.Node | undefined;
  if (body?.type === AST_NODE_TYPES.BlockStatement) {
    const only = body.body.length === 1 ? body.body[0] : undefined;
    made = only?.type === AST_NODE_TYPES.ReturnStatement && only.argument != null ? unwrap(only.argument) : undefined;
  } else if (body !== undefined && body !== null) made = unwrap(body);
  return made !== undefined && isFunctionNode(made) && depth < 3 ? madeHandler(made, depth + 1) : fn;
}
