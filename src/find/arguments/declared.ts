// The properties a hand-written schema declares at its top level, with their key nodes, and
// whether that list is all of it (no spread, no computed key, no `additionalProperties` allowing more,
// no root `anyOf`/`$ref` the properties might come from).
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { followConst } from "../follow-const.js";
import type { FindContext } from "../context.js";
import { findProperty, hasSpread, propertyValue, staticProperties } from "../object.js";
import type { ToolDefinition } from "../types.js";
import { zodProperties } from "../zod.js";

export interface DeclaredProperties {
  /** Property name → its key in the schema literal. */
  keys: Map<string, TSESTree.Node>;
  /** The schema allows or may hold properties not listed here. */
  open: boolean;
}

const COMPOSITION_KEYWORDS = ["anyOf", "oneOf", "allOf", "$ref", "patternProperties", "if", "dependentSchemas"];

/** Undefined when the schema's `properties` cannot be read statically at all. */
export function declaredProperties(
  sourceCode: Readonly<TSESLint.SourceCode>,
  schema: TSESTree.ObjectExpression,
): DeclaredProperties | undefined {
  const keys = new Map<string, TSESTree.Node>();
  let open = hasSpread(schema) || COMPOSITION_KEYWORDS.some((keyword) => findProperty(schema, keyword) !== undefined);
  const additional = propertyValue(findProperty(schema, "additionalProperties"));
  if (additional !== undefined) {
    const value = followConst(sourceCode, additional);
    if (!(value.type === AST_NODE_TYPES.Literal && value.value === false)) open = true;
  }
  const propertiesValue = propertyValue(findProperty(schema, "properties"));
  if (propertiesValue === undefined) return { keys, open };
  const properties = followConst(sourceCode, propertiesValue);
  if (properties.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const list = staticProperties(properties);
  if (list.length !== properties.properties.length) open = true; // spreads or computed keys
  for (const { name, property } of list) keys.set(name, property.key);
  return { keys, open };
}

/** The properties a tool's schema declares, whether written as a JSON Schema literal or with zod. */
export function definitionDeclared(ctx: FindContext, definition: ToolDefinition): DeclaredProperties | undefined {
  if (definition.schemaNode !== undefined) return declaredProperties(ctx.sourceCode, definition.schemaNode);
  if (definition.zodSchema !== undefined) return zodProperties(ctx, definition.zodSchema);
  return undefined;
}
