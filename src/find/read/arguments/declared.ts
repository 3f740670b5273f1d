// The properties a hand-written schema declares at its top level, with their key nodes, and
// whether that list is all of it (no spread, no computed key, no `additionalProperties` allowing more,
// no root `anyOf`/`$ref` the properties might come from).
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { followConst } from "../../syntax/follow-const.js";
import type { FindContext } from "../../context.js";
import { importedObjectLiteral, importedSchemaKeys, literalKeys } from "../../detect/imported-schema.js";
import { findProperty, hasSpread, propertyKeyName, propertyValue, staticProperties } from "../../syntax/object.js";
import type { ToolDefinition } from "../../types.js";
import { zodProperties } from "../../detect/zod.js";
import { typeboxProperties } from "../../detect/typebox.js";
import { OPENING_KEYWORDS, OPENNESS_KEYWORDS } from "../../../schema/keywords.js";
import { literalBoolean } from "../../../util/syntax.js";

export interface DeclaredProperties {
  /** Property name → its key in the schema literal. */
  keys: Map<string, TSESTree.Node>;
  /** The schema allows or may hold properties not listed here. */
  open: boolean;
}

/** A keyword whose presence alone lets the schema hold unlisted properties (keywords.ts's OPENING_KEYWORDS). */
function composes(schema: TSESTree.ObjectExpression): boolean {
  return [...OPENING_KEYWORDS].some((keyword) => findProperty(schema, keyword) !== undefined);
}

/**
 * Undefined when the schema's `properties` cannot be read statically at all. With `ctx`, spreads in
 * `properties` of literals in this file or imported (`...paginationProps`) add their keys.
 */
export function declaredProperties(
  sourceCode: Readonly<TSESLint.SourceCode>,
  schema: TSESTree.ObjectExpression,
  ctx?: FindContext,
): DeclaredProperties | undefined {
  const keys = new Map<string, TSESTree.Node>();
  let open = hasSpread(schema) || composes(schema) || additionalAllowed(sourceCode, schema);
  const propertiesValue = propertyValue(findProperty(schema, "properties"));
  if (propertiesValue === undefined) return { keys, open };
  const properties = followConst(sourceCode, propertiesValue);
  if (properties.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const list = staticProperties(properties);
  if (list.length !== properties.properties.length) open = true; // spreads or computed keys
  for (const { name, property } of list) keys.set(name, property.key);
  if (ctx !== undefined && open && !composes(schema) && !hasSpread(schema)) {
    open = !addSpreadKeys(ctx, properties, keys) || additionalAllowed(sourceCode, schema);
  }
  return { keys, open };
}

/** The schema admits unlisted properties itself: `additionalProperties` or `unevaluatedProperties` other than `false`. */
function additionalAllowed(sourceCode: Readonly<TSESLint.SourceCode>, schema: TSESTree.ObjectExpression): boolean {
  return OPENNESS_KEYWORDS.some((keyword) => {
    const written = propertyValue(findProperty(schema, keyword));
    if (written === undefined) return false;
    const value = followConst(sourceCode, written);
    return literalBoolean(value) !== false;
  });
}

/**
 * Adds the keys spread into `properties` from literals this file or another module declares; false
 * when some member (a spread of something else, a computed key) stays unknown.
 */
function addSpreadKeys(
  ctx: FindContext,
  properties: TSESTree.ObjectExpression,
  keys: Map<string, TSESTree.Node>,
): boolean {
  const checker = ctx.types?.program.getTypeChecker();
  for (const member of properties.properties) {
    if (member.type === AST_NODE_TYPES.Property) {
      if (propertyKeyName(member) === undefined) return false;
      continue;
    }
    const local = followConst(ctx.sourceCode, member.argument);
    if (local.type === AST_NODE_TYPES.ObjectExpression) {
      const inner = staticProperties(local);
      if (inner.length !== local.properties.length) return false;
      for (const { name } of inner) if (!keys.has(name)) keys.set(name, member);
      continue;
    }
    const imported = importedObjectLiteral(ctx, member.argument);
    if (imported === undefined || checker === undefined) return false;
    const read = literalKeys(checker, imported);
    if (read.open) return false;
    for (const name of read.keys) if (!keys.has(name)) keys.set(name, member);
  }
  return true;
}

/**
 * A list of parameters (fields.ts's isParameterList) declares each name it lists, and nothing else;
 * a map of them (isParameterMap), each key.
 */
function parameterListDeclared(list: TSESTree.ArrayExpression | TSESTree.ObjectExpression): DeclaredProperties {
  const keys = new Map<string, TSESTree.Node>();
  if (list.type === AST_NODE_TYPES.ObjectExpression) {
    for (const { name, property } of staticProperties(list)) keys.set(name, property.key);
    return { keys, open: false };
  }
  for (const element of list.elements) {
    const name =
      element?.type === AST_NODE_TYPES.ObjectExpression ? propertyValue(findProperty(element, "name")) : undefined;
    if (name?.type === AST_NODE_TYPES.Literal && typeof name.value === "string") keys.set(name.value, name);
  }
  return { keys, open: false };
}

/** The properties a tool's schema declares, whether written as a JSON Schema literal, a list of parameters, with zod or with TypeBox. */
export function definitionDeclared(ctx: FindContext, definition: ToolDefinition): DeclaredProperties | undefined {
  if (definition.schemaNode !== undefined) return declaredProperties(ctx.sourceCode, definition.schemaNode, ctx);
  if (definition.zodSchema !== undefined) return zodProperties(ctx, definition.zodSchema);
  if (definition.typeboxSchema !== undefined) return typeboxProperties(ctx, definition.typeboxSchema);
  if (definition.parameterList !== undefined) return parameterListDeclared(definition.parameterList);
  const imported = definition.importedSchema;
  if (imported !== undefined && ctx.types !== undefined) {
    // Reported at the imported name: the literal is in another file.
    const { keys, open } = importedSchemaKeys(ctx, imported.literal);
    return { keys: new Map(keys.map((name) => [name, imported.reference])), open };
  }
  return undefined;
}
