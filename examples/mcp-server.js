#!/usr/bin/env node
// One ToolRegistry served over MCP with `connectMcp` (tool-schema/mcp) on the official SDK's
// low-level Server. `node examples/mcp-server.js --stdio` serves it on stdin/stdout (point an MCP
// client such as Claude Desktop or the MCP Inspector at that command); without `--stdio` it
// connects the SDK's own Client over the in-memory transport and prints what a client sees.
// Needs the built package (npm ci builds it).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ToolRegistry } from "tool-schema";
import { connectMcp } from "tool-schema/mcp";
import { z } from "zod";

const registry = new ToolRegistry({ timeoutMs: 10_000 });

// A function registered with the schema `tool-schema generate` / `eslint --fix` writes: a `Date`
// parameter is an ISO string on the wire (the mark tells the registry to pass a Date).
registry.tool(
  function days_until(when, ctx) {
    if (ctx.signal.aborted) return "cancelled";
    return Math.ceil((when.getTime() - Date.now()) / 86_400_000);
  },
  {
    description: "Whole days from now until a date-time (negative when it has passed).",
    parameters: {
      type: "object",
      properties: { when: { type: "string", format: "date-time", "x-tool-schema": "Date" } },
      required: ["when"],
      additionalProperties: false,
    },
    positional: ["when"],
  },
);

// A zod 4 schema works as is (a Standard Schema with a JSON Schema converter).
registry.tool(({ city, unit }) => `It is 21 °${unit} in ${city}.`, {
  name: "get_weather",
  description: "Current temperature in a city, in Celsius (c) or Fahrenheit (f).",
  parameters: z.object({ city: z.string().describe("City name"), unit: z.enum(["c", "f"]).default("c") }),
});

const server = new Server({ name: "tool-schema-example", version: "1.0.0" });
connectMcp(registry, server);

if (process.argv.includes("--stdio")) {
  await server.connect(new StdioServerTransport());
} else {
  const client = new Client({ name: "example-client", version: "1.0.0" });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  const { tools } = await client.listTools();
  console.log("tools/list:", JSON.stringify(tools, null, 2));
  for (const call of [
    { name: "get_weather", arguments: { city: "Lisbon" } },
    { name: "get_weather", arguments: { city: "Lisbon", unit: "kelvin" } },
    { name: "days_until", arguments: { when: "2999-01-01T00:00:00Z" } },
    { name: "days_until", arguments: { when: "next tuesday" } },
    { name: "get_wether", arguments: {} },
  ]) {
    const result = await client.callTool(call);
    console.log(`tools/call ${JSON.stringify(call)} →${result.isError ? " (isError)" : ""}`, result.content[0].text);
  }
  await client.close();
  await server.close();
}
