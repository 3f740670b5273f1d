// The one "is this a plain object?" guard. Plain: the runtime imports it.

/**
 * Whether `value` is an object that is neither `null` nor an array: a JSON object, a schema
 * object, an arguments object. The type parameter names what the caller reads it as.
 */
export function isRecord<T extends object = Record<string, unknown>>(value: unknown): value is T {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
