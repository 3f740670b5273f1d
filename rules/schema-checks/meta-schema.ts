// JSON Schema validity as ajv judges it: a schema against its dialect's meta-schema, and a `default`
// against the schema it sits in. ajv instances are made once, on first use (each compiles its
// meta-schemas, which takes milliseconds).
import { Ajv, type ErrorObject } from "ajv/dist/ajv.js";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { JsonValue } from "../../src/schema/json-schema.js";
import { type JsonObject, isJsonObject } from "./walk.js";

/** The JSON Schema dialects ajv ships meta-schemas for. */
export type Dialect = "draft-07" | "2019-09" | "2020-12";

type AnyAjv = Ajv | Ajv2019 | Ajv2020;

const OPTIONS = {
  allErrors: true, // every invalid keyword, not only the first
  strict: false, // unknown keywords (`x-…`, `nullable`, `example`) are legal in tool schemas
  validateFormats: false, // a `format` is an annotation here; only its value's shape is judged
  addUsedSchema: false, // two tools may carry the same `$id`
  logger: false,
  // Each validator runs a few times per lint: ajv's optimising passes cost more than they save
  // (compiling the draft-07 meta-schema: 27 → 22 ms).
  code: { optimize: false },
} as const;

const instances = new Map<Dialect, AnyAjv>();

function ajvFor(dialect: Dialect): AnyAjv {
  let ajv = instances.get(dialect);
  if (ajv === undefined) {
    ajv = dialect === "draft-07" ? new Ajv(OPTIONS) : dialect === "2019-09" ? new Ajv2019(OPTIONS) : new Ajv2020(OPTIONS);
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
  const ajv = ajvFor(dialect);
  const subject = isJsonObject(schema) && schema.$schema !== undefined ? withoutKey(schema, "$schema") : schema;
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

function withoutKey(object: JsonObject, key: string): JsonObject {
  const copy: JsonObject = {};
  for (const [name, value] of Object.entries(object)) {
    // defineProperty: a key named "__proto__" must stay a key.
    if (name !== key) Object.defineProperty(copy, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
