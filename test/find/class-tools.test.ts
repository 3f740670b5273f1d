// Class-based tools and handler registrations join the file's tool definitions.
import { describe, expect, it } from "vitest";
import { definitionsOf, viewsOf } from "./views-helper.js";

const READ_FILE = `class ReadFileTool {
  name = "read_file";
  description = "Read a file";
  input_schema = { type: "object", properties: { path: { type: "string" } } };
  async call(input: { path: string }) { return input.path; }
}`;

describe("class-based tools", () => {
  it("a class with a name, a schema field and a typed call method is a tool linked to that method", () => {
    expect(definitionsOf(READ_FILE)).toEqual([
      {
        format: "anthropic",
        name: "read_file",
        description: "Read a file",
        group: undefined,
        linked: "ReadFileTool.call",
        schemaKeys: ["type", "properties"],
      },
    ]);
  });

  it("the schema key tells the format; an untyped call is read, not linked", () => {
    const [mcp, responses] =
      definitionsOf(`class A { static name = "a"; inputSchema = { type: "object" }; execute(args) { return args; } }
class B { name = "b"; parameters = { type: "object" }; run(args: any) { return args; } }`);
    expect(mcp).toMatchObject({ format: "mcp", name: "a", linked: undefined });
    expect(responses).toMatchObject({ format: "openai-responses", name: "b", linked: undefined });
  });

  it("instances listed in one array or set on one map share a group", () => {
    const definitions = definitionsOf(`${READ_FILE}
class ReadFileTool2 { name = "read_file"; input_schema = { type: "object" }; }
const second = new ReadFileTool2();
export const tools = new Map([new ReadFileTool(), second].map((t) => [t.name, t]));`);
    expect(definitions[0]!.group).toMatch(/^list@/);
    expect(definitions[1]!.group).toBe(definitions[0]!.group);
    const mapped = definitionsOf(`${READ_FILE}
const registry = new Map(); registry.set("read_file", new ReadFileTool());`);
    expect(mapped[0]!.group).toBe("map:registry");
  });

  it("a name and description the constructor assigns whenever it runs are the class's", () => {
    const [routes] = definitionsOf(`class Routes extends Base {
  name;
  description;
  schema = { type: "object", properties: { origin: { type: "string" } } };
  constructor(fields: { name?: string }) {
    super();
    this.name = "google_routes";
    this.description = "Routes between two places";
    if (typeof fields.name === "string") this.name = fields.name;
  }
  async _call(input) { return input.origin; }
}
declare class Base {}`);
    expect(routes).toMatchObject({ name: "google_routes", description: "Routes between two places" });
    // Under a condition only: not what every instance is named.
    expect(
      definitionsOf(
        `class Other { name; schema = { type: "object" }; constructor(n?: string) { if (n) this.name = n; } }`,
      ),
    ).toEqual([]);
  });

  it("a class without a schema field, or without a name, is not a tool", () => {
    expect(definitionsOf(`class Person { name = "Ada"; call() {} }`)).toEqual([]);
    expect(definitionsOf(`class Schema { input_schema = { type: "object" }; }`)).toEqual([]);
  });
});

describe("handler registrations", () => {
  const SERVER = `declare const server: { tool(...a: unknown[]): void; registerTool(...a: unknown[]): void };\n`;

  it("a zod raw shape with keys named like JSON Schema keywords, or spreading another shape, is a shape", () => {
    const [diagnostics, interact] = definitionsOf(`import { z } from "zod";
${SERVER}const locator = { by: z.enum(["id", "css"]), value: z.string() };
server.registerTool("diagnostics", { description: "Browser logs", inputSchema: { type: z.enum(["console", "network"]), required: z.boolean().optional() } }, async ({ type }) => type);
server.registerTool("interact", { description: "Click", inputSchema: { action: z.enum(["click"]), ...locator } }, async ({ action, by, value }) => [action, by, value]);`);
    expect(diagnostics).toMatchObject({ name: "diagnostics", schemaKeys: [] });
    expect(interact).toMatchObject({ name: "interact" });
  });

  it("server.tool(name, description, JSON Schema, handler) and registerTool(name, { inputSchema }, handler)", () => {
    expect(
      definitionsOf(`${SERVER}server.tool("echo", "Echo text", { type: "object", properties: { text: { type: "string" } } }, async (args: { text: string }) => args.text);
server.registerTool("shout", { description: "Shout", inputSchema: { type: "object", properties: { text: { type: "string" } } } }, async (args) => args);`),
    ).toEqual([
      {
        format: "mcp",
        name: "echo",
        description: "Echo text",
        group: expect.stringMatching(/^server/),
        linked: "the handler",
        schemaKeys: ["type", "properties"],
      },
      {
        format: "mcp",
        name: "shout",
        description: "Shout",
        group: expect.stringMatching(/^server/),
        linked: undefined,
        schemaKeys: ["type", "properties"],
      },
    ]);
  });

  it("a shape of something other than zod is not read as a JSON Schema: the tool is found, its schema unread", () => {
    const [echo, ...rest] = definitionsOf(`${SERVER}declare const z: { string(): unknown };
server.tool("echo", { text: z.string() }, async ({ text }: { text: string }) => text);`);
    expect(rest).toEqual([]);
    expect(echo).toMatchObject({ format: "mcp", name: "echo", schemaKeys: [] });
  });

  it("client.addTool(definition, handler) and { schema, handler } link a typed handler to the definition", () => {
    const definitions = definitionsOf(`declare const client: { addTool(...a: unknown[]): void };
const echo = { name: "echo", input_schema: { type: "object", properties: { text: { type: "string" } } } };
function onEcho(input: { text: string }) { return input.text; }
client.addTool(echo, onEcho);
export const pairs = [{ schema: { name: "shout", input_schema: { type: "object" } }, handler: (input: { loud: boolean }) => input.loud }];`);
    expect(definitions.map((d) => [d.name, d.linked])).toEqual([
      ["echo", "onEcho"],
      ["shout", "the handler"],
    ]);
  });

  it("a class tool whose constructor hands its base the callable with the schema is read through that callable", () => {
    const code = `import { z } from "zod";
declare class BaseChainTool { constructor(fields: object); client: { balances(chain: string, address: string): Promise<string> }; }
const BalancesSchema = z.object({ chain: z.string(), address: z.string() });
export class BalancesTool extends BaseChainTool {
  constructor() {
    super({
      name: "token-balances",
      description: "Fetch the token balances of a wallet",
      parameters: BalancesSchema,
      execute: async ({ address, chain }) => this.client.balances(chain, address),
    });
  }
}`;
    expect(viewsOf("file.ts", code)).toEqual([
      { name: "token-balances", reads: ["address", "chain"], shared: [], opaque: false, typed: [] },
    ]);
  });

  it('a name the constructor takes unless it is given another (`name ?? "show_toast"`) names the tool', () => {
    const code = `declare class Tool { constructor(options: object); }
declare function toast(title: string): void;
const toastSchema = { type: "object", required: ["title"], properties: { title: { type: "string" } } };
export class Toast extends Tool {
  constructor({ name, description }: { name?: string; description?: string } = {}) {
    super({ name: name ?? "show_toast", description: description ?? "Show a toast", inputSchema: toastSchema });
  }
  async execute(args: { title: string }) {
    toast(args.title);
  }
}
export const tools = (options: { name?: string }) => [
  { name: options.name || "open_page", description: "Open a page", inputSchema: { type: "object", properties: { url: { type: "string" } } } },
];`;
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads, view.none ?? false])).toEqual([
      ["show_toast", ["title"], false],
      ["open_page", [], true],
    ]);
    // The object the constructor hands its base is the class's definition, not a second one.
    expect(definitionsOf(code).map((definition) => definition.name)).toEqual(["show_toast", "open_page"]);
  });
});
