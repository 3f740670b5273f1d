// The runtime entry (`tool-schema`). Must never import `typescript`, `eslint` or `@typescript-eslint/*`
// (test/runtime/import-graph.test.ts walks the imports to keep it so).
export type { Integer, ToolContext } from "./runtime/types.js";
export type { JsonSchema, ObjectJsonSchema } from "./schema/json-schema.js";
export {
  ToolRegistry,
  type AnthropicToolResult,
  type AnthropicToolUse,
  type McpCallToolResult,
  type OpenAiResponsesFunctionCall,
  type OpenAiResponsesFunctionCallOutput,
  type OpenAiToolCall,
  type OpenAiToolMessage,
  type ToolFailureInfo,
  type ToolFailureKind,
  type ToolOptions,
  type ToolRegistryOptions,
  type ToSchemasOptions,
} from "./runtime/registry.js";
export type {
  AnthropicTool,
  GeminiFunctionDeclaration,
  McpTool,
  OpenAiChatTool,
  OpenAiResponsesTool,
  ToolFormat,
  ToolSchemaByFormat,
} from "./runtime/formats.js";
export type { SchemaValidator, ValidateFunction, ValidationIssue } from "./runtime/validation.js";
export type {
  StandardIssue,
  StandardResult,
  StandardSchemaProps,
  StandardSchemaWithJsonSchema,
} from "./runtime/standard-schema.js";
export { ajvValidator } from "./runtime/ajv.js";
export { cfworkerValidator, type CfworkerOutputUnit, type CfworkerValidatorClass } from "./runtime/cfworker.js";
export { closeObjects, toGemini, toOpenAiStrict } from "./schema/dialects.js";
