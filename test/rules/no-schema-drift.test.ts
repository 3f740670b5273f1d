import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import rule from "../../rules/no-schema-drift.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const tester = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const REGISTRY = `import { ToolRegistry } from "tool-schema";
const registry = new ToolRegistry();
`;

/** `function search(query: string, count: number)` with JSDoc, registered with the given options. */
const SEARCH = `${REGISTRY}
/**
 * Searches the docs.
 * @param query What to look for.
 * @param count How many results.
 */
function search(query: string, count: number): string {
  return query + count;
}
`;

const SIG = "search(query, count)";

/** One expected error: message id, data, and (by default) the one regenerate suggestion. */
function error(messageId: string, data: Record<string, string>, extra: Record<string, unknown> = {}) {
  return { messageId, data, suggestions: 1, ...extra } as never;
}

type Cases = Parameters<typeof tester.run>[2];

const valid: Cases["valid"] = [
  // ── every format, in agreement ──────────────────────────────────────────────────────────────
  {
    name: "a registry call in agreement with its function",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Free text" },
      count: { type: "number" },
    },
    required: ["query", "count"],
  },
  positional: ["query", "count"],
});`,
  },
  {
    name: "one object parameter needs no positional",
    code: `${REGISTRY}
function find(options: { query: string; limit?: number }): string {
  return options.query;
}
registry.tool(find, {
  description: "Find",
  parameters: { type: "object", properties: { query: { type: "string" }, limit: { type: "number" } }, required: ["query"] },
});`,
  },
  {
    name: "an OpenAI chat tool in agreement",
    code: `export function search_docs({ query }: { query: string }): string { return query; }
export const tools = [
  { type: "function", function: { name: "search_docs", description: "Search", parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] } } },
];`,
  },
  {
    name: "an OpenAI Responses tool in agreement",
    code: `function lookupOrder({ id }: { id: string }): string { return id; }
export const tool = { type: "function", name: "lookup_order", description: "Find an order", parameters: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } };`,
  },
  {
    name: "an Anthropic tool in agreement",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  {
    name: "an MCP tool in agreement",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", description: "Weather", inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  {
    name: "a Vercel AI tool in agreement",
    code: `import { jsonSchema, tool } from "ai";
export const weather = tool({
  description: "Weather",
  inputSchema: jsonSchema({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }),
  execute: async ({ city }: { city: string }) => city,
});`,
  },
  // ── link styles ─────────────────────────────────────────────────────────────────────────────
  {
    name: "openai-node runTools: the implementation inside function",
    code: `export const tools = [{ type: "function", function: { name: "echo", function: ({ text }: { text: string }) => text, parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } } }];`,
  },
  {
    name: "a dispatch object links the implementation",
    code: `function weatherNow({ city }: { city: string }): string { return city; }
export const handlers = { get_weather: weatherNow };
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  // Imported implementation, and an aliased re-export of it.
  {
    name: "an imported implementation",
    code: `import { searchDocs } from "./drift-lib.js";
export const tool = { name: "search_docs", input_schema: { type: "object", properties: { query: { type: "string" }, count: { type: "number" } }, required: ["query", "count"] } };`,
  },
  {
    name: "an implementation re-exported under another name",
    code: `import { findDocs } from "./drift-lib.js";
export const tool = { name: "find_docs", input_schema: { type: "object", properties: { query: { type: "string" }, count: { type: "number" } }, required: ["query", "count"] } };`,
  },
  {
    name: "a schema held in a const, through as const and satisfies",
    code: `function getWeather({ city }: { city: string }): string { return city; }
const schema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] } as const satisfies object;
export const tool = { name: "get_weather", input_schema: schema };`,
  },
  // ── equivalences ────────────────────────────────────────────────────────────────────────────
  {
    name: "integer for number, annotations, additionalProperties and key order",
    code: `function page({ size, cursor }: { size: number; cursor: string }): string { return cursor + size; }
export const tool = { name: "page", input_schema: {
  required: ["cursor", "size"],
  additionalProperties: false,
  properties: {
    size: { type: "integer", minimum: 1, maximum: 100, default: 10, examples: [20], description: "Page size" },
    cursor: { type: "string", format: "uuid", pattern: "^[a-f0-9-]+$", maxLength: 36, title: "Cursor" },
  },
  type: "object",
} };`,
  },
  // Nullable written four ways for a parameter that can be null.
  ...(
    [
      ["a type list", `{ type: ["string", "null"] }`],
      ["anyOf", `{ anyOf: [{ type: "string" }, { type: "null" }] }`],
      ["nullable: true", `{ type: "string", nullable: true }`],
      ["oneOf", `{ oneOf: [{ type: "null" }, { type: "string" }] }`],
    ] as const
  ).map(([way, note]) => ({
    name: `null written as ${way}`,
    code: `function annotate({ note }: { note: string | null }): string { return note ?? ""; }
export const tool = { name: "annotate", input_schema: { type: "object", properties: { note: ${note} }, required: ["note"] } };`,
  })),
  {
    name: "OpenAI strict form: optional is required and nullable",
    code: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { type: "function", function: { name: "list", strict: true, parameters: {
  type: "object",
  properties: { folder: { type: "string" }, limit: { type: ["number", "null"] } },
  required: ["folder", "limit"],
  additionalProperties: false,
} } };`,
  },
  {
    name: "an enum for a literal union in another order, and boolean as true or false",
    code: `function convert({ unit, exact }: { unit: "c" | "f" | "k"; exact: boolean }): string { return unit + exact; }
export const tool = { name: "convert", input_schema: { type: "object", properties: { unit: { type: "string", enum: ["k", "f", "c"] }, exact: { enum: [true, false] } }, required: ["unit", "exact"] } };`,
  },
  {
    name: "a parameter with a default is optional",
    code: `function greet(name: string, greeting = "hi"): string { return greeting + name; }
export const tool = { name: "greet", input_schema: { type: "object", properties: { name: { type: "string" }, greeting: { type: "string", default: "hi" } }, required: ["name"] } };`,
  },
  {
    name: "nested arrays of objects and nested objects",
    code: `function tag({ items, options }: { items: { id: number; labels: string[] }[]; options: { dryRun?: boolean } }): string { return String(items.length) + options.dryRun; }
export const tool = { name: "tag", input_schema: { type: "object", properties: {
  items: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, labels: { type: "array", items: { type: "string" } } }, required: ["id", "labels"] } },
  options: { type: "object", properties: { dryRun: { type: "boolean" } } },
}, required: ["items", "options"] } };`,
  },
  // ── never a false alarm: what cannot be read is skipped ─────────────────────────────────────
  {
    name: "what sits behind a recursive schema's $ref is not compared",
    code: `${REGISTRY}
function rename(node: { name: string; children: { name: string }[] }): string { return node.name; }
registry.tool(rename, { description: "d", parameters: {
  type: "object",
  properties: {
    name: { type: "string" },
    children: { type: "array", items: { $ref: "#" } },
  },
  required: ["name", "children"],
} });`,
  },
  {
    name: "a spread in properties hides what is declared",
    code: `const base = { type: "string" };
function getWeather({ city, days }: { city: string; days: number }): string { return city + days; }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { ...base }, required: ["city"] } };`,
  },
  {
    name: "a computed key hides what is declared",
    code: `const key = "city";
function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { [key]: { type: "number" } } } };`,
  },
  {
    name: "a schema imported from a module that does not resolve",
    code: `import { weatherSchema } from "./nowhere.js";
function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: weatherSchema };`,
  },
  {
    name: "a schema made by a call",
    code: `function makeSchema() { return {}; }
function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: makeSchema() };`,
  },
  {
    name: "a parameter typed any or unknown has nothing to compare with",
    code: `function getWeather({ city, extra }: { city: any; extra: unknown }): string { return String(city) + String(extra); }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "number" }, extra: { type: "string" } }, required: ["city", "extra"] } };`,
  },
  {
    name: "a parameter the generator cannot map is not compared",
    code: `function tally({ total, label }: { total: bigint; label: string }): string { return label + total; }
export const tool = { name: "tally", input_schema: { type: "object", properties: { label: { type: "string" } }, required: ["label"] } };`,
  },
  {
    name: "overloads: which signature is the tool's cannot be told",
    code: `function convert({ value }: { value: string }): string;
function convert({ value }: { value: number }): string;
function convert({ value }: { value: string | number }): string { return String(value); }
export const tool = { name: "convert", input_schema: { type: "object", properties: { other: { type: "boolean" } } } };`,
  },
  {
    name: "a let can be reassigned to another function",
    code: `let getWeather = ({ city }: { city: string }): string => city;
getWeather = ({ town }: { town: string }): string => town;
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { town: { type: "number" } } } };`,
  },
  {
    name: "an implementation imported from a module that does not resolve",
    code: `import { getWeather } from "./missing-module.js";
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { town: { type: "number" } } } };`,
  },
  {
    name: "a definition linked to no function: no guess",
    code: `export const tool = { name: "get_weather", input_schema: { type: "object", properties: { town: { type: "number" } } } };`,
  },
  {
    name: "a property with no type information says nothing wrong",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { description: "Any city" } }, required: ["city"] } };`,
  },
  {
    name: "OpenAI chat without parameters for a function that takes none",
    code: `function ping(): string { return "pong"; }
export const tools = [{ type: "function", function: { name: "ping", description: "Ping" } }];`,
  },
  {
    name: "options built elsewhere",
    code: `${SEARCH}
const options = makeOptions();
declare function makeOptions(): { description: string };
registry.tool(search, options);`,
  },
];

const invalid: Cases["invalid"] = [
  // ── missing parameter: at `properties`, with its JSDoc description, into `required` ─────────
  {
    name: "a missing parameter is added with its JSDoc description and into required",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Free text" },
    },
    required: ["query"],
  },
  positional: ["query", "count"],
});`,
    errors: [error("missingProperty", { name: "count", expected: "number", signature: SIG }, { line: 17, column: 5 })],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Free text" },
      count: { type: "number", description: "How many results." },
    },
    required: ["query", "count"],
  },
  positional: ["query", "count"],
});`,
  },
  // ── extra property: at its key, removed with its `required` entry ───────────────────────────
  {
    name: "an extra property is removed with its required entry",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string" },
      count: { type: "number" },
      page: { type: "number" },
    },
    required: ["query", "count", "page"],
  },
  positional: ["query", "count"],
});`,
    errors: [error("extraProperty", { name: "page", signature: SIG }, { line: 20, column: 7 })],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string" },
      count: { type: "number" },
    },
    required: ["query", "count"],
  },
  positional: ["query", "count"],
});`,
  },
  // ── rename: one removed + one added keeps the description, in place ─────────────────────────
  {
    name: "a rename keeps the description, in place",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      q: { type: "string", description: "Free text", maxLength: 200 },
      count: { type: "number" },
    },
    required: ["q", "count"],
  },
  positional: ["query", "count"],
});`,
    // One problem, one report: at the old name, whose fix writes the new one.
    errors: [error("renamedProperty", { name: "q", signature: SIG, to: "query" }, { line: 18 })],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Free text", maxLength: 200 },
      count: { type: "number" },
    },
    required: ["query", "count"],
  },
  positional: ["query", "count"],
});`,
  },
  // ── type mismatch: keeps the description and constraints ────────────────────────────────────
  {
    name: "a type mismatch keeps the description and constraints",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string" },
      count: { type: "string", description: "How many", minimum: 1 },
    },
    required: ["query", "count"],
  },
  positional: ["query", "count"],
});`,
    errors: [
      error(
        "typeMismatch",
        { name: "count", expected: "number", actual: "string", signature: SIG },
        { line: 19, column: 7 },
      ),
    ],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string" },
      count: { type: "number", description: "How many", minimum: 1 },
    },
    required: ["query", "count"],
  },
  positional: ["query", "count"],
});`,
  },
  // ── positional order, absent positional, needless positional ────────────────────────────────
  {
    name: "positional in the wrong order",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: { type: "object", properties: { query: { type: "string" }, count: { type: "number" } }, required: ["query", "count"] },
  positional: ["count", "query"],
});`,
    errors: [
      {
        messageId: "positionalMismatch",
        data: { expected: "[query, count]", actual: "[count, query]", signature: SIG },
        line: 16,
        column: 15,
      } as never,
    ],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: { type: "object", properties: { query: { type: "string" }, count: { type: "number" } }, required: ["query", "count"] },
  positional: ["query", "count"],
});`,
  },
  {
    name: "positional absent for several parameters",
    code: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: { type: "object", properties: { query: { type: "string" }, count: { type: "number" } }, required: ["query", "count"] },
});`,
    errors: [
      {
        messageId: "positionalMismatch",
        data: { expected: "[query, count]", actual: "absent", signature: SIG },
      } as never,
    ],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: { type: "object", properties: { query: { type: "string" }, count: { type: "number" } }, required: ["query", "count"] },
  positional: ["query", "count"],
});`,
  },
  {
    name: "positional given for one object parameter",
    code: `${REGISTRY}
function find(options: { query: string }): string {
  return options.query;
}
registry.tool(find, {
  description: "Find",
  parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
  positional: ["options"],
});`,
    errors: [
      {
        messageId: "positionalMismatch",
        data: { expected: "absent (one object parameter)", actual: "[options]", signature: "find(options)" },
      } as never,
    ],
    output: `${REGISTRY}
function find(options: { query: string }): string {
  return options.query;
}
registry.tool(find, {
  description: "Find",
  parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
});`,
  },
  // ── a registry call with no parameters at all ───────────────────────────────────────────────
  {
    name: "a registry call with no parameters at all",
    code: `${SEARCH}
registry.tool(search, { description: "Search the docs" });`,
    errors: [{ messageId: "missingParameters", data: { signature: SIG } } as never],
    output: `${SEARCH}
registry.tool(search, {
  description: "Search the docs",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "What to look for." },
      count: { type: "number", description: "How many results." },
    },
    required: ["query", "count"],
    additionalProperties: false,
  },
  positional: ["query", "count"],
});`,
  },
  // ── every format reports (and so is linked and compared) ────────────────────────────────────
  {
    name: "an OpenAI chat tool reports",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tools = [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "number" } }, required: ["city"] } } }];`,
    errors: [
      error("typeMismatch", { name: "city", expected: "string", actual: "number", signature: "getWeather({ city })" }),
    ],
    output: `function getWeather({ city }: { city: string }): string { return city; }
export const tools = [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } }];`,
  },
  {
    name: "an OpenAI Responses tool reports",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { type: "function", name: "get_weather", parameters: { type: "object", properties: { city: { type: "number" } }, required: ["city"] } };`,
    errors: [
      error("typeMismatch", { name: "city", expected: "string", actual: "number", signature: "getWeather({ city })" }),
    ],
    output: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { type: "function", name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  {
    name: "an Anthropic tool reports",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "number" } }, required: ["city"] } };`,
    errors: [
      error("typeMismatch", { name: "city", expected: "string", actual: "number", signature: "getWeather({ city })" }),
    ],
    output: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  {
    name: "an MCP tool reports",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", inputSchema: { type: "object", properties: { city: { type: "number" } }, required: ["city"] } };`,
    errors: [
      error("typeMismatch", { name: "city", expected: "string", actual: "number", signature: "getWeather({ city })" }),
    ],
    output: `function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  {
    name: "a Vercel AI tool reports",
    code: `import { jsonSchema, tool } from "ai";
export const weather = tool({
  description: "Weather",
  parameters: jsonSchema({ type: "object", properties: { city: { type: "number" } }, required: ["city"] }),
  execute: async ({ city }: { city: string }) => city,
});`,
    errors: [
      error("typeMismatch", { name: "city", expected: "string", actual: "number", signature: "execute({ city })" }),
    ],
    output: `import { jsonSchema, tool } from "ai";
export const weather = tool({
  description: "Weather",
  parameters: jsonSchema({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }),
  execute: async ({ city }: { city: string }) => city,
});`,
  },
  // ── every link style ────────────────────────────────────────────────────────────────────────
  {
    name: "a runTools function inside function", // runTools: the function inside `function`.
    code: `export const tools = [{ type: "function", function: { name: "echo", function: ({ text }: { text: string }) => text, parameters: { type: "object", properties: { text: { type: "number" } }, required: ["text"] } } }];`,
    errors: [
      error("typeMismatch", {
        name: "text",
        expected: "string",
        actual: "number",
        signature: "the inline function({ text })",
      }),
    ],
    output: `export const tools = [{ type: "function", function: { name: "echo", function: ({ text }: { text: string }) => text, parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } } }];`,
  },
  {
    name: "a dispatch object's implementation",
    code: `function weatherNow({ city }: { city: string }): string { return city; }
export const handlers = { get_weather: weatherNow };
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } } } };`,
    errors: [
      error("requiredMismatch", {
        name: "city",
        expected: "required",
        actual: "optional",
        signature: "weatherNow({ city })",
      }),
    ],
    output: `function weatherNow({ city }: { city: string }): string { return city; }
export const handlers = { get_weather: weatherNow };
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  {
    name: "an imported implementation's missing parameter",
    code: `import { searchDocs } from "./drift-lib.js";
export const tool = { name: "search_docs", input_schema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] } };`,
    errors: [
      error("missingProperty", { name: "count", expected: "number", signature: "searchDocs({ query, count })" }),
    ],
    output: `import { searchDocs } from "./drift-lib.js";
export const tool = { name: "search_docs", input_schema: { type: "object", properties: { query: { type: "string" }, count: { type: "number", description: "How many results to return." } }, required: ["query", "count"] } };`,
  },
  {
    name: "a re-exported implementation's type mismatch",
    code: `import { findDocs } from "./drift-lib.js";
export const tool = { name: "find_docs", input_schema: { type: "object", properties: { query: { type: "string" }, count: { type: "string" } }, required: ["query", "count"] } };`,
    errors: [
      error("typeMismatch", {
        name: "count",
        expected: "number",
        actual: "string",
        signature: "findDocs({ query, count })",
      }),
    ],
    output: `import { findDocs } from "./drift-lib.js";
export const tool = { name: "find_docs", input_schema: { type: "object", properties: { query: { type: "string" }, count: { type: "number", description: "How many results to return." } }, required: ["query", "count"] } };`,
  },
  // ── at any depth: items, nested objects, unions ─────────────────────────────────────────────
  {
    name: "mismatches at any depth: items, nested objects, unions",
    code: `function tag({ items, mode }: { items: { id: number; labels: string[] }[]; mode: string | number }): string { return String(items.length) + mode; }
export const tool = { name: "tag", input_schema: {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string", description: "Item id" },
          labels: { type: "array", items: { type: "number" } },
        },
        required: ["id", "labels"],
      },
    },
    mode: { type: "string" },
  },
  required: ["items", "mode"],
} };`,
    errors: [
      error(
        "typeMismatch",
        { name: "items[].id", expected: "number", actual: "string", signature: "tag({ items, mode })" },
        { line: 10 },
      ),
      error(
        "typeMismatch",
        { name: "items[].labels[]", expected: "string", actual: "number", signature: "tag({ items, mode })" },
        { line: 11, column: 36 },
      ),
    ],
    output: `function tag({ items, mode }: { items: { id: number; labels: string[] }[]; mode: string | number }): string { return String(items.length) + mode; }
export const tool = { name: "tag", input_schema: {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "number", description: "Item id" },
          labels: { type: "array", items: { type: "string" } },
        },
        required: ["id", "labels"],
      },
    },
    mode: { type: "string" },
  },
  required: ["items", "mode"],
} };`,
  },
  // ── required vs optional, both ways ─────────────────────────────────────────────────────────
  {
    name: "required and optional, both ways",
    code: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { name: "list", input_schema: { type: "object", properties: { folder: { type: "string" }, limit: { type: "number" } }, required: ["limit"] } };`,
    errors: [
      error("requiredMismatch", {
        name: "folder",
        expected: "required",
        actual: "optional",
        signature: "list({ folder, limit })",
      }),
      error("requiredMismatch", {
        name: "limit",
        expected: "optional",
        actual: "required",
        signature: "list({ folder, limit })",
      }),
    ],
    // Both fixes edit \`required\`: the removal goes first, the addition on the next pass.
    output: [
      `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { name: "list", input_schema: { type: "object", properties: { folder: { type: "string" }, limit: { type: "number" } }, required: [] } };`,
      `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { name: "list", input_schema: { type: "object", properties: { folder: { type: "string" }, limit: { type: "number" } }, required: ["folder"] } };`,
    ],
  },
  // ── a schema broader than the function: a string for a literal union, null it cannot take ──
  // (an enum on a plain string is narrower: the model sends only what the function takes)
  {
    name: "a schema broader than the function: a string for a literal union, null it cannot take",
    code: `function convert({ unit, label, note }: { unit: "c" | "f"; label: string; note: string }): string { return unit + label + note; }
export const tool = { name: "convert", input_schema: { type: "object", properties: {
  unit: { type: "string", description: "Unit" },
  label: { type: "string", enum: ["a", "b"] },
  note: { type: ["string", "null"] },
}, required: ["unit", "label", "note"] } };`,
    errors: [
      error("enumMismatch", {
        name: "unit",
        expected: '"c" | "f"',
        actual: "string",
        signature: "convert({ unit, label, note })",
      }),
      error("typeMismatch", {
        name: "note",
        expected: "string",
        actual: "string | null",
        signature: "convert({ unit, label, note })",
      }),
    ],
    output: `function convert({ unit, label, note }: { unit: "c" | "f"; label: string; note: string }): string { return unit + label + note; }
export const tool = { name: "convert", input_schema: { type: "object", properties: {
  unit: { type: "string", description: "Unit", enum: ["c", "f"] },
  label: { type: "string", enum: ["a", "b"] },
  note: { type: "string" },
}, required: ["unit", "label", "note"] } };`,
  },
  // ── strict stays strict: a new optional parameter is required and nullable ──────────────────
  {
    name: "strict stays strict: a new optional parameter is required and nullable",
    code: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tools = [{ type: "function", function: { name: "list", strict: true, parameters: {
  type: "object",
  properties: {
    folder: { type: "string" },
  },
  required: ["folder"],
  additionalProperties: false,
} } }];`,
    errors: [
      error("missingProperty", { name: "limit", expected: "number | null", signature: "list({ folder, limit })" }),
    ],
    output: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tools = [{ type: "function", function: { name: "list", strict: true, parameters: {
  type: "object",
  properties: {
    folder: { type: "string" },
    limit: { type: ["number", "null"] },
  },
  required: ["folder", "limit"],
  additionalProperties: false,
} } }];`,
  },
  // ── the file's style: single quotes, quoted keys, tabs, no trailing commas ──────────────────
  {
    name: "the fix keeps the file's style: single quotes, quoted keys, tabs, no trailing commas",
    code: `function getWeather({ city, days }: { city: string; days: number }): string { return city + days; }
export const tool = {
\t'name': 'get_weather',
\t'input_schema': {
\t\t'type': 'object',
\t\t'properties': {
\t\t\t'city': { 'type': 'string' }
\t\t},
\t\t'required': ['city']
\t}
};`,
    errors: [error("missingProperty", { name: "days", expected: "number", signature: "getWeather({ city, days })" })],
    output: `function getWeather({ city, days }: { city: string; days: number }): string { return city + days; }
export const tool = {
\t'name': 'get_weather',
\t'input_schema': {
\t\t'type': 'object',
\t\t'properties': {
\t\t\t'city': { 'type': 'string' },
\t\t\t'days': { 'type': 'number' }
\t\t},
\t\t'required': ['city', 'days']
\t}
};`,
  },
  // ── several missing at once go in together, in parameter order; no `properties` yet ────────
  {
    name: "several missing parameters go in together, in parameter order, with no properties yet",
    code: `function move({ from, to, force }: { from: string; to: string; force?: boolean }): string { return from + to + force; }
export const tool = {
  name: "move",
  input_schema: {
    type: "object",
  },
};`,
    errors: [
      // No \`properties\` object: reported at the schema's key.
      // An optional property the schema leaves out breaks no call of an arguments-object function.
      error(
        "missingProperty",
        { name: "from", expected: "string", signature: "move({ from, to, force })" },
        { line: 4, column: 3 },
      ),
      error(
        "missingProperty",
        { name: "to", expected: "string", signature: "move({ from, to, force })" },
        { line: 4, column: 3 },
      ),
    ],
    output: `function move({ from, to, force }: { from: string; to: string; force?: boolean }): string { return from + to + force; }
export const tool = {
  name: "move",
  input_schema: {
    type: "object",
    properties: {
      from: { type: "string" },
      to: { type: "string" },
    },
    required: ["from", "to"],
  },
};`,
  },
  // ── fixes converge in a pass; a property only the user can judge stays, reported ──────────
  {
    name: "fixes converge, and a property the function lacks is never deleted by --fix (only suggested)",
    code: `function send({ to, body, urgent }: { to: string; body: string; urgent?: boolean }): string { return to + body + urgent; }
export const tool = {
  name: "send",
  input_schema: {
    type: "object",
    properties: {
      recipient: { type: "string", description: "Who gets it" },
      body: { type: "number" },
      cc: { type: "string" },
    },
    required: ["recipient", "body", "cc", "urgent"],
  },
};`,
    errors: [
      error("missingProperty", { name: "to", expected: "string", signature: "send({ to, body, urgent })" }),
      // The schema's own property, with its description: which side is wrong is the user's call.
      error("extraProperty", { name: "recipient", signature: "send({ to, body, urgent })" }, { suggestions: 2 }),
      error("typeMismatch", {
        name: "body",
        expected: "string",
        actual: "number",
        signature: "send({ to, body, urgent })",
      }),
      error("extraProperty", { name: "cc", signature: "send({ to, body, urgent })" }, { suggestions: 2 }),
    ],
    output: [
      `function send({ to, body, urgent }: { to: string; body: string; urgent?: boolean }): string { return to + body + urgent; }
export const tool = {
  name: "send",
  input_schema: {
    type: "object",
    properties: {
      recipient: { type: "string", description: "Who gets it" },
      body: { type: "string" },
      cc: { type: "string" },
      to: { type: "string" },
    },
    required: ["recipient", "body", "cc", "urgent", "to"],
  },
};`,
    ],
  },
  // ── an added property must fit the type the schema is written in ───────────────────────────
  {
    name: "a missing property is only suggested where the schema's type requires more than a type",
    code: `interface ParameterSchema { type: string; description: string }
function send({ to, body }: { to: string; body: string }): string { return to + body; }
export const tool: { name: string; input_schema: { type: "object"; properties: Record<string, ParameterSchema>; required: string[] } } = {
  name: "send",
  input_schema: { type: "object", properties: { to: { type: "string", description: "Who" } }, required: ["to"] },
};`,
    errors: [
      error(
        "missingProperty",
        { name: "body", expected: "string", signature: "send({ to, body })" },
        { suggestions: 2 },
      ),
    ],
    output: null,
  },
  // ── the regenerate suggestion ───────────────────────────────────────────────────────────────
  {
    name: "the regenerate suggestion",
    code: `function getWeather({ city, days }: { city: string; days: number }): string { return city + days; }
export const tool = { name: "get_weather", input_schema: {
  type: "object",
  properties: {
    town: { type: "string", description: "Where" },
  },
} };`,
    errors: [
      {
        messageId: "missingProperty",
        data: { name: "city", expected: "string", signature: "getWeather({ city, days })" },
        suggestions: [
          {
            messageId: "regenerate",
            data: { signature: "getWeather({ city, days })" },
            output: `function getWeather({ city, days }: { city: string; days: number }): string { return city + days; }
export const tool = { name: "get_weather", input_schema: {
  type: "object",
  properties: {
    city: { type: "string" },
    days: { type: "number" },
  },
  required: ["city", "days"],
  additionalProperties: false,
} };`,
          },
        ],
      } as never,
      error("missingProperty", { name: "days", expected: "number", signature: "getWeather({ city, days })" }),
      error("extraProperty", { name: "town", signature: "getWeather({ city, days })" }, { suggestions: 2 }),
    ],
    output: [
      `function getWeather({ city, days }: { city: string; days: number }): string { return city + days; }
export const tool = { name: "get_weather", input_schema: {
  type: "object",
  properties: {
    town: { type: "string", description: "Where" },
    city: { type: "string" },
    days: { type: "number" },
  },
  required: ["city", "days"],
} };`,
    ],
  },
  // ── reported, but not fixed, inside a const shared by reference ─────────────────────────────
  {
    name: "reported, not fixed, inside a const shared by reference",
    code: `const citySchema = { type: "number" };
function getWeather({ city }: { city: string }): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: citySchema }, required: ["city"] } };`,
    errors: [
      error(
        "typeMismatch",
        { name: "city", expected: "string", actual: "number", signature: "getWeather({ city })" },
        { line: 3 },
      ),
    ],
    output: null,
  },
  // ── OpenAI chat without parameters, for a function that takes some ──────────────────────────
  {
    name: "OpenAI chat without parameters for a function that takes some",
    code: `function getWeather({ city }: { city: string }): string { return city; }
export const tools = [{ type: "function", function: { name: "get_weather", description: "Weather" } }];`,
    errors: [
      { messageId: "missingParameters", data: { signature: "getWeather({ city })" }, line: 2, column: 61 } as never,
    ],
    output: `function getWeather({ city }: { city: string }): string { return city; }
export const tools = [{ type: "function", function: {
  name: "get_weather",
  description: "Weather",
  parameters: {
    type: "object",
    properties: {
      city: { type: "string" },
    },
    required: ["city"],
    additionalProperties: false,
  },
} }];`,
  },
  // ── a strict schema the fix writes closes every object (OpenAI strict mode requires it) ─────
  {
    name: "a strict schema the fix writes closes every object",
    code: `function book({ trip, note }: { trip: { from: string; to: string }; note?: string }): string { return trip.from + note; }
export const tools = [{ type: "function", function: { name: "book", description: "Book a trip", strict: true, parameters: { type: "object", properties: { note: { type: ["string", "null"] } }, required: ["note"], additionalProperties: false } } }];`,
    errors: [error("missingProperty", { name: "trip", expected: "object", signature: "book({ trip, note })" })],
    output: `function book({ trip, note }: { trip: { from: string; to: string }; note?: string }): string { return trip.from + note; }
export const tools = [{ type: "function", function: { name: "book", description: "Book a trip", strict: true, parameters: { type: "object", properties: {
  note: { type: ["string", "null"] },
  trip: {
    type: "object",
    properties: {
      from: { type: "string" },
      to: { type: "string" },
    },
    required: ["from", "to"],
    additionalProperties: false,
  },
}, required: ["note", "trip"], additionalProperties: false } } }];`,
  },
  // ── strict mode: an optional parameter must be listed and nullable ──────────────────────────
  {
    name: "strict mode: an optional parameter must be listed and nullable",
    code: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tools = [{ type: "function", function: { name: "list", strict: true, parameters: {
  type: "object",
  properties: { folder: { type: "string" }, limit: { type: "number", description: "At most" } },
  required: ["folder"],
  additionalProperties: false,
} } }];`,
    errors: [
      error("strictRequired", { name: "limit" }, { line: 4, column: 45 }),
      error(
        "typeMismatch",
        { name: "limit", expected: "number | null", actual: "number", signature: "list({ folder, limit })" },
        { line: 4, column: 45 },
      ),
    ],
    output: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tools = [{ type: "function", function: { name: "list", strict: true, parameters: {
  type: "object",
  properties: { folder: { type: "string" }, limit: { type: ["number", "null"], description: "At most" } },
  required: ["folder", "limit"],
  additionalProperties: false,
} } }];`,
  },
  // ── `parameters: {}` is an object with no properties ────────────────────────────────────────
  {
    name: "parameters: {} is an object with no properties",
    code: `function lookupOrder({ id }: { id: string }): string { return id; }
export const tool = { type: "function", name: "lookup_order", parameters: {} };`,
    errors: [
      error(
        "missingProperty",
        { name: "id", expected: "string", signature: "lookupOrder({ id })" },
        { line: 2, column: 63 },
      ),
    ],
    output: `function lookupOrder({ id }: { id: string }): string { return id; }
export const tool = { type: "function", name: "lookup_order", parameters: {
  type: "object",
  properties: {
    id: { type: "string" },
  },
  required: ["id"],
} };`,
  },
  // ── next to a parameter the generator cannot map, the others are still compared ─────────────
  {
    name: "next to a parameter the generator cannot map, the others are compared",
    code: `function tally({ total, label }: { total: bigint; label: string }): string { return label + total; }
export const tool = { name: "tally", input_schema: { type: "object", properties: { total: { type: "string" }, label: { type: "number" } }, required: ["total", "label"] } };`,
    errors: [
      error("typeMismatch", {
        name: "label",
        expected: "string",
        actual: "number",
        signature: "tally({ total, label })",
      }),
    ],
    output: `function tally({ total, label }: { total: bigint; label: string }): string { return label + total; }
export const tool = { name: "tally", input_schema: { type: "object", properties: { total: { type: "string" }, label: { type: "string" } }, required: ["total", "label"] } };`,
  },
  // ── more link targets: an imported arrow const, a method, a const arrow in this file ────────
  {
    name: "an imported arrow const",
    code: `import { getWeather } from "./drift-lib.js";
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" }, unit: { type: "string", enum: ["c", "k"] } }, required: ["city"] } };`,
    errors: [
      error("enumMismatch", {
        name: "unit",
        expected: '"c" | "f"',
        actual: '"c" | "k"',
        signature: "getWeather({ city, unit })",
      }),
    ],
    output: `import { getWeather } from "./drift-lib.js";
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" }, unit: { type: "string", enum: ["c", "f"] } }, required: ["city"] } };`,
  },
  {
    name: "a method of a class instance",
    code: `${REGISTRY}
class Docs {
  search(query: string): string { return query; }
}
const docs = new Docs();
registry.tool(docs.search, { description: "Search", parameters: { type: "object", properties: { query: { type: "number" } }, required: ["query"] }, positional: ["query"] });`,
    errors: [
      error("typeMismatch", { name: "query", expected: "string", actual: "number", signature: "docs.search(query)" }),
    ],
    output: `${REGISTRY}
class Docs {
  search(query: string): string { return query; }
}
const docs = new Docs();
registry.tool(docs.search, { description: "Search", parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] }, positional: ["query"] });`,
  },
  {
    name: "a const arrow of this file",
    code: `const getWeather = ({ city }: { city: string }): string => city;
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "number" } }, required: ["city"] } };`,
    errors: [
      error("typeMismatch", { name: "city", expected: "string", actual: "number", signature: "getWeather({ city })" }),
    ],
    output: `const getWeather = ({ city }: { city: string }): string => city;
export const tool = { name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } };`,
  },
  // ── a property that became an object: structure regenerated, annotations kept ───────────────
  {
    name: "a property that became an object: structure regenerated, annotations kept",
    code: `function send({ to, body }: { to: { name: string; email?: string }; body: string }): string { return to.name + body; }
export const tool = {
  name: "send",
  input_schema: {
    type: "object",
    properties: {
      to: {
        type: "string",
        description: "Recipient",
      },
      body: { type: "string" },
    },
    required: ["to", "body"],
  },
};`,
    errors: [
      error("typeMismatch", { name: "to", expected: "object", actual: "string", signature: "send({ to, body })" }),
    ],
    output: `function send({ to, body }: { to: { name: string; email?: string }; body: string }): string { return to.name + body; }
export const tool = {
  name: "send",
  input_schema: {
    type: "object",
    properties: {
      to: {
        type: "object",
        description: "Recipient",
        properties: {
          name: { type: "string" },
          email: { type: "string" },
        },
        required: ["name"],
        additionalProperties: false,
      },
      body: { type: "string" },
    },
    required: ["to", "body"],
  },
};`,
  },
];

/** Cases whose fix leaves, by design, what only the user can decide: a property the signature lacks. */
const LEFT_FOR_THE_USER = new Set([
  "fixes converge, and a property the function lacks is never deleted by --fix (only suggested)",
  "the regenerate suggestion",
]);

/** Fix idempotence: the last output of every fixed case lints clean — a second run reports nothing. */
const fixedOutputs = invalid.flatMap((item) => {
  const output = Array.isArray(item.output) ? item.output.at(-1) : item.output;
  return typeof output === "string" && !LEFT_FOR_THE_USER.has(item.name ?? "")
    ? [{ code: output, name: `after the fix: ${item.name}` }]
    : [];
});

tester.run("no-schema-drift", noSchemaDrift, { valid: [...valid, ...fixedOutputs], invalid });
