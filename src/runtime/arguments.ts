/**
 * Turning what the model sent into the value a tool is validated against and called with:
 * parsing, the hostile-input depth guard, and OpenAI strict mode's `null`-for-absent.
 */
import { acceptsNull } from "../schema/dialects.js";
import type { JsonSchema } from "../schema/json-schema.js";
import { isRecord } from "../util/is-record.js";

/**
 * Deeper arguments are refused before validation: validators and tools recurse over the value, and
 * a 100,000-level array must produce an error string, not a stack overflow.
 */
export const MAX_ARGUMENT_DEPTH = 100;

/** Whether `value` nests objects/arrays more than `remaining` levels deep. Recursion is bounded by `remaining`. */
export function exceedsDepth(value: unknown, remaining: number = MAX_ARGUMENT_DEPTH): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (remaining === 0) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (exceedsDepth(value[i], remaining - 1)) return true;
    return false;
  }
  for (const key in value) {
    if (exceedsDepth((value as Record<string, unknown>)[key], remaining - 1)) return true;
  }
  return false;
}

/**
 * Where `null` means "absent": the properties that are optional and not nullable in the registered
 * schema (OpenAI strict mode makes them nullable and required, so the model sends `null`).
 */
export interface NullPlan {
  /** Property names whose `null` value is removed. */
  readonly strip: string[];
  /** Plans for nested object properties. */
  readonly properties: [string, NullPlan][];
  /** Plan for the items of an array. */
  items: NullPlan | undefined;
}

/** The plan for a tool's parameters; `undefined` when no `null` ever needs removing. */
export function buildNullPlan(root: JsonSchema): NullPlan | undefined {
  const plans = new Map<JsonSchema, NullPlan | undefined>();

  function resolve(schema: JsonSchema, seen: Set<string>): JsonSchema | undefined {
    if (typeof schema.$ref === "string" && schema.$ref.startsWith("#")) {
      if (seen.has(schema.$ref)) return undefined;
      seen.add(schema.$ref);
      const target = pointer(root, schema.$ref.slice(1));
      return isRecord(target) ? resolve(target as JsonSchema, seen) : undefined;
    }
    // `anyOf: [T, {type: "null"}]` (a nullable object): the plan of T applies to non-null values.
    const branches = schema.anyOf;
    if (Array.isArray(branches)) {
      const nonNull = branches.filter((branch) => isRecord(branch) && branch.type !== "null");
      if (nonNull.length === 1) return resolve(nonNull[0]!, seen);
    }
    return schema;
  }

  /** `schema` with its chain of local `$ref`s followed (for asking whether it accepts null). */
  function deref(schema: JsonSchema): JsonSchema {
    const seen = new Set<string>();
    let current = schema;
    while (typeof current.$ref === "string" && current.$ref.startsWith("#") && !seen.has(current.$ref)) {
      seen.add(current.$ref);
      const target = pointer(root, current.$ref.slice(1));
      if (!isRecord(target)) break;
      current = target as JsonSchema;
    }
    return current;
  }

  function plan(schema: JsonSchema): NullPlan | undefined {
    const target = resolve(schema, new Set());
    if (!target) return undefined;
    if (plans.has(target)) return plans.get(target);
    const result: NullPlan = { strip: [], properties: [], items: undefined };
    plans.set(target, result); // placed before recursing, so recursive schemas terminate
    const required = new Set(Array.isArray(target.required) ? target.required : []);
    const properties = isRecord(target.properties) ? (target.properties as Record<string, JsonSchema>) : {};
    for (const [name, child] of Object.entries(properties)) {
      if (!isRecord(child)) continue;
      if (!required.has(name) && !acceptsNull(deref(child))) result.strip.push(name);
      const childPlan = plan(child);
      if (childPlan) result.properties.push([name, childPlan]);
    }
    if (isRecord(target.items)) result.items = plan(target.items as JsonSchema);
    const useful = result.strip.length > 0 || result.properties.length > 0 || result.items !== undefined;
    if (!useful) plans.set(target, undefined);
    return useful ? result : undefined;
  }

  return plan(root);
}

/** The value at a local `$ref`'s JSON Pointer (the part after `#`) in `root`, or undefined. */
export function pointer(root: unknown, path: string): unknown {
  let current = root;
  if (path === "") return current;
  for (const raw of path.slice(1).split("/")) {
    const segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isRecord(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

/**
 * `value` with each `null` the plan marks as "absent" removed. Returns `value` itself when there is
 * nothing to remove, otherwise a copy (the caller's object is never mutated).
 */
export function applyNullPlan(value: unknown, plan: NullPlan): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    if (!plan.items) return value;
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = applyNullPlan(value[i], plan.items);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const name of plan.strip) {
    if (record[name] === null && Object.hasOwn(record, name)) {
      copy ??= { ...record };
      delete copy[name];
    }
  }
  for (const [name, childPlan] of plan.properties) {
    if (!Object.hasOwn(record, name)) continue;
    const current = record[name];
    const next = applyNullPlan(current, childPlan);
    // `copy` has `name` as an own data property (spread copies own properties), so this assignment
    // sets that property even for the name "__proto__".
    if (next !== current) (copy ??= { ...record })[name] = next;
  }
  return copy ?? value;
}
