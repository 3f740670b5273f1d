/**
 * Parameters given as a Standard Schema with a JSON Schema converter (standardschema.dev: the
 * `~standard` property with `validate`, plus the Standard JSON Schema `jsonSchema.input`): zod ≥ 4.2
 * and arktype natively, valibot through `toStandardJsonSchema()`. Duck-typed, so no schema library
 * is a dependency: the interfaces below are the parts of the two specifications the registry reads.
 */
import { describeThrown, oneLine } from "./describe.js";
import { pointerSegment } from "../schema/pointer.js";

/** One problem `~standard.validate` reports. */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** What `~standard.validate` returns (or resolves to). */
export type StandardResult =
  { readonly value: unknown; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

/** The `~standard` property of a schema usable as a tool's `parameters`. */
export interface StandardSchemaProps {
  readonly version: 1;
  readonly vendor: string;
  readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  readonly jsonSchema: {
    readonly input: (options: { readonly target: string }) => Record<string, unknown>;
  };
}

/** A Standard Schema with a JSON Schema converter (Standard JSON Schema), such as a zod 4 object. */
export interface StandardSchemaWithJsonSchema {
  readonly "~standard": StandardSchemaProps;
}

/**
 * The JSON Schema draft asked of the converter. Every format `toSchemas` emits takes draft 2020-12:
 * Anthropic's `input_schema` and MCP's `inputSchema` name it, Gemini's `parametersJsonSchema`
 * documents its keywords (`prefixItems`, `$defs`), and OpenAI's `parameters` accept them; the
 * dialect transforms (`toOpenAiStrict`, `toGemini`, closing objects) read 2020-12 too, as they do for
 * a literal schema. Draft-07 output (`definitions`, tuple `items` arrays) would need converting back.
 */
export const JSON_SCHEMA_TARGET = "draft-2020-12";

/** `parameters` as a Standard Schema, when it has a `~standard` property; `undefined` otherwise. */
export function standardPropsOf(parameters: unknown): Partial<StandardSchemaProps> | undefined {
  if ((typeof parameters !== "object" && typeof parameters !== "function") || parameters === null) return undefined;
  // arktype's types are functions: `in` works on both.
  if (!("~standard" in parameters)) return undefined;
  const props = (parameters as { "~standard": unknown })["~standard"];
  return typeof props === "object" && props !== null ? (props as Partial<StandardSchemaProps>) : {};
}

/**
 * The JSON Schema of a Standard Schema's input, from its converter, or why there is none (a
 * sentence that completes "cannot register tool "x": …").
 */
export function jsonSchemaOf(props: Partial<StandardSchemaProps>): { schema: unknown } | { problem: string } {
  const vendor = typeof props.vendor === "string" ? props.vendor : "unknown vendor";
  if (typeof props.validate !== "function") {
    return { problem: `\`parameters\` has a \`~standard\` property (${vendor}) without a validate function` };
  }
  const input = props.jsonSchema?.input;
  if (typeof input !== "function") {
    return {
      problem: `\`parameters\` is a ${vendor} Standard Schema without a JSON Schema converter (\`~standard.jsonSchema.input\`), so the model cannot be told what to send; use zod ≥ 4.2 or arktype ≥ 2.1.28, wrap a valibot schema with toStandardJsonSchema() from @valibot/to-json-schema, or pass a JSON Schema literal`,
    };
  }
  try {
    return { schema: input.call(props.jsonSchema, { target: JSON_SCHEMA_TARGET }) };
  } catch (error) {
    return {
      problem: `the ${vendor} schema in \`parameters\` could not be converted to JSON Schema (${oneLine(describeThrown(error))})`,
    };
  }
}

/** A converter's output made to look like a literal: the `$schema` declaration dropped (no literal has one, and the provider APIs fix the draft). */
export function asLiteral(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema) || !("$schema" in schema)) return schema;
  const { $schema: _declared, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** A Standard Schema issue's path as a JSON Pointer (`["stops", 1, "at"]` → `/stops/1/at`). */
export function issuePointer(issue: StandardIssue): string {
  let pointer = "";
  for (const segment of issue.path ?? []) {
    const key = typeof segment === "object" && segment !== null ? segment.key : segment;
    pointer += pointerSegment(typeof key === "symbol" ? (key.description ?? "") : String(key));
  }
  return pointer;
}
