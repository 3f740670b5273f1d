// MCP SDK registrations, the tool and its handler in one call:
//   server.tool(name, description?, schema, annotations?, handler)
//   server.registerTool(name, { description, inputSchema }, handler)
// The schema is a JSON Schema literal, a zod raw shape (`{ city: z.string() }`) or a zod schema.
import { chainRoot, unwrap } from "../../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { followConst, importBinding, isText, readStaticString } from "../../syntax/follow-const.js";
import { handlerLabel } from "../../link/handler-registrations.js";
import { handlerFunction } from "../../link/callable.js";
import { methodName } from "../../../util/syntax.js";
import { typedHandlerLink } from "../../link/handler-link.js";
import { findProperty, spreadMayBring, propertyKeyName, propertyValue } from "../../syntax/object.js";
import { looksLikeJsonSchema, zodSchemaOf } from "../zod.js";
import { serverGroup } from "../group.js";
import { labelValue } from "../../link/dispatch/labels.js";
import type { Recognised } from "./shape.js";
import type { FunctionNode } from "../../syntax/functions.js";

/** An object literal that reads as a JSON Schema, not a zod shape or options bag. */
function jsonSchemaObject(ctx: FindContext, node: TSESTree.Node | undefined): TSESTree.ObjectExpression | undefined {
  if (node === undefined) return undefined;
  const value = followConst(ctx.sourceCode, node);
  return value.type === AST_NODE_TYPES.ObjectExpression && looksLikeJsonSchema(value) ? value : undefined;
}

interface Fields {
  nameNode: TSESTree.Node;
  descriptionNode: TSESTree.Node | undefined;
  descriptionUnreadable: boolean;
  schemaNode: TSESTree.ObjectExpression | undefined;
  zodSchema: TSESTree.Node | undefined;
  containerNode: TSESTree.ObjectExpression | undefined;
  handlerNode: TSESTree.Node | undefined;
  /** The handler is a function of another module, named here (`getRunsTool.handler`, imported). */
  importedHandler?: boolean;
  /** The tool takes no arguments (no schema given): nothing is unreadable. */
  noSchema?: boolean;
}

/** A text as written here, or as the checker reads a constant imported from another module. */
function textOf(ctx: FindContext, node: TSESTree.Node): string | undefined {
  return labelValue(ctx.sourceCode, ctx.types, node);
}

function registration(ctx: FindContext, call: TSESTree.CallExpression, fields: Fields): Recognised {
  const handler = handlerFunction(ctx, fields.handlerNode);
  return {
    definition: {
      format: "mcp",
      node: call,
      name: readStaticString(ctx.sourceCode, fields.nameNode),
      nameNode: fields.nameNode,
      description: fields.descriptionNode === undefined ? undefined : textOf(ctx, fields.descriptionNode),
      descriptionNode: fields.descriptionNode,
      descriptionUnreadable: fields.descriptionUnreadable,
      schemaNode: fields.schemaNode,
      schemaUnreadable: fields.schemaNode === undefined && fields.noSchema !== true,
      zodSchema: fields.zodSchema,
      containerNode: fields.containerNode,
      positionalNode: undefined,
      strict: false,
      // A handler whose parameter is written with a type of its own is a second signature, for a
      // JSON Schema and a zod schema alike (an inferred one is the zod schema itself: no link).
      implementation:
        fields.importedHandler === true && fields.handlerNode !== undefined
          ? { kind: "inline", node: fields.handlerNode, functionName: ctx.sourceCode.getText(fields.handlerNode) }
          : handler === undefined || fields.handlerNode === undefined
            ? undefined
            : typedHandlerLink(handler, handlerLabel(ctx, fields.handlerNode, handler)),
      headNode: fields.nameNode,
      registry: call.callee.type === AST_NODE_TYPES.MemberExpression ? call.callee.object : undefined,
    },
    handler,
    group: serverGroup(ctx, call),
  };
}

/**
 * A registration without a schema: the SDK calls the handler with the request's context, not
 * arguments. A handler that takes nothing reads nothing; one that takes the context is not the
 * arguments' reader.
 */
function withoutSchema(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  common: Pick<Fields, "nameNode" | "descriptionNode" | "descriptionUnreadable" | "containerNode">,
  handlerNode: TSESTree.Node,
  handler: FunctionNode,
): Recognised {
  return registration(ctx, call, {
    ...common,
    schemaNode: undefined,
    zodSchema: undefined,
    handlerNode: handler.params.length === 0 ? handlerNode : undefined,
    noSchema: true,
  });
}

/** Keys of MCP tool annotations: an object of these after the description is not a schema. */
const ANNOTATION_KEYS = new Set(["title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]);

/** `{ title, readOnlyHint }`: an object literal of annotation keys only. */
function isAnnotations(ctx: FindContext, node: TSESTree.Node): boolean {
  const value = followConst(ctx.sourceCode, node);
  return (
    value.type === AST_NODE_TYPES.ObjectExpression &&
    value.properties.length > 0 &&
    value.properties.every(
      (property) => property.type === AST_NODE_TYPES.Property && ANNOTATION_KEYS.has(propertyKeyName(property) ?? ""),
    )
  );
}

/**
 * Whether an object holds MCP tool annotations (`annotations: { readOnlyHint: true, … }`): hints only
 * an MCP tool carries, so the object is a tool's definition, its callable given elsewhere.
 */
export function holdsToolAnnotations(ctx: FindContext, object: TSESTree.ObjectExpression): boolean {
  const annotations = propertyValue(findProperty(object, "annotations"));
  if (annotations === undefined || !isAnnotations(ctx, annotations)) return false;
  // isAnnotations found an object literal of annotation keys there; `title` alone is any object's.
  const keys = (followConst(ctx.sourceCode, annotations) as TSESTree.ObjectExpression).properties;
  return keys.some((key) => key.type === AST_NODE_TYPES.Property && propertyKeyName(key) !== "title");
}

/** `{}`: the SDK takes an empty object for a raw shape with no properties. */
function isEmptyShape(ctx: FindContext, node: TSESTree.Node): node is TSESTree.ObjectExpression {
  const value = followConst(ctx.sourceCode, node);
  return value.type === AST_NODE_TYPES.ObjectExpression && value.properties.length === 0;
}

/** A zod schema or raw shape, or the empty shape `{}` (which declares no property). */
function zodSchemaOrEmptyShape(ctx: FindContext, node: TSESTree.Node | undefined): TSESTree.Node | undefined {
  if (node === undefined) return undefined;
  return zodSchemaOf(ctx, node) ?? (isEmptyShape(ctx, node) ? followConst(ctx.sourceCode, node) : undefined);
}

/**
 * `server.tool(name, description?, schema?, annotations?, handler)`, read as the SDK reads its
 * overloads: a text after the name is the description; of what is left before the handler, two
 * values are the schema and the annotations, one is the schema unless it holds annotation keys
 * only. A schema we cannot read (imported from a module we cannot follow) still makes a definition:
 * unreadable, so no rule judges what it declares.
 */
function recogniseToolCall(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  nameNode: TSESTree.Node,
): Recognised | undefined {
  const args = call.arguments;
  const handlerNode = args[args.length - 1]!;
  const handler = args.length < 2 || args.length > 5 ? undefined : handlerFunction(ctx, handlerNode);
  const middle = args.slice(1, -1);
  const hasDescription = middle[0] !== undefined && (isText(ctx, middle[0]) || textOf(ctx, middle[0]) !== undefined);
  // `server.tool("get_runs", "…", getRunsTool.schema, getRunsTool.handler)`: a name, a description and
  // what another module exports for the schema and the handler.
  const imported =
    handler === undefined && hasDescription && args.length >= 4 && args.length <= 5 && isImported(ctx, handlerNode);
  if (handler === undefined && !imported) return undefined;
  const descriptionNode = hasDescription ? middle[0] : undefined;
  const rest = hasDescription ? middle.slice(1) : middle;
  if (rest.length > 2) return undefined;
  const schemaArgument =
    rest.length === 2 || (rest.length === 1 && !isAnnotations(ctx, rest[0]!)) ? rest[0] : undefined;
  // `server.tool(tool.name, tool.description, tool.parameters, handler)`, `server.tool(tool.name,
  // tool.description, handler)`: a second argument that is neither provably text nor provably a
  // schema may be the description the SDK's overload takes.
  const descriptionUnreadable = !hasDescription && middle[0] !== undefined && !isSchemaValue(ctx, middle[0]);
  const common = { nameNode, descriptionNode, descriptionUnreadable, containerNode: undefined };
  if (schemaArgument === undefined)
    return handler === undefined ? undefined : withoutSchema(ctx, call, common, handlerNode, handler);
  const schemaNode = rest.length === 1 ? jsonSchemaObject(ctx, schemaArgument) : undefined;
  const zodSchema = schemaNode === undefined ? zodSchemaOrEmptyShape(ctx, schemaArgument) : undefined;
  return registration(ctx, call, { ...common, schemaNode, zodSchema, handlerNode, importedHandler: imported });
}

/** `runSearch` or `searchTool.handler`, with `runSearch`/`searchTool` imported. */
function isImported(ctx: FindContext, node: TSESTree.Node): boolean {
  const value = unwrap(node);
  if (value.type !== AST_NODE_TYPES.Identifier && value.type !== AST_NODE_TYPES.MemberExpression) return false;
  const root = chainRoot(value);
  return root !== undefined && importBinding(ctx.sourceCode, root) !== undefined;
}

/** A JSON Schema literal, a zod schema or raw shape, or an empty shape. */
function isSchemaValue(ctx: FindContext, node: TSESTree.Node): boolean {
  return jsonSchemaObject(ctx, node) !== undefined || zodSchemaOf(ctx, node) !== undefined || isEmptyShape(ctx, node);
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
  const zodSchema = schemaNode === undefined ? zodSchemaOrEmptyShape(ctx, schemaValue) : undefined;
  const handlerNode = args.length >= 3 ? args[args.length - 1] : undefined;
  const descriptionNode = propertyValue(findProperty(config, "description"));
  const common = {
    nameNode,
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined && spreadMayBring(config, ["description"]),
    containerNode: config,
  };
  if (schemaValue === undefined && !spreadMayBring(config, ["inputSchema"])) {
    const handler = handlerFunction(ctx, handlerNode);
    return handler === undefined ? undefined : withoutSchema(ctx, call, common, handlerNode!, handler);
  }
  // A schema we cannot read (a helper's parameter, an import we cannot follow) still makes a
  // definition, unreadable: no rule judges what it declares.
  if (schemaValue === undefined) return undefined;
  return registration(ctx, call, { ...common, schemaNode, zodSchema, handlerNode });
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
