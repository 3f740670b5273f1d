/**
 * The registry's contract: an argument the schema does not declare is an error, unless the schema
 * says additional properties are allowed. Hand-written schemas rarely say
 * `additionalProperties: false`, and an open object lets a misspelt optional argument
 * (`amount_cents` for `amountCents`) pass validation while its default silently applies.
 *
 * `closeForValidation` makes the copy of a schema that arguments are validated against; the schema
 * sent to providers is left as written.
 */
import type { JsonSchema } from "../schema/json-schema.js";

const isSchemaObject = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const typeList = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * Keywords by which a schema says for itself what happens to undeclared properties.
 * `patternProperties` is not one: `additionalProperties: false` still lets its matches through.
 */
const OPENNESS_KEYWORDS = ["additionalProperties", "unevaluatedProperties"] as const;

const COMBINATORS = ["allOf", "anyOf", "oneOf"] as const;

/** Sub-schemas in a value position: each describes a whole value of its own. */
const VALUE_SINGLE = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
] as const;
const VALUE_LIST = ["prefixItems"] as const;
const VALUE_MAP = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"] as const;

/** Whether the schema describes object values: `type` says so, or it lists properties. */
function describesObjects(schema: JsonSchema): boolean {
  const types = typeList(schema);
  return types.length > 0 ? types.includes("object") : isSchemaObject(schema.properties);
}

/** Whether the schema composes other schemas that may declare properties of the same object. */
const composes = (schema: JsonSchema): boolean =>
  typeof schema.$ref === "string" || COMBINATORS.some((keyword) => Array.isArray(schema[keyword]));

/**
 * A copy of `schema` in which every object that does not say otherwise refuses undeclared
 * properties. A plain object gets `additionalProperties: false`. An object composed with `allOf`,
 * `anyOf`, `oneOf` or `$ref` gets `unevaluatedProperties: false` instead, which counts the
 * properties its parts declare, and those parts stay open (closing each part would refuse the
 * properties of the others). A `$defs` entry is closed where it is defined, unless some `allOf`
 * uses it as a part: then it is closed where it is used as a whole value
 * (`{ $ref, unevaluatedProperties: false }`).
 */
export function closeForValidation(schema: JsonSchema): JsonSchema {
  return closeNode(schema, "value", { root: schema, partRefs: refsUsedAsParts(schema) });
}

type Position = "value" | "part";

interface Walk {
  readonly root: JsonSchema;
  /** `$ref`s used as parts of a composed object: their definitions must stay open. */
  readonly partRefs: ReadonlySet<string>;
}

function closeNode(node: JsonSchema, position: Position, walk: Walk): JsonSchema {
  const copy: JsonSchema = { ...node };
  for (const keyword of VALUE_SINGLE) {
    const child = node[keyword];
    if (isSchemaObject(child)) copy[keyword] = closeNode(child, "value", walk);
  }
  for (const keyword of VALUE_LIST) {
    const list = node[keyword];
    if (Array.isArray(list))
      copy[keyword] = list.map((child) => (isSchemaObject(child) ? closeNode(child, "value", walk) : child));
  }
  for (const keyword of VALUE_MAP) {
    const map = node[keyword];
    if (!isSchemaObject(map)) continue;
    const isDefinitions = keyword === "$defs" || keyword === "definitions";
    copy[keyword] = mapEntries(map, (child, key) =>
      closeNode(
        child,
        isDefinitions && walk.partRefs.has(`#/${keyword}/${escapeSegment(key)}`) ? "part" : "value",
        walk,
      ),
    );
  }
  // `allOf` branches, and branches of an object that composes them, contribute properties to one
  // value; `anyOf`/`oneOf` branches of anything else (`[{ type: "object", … }, { type: "null" }]`)
  // are whole values of their own.
  for (const keyword of COMBINATORS) {
    const list = node[keyword];
    const branchPosition: Position =
      keyword === "allOf" || describesObjects(node) || position === "part" ? "part" : "value";
    if (Array.isArray(list))
      copy[keyword] = list.map((child) => (isSchemaObject(child) ? closeNode(child, branchPosition, walk) : child));
  }
  if (position !== "value" || OPENNESS_KEYWORDS.some((keyword) => node[keyword] !== undefined)) return copy;
  if (isPlainRef(node)) {
    // The definition is closed where it is defined, unless it is also used as a part.
    if (walk.partRefs.has(node.$ref as string) && refersToObject(node, walk.root)) copy.unevaluatedProperties = false;
  } else if (composes(node)) {
    if (composesObject(node, walk.root)) copy.unevaluatedProperties = false;
  } else if (describesObjects(node)) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** A `$ref` with nothing beside it but annotations. */
const isPlainRef = (node: JsonSchema): boolean =>
  typeof node.$ref === "string" &&
  !describesObjects(node) &&
  !COMBINATORS.some((keyword) => Array.isArray(node[keyword]));

/** Whether a composing node describes objects: itself, through its `$ref`, or through an `allOf` part. */
function composesObject(node: JsonSchema, root: JsonSchema): boolean {
  if (describesObjects(node) || refersToObject(node, root)) return true;
  const parts = node.allOf;
  return (
    Array.isArray(parts) &&
    parts.some((part) => isSchemaObject(part) && (describesObjects(part) || refersToObject(part, root)))
  );
}

const escapeSegment = (key: string): string => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every `$ref` that appears as an `allOf` part, or as an `anyOf`/`oneOf` branch of an object schema. */
function refsUsedAsParts(root: JsonSchema): Set<string> {
  const refs = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > 500) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isSchemaObject(node)) return;
    for (const keyword of COMBINATORS) {
      const list = node[keyword];
      if (!Array.isArray(list) || (keyword !== "allOf" && !describesObjects(node))) continue;
      for (const branch of list) if (isSchemaObject(branch) && typeof branch.$ref === "string") refs.add(branch.$ref);
    }
    for (const value of Object.values(node)) if (typeof value === "object" && value !== null) visit(value, depth + 1);
  };
  visit(root, 0);
  return refs;
}

/** Whether a `$ref`-only node points at a local definition of an object (followed a few levels). */
function refersToObject(node: JsonSchema, root: JsonSchema, depth = 0): boolean {
  if (typeof node.$ref !== "string" || depth > 16) return false;
  const target = resolveLocal(root, node.$ref);
  if (target === undefined) return false;
  return describesObjects(target) || refersToObject(target, root, depth + 1);
}

/** The schema a local reference (`#`, `#/$defs/x`, any JSON Pointer fragment) points at. */
export function resolveLocal(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith("#")) return undefined;
  let current: unknown = root;
  const pointer = ref.slice(1);
  if (pointer === "") return root;
  for (const raw of pointer.slice(1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (!isSchemaObject(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return isSchemaObject(current) ? current : undefined;
}

function mapEntries(
  map: JsonSchema,
  transform: (child: JsonSchema, key: string) => JsonSchema,
): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [key, child] of Object.entries(map)) {
    // defineProperty: a property literally named "__proto__" must stay a property.
    Object.defineProperty(out, key, {
      value: isSchemaObject(child) ? transform(child, key) : child,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * The property names an object schema declares, its parts' included (`allOf`/`anyOf`/`oneOf`
 * branches and local `$ref`s), for "did you mean" hints. Order: as written, first seen first.
 */
export function declaredProperties(schema: unknown, root: JsonSchema): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown, depth: number): void => {
    if (!isSchemaObject(node) || seen.has(node) || depth > 16) return;
    seen.add(node);
    if (isSchemaObject(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
    if (typeof node.$ref === "string") visit(resolveLocal(root, node.$ref), depth + 1);
    for (const keyword of COMBINATORS) {
      const list = node[keyword];
      if (Array.isArray(list)) for (const branch of list) visit(branch, depth + 1);
    }
  };
  visit(schema, 0);
  return [...names];
}
