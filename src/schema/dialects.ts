/**
 * Provider dialects of a tool's JSON Schema. Pure JSON in, new JSON out: no `typescript` import
 * (the runtime registry imports this file) and inputs are never mutated.
 *
 * - `toOpenAiStrict`: the subset OpenAI accepts with `strict: true` (every object closed, every
 *   property required, optional ones made nullable so the model can still leave them out).
 * - `toGemini`: the OpenAPI-3.0 subset Gemini's `FunctionDeclaration.parameters` accepts.
 * - `closeObjects`: `additionalProperties: false` on every object (Anthropic strict tools).
 * - `withoutRuntimeMarks`: the registry's own marks (runtime-marks.ts) removed; every provider
 *   format starts from it, and the two dialects above strip them too.
 */
import { isRecord } from "../util/is-record.js";
import type { JsonSchema, JsonValue } from "./json-schema.js";
import { ANNOTATION_KEYWORDS, isAnnotationKeyword, mapEntries, mapSubschemas as mapEachSubschema } from "./keywords.js";
import { RUNTIME_MARK } from "./runtime-marks.js";

type SchemaMap = Record<string, JsonSchema>;

const isSchemaObject = (value: unknown): value is JsonSchema => isRecord(value);

/** Applies `transform` to every direct sub-schema of `node`, returning a shallow copy. */
const mapSubschemas = (node: JsonSchema, transform: (child: JsonSchema) => JsonSchema): JsonSchema =>
  mapEachSubschema(node, (child) => transform(child as JsonSchema));

const mapValues = (map: SchemaMap, transform: (child: JsonSchema, key: string) => JsonSchema): SchemaMap =>
  mapEntries(map, (child, key) => transform(child as JsonSchema, key));

const typeList = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const isObjectSchema = (schema: JsonSchema): boolean =>
  typeList(schema).includes("object") || (schema.type === undefined && isSchemaObject(schema.properties));

/** Whether `null` is already a valid value by the schema's own `type`, `enum`, `const` or `anyOf`. */
export function acceptsNull(schema: JsonSchema): boolean {
  if (typeList(schema).includes("null")) return true;
  if (schema.nullable === true) return true;
  if (schema.const === null) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) && branches.some((branch) => isSchemaObject(branch) && acceptsNull(branch));
}

// Annotations describe the property as a whole, so they stay on the outer node of a wrapper.

/**
 * `schema` made to accept `null` as well, OpenAI's way of saying "optional": a `[T, "null"]` type
 * array when the schema has a plain `type`, otherwise `anyOf: [schema, { type: "null" }]`.
 */
export function makeNullable(schema: JsonSchema): JsonSchema {
  if (acceptsNull(schema)) return schema;
  // A `const` would still refuse null under a widened type: only a wrapper says "this, or null".
  if ((typeof schema.type === "string" || Array.isArray(schema.type)) && !("const" in schema)) {
    const nullable: JsonSchema = { ...schema, type: [...typeList(schema), "null"] as JsonSchema["type"] };
    // An enum restricts the value even when the type allows null: null must be listed too.
    if (Array.isArray(schema.enum)) nullable.enum = [...schema.enum, null];
    return nullable;
  }
  if (Array.isArray(schema.anyOf) && Object.keys(schema).every((key) => key === "anyOf" || isAnnotationKeyword(key))) {
    return { ...schema, anyOf: [...schema.anyOf, { type: "null" }] };
  }
  const inner: JsonSchema = { ...schema };
  const outer: Record<string, unknown> = {};
  for (const key of ANNOTATION_KEYWORDS) {
    if (key in inner) {
      outer[key] = inner[key];
      delete inner[key];
    }
  }
  return { anyOf: [inner, { type: "null" }], ...outer };
}

/**
 * OpenAI strict mode (`strict: true`, Structured Outputs): every object gets
 * `additionalProperties: false` (a map-like `additionalProperties` schema cannot be expressed and
 * is closed too), every property is listed in `required`, and each property that was optional is
 * made nullable — the model sends `null` for "absent", which `ToolRegistry.invoke` turns back into
 * `undefined`. Recurses into properties, items, anyOf and $defs.
 *
 * What strict mode refuses is rewritten into what it accepts, never into something stricter than
 * the schema (the registry validates arguments against the schema as registered, so a constraint
 * left out here is still checked): `allOf` parts are merged, `oneOf` is read as `anyOf`, a tuple's
 * `prefixItems` become `items`, a `format` outside strict mode's list moves into the description,
 * a `$ref` with annotations beside it is wrapped in a one-branch `anyOf`, a node without a `type`
 * gets one (from its `enum`, or any JSON scalar for an unconstrained `{}`), and the keywords strict
 * mode has no support for (`not`, `if`, `uniqueItems`, `patternProperties`, `default`, …) are dropped.
 */
export function toOpenAiStrict(schema: JsonSchema): JsonSchema {
  const node = strictNode(schema, schema, 0);
  // The root is the arguments object itself: never nullable.
  return node.type === "object" ? node : { ...node, type: "object" };
}

function strictNode(schema: JsonSchema, root: JsonSchema, depth: number): JsonSchema {
  const node = mapSubschemas(normalizeForStrict(schema, root, depth), (child) => strictNode(child, root, depth + 1));
  if (!isObjectSchema(node)) return node;
  const properties = isSchemaObject(node.properties) ? (node.properties as SchemaMap) : {};
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  node.properties = mapValues(properties, (child, key) => (required.has(key) ? child : makeNullable(child)));
  node.required = Object.keys(properties);
  node.additionalProperties = false;
  return node;
}

/**
 * The keywords OpenAI strict mode refuses (providers' "Supported schemas" and openai-node's list of
 * unsupported keywords): a provider fact, read by the rule that reports them and by this dialect.
 */
export const OPENAI_STRICT_REFUSED: readonly string[] = [
  "allOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "dependentRequired",
  "dependentSchemas",
  "dependencies",
  "patternProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "uniqueItems",
  "contains",
  "minContains",
  "maxContains",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "unevaluatedProperties",
  "$anchor",
  "$dynamicAnchor",
  "$dynamicRef",
  "$recursiveAnchor",
  "$recursiveRef",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
];
/** Refused keywords toOpenAiStrict rewrites instead of dropping (allOf merged, oneOf as anyOf, tuples). */
const STRICT_REWRITTEN = new Set(["allOf", "oneOf", "prefixItems"]);
/** What toOpenAiStrict drops: the refusals it does not rewrite, and what strict mode has no use for. */
const STRICT_UNSUPPORTED = [
  ...OPENAI_STRICT_REFUSED.filter((keyword) => !STRICT_REWRITTEN.has(keyword)),
  "$id",
  "$schema",
  "default",
  RUNTIME_MARK,
];

// The string formats strict mode accepts.
export const STRICT_FORMATS: ReadonlySet<string> = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);
/** What an unconstrained `{}` becomes: strict mode needs a `type`, and cannot say "any object". */
const ANY_SCALAR: JsonSchemaType[] = ["string", "number", "boolean", "null"];

type JsonSchemaType = Exclude<JsonSchema["type"], unknown[] | undefined>;

/** One node rewritten into strict mode's subset; its children are rewritten by the caller. */
function normalizeForStrict(schema: JsonSchema, root: JsonSchema, depth: number): JsonSchema {
  let node: JsonSchema = Array.isArray(schema.allOf) && depth < 32 ? mergeParts(schema, root) : { ...schema };
  for (const keyword of STRICT_UNSUPPORTED) delete node[keyword];
  if (Array.isArray(node.oneOf)) {
    if (!Array.isArray(node.anyOf)) node.anyOf = node.oneOf;
    delete node.oneOf;
  }
  if (Array.isArray(node.prefixItems)) {
    const tuple = node.prefixItems.filter(isSchemaObject);
    if (!isSchemaObject(node.items) && tuple.length > 0) node.items = tuple.length === 1 ? tuple[0]! : { anyOf: tuple };
    delete node.prefixItems;
  }
  if (typeList(node).includes("array") && !isSchemaObject(node.items)) node.items = { type: ANY_SCALAR };
  if (typeof node.format === "string" && !STRICT_FORMATS.has(node.format)) {
    node.description = node.description ? `${node.description} (format: ${node.format})` : `format: ${node.format}`;
    delete node.format;
  }
  if (typeof node.$ref === "string") {
    const { $ref, ...siblings } = node;
    if (Object.keys(siblings).length > 0) node = { anyOf: [{ $ref }], ...siblings };
  } else if (node.type === undefined && !Array.isArray(node.anyOf)) {
    const type = impliedType(node);
    if (type !== undefined) node.type = type;
  }
  return node;
}

/** The `type` a node without one implies: from its enum or const, `object` for properties, any scalar otherwise. */
function impliedType(node: JsonSchema): JsonSchema["type"] {
  const values = "const" in node ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined;
  if (values !== undefined) {
    const types = [...new Set(values.map(jsonTypeOf))] as JsonSchemaType[];
    return types.length === 1 ? types[0] : types;
  }
  if (isSchemaObject(node.properties)) return "object";
  return ANY_SCALAR;
}

function jsonTypeOf(value: JsonValue | undefined): JsonSchemaType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value === "object" ? "object" : (typeof value as JsonSchemaType);
}

/**
 * `allOf` merged into its node, as strict mode has no `allOf`: properties and `required` are
 * united, a local `$ref` part is read from its definition, and for any other keyword the node's
 * own value wins, then the first part's.
 */
function mergeParts(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const { allOf, ...merged } = schema;
  for (const raw of allOf ?? []) {
    const part = isSchemaObject(raw) && typeof raw.$ref === "string" ? (resolveLocalRef(root, raw.$ref) ?? raw) : raw;
    if (!isSchemaObject(part)) continue;
    const { properties, required, ...rest } = Array.isArray(part.allOf) ? mergeParts(part, root) : part;
    if (isSchemaObject(properties)) merged.properties = { ...(properties as SchemaMap), ...(merged.properties ?? {}) };
    if (Array.isArray(required)) merged.required = [...new Set([...(merged.required ?? []), ...required])];
    for (const [key, value] of Object.entries(rest))
      if (merged[key] === undefined && key !== "$ref") merged[key] = value;
  }
  return merged;
}

/**
 * `schema` without the registry's marks (`x-tool-schema: "Date"`): they tell the registry how to
 * call the function, and say nothing a provider or the model should read (Gemini's `parameters`
 * even refuses unknown keywords).
 */
export function withoutRuntimeMarks(schema: JsonSchema): JsonSchema {
  const node = mapSubschemas(schema, withoutRuntimeMarks);
  delete node[RUNTIME_MARK];
  return node;
}

/**
 * `additionalProperties: false` on every object schema that does not say otherwise, as Anthropic's
 * strict tools require. Optional properties stay optional.
 */
export function closeObjects(schema: JsonSchema): JsonSchema {
  const node = mapSubschemas(schema, closeObjects);
  if (isObjectSchema(node) && node.additionalProperties === undefined) node.additionalProperties = false;
  return node;
}

// The fields of Gemini's `Schema` proto (js-genai `types.ts`): anything else is a hard 400
// ("Unknown name … Cannot find field") for the whole request.
export const GEMINI_KEYWORDS: ReadonlySet<string> = new Set([
  "anyOf",
  "default",
  "description",
  "enum",
  "example",
  "format",
  "items",
  "maxItems",
  "maxLength",
  "maxProperties",
  "maximum",
  "minItems",
  "minLength",
  "minProperties",
  "minimum",
  "nullable",
  "pattern",
  "properties",
  "propertyOrdering",
  "required",
  "title",
  "type",
]);

/** Resolves a local `#/$defs/x`, `#/definitions/x` or `#` reference against the root document. */
function resolveLocalRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (ref === "#") return root;
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  if (!match) return undefined;
  const defs = root[match[1]!];
  const name = decodePointerSegment(match[2]!);
  if (!isSchemaObject(defs) || !Object.hasOwn(defs, name)) return undefined;
  const target = (defs as SchemaMap)[name];
  return isSchemaObject(target) ? target : undefined;
}

const decodePointerSegment = (segment: string): string =>
  decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * Gemini's `FunctionDeclaration.parameters` dialect (an OpenAPI 3.0 subset): local `$ref`s inlined
 * (a recursive reference is cut to its target's plain type), type arrays and `null` branches turned
 * into `nullable: true`, `oneOf` read as `anyOf`, `const` and non-string `enum`s as string enums,
 * tuples as `items`, and every keyword the proto has no field for (`additionalProperties`, `$schema`,
 * `exclusiveMinimum`, `multipleOf`, `uniqueItems`, …) dropped. The registry still validates
 * arguments against the full registered schema, so what is dropped here is checked at `invoke`.
 */
export function toGemini(schema: JsonSchema): JsonSchema {
  return geminiNode(schema, schema, []);
}

function geminiNode(node: JsonSchema, root: JsonSchema, refStack: string[]): JsonSchema {
  if (typeof node.$ref === "string") return geminiRef(node, root, refStack);
  const out: JsonSchema = {};
  const types = typeList(node);
  const nonNullTypes = types.filter((type) => type !== "null");
  let nullable = types.includes("null") || node.nullable === true;

  if (nonNullTypes.length === 1) out.type = nonNullTypes[0] as JsonSchema["type"];
  else if (nonNullTypes.length > 1) out.anyOf = nonNullTypes.map((type) => ({ type }) as JsonSchema);

  for (const [key, value] of Object.entries(node)) {
    if (key === "type" || key === "nullable" || !GEMINI_KEYWORDS.has(key)) continue;
    if (key === "properties" && isSchemaObject(value)) {
      const properties = mapValues(value as SchemaMap, (child) => geminiNode(child, root, refStack));
      if (Object.keys(properties).length > 0) out.properties = properties;
    } else if (key === "items" && isSchemaObject(value)) {
      out.items = geminiNode(value, root, refStack);
    } else if (key !== "anyOf" && key !== "enum") {
      out[key] = value;
    }
  }

  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    const kept = branches.filter((branch) => isSchemaObject(branch) && !isNullOnly(branch));
    if (kept.length < branches.length) nullable = true;
    const converted = kept.map((branch) => geminiNode(branch, root, refStack));
    if (converted.length === 1 && out.type === undefined) Object.assign(out, converted[0], pickAnnotations(out));
    else if (converted.length > 0) out.anyOf = [...(out.anyOf ?? []), ...converted];
  }
  if (Array.isArray(node.allOf)) mergeAllOf(out, node.allOf, root, refStack);

  const enumValues = node.const !== undefined ? [node.const] : node.enum;
  if (Array.isArray(enumValues)) nullable = applyGeminiEnum(out, enumValues) || nullable;

  if (out.items === undefined && Array.isArray(node.prefixItems) && node.prefixItems.length > 0) {
    const tupleItems = node.prefixItems.map((item) => geminiNode(item, root, refStack));
    out.items = tupleItems.length === 1 ? tupleItems[0]! : { anyOf: tupleItems };
  }
  // Gemini refuses `type` beside `anyOf` (js-genai throws on it too); the branches carry the types.
  if (out.anyOf !== undefined && out.type !== undefined) delete out.type;
  if (Array.isArray(out.required) && out.properties === undefined) delete out.required;
  if (nullable) out.nullable = true;
  return out;
}

const pickAnnotations = (node: JsonSchema): JsonSchema =>
  Object.fromEntries([...ANNOTATION_KEYWORDS].filter((key) => key in node).map((key) => [key, node[key]]));

const isNullOnly = (schema: JsonSchema): boolean => schema.type === "null" || schema.const === null;

/** Gemini enums are strings; numbers are sent as strings with `format: "enum"`. Returns whether null was listed. */
function applyGeminiEnum(out: JsonSchema, values: JsonValue[]): boolean {
  const nonNull = values.filter((value) => value !== null);
  const allStrings = nonNull.every((value) => typeof value === "string");
  out.enum = nonNull.map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  if (!allStrings) out.format = "enum";
  if (out.type === undefined) out.type = allStrings ? "string" : enumNumberType(nonNull);
  return nonNull.length < values.length;
}

const enumNumberType = (values: JsonValue[]): JsonSchema["type"] =>
  !values.every((value) => typeof value === "number")
    ? "string"
    : values.every((value) => Number.isInteger(value))
      ? "integer"
      : "number";

function mergeAllOf(out: JsonSchema, parts: JsonSchema[], root: JsonSchema, refStack: string[]): void {
  for (const part of parts) {
    if (!isSchemaObject(part)) continue;
    const converted = geminiNode(part, root, refStack);
    const { properties, required, ...rest } = converted;
    for (const [key, value] of Object.entries(rest)) if (out[key] === undefined) out[key] = value;
    if (properties) out.properties = { ...(out.properties ?? {}), ...properties };
    if (required) out.required = [...new Set([...(out.required ?? []), ...required])];
  }
}

function geminiRef(node: JsonSchema, root: JsonSchema, refStack: string[]): JsonSchema {
  const ref = node.$ref as string;
  const target = resolveLocalRef(root, ref);
  const siblings: JsonSchema = { ...node };
  delete siblings.$ref;
  if (!target) return geminiNode({ ...siblings, type: siblings.type ?? "object" }, root, refStack);
  if (refStack.includes(ref)) {
    // Gemini `parameters` cannot express recursion: keep the level's plain type and stop.
    const type = typeList(target).find((candidate) => candidate !== "null") ?? "object";
    return geminiNode({ type: type as JsonSchema["type"], ...pickAnnotations(target), ...siblings }, root, refStack);
  }
  const inlined = geminiNode(target, root, [...refStack, ref]);
  // Siblings of `$ref` (a description on the property) win over the definition's own annotations.
  return { ...inlined, ...geminiNode(siblings, root, refStack) };
}
