/**
 * The tool definitions each provider expects, built from one registered tool. Pure functions: the
 * registry caches their results per tool, format and strictness.
 */
import { closeObjects, toOpenAiStrict, withoutRuntimeMarks } from "../schema/dialects.js";
import type { JsonSchema, ObjectJsonSchema } from "../schema/json-schema.js";
import { hasRuntimeMarks } from "../schema/runtime-marks.js";

/** Where the tools are sent. */
export type ToolFormat = "openai" | "openai-responses" | "anthropic" | "gemini" | "mcp";

/** Chat Completions `tools[]` entry (openai `ChatCompletionFunctionTool`). */
export interface OpenAiChatTool {
  type: "function";
  function: { name: string; description: string; parameters: JsonSchema; strict?: boolean };
}

/** Responses API `tools[]` entry (openai `FunctionTool`); `strict` is always explicit. */
export interface OpenAiResponsesTool {
  type: "function";
  name: string;
  description: string;
  parameters: JsonSchema;
  strict: boolean;
}

/** Messages API `tools[]` entry (@anthropic-ai/sdk `Tool`). */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: ObjectJsonSchema;
  strict?: boolean;
}

/**
 * One of Gemini's `tools[].functionDeclarations[]` (@google/genai `FunctionDeclaration`). The
 * schema goes in `parametersJsonSchema`, which takes JSON Schema as it is (all Gemini models since
 * November 2025), rather than `parameters`, an OpenAPI subset with upper-case type names and
 * string-typed numbers that a JSON Schema cannot be typed as (`toGemini` still converts to it for
 * older setups). Left out for a tool without parameters.
 */
export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  parametersJsonSchema?: JsonSchema;
}

/** MCP `tools/list` result item. */
export interface McpTool {
  name: string;
  description: string;
  inputSchema: ObjectJsonSchema;
}

/** The element type `toSchemas` returns for each format. */
export interface ToolSchemaByFormat {
  openai: OpenAiChatTool;
  "openai-responses": OpenAiResponsesTool;
  anthropic: AnthropicTool;
  gemini: GeminiFunctionDeclaration;
  mcp: McpTool;
}

/** What a format needs from a registered tool. */
export interface ToolDescriptor {
  name: string;
  description: string;
  parameters: ObjectJsonSchema;
}

export const TOOL_FORMATS: readonly ToolFormat[] = ["openai", "openai-responses", "anthropic", "gemini", "mcp"];

/**
 * The provider's definition of one tool. `strict` applies to the OpenAI formats (the strict dialect
 * and `strict: true`) and to Anthropic (closed objects and `strict: true`); Gemini has no per-tool
 * strictness (use `functionCallingConfig.mode: "VALIDATED"`) and MCP none at all.
 */
export function formatTool<F extends ToolFormat>(
  tool: ToolDescriptor,
  format: F,
  strict: boolean,
): ToolSchemaByFormat[F];
export function formatTool(tool: ToolDescriptor, format: ToolFormat, strict: boolean): ToolSchemaByFormat[ToolFormat] {
  const { name, description } = tool;
  // The registry's marks (a `Date` parameter) are for `invoke` only; no provider reads them.
  const parameters = hasRuntimeMarks(tool.parameters)
    ? (withoutRuntimeMarks(tool.parameters) as ObjectJsonSchema)
    : tool.parameters;
  switch (format) {
    case "openai":
      return strict
        ? { type: "function", function: { name, description, parameters: toOpenAiStrict(parameters), strict: true } }
        : { type: "function", function: { name, description, parameters } };
    case "openai-responses":
      return {
        type: "function",
        name,
        description,
        parameters: strict ? toOpenAiStrict(parameters) : parameters,
        strict,
      };
    case "anthropic":
      return strict
        ? { name, description, input_schema: closeObjects(parameters) as ObjectJsonSchema, strict: true }
        : { name, description, input_schema: parameters };
    case "gemini":
      return Object.keys(parameters.properties).length === 0
        ? { name, description }
        : { name, description, parametersJsonSchema: toGeminiJsonSchema(parameters) };
    case "mcp":
      return { name, description, inputSchema: parameters };
    default:
      throw new Error(`tool-schema: unknown format "${String(format)}"; expected one of ${TOOL_FORMATS.join(", ")}`);
  }
}

/**
 * Gemini's JSON Schema input: as written, except that a `$ref` may carry only `$`-keywords beside
 * it, so a `$ref` with a description is wrapped in a one-branch `anyOf` that keeps the description.
 */
export function toGeminiJsonSchema(schema: JsonSchema): JsonSchema {
  return wrapRefSiblings(schema, 0) as JsonSchema;
}

function wrapRefSiblings(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null || depth > 200) return value;
  if (Array.isArray(value)) return value.map((item) => wrapRefSiblings(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // defineProperty: a property named "__proto__" must stay a property.
    Object.defineProperty(out, key, {
      value: wrapRefSiblings(child, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  if (typeof out.$ref !== "string" || Object.keys(out).every((key) => key.startsWith("$"))) return out;
  const { $ref, ...siblings } = out;
  return { anyOf: [{ $ref }], ...siblings };
}
