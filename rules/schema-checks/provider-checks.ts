// What each provider rejects in a tool's schema, as pure checks over the schema's JSON. Only what a
// provider's documentation or an observed HTTP 400 shows it refuses is here; what it may merely ignore
// is not. Each problem names the JSON Pointer it concerns.
import { GEMINI_KEYWORDS, OPENAI_STRICT_REFUSED, STRICT_FORMATS } from "../../src/schema/dialects.js";
import type { JsonValue } from "../../src/schema/json-schema.js";
import type { Target } from "./targets.js";
import { pointerSegment } from "../../src/schema/pointer.js";
import { isJsonObject, isObjectSchema, schemaVisits, type SchemaVisit, typeNames } from "./walk.js";

export type ProviderMessageId =
  | "openaiRootNotObject"
  | "openaiArrayWithoutItems"
  | "strictRootAnyOf"
  | "strictAdditionalProperties"
  | "strictNotAllRequired"
  | "strictUnsupportedKeyword"
  | "strictFormat"
  | "strictRefSiblings"
  | "anthropicRootCombinator"
  | "anthropicStrictAdditionalProperties"
  | "anthropicStrictConstraint"
  | "geminiUnknownField"
  | "geminiTypeList"
  | "geminiEnumNotString";

export interface ProviderProblem {
  path: string;
  messageId: ProviderMessageId;
  data: Record<string, string>;
}

const problem = (path: string, messageId: ProviderMessageId, data: Record<string, string> = {}): ProviderProblem => ({
  path,
  messageId,
  data,
});

const list = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(", ");

// ── OpenAI (both modes) ────────────────────────────────────────────────────────────────────────
// "schema must be a JSON Schema of 'type: "object"', got 'type: "None"'"; "array schema missing items".

/** Where OpenAI's schema check looks: the structure keywords, not inside `not`/`if` and the like. */
const OPENAI_STRUCTURE = new Set([
  "properties",
  "items",
  "prefixItems",
  "anyOf",
  "oneOf",
  "allOf",
  "$defs",
  "definitions",
  "additionalProperties",
]);

function openAiProblems(schema: JsonValue): ProviderProblem[] {
  const problems: ProviderProblem[] = [];
  if (isJsonObject(schema)) {
    const types = typeNames(schema);
    // An empty `{}` and a root `$ref` are left alone: whether OpenAI resolves them to an object is not established.
    const missing = schema.type === undefined && Object.keys(schema).length > 0 && !Object.hasOwn(schema, "$ref");
    if (missing || (types.length > 0 && !types.includes("object"))) {
      problems.push(
        problem(missing ? "" : "/type", "openaiRootNotObject", {
          actual: missing ? "no type" : `type ${JSON.stringify(schema.type)}`,
        }),
      );
    }
  }
  for (const { schema: node, path } of schemaVisits(schema, OPENAI_STRUCTURE)) {
    if (typeNames(node).includes("array") && !Object.hasOwn(node, "items"))
      problems.push(problem(path, "openaiArrayWithoutItems"));
  }
  return problems;
}

// ── OpenAI strict mode (Structured Outputs) ────────────────────────────────────────────────────
// The keywords it refuses are OPENAI_STRICT_REFUSED (src/schema/dialects.ts), which the dialect reads too.

/** The structure strict mode has; what sits under an unsupported keyword is that keyword's problem. */
const STRICT_STRUCTURE = new Set(["properties", "items", "anyOf", "$defs", "definitions"]);

function strictProblems(schema: JsonValue): ProviderProblem[] {
  const problems: ProviderProblem[] = [];
  if (isJsonObject(schema) && Object.hasOwn(schema, "anyOf")) problems.push(problem("/anyOf", "strictRootAnyOf"));
  for (const visit of schemaVisits(schema, STRICT_STRUCTURE)) problems.push(...strictNodeProblems(visit));
  return problems;
}

function strictNodeProblems({ schema, path }: SchemaVisit): ProviderProblem[] {
  const problems: ProviderProblem[] = [];
  for (const keyword of OPENAI_STRICT_REFUSED) {
    if (Object.hasOwn(schema, keyword))
      problems.push(problem(path + pointerSegment(keyword), "strictUnsupportedKeyword", { keyword }));
  }
  if (Array.isArray(schema.items))
    problems.push(problem(`${path}/items`, "strictUnsupportedKeyword", { keyword: "items (a list of schemas)" }));
  if (typeof schema.format === "string" && !STRICT_FORMATS.has(schema.format)) {
    problems.push(
      problem(`${path}/format`, "strictFormat", { format: schema.format, allowed: [...STRICT_FORMATS].join(", ") }),
    );
  }
  if (typeof schema.$ref === "string") {
    // `$`-keywords (`$defs`, `$comment`) are not what the observed refusals name.
    const siblings = Object.keys(schema).filter((key) => !key.startsWith("$"));
    if (siblings.length > 0) problems.push(problem(`${path}/$ref`, "strictRefSiblings", { keywords: list(siblings) }));
    return problems;
  }
  if (!isObjectSchema(schema)) return problems;
  if (schema.additionalProperties !== false) {
    const written = Object.hasOwn(schema, "additionalProperties");
    problems.push(
      problem(written ? `${path}/additionalProperties` : path, "strictAdditionalProperties", {
        actual: written
          ? `has \`additionalProperties: ${JSON.stringify(schema.additionalProperties)}\``
          : "does not set it",
      }),
    );
  }
  if (isJsonObject(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    const optional = Object.keys(schema.properties).filter((name) => !required.includes(name));
    if (optional.length > 0) {
      problems.push(
        problem(Object.hasOwn(schema, "required") ? `${path}/required` : path, "strictNotAllRequired", {
          names: list(optional),
        }),
      );
    }
  }
  return problems;
}

// ── Anthropic ──────────────────────────────────────────────────────────────────────────────────
// "input_schema does not support oneOf, allOf, or anyOf at the top level" (observed, strict or not);
// strict tools: the structured-outputs page's list of what is not supported.

const ROOT_COMBINATORS = ["anyOf", "oneOf", "allOf"];
/** Constraints strict tools refuse (`minItems` only above 1). */
const ANTHROPIC_STRICT_UNSUPPORTED = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "maxItems",
];

function anthropicProblems(schema: JsonValue): ProviderProblem[] {
  if (!isJsonObject(schema)) return [];
  return ROOT_COMBINATORS.filter((keyword) => Object.hasOwn(schema, keyword)).map((keyword) =>
    problem(pointerSegment(keyword), "anthropicRootCombinator", { keyword }),
  );
}

function anthropicStrictProblems(schema: JsonValue): ProviderProblem[] {
  const problems: ProviderProblem[] = [];
  for (const { schema: node, path } of schemaVisits(schema)) {
    if (Object.hasOwn(node, "additionalProperties") && node.additionalProperties !== false) {
      problems.push(
        problem(`${path}/additionalProperties`, "anthropicStrictAdditionalProperties", {
          value: JSON.stringify(node.additionalProperties),
        }),
      );
    }
    for (const keyword of ANTHROPIC_STRICT_UNSUPPORTED) {
      if (Object.hasOwn(node, keyword))
        problems.push(problem(path + pointerSegment(keyword), "anthropicStrictConstraint", { keyword }));
    }
    if (typeof node.minItems === "number" && node.minItems > 1) {
      problems.push(problem(`${path}/minItems`, "anthropicStrictConstraint", { keyword: "minItems above 1" }));
    }
  }
  return problems;
}

// ── Gemini `FunctionDeclaration.parameters` ────────────────────────────────────────────────────
// The fields of the `Schema` proto (js-genai `types.ts`, GEMINI_KEYWORDS, the list the runtime's
// Gemini output keeps); any other key fails the whole request:
// "Invalid JSON payload received. Unknown name "additionalProperties" … Cannot find field."

const GEMINI_STRUCTURE = new Set(["properties", "items", "anyOf"]);

function geminiProblems(schema: JsonValue): ProviderProblem[] {
  const problems: ProviderProblem[] = [];
  for (const { schema: node, path } of schemaVisits(schema, GEMINI_STRUCTURE)) {
    for (const keyword of Object.keys(node)) {
      if (!GEMINI_KEYWORDS.has(keyword))
        problems.push(problem(path + pointerSegment(keyword), "geminiUnknownField", { keyword }));
    }
    // "Proto field is not repeating, cannot start list."
    if (Array.isArray(node.type))
      problems.push(problem(`${path}/type`, "geminiTypeList", { types: JSON.stringify(node.type) }));
    // "Invalid value at …enum[0] (TYPE_STRING)"
    if (Array.isArray(node.enum) && node.enum.some((value) => typeof value !== "string")) {
      problems.push(problem(`${path}/enum`, "geminiEnumNotString"));
    }
  }
  return problems;
}

/** Everything `target` rejects in `schema`. */
export function targetProblems(schema: JsonValue, target: Target): ProviderProblem[] {
  switch (target) {
    case "openai":
      return openAiProblems(schema);
    case "openai-strict": {
      const strict = strictProblems(schema);
      // A root anyOf has no type either: one problem, reported as the anyOf.
      const rootAnyOf = strict.some((found) => found.messageId === "strictRootAnyOf");
      return [
        ...openAiProblems(schema).filter((found) => !(rootAnyOf && found.messageId === "openaiRootNotObject")),
        ...strict,
      ];
    }
    case "anthropic":
      return anthropicProblems(schema);
    case "anthropic-strict":
      return [...anthropicProblems(schema), ...anthropicStrictProblems(schema)];
    case "gemini-parameters":
      return geminiProblems(schema);
  }
}
