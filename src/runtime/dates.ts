/**
 * `Date` parameters: the model sends an ISO 8601 date-time string where the registration's schema
 * carries the registry's mark (runtime-marks.ts), and the function receives a `Date`. The plan is
 * built once per tool from the registered schema; a tool without marks has none and pays nothing.
 */
import { isRecord } from "../util/is-record.js";
import type { JsonSchema } from "../schema/json-schema.js";
import { isDateNode } from "../schema/runtime-marks.js";
import { pointer } from "./arguments.js";
import { pointerSegment } from "../schema/pointer.js";
import { parseDateTime, type ValidationIssue } from "./validation.js";

/**
 * Where dates sit under one schema node. Lists rather than single children: the branches of an
 * `anyOf` are merged by concatenating their lists, which needs no recursion, so a recursive schema
 * (a tree of nodes with dates) cannot make the merge loop.
 */
export interface DatePlan {
  /** A string here becomes a `Date`. */
  date: boolean;
  /** Another branch takes plain strings (`string | Date`): a string that is no date stays a string. */
  stringsToo: boolean;
  readonly properties: [string, DatePlan][];
  readonly items: DatePlan[];
  /** The first index `items` applies to: the length of `prefixItems`. */
  itemsFrom: number;
  readonly prefixItems: [number, DatePlan][];
  /** For the values of a map (`Record<string, Date>`, `additionalProperties`). */
  readonly additional: DatePlan[];
}

const acceptsPlainStrings = (schema: JsonSchema): boolean =>
  !isDateNode(schema) &&
  (schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"))) &&
  schema.format !== "date-time";

/** The plan for a tool's parameters; `undefined` when no `Date` is marked anywhere. */
export function buildDatePlan(root: JsonSchema): DatePlan | undefined {
  const plans = new Map<JsonSchema, DatePlan | undefined>();

  function plan(schema: JsonSchema, depth: number): DatePlan | undefined {
    if (depth > 100) return undefined;
    if (typeof schema.$ref === "string") {
      const target = schema.$ref.startsWith("#") ? pointer(root, schema.$ref.slice(1)) : undefined;
      return isRecord(target) ? plan(target as JsonSchema, depth + 1) : undefined;
    }
    if (plans.has(schema)) return plans.get(schema);
    const result: DatePlan = {
      date: isDateNode(schema),
      stringsToo: false,
      properties: [],
      items: [],
      itemsFrom: Array.isArray(schema.prefixItems) ? schema.prefixItems.length : 0,
      prefixItems: [],
      additional: [],
    };
    plans.set(schema, result); // placed before recursing, so recursive schemas terminate
    if (isRecord(schema.properties)) {
      for (const [name, child] of Object.entries(schema.properties)) {
        const childPlan = isRecord(child) ? plan(child as JsonSchema, depth + 1) : undefined;
        if (childPlan) result.properties.push([name, childPlan]);
      }
    }
    if (isRecord(schema.items)) push(result.items, plan(schema.items as JsonSchema, depth + 1));
    if (isRecord(schema.additionalProperties)) {
      push(result.additional, plan(schema.additionalProperties as JsonSchema, depth + 1));
    }
    if (Array.isArray(schema.prefixItems)) {
      schema.prefixItems.forEach((child, index) => {
        const childPlan = isRecord(child) ? plan(child, depth + 1) : undefined;
        if (childPlan) result.prefixItems.push([index, childPlan]);
      });
    }
    for (const keyword of ["anyOf", "oneOf", "allOf"] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        const branchPlan = isRecord(branch) ? plan(branch as JsonSchema, depth + 1) : undefined;
        if (branchPlan) merge(result, branchPlan);
      }
      if (result.date) {
        result.stringsToo ||= branches.some((branch) => isRecord(branch) && acceptsPlainStrings(branch as JsonSchema));
      }
    }
    const useful =
      result.date ||
      result.properties.length > 0 ||
      result.items.length > 0 ||
      result.prefixItems.length > 0 ||
      result.additional.length > 0;
    if (!useful) plans.set(schema, undefined);
    return useful ? result : undefined;
  }

  return plan(root, 0);
}

function push(list: DatePlan[], plan: DatePlan | undefined): void {
  if (plan) list.push(plan);
}

function merge(into: DatePlan, from: DatePlan): void {
  into.date ||= from.date;
  into.stringsToo ||= from.stringsToo;
  into.properties.push(...from.properties);
  into.items.push(...from.items);
  into.itemsFrom = Math.max(into.itemsFrom, from.itemsFrom);
  into.prefixItems.push(...from.prefixItems);
  into.additional.push(...from.additional);
}

/** A marked string that is not a date a `Date` can hold: the issue the model reads. */
export class DateFailure {
  constructor(readonly issue: ValidationIssue) {}
}

/**
 * `value` with every marked date-time string replaced by its `Date`. Returns `value` itself when
 * nothing changes, otherwise a copy (the caller's object is never mutated). The string is checked
 * again here, not left to the validator: a custom validator may ignore `format`, and a leap second
 * (`23:59:60Z`) is a valid date-time that `Date` cannot hold.
 */
export function reviveDates(value: unknown, plan: DatePlan, path = ""): unknown {
  if (typeof value === "string") {
    if (!plan.date) return value;
    const date = toDate(value);
    if (date !== undefined) return date;
    return plan.stringsToo
      ? value
      : new DateFailure({
          path,
          expected: 'a date-time string with a time zone, such as "2026-12-05T14:30:00Z", that a Date can hold',
        });
  }
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    const revise = (index: number, childPlan: DatePlan): DateFailure | undefined => {
      const current = (copy ?? value)[index];
      const next = reviveDates(current, childPlan, `${path}/${index}`);
      if (next instanceof DateFailure) return next;
      if (next !== current) (copy ??= value.slice())[index] = next;
      return undefined;
    };
    for (const [index, childPlan] of plan.prefixItems) {
      if (index >= value.length) continue;
      const failure = revise(index, childPlan);
      if (failure) return failure;
    }
    for (const childPlan of plan.items) {
      for (let index = plan.itemsFrom; index < value.length; index++) {
        const failure = revise(index, childPlan);
        if (failure) return failure;
      }
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  const revise = (name: string, childPlan: DatePlan): DateFailure | undefined => {
    const current = (copy ?? record)[name];
    const next = reviveDates(current, childPlan, `${path}${pointerSegment(name)}`);
    if (next instanceof DateFailure) return next;
    // `copy` has `name` as an own data property (spread copies own properties), so this assignment
    // sets that property even for the name "__proto__".
    if (next !== current) (copy ??= { ...record })[name] = next;
    return undefined;
  };
  for (const [name, childPlan] of plan.properties) {
    if (!Object.hasOwn(record, name)) continue;
    const failure = revise(name, childPlan);
    if (failure) return failure;
  }
  if (plan.additional.length > 0) {
    const declared = new Set(plan.properties.map(([name]) => name));
    for (const name of Object.keys(record)) {
      if (declared.has(name)) continue;
      for (const childPlan of plan.additional) {
        const failure = revise(name, childPlan);
        if (failure) return failure;
      }
    }
  }
  return copy ?? value;
}

/** An RFC 3339 date-time (the JSON Schema `date-time` format: time zone required) as a `Date`. */
function toDate(text: string): Date | undefined {
  const parsed = parseDateTime(text);
  return parsed === undefined || parsed.leapSecond ? undefined : new Date(parsed.millis);
}
