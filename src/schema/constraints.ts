/**
 * JSDoc constraint tags (`@minimum 1`, `@pattern ^[a-z]+$`, …): which tags exist, how their values
 * parse, which JSON types they apply to, and how a misspelt tag is recognised. Pure: no `typescript`
 * import, so the rules can reuse the catalogue.
 */
import { editDistance } from "../util/edit-distance.js";
import type { JsonSchema, JsonSchemaTypeName, JsonValue } from "./json-schema.js";

type ValueKind = "number" | "positive-number" | "count" | "regex" | "format";
type TypeFamily = "number" | "string" | "array";

interface ConstraintSpec {
  value: ValueKind;
  appliesTo: TypeFamily;
}

/** Every constraint tag the generator turns into a keyword of the same name. */
export const CONSTRAINT_TAGS: Readonly<Record<string, ConstraintSpec>> = {
  minimum: { value: "number", appliesTo: "number" },
  maximum: { value: "number", appliesTo: "number" },
  exclusiveMinimum: { value: "number", appliesTo: "number" },
  exclusiveMaximum: { value: "number", appliesTo: "number" },
  multipleOf: { value: "positive-number", appliesTo: "number" },
  minLength: { value: "count", appliesTo: "string" },
  maxLength: { value: "count", appliesTo: "string" },
  pattern: { value: "regex", appliesTo: "string" },
  format: { value: "format", appliesTo: "string" },
  minItems: { value: "count", appliesTo: "array" },
  maxItems: { value: "count", appliesTo: "array" },
};

/** Spellings people reach for that are too far from the real tag for the edit-distance check. */
const ALIASES: Readonly<Record<string, string>> = {
  min: "minimum",
  max: "maximum",
  minlen: "minLength",
  maxlen: "maxLength",
  minsize: "minItems",
  maxsize: "maxItems",
  regex: "pattern",
  regexp: "pattern",
};

/**
 * Ordinary JSDoc/TSDoc tags (and other generators' tags) that are never reported, even when they
 * are a couple of letters away from a constraint tag.
 */
const ORDINARY_TAGS = new Set(
  [
    "param",
    "returns",
    "return",
    "example",
    "examples",
    "deprecated",
    "see",
    "since",
    "throws",
    "remarks",
    "default",
    "defaultValue",
    "type",
    "typedef",
    "template",
    "internal",
    "public",
    "private",
    "protected",
    "readonly",
    "override",
    "beta",
    "alpha",
    "experimental",
    "link",
    "author",
    "version",
    "description",
    "summary",
    "todo",
    "title",
    "property",
    "prop",
    "hidden",
    "ignore",
    "category",
    "module",
    "inheritDoc",
    "packageDocumentation",
    "enum",
    "const",
    "asType",
    "nullable",
    "discriminator",
    "id",
    "integer",
  ].map((t) => t.toLowerCase()),
);

export type TagReading =
  { kind: "ignored" } | { kind: "constraint"; keyword: string; value: JsonValue } | { kind: "problem"; reason: string };

/** Reads one JSDoc tag: a constraint, an ordinary tag to leave alone, or a problem to report. */
export function readConstraintTag(tagName: string, text: string): TagReading {
  const spec = CONSTRAINT_TAGS[tagName];
  if (spec) return parseValue(tagName, spec.value, text.trim());
  const suggestion = suggestConstraintTag(tagName);
  if (suggestion === undefined) return { kind: "ignored" };
  return { kind: "problem", reason: `@${tagName} is not a constraint tag; did you mean @${suggestion}?` };
}

/** The constraint tag a misspelt tag name most likely meant, or undefined for an unrelated tag. */
export function suggestConstraintTag(tagName: string): string | undefined {
  const lower = tagName.toLowerCase();
  if (ORDINARY_TAGS.has(lower)) return undefined;
  const alias = ALIASES[lower];
  if (alias) return alias;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const known of Object.keys(CONSTRAINT_TAGS)) {
    const distance = editDistance(lower, known.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [known, distance];
  }
  // Short names are too easily close to something; two edits is a typo, not another word.
  return bestDistance <= (lower.length >= 6 ? 2 : 1) ? best : undefined;
}

function parseValue(tag: string, kind: ValueKind, text: string): TagReading {
  const bad = (expected: string): TagReading => ({
    kind: "problem",
    reason: text === "" ? `@${tag} has no value (expected ${expected})` : `@${tag} value "${text}" is not ${expected}`,
  });
  switch (kind) {
    case "number":
    case "positive-number": {
      const n = parseNumber(text);
      if (n === undefined) return bad("a number");
      if (kind === "positive-number" && n <= 0) return bad("a number greater than 0");
      return { kind: "constraint", keyword: tag, value: n };
    }
    case "count": {
      const n = parseNumber(text);
      if (n === undefined || !Number.isInteger(n) || n < 0) return bad("a whole number ≥ 0");
      return { kind: "constraint", keyword: tag, value: n };
    }
    case "regex":
      if (text === "") return bad("a regular expression");
      try {
        new RegExp(text, "u");
      } catch {
        return bad("a valid regular expression");
      }
      return { kind: "constraint", keyword: tag, value: text };
    case "format":
      if (!/^[A-Za-z][\w-]*$/.test(text)) return bad("a format name such as date-time or email");
      return { kind: "constraint", keyword: tag, value: text };
  }
}

function parseNumber(text: string): number | undefined {
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

const FAMILY_TYPES: Readonly<Record<TypeFamily, readonly JsonSchemaTypeName[]>> = {
  number: ["number", "integer"],
  string: ["string"],
  array: ["array"],
};

/** The JSON types a schema can take, or undefined when that cannot be told ($ref, `{}`). */
export function typesOfSchema(schema: JsonSchema): Set<JsonSchemaTypeName> | undefined {
  if (schema.type !== undefined) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (!schema.anyOf) return undefined;
  const all = new Set<JsonSchemaTypeName>();
  for (const branch of schema.anyOf) {
    const types = typesOfSchema(branch);
    if (!types) return undefined;
    for (const t of types) all.add(t);
  }
  return all;
}

/** Whether `schema` may be a value a constraint keyword constrains (unknown shapes say yes). */
export function constraintApplies(keyword: string, schema: JsonSchema): boolean {
  const spec = CONSTRAINT_TAGS[keyword];
  if (!spec) return false;
  const types = typesOfSchema(schema);
  return types === undefined || FAMILY_TYPES[spec.appliesTo].some((t) => types.has(t));
}

/** The kind of value a constraint keyword applies to, for messages ("strings", "numbers", "arrays"). */
export function constraintTarget(keyword: string): string {
  const family = CONSTRAINT_TAGS[keyword]?.appliesTo ?? "string";
  return `${family}s`;
}

/**
 * Adds constraint keywords to a schema. In an `anyOf` (for example a nullable object) each keyword
 * goes to the branches it can constrain, so dialect transforms that split unions keep it.
 */
export function addConstraints(schema: JsonSchema, constraints: Readonly<Record<string, JsonValue>>): JsonSchema {
  const keywords = Object.keys(constraints);
  if (keywords.length === 0) return schema;
  if (schema.anyOf && schema.type === undefined) {
    const anyOf = schema.anyOf.map((branch) => {
      const own = keywords.filter((k) => typesOfSchema(branch) !== undefined && constraintApplies(k, branch));
      return own.length === 0 ? branch : { ...branch, ...pick(constraints, own) };
    });
    const placed = new Set(
      keywords.filter((k) => schema.anyOf!.some((b) => typesOfSchema(b) !== undefined && constraintApplies(k, b))),
    );
    const rest = keywords.filter((k) => !placed.has(k));
    return { ...schema, anyOf, ...pick(constraints, rest) };
  }
  return { ...schema, ...constraints };
}

function pick(record: Readonly<Record<string, JsonValue>>, keys: readonly string[]): Record<string, JsonValue> {
  return Object.fromEntries(keys.map((k) => [k, record[k]!]));
}
