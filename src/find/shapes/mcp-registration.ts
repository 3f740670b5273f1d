// MCP SDK registrations, the tool and its handler in one call:
//   server.tool(name, description?, schema, annotations?, handler)
//   server.registerTool(name, { description, inputSchema }, handler)
// The schema is a JSON Schema literal, a zod raw shape (`{ city: z.string() }`) or a zod schema.
import { unwrap } from "../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { followConst, readStaticString } from "../follow-const.js";
import { handlerFunction, handlerLabel, methodName } from "../handler-registrations.js";
import { typedHandlerLink } from "../handler-link.js";
import { findProperty, hasSpread, propertyValue } from "../object.js";
import { zodSchemaOf } from "../zod.js";
import { serverGroup } from "../group.js";
import type { Recognised } from "./shape.js";

const JSON_SCHEMA_KEYS = ["type", "properties", "$schema", "required"];

/** An object literal that reads as a JSON Schema, not a zod shape or options bag. */
function jsonSchemaObject(ctx: FindContext, node: TSESTree.Node | undefined): TSESTree.ObjectExpression | undefined {
  if (node === undefined) return undefined;
  const value = followConst(ctx.sourceCode, node);
  if (value.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  return JSON_SCHEMA_KEYS.some((key) => findProperty(value, key) !== undefined) ? value : undefined;
}

interface Fields {
  nameNode: TSESTree.Node;
  descriptionNode: TSESTree.Node | undefined;
  descriptionUnreadable: boolean;
  schemaNode: TSESTree.ObjectExpression | undefined;
  zodSchema: TSESTree.Node | undefined;
  containerNode: TSESTree.ObjectExpression | undefined;
  handlerNode: TSESTree.Node | undefined;
}

function registration(ctx: FindContext, call: TSESTree.CallExpression, fields: Fields): Recognised {
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
      schemaUnreadable: fields.schemaNode === undefined,
      zodSchema: fields.zodSchema,
      containerNode: fields.containerNode,
      positionalNode: undefined,
      strict: false,
      // A handler whose parameter is written with a type of its own is a second signature, for a
      // JSON Schema and a zod schema alike (an inferred one is the zod schema itself: no link).
      implementation:
        handler === undefined || fields.handlerNode === undefined
          ? undefined
          : typedHandlerLink(handler, handlerLabel(ctx, fields.handlerNode, handler)),
      headNode: fields.nameNode,
      registry: call.callee.type === AST_NODE_TYPES.MemberExpression ? call.callee.object : undefined,
    },
    handler,
    group: serverGroup(ctx, call),
  };
}

/** `server.tool(name, description?, schema, annotations?, handler)`. */
function recogniseToolCall(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  nameNode: TSESTree.Node,
): Recognised | undefined {
  const args = call.arguments;
  const handlerNode = args[args.length - 1];
  if (args.length < 3 || handlerFunction(ctx, handlerNode) === undefined) return undefined;
  const hasDescription =
    readStaticString(ctx.sourceCode, args[1]!) !== undefined || args[1]!.type === AST_NODE_TYPES.TemplateLiteral;
  const schemaArgument = args[hasDescription ? 2 : 1]!;
  const descriptionNode = hasDescription ? args[1] : undefined;
  const schemaNode = jsonSchemaObject(ctx, schemaArgument);
  // The JSON Schema overload takes exactly the schema before the handler.
  if (schemaNode !== undefined && args.indexOf(schemaArgument) === args.length - 2) {
    return registration(ctx, call, {
      nameNode,
      descriptionNode,
      descriptionUnreadable: false,
      schemaNode,
      zodSchema: undefined,
      containerNode: undefined,
      handlerNode,
    });
  }
  const zodSchema = args.indexOf(schemaArgument) < args.length - 1 ? zodSchemaOf(ctx, schemaArgument) : undefined;
  if (zodSchema === undefined) return undefined;
  return registration(ctx, call, {
    nameNode,
    descriptionNode,
    descriptionUnreadable: false,
    schemaNode: undefined,
    zodSchema,
    containerNode: undefined,
    handlerNode,
  });
}

/** `server.registerTool(name, { description, inputSchema }, handler)`. */
function recogniseRegisterTool(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  nameNode: TSESTree.Node,
): Recognised | undefined {
  const args = call.arguments;
  const config = args[1] === undefined ? undefined : followConst(ctx.sourceCode, args[1]);
  if (config?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const schemaValue = propertyValue(findProperty(config, "inputSchema"));
  const schemaNode = jsonSchemaObject(ctx, schemaValue);
  const zodSchema = schemaNode === undefined ? zodSchemaOf(ctx, schemaValue) : undefined;
  if (schemaNode === undefined && zodSchema === undefined) return undefined;
  const descriptionNode = propertyValue(findProperty(config, "description"));
  return registration(ctx, call, {
    nameNode,
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined && hasSpread(config),
    schemaNode,
    zodSchema,
    containerNode: config,
    handlerNode: args.length >= 3 ? args[args.length - 1] : undefined,
  });
}

export function recogniseMcpRegistration(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  const method = methodName(call.callee);
  if (method !== "tool" && method !== "registerTool") return undefined;
  const args = call.arguments;
  if (args.some((arg) => arg.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  const nameNode = args[0];
  if (nameNode === undefined || !namesATool(ctx, nameNode)) return undefined;
  return method === "tool" ? recogniseToolCall(ctx, call, nameNode) : recogniseRegisterTool(ctx, call, nameNode);
}

/** A name written as text, or a constant (an import, an enum member) the checker may read. */
function namesATool(ctx: FindContext, node: TSESTree.Node): boolean {
  if (readStaticString(ctx.sourceCode, node) !== undefined) return true;
  const value = unwrap(node);
  return value.type === AST_NODE_TYPES.Identifier || value.type === AST_NODE_TYPES.MemberExpression;
}
