// Each tool shape of issue 3, in TypeScript and JavaScript, read into a ToolDefinition.
import { describe, expect, it } from "vitest";
import { findIn } from "./helpers.js";

const schema = `{ type: "object", properties: { city: { type: "string" } }, required: ["city"] }`;

describe("registry calls", () => {
  it("reads name, description, parameters and positional from the options", () => {
    const { tools, definitions } = findIn(`
      import { ToolRegistry } from "tool-schema";
      const registry = new ToolRegistry({ timeoutMs: 1000 });
      function getWeather(city: string, unit: string) { return city + unit; }
      registry.tool(getWeather, { name: "weather", description: "Weather", parameters: ${schema}, positional: ["city", "unit"] });
    `);
    expect(tools).toEqual([
      {
        format: "registry",
        name: "weather",
        description: "Weather",
        schemaKeys: ["city"],
        schemaUnreadable: false,
        strict: false,
        link: "inline:getWeather",
        group: expect.stringMatching(/^registry@\d+$/),
      },
    ]);
    const [definition] = definitions;
    expect(definition?.positionalNode?.elements).toHaveLength(2);
    expect(definition?.containerNode?.type).toBe("ObjectExpression");
    expect(definition?.implementation?.functionNode?.type).toBe("FunctionDeclaration");
    expect(definition?.registry?.type).toBe("Identifier");
  });

  it("names the tool after the function when no name is given", () => {
    const { tools, definitions } = findIn(`
      import { ToolRegistry } from "tool-schema";
      const registry = new ToolRegistry();
      registry.tool(async function searchDocs(query: string) { return [query]; }, { description: "Search" });
      registry.tool((x: number) => x, { description: "Anonymous" });
    `);
    expect(tools.map((t) => [t.name, t.link])).toEqual([
      ["searchDocs", "inline:searchDocs"],
      [undefined, "inline:<anonymous>"],
    ]);
    expect(definitions[0]?.nameNode?.type).toBe("FunctionExpression");
  });

  it("recognises registries annotated as ToolRegistry, namespace imports and chained construction", () => {
    const { tools } = findIn(`
      import * as ts from "tool-schema";
      import { ToolRegistry } from "tool-schema";
      export function register(registry: ToolRegistry) {
        registry.tool(a, { name: "a", description: "A" });
      }
      const typed: ToolRegistry = make();
      typed.tool(a, { name: "b", description: "B" });
      const viaNamespace = new ts.ToolRegistry();
      viaNamespace.tool(a, { name: "c", description: "C" });
      new ToolRegistry().tool(a, { name: "d", description: "D" });
      function a() {}
      declare function make(): ToolRegistry;
    `);
    expect(tools.map((t) => t.name)).toEqual(["a", "b", "c", "d"]);
    expect(tools[3]?.group).toBeUndefined();
  });

  it("recognises registry fields of a class through this, in JavaScript too", () => {
    const { tools } = findIn(
      `const { ToolRegistry } = require("tool-schema");
       class Agent {
         registry = new ToolRegistry();
         #tools = new ToolRegistry();
         other = {};
         constructor() {
           this.registry.tool(function a() {}, { description: "A" });
           this.#tools.tool(function b() {}, { description: "B" });
           this.other.tool(function c() {}, { description: "C" });
           const self = this;
           function inner() { this.registry.tool(function d() {}, { description: "D" }); }
           [1].forEach(() => this.registry.tool(function e() {}, { description: "E" }));
         }
       }`,
      { filename: "agent.cjs" },
    );
    expect(tools.map((t) => t.name)).toEqual(["a", "b", "e"]);
  });

  it("ignores .tool calls on things that are not a tool-schema registry", () => {
    const { tools } = findIn(`
      import { ToolRegistry } from "./my-registry.js";
      class Local { tool(_f: unknown, _o: unknown) {} }
      const mine = new ToolRegistry();
      mine.tool(f, { name: "a", description: "A" });
      new Local().tool(f, { name: "b", description: "B" });
      declare const anything: any;
      anything.tool(f, { name: "c", description: "C" });
      function f() {}
    `);
    expect(tools).toEqual([]);
  });

  it("marks options built elsewhere as unreadable", () => {
    const { definitions } = findIn(`
      import { ToolRegistry } from "tool-schema";
      const registry = new ToolRegistry();
      declare function options(): any;
      registry.tool(f, options());
      registry.tool(f, { ...common, name: "spread" });
      declare const common: object;
      function f() {}
    `);
    expect(definitions.map((d) => [d.name, d.schemaUnreadable, d.descriptionUnreadable])).toEqual([
      [undefined, true, true],
      ["spread", true, true],
    ]);
  });

  it("works in CommonJS without type information", () => {
    const { tools } = findIn(
      `const { ToolRegistry } = require("tool-schema");
       const registry = new ToolRegistry();
       registry.tool(function lookup(id) { return id; }, { description: "Look up", parameters: ${schema} });`,
      { filename: "tools.cjs" },
    );
    expect(tools).toMatchObject([{ format: "registry", name: "lookup", schemaKeys: ["city"], link: "inline:lookup" }]);
  });

  it("takes the class out of the required package as a member too", () => {
    const { tools } = findIn(
      `const ToolRegistry = require("tool-schema").ToolRegistry;
       const registry = new ToolRegistry();
       registry.tool(function lookup(id) { return id; }, { description: "Look up", parameters: ${schema} });`,
      { filename: "tools.cjs" },
    );
    expect(tools).toMatchObject([{ format: "registry", name: "lookup" }]);
  });
});

describe("OpenAI", () => {
  it("reads Chat Completions tools, including strict", () => {
    const { tools, definitions } = findIn(`
      export const tools = [{ type: "function", function: { name: "get_weather", description: "Weather", parameters: ${schema}, strict: true } }];
    `);
    expect(tools).toEqual([
      {
        format: "openai-chat",
        name: "get_weather",
        description: "Weather",
        schemaKeys: ["city"],
        schemaUnreadable: false,
        strict: true,
        link: undefined,
        group: expect.stringMatching(/^list@\d+$/),
      },
    ]);
    // Fixes write into the `function` object.
    expect(definitions[0]?.containerNode).not.toBe(definitions[0]?.node);
  });

  it("links the runTools shape through function.function", () => {
    const { tools } = findIn(`
      async function getWeather(args: { city: string }) { return args.city; }
      export const tools = [{ type: "function", function: { function: getWeather, parse: JSON.parse, name: "get_weather", parameters: ${schema} } }];
      export const inline = [{ type: "function", function: { function: (a: { q: string }) => a.q, name: "search", parameters: {} } }];
    `);
    expect(tools.map((t) => t.link)).toEqual(["inline:getWeather", "inline:<anonymous>"]);
  });

  it("reads Responses tools (flat)", () => {
    const { tools } = findIn(
      `export const t = { type: "function", name: "search", description: "Search", parameters: ${schema}, strict: false };`,
    );
    expect(tools).toMatchObject([{ format: "openai-responses", name: "search", strict: false, schemaKeys: ["city"] }]);
  });

  it('reads a tool whose type is an enum member or a constant holding "function"', () => {
    const { tools } = findIn(`
      enum ToolCallType { FUNCTION = "function", OTHER = "custom" }
      const FUNCTION_TYPE = "function";
      export const a = { function: { name: "read_media", parameters: ${schema} }, type: ToolCallType.FUNCTION };
      export const b = { type: FUNCTION_TYPE, function: { name: "search", parameters: ${schema} } };
      export const c = { type: ToolCallType.OTHER, function: { name: "other", parameters: ${schema} } };
    `);
    expect(tools.map((tool) => [tool.format, tool.name])).toEqual([
      ["openai-chat", "read_media"],
      ["openai-chat", "search"],
    ]);
  });

  it("ignores other tool types and a bare type: function", () => {
    const { tools } = findIn(`
      export const a = { type: "web_search" , name: "x", parameters: {} };
      export const b = { type: "function" };
      export const c = { type: "custom", custom: { name: "x" } };
    `);
    expect(tools).toEqual([]);
  });

  it("ignores an Ethereum ABI's entries: a flat function with neither parameters nor a description", () => {
    const { tools } = findIn(`
      export const abi = [
        { type: "function", name: "balanceOf", inputs: [{ name: "account", type: "address" }], outputs: [{ type: "uint256" }], stateMutability: "view" },
      ];
      export const lookup = { type: "function", name: "lookup", description: "Look a word up." };
    `);
    expect(tools.map((tool) => tool.name)).toEqual(["lookup"]);
  });
});

describe("Anthropic and MCP", () => {
  it("tells them apart by the schema key", () => {
    const { tools } = findIn(`
      export const a = { name: "lookup", description: "Look up", input_schema: ${schema}, strict: true };
      export const m = { name: "lookup", description: "Look up", inputSchema: ${schema} };
    `);
    expect(tools.map((t) => [t.format, t.name, t.schemaKeys, t.strict])).toEqual([
      ["anthropic", "lookup", ["city"], true],
      ["mcp", "lookup", ["city"], false],
    ]);
  });

  it("does not take a schema's properties object for a tool", () => {
    const { tools } = findIn(
      `export const s = { type: "object", properties: { name: { type: "string" }, inputSchema: { type: "object" } } };`,
    );
    expect(tools).toEqual([]);
  });

  it("reads an MCP ListTools handler's result in JavaScript", () => {
    const { tools } = findIn(
      `server.setRequestHandler(ListToolsRequestSchema, async () => ({
         tools: [{ name: "search", description: "Search", inputSchema: ${schema} }],
       }));`,
      { filename: "server.mjs" },
    );
    expect(tools).toMatchObject([{ format: "mcp", name: "search", group: expect.stringMatching(/^list@/) }]);
  });
});

describe("Vercel AI SDK", () => {
  it("takes the name from the key, the schema from jsonSchema(), the implementation from execute", () => {
    const { tools, definitions } = findIn(`
      import { jsonSchema, tool } from "ai";
      export const tools = {
        get_weather: tool({ description: "Weather", inputSchema: jsonSchema(${schema}), execute: async ({ city }: { city: string }) => city }),
        legacy: tool({ description: "Old", parameters: jsonSchema<{ q: string }>({ type: "object", properties: { q: { type: "string" } } }), async execute({ q }) { return q; } }),
      };
    `);
    expect(tools.map((t) => [t.format, t.name, t.schemaKeys, t.link])).toEqual([
      ["vercel-ai", "get_weather", ["city"], "inline:<anonymous>"],
      ["vercel-ai", "legacy", ["q"], "inline:<anonymous>"],
    ]);
    expect(definitions[0]?.nameNode?.type).toBe("Identifier");
    expect(tools[0]?.group).toBe(tools[1]?.group);
  });

  it("marks zod schemas unreadable and tools without a key unnamed", () => {
    const { tools } = findIn(`
      import { tool } from "ai";
      import { z } from "zod";
      export const weather = tool({ description: "Weather", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });
    `);
    expect(tools).toMatchObject([{ name: undefined, schemaUnreadable: true, link: "inline:<anonymous>" }]);
  });

  it("accepts require('ai') and namespace imports, and ignores other tool() helpers", () => {
    const js = findIn(
      `const { tool } = require("ai"); module.exports = { a: tool({ description: "A", execute() {} }) };`,
      {
        filename: "t.cjs",
      },
    );
    expect(js.tools.map((t) => t.name)).toEqual(["a"]);
    // A member taken out of the required module (the Vercel row's own copy of requiredModule missed it).
    const member = findIn(
      `const tool = require("ai").tool; module.exports = { a: tool({ description: "A", execute() {} }) };`,
      { filename: "t.cjs" },
    );
    expect(member.tools.map((t) => t.name)).toEqual(["a"]);
    const ns = findIn(`import * as ai from "ai"; export const t = { a: ai.tool({ description: "A" }) };`);
    expect(ns.tools.map((t) => t.name)).toEqual(["a"]);
    const other = findIn(
      `import { tool } from "@langchain/core/tools"; export const t = { a: tool({ description: "A" }) };`,
    );
    expect(other.tools).toEqual([]);
    const local = findIn(`function tool(o: object) { return o; } export const t = { a: tool({ description: "A" }) };`);
    expect(local.tools).toEqual([]);
  });
});

describe("following schema identifiers", () => {
  it("follows consts through as const, satisfies, as and chains of consts", () => {
    const { tools } = findIn(`
      const base = ${schema} as const;
      const viaSatisfies = base satisfies object;
      const viaAs = viaSatisfies as unknown as Record<string, unknown>;
      export const tools = [
        { name: "a", input_schema: base },
        { name: "b", input_schema: viaSatisfies },
        { name: "c", input_schema: viaAs },
        { name: "d", input_schema: <object>base },
      ];
    `);
    expect(tools.map((t) => t.schemaKeys)).toEqual([["city"], ["city"], ["city"], ["city"]]);
  });

  it("does not follow a variable assigned again, imports or function results", () => {
    const { tools } = findIn(`
      import { imported } from "./schemas.js";
      let mutable = ${schema};
      mutable = { type: "object" };
      declare function build(): object;
      export const tools = [
        { name: "a", input_schema: mutable },
        { name: "b", input_schema: imported },
        { name: "c", input_schema: build() },
      ];
    `);
    expect(tools.map((t) => [t.schemaKeys, t.schemaUnreadable])).toEqual([
      [undefined, true],
      [undefined, true],
      [undefined, true],
    ]);
  });

  it("follows a var or let that is never assigned again (bundlers write var for a module's consts)", () => {
    const { tools } = findIn(`
      var bundled = ${schema};
      let once = ${schema};
      export const tools = [{ name: "a", input_schema: bundled }, { name: "b", input_schema: once }];
    `);
    expect(tools.map((t) => [t.schemaKeys, t.schemaUnreadable])).toEqual([
      [["city"], false],
      [["city"], false],
    ]);
  });
});

/** The same snippet without TypeScript syntax (declarations, annotations, assertions). */
function toJavaScript(code: string): string {
  return code
    .replace(/declare (const|function) [^;]+;/g, "")
    .replace(/ as any/g, "")
    .replace(/: (any\[\]|any|string|object)/g, "");
}

describe("odd input never throws", () => {
  it.each([
    ["empty file", ``],
    [
      "empty objects",
      `export const a = {}; export const b = [{}]; export const c = { type: "function", function: {} };`,
    ],
    ["computed keys", `const k = "name"; export const t = { [k]: "x", ["input_schema"]: {}, [Symbol.iterator]: 1 };`],
    [
      "spreads everywhere",
      `declare const o: any; export const t = [...o, { ...o }, { type: "function", function: { ...o } }];`,
    ],
    [
      "numbers as names",
      `export const t = [{ name: 42, input_schema: {} }, { type: "function", function: { name: 1e3 } }];`,
    ],
    ["template names", "export const t = [{ name: `a${1}`, input_schema: {} }, { name: `plain`, input_schema: {} }];"],
    [
      "a method call on this at the top level, and a helper's template at the top level",
      "declare const args: any; this.run(args); export const t = { name: args.name, input_schema: {} };",
    ],
    ["any-typed registry", `declare const r: any; r.tool(); r.tool(...[]); r["tool"](1, 2);`],
    [
      "registry with odd arguments",
      `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(); r.tool(...fns); r.tool(f, 42); r.tool(f, null); declare const fns: any[]; function f() {}`,
    ],
    [
      "getters and methods",
      `export const t = { get name() { return "x"; }, input_schema: {}, set description(v: string) {} };`,
    ],
    ["self-referencing const", `const a: any = a; export const t = { name: "x", input_schema: a };`],
    [
      "vercel tool() with no argument",
      `import { tool } from "ai"; export const t = { a: tool(), b: tool(...[]), c: tool(1 as any) };`,
    ],
  ])("%s", (_label, code) => {
    expect(() => findIn(code)).not.toThrow();
    expect(() => findIn(toJavaScript(code), { filename: "file.js" })).not.toThrow();
  });

  it("returns names from templates without substitutions only", () => {
    const { tools } = findIn(
      "export const t = [{ name: `a${1}`, input_schema: {} }, { name: `plain`, input_schema: {} }];",
    );
    expect(tools.map((t) => t.name)).toEqual([undefined, "plain"]);
  });
});

describe("Vercel tools kept in consts", () => {
  it("takes the name from the key the const is listed under", () => {
    const { tools } = findIn(`
      import { tool, generateText } from "ai";
      const weather = tool({ description: "Weather", execute: async () => 1 });
      const search = tool({ description: "Search", execute: async () => 2 });
      const unlisted = tool({ description: "Unlisted", execute: async () => 3 });
      const twice = tool({ description: "Twice", execute: async () => 4 });
      generateText({ tools: { get_weather: weather, search, a: twice } });
      export const more = { b: twice };
    `);
    expect(tools.map((t) => t.name)).toEqual(["get_weather", "search", undefined, undefined]);
    expect(tools[0]?.group).toBe(tools[1]?.group);
    expect(tools[0]?.group).toMatch(/^object@/);
  });

  it("keeps one name when the const is listed twice under the same key", () => {
    const { tools } = findIn(`
      import { tool } from "ai";
      const weather = tool({ description: "Weather", execute: async () => 1 });
      export const a = { weather }; export const b = { weather };
    `);
    expect(tools.map((t) => t.name)).toEqual(["weather"]);
  });
});
