// Tools registered together with their handler:
//   server.tool(name, description?, jsonSchema, handler)          (MCP SDK, with a JSON Schema literal)
//   server.registerTool(name, { description, inputSchema }, handler)
//   client.addTool(toolDefinition, handler)
//   { schema: toolDefinition, handler }                            (pairs in a list)
// The first two create definitions; the last two attach a handler to a definition found elsewhere.
// A Zod shape (`{ city: z.string() }`) is not a JSON Schema: such registrations are left alone.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { HANDLER_METHODS } from "./class-tools.js";
import type { FindContext } from "./context.js";
import { followConst, readStaticString, resolveVariable, unwrapExpression } from "./follow-const.js";
import { functionOfVariable, isFunctionNode, type FunctionNode } from "./functions.js";
import { typedHandlerLink } from "./handler-link.js";
import { findProperty, hasSpread, propertyKeyName, propertyValue } from "./object.js";
import type { ToolDefinition } from "./types.js";

export interface Registration {
  definition: Omit<ToolDefinition, "group">;
  handler: FunctionNode | undefined;
}

/** Keys of a `{ schema, handler }` pair that hold the definition. */
const PAIR_SCHEMA_KEYS = ["schema", "definition", "tool", "spec"];
const JSON_SCHEMA_KEYS = ["type", "properties", "$schema", "required"];

function methodName(callee: TSESTree.Node): string | undefined {
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return undefined;
  return callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : undefined;
}

/** The function a handler argument is, or names (a function declared in this file). */
export function handlerFunction(ctx: FindContext, node: TSESTree.Node | undefined): FunctionNode | undefined {
  if (node === undefined) return undefined;
  const value = unwrapExpression(node);
  if (isFunctionNode(value)) return value;
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(ctx.sourceCode, value);
  return variable === undefined ? undefined : functionOfVariable(variable);
}

function handlerLabel(ctx: FindContext, node: TSESTree.Node, fn: FunctionNode): string {
  const value = unwrapExpression(node);
  if (value.type === AST_NODE_TYPES.Identifier) return value.name;
  return fn.id?.name ?? "the handler";
}

/** An object literal that reads as a JSON Schema, not a Zod shape or options bag. */
function jsonSchemaObject(ctx: FindContext, node: TSESTree.Node | undefined): TSESTree.ObjectExpression | undefined {
  if (node === undefined) return undefined;
  const value = followConst(ctx.sourceCode, node);
  if (value.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  return JSON_SCHEMA_KEYS.some((key) => findProperty(value, key) !== undefined) ? value : undefined;
}

function registration(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  fields: {
    nameNode: TSESTree.Node;
    descriptionNode: TSESTree.Node | undefined;
    descriptionUnreadable: boolean;
    schemaNode: TSESTree.ObjectExpression;
    containerNode: TSESTree.ObjectExpression | undefined;
    handlerNode: TSESTree.Node | undefined;
  },
): Registration {
  const handler = handlerFunction(ctx, fields.handlerNode);
  return {
    definition: {
      format: "mcp",
      node: call,
      name: readStaticString(ctx.sourceCode, fields.nameNode),
      nameNode: fields.nameNode,
      description: readStaticString(ctx.sourceCode, fields.descriptionNode),
      descriptionNode: fields.descriptionNode,
      descriptionUnreadable: fields.descriptionUnreadable,
      schemaNode: fields.schemaNode,
      schemaUnreadable: false,
      containerNode: fields.containerNode,
      positionalNode: undefined,
      strict: false,
      implementation:
        handler === undefined || fields.handlerNode === undefined
          ? undefined
          : typedHandlerLink(handler, handlerLabel(ctx, fields.handlerNode, handler)),
      headNode: fields.nameNode,
    },
    handler,
  };
}

/** `server.tool(name, description?, schema, handler)` and `server.registerTool(name, { inputSchema }, handler)`. */
export function recogniseRegistration(ctx: FindContext, call: TSESTree.CallExpression): Registration | undefined {
  const method = methodName(call.callee);
  if (method !== "tool" && method !== "registerTool") return undefined;
  const args = call.arguments;
  if (args.some((arg) => arg.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  const nameNode = args[0];
  if (nameNode === undefined || readStaticString(ctx.sourceCode, nameNode) === undefined) return undefined;
  const handlerNode = args.length >= 3 ? args[args.length - 1] : undefined;
  if (method === "tool") {
    if (args.length !== 3 && args.length !== 4) return undefined;
    const schemaNode = jsonSchemaObject(ctx, args[args.length - 2]);
    if (schemaNode === undefined) return undefined;
    const descriptionNode = args.length === 4 ? args[1] : undefined;
    return registration(ctx, call, { nameNode, descriptionNode, descriptionUnreadable: false, schemaNode, containerNode: undefined, handlerNode });
  }
  const config = args[1] === undefined ? undefined : followConst(ctx.sourceCode, args[1]);
  if (config?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const schemaNode = jsonSchemaObject(ctx, propertyValue(findProperty(config, "inputSchema")));
  if (schemaNode === undefined) return undefined;
  const descriptionNode = propertyValue(findProperty(config, "description"));
  return registration(ctx, call, {
    nameNode,
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined && hasSpread(config),
    schemaNode,
    containerNode: config,
    handlerNode,
  });
}

/**
 * Handlers attached to a definition written elsewhere in the file: `client.addTool(def, handler)`
 * and `{ schema: def, handler }`. Returns the definition's object literal and the handler.
 */
export function handlerAttachment(
  ctx: FindContext,
  node: TSESTree.CallExpression | TSESTree.ObjectExpression,
): { definitionNode: TSESTree.Node; handlerNode: TSESTree.Node; handler: FunctionNode } | undefined {
  let definitionValue: TSESTree.Node | undefined;
  let handlerNode: TSESTree.Node | undefined;
  if (node.type === AST_NODE_TYPES.CallExpression) {
    if (methodName(node.callee) !== "addTool" || node.arguments.length !== 2) return undefined;
    [definitionValue, handlerNode] = node.arguments;
  } else {
    for (const property of node.properties) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      const key = propertyKeyName(property);
      if (key !== undefined && PAIR_SCHEMA_KEYS.includes(key)) definitionValue = property.value;
      if (key !== undefined && HANDLER_METHODS.includes(key)) handlerNode = propertyValue(property);
    }
  }
  if (definitionValue === undefined || handlerNode === undefined) return undefined;
  const handler = handlerFunction(ctx, handlerNode);
  if (handler === undefined) return undefined;
  return { definitionNode: followConst(ctx.sourceCode, definitionValue), handlerNode, handler };
}

/** The link an attached handler gives a definition that has none yet (typed handlers only). */
export function attachedLink(ctx: FindContext, handlerNode: TSESTree.Node, handler: FunctionNode) {
  return typedHandlerLink(handler, handlerLabel(ctx, handlerNode, handler));
}
