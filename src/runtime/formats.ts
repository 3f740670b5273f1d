/**
 * The tool definitions each provider expects, built from one registered tool. Pure functions: the
 * registry caches their results per tool, format and strictness.
 */
import { closeObjects, toGemini, toOpenAiStrict } from "../schema/dialects.js";
import type { JsonSchema, ObjectJsonSchema } from "../schema/json-schema.js";

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
 * One of Gemini's `tools[].functionDeclarations[]`. `parameters` is in Gemini's OpenAPI subset and
 * is left out for a tool without parameters (Gemini rejects an object with empty `properties`).
 */
export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  parameters?: JsonSchema;
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
export function formatTool<F extends ToolFormat>(tool: ToolDescriptor, format: F, strict: boolean): ToolSchemaByFormat[F];
export function formatTool(tool: ToolDescriptor, format: ToolFormat, strict: boolean): ToolSchemaByFormat[ToolFormat] {
  const { name, description, parameters } = tool;
  switch (format) {
    case "openai":
      return strict
        ? { type: "function", function: { name, description, parameters: toOpenAiStrict(parameters), strict: true } }
        : { type: "function", function: { name, description, parameters } };
    case "openai-responses":
      return { type: "function", name, description, parameters: strict ? toOpenAiStrict(parameters) : parameters, strict };
    case "anthropic":
      return strict
        ? { name, description, input_schema: closeObjects(parameters) as ObjectJsonSchema, strict: true }
        : { name, description, input_schema: parameters };
    case "gemini": {
      const converted = toGemini(parameters);
      return converted.properties === undefined ? { name, description } : { name, description, parameters: converted };
    }
    case "mcp":
      return { name, description, inputSchema: parameters };
    default:
      throw new Error(`tool-schema: unknown format "${String(format)}"; expected one of ${TOOL_FORMATS.join(", ")}`);
  }
}
