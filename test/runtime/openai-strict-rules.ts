// OpenAI strict mode's rules for a tool's `parameters`, as ../shared/reference/providers.md lists
// them (§4 and §10, checks 8–17): what the API answers with a 400. Test code only: it judges the
// output of toOpenAiStrict and toSchemas({ strict: true }).
import type { JsonSchema } from "../../src/schema/json-schema.js";
import { isRecord } from "../../src/util/is-record.js";

const UNSUPPORTED = [
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
const FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"];
const ANNOTATIONS = ["$ref", "$defs", "definitions", "description", "title", "examples", "deprecated"];

/** Every rule broken, as `path: rule`; empty when the schema is valid strict. */
export function strictViolations(root: JsonSchema): string[] {
  const found: string[] = [];
  const types = Array.isArray(root.type) ? root.type : [root.type];
  if (root.type !== "object")
    found.push(
      `(root): type must be "object", not ${JSON.stringify(root.type)}${types.includes("null") ? " (nullable root)" : ""}`,
    );
  if (root.anyOf !== undefined) found.push("(root): anyOf is not allowed at the root");
  visit(root, "", found, true);
  return found;
}

function visit(node: unknown, path: string, found: string[], isRoot = false): void {
  if (typeof node === "boolean") {
    found.push(`${path || "(root)"}: boolean schemas are not supported`);
    return;
  }
  if (!isRecord(node)) return;
  const at = path || "(root)";
  for (const keyword of UNSUPPORTED) if (node[keyword] !== undefined) found.push(`${at}: ${keyword} is not supported`);
  if (node.$id !== undefined && !isRoot) found.push(`${at}: nested $id is not supported`);
  if (typeof node.format === "string" && !FORMATS.includes(node.format))
    found.push(`${at}: format "${node.format}" is not supported`);
  if (node.default !== undefined) found.push(`${at}: default is not permitted (Azure; historically OpenAI)`);
  if (typeof node.$ref === "string") {
    if (!node.$ref.startsWith("#")) found.push(`${at}: external $ref`);
    const siblings = Object.keys(node).filter((key) => key !== "$ref");
    if (siblings.length > 0) found.push(`${at}: $ref cannot have keywords ${siblings.join(", ")}`);
  }
  const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  const isObject = types.includes("object") || (node.type === undefined && isRecord(node.properties));
  if (isObject) {
    if (node.additionalProperties !== false) found.push(`${at}: additionalProperties must be false`);
    const keys = isRecord(node.properties) ? Object.keys(node.properties) : [];
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    for (const key of keys) if (!required.includes(key)) found.push(`${at}: property "${key}" must be required`);
    for (const key of required) if (!keys.includes(key)) found.push(`${at}: required "${key}" is not a property`);
  }
  if (types.includes("array") && !isRecord(node.items)) found.push(`${at}: an array needs an items schema`);
  if (
    node.type === undefined &&
    node.$ref === undefined &&
    node.anyOf === undefined &&
    node.enum === undefined &&
    node.const === undefined &&
    !isObject
  ) {
    found.push(`${at}: schema must have a 'type' key`);
  }
  if (
    node.type === undefined &&
    !isRoot &&
    (node.enum !== undefined || node.const !== undefined) &&
    Object.keys(node).some((key) => !["enum", "const", ...ANNOTATIONS].includes(key))
  ) {
    found.push(`${at}: schema must have a 'type' key`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" || key === "$defs" || key === "definitions") {
      if (isRecord(value))
        for (const [name, child] of Object.entries(value)) visit(child, `${path}/${key}/${name}`, found);
    } else if (key === "additionalProperties") {
      if (value !== false) visit(value, `${path}/${key}`, found);
    } else if (
      key === "items" ||
      key === "not" ||
      key === "if" ||
      key === "then" ||
      key === "else" ||
      key === "contains"
    ) {
      visit(value, `${path}/${key}`, found);
    } else if (key === "anyOf" || key === "oneOf" || key === "allOf" || key === "prefixItems") {
      if (Array.isArray(value)) value.forEach((child, index) => visit(child, `${path}/${key}/${index}`, found));
    }
  }
}
