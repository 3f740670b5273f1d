// Every sub-schema of a JSON Schema read from a tool's literal, with its JSON Pointer and how it was
// reached. Pure JSON: the rules map pointers back to nodes through the literal's node map.
import type { JsonValue } from "../../src/schema/json-schema.js";

export type JsonObject = { [key: string]: JsonValue };

/**
 * How a sub-schema was reached. A `branch` (of anyOf/oneOf/allOf/not/if/then/else/dependentSchemas)
 * is read together with the schema around it, so a rule must not judge it alone: its `required`
 * may name a property its parent declares.
 */
export type SchemaPosition = "root" | "property" | "items" | "definition" | "additional" | "branch";

export interface SchemaVisit {
  schema: JsonObject;
  /** JSON Pointer of the sub-schema inside the tool's schema ("" for the root). */
  path: string;
  position: SchemaPosition;
}

// Keywords whose value is a sub-schema, a list of them, or a name → sub-schema map, by position.
const SINGLE: Record<string, SchemaPosition> = {
  items: "items",
  contains: "items",
  unevaluatedItems: "items",
  additionalItems: "items",
  additionalProperties: "additional",
  unevaluatedProperties: "additional",
  propertyNames: "additional",
  not: "branch",
  if: "branch",
  then: "branch",
  else: "branch",
};
const LIST: Record<string, SchemaPosition> = {
  prefixItems: "items",
  items: "items",
  anyOf: "branch",
  oneOf: "branch",
  allOf: "branch",
};
const MAP: Record<string, SchemaPosition> = {
  properties: "property",
  patternProperties: "property",
  $defs: "definition",
  definitions: "definition",
  dependentSchemas: "branch",
};

/** Deeper than any tool schema a person writes; keeps a pathological literal from costing the lint run. */
const MAX_DEPTH = 64;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One segment of a JSON Pointer, `/` included (RFC 6901 escaping). */
export const pointerSegment = (key: string | number): string =>
  `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/**
 * Every object sub-schema of `root`, root first, in document order; with `through`, only those
 * reached through the keywords it lists (a dialect's own structure: what lies under a keyword the
 * dialect lacks is that keyword's problem, not its own). Boolean schemas and non-objects are skipped.
 */
export function schemaVisits(root: JsonValue, through?: ReadonlySet<string>): SchemaVisit[] {
  const visits: SchemaVisit[] = [];
  const visit = (value: JsonValue | undefined, path: string, position: SchemaPosition, depth: number): void => {
    if (!isJsonObject(value) || depth > MAX_DEPTH) return;
    visits.push({ schema: value, path, position });
    for (const [keyword, child] of Object.entries(value)) {
      if (through !== undefined && !through.has(keyword)) continue;
      const at = path + pointerSegment(keyword);
      if (Object.hasOwn(LIST, keyword) && Array.isArray(child)) {
        child.forEach((item, index) => visit(item, at + pointerSegment(index), LIST[keyword]!, depth + 1));
      } else if (Object.hasOwn(SINGLE, keyword)) {
        visit(child, at, SINGLE[keyword]!, depth + 1);
      } else if (Object.hasOwn(MAP, keyword) && isJsonObject(child)) {
        for (const [name, entry] of Object.entries(child))
          visit(entry, at + pointerSegment(name), MAP[keyword]!, depth + 1);
      }
    }
  };
  visit(root, "", "root", 0);
  return visits;
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
