// tool-schema/mcp end to end: connectMcp on the SDK's real low-level Server (and an McpServer's
// `.server`), driven by the SDK's real Client over its in-memory transport.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ToolRegistry, type ToolContext } from "../../src/index.js";
import { connectMcp, type McpLowLevelServer } from "../../src/mcp.js";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

let aborted: { signal: AbortSignal; sessionId: unknown } | undefined;
let started: () => void = () => {};

function tools(options: ConstructorParameters<typeof ToolRegistry>[0] = {}) {
  const registry = new ToolRegistry(options);
  registry.tool((a: number, b: number, ctx: ToolContext) => `${a + b} (${ctx.toolName})`, {
    name: "add",
    description: "Adds two numbers",
    parameters: {
      type: "object",
      properties: { a: { type: "number" }, b: { type: "number" } },
      required: ["a", "b"],
    },
    positional: ["a", "b"],
  });
  registry.tool(
    () => {
      throw new TypeError("the database is down");
    },
    { name: "broken", description: "Always fails", parameters: { type: "object", properties: {} } },
  );
  registry.tool(
    (_args: object, ctx: ToolContext) =>
      new Promise<string>((resolve) => {
        started();
        ctx.signal.addEventListener("abort", () => {
          aborted = { signal: ctx.signal, sessionId: ctx.sessionId };
          resolve("stopped");
        });
      }),
    { name: "wait", description: "Waits until cancelled", parameters: { type: "object", properties: {} } },
  );
  registry.tool((when: Date) => when.toISOString(), {
    name: "remind",
    description: "Set a reminder",
    parameters: {
      type: "object",
      properties: { when: { type: "string", format: "date-time", "x-tool-schema": "Date" } },
      required: ["when"],
    },
    positional: ["when"],
  });
  registry.tool((args: { city: string }) => `sunny in ${args.city}`, {
    name: "weather",
    description: "Weather for a city",
    parameters: z.object({ city: z.string() }),
  });
  return registry;
}

async function connect(server: Server) {
  const client = new Client({ name: "test-client", version: "1.0.0" });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  closers.push(
    () => client.close(),
    () => server.close(),
  );
  return client;
}

async function served(registry = tools()) {
  const server = new Server({ name: "registry", version: "1.0.0" });
  connectMcp(registry, server);
  return connect(server);
}

const text = (result: unknown) => (result as { content: { text: string }[] }).content[0]!.text;

describe("connectMcp on the SDK's Server, through its real Client", () => {
  it("declares the tools capability and lists each tool in the MCP dialect (marks stripped, zod converted)", async () => {
    const client = await served();
    expect(client.getServerCapabilities()?.tools).toEqual({});
    const { tools: listed } = await client.listTools();
    expect(listed.map((tool) => tool.name)).toEqual(["add", "broken", "wait", "remind", "weather"]);
    expect(listed[0]).toEqual({
      name: "add",
      description: "Adds two numbers",
      inputSchema: {
        type: "object",
        properties: { a: { type: "number" }, b: { type: "number" } },
        required: ["a", "b"],
      },
    });
    expect(listed[3]!.inputSchema.properties).toEqual({ when: { type: "string", format: "date-time" } });
    expect(listed[4]!.inputSchema).toMatchObject({ type: "object", properties: { city: { type: "string" } } });
  });

  it("runs a valid call through invoke", async () => {
    const client = await served();
    expect(await client.callTool({ name: "add", arguments: { a: 2, b: 3 } })).toEqual({
      content: [{ type: "text", text: "5 (add)" }],
    });
    expect(text(await client.callTool({ name: "remind", arguments: { when: "2026-12-05T14:30:00+01:00" } }))).toBe(
      "2026-12-05T13:30:00.000Z",
    );
    expect(text(await client.callTool({ name: "weather", arguments: { city: "Oslo" } }))).toBe("sunny in Oslo");
  });

  it("answers an invalid call with isError and the registry's message", async () => {
    const client = await served();
    expect(await client.callTool({ name: "add", arguments: { a: 2, b: "3" } })).toEqual({
      content: [{ type: "text", text: 'Invalid arguments for tool "add": /b: expected number, got string "3"' }],
      isError: true,
    });
    expect(await client.callTool({ name: "remind", arguments: { when: "tomorrow" } })).toMatchObject({
      isError: true,
      content: [{ text: expect.stringMatching(/^Invalid arguments for tool "remind": \/when: expected/) }],
    });
  });

  it("answers a call without arguments as one without any: the required ones are named", async () => {
    const client = await served();
    expect(await client.callTool({ name: "add" })).toEqual({
      content: [
        {
          type: "text",
          text: 'Invalid arguments for tool "add": /a: expected number (required property), got nothing\nInvalid arguments for tool "add": /b: expected number (required property), got nothing',
        },
      ],
      isError: true,
    });
  });

  // SDK 1.x's Server checks the request against its own schema before any handler runs, so this
  // is the SDK's JSON-RPC error; the handler's own answer is tested below, without the SDK's check.
  it("arguments that are not an object are refused by the SDK before the registry, and the server lives on", async () => {
    const client = await served();
    await expect(client.callTool({ name: "add", arguments: "a=2" as never })).rejects.toThrow(/^MCP error -326\d\d/);
    expect(text(await client.callTool({ name: "add", arguments: { a: 1, b: 1 } }))).toBe("2 (add)");
  });

  it("answers an unknown tool with isError and the available names", async () => {
    const client = await served();
    expect(await client.callTool({ name: "adds", arguments: {} })).toEqual({
      content: [
        {
          type: "text",
          text: 'Unknown tool "adds". Did you mean "add"? Available tools: add, broken, wait, remind, weather.',
        },
      ],
      isError: true,
    });
  });

  it("answers a throwing tool with isError and the error's message", async () => {
    const client = await served();
    expect(await client.callTool({ name: "broken", arguments: {} })).toEqual({
      content: [{ type: "text", text: 'Tool "broken" failed: TypeError: the database is down' }],
      isError: true,
    });
  });

  it("answers a timed-out tool with isError", async () => {
    const client = await served(tools({ timeoutMs: 30 }));
    expect(await client.callTool({ name: "wait", arguments: {} })).toEqual({
      content: [{ type: "text", text: 'Tool "wait" timed out after 30 ms; the call was abandoned.' }],
      isError: true,
    });
  });

  it("a cancelled call aborts the tool's ToolContext signal", async () => {
    aborted = undefined;
    const client = await served();
    const running = new Promise<void>((resolve) => (started = resolve));
    const controller = new AbortController();
    const call = client.callTool({ name: "wait", arguments: {} }, undefined, { signal: controller.signal });
    await running;
    controller.abort(new Error("user pressed stop"));
    await expect(call).rejects.toThrow("user pressed stop");
    await expect.poll(() => aborted?.signal.aborted).toBe(true);
  });

  it("works through an McpServer's .server", async () => {
    const mcpServer = new McpServer({ name: "registry", version: "1.0.0" });
    connectMcp(tools(), mcpServer.server);
    const client = await connect(mcpServer.server);
    expect((await client.listTools()).tools).toHaveLength(5);
    expect(text(await client.callTool({ name: "add", arguments: { a: 1, b: 2 } }))).toBe("3 (add)");
  });

  it("refuses a server that already serves tools of its own, rather than dropping them", () => {
    const mcpServer = new McpServer({ name: "own", version: "1.0.0" });
    mcpServer.registerTool("echo", { description: "Echo", inputSchema: { text: z.string() } }, ({ text: t }) => ({
      content: [{ type: "text", text: t }],
    }));
    expect(() => connectMcp(tools(), mcpServer.server)).toThrow(
      "tool-schema: connectMcp: the server already answers tools/list (an McpServer with tools of its own?)",
    );
  });

  it("passes extra context fields from the request", async () => {
    const registry = new ToolRegistry();
    registry.tool((_args: object, ctx: ToolContext) => `${String(ctx.tenant)} ${typeof ctx.requestId}`, {
      name: "who",
      description: "Who is asking",
      parameters: { type: "object", properties: {} },
    });
    const server = new Server({ name: "registry", version: "1.0.0" });
    connectMcp(registry, server, { context: () => ({ tenant: "acme" }) });
    const client = await connect(server);
    expect(text(await client.callTool({ name: "who", arguments: {} }))).toBe("acme number");
  });
});

// What a client other than the SDK's may send: raw JSON-RPC over the in-memory transport, to the
// SDK's real low-level Server with connectMcp's handlers. SDK 1.x parses every request against its
// own CallToolRequestSchema before the handler runs, so for `arguments` that are not an object
// the answer is the SDK's JSON-RPC error (its message is zod's, and names neither the tool nor a
// parameter; docs/runtime.md says so): the registry cannot word it, but the tool is not called and
// the server lives on. Missing `arguments` do reach the registry.
describe("tools/call sent raw to the SDK's Server: arguments missing or not an object", () => {
  async function rawSession() {
    const called: unknown[] = [];
    const registry = new ToolRegistry();
    registry.tool(
      (a: number, b: number) => {
        called.push([a, b]);
        return String(a + b);
      },
      {
        name: "add",
        description: "Adds two numbers",
        parameters: {
          type: "object",
          properties: { a: { type: "number" }, b: { type: "number" } },
          required: ["a", "b"],
        },
        positional: ["a", "b"],
      },
    );
    const server = new Server({ name: "registry", version: "1.0.0" });
    connectMcp(registry, server);
    const [raw, serverTransport] = InMemoryTransport.createLinkedPair();
    // Each request waits for the reply with its id (no polling, no timer).
    const waiting = new Map<unknown, (reply: JSONRPCMessage) => void>();
    raw.onmessage = (message) => {
      if ("id" in message) waiting.get(message.id)?.(message);
    };
    await server.connect(serverTransport);
    await raw.start();
    closers.push(() => raw.close());
    let nextId = 0;
    const request = async (method: string, params: Record<string, unknown>) => {
      const id = nextId++;
      const reply = new Promise<JSONRPCMessage>((resolve) => waiting.set(id, resolve));
      await raw.send({ jsonrpc: "2.0", id, method, params });
      return (await reply) as { result?: unknown; error?: { code: number; message: string } };
    };
    await request("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "raw", version: "1.0.0" },
    });
    await raw.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    return { called, call: (params: Record<string, unknown>) => request("tools/call", params) };
  }

  it("missing arguments reach the registry: one line per required parameter, naming the tool", async () => {
    const { called, call } = await rawSession();
    expect(await call({ name: "add" })).toMatchObject({
      result: {
        content: [
          {
            type: "text",
            text: 'Invalid arguments for tool "add": /a: expected number (required property), got nothing\nInvalid arguments for tool "add": /b: expected number (required property), got nothing',
          },
        ],
        isError: true,
      },
    });
    expect(called).toEqual([]);
  });

  for (const [label, args] of [
    ["null", null],
    ["a string", "a=2"],
    ["JSON text", '{"a":1,"b":2}'],
    ["an array", [1, 2]],
    ["a number", 5],
    ["a boolean", true],
  ] as const) {
    it(`${label}: SDK 1.x refuses it with a JSON-RPC error before the handler; the tool is not called and the server lives on`, async () => {
      const { called, call } = await rawSession();
      const reply = await call({ name: "add", arguments: args });
      expect(reply.result).toBeUndefined();
      expect([-32602, -32603]).toContain(reply.error?.code);
      expect(reply.error?.message).toContain('"arguments"');
      expect(called).toEqual([]);
      expect(await call({ name: "add", arguments: { a: 1, b: 2 } })).toMatchObject({
        result: { content: [{ type: "text", text: "3" }] },
      });
      expect(called).toEqual([[1, 2]]);
    });
  }
});

describe("connectMcp's handlers, called as another transport or SDK version might", () => {
  function handlers() {
    const installed = new Map<unknown, (request: unknown, extra: unknown) => unknown>();
    const server = {
      setRequestHandler: (schema: unknown, handler: (request: unknown, extra: unknown) => unknown) =>
        installed.set(schema, handler),
      registerCapabilities: () => {},
    } as unknown as McpLowLevelServer;
    connectMcp(tools(), server);
    return {
      call: (args: unknown) =>
        installed.get(CallToolRequestSchema)!(
          { params: { name: "add", arguments: args } },
          { signal: new AbortController().signal },
        ),
      list: () => installed.get(ListToolsRequestSchema)!({}, {}),
    };
  }

  it("arguments that are not an object get one line naming the tool", async () => {
    const { call } = handlers();
    expect(await call("a=2")).toEqual({
      content: [{ type: "text", text: 'Invalid arguments for tool "add": expected a JSON object, got string "a=2".' }],
      isError: true,
    });
    expect(await call('{"a":1,"b":2}')).toMatchObject({ isError: true });
    expect(await call([1, 2])).toEqual({
      content: [
        { type: "text", text: 'Invalid arguments for tool "add": expected a JSON object, got array of 2 items.' },
      ],
      isError: true,
    });
    expect(await call(null)).toEqual({
      content: [{ type: "text", text: 'Invalid arguments for tool "add": expected a JSON object, got null.' }],
      isError: true,
    });
    expect(await call(5)).toEqual({
      content: [{ type: "text", text: 'Invalid arguments for tool "add": expected a JSON object, got number 5.' }],
      isError: true,
    });
  });

  it("missing arguments are a call with none: one line per required parameter", async () => {
    const { call } = handlers();
    expect(await call(undefined)).toEqual({
      content: [
        {
          type: "text",
          text: 'Invalid arguments for tool "add": /a: expected number (required property), got nothing\nInvalid arguments for tool "add": /b: expected number (required property), got nothing',
        },
      ],
      isError: true,
    });
  });
});

describe("examples/mcp-server.js", () => {
  it("lists and calls its tools through the built package", () => {
    const run = spawnSync(process.execPath, ["examples/mcp-server.js"], {
      cwd: fileURLToPath(new URL("../../", import.meta.url)),
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('"name": "days_until"');
    expect(run.stdout).toContain("→ It is 21 °c in Lisbon.");
    expect(run.stdout).toContain(
      '→ (isError) Invalid arguments for tool "days_until": /when: expected a string in "date-time" format, got string "next tuesday"',
    );
    expect(run.stdout).toContain('→ (isError) Unknown tool "get_wether". Did you mean "get_weather"?');
  });
});
