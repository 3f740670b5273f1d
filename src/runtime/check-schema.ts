/**
 * Registration-time checks of a tool's `parameters`: the mistakes a developer makes by hand
 * (`type: "strnig"`, `required: "city"`, a `$ref` to nowhere) are found when `tool()` is called,
 * at startup, with the keyword and where it is, instead of at the model's first call with a message
 * addressed to the model. Validators compile lazily (ajv needs milliseconds per schema), so what is
 * checked here is what would make a schema uncompilable or a tool uncallable.
 */
import type { JsonSchema } from "../schema/json-schema.js";
import { admitsUnlisted, subschemaKeyword, subschemas } from "../schema/keywords.js";
import { resolveLocalRef } from "../schema/pointer.js";
import { RUNTIME_MARK } from "../schema/runtime-marks.js";
import { isRecord } from "../util/is-record.js";
import { closestName } from "./names.js";

/** One problem: the JSON Pointer of the offending keyword inside `parameters`, and why. */
export interface SchemaProblem {
  readonly path: string;
  readonly reason: string;
}

const TYPE_NAMES = ["string", "number", "integer", "boolean", "object", "array", "null"];
const NON_NEGATIVE_INTEGERS = [
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
  "minContains",
  "maxContains",
];
const NUMBERS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];
const isSchema = (value: unknown): boolean => typeof value === "boolean" || isRecord(value);

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** The first problem found in `root` (a tool's `parameters`), or `undefined` when it looks usable. */
export function findSchemaProblem(root: JsonSchema): SchemaProblem | undefined {
  return checkNode(root, "", root, 0);
}

function checkNode(node: unknown, path: string, root: JsonSchema, depth: number): SchemaProblem | undefined {
  if (typeof node === "boolean") return undefined;
  if (!isRecord(node)) return { path, reason: `a schema must be an object or a boolean, got ${show(node)}` };
  if (depth > 200) return { path, reason: "nested more than 200 levels" };
  return (
    checkType(node, path) ??
    checkRuntimeMark(node, path) ??
    checkKeywordShapes(node, path) ??
    checkRequired(node, path) ??
    checkRef(node, path, root) ??
    checkChildren(node, path, root, depth)
  );
}

function checkType(node: Record<string, unknown>, path: string): SchemaProblem | undefined {
  if (node.type === undefined) return undefined;
  const at = `${path}/type`;
  const names = Array.isArray(node.type) ? node.type : [node.type];
  if (names.length === 0) return { path: at, reason: "an empty type list allows no value" };
  for (const name of names) {
    if (typeof name === "string" && TYPE_NAMES.includes(name)) continue;
    const hint = typeof name === "string" ? closestName(name, TYPE_NAMES) : undefined;
    return {
      path: at,
      reason: `${show(name)} is not a JSON Schema type${hint ? ` (did you mean "${hint}"?)` : ""}; expected one of ${TYPE_NAMES.join(", ")}`,
    };
  }
  return undefined;
}

/**
 * The registry's mark must be one it knows, on a node whose values it can turn into that type: a
 * `"Date"` on a date-time string (the registry parses what the validator let through, and a node
 * that also accepts numbers or objects would hand those to the function as they came).
 */
function checkRuntimeMark(node: Record<string, unknown>, path: string): SchemaProblem | undefined {
  if (!Object.hasOwn(node, RUNTIME_MARK)) return undefined;
  const at = `${path}/${RUNTIME_MARK}`;
  if (node[RUNTIME_MARK] !== "Date")
    return { path: at, reason: `${show(node[RUNTIME_MARK])} is not a mark tool-schema knows; expected "Date"` };
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (node.format !== "date-time" || !types.includes("string") || types.some((t) => t !== "string" && t !== "null")) {
    return {
      path: at,
      reason:
        'marks a Date, so the node must be { type: "string", format: "date-time" } (or with "null"); regenerate it with `eslint --fix` or `tool-schema generate`',
    };
  }
  return undefined;
}

function checkKeywordShapes(node: Record<string, unknown>, path: string): SchemaProblem | undefined {
  const at = (keyword: string) => `${path}/${keyword}`;
  if (node.properties !== undefined && !isRecord(node.properties)) {
    return {
      path: at("properties"),
      reason: `must be an object mapping property names to schemas, got ${show(node.properties)}`,
    };
  }
  if (Array.isArray(node.items))
    return {
      path: at("items"),
      reason: "an array of schemas is the draft-07 tuple form; use prefixItems (draft 2020-12)",
    };
  if (node.enum !== undefined && !(Array.isArray(node.enum) && node.enum.length > 0)) {
    return { path: at("enum"), reason: `must be a non-empty array of allowed values, got ${show(node.enum)}` };
  }
  for (const keyword of ["anyOf", "oneOf", "allOf", "prefixItems"]) {
    const list = node[keyword];
    if (list !== undefined && !(Array.isArray(list) && list.length > 0)) {
      return { path: at(keyword), reason: `must be a non-empty array of schemas, got ${show(list)}` };
    }
  }
  for (const keyword of NON_NEGATIVE_INTEGERS) {
    const value = node[keyword];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0)) {
      return { path: at(keyword), reason: `must be a non-negative integer, got ${show(value)}` };
    }
  }
  for (const keyword of NUMBERS) {
    const value = node[keyword];
    if (value !== undefined && typeof value !== "number")
      return { path: at(keyword), reason: `must be a number, got ${show(value)}` };
  }
  if (node.multipleOf !== undefined && !(typeof node.multipleOf === "number" && node.multipleOf > 0)) {
    return { path: at("multipleOf"), reason: `must be a number greater than 0, got ${show(node.multipleOf)}` };
  }
  for (const keyword of ["format", "description", "title", "$comment"]) {
    if (node[keyword] !== undefined && typeof node[keyword] !== "string")
      return { path: at(keyword), reason: `must be a string, got ${show(node[keyword])}` };
  }
  if (node.pattern !== undefined) {
    if (typeof node.pattern !== "string")
      return { path: at("pattern"), reason: `must be a string, got ${show(node.pattern)}` };
    try {
      new RegExp(node.pattern, "u"); // validators compile patterns with the `u` flag
    } catch (error) {
      return {
        path: at("pattern"),
        reason: `is not a valid regular expression (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  }
  return undefined;
}

function checkRequired(node: Record<string, unknown>, path: string): SchemaProblem | undefined {
  if (node.required === undefined) return undefined;
  const at = `${path}/required`;
  if (!Array.isArray(node.required) || node.required.some((name) => typeof name !== "string")) {
    return { path: at, reason: `must be an array of property names, got ${show(node.required)}` };
  }
  // Arguments are validated closed: a required name the object cannot have makes every call fail.
  if (!isRecord(node.properties) || admitsUnlisted(node)) return undefined;
  const declared = Object.keys(node.properties);
  for (const name of node.required as string[]) {
    if (Object.hasOwn(node.properties, name)) continue;
    const hint = closestName(name, declared);
    return {
      path: at,
      reason: `"${name}" is required but not declared in properties${hint ? ` (did you mean "${hint}"?)` : ""}, so no call could be valid`,
    };
  }
  return undefined;
}

function checkRef(node: Record<string, unknown>, path: string, root: JsonSchema): SchemaProblem | undefined {
  if (node.$ref === undefined) return undefined;
  const at = `${path}/$ref`;
  if (typeof node.$ref !== "string") return { path: at, reason: `must be a string, got ${show(node.$ref)}` };
  if (!node.$ref.startsWith("#"))
    return {
      path: at,
      reason: `"${node.$ref}" is not a local reference; put the definition under $defs and refer to "#/$defs/…"`,
    };
  if (!isSchema(resolveLocalRef(root, node.$ref))) {
    return { path: at, reason: `"${node.$ref}" points at nothing in the schema` };
  }
  return undefined;
}

function checkChildren(
  node: Record<string, unknown>,
  path: string,
  root: JsonSchema,
  depth: number,
): SchemaProblem | undefined {
  for (const [keyword, value] of Object.entries(node)) {
    if (subschemaKeyword(keyword)?.shape === "map" && !isRecord(value))
      return { path: `${path}/${keyword}`, reason: `must be an object mapping names to schemas, got ${show(value)}` };
  }
  for (const [child, site] of subschemas(node)) {
    if (site.key === undefined && !isSchema(child))
      return { path: path + site.pointer, reason: `must be a schema (an object or a boolean), got ${show(child)}` };
    const problem = checkNode(child, path + site.pointer, root, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
