// A stand-in for a chat-completions model on 127.0.0.1: it answers the demo's conversation from a
// script, turn by turn, in the wire format the openai SDK expects. Loopback only; it stops when closed.
import { createServer } from "node:http";

/** The script: what the "model" says after it has seen `toolReplies` tool messages. */
function nextReply(messages) {
  const toolReplies = messages.filter((m) => m.role === "tool");
  if (toolReplies.length === 0) {
    return toolCalls([
      ["call_weather", "get_weather", { city: "Paris", unit: "celsius" }],
      ["call_docs_1", "search_docs", { query: "export invoices", limit: "two" }],
    ]);
  }
  const last = toolReplies[toolReplies.length - 1];
  if (last.tool_call_id === "call_docs_1" && last.content.startsWith("Invalid arguments")) {
    // The model reads the error and corrects its call.
    return toolCalls([["call_docs_2", "search_docs", { query: "export invoices", limit: 2 }]]);
  }
  const weather = toolReplies.find((m) => m.tool_call_id === "call_weather")?.content;
  return { role: "assistant", content: `${weather}. To export invoices, see ${last.content}.` };
}

function toolCalls(calls) {
  return {
    role: "assistant",
    content: null,
    tool_calls: calls.map(([id, name, args]) => ({ id, type: "function", function: { name, arguments: JSON.stringify(args) } })),
  };
}

export async function startScriptedModel() {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const { messages } = JSON.parse(body);
      const message = nextReply(messages);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${messages.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "scripted",
          choices: [{ index: 0, message, finish_reason: message.tool_calls ? "tool_calls" : "stop", logprobs: null }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/v1`, close: () => new Promise((resolve) => server.close(resolve)) };
}
