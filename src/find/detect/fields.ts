// The fields most shapes share — name, description, schema — read from one object literal.
import { toolNameAt } from "../link/dispatch/labels.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { followConst, readStaticBoolean, readStaticString } from "../syntax/follow-const.js";
import { findProperty, spreadMayBring, propertyKeyName, propertyValue } from "../syntax/object.js";
import { isSchemaKeyword } from "../../schema/keywords.js";
import { JSON_SCHEMA_TYPE_NAMES } from "../../schema/json-schema.js";
import { importedObjectLiteral, isJsonSchemaLiteral } from "./imported-schema.js";
import type { ToolDefinition } from "../types.js";
import { isZodShape, zodSchemaOf } from "./zod.js";
import { importOrigin } from "../syntax/import-origin.js";
import { typeboxObjectOf } from "./typebox.js";

export interface CommonFields {
  name: string | undefined;
  nameNode: TSESTree.Node | undefined;
  description: string | undefined;
  descriptionNode: TSESTree.Node | undefined;
  descriptionUnreadable: boolean;
  schemaNode: TSESTree.ObjectExpression | undefined;
  schemaUnreadable: boolean;
  zodSchema: TSESTree.Node | undefined;
  importedSchema: ToolDefinition["importedSchema"];
  typeboxSchema?: ToolDefinition["typeboxSchema"];
  parameterList?: ToolDefinition["parameterList"];
  strict: boolean;
}

/** Unwraps Vercel's `jsonSchema({...})` and `zodSchema(schema)` helpers (called bare, renamed on import, or as `ai.jsonSchema`). */
function unwrapJsonSchemaCall(ctx: FindContext, node: TSESTree.Node): TSESTree.Node {
  if (node.type !== AST_NODE_TYPES.CallExpression) return node;
  const callee = node.callee;
  const calleeName =
    callee.type === AST_NODE_TYPES.Identifier
      ? callee.name
      : callee.type === AST_NODE_TYPES.MemberExpression && callee.property.type === AST_NODE_TYPES.Identifier
        ? callee.property.name
        : undefined;
  const argument = node.arguments[0];
  // `import { zodSchema as zodSchema2 } from "ai"`: the name imported is what counts.
  const imported = importOrigin(ctx, callee)?.name;
  const wraps = SCHEMA_WRAPPERS.has(imported ?? calleeName ?? "");
  if (!wraps || argument === undefined || argument.type === AST_NODE_TYPES.SpreadElement) return node;
  return followConst(ctx.sourceCode, argument);
}

/** Vercel AI's helpers that wrap a schema they are given: `jsonSchema({…})`, `zodSchema(z.object({…}))`. */
const SCHEMA_WRAPPERS = new Set(["jsonSchema", "zodSchema"]);

type SchemaFields = Pick<
  CommonFields,
  "schemaNode" | "schemaUnreadable" | "zodSchema" | "importedSchema" | "typeboxSchema" | "parameterList"
>;

/**
 * How to read a schema: unwrapping Vercel's `jsonSchema(…)`; taking a map of parameters' schemas
 * (isParameterMap) for a framework's own form of one.
 */
interface SchemaOptions {
  jsonSchemaCall?: boolean;
  parameterMap?: boolean;
}

/** The schema a value is (following consts, and `jsonSchema(…)` when asked): a JSON Schema literal, imported or here, zod or TypeBox. */
export function schemaOfValue(ctx: FindContext, value: TSESTree.Node, options: SchemaOptions = {}): SchemaFields {
  let target = followConst(ctx.sourceCode, value);
  if (options.jsonSchemaCall) target = unwrapJsonSchemaCall(ctx, target);
  if (target.type === AST_NODE_TYPES.ObjectExpression && !isZodShape(ctx, target)) {
    // `{ path: { type: "string", description } }`: a framework's own map of parameters (JSON Schema's
    // `properties` alone), which it turns into a schema somewhere we do not see. It declares its keys
    // where no SDK says the value is a JSON Schema (an SDK's, so written, is a mistake of its own).
    if (options.parameterMap === true && isParameterMap(ctx, target)) return parametersOf(target);
    // `{ command: { required: true } }`: such a map we cannot tell from a JSON Schema of other
    // keywords. Read as JSON Schema it would declare nothing.
    if (namesNoKeyword(target))
      return { schemaNode: undefined, schemaUnreadable: true, zodSchema: undefined, importedSchema: undefined };
    return { schemaNode: target, schemaUnreadable: false, zodSchema: undefined, importedSchema: undefined };
  }
  if (target.type === AST_NODE_TYPES.ArrayExpression && isParameterList(target)) return parametersOf(target);
  const imported = importedObjectLiteral(ctx, target);
  if (imported !== undefined && isJsonSchemaLiteral(imported)) {
    return {
      schemaNode: undefined,
      schemaUnreadable: true,
      zodSchema: undefined,
      importedSchema: { literal: imported, reference: target },
    };
  }
  const zodSchema = zodSchemaOf(ctx, target);
  const typeboxSchema = zodSchema === undefined ? typeboxObjectOf(ctx, target) : undefined;
  return {
    schemaNode: undefined,
    schemaUnreadable: true,
    zodSchema,
    importedSchema: undefined,
    ...(typeboxSchema === undefined ? {} : { typeboxSchema }),
  };
}

/** A framework's list or map of parameters as a schema: the names it declares, nothing else read. */
function parametersOf(parameters: TSESTree.ArrayExpression | TSESTree.ObjectExpression): SchemaFields {
  return {
    schemaNode: undefined,
    schemaUnreadable: true,
    zodSchema: undefined,
    importedSchema: undefined,
    parameterList: parameters,
  };
}

/**
 * `[{ name: "command", type: "string", required: true }, …]`: a list of parameters, each an object
 * literal that names it with a text and says its type or what it is, no two of one name.
 */
export function isParameterList(list: TSESTree.ArrayExpression): boolean {
  const names = list.elements.map((element) => {
    if (
      element?.type !== AST_NODE_TYPES.ObjectExpression ||
      element.properties.some((p) => p.type !== AST_NODE_TYPES.Property)
    )
      return undefined;
    const name = propertyValue(findProperty(element, "name"));
    const described = findProperty(element, "type") !== undefined || findProperty(element, "description") !== undefined;
    return name?.type === AST_NODE_TYPES.Literal && typeof name.value === "string" && described
      ? name.value
      : undefined;
  });
  return names.length > 0 && names.every((name) => name !== undefined) && new Set(names).size === names.length;
}

/**
 * `{ path: { type: "string" }, line: { type: "integer", required: false } }`: every value an object
 * literal whose `type` names a JSON type, so a map of parameters' schemas. (A JSON Schema's own
 * `type` is a text, never such an object.)
 */
export function isParameterMap(ctx: FindContext, object: TSESTree.ObjectExpression): boolean {
  if (object.properties.length === 0) return false;
  return object.properties.every((property) => {
    if (property.type !== AST_NODE_TYPES.Property || propertyKeyName(property) === undefined) return false;
    const value = followConst(ctx.sourceCode, property.value);
    if (value.type !== AST_NODE_TYPES.ObjectExpression) return false;
    const type = readStaticString(ctx.sourceCode, propertyValue(findProperty(value, "type")));
    return (JSON_SCHEMA_TYPE_NAMES as readonly (string | undefined)[]).includes(type);
  });
}

/** An object literal with keys, all written out, none of them a JSON Schema keyword: no JSON Schema. */
export function namesNoKeyword(object: TSESTree.ObjectExpression): boolean {
  if (object.properties.length === 0) return false;
  return object.properties.every((property) => {
    if (property.type !== AST_NODE_TYPES.Property) return false;
    const key = propertyKeyName(property);
    return key !== undefined && !isSchemaKeyword(key);
  });
}

/** The schema under the first of `keys` that `object` has (schemaOfValue). */
export function readSchema(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
  keys: readonly string[],
  options: SchemaOptions = {},
): SchemaFields {
  for (const key of keys) {
    const value = propertyValue(findProperty(object, key));
    if (value !== undefined) return schemaOfValue(ctx, value, options);
  }
  // Absent — unless a spread might bring it in.
  return {
    schemaNode: undefined,
    schemaUnreadable: spreadMayBring(object, keys),
    zodSchema: undefined,
    importedSchema: undefined,
  };
}

/** `name`, `description`, the schema under one of `schemaKeys`, and `strict`, read from `object`. */
export function readCommonFields(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
  schemaKeys: readonly string[],
  options: SchemaOptions = {},
): CommonFields {
  const nameNode = propertyValue(findProperty(object, "name"));
  const descriptionNode = propertyValue(findProperty(object, "description"));
  return {
    name: toolNameAt(ctx, nameNode),
    nameNode,
    description: readStaticString(ctx.sourceCode, descriptionNode),
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined && spreadMayBring(object, ["description"]),
    ...readSchema(ctx, object, schemaKeys, options),
    strict: readStaticBoolean(ctx.sourceCode, propertyValue(findProperty(object, "strict"))) === true,
  };
}

/**
 * A definition written as one object literal that holds everything (`{ name, description, inputSchema }`):
 * its common fields, with the object itself as the place fixes write into. Linked later, by name.
 */
export function objectLiteralDefinition(
  ctx: FindContext,
  format: ToolDefinition["format"],
  object: TSESTree.ObjectExpression,
  schemaKeys: readonly string[],
): Omit<ToolDefinition, "group"> {
  const fields = readCommonFields(ctx, object, schemaKeys);
  return {
    format,
    node: object,
    ...fields,
    headNode: fields.nameNode,
    containerNode: object,
    positionalNode: undefined,
    implementation: undefined,
  };
}
