/**
 * The validator seam of `ToolRegistry`: any JSON Schema validator can check a tool's arguments if
 * it is wrapped as a `SchemaValidator`. The registry turns the issues into the lines the model reads
 * (`/count: expected integer, got string "3"`), so adapters only say where and what was expected.
 */
import type { JsonSchema } from "../schema/json-schema.js";
import { declaredProperties } from "./closed.js";
import { pointerSegment, unescapeSegment, valueAtPointer } from "../schema/pointer.js";
import { isRecord } from "../util/is-record.js";

export { valueAtPointer };

/** One failing place in a tool's arguments. */
export interface ValidationIssue {
  /**
   * JSON Pointer (RFC 6901, `~0`/`~1` escapes, no `#`) to the failing value: `"/count"`,
   * `"/items/0/name"`; `""` is the arguments object itself. A missing required property is
   * reported at the path it should have had.
   */
  readonly path: string;
  /** What the schema wants there, completing "expected …": `integer`, `one of "c", "f"`. */
  readonly expected: string;
  /**
   * Optional, for a "did you mean" hint: `"unknown-property"` when the value at `path` is a
   * property its object does not declare, `"missing-property"` when `path` names a required
   * property that was not sent. `declared` then lists the object's declared property names.
   */
  readonly kind?: "unknown-property" | "missing-property";
  readonly declared?: readonly string[];
}

/** Checks one value; returns no issues (any empty array, may be shared) when it is valid. */
export type ValidateFunction = (value: unknown) => readonly ValidationIssue[];

/**
 * A JSON Schema validator for tool arguments. `compile` is called once per tool, lazily, on its
 * first `invoke`; it may throw for a schema it cannot compile (the invoke then returns a string
 * naming the tool and the reason). The schema passed in is deeply frozen: copy it if the
 * validator needs to annotate it.
 */
export interface SchemaValidator {
  compile(schema: JsonSchema): ValidateFunction;
}

/** Shared by validators for "no issues", so a valid call allocates nothing. */
export const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);

/**
 * The sub-schema at a schema location such as `#/properties/r/$ref/properties/x`, following local
 * `$ref`s where a segment is `$ref` (the form validators use in keyword locations).
 */
export function schemaAtLocation(root: JsonSchema, location: string): unknown {
  const pointer = location.startsWith("#") ? location.slice(1) : location;
  let current: unknown = root;
  if (pointer === "") return current;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = unescapeSegment(safeDecode(raw));
    if (segment === "$ref" && isRecord(current) && typeof current.$ref === "string") {
      current = current.$ref.startsWith("#") ? schemaAtLocation(root, current.$ref) : undefined;
      continue;
    }
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const MAX_LISTED = 12;

/** A short list of JSON values: `"c", "f"`, cut after a dozen. */
function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED).map((value) => JSON.stringify(value) ?? String(value));
  return values.length > MAX_LISTED ? `${shown.join(", ")}, … (${values.length} values)` : shown.join(", ");
}

/** A few words for what a schema accepts: `string`, `array of integer`, `object`, `one of "a", "b"`. */
export function summarizeSchema(schema: unknown): string {
  if (schema === true || (isRecord(schema) && Object.keys(schema).length === 0)) return "any value";
  if (schema === false) return "no value";
  if (!isRecord(schema)) return "a value";
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop() || "a value";
  if ("const" in schema) return JSON.stringify(schema.const) ?? "a constant";
  if (Array.isArray(schema.enum)) return `one of ${listValues(schema.enum)}`;
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) return branches.map(summarizeSchema).join(" or ");
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === "string" ? [schema.type] : [];
  if (types.length === 0) return isRecord(schema.properties) ? "object" : "a value";
  return types.map((type) => summarizeType(String(type), schema)).join(" or ");
}

/** `array of string`, `object {a, b}` (its property names, so object branches can be told apart), `integer`. */
function summarizeType(type: string, schema: Record<string, unknown>): string {
  if (type === "array" && isRecord(schema.items)) return `array of ${summarizeSchema(schema.items)}`;
  if (type === "object" && isRecord(schema.properties)) {
    const names = Object.keys(schema.properties);
    if (names.length > 0) return `object {${names.slice(0, 6).join(", ")}${names.length > 6 ? ", …" : ""}}`;
  }
  return type;
}

/**
 * What a failing keyword expected, completing "expected …". `value` is the keyword's value in the
 * schema, `parent` the schema object holding it.
 */
export function describeExpectation(keyword: string, value: unknown, parent?: unknown): string {
  switch (keyword) {
    case "type":
      return Array.isArray(value) ? value.join(" or ") : String(value);
    case "enum":
      return Array.isArray(value) ? `one of ${listValues(value)}` : "one of the allowed values";
    case "const":
      return JSON.stringify(value) ?? "the constant value";
    case "minimum":
      return `a number >= ${String(value)}`;
    case "maximum":
      return `a number <= ${String(value)}`;
    case "exclusiveMinimum":
      return `a number > ${String(value)}`;
    case "exclusiveMaximum":
      return `a number < ${String(value)}`;
    case "multipleOf":
      return `a multiple of ${String(value)}`;
    case "minLength":
      return `a string of at least ${String(value)} characters`;
    case "maxLength":
      return `a string of at most ${String(value)} characters`;
    case "pattern":
      return `a string matching the pattern ${String(value)}`;
    case "format":
      return `a string in "${String(value)}" format`;
    case "minItems":
      return `an array of at least ${String(value)} items`;
    case "maxItems":
      return `an array of at most ${String(value)} items`;
    case "uniqueItems":
      return "an array without duplicate items";
    case "minProperties":
      return `an object with at least ${String(value)} properties`;
    case "maxProperties":
      return `an object with at most ${String(value)} properties`;
    case "anyOf":
      return Array.isArray(value) ? `one of: ${value.map(summarizeSchema).join(" | ")}` : "one of the alternatives";
    case "oneOf":
      return Array.isArray(value)
        ? `exactly one of: ${value.map(summarizeSchema).join(" | ")}`
        : "exactly one of the alternatives";
    case "not":
      return `anything but ${summarizeSchema(value)}`;
    case "required":
      return `${summarizeSchema(parent)} (required property)`;
    case "additionalProperties":
      return `no such property (allowed: ${allowedProperties(parent)})`;
    case "false":
      return "no value here";
    case "items":
      // `items: false` after `prefixItems`: a closed tuple.
      return value === false && isRecord(parent) && Array.isArray(parent.prefixItems)
        ? `an array of at most ${parent.prefixItems.length} items`
        : `a value satisfying "items"`;
    default:
      return `a value satisfying "${keyword}"`;
  }
}

function allowedProperties(objectSchema: unknown): string {
  const properties =
    isRecord(objectSchema) && isRecord(objectSchema.properties) ? Object.keys(objectSchema.properties) : [];
  return properties.length === 0 ? "none" : properties.join(", ");
}

/** Issue for a missing required property `name` of the object schema `objectSchema` at `path`; `root` resolves its `$ref`s. */
export function missingPropertyIssue(
  path: string,
  name: string,
  objectSchema: unknown,
  root: JsonSchema,
): ValidationIssue {
  const properties = isRecord(objectSchema) && isRecord(objectSchema.properties) ? objectSchema.properties : {};
  const propertySchema = Object.hasOwn(properties, name) ? properties[name] : undefined;
  return {
    path: path + pointerSegment(name),
    expected: describeExpectation("required", undefined, propertySchema),
    kind: "missing-property",
    declared: declaredProperties(objectSchema, root),
  };
}

/** Issue for a property `name` that the object schema `objectSchema` at `path` does not allow; `root` resolves its `$ref`s. */
export function unexpectedPropertyIssue(
  path: string,
  name: string,
  objectSchema: unknown,
  root: JsonSchema,
): ValidationIssue {
  const declared = declaredProperties(objectSchema, root);
  return {
    path: path + pointerSegment(name),
    expected: `no such property (allowed: ${declared.length === 0 ? "none" : declared.join(", ")})`,
    kind: "unknown-property",
    declared,
  };
}

// Formats checked by the default validator. Each pattern is linear-time (no nested or adjacent
// overlapping quantifiers), so a multi-megabyte string cannot make validation hang.
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/i;
// RFC 3339 date-time (time zone required), in one pass: the runtime parses every `Date` argument
// with it, after the validator checked the same string.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(?:\.(\d+))?(?:[Zz]|([+-])([01]\d|2[0-3]):([0-5]\d))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** 400 Gregorian years, in milliseconds: `Date.UTC` reads years 0-99 as 1900-1999. */
const FOUR_CENTURIES_MS = 146_097 * 86_400_000;

function existingDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

function isValidDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && existingDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The instant an RFC 3339 date-time names, in milliseconds since the epoch, and whether it is a
 * leap second (`23:59:60Z`, valid in the format, but no `Date` holds one); `undefined` when `text`
 * is not a date-time with a time zone on a day that exists.
 */
export function parseDateTime(text: string): { millis: number; leapSecond: boolean } | undefined {
  const match = DATE_TIME.exec(text);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!existingDay(year, month, day)) return undefined;
  const second = Number(match[6]);
  const fraction = match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, "0"));
  const utc =
    year < 100
      ? Date.UTC(year + 400, month - 1, day, Number(match[4]), Number(match[5]), second, fraction) - FOUR_CENTURIES_MS
      : Date.UTC(year, month - 1, day, Number(match[4]), Number(match[5]), second, fraction);
  const offset = match[8] === undefined ? 0 : (Number(match[9]) * 60 + Number(match[10])) * (match[8] === "-" ? -1 : 1);
  return { millis: utc - offset * 60_000, leapSecond: second === 60 };
}

/** Format checkers: name → test. Unlisted formats are annotations only. */
export const FORMAT_CHECKS: Readonly<Record<string, (text: string) => boolean>> = {
  date: isValidDate,
  time: (text) => TIME.test(text),
  "date-time": (text) => parseDateTime(text) !== undefined,
  email: (text) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text),
  uuid: (text) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text),
  ipv4: (text) => /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(text),
  uri: (text) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(text),
};

/** Errors beyond this many (in the validator's order) are not analysed or reported. */
export const MAX_ANALYSED_ERRORS = 1000;

/** How `reportedErrors` reads a validator's own error objects. */
export interface ErrorView<E> {
  /** Instance path as a JSON Pointer. */
  path(error: E): string;
  keyword(error: E): string;
  /** The branch schemas of an `anyOf`/`oneOf` error; `root` is the schema validated against. */
  branches(combinator: E, root: JsonSchema): unknown;
  /** Whether `error` arose while checking a branch of `combinator`. */
  inBranch(error: E, combinator: E): boolean;
  /** Which branch of `combinator` `error` arose in, when the error's schema location says so. */
  branchIndex(error: E, combinator: E): number | undefined;
}

/**
 * The errors worth showing the model. A failed `anyOf`/`oneOf` yields one error per failed branch
 * plus its own; when the value's JSON type fits exactly one branch (`{…}` against
 * `anyOf: [Node, null]`), that branch's errors say what to fix, so they replace the combinator's
 * "expected one of: …". Otherwise the branch errors are dropped and the combinator's line remains.
 */
export function reportedErrors<E>(allErrors: readonly E[], view: ErrorView<E>, root: JsonSchema, value: unknown): E[] {
  // The model reads 20 lines; a hostile value can raise hundreds of thousands of errors, and the
  // combinator analysis below is quadratic in what it is given.
  const errors = allErrors.length > MAX_ANALYSED_ERRORS ? allErrors.slice(0, MAX_ANALYSED_ERRORS) : allErrors;
  const combinators = errors.filter((error) => view.keyword(error) === "anyOf" || view.keyword(error) === "oneOf");
  if (combinators.length === 0) return [...errors];
  const keep = new Set(
    errors.filter(
      (error) => !combinators.some((combinator) => combinator !== error && view.inBranch(error, combinator)),
    ),
  );
  for (const combinator of combinators) {
    const branches = view.branches(combinator, root);
    const path = view.path(combinator);
    const type = jsonType(valueAtPointer(value, path));
    const candidates = Array.isArray(branches)
      ? branches.flatMap((branch, index) => (branchAccepts(branch, type, root) ? [index] : []))
      : [];
    if (candidates.length !== 1 || view.keyword(combinator) !== "anyOf") continue;
    const candidate = candidates[0]!;
    // An error at the combinator's own path may come from any branch: it is the candidate's when its
    // schema location says so, or (locations through a `$ref` name no branch) when the candidate is
    // the only `$ref` branch. Deeper errors can only come from a branch the value's type fits.
    const refBranches = (branches as unknown[]).flatMap((branch, index) => (isRefSchema(branch) ? [index] : []));
    const unattributedIsCandidate = refBranches.length === 1 && refBranches[0] === candidate;
    const fromCandidate = errors.filter((error) => {
      if (error === combinator || !view.inBranch(error, combinator)) return false;
      if (view.path(error) !== path) return true;
      const index = view.branchIndex(error, combinator);
      return index === undefined ? unattributedIsCandidate : index === candidate;
    });
    if (fromCandidate.length === 0) continue;
    keep.delete(combinator);
    for (const error of fromCandidate) keep.add(error);
  }
  // Errors rescued from a branch may themselves sit inside an outer combinator's dropped branch: keep order stable.
  return errors.filter((error) => keep.has(error));
}

const isRefSchema = (schema: unknown): boolean =>
  typeof schema === "object" && schema !== null && typeof (schema as JsonSchema).$ref === "string";

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Whether a branch may accept a value of JSON type `type`; `true` when the branch does not say. */
function branchAccepts(branch: unknown, type: string, root: JsonSchema, depth = 0): boolean {
  if (branch === false) return false;
  if (typeof branch !== "object" || branch === null || depth > 20) return true;
  const schema = branch as JsonSchema;
  if (typeof schema.$ref === "string" && schema.$ref.startsWith("#")) {
    return branchAccepts(schemaAtLocation(root, schema.$ref), type, root, depth + 1);
  }
  const fits = (candidate: string) => candidate === type || (candidate === "number" && type === "integer");
  if (schema.type !== undefined) return (Array.isArray(schema.type) ? schema.type : [schema.type]).some(fits);
  if ("const" in schema)
    return fits(jsonType(schema.const)) || (jsonType(schema.const) === "integer" && type === "number");
  if (Array.isArray(schema.enum)) return schema.enum.some((item) => fits(jsonType(item)));
  const nested = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(nested)) return nested.some((inner) => branchAccepts(inner, type, root, depth + 1));
  return true;
}

/** `3` for `#/properties/a/anyOf/3/type` after `#/properties/a/anyOf`; `undefined` when not below it. */
export function branchIndexAfter(location: string, combinatorLocation: string): number | undefined {
  if (!location.startsWith(`${combinatorLocation}/`)) return undefined;
  const segment = location.slice(combinatorLocation.length + 1).split("/", 1)[0]!;
  return /^\d+$/.test(segment) ? Number(segment) : undefined;
}
