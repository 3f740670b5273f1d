import Anthropic from "@anthropic-ai/sdk";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ToolRegistry, type Integer } from "../../src/index.js";

// The agent loops of docs/runtime.md, run against a local server that plays the model: a tool call
// first (with a mistake the model then corrects), then the answer. Keep these in step with the docs.
let server: Server;
let baseURL: string;
const replies: unknown[] = [];
const requests: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    requests.push(JSON.parse(body));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(replies.shift()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function registerTools(registry: ToolRegistry) {
  registry.tool(
    function get_forecast(city: string, days: Integer = 1) {
      return { city, days, sky: "clear" };
    },
    {
      description: "Weather forecast for a city",
      parameters: {
        type: "object",
        properties: { city: { type: "string" }, days: { type: "integer" } },
        required: ["city"],
      },
      positional: ["city", "days"],
    },
  );
}

const chatReply = (message: object) => ({
  id: "c",
  object: "chat.completion",
  created: 0,
  model: "m",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: null, ...message } }],
});

describe("the OpenAI agent loop from the docs", () => {
  async function run(client: OpenAI, registry: ToolRegistry, question: string): Promise<string> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: "user", content: question }];
    const tools = registry.toSchemas({ strict: true });
    for (let turn = 0; turn < 10; turn++) {
      const completion = await client.chat.completions.create({ model: "gpt-5", messages, tools });
      const message = completion.choices[0]!.message;
      messages.push(message);
      if (!message.tool_calls?.length) return message.content ?? "";
      messages.push(...(await registry.openAiToolMessages(message.tool_calls)));
    }
    throw new Error("no answer after 10 turns");
  }

  it("runs tool calls, feeds back the validation error, and returns the answer", async () => {
    const registry = new ToolRegistry({ timeoutMs: 30_000 });
    registerTools(registry);
    requests.length = 0;
    replies.push(
      chatReply({
        tool_calls: [
          { id: "a", type: "function", function: { name: "get_forecast", arguments: '{"city":"Oslo","days":"two"}' } },
        ],
      }),
      chatReply({
        tool_calls: [
          { id: "b", type: "function", function: { name: "get_forecast", arguments: '{"city":"Oslo","days":null}' } },
        ],
      }),
      chatReply({ content: "Clear skies in Oslo." }),
    );
    const answer = await run(new OpenAI({ baseURL, apiKey: "test", maxRetries: 0 }), registry, "Oslo?");
    expect(answer).toBe("Clear skies in Oslo.");
    const toolMessages = (requests[2]!.messages as { role: string; content: string }[]).filter(
      (m) => m.role === "tool",
    );
    expect(toolMessages.map((m) => m.content)).toEqual([
      'Invalid arguments for tool "get_forecast": /days: expected integer, got string "two"',
      '{"city":"Oslo","days":1,"sky":"clear"}',
    ]);
  });
});

describe("the Anthropic agent loop from the docs", () => {
  async function run(client: Anthropic, registry: ToolRegistry, question: string): Promise<string> {
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: question }];
    const tools = registry.toSchemas({ format: "anthropic" });
    for (let turn = 0; turn < 10; turn++) {
      const message = await client.messages.create({ model: "claude-sonnet-4-5", max_tokens: 4096, messages, tools });
      messages.push({ role: "assistant", content: message.content });
      if (message.stop_reason !== "tool_use") {
        return message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
      }
      messages.push({ role: "user", content: await registry.anthropicToolResults(message.content) });
    }
    throw new Error("no answer after 10 turns");
  }

  const messageReply = (stop_reason: string, content: object[]) => ({
    id: "m",
    type: "message",
    role: "assistant",
    model: "m",
    stop_reason,
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
    content,
  });

  it("answers tool_use with tool_result until the model stops", async () => {
    const registry = new ToolRegistry();
    registerTools(registry);
    requests.length = 0;
    replies.push(
      messageReply("tool_use", [
        { type: "tool_use", id: "t1", name: "get_forecast", input: { city: "Rome", days: 2 } },
      ]),
      messageReply("end_turn", [{ type: "text", text: "Clear in Rome." }]),
    );
    expect(await run(new Anthropic({ baseURL, apiKey: "test", maxRetries: 0 }), registry, "Rome?")).toBe(
      "Clear in Rome.",
    );
    const last = (requests[1]!.messages as { role: string; content: unknown }[]).at(-1);
    expect(last).toEqual({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "t1", content: '{"city":"Rome","days":2,"sky":"clear"}' }],
    });
  });
});
