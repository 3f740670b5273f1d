// What the implementation of each tool reads, as found through dispatch on the tool name, class
// methods and handler registrations — with and without type information.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import undeclared from "../../rules/no-undeclared-arguments.js";
import unread from "../../rules/no-unread-parameters.js";
import prose from "../../rules/description-matches-parameters.js";
import { viewsOf } from "./views-helper.js";

const view = (
  name: string,
  reads: string[],
  more: Partial<{ shared: string[]; opaque: boolean; typed: string[] }> = {},
) => ({
  name,
  reads,
  shared: more.shared ?? [],
  opaque: more.opaque ?? false,
  typed: more.typed ?? [],
});

describe("fixture projects, typed", () => {
  it("MCP server: destructured `arguments`, a case per tool", () => {
    expect(viewsOf("mcp-server/server.ts")).toEqual([
      view("add_note", ["body", "title"]),
      view("search_notes", ["maxResults", "query"]),
    ]);
  });

  it("OpenAI loop: JSON.parse of the call's arguments, switch on the function name", () => {
    expect(viewsOf("openai-loop/agent.ts")).toEqual([
      view("get_weather", ["city", "unit"]),
      view("convert_currency", ["amount", "from", "to"]),
    ]);
  });

  it("Anthropic loop: if / else if on block.name, a shared `input` variable, destructuring", () => {
    expect(viewsOf("anthropic-loop/agent.ts")).toEqual([
      view("lookup_order", ["include_items", "order_id"]),
      view("cancel_order", ["order_id", "reason"]),
    ]);
  });

  it("class tools: an untyped-enough `call` parameter is read, a typed one is read and keeps its type beside", () => {
    expect(viewsOf("class-tools/tools.ts")).toEqual([
      view("read_file", ["encoding", "path"]),
      view("list_files", ["directory", "recursive"], { typed: ["ListInput"] }),
      view("stat_file", ["followLinks", "path"], { typed: ["StatInput"] }),
    ]);
  });

  it("enum and `as const` names, dispatch on a parameter", () => {
    const views = viewsOf("const-enum/server.ts");
    expect(views.map((v) => v.reads)).toEqual([["priority", "title"], ["ticketId"], ["assignee", "ticketId"]]);
  });

  it("a type guard and a cast through unknown give the arguments a type", () => {
    expect(viewsOf("guards/server.ts")).toEqual([
      view("translate", ["target", "text"], { typed: ["TranslateArgs"] }),
      view("summarize", ["maxWords", "text"], { typed: ["SummarizeArgs"] }),
    ]);
  });

  it("handlers in another file: a typed parameter is a type, a Record parameter is opaque", () => {
    expect(viewsOf("handlers/index.ts")).toEqual([
      view("forecast", [], { typed: ["ForecastArgs"] }),
      view("alerts", [], { opaque: true }),
    ]);
  });
});

describe("without type information", () => {
  it("a string enum compiled to JavaScript names tools and dispatch labels (published servers ship it)", () => {
    const code = `var ToolName;
(function (ToolName) {
    ToolName["ECHO"] = "echo";
    ToolName["ADD"] = "add";
})(ToolName || (ToolName = {}));
export const tools = [
  { name: ToolName.ECHO, description: "Echo a message", inputSchema: { type: "object", properties: { message: { type: "string" } } } },
  { name: ToolName.ADD, description: "Add two numbers", inputSchema: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } } } },
];
export function handle(request) {
  const { name, arguments: args } = request.params;
  if (name === ToolName.ECHO) return String(args.message);
  if (name === ToolName.ADD) return String(args.a + args.b);
  throw new Error("unknown tool");
}`;
    // The definitions' written names are members of a variable (not static strings); the views
    // exist because both they and the labels resolve to "echo" and "add".
    expect(viewsOf("file.ts", code, { typed: false }).map((v) => v.reads)).toEqual([["message"], ["a", "b"]]);
    // A member whose value is not a string literal names nothing: that tool is not linked.
    expect(
      viewsOf("file.ts", code.replace('ToolName["ADD"] = "add";', 'ToolName["ADD"] = String(1);'), {
        typed: false,
      }).map((v) => v.reads),
    ).toEqual([["message"], []]);
  });

  it("reads the same from syntax; enum members resolve in the file", () => {
    expect(viewsOf("mcp-server/server.ts", undefined, { typed: false })).toEqual(viewsOf("mcp-server/server.ts"));
    expect(viewsOf("const-enum/server.ts", undefined, { typed: false }).map((v) => v.reads)).toEqual([
      ["priority", "title"],
      ["ticketId"],
      ["assignee", "ticketId"],
    ]);
  });

  it("a cast to a named type is a type (of unknown shape); a guard call is opaque", () => {
    expect(viewsOf("guards/server.ts", undefined, { typed: false })).toEqual([
      view("translate", ["target", "text"], { opaque: true }),
      view("summarize", ["maxWords", "text"], { typed: ["?"] }),
    ]);
  });
});

describe("shapes", () => {
  const code = (
    body: string,
    before = "",
  ) => `export const tools = [{ name: "t", inputSchema: { type: "object", properties: {} } }];
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }) {
  const args = request.params.arguments;
  ${before}
  switch (request.params.name) {
    case "t": { ${body} }
    case "other": { return args?.notMine; }
  }
}`;
  const reads = (body: string, before?: string) => viewsOf("file.ts", code(body, before))[0]!;

  it("follows aliases, `??`, optional chains, non-null and destructuring with defaults", () => {
    expect(
      reads("const a = args ?? {}; const { x = 1, y: why } = a; return [a.z, args!.w, args?.['v'], x, why];").reads,
    ).toEqual(["v", "w", "x", "y", "z"]);
  });

  it("other tools' branches are not this tool's reads; reads before the switch are shared", () => {
    expect(reads("return args?.a;", "void args?.before;")).toMatchObject({
      reads: ["a"],
      shared: ["before"],
      opaque: false,
    });
  });

  it("tests and comparisons read nothing", () => {
    expect(reads("if (!args || typeof args !== 'object' || args === null) return; return 'a' in args;")).toMatchObject({
      reads: ["a"],
      opaque: false,
    });
  });

  it.each([
    ["a spread", "return { ...args };"],
    ["a dynamic key", "const k = 'a'; return args?.[k];"],
    ["an escape", "return args;"],
    ["a rest element", "const { a, ...rest } = args ?? {}; return [a, rest];"],
    ["an untyped call", "return JSON.stringify(args);"],
    ["the request handed on", "return String(request);"],
  ])("%s makes the view opaque", (_label, body) => {
    expect(reads(body).opaque).toBe(true);
  });

  it("a write is not a read; `??=` is both", () => {
    const result = reads("if (args) { args.set = 1; args.limit ??= 10; } return args?.limit;");
    expect(result.reads).toEqual(["limit"]);
    expect(result.opaque).toBe(false);
  });
});

describe("a guard that refuses every other name", () => {
  const code = (
    guard: string,
    rest: string,
  ) => `export const tools = [{ name: "t", inputSchema: { type: "object", properties: {} } }];
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }) {
  const args = request.params.arguments;
  void args?.before;
  ${guard}
  ${rest}
}`;
  const only = (guard: string, rest = "return [args?.a, args?.b];") => viewsOf("file.ts", code(guard, rest));

  it.each([
    ["a throw", `if (request.params.name !== "t") throw new Error("unknown tool");`],
    ["a return in a block", `if ("t" != request.params.name) { console.error("unknown"); return; }`],
  ])("after %s, the rest of the block is the tool's", (_label, guard) => {
    expect(only(guard)).toEqual([view("t", ["a", "b"], { shared: ["before"] })]);
  });

  it("one of several names let through", () => {
    const views = viewsOf(
      "file.ts",
      code(
        `if (request.params.name !== "t" && request.params.name !== "u") throw new Error("unknown tool");`,
        "return args?.a;",
      ).replace(`[{ name: "t",`, `[{ name: "u", inputSchema: { type: "object", properties: {} } }, { name: "t",`),
    );
    expect(views).toEqual([view("u", ["a"], { shared: ["before"] }), view("t", ["a"], { shared: ["before"] })]);
  });

  it.each([
    ["a branch that may go on", `if (request.params.name !== "t") console.error("unknown tool");`],
    ["an else", `if (request.params.name !== "t") throw new Error("unknown"); else void 0;`],
    ["a test of something else too", `if (request.params.name !== "t" || !args) throw new Error("unknown");`],
  ])("%s is no guard", (_label, guard) => {
    expect(only(guard)).toMatchObject([{ name: "t", none: true, reads: [] }]);
  });
});

describe("never throws", () => {
  const rules = { u: undeclared, r: unread, p: prose };
  const lint = (code: string) =>
    new Linter({ configType: "flat" }).verify(
      code,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser as Linter.Parser },
          plugins: { t: { rules } as never },
          rules: { "t/u": "error", "t/r": "error", "t/p": "error" },
        },
      ],
      "odd.ts",
    );

  it.each([
    "",
    "switch (a) { case b: }",
    "switch (a.name) { case `x${y}`: default: case 'z': }",
    "if (a.name === 'x') {} else if ('y' == a.name) {} else if (a.name === b) {}",
    "(class { name = 1; inputSchema = 2; call = 3 });",
    "(class { static name = 'x'; static parameters = { type: 'object', properties: { ...p } }; run(...a: any[]) { return a; } })",
    "x.tool('n', 'd', { type: 'object' }, 5); x.registerTool('n', 5, () => 1); x.addTool(1, 2); ({ schema: 1, handler: 2 });",
    // zod and the newer styles, written oddly: self references, empty calls, shapes of the wrong kind.
    "import { z } from 'zod'; const s: any = s.extend({}); x.addTool({ name: 'a', parameters: s, execute: () => 1 });",
    "import { z } from 'zod'; x.tool('a', z.object(z), async () => 1); x.registerTool('b', { inputSchema: z.preprocess(z, z) }, () => 1);",
    "import { z } from 'zod'; x.addTool(); x.addTool({ ...y }); x.tool(); x.registerTool();",
    "import { tool, DynamicStructuredTool } from '@langchain/core/tools'; tool(); tool(1, 2); new DynamicStructuredTool(); new DynamicStructuredTool({ name: 1, func: 2 });",
    "import { tool } from '@openai/agents'; import { zodFunction } from 'openai/helpers/zod'; import { createTool } from '@mastra/core/tools'; tool(); tool({}); zodFunction(); createTool({ id: 1 });",
    "export const r = { functions: [{ name: 1 }, { name: 'a', parameters: 'p' }], functionDeclarations: [{ ...f }] };",
    "import { z } from 'zod'; class T extends Base { name = 'a'; schema = z.object({ a: z.string().describe() }); _call = 1 }",
    "import { a } from './a.js'; export const t = [{ name: 'x', inputSchema: { type: 'object', properties: { ...a, ...b, [c]: 1 } } }];",
    "const t = { name: 'a', input_schema: { type: 'object', properties: { a: {} } }, call(arguments_: any) { return arguments; } };",
    "function f(name: string) { switch (name) { case 'a': return arguments[0]; } } export const t = { name: 'a', inputSchema: { properties: { q: {} } } };",
    "export const t = { name: 'a', description: 'use `a_b` or `` or ``` ```', inputSchema: { properties: { aB: { description: 42 } } } };",
  ])("%s", (code) => {
    expect(lint(code).filter((message) => message.fatal)).toEqual([]);
    // The extraction itself, without the rules' safety net.
    expect(() => viewsOf("file.ts", code, { typed: false })).not.toThrow();
    expect(() => viewsOf("file.ts", code)).not.toThrow();
  });

  it("on this repository's sources", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        // Fixtures that are broken on purpose (the inspect command's parse-error case) are not sources.
        if (statSync(path).isDirectory()) {
          if (entry !== "unparsable") walk(path);
        } else if (path.endsWith(".ts")) files.push(path);
      }
    };
    walk("src");
    walk("rules");
    walk("test/fixtures");
    for (const file of files) {
      // A file's own `eslint-disable` left unused is not a failure of the plugin.
      const fatal = lint(readFileSync(file, "utf8")).filter(
        (message) =>
          message.fatal || (message.ruleId === null && !message.message.startsWith("Unused eslint-disable directive")),
      );
      expect(fatal, file).toEqual([]);
    }
  });
});

describe("a definition paired with its handler in another module", () => {
  it("`{ definition, handler }` or `{ ...definition, handler }` in another file, names imported (renamed or not), links the handler of this file", () => {
    expect(viewsOf("paired-elsewhere/issues.ts")).toMatchObject([
      { name: "find_issue", reads: ["displayName", "severity"], opaque: false },
      { name: "list_issues", reads: ["limit"], opaque: false },
      { name: "close_issue", none: true },
      { name: "rename_issue", reads: ["id", "title"], opaque: false },
    ]);
  });
});

describe("an agent loop that parses the arguments' text into a variable and tests the name", () => {
  const code = (
    parse: string,
    guard: string,
  ) => `declare const remote: { call(name: string, text: unknown): Promise<string> };
declare function search(query: string, caseSensitive: boolean): string;
export const tools = [
  { type: "function", function: { name: "search", description: "Search", parameters: { type: "object", properties: { query: { type: "string" }, caseSensitive: { type: "boolean" } } } } },
  { type: "function", function: { name: "mcp__fetch", description: "Fetch", parameters: { type: "object", properties: { url: { type: "string" } } } } },
];
export async function executeTool(name: string, text: unknown) {
  ${guard}
  ${parse}
  if (name === "search") return run(input);
  return "unknown tool";
}
function run(input: any) {
  return search(input.query, !!input.caseSensitive);
}`;
  const PARSE = `let input: any = {};
  if (typeof text === "string" && text.trim()) input = JSON.parse(text);`;
  const GUARD = `if (name.startsWith("mcp__") && remote) return remote.call(name, text);`;

  it("a variable that holds the parsed arguments or an empty object holds the arguments", () => {
    expect(viewsOf("file.ts", code(PARSE, ""))[0]).toMatchObject({
      name: "search",
      reads: ["caseSensitive", "query"],
      opaque: false,
    });
  });

  it("a variable written anything else besides holds no telling what", () => {
    const other = PARSE.replace("let input: any = {};", "let input: any = { query: 'default' };");
    expect(viewsOf("file.ts", code(other, ""))[0]).toMatchObject({ name: "search", opaque: true });
  });

  it.each([
    ["a prefix it lacks", GUARD],
    ["a negated name test", `if (!name.startsWith("search") || name.includes(":")) return remote.call(name, text);`],
    ["an else of a name it has", `if (name.endsWith("h")) {} else return remote.call(name, text);`],
  ])("what a branch the tool's name never enters does with the arguments says nothing of it: %s", (_label, guard) => {
    expect(viewsOf("file.ts", code(PARSE, guard))[0]).toMatchObject({
      name: "search",
      reads: ["caseSensitive", "query"],
      opaque: false,
    });
  });

  it("a branch the name may enter still counts", () => {
    const guard = `if (name.startsWith("sea") || remote) return remote.call(name, text);`;
    expect(viewsOf("file.ts", code(PARSE, guard))[0]).toMatchObject({ name: "search", opaque: true });
  });
});
