// Handlers that run a definition written elsewhere in the file:
//   client.addTool(toolDefinition, handler), ai.defineTool({ name, inputSchema }, handler)
//   toolDefinition({ name, inputSchema }).server(handler)           (a method of the definition itself)
//   { schema: toolDefinition, handler }                            (pairs in a list; the handler under any
//                                                                   key when it is the entry's one callable)
//   { name, inputSchema, execute(args) {…} }                       (the handler in the tool's own object)
//   @Tool({ name, inputSchema }) search(args) {…}                   (the method a decorator's configuration decorates)
//   { definition: def, handler } in another module, both names imported from here (paired-elsewhere.ts)
//   { name, inputSchema, execute: runSearch }                       (a function imported from another module:
//                                                                   the link, read there by read/arguments/)
// and the helpers the styles that register a tool with its handler share (detect/shapes/mcp-registration.ts).
import { unwrap } from "../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { CALLABLE_KEYS, HANDLER_METHODS, PAIR_SCHEMA_KEYS } from "../syntax/method-names.js";
import { handlerPairedElsewhere, isReplacedInCopy } from "./paired-elsewhere.js";
import { callableOf, handlerFunction } from "./callable.js";
import { decoratedMethod } from "./decorated-method.js";
import type { FindContext } from "../context.js";
import { followConst, importBinding, isText } from "../syntax/follow-const.js";
import { isModuleMember, type FunctionNode } from "../syntax/functions.js";
import { typedHandlerLink } from "./handler-link.js";
import { returningClassHandler } from "./class-runner.js";
import { findProperty, propertyKeyName, propertyValue } from "../syntax/object.js";
import type { ImplementationLink, ToolDefinition } from "../types.js";

export function handlerLabel(ctx: FindContext, node: TSESTree.Node, fn: FunctionNode): string {
  const value = unwrap(node);
  if (value.type === AST_NODE_TYPES.Identifier) return value.name;
  return fn.id?.name ?? "the handler";
}

/**
 * A call of two arguments, a definition and a function: `client.addTool(def, handler)`,
 * `ai.defineTool({ name, inputSchema }, async (input) => …)`, `FunctionTool.from(fn, { name, parameters })`;
 * a text after them says something of its own (`createTool(fn, { name, schema }, "read")`, a kind).
 * Handed over together, the function is what runs the definition. Undefined unless exactly one of
 * the two is a function.
 */
export function definitionBesideCallback(
  ctx: FindContext,
  call: TSESTree.CallExpression,
): { definition: TSESTree.Node; callback: TSESTree.Node; fn: FunctionNode } | undefined {
  const count = call.arguments.length;
  if (count !== 2 && !(count === 3 && isText(ctx, call.arguments[2]!))) return undefined;
  const [first, second] = call.arguments as [TSESTree.CallExpressionArgument, TSESTree.CallExpressionArgument];
  if (first.type === AST_NODE_TYPES.SpreadElement || second.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const firstFn = handlerFunction(ctx, first);
  const secondFn = handlerFunction(ctx, second);
  if ((firstFn === undefined) === (secondFn === undefined)) return undefined;
  return firstFn !== undefined
    ? { definition: second, callback: first, fn: firstFn }
    : { definition: first, callback: second, fn: secondFn! };
}

/**
 * Handlers attached to a definition written elsewhere in the file: `client.addTool(def, handler)`
 * and `{ schema: def, handler }`. Returns the definition's object literal and the handler.
 */
export function handlerAttachment(
  ctx: FindContext,
  node: TSESTree.CallExpression | TSESTree.ObjectExpression,
): { definitionNode: TSESTree.Node; handlerNode: TSESTree.Node; handler: FunctionNode } | undefined {
  if (node.type === AST_NODE_TYPES.CallExpression) {
    const beside = definitionBesideCallback(ctx, node);
    if (beside === undefined) return handedToDefinition(ctx, node);
    return {
      definitionNode: followConst(ctx.sourceCode, beside.definition),
      handlerNode: beside.callback,
      handler: beside.fn,
    };
  }
  let definitionValue: TSESTree.Node | undefined;
  let handlerNode: TSESTree.Node | undefined;
  for (const property of node.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const key = propertyKeyName(property);
    if (key !== undefined && PAIR_SCHEMA_KEYS.includes(key)) definitionValue = property.value;
    if (key !== undefined && HANDLER_METHODS.includes(key)) handlerNode = propertyValue(property);
  }
  if (definitionValue === undefined) return undefined;
  // Under another key (`{ function: executeFunction, definition: {…} }`): the entry's one callable.
  if (handlerNode === undefined) {
    const callable = callableOf(ctx, node);
    if (callable === undefined || callable.others !== undefined) return undefined;
    handlerNode = callable.node;
  }
  const handler = handlerFunction(ctx, handlerNode);
  if (handler === undefined) return undefined;
  return { definitionNode: followConst(ctx.sourceCode, definitionValue), handlerNode, handler };
}

/**
 * A function handed alone to a method of the definition itself: `def.server(async (input) => …)`,
 * `defineTool({ name, inputSchema }).handler(fn)`. The definition's own API takes what runs it.
 * The definition is the object literal the receiver is, or the one argument of the call that made it.
 */
function handedToDefinition(
  ctx: FindContext,
  call: TSESTree.CallExpression,
): { definitionNode: TSESTree.Node; handlerNode: TSESTree.Node; handler: FunctionNode } | undefined {
  const callee = unwrap(call.callee);
  const [argument] = call.arguments;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || call.arguments.length !== 1) return undefined;
  if (argument === undefined || argument.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const handler = handlerFunction(ctx, argument);
  if (handler === undefined) return undefined;
  const receiver = unwrap(followConst(ctx.sourceCode, callee.object));
  const made =
    receiver.type === AST_NODE_TYPES.CallExpression && receiver.arguments.length === 1
      ? unwrap(receiver.arguments[0]!)
      : receiver;
  return made.type === AST_NODE_TYPES.ObjectExpression
    ? { definitionNode: made, handlerNode: argument, handler }
    : undefined;
}

/** The `call`/`execute`/… function written in a tool's own object literal, or the method it decorates. */
function ownHandler(ctx: FindContext, definition: ToolDefinition, onlyNamed: boolean): FunctionNode | undefined {
  const object = definition.node;
  if (object.type !== AST_NODE_TYPES.ObjectExpression || definition.format === "vercel-ai") return undefined;
  const fn = writtenHandler(ctx, object, onlyNamed);
  // A placeholder that a copy of the definition replaces (`{ ...META, run }`) is not what runs.
  return fn === undefined || isReplacedInCopy(ctx, object, object, fn) ? undefined : fn;
}

/**
 * The handler an object writes: under a handler's key, else its one callable or the one a
 * callable's key names. With `onlyNamed` (an entry pairs the object with a handler of its own), a
 * lone callable under any other key (`needsApproval: (input) => …`) is not taken for it.
 */
function writtenHandler(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
  onlyNamed: boolean,
): FunctionNode | undefined {
  for (const key of HANDLER_METHODS) {
    const fn = handlerFunction(ctx, propertyValue(findProperty(object, key)));
    if (fn !== undefined) return fn;
  }
  const callable = callableOf(ctx, object);
  if (
    callable !== undefined &&
    callable.others === undefined &&
    (!onlyNamed || (callable.key !== undefined && CALLABLE_KEYS.includes(callable.key)))
  )
    return callable.fn;
  return decoratedMethod(object);
}

/**
 * `{ name, inputSchema, execute: runSearch }` with `runSearch` imported: the tool's own object names
 * the function that runs it, written in another module. Linked to that name; what it reads is read
 * in its module (read/arguments/). Under a handler's key only: an imported value under another key
 * may be anything.
 */
function importedHandlerLink(ctx: FindContext, definition: ToolDefinition): ImplementationLink | undefined {
  const object = definition.node;
  if (object.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  for (const key of CALLABLE_KEYS) {
    const value = propertyValue(findProperty(object, key));
    if (value === undefined) continue;
    const named = unwrap(value);
    if (named.type === AST_NODE_TYPES.Identifier && importBinding(ctx.sourceCode, named) !== undefined)
      return { kind: "inline", node: named, functionName: named.name };
    return isModuleMember(ctx.sourceCode, named)
      ? { kind: "inline", node: named, functionName: ctx.sourceCode.getText(named) }
      : undefined;
  }
  return undefined;
}

/** The handler another module pairs with a definition of this file (paired-elsewhere.ts). */
function pairedElsewhere(
  ctx: FindContext,
  definition: ToolDefinition,
): { handlerNode: TSESTree.Node; handler: FunctionNode } | undefined {
  if (definition.implementation !== undefined) return undefined;
  const handlerNode = handlerPairedElsewhere(ctx, definition.node);
  const handler = handlerFunction(ctx, handlerNode);
  return handlerNode === undefined || handler === undefined ? undefined : { handlerNode, handler };
}

/**
 * Gives each definition the handler written beside it (`execute` in its own object) or attached to
 * it elsewhere in the file (`client.addTool(def, handler)`, `{ schema: def, handler }`), adding to
 * `handlers`; a typed handler also becomes the implementation of a definition that has none.
 * `candidates` are the file's calls and object literals that no style recognised.
 */
/** The runner of the class a method of which returns the definition, as an attachment. */
function classAttachment(node: TSESTree.Node): { handlerNode: TSESTree.Node; handler: FunctionNode } | undefined {
  const found = returningClassHandler(node);
  return found === undefined ? undefined : { handlerNode: found.key, handler: found.handler };
}

export function attachHandlers(
  ctx: FindContext,
  definitions: readonly ToolDefinition[],
  candidates: readonly (TSESTree.CallExpression | TSESTree.ObjectExpression)[],
  handlers: Map<TSESTree.Node, FunctionNode>,
  aligned: Set<TSESTree.Node>,
): ToolDefinition[] {
  const attached = new Map<TSESTree.Node, { handlerNode: TSESTree.Node; handler: FunctionNode }>();
  for (const node of candidates) {
    const attachment = handlerAttachment(ctx, node);
    if (attachment !== undefined) attached.set(attachment.definitionNode, attachment);
  }
  return definitions.map((definition) => {
    // `{ spec: { name, needsApproval: (input) => …, input_schema }, execute }`: the entry's handler
    // runs the tool, not a callable the definition holds under a key that names no handler.
    const own = handlers.has(definition.node) ? undefined : ownHandler(ctx, definition, attached.has(definition.node));
    if (own !== undefined) {
      handlers.set(definition.node, own);
      // No SDK passes a handler beside a tool list's schema: what it receives is the project's choice.
      aligned.add(definition.node);
      const implementation = definition.implementation ?? typedHandlerLink(own, definition.name ?? "the handler");
      if (implementation !== definition.implementation) return { ...definition, implementation };
    }
    const unattached = own === undefined && !handlers.has(definition.node);
    const attachment =
      attached.get(definition.node) ??
      (unattached ? classAttachment(definition.node) : undefined) ??
      (unattached ? pairedElsewhere(ctx, definition) : undefined);
    if (attachment === undefined) {
      // The tool's own object names it: stronger than a function found by a name like the tool's.
      const weakerOrNone = definition.implementation === undefined || definition.implementation.kind === "name-match";
      const imported = unattached && weakerOrNone ? importedHandlerLink(ctx, definition) : undefined;
      if (imported === undefined) return definition;
      // No SDK passes it beside a tool list's schema: what it receives is the project's choice.
      aligned.add(definition.node);
      return { ...definition, implementation: imported };
    }
    if (!handlers.has(definition.node)) {
      handlers.set(definition.node, attachment.handler);
      aligned.add(definition.node);
    }
    if (definition.implementation !== undefined) return definition;
    const implementation = typedHandlerLink(
      attachment.handler,
      handlerLabel(ctx, attachment.handlerNode, attachment.handler),
    );
    return implementation === undefined ? definition : { ...definition, implementation };
  });
}
