// Every sub-schema of a JSON Schema read from a tool's literal, with its JSON Pointer and how it was
// reached (the walk and its keyword table live in src/schema/keywords.ts). Pure JSON: the rules
// map pointers back to nodes through the literal's node map.
import type { JsonValue } from "../../src/schema/json-schema.js";
import { walkSchema, type SchemaVisit as Visit } from "../../src/schema/keywords.js";
import { isRecord } from "../../src/util/is-record.js";

export type JsonObject = { [key: string]: JsonValue };

export type SchemaVisit = Visit<JsonObject>;

/** Deeper than any tool schema a person writes; keeps a pathological literal from costing the lint run. */
const MAX_DEPTH = 64;

export const isJsonObject = (value: unknown): value is JsonObject => isRecord(value);

/**
 * Every object sub-schema of `root`, root first, in document order; with `through`, only those
 * reached through the keywords it lists (a dialect's own structure: what lies under a keyword the
 * dialect lacks is that keyword's problem, not its own). Boolean schemas and non-objects are skipped.
 */
export function schemaVisits(root: JsonValue, through?: ReadonlySet<string>): SchemaVisit[] {
  return walkSchema<JsonObject>(root, { through, maxDepth: MAX_DEPTH });
}

/** The types a schema's `type` names (a string or a list of strings); empty when it names none. */
export function typeNames(schema: JsonObject): string[] {
  const type = schema.type;
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.filter((name): name is string => typeof name === "string") : [];
}

/** Whether `schema` describes an object: `type` says so, or it declares `properties` without a `type`. */
export function isObjectSchema(schema: JsonObject): boolean {
  return typeNames(schema).includes("object") || (schema.type === undefined && isJsonObject(schema.properties));
}

/** Whether `value` or anything inside it holds one of `keys` as an object key. */
export function containsKey(value: JsonValue | undefined, keys: ReadonlySet<string>, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsKey(item, keys, depth + 1));
  return Object.entries(value).some(([key, child]) => keys.has(key) || containsKey(child, keys, depth + 1));
}
