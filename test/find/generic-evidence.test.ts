import { describe, expect, it } from "vitest";
import { definitionsOf, remoteOf, viewsOf } from "./views-helper.js";

describe("generic definitions", () => {
  it("a nameless object handed to a factory is that call's definition, placed at the call", () => {
    const code = `import { z } from "zod";
declare function extendedTool(config: object): unknown;
export const state = extendedTool(
  {
    description: "Get the state's shape",
    parameters: z.object({ stateNames: z.array(z.string()) }),
    execute: async (args: { stateNames: string[] }) => args.stateNames.length,
  },
);`;
    expect(definitionsOf(code, { lines: true })).toMatchObject([{ format: "generic", name: undefined, line: 3 }]);
  });

  it("a named object with a callable and a schema of a library we do not read is found, its schema unread", () => {
    const code = `declare function type(shape: object): unknown;
const overviewSchema = type({ "staged?": "boolean" });
export function create() {
  return {
    name: "git_overview",
    description: "Staged files and their diff summary.",
    parameters: overviewSchema,
    async execute(_id: string, params: { staged?: boolean }) { return params.staged; },
  };
}`;
    expect(definitionsOf(code)).toMatchObject([{ format: "generic", name: "git_overview", schemaKeys: [] }]);
  });

  it("a nameless object with a callable and a schema some code makes is found, its schema unread; a list there is data", () => {
    const code = `declare function searchSchema(limit: number): unknown;
export function webSearchTool(limit: number) {
  return {
    description: "Search the web.",
    inputSchema: searchSchema(limit),
    async execute(input: { query: string }) { return input.query; },
  };
}
export const operation = { description: "List pets.", parameters: ["limit"], handler: () => 1 };`;
    expect(definitionsOf(code, { lines: true })).toMatchObject([
      { format: "generic", name: undefined, schemaKeys: [], line: 3 },
    ]);
  });

  it("the one handler parameter the SDK types as what the schema parses to is the arguments, even with nothing declared", () => {
    const code = (shape: string) => `import { z } from "zod";
interface Wallet { address(): string; sign(data: string): string }
declare function customAction<S extends z.ZodTypeAny>(action: {
  name: string;
  description: string;
  schema: S;
  invoke: (wallet: Wallet, args: z.infer<S>) => Promise<string>;
}): unknown;
export const swap = customAction({
  name: "swap_usdc",
  description: "Swap USDC to ETH",
  schema: z.object({ ${shape} }),
  invoke: async (wallet, args) => wallet.sign(String(args.amount)),
});`;
    const summary = (shape: string) => viewsOf("file.ts", code(shape), { typed: true }).map((v) => [v.opaque, v.reads]);
    expect(summary("amount: z.string()")).toEqual([[false, ["amount"]]]);
    expect(summary("")).toEqual([[false, ["amount"]]]);
    // Written as a method of the object, the SDK's type types it all the same.
    const method = code("").replace(
      "invoke: async (wallet, args) => wallet.sign(String(args.amount)),",
      "async invoke(wallet, args) { return wallet.sign(String(args.amount)); },",
    );
    expect(viewsOf("file.ts", method, { typed: true }).map((v) => [v.opaque, v.reads])).toEqual([[false, ["amount"]]]);
    // Two parameters typed so: neither is told to be the arguments; the reads align them instead.
    const twice = code("amount: z.string()")
      .replace("invoke: (wallet: Wallet, args: z.infer<S>)", "invoke: (previous: z.infer<S>, args: z.infer<S>)")
      .replace(
        "async (wallet, args) => wallet.sign(String(args.amount))",
        "async (previous, args) => String(args.amount)",
      );
    expect(viewsOf("file.ts", twice, { typed: true }).map((v) => [v.opaque, v.reads])).toEqual([[false, ["amount"]]]);
  });

  it("a spread whose keys the code shows all of overrides only those: the name and schema before it stand", () => {
    const code = `declare const pi: { registerTool(tool: object): void };
declare const renderers: { renderCall?: () => string } | undefined;
declare const extra: object;
pi.registerTool({
  name: "task",
  description: "Delegate a task to an agent.",
  parameters: { type: "object", properties: { prompt: { type: "string" } }, required: ["prompt"] },
  async execute(_id: string, params: { prompt: string }) { return params.prompt; },
  ...(renderers?.renderCall && { renderCall: renderers.renderCall }),
  ...(renderers ? { label: "Task" } : {}),
});
pi.registerTool({
  name: "unknown",
  description: "A spread of unknown keys may replace the schema.",
  parameters: { type: "object", properties: { prompt: { type: "string" } } },
  async execute(_id: string, params: { prompt: string }) { return params.prompt; },
  ...extra,
});`;
    expect(definitionsOf(code)).toMatchObject([{ name: "task", schemaKeys: ["type", "properties", "required"] }]);
  });

  it("a tool that takes nothing, handed where the callee's type holds an input schema's key, is found", () => {
    const code = `import { z } from "zod";
declare function tool<P extends z.ZodType | undefined = undefined>(options: {
  name: string;
  description: string;
  parameters?: P;
  execute: (args: unknown) => Promise<unknown>;
}): unknown;
declare function command(options: { name: string; description: string; run: () => Promise<void> }): unknown;
export const tools = [
  tool({ name: "end_call", description: "Ends the call.", execute: async () => "bye" }),
];
export const commands = [command({ name: "reset", description: "Resets the state.", run: async () => {} })];`;
    expect(definitionsOf(code)).toMatchObject([{ name: "end_call", schemaKeys: [] }]);
    // Through a type parameter's constraint, and (no declaration the symbols reach) the contextual type.
    const generic = `declare function tool<O extends { name: string; parameters?: unknown; execute: Function }>(options: O): unknown;
declare function toolMaker(): (options: { name: string; inputSchema?: object; run: Function }) => unknown;
export const tools = [
  tool({ name: "end_call", description: "Ends the call.", execute: async () => "bye" }),
  toolMaker()({ name: "hang_up", description: "Hangs up.", run: async () => "bye" }),
];`;
    expect(definitionsOf(generic, { typed: true }).map((definition) => definition.name)).toEqual([
      "end_call",
      "hang_up",
    ]);
  });

  it("a named schema with MCP's tool annotations is a definition, its handler given elsewhere", () => {
    const code = `import { z } from "zod";
export const CREATE_REPO_TOOL_CONFIG = {
  name: "create_repo",
  description: "Create a repository.",
  schema: z.object({ uri: z.string() }),
  annotations: { title: "Create Repository", readOnlyHint: false, openWorldHint: true },
};
export const PROMPT_CONFIG = { name: "summary", description: "A prompt.", schema: z.object({ text: z.string() }) };`;
    expect(definitionsOf(code)).toMatchObject([{ name: "create_repo", linked: undefined }]);
  });

  it("a plugin's settings schema is not a tool's input: the plugin is no tool", () => {
    const code = `export const plugin = {
  id: "devclaw",
  name: "DevClaw",
  description: "Pipeline orchestration.",
  configSchema: { type: "object", properties: { projectExecution: { type: "string" } } },
  register(api: { log(text: string): void }) { api.log("registered"); },
};`;
    expect(definitionsOf(code)).toEqual([]);
  });

  it("a named JSON Schema with no callable is a definition when a dispatch of the file routes its name", () => {
    const code = `const CLOUD_TOOLS = [
  { name: "get_usage", description: "Usage statistics", parameters: { type: "object", properties: {}, required: [] } },
  { name: "get_config", description: "A configuration value", parameters: { type: "object", properties: { key: { type: "string" } }, required: ["key"] } },
  { name: "not_routed", description: "Listed, run nowhere here", parameters: { type: "object", properties: { id: { type: "string" } } } },
  { name: "no_schema", description: "Routed, with a schema that is no object's", parameters: { type: "string" } },
];
declare function usage(): Promise<string>;
export async function runCloudTool(name: string, args: Record<string, unknown>) {
  switch (name) {
    case "get_usage": return usage();
    case "get_config": return String(args.key);
    case "no_schema": return String(args.value);
    default: return { error: "unknown tool " + name };
  }
}
export const tools = CLOUD_TOOLS;`;
    expect(definitionsOf(code).map((definition) => [definition.name, definition.format])).toEqual([
      ["get_usage", "generic"],
      ["get_config", "generic"],
    ]);
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads])).toEqual([
      ["get_usage", []],
      ["get_config", ["key"]],
    ]);
  });

  it("a routed named JSON Schema is found under any key but another schema's", () => {
    const code = `const PROFILE_READ = {
  name: "profile_read",
  description: "Read the profile",
  schema: { type: "object", properties: { box: { type: "string" } } },
};
const PROFILE_EXPORT = {
  name: "profile_export",
  description: "Export the profile",
  outputSchema: { type: "object", properties: { url: { type: "string" } } },
};
export const TOOLS = [PROFILE_READ, PROFILE_EXPORT];
declare function read(box: unknown): string;
export function call(name: string, args: Record<string, unknown>) {
  switch (name) {
    case "profile_read": return read(args.box);
    case "profile_export": return "";
  }
}`;
    expect(definitionsOf(code).map((definition) => [definition.name, definition.format])).toEqual([
      ["profile_read", "generic"],
    ]);
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads])).toEqual([["profile_read", ["box"]]]);
  });

  it("a method of the class, or one bound to it, is the callable of an object in that class", () => {
    const code = `export class FileTools {
  getTools() {
    return [
      {
        name: "read_file",
        description: "Read a file",
        parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
        handler: this.readFile.bind(this),
      },
      {
        name: "stat_file",
        description: "Stat a file",
        parameters: { type: "object", properties: { file: { type: "string" } }, required: ["file"] },
        handler: this.statFile,
      },
      {
        name: "touch_file",
        description: "Bound with an argument of its own: the model's arguments reach another parameter",
        parameters: { type: "object", properties: { file: { type: "string" } }, required: ["file"] },
        handler: this.touch.bind(this, "now"),
      },
    ];
  }
  async readFile(params: Record<string, unknown>) { return String(params.path); }
  async statFile(params: Record<string, unknown>) { return String(params.file); }
  async touch(when: string, params: Record<string, unknown>) { return when + String(params.file); }
}`;
    // The third is written like the other two: a definition all the same, its callable not followed.
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads, view.none ?? false])).toEqual([
      ["read_file", ["path"], false],
      ["stat_file", ["file"], false],
      ["touch_file", [], true],
    ]);
  });

  it("a call with no schema of a function that registers tools with one in the file registers a tool that takes no arguments", () => {
    const code = `declare const server: { addTool(...args: unknown[]): void; log(...args: unknown[]): void };
declare function list(): Promise<string>;
server.addTool("docs-get", "Get a document", { type: "object", properties: { id: { type: "string" } } }, async ({ id }: { id: string }) => id);
server.addTool("docs-list", "List all documents", async () => await list());
server.log("docs-count", "Count the documents", async () => await list());`;
    expect(definitionsOf(code).map((definition) => [definition.name, definition.schemaKeys])).toEqual([
      ["docs-get", ["type", "properties"]],
      ["docs-list", []],
    ]);
  });

  it("a raw shape's member may be a chain on the zod schema a helper of the file returns", () => {
    const code = `import { z } from "zod";
declare const server: { addTool(...args: unknown[]): void };
const flag = (field: string) => z.boolean().optional().describe("Filter by " + field);
const label = (field: string) => ({ label: field });
server.addTool("epics-search", "Find epics", { name: z.string(), isDone: flag("done").default(false) }, async () => 1);
server.addTool("epics-tag", "Tag epics", { name: z.string(), tag: label("x").default }, async () => 1);`;
    expect(definitionsOf(code).map((definition) => definition.name)).toEqual(["epics-search"]);
  });

  it("a call's object after its callback is how to run the tool, and a schema of nothing is a tool that takes nothing", () => {
    const code = `declare function defTool(...args: unknown[]): void;
declare function count(): number;
defTool("files-read", "Read a file", { type: "object", properties: { path: { type: "string" } } }, async ({ path }: { path: string }) => path, { maxTokens: 100 });
defTool("files-count", "Count the files", {}, async () => count());
defTool("files-skip", "Skip", { type: "object", properties: { path: { type: "string" } } }, { maxTokens: 100 });`;
    expect(definitionsOf(code).map((definition) => [definition.name, definition.schemaKeys])).toEqual([
      ["files-read", ["type", "properties"]],
      ["files-count", []],
    ]);
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads])).toEqual([
      ["files-read", ["path"]],
      ["files-count", []],
    ]);
  });

  it("an object a const holds is paired with the handler an entry of the file names beside it", () => {
    const code = `declare function search(q: string): Promise<string>;
const searchTool = { name: "web-search", description: "Search the web", parameters: [{ name: "query", type: "string", required: true }] };
const searchHandler = (args: Record<string, unknown>) => search(String(args.query));
export const builtins = [{ definition: searchTool, handler: searchHandler }];`;
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads])).toEqual([["web-search", ["query"]]]);
  });

  it("an object written like the file's definitions found with a callable is one, its handler made elsewhere", () => {
    const code = `declare function search(q: string): Promise<string>;
const searchTool = { name: "web-search", description: "Search the web", riskLevel: "low", parameters: [{ name: "query", type: "string" }] };
export const recallTool = { name: "recall", description: "Recall a note", parameters: [{ name: "key", type: "string" }] };
export const other = { name: "recall", description: "Recall a note", parameters: [{ name: "key", type: "string" }], owner: "me" };
const searchHandler = (args: Record<string, unknown>) => search(String(args.query));
export const builtins = [{ definition: searchTool, handler: searchHandler }];`;
    // The second is found, not linked; the third holds a key no definition found holds.
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads, view.none ?? false])).toEqual([
      ["web-search", ["query"], false],
      ["recall", [], true],
    ]);
  });

  it("an object both routed by a dispatch and written like a found definition is one definition", () => {
    const code = `declare function run(q: string): string;
const schema = { type: "object", properties: { q: { type: "string" } } };
export const tools = [
  { name: "search", description: "Search", parameters: schema, handler: (args: { q: string }) => run(args.q) },
  { name: "lookup", description: "Look up", parameters: { type: "object", properties: { q: { type: "string" } } } },
];
export function dispatch(name: string, args: { q: string }) {
  switch (name) {
    case "lookup":
      return run(args.q);
  }
}`;
    expect(definitionsOf(code).map((definition) => definition.name)).toEqual(["search", "lookup"]);
  });

  it("a callable and a definition handed together are a tool, with a text after them or none", () => {
    const code = `import { z } from "zod";
declare function createTool(fn: unknown, config: unknown, kind?: unknown): unknown;
declare function read(path: string): string;
declare const mode: { kind: string };
export const readFile = createTool(async (args: any) => read(args.path), { name: "read_file", description: "Read", schema: z.object({ path: z.string() }) }, "read");
export const statFile = createTool(async (args: any) => read(args.file), { name: "stat_file", description: "Stat", schema: z.object({ file: z.string() }) });`;
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads])).toEqual([
      ["read_file", ["path"]],
      ["stat_file", ["file"]],
    ]);
    // Something else after them: no telling what the call does with the two.
    const other =
      code.replace(/export const (readFile|statFile)[^\n]*\n?/g, "") +
      `export const touchFile = createTool(async (args: any) => read(args.file), { name: "touch_file", description: "Touch", schema: z.object({ file: z.string() }) }, mode);`;
    expect(definitionsOf(other)).toEqual([]);
  });

  it("a text before the definition and its callable says something else: the options name the tool", () => {
    const code = `import { z } from "zod";
declare function tool(feature: string, options: object, fn: Function): unknown;
declare function find(uid: string): string;
export const getUsers = tool("auth", { name: "get_users", description: "Get users", inputSchema: z.object({ uids: z.array(z.string()) }) }, async ({ uids }: { uids: string[] }) => uids.map(find));
export const getUser = tool("Auth tools", { name: "get_user", description: "Get a user", inputSchema: z.object({ uid: z.string() }) }, async (args: { uid: string }) => find(args.uid));`;
    expect(viewsOf("file.ts", code, { typed: true }).map((view) => [view.name, view.reads])).toEqual([
      ["get_users", ["uids"]],
      ["get_user", ["uid"]],
    ]);
  });

  it("a description written as a list of texts joined is a text", () => {
    const code = `import { z } from "zod";
declare const server: { tool(...args: unknown[]): void };
const LINES = ["Add an event", "to the calendar."];
server.tool("add_event", ["Add an event", "to the calendar."].join(" "), { title: z.string() }, async ({ title }: { title: string }) => title);
server.tool("add_note", LINES.join(), { title: z.string() }, async ({ title }: { title: string }) => title);
server.tool("add_task", LINES.join(separator()), { title: z.string() }, async ({ title }: { title: string }) => title);
declare function separator(): string;`;
    expect(definitionsOf(code).map((definition) => [definition.name, definition.description])).toEqual([
      ["add_event", "Add an event to the calendar."],
      ["add_note", "Add an event,to the calendar."],
      // Found (the checker says a text is there), its text not known.
      ["add_task", undefined],
    ]);
  });

  it("a tool made with \`new\`, its schema before its name or after it, is found and read", () => {
    const code = `import { z } from "zod";
declare class Tool { constructor(...args: unknown[]); }
declare function evaluate(text: string): number;
const paramsSchema = z.object({ expression: z.string() });
const name = "calculator";
export const calculator = new Tool(paramsSchema, name, "Evaluate an expression", (params: any) => evaluate(params.expression));
export const doubler = new Tool("doubler", "Double a number", { type: "object", properties: { n: { type: "number" } } }, (args: any) => args.n * 2);
export const noSchema = new Tool(paramsSchema, "Evaluate an expression");`;
    expect(definitionsOf(code).map((definition) => [definition.format, definition.name])).toEqual([
      ["generic", "calculator"],
      ["generic", "doubler"],
    ]);
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.reads])).toEqual([
      ["calculator", ["expression"]],
      ["doubler", ["n"]],
    ]);
  });

  it("a callable whose parameter reads no declared name and has a method called receives no arguments object", () => {
    const code = `declare function send(to: string, text: string): Promise<string>;
export const tools = [
  {
    name: "send_messages",
    description: "Send messages",
    parameters: { type: "object", properties: { messages: { type: "array" } }, required: ["messages"] },
    handler: async (messages: any) => messages.map((m: any) => send(m.recipient, m.content)),
  },
  {
    name: "send_one",
    description: "Send one message",
    parameters: { type: "object", properties: { message: { type: "string" } }, required: ["message"] },
    handler: async (args: any) => send(args.recipient, args.text),
  },
];`;
    expect(viewsOf("file.ts", code).map((view) => [view.name, view.opaque, view.reads])).toEqual([
      ["send_messages", true, []],
      ["send_one", false, ["recipient", "text"]],
    ]);
  });

  it("an object literal under a schema key that is no JSON Schema is data, not a tool", () => {
    const code = `export const row = { name: "x", parameters: { limit: 10 }, run: () => 1 };`;
    expect(definitionsOf(code)).toEqual([]);
  });
});

describe("tools dispatched here and declared in another module", () => {
  it("are linked when their branch validates the arguments with a zod object we can read", () => {
    expect(remoteOf("validators/server.ts")).toEqual([
      { name: "jot_create", linked: true },
      { name: "jot_delete", linked: true },
    ]);
  });
});
