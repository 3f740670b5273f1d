// Anthropic and MCP tool objects, told apart by the schema key:
//   Anthropic  { name, description?, input_schema }
//   MCP        { name, description?, inputSchema }   (raw JSON, as a ListTools handler returns)
import { unwrap } from "../../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { objectLiteralDefinition } from "../fields.js";
import { readStaticString } from "../../syntax/follow-const.js";

import { findProperty, propertyValue } from "../../syntax/object.js";
import type { ToolDefinition, ToolFormat } from "../../types.js";

/**
 * A name written as something that can be a string. Keeps a JSON Schema `properties` object that
 * happens to have `name` and `inputSchema` keys (each an object) from passing for a tool.
 */
function canBeName(node: TSESTree.Node): boolean {
  const value = unwrap(node);
  return (
    (value.type === AST_NODE_TYPES.Literal && typeof value.value === "string") ||
    value.type === AST_NODE_TYPES.TemplateLiteral ||
    value.type === AST_NODE_TYPES.Identifier ||
    value.type === AST_NODE_TYPES.MemberExpression ||
    value.type === AST_NODE_TYPES.CallExpression ||
    value.type === AST_NODE_TYPES.BinaryExpression ||
    value.type === AST_NODE_TYPES.LogicalExpression
  );
}

/** Validator builders whose argument is the shape of a type (`z.object({ name: z.string(), inputSchema: … })`), not a tool. */
const SHAPE_BUILDERS = new Set(["object", "strictObject", "looseObject", "Object", "type"]);

function isSchemaShape(object: TSESTree.ObjectExpression): boolean {
  const call = object.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== object) return false;
  const callee = call.callee;
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    SHAPE_BUILDERS.has(callee.property.name)
  );
}

/**
 * `type: "provider-defined"` (a Vercel AI tool the provider runs), `type: "web_search_20250305"`: MCP's
 * Tool has no `type`, and Anthropic's own tools say `"custom"` when they say anything.
 */
function hasForeignType(ctx: FindContext, object: TSESTree.ObjectExpression): boolean {
  const type = propertyValue(findProperty(object, "type"));
  const value = type === undefined ? undefined : readStaticString(ctx.sourceCode, type);
  return value !== undefined && value !== "custom" && value !== "function";
}

export function recogniseAnthropicOrMcp(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
): Omit<ToolDefinition, "group"> | undefined {
  const nameValue = propertyValue(findProperty(object, "name"));
  if (nameValue === undefined || !canBeName(nameValue)) return undefined;
  if (isSchemaShape(object) || hasForeignType(ctx, object)) return undefined;
  let format: ToolFormat;
  let schemaKey: string;
  if (findProperty(object, "input_schema") !== undefined) {
    format = "anthropic";
    schemaKey = "input_schema";
  } else if (findProperty(object, "inputSchema") !== undefined) {
    format = "mcp";
    schemaKey = "inputSchema";
  } else {
    return undefined;
  }
  const definition = objectLiteralDefinition(ctx, format, object, [schemaKey]);
  return { ...definition, strict: format === "anthropic" && definition.strict };
}
