import type Anthropic from "@anthropic-ai/sdk";
import type { FunctionDeclaration, Tool as GeminiTool } from "@google/genai";
import type { Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import type OpenAI from "openai";
import { describe, expectTypeOf, it } from "vitest";
import {
  ToolRegistry,
  type AnthropicToolUse,
  type OpenAiResponsesFunctionCall,
  type OpenAiToolCall,
} from "../../src/index.js";

// Checked by `tsc -p tsconfig.json --noEmit` (test/ is in the type check): what toSchemas and the
// helpers return must be accepted by the real SDK types (openai, Anthropic, Gemini, MCP), and what
// the SDKs return by the helpers.
const registry = new ToolRegistry();

describe("toSchemas against the SDK types", () => {
  it("openai Chat Completions: ChatCompletionTool / ChatCompletionFunctionTool", () => {
    expectTypeOf(registry.toSchemas()).toExtend<OpenAI.Chat.Completions.ChatCompletionTool[]>();
    expectTypeOf(registry.toSchemas({ strict: true })).toExtend<OpenAI.Chat.Completions.ChatCompletionFunctionTool[]>();
    expectTypeOf(registry.toSchemas({ format: "openai" })).toExtend<
      OpenAI.Chat.Completions.ChatCompletionCreateParams["tools"]
    >();
  });

  it("openai Responses: FunctionTool", () => {
    expectTypeOf(registry.toSchemas({ format: "openai-responses" })).toExtend<OpenAI.Responses.FunctionTool[]>();
    expectTypeOf(registry.toSchemas({ format: "openai-responses" })).toExtend<
      OpenAI.Responses.ResponseCreateParams["tools"]
    >();
  });

  it("gemini: FunctionDeclaration, inside a Tool's functionDeclarations", () => {
    expectTypeOf(registry.toSchemas({ format: "gemini" })).toExtend<FunctionDeclaration[]>();
    expectTypeOf({ functionDeclarations: registry.toSchemas({ format: "gemini" }) }).toExtend<GeminiTool>();
  });

  it("mcp: Tool", () => {
    expectTypeOf(registry.toSchemas({ format: "mcp" })).toExtend<McpTool[]>();
  });

  it("anthropic: Tool and ToolUnion", () => {
    expectTypeOf(registry.toSchemas({ format: "anthropic" })).toExtend<Anthropic.Messages.Tool[]>();
    expectTypeOf(registry.toSchemas({ format: "anthropic", strict: true })).toExtend<Anthropic.Messages.ToolUnion[]>();
  });
});

describe("helpers against the SDK types", () => {
  it("take the SDKs' tool calls", () => {
    expectTypeOf<OpenAI.Chat.Completions.ChatCompletionMessageToolCall>().toExtend<OpenAiToolCall>();
    expectTypeOf<OpenAI.Responses.ResponseFunctionToolCall>().toExtend<OpenAiResponsesFunctionCall>();
    expectTypeOf<Anthropic.Messages.ToolUseBlock>().toExtend<AnthropicToolUse>();
    expectTypeOf<Anthropic.Messages.ContentBlock[]>().toExtend<Parameters<ToolRegistry["anthropicToolResults"]>[0]>();
    expectTypeOf<OpenAI.Responses.ResponseOutputItem[]>().toExtend<
      Parameters<ToolRegistry["responsesToolOutputs"]>[0]
    >();
  });

  it("return what the SDKs take back", () => {
    expectTypeOf<Awaited<ReturnType<ToolRegistry["openAiToolMessages"]>>>().toExtend<
      OpenAI.Chat.Completions.ChatCompletionMessageParam[]
    >();
    expectTypeOf<Awaited<ReturnType<ToolRegistry["responsesToolOutputs"]>>>().toExtend<
      OpenAI.Responses.ResponseInputItem[]
    >();
    expectTypeOf<Awaited<ReturnType<ToolRegistry["anthropicToolResults"]>>>().toExtend<
      Anthropic.Messages.ContentBlockParam[]
    >();
  });
});
