/**
 * What the registry must do to a value that JSON cannot carry as its function's type. Types are
 * erased at run time, so the generator (and `eslint --fix`, which writes the generator's schema)
 * marks such a node in the registration itself, and the registry reads the mark. Providers never
 * see it: every dialect strips it (`withoutRuntimeMarks` in dialects.ts). Pure JSON, no
 * `typescript` import: the runtime, the generator and the rules share it.
 *
 * The one mark today: a `Date` travels as an ISO 8601 date-time string and is turned into a `Date`
 * before the call. A plain `string` with `format: "date-time"` carries no mark and stays a string.
 */
import type { JsonSchema } from "./json-schema.js";

/** The keyword of the mark; an `x-` keyword, which JSON Schema validators treat as an annotation. */
export const RUNTIME_MARK = "x-tool-schema";

/** The schema of a `Date` parameter: what the model sends (an ISO string) and the mark. */
export function dateSchema(): JsonSchema {
  return { type: "string", format: "date-time", [RUNTIME_MARK]: "Date" };
}

/** Whether this node (not its children) is marked as a `Date`. */
export function isDateNode(schema: JsonSchema): boolean {
  return schema[RUNTIME_MARK] === "Date";
}

/** Whether the mark appears anywhere in `value` (a schema or a part of one). */
export function hasRuntimeMarks(value: unknown, depth = 0): boolean {
  if (typeof value !== "object" || value === null || depth > 200) return false;
  if (Array.isArray(value)) return value.some((item) => hasRuntimeMarks(item, depth + 1));
  if (Object.hasOwn(value, RUNTIME_MARK)) return true;
  return Object.values(value).some((child) => hasRuntimeMarks(child, depth + 1));
}
