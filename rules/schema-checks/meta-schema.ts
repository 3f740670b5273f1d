// JSON Schema validity as ajv judges it: a schema against its dialect's meta-schema, and a `default`
// against the schema it sits in. The draft-07 and 2020-12 meta-schemas are checked by ajv's own
// standalone validators, compiled ahead of time (meta-validators/): compiling them on the first lint
// was a visible part of a project's first file. ajv itself, whose compiler is slow to load, is loaded
// only when a schema needs it: one naming 2019-09, or one whose `default` is not plainly valid (see plainlySatisfies).
import { createRequire } from "node:module";
import type { Ajv as AjvClass, ErrorObject, Options } from "ajv/dist/ajv.js";
import type { JsonValue } from "../../src/schema/json-schema.js";
import { load as loadDraft07 } from "./meta-validators/draft-07.js";
import { load as loadDraft2020 } from "./meta-validators/2020-12.js";
import { ANNOTATION_KEYWORDS } from "../../src/schema/keywords.js";
import { type JsonObject, isJsonObject } from "./walk.js";

/** The JSON Schema dialects ajv ships meta-schemas for. */
export type Dialect = "draft-07" | "2019-09" | "2020-12";

/** The options of every ajv valid-schema uses, the precompiled validators' included. */
export const AJV_OPTIONS = {
  allErrors: true, // every invalid keyword, not only the first
  strict: false, // unknown keywords (`x-…`, `nullable`, `example`) are legal in tool schemas
  validateFormats: false, // a `format` is an annotation here; only its value's shape is judged
  addUsedSchema: false, // two tools may carry the same `$id`
  logger: false,
} as const satisfies Options;

/** A validator as ajv's standalone code defines it: errors of the last call on the function. */
type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const PRECOMPILED: Partial<Record<Dialect, () => Validator>> = {
  "draft-07": loadDraft07 as () => Validator,
  "2020-12": loadDraft2020 as () => Validator,
};
// These two live as long as the process, on purpose: they hold the JSON Schema dialects'
// meta-schema validators, which depend on no user file (the one cache lifetime, src/util/weak-cache.ts,
// is for what is read from user code).
const loaded = new Map<Dialect, Validator>();

function precompiledFor(dialect: Dialect): Validator | undefined {
  let validator = loaded.get(dialect);
  if (validator === undefined) {
    validator = PRECOMPILED[dialect]?.();
    if (validator !== undefined) loaded.set(dialect, validator);
  }
  return validator;
}

const require = createRequire(import.meta.url);
const instances = new Map<Dialect, AjvClass>();

function ajvFor(dialect: Dialect): AjvClass {
  let ajv = instances.get(dialect);
  if (ajv === undefined) {
    // Each instance compiles a handful of one-off schemas: ajv's optimising passes cost more than they save.
    const options = { ...AJV_OPTIONS, code: { optimize: false } };
    if (dialect === "draft-07") ajv = new (require("ajv/dist/ajv.js") as typeof import("ajv/dist/ajv.js")).Ajv(options);
    else if (dialect === "2019-09")
      ajv = new (require("ajv/dist/2019.js") as typeof import("ajv/dist/2019.js")).Ajv2019(options);
    else ajv = new (require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js")).Ajv2020(options);
    instances.set(dialect, ajv);
  }
  return ajv;
}

/**
 * The dialect a `$schema` value names; `undefined` for a dialect ajv cannot check (draft-04, a custom
 * meta-schema), and "absent" when the schema names none.
 */
export function declaredDialect(schema: JsonValue): Dialect | "absent" | undefined {
  if (!isJsonObject(schema) || schema.$schema === undefined) return "absent";
  const uri = schema.$schema;
  if (typeof uri !== "string") return undefined;
  if (/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/.test(uri)) return "draft-07";
  if (/^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/.test(uri)) return "2019-09";
  if (/^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/.test(uri)) return "2020-12";
  return undefined;
}

/** One way the schema breaks its meta-schema: the JSON Pointer of the offending value and ajv's error there. */
export interface MetaSchemaError {
  path: string;
  error: ErrorObject;
}

/**
 * The schema's meta-schema errors in `dialect`. `$schema` is set aside (the dialect was chosen from
 * it), so ajv never looks a meta-schema up by a URI it does not know.
 */
export function metaSchemaErrors(schema: JsonValue, dialect: Dialect): MetaSchemaError[] {
  const subject = isJsonObject(schema) && schema.$schema !== undefined ? withoutKey(schema, "$schema") : schema;
  const precompiled = precompiledFor(dialect);
  if (precompiled !== undefined) {
    if (precompiled(subject)) return [];
    return (precompiled.errors ?? []).map((error) => ({ path: error.instancePath, error }));
  }
  const ajv = ajvFor(dialect);
  // validateSchema resolves to a boolean for a schema without `$async`; the meta-schemas have none.
  if (ajv.validateSchema(subject as object | boolean) === true) return [];
  return (ajv.errors ?? []).map((error) => ({ path: error.instancePath, error }));
}

/**
 * Why `value` does not satisfy `schema` (ajv's first error, with where inside `value`), or undefined
 * when it does — or when ajv cannot compile `schema` on its own, e.g. a pattern that is not a valid
 * regular expression, in which case nothing can be said about the value.
 */
export function valueMismatch(schema: JsonObject, value: JsonValue, dialect: Dialect): ErrorObject | undefined {
  if (plainlySatisfies(schema, value)) return undefined;
  const ajv = ajvFor(dialect);
  let validate;
  try {
    validate = ajv.compile(schema);
  } catch {
    // ajv's only way of saying "this schema cannot be compiled": no verdict on the value.
    return undefined;
  } finally {
    // Compiled schemas are cached by object; these are one-off copies, so let them go.
    ajv.removeSchema(schema);
  }
  return validate(value) ? undefined : validate.errors?.[0];
}

/** Keywords that say nothing about a value here: annotations, and `format` (ajv does not check formats here). */
const ANNOTATIONS = new Set([...ANNOTATION_KEYWORDS, "format"]);

/**
 * Whether `value` plainly satisfies `schema`, told without ajv: a scalar meets `type`, `enum`,
 * `const` and numeric bounds; an empty list or object meets whatever its items or properties must
 * be. Anything else is for ajv to decide. Most defaults are this simple (`"basic"`, `5`, `false`,
 * `[]`), and loading ajv's compiler for them would cost more than the whole check.
 */
export function plainlySatisfies(schema: JsonObject, value: JsonValue): boolean {
  for (const [keyword, constraint] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword) || keyword.startsWith("x-")) continue;
    if (!meets(keyword, constraint, value)) return false;
  }
  return true;
}

function meets(keyword: string, constraint: JsonValue, value: JsonValue): boolean {
  const number = typeof value === "number" && typeof constraint === "number" ? value : undefined;
  const scalar = value === null || typeof value !== "object";
  switch (keyword) {
    case "type": {
      const types = Array.isArray(constraint) ? constraint : [constraint];
      return types.some((type) => type === jsonType(value) || (type === "number" && typeof value === "number"));
    }
    case "enum":
      return scalar && Array.isArray(constraint) && constraint.some((member) => member === value);
    case "const":
      return scalar && constraint === value;
    case "minimum":
      return number !== undefined && number >= (constraint as number);
    case "maximum":
      return number !== undefined && number <= (constraint as number);
    case "exclusiveMinimum":
      return number !== undefined && number > (constraint as number);
    case "exclusiveMaximum":
      return number !== undefined && number < (constraint as number);
    case "items":
    case "uniqueItems":
      return Array.isArray(value) && value.length === 0;
    case "properties":
    case "additionalProperties":
      return isJsonObject(value) && Object.keys(value).length === 0;
    default:
      return false;
  }
}

function jsonType(value: JsonValue): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function withoutKey(object: JsonObject, key: string): JsonObject {
  const copy: JsonObject = {};
  for (const [name, value] of Object.entries(object)) {
    // defineProperty: a key named "__proto__" must stay a key.
    if (name !== key)
      Object.defineProperty(copy, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
