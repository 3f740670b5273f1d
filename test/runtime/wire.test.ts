import Anthropic from "@anthropic-ai/sdk";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ToolRegistry, type Integer } from "../../src/index.js";

// The real SDK clients, pointed at a local server that records each request body and answers with
// a canned tool call: what goes over the wire is what the provider would see.
interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

let server: Server;
let baseURL: string;
const recorded: Recorded[] = [];
let reply: unknown;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    recorded.push({ path: request.url ?? "", body: JSON.parse(await readBody(request)) });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function forecast(city: string, days?: Integer): string {
  return `${city}: sunny for ${days ?? 1} day(s)`;
}

function makeRegistry() {
  const registry = new ToolRegistry();
  registry.tool(forecast, {
    name: "get_forecast",
    description: "Weather forecast for a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
      required: ["city"],
    },
    positional: ["city", "days"],
  });
  return registry;
}

describe("OpenAI Chat Completions over the wire", () => {
  it("sends strict tools as toSchemas built them and runs the returned tool call", async () => {
    const registry = makeRegistry();
    const client = new OpenAI({ baseURL, apiKey: "test", maxRetries: 0 });
    reply = {
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 0,
      model: "gpt-test",
      choices: [
        {
          index: 0,
          finish_reason: "tool_calls",
          message: {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: { name: "get_forecast", arguments: '{"city":"Oslo","days":null}' },
              },
            ],
          },
        },
      ],
    };
    const completion = await client.chat.completions.create({
      model: "gpt-test",
      messages: [{ role: "user", content: "Weather in Oslo?" }],
      tools: registry.toSchemas({ strict: true }),
    });
    const request = recorded.at(-1)!;
    expect(request.path).toBe("/chat/completions");
    expect(request.body.tools).toEqual([
      {
        type: "function",
        function: {
          name: "get_forecast",
          description: "Weather forecast for a city",
          parameters: {
            type: "object",
            properties: { city: { type: "string" }, days: { type: ["integer", "null"], minimum: 1 } },
            required: ["city", "days"],
            additionalProperties: false,
          },
          strict: true,
        },
      },
    ]);
    const messages = await registry.openAiToolMessages(completion.choices[0]!.message.tool_calls);
    // `days: null` is strict mode's "absent": the function's own default applies.
    expect(messages).toEqual([{ role: "tool", tool_call_id: "call_1", content: "Oslo: sunny for 1 day(s)" }]);
  });
});

describe("OpenAI Responses over the wire", () => {
  it("sends flat function tools with strict and answers function_call items", async () => {
    const registry = makeRegistry();
    const client = new OpenAI({ baseURL, apiKey: "test", maxRetries: 0 });
    reply = {
      id: "resp_1",
      object: "response",
      created_at: 0,
      model: "gpt-test",
      status: "completed",
      output: [
        {
          type: "function_call",
          id: "fc_1",
          call_id: "call_9",
          name: "get_forecast",
          arguments: '{"city":"Rome","days":3}',
          status: "completed",
        },
      ],
    };
    const response = await client.responses.create({
      model: "gpt-test",
      input: "Rome?",
      tools: registry.toSchemas({ format: "openai-responses" }),
    });
    expect(recorded.at(-1)!.body.tools).toEqual([
      {
        type: "function",
        name: "get_forecast",
        description: "Weather forecast for a city",
        parameters: {
          type: "object",
          properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
          required: ["city"],
        },
        strict: false,
      },
    ]);
    expect(await registry.responsesToolOutputs(response.output)).toEqual([
      { type: "function_call_output", call_id: "call_9", output: "Rome: sunny for 3 day(s)" },
    ]);
  });
});

describe("Anthropic Messages over the wire", () => {
  it("sends input_schema tools and answers tool_use blocks with tool_result blocks", async () => {
    const registry = makeRegistry();
    const client = new Anthropic({ baseURL, apiKey: "test", maxRetries: 0 });
    reply = {
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "claude-test",
      stop_reason: "tool_use",
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
      content: [
        { type: "text", text: "Checking." },
        { type: "tool_use", id: "toolu_1", name: "get_forecast", input: { city: "Paris", days: 2 } },
        { type: "tool_use", id: "toolu_2", name: "get_forecast", input: { city: "Paris", days: 0 } },
      ],
    };
    const message = await client.messages.create({
      model: "claude-test",
      max_tokens: 100,
      messages: [{ role: "user", content: "Paris?" }],
      tools: registry.toSchemas({ format: "anthropic" }),
    });
    const request = recorded.at(-1)!;
    expect(request.path).toBe("/v1/messages");
    expect(request.body.tools).toEqual([
      {
        name: "get_forecast",
        description: "Weather forecast for a city",
        input_schema: {
          type: "object",
          properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
          required: ["city"],
        },
      },
    ]);
    expect(await registry.anthropicToolResults(message.content)).toEqual([
      { type: "tool_result", tool_use_id: "toolu_1", content: "Paris: sunny for 2 day(s)" },
      {
        type: "tool_result",
        tool_use_id: "toolu_2",
        content: 'Invalid arguments for tool "get_forecast": /days: expected a number >= 1, got number 0',
        is_error: true,
      },
    ]);
  });
});
