/**
 * Compares the schema a function implies (generated from its signature) with the schema a user
 * wrote by hand, and lists where they disagree. Pure JSON: no `typescript` import, so the runtime
 * may reuse it.
 *
 * Differences that are not drift (the model sees the same contract either way):
 * - `integer` in the schema for a `number` parameter;
 * - nullable written as a type array, as `anyOf`/`oneOf` with `null`, as `nullable: true`, or as an
 *   `enum` containing `null`;
 * - annotation keywords (`description`, `title`, `format`, bounds, `default`, `examples`,
 *   `additionalProperties: false`, …): only the structural keywords below are compared;
 * - OpenAI strict form: an optional parameter listed in `required` with a nullable type.
 * The registry's `Date` mark (`x-tool-schema: "Date"`) is not an annotation: a marked string and a
 * plain one are different types, since the registry hands the function a `Date` for the one only.
 * Anything the comparison cannot read (a `$ref` in the hand-written schema, `allOf`, a node with no type
 * information, a generated `{}` for `any`) is skipped: skipping beats a false alarm.
 */
import { toOpenAiStrict } from "./dialects.js";
import type { JsonSchema, JsonValue } from "./json-schema.js";
import { isRecord } from "../util/is-record.js";
import { isDateNode } from "./runtime-marks.js";

export type DriftKind =
  | "missing-property" //  the function takes it, the schema lacks it
  | "extra-property" //    the schema has it, the function does not take it
  | "type-mismatch" //     the types differ (including nullability)
  | "enum-mismatch" //     enum vs plain type, or different enum values
  | "required-mismatch" // required vs optional
  | "positional-order"; // registry `positional` vs the parameter order

export interface Drift {
  kind: DriftKind;
  /**
   * JSON path into the *actual* (hand-written) schema where the drift sits: the property's schema
   * for extra/mistyped/required drift, the `properties` object for a missing property, `[]`
   * (meaning the `positional` array) for positional drift. Nodes it names may be absent from the
   * literal (e.g. no `properties` key yet): callers walk up to the nearest existing one.
   */
  path: string[];
  /** The parameter path for messages: `count`, `options.limit`, `tags[]`. */
  name: string;
  /** missing/extra/required drift: the property's own key in its object. */
  property?: string;
  /** Human-readable sides, e.g. `number` / `string`, `required` / `optional`, `"c" | "f"`. */
  expected: string;
  actual: string;
  /** missing/type/enum drift: the expected schema of that node, for fixes. */
  expectedSchema?: JsonSchema;
  /** missing/required drift: whether the function requires the property. */
  expectedRequired?: boolean;
  /** Set on both halves when one property disappeared and one appeared in the same object. */
  rename?: { from: string; to: string };
  /** required drift in OpenAI strict mode, where every property must be listed in `required`. */
  strictMode?: boolean;
}

export interface CompareOptions {
  /**
   * The tool is in OpenAI strict mode: every property must be listed in `required`, optional ones
   * as nullable. The expected schema is converted with `toOpenAiStrict` before comparing.
   */
  strict?: boolean;
  /**
   * Without `strictNullChecks` the checker erases `null` from types, so nullability cannot be told:
   * differences that are only about `null` are then ignored. Default true.
   */
  strictNullChecks?: boolean;
}

interface Context {
  strict: boolean;
  strictNullChecks: boolean;
  expectedRoot: JsonSchema;
  /**
   * Where the hand-written side resolves `$ref`s: nowhere. A drift found behind a `$ref` would sit
   * in the shared definition it points to (maybe the root itself), where neither the report nor a
   * fix belongs; such nodes are skipped. The generated side follows its refs (recursive types).
   */
  actualRoot: undefined;
  /** (expected, actual) object pairs being compared, so recursive `$ref` schemas terminate. */
  inProgress: Map<object, Set<object>>;
  drifts: Drift[];
}

/** Every disagreement between the generated `expected` schema and the hand-written `actual` one. */
export function compareSchemas(expected: JsonSchema, actual: JsonValue, options: CompareOptions = {}): Drift[] {
  const expectedRoot = options.strict ? toOpenAiStrict(expected) : expected;
  const ctx: Context = {
    strict: options.strict ?? false,
    strictNullChecks: options.strictNullChecks ?? true,
    expectedRoot,
    actualRoot: undefined,
    inProgress: new Map(),
    drifts: [],
  };
  compareNode(ctx, expectedRoot, asRootObject(actual), [], { optionalButRequired: false });
  return ctx.drifts;
}

const TYPE_KEYWORDS = ["type", "properties", "anyOf", "oneOf", "allOf", "$ref", "enum", "const", "not"];

/**
 * A tool's parameters are an object by definition: a root written without any type keyword
 * (`parameters: {}`) is an object with no properties, so every parameter is missing from it.
 */
function asRootObject(actual: JsonValue): JsonValue {
  if (!isRecord<JsonSchema>(actual) || TYPE_KEYWORDS.some((keyword) => keyword in actual)) return actual;
  return { ...(actual as Record<string, JsonValue>), type: "object" };
}

/** Registry `positional`: the parameter names in call order, or absent for one-object functions. */
export function comparePositional(
  expected: readonly string[] | undefined,
  actual: readonly JsonValue[] | undefined,
): Drift[] {
  const same =
    expected === undefined
      ? actual === undefined
      : actual !== undefined && actual.length === expected.length && expected.every((name, i) => actual[i] === name);
  if (same) return [];
  return [
    {
      kind: "positional-order",
      path: [],
      name: "positional",
      expected: expected === undefined ? "absent (one object parameter)" : `[${expected.join(", ")}]`,
      actual:
        actual === undefined
          ? "absent"
          : `[${actual.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ")}]`,
    },
  ];
}

// ─── normalisation ──────────────────────────────────────────────────────────────────────────────

/** One schema node seen as a union: primitive type names, enum values, object and array members. */
interface Shape {
  /** Nothing structural could be read: skip. */
  unknown: boolean;
  nullable: boolean;
  /**
   * `Date` is a string on the wire that the registry turns into a `Date` (the node carries the
   * registry's mark): a different contract from `string`, since the function receives another type.
   */
  primitives: Set<"string" | "number" | "integer" | "boolean" | "Date">;
  /** Enum/const values other than null, JSON-encoded for set comparison. */
  values: Set<string>;
  objects: Member[];
  arrays: Member[];
}

interface Member {
  schema: JsonSchema;
  /** Path of this member in its own root (meaningful for the actual side). */
  path: string[];
}

const PRIMITIVES = new Set(["string", "number", "integer", "boolean"]);

function emptyShape(): Shape {
  return { unknown: false, nullable: false, primitives: new Set(), values: new Set(), objects: [], arrays: [] };
}

/** Follows local `$ref`s (`#/$defs/x`, `#/definitions/x`, `#`) within `root`. */
function resolveRef(root: unknown, ref: string): { schema: JsonSchema; path: string[] } | undefined {
  if (ref === "#") return isRecord<JsonSchema>(root) ? { schema: root, path: [] } : undefined;
  if (!ref.startsWith("#/")) return undefined;
  const path = ref
    .slice(2)
    .split("/")
    .map((part) => decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~"));
  let node: unknown = root;
  for (const part of path) {
    if (!isRecord<JsonSchema>(node) || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return isRecord<JsonSchema>(node) ? { schema: node, path } : undefined;
}

function shapeOf(schema: unknown, path: string[], root: unknown, depth = 0): Shape {
  const shape = emptyShape();
  if (!isRecord<JsonSchema>(schema) || depth > 20) {
    shape.unknown = true;
    return shape;
  }
  let structural = false;
  if (typeof schema.$ref === "string") {
    const target = resolveRef(root, schema.$ref);
    if (!target) {
      shape.unknown = true;
      return shape;
    }
    return shapeOf(target.schema, target.path, root, depth + 1);
  }
  if (schema.allOf !== undefined || schema.not !== undefined || schema.if !== undefined) {
    shape.unknown = true;
    return shape;
  }
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const members = schema[keyword];
    if (!Array.isArray(members)) continue;
    structural = true;
    members.forEach((member, i) => {
      const inner = shapeOf(member, [...path, keyword, String(i)], root, depth + 1);
      mergeShape(shape, inner);
    });
  }
  const enumValues = Array.isArray(schema.enum)
    ? schema.enum
    : "const" in schema
      ? [schema.const as JsonValue]
      : undefined;
  if (enumValues) {
    structural = true;
    for (const value of enumValues) {
      if (value === null) shape.nullable = true;
      else shape.values.add(canonicalJson(value));
    }
    // The enum already fixes the values; `type` next to it only adds (or confirms) null.
    if (typeNames(schema.type).includes("null")) shape.nullable = true;
  } else if (schema.type !== undefined) {
    const names = typeNames(schema.type);
    if (names.length === 0) {
      shape.unknown = true;
      return shape;
    }
    structural = true;
    for (const name of names) {
      if (name === "null") shape.nullable = true;
      else if (name === "object") shape.objects.push({ schema, path });
      else if (name === "array") shape.arrays.push({ schema, path });
      else if (name === "string" && isDateNode(schema)) shape.primitives.add("Date");
      else if (PRIMITIVES.has(name)) shape.primitives.add(name as "string");
      else {
        shape.unknown = true;
        return shape;
      }
    }
  } else if (!Array.isArray(schema.anyOf) && !Array.isArray(schema.oneOf)) {
    if (isRecord<JsonSchema>(schema.properties)) {
      structural = true;
      shape.objects.push({ schema, path });
    } else if (schema.items !== undefined || schema.prefixItems !== undefined) {
      structural = true;
      shape.arrays.push({ schema, path });
    }
  }
  if (schema.nullable === true) shape.nullable = true;
  if (!structural) shape.unknown = true;
  return shape;
}

function typeNames(type: unknown): string[] {
  if (typeof type === "string") return [type];
  if (Array.isArray(type) && type.every((t) => typeof t === "string")) return type as string[];
  return [];
}

function mergeShape(into: Shape, from: Shape): void {
  into.unknown ||= from.unknown;
  into.nullable ||= from.nullable;
  for (const p of from.primitives) into.primitives.add(p);
  for (const v of from.values) into.values.add(v);
  into.objects.push(...from.objects);
  into.arrays.push(...from.arrays);
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` enum values compare equal. */
function canonicalJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] as JsonValue)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// ─── comparison ─────────────────────────────────────────────────────────────────────────────────

interface NodeFacts {
  /** The function's property is optional but the schema lists it in `required` (strict form). */
  optionalButRequired: boolean;
}

function compareNode(ctx: Context, expected: unknown, actual: unknown, path: string[], facts: NodeFacts): void {
  const e = shapeOf(expected, [], ctx.expectedRoot);
  const a = shapeOf(actual, path, ctx.actualRoot);
  if (e.unknown || a.unknown) return;

  // A boolean written as the literal union `true | false` is the same contract as `boolean`.
  collapseBooleanValues(e);
  collapseBooleanValues(a);
  // `integer` in the schema is a refinement the model honours; a `number` parameter accepts it.
  if (a.primitives.has("integer") && e.primitives.has("number") && !e.primitives.has("integer")) {
    a.primitives.delete("integer");
    a.primitives.add("number");
  }

  const nullDiffers =
    ctx.strictNullChecks && e.nullable !== a.nullable && !(a.nullable && !e.nullable && facts.optionalButRequired);
  const membersDiffer =
    !sameSet(e.primitives, a.primitives) ||
    !sameSet(e.values, a.values) ||
    e.objects.length !== a.objects.length ||
    e.arrays.length !== a.arrays.length;

  // A schema narrower than the code (an enum on a string, no null where null is accepted) lets
  // the model send only values the code takes: it breaks no call, so it is not drift.
  // In OpenAI strict mode `null` is how the model leaves out an optional parameter: a schema
  // without it forces the model to invent a value, so it is drift there.
  const narrower = narrows(e, a, ctx.strictNullChecks) && !(ctx.strict && e.nullable && !a.nullable);
  if ((membersDiffer || nullDiffers) && !narrower) {
    const kind = membersDiffer && isEnumOnlyDifference(e, a) ? "enum-mismatch" : "type-mismatch";
    ctx.drifts.push({
      kind,
      path,
      name: displayName(path),
      expected: describeShape(e, ctx.expectedRoot, !ctx.strictNullChecks),
      actual: describeShape(a, ctx.actualRoot, !ctx.strictNullChecks),
      expectedSchema: resolveForFix(expected, ctx.expectedRoot),
    });
    if (membersDiffer) return;
  }
  // Same kinds of members: look inside. With several objects/arrays in one union the pairing
  // cannot be told, so those are skipped.
  if (e.objects.length === 1 && a.objects.length === 1) {
    compareObject(ctx, e.objects[0]!.schema, a.objects[0]!.schema, a.objects[0]!.path);
  }
  if (e.arrays.length === 1 && a.arrays.length === 1) {
    compareArray(ctx, e.arrays[0]!.schema, a.arrays[0]!.schema, a.arrays[0]!.path);
  }
}

/**
 * Whether every value the written schema allows is one the function takes: its primitives are the
 * function's, its enum values are the function's or of a primitive the function takes whole, and
 * it allows `null` only where the function does. Objects and arrays pair up one to one.
 */
function narrows(e: Shape, a: Shape, strictNullChecks: boolean): boolean {
  if (a.unknown || e.unknown) return false;
  if (a.primitives.size === 0 && a.values.size === 0 && a.objects.length === 0 && a.arrays.length === 0) return false;
  for (const primitive of a.primitives) if (!e.primitives.has(primitive)) return false;
  for (const value of a.values) {
    if (e.values.has(value)) continue;
    const parsed = JSON.parse(value) as JsonValue;
    const family =
      typeof parsed === "number" ? (Number.isInteger(parsed) ? ["number", "integer"] : ["number"]) : [typeof parsed];
    if (!family.some((f) => e.primitives.has(f as "string"))) return false;
  }
  if (a.objects.length !== 0 && a.objects.length !== e.objects.length) return false;
  if (a.arrays.length !== 0 && a.arrays.length !== e.arrays.length) return false;
  return !strictNullChecks || !a.nullable || e.nullable;
}

function collapseBooleanValues(shape: Shape): void {
  if (shape.values.has("true") && shape.values.has("false")) {
    shape.values.delete("true");
    shape.values.delete("false");
    shape.primitives.add("boolean");
  }
}

/** True when both sides draw from the same primitive families and differ only in enum-vs-type. */
function isEnumOnlyDifference(e: Shape, a: Shape): boolean {
  if (e.values.size === 0 && a.values.size === 0) return false;
  if (e.objects.length !== a.objects.length || e.arrays.length !== a.arrays.length) return false;
  return sameSet(families(e), families(a));
}

function families(shape: Shape): Set<string> {
  const out = new Set<string>();
  for (const p of shape.primitives) out.add(p === "integer" ? "number" : p);
  for (const v of shape.values) {
    const value = JSON.parse(v) as JsonValue;
    out.add(Array.isArray(value) ? "array" : typeof value);
  }
  return out;
}

function compareObject(ctx: Context, expected: JsonSchema, actual: JsonSchema, path: string[]): void {
  const seen = ctx.inProgress.get(expected) ?? new Set<object>();
  if (seen.has(actual)) return;
  seen.add(actual);
  ctx.inProgress.set(expected, seen);
  try {
    const expectedProps = isRecord<JsonSchema>(expected.properties) ? expected.properties : undefined;
    if (!expectedProps) {
      // A record (`additionalProperties: T`) or an open object: compare the value schemas only.
      if (isRecord<JsonSchema>(expected.additionalProperties) && isRecord<JsonSchema>(actual.additionalProperties)) {
        compareNode(
          ctx,
          expected.additionalProperties,
          actual.additionalProperties,
          [...path, "additionalProperties"],
          {
            optionalButRequired: false,
          },
        );
      }
      return;
    }
    if (actual.properties !== undefined && !isRecord<JsonSchema>(actual.properties)) return;
    const actualProps: Record<string, unknown> = actual.properties ?? {};
    const expectedRequired = new Set(stringArray(expected.required));
    const actualRequired = new Set(stringArray(actual.required));
    const propertiesPath = [...path, "properties"];

    const missing = Object.keys(expectedProps).filter((key) => !Object.hasOwn(actualProps, key));
    // A type with an index signature (`{ id: string } & Record<string, unknown>`) takes any other
    // property: the schema's extra ones are not drift.
    const open = isRecord<JsonSchema>(expected.additionalProperties) || expected.additionalProperties === true;
    const extra = open ? [] : Object.keys(actualProps).filter((key) => !Object.hasOwn(expectedProps, key));
    const rename = missing.length === 1 && extra.length === 1 ? { from: extra[0]!, to: missing[0]! } : undefined;

    for (const key of missing) {
      ctx.drifts.push({
        kind: "missing-property",
        path: propertiesPath,
        name: displayName([...propertiesPath, key]),
        property: key,
        expected: describeSchema(expectedProps[key], ctx.expectedRoot, !ctx.strictNullChecks),
        actual: "absent",
        expectedSchema: resolveForFix(expectedProps[key], ctx.expectedRoot),
        expectedRequired: expectedRequired.has(key),
        ...(rename && { rename }),
      });
    }
    for (const key of extra) {
      ctx.drifts.push({
        kind: "extra-property",
        path: [...propertiesPath, key],
        name: displayName([...propertiesPath, key]),
        property: key,
        expected: "absent",
        actual: describeSchema(actualProps[key], ctx.actualRoot, !ctx.strictNullChecks),
        ...(rename && { rename }),
      });
    }
    for (const key of Object.keys(expectedProps)) {
      if (!Object.hasOwn(actualProps, key)) continue;
      const propertyPath = [...propertiesPath, key];
      const isRequired = expectedRequired.has(key);
      const listed = actualRequired.has(key);
      // Strict form: optional written as required + nullable. Required without null is drift.
      const strictFormOptional = !isRequired && listed && canBeNull(actualProps[key], ctx.actualRoot);
      if (isRequired !== listed && !strictFormOptional) {
        ctx.drifts.push({
          kind: "required-mismatch",
          path: propertyPath,
          name: displayName(propertyPath),
          property: key,
          expected: isRequired ? "required" : "optional",
          actual: listed ? "required" : "optional",
          expectedRequired: isRequired,
          ...(ctx.strict && { strictMode: true }),
        });
      }
      compareNode(ctx, expectedProps[key], actualProps[key], propertyPath, { optionalButRequired: strictFormOptional });
    }
  } finally {
    seen.delete(actual);
  }
}

function compareArray(ctx: Context, expected: JsonSchema, actual: JsonSchema, path: string[]): void {
  if (Array.isArray(expected.prefixItems) || Array.isArray(actual.prefixItems)) {
    if (!Array.isArray(expected.prefixItems) || !Array.isArray(actual.prefixItems)) return;
    const count = Math.min(expected.prefixItems.length, actual.prefixItems.length);
    for (let i = 0; i < count; i++) {
      compareNode(ctx, expected.prefixItems[i], actual.prefixItems[i], [...path, "prefixItems", String(i)], {
        optionalButRequired: false,
      });
    }
    return;
  }
  if (!isRecord<JsonSchema>(expected.items)) return;
  if (actual.items === undefined) {
    ctx.drifts.push({
      kind: "type-mismatch",
      path,
      name: displayName(path),
      expected: describeSchema(expected, ctx.expectedRoot, !ctx.strictNullChecks),
      actual: "array of anything",
      expectedSchema: resolveForFix(expected, ctx.expectedRoot),
    });
    return;
  }
  compareNode(ctx, expected.items, actual.items, [...path, "items"], { optionalButRequired: false });
}

function canBeNull(schema: unknown, root: unknown): boolean {
  const shape = shapeOf(schema, [], root);
  return !shape.unknown && shape.nullable;
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function sameSet<T>(a: Set<T>, b: Set<T>): boolean {
  if (a.size !== b.size) return false;
  for (const v of a) if (!b.has(v)) return false;
  return true;
}

/** A fix must not write `$ref`s into `#/$defs` the hand-written schema lacks: inline one level. */
function resolveForFix(schema: unknown, root: JsonSchema): JsonSchema | undefined {
  if (!isRecord<JsonSchema>(schema)) return undefined;
  if (typeof schema.$ref === "string") {
    const target = resolveRef(root, schema.$ref);
    if (!target) return undefined;
    const { $ref: _ref, ...rest } = schema;
    return { ...target.schema, ...rest };
  }
  return schema;
}

// ─── descriptions ───────────────────────────────────────────────────────────────────────────────

/** The parameter path of a JSON path: `properties/a/properties/b` → `a.b`, `items` → `[]`. */
export function displayName(path: readonly string[]): string {
  let out = "";
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    if (part === "properties" && i + 1 < path.length) {
      out += out === "" ? path[++i] : `.${path[++i]}`;
    } else if (part === "items") out += "[]";
    else if (part === "prefixItems" && i + 1 < path.length) out += `[${path[++i]}]`;
    else if (part === "additionalProperties") out += "[key]";
    else if ((part === "anyOf" || part === "oneOf") && i + 1 < path.length) i++;
  }
  return out === "" ? "(root)" : out;
}

/** A TypeScript-like rendering of a schema's type, for messages: `string | null`, `"c" | "f"`, `number[]`. */
export function describeSchema(schema: unknown, root: unknown, hideNull = false): string {
  return describeShape(shapeOf(schema, [], root), root, hideNull);
}

function describeShape(shape: Shape, root: unknown, hideNull: boolean, depth = 0): string {
  if (shape.unknown) return "unknown";
  const parts: string[] = [...shape.primitives];
  for (const v of shape.values) parts.push(v);
  for (const _ of shape.objects) parts.push("object");
  for (const member of shape.arrays) {
    const items = member.schema.items;
    const inner =
      depth < 3 && isRecord<JsonSchema>(items)
        ? describeShape(shapeOf(items, [], root), root, hideNull, depth + 1)
        : "unknown";
    parts.push(inner.includes(" | ") ? `(${inner})[]` : `${inner}[]`);
  }
  if (shape.nullable && !hideNull) parts.push("null");
  return parts.length === 0 ? "never" : parts.join(" | ");
}
