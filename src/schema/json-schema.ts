/**
 * The JSON Schema shapes tool-schema reads and writes. Pure types: imported by the runtime,
 * the generator and the ESLint rules alike, so this file must never import `typescript`.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The names JSON Schema's `type` keyword takes. */
export const JSON_SCHEMA_TYPE_NAMES = ["string", "number", "integer", "boolean", "object", "array", "null"] as const;

export type JsonSchemaTypeName = (typeof JSON_SCHEMA_TYPE_NAMES)[number];

/** A JSON Schema (draft 2020-12) node. Open-ended: unknown keywords are kept as written. */
export interface JsonSchema {
  type?: JsonSchemaTypeName | JsonSchemaTypeName[];
  description?: string;
  title?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  nullable?: boolean;
  [keyword: string]: unknown;
}

/** The root of a tool's parameters: always an object schema. */
export interface ObjectJsonSchema extends JsonSchema {
  type: "object";
  properties: Record<string, JsonSchema>;
}
