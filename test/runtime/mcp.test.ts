import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { ToolRegistry, type ToolContext } from "../../src/index.js";

// A real MCP server whose tools come from the registry, and a real client talking to it.
async function connect(registry: ToolRegistry) {
  const server = new Server({ name: "registry-server", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: registry.toSchemas({ format: "mcp" }) }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    registry.mcpCallTool(request.params.name, request.params.arguments, {
      signal: extra.signal,
      sessionId: extra.sessionId,
    }),
  );
  const client = new Client({ name: "test-client", version: "1.0.0" });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  return { client, close: () => Promise.all([client.close(), server.close()]) };
}

describe("MCP", () => {
  it("lists registry tools and calls them through a real client and server", async () => {
    const registry = new ToolRegistry();
    registry.tool((args: { a: number; b: number }, ctx: ToolContext) => `${args.a + args.b} (${ctx.toolName})`, {
      name: "add",
      description: "Adds two numbers",
      parameters: {
        type: "object",
        properties: { a: { type: "number" }, b: { type: "number" } },
        required: ["a", "b"],
      },
    });
    const { client, close } = await connect(registry);
    try {
      const { tools } = await client.listTools();
      expect(tools).toEqual([
        {
          name: "add",
          description: "Adds two numbers",
          inputSchema: {
            type: "object",
            properties: { a: { type: "number" }, b: { type: "number" } },
            required: ["a", "b"],
          },
        },
      ]);
      expect(await client.callTool({ name: "add", arguments: { a: 2, b: 3 } })).toEqual({
        content: [{ type: "text", text: "5 (add)" }],
      });
      expect(await client.callTool({ name: "add", arguments: { a: 2 } })).toEqual({
        content: [
          {
            type: "text",
            text: 'Invalid arguments for tool "add": /b: expected number (required property), got nothing',
          },
        ],
        isError: true,
      });
      expect(await client.callTool({ name: "sub", arguments: {} })).toMatchObject({ isError: true });
    } finally {
      await close();
    }
  });
});
