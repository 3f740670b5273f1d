import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import ruleModule from "../../rules/require-description.js";

// rule-tester 8.72 ships its own copy of @typescript-eslint/utils types (8.73 here): same rule, other type identity.
const rule = ruleModule as unknown as Parameters<RuleTester["run"]>[1];

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const typed = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const untyped = new RuleTester();

const registry = `import { ToolRegistry } from "tool-schema";\nconst registry = new ToolRegistry();\n`;
const strict = [{ parameters: true }] as const;

const LIST_TEXT = "List products from the catalog, with optional pagination parameters.";
/** Two tools of one list; the second's description is given. */
const TWO_TOOLS = (
  second: string,
  secondName = "show_product",
  secondProperties = 'product_id: { type: "string" }',
) => `const listPrompt = () => \`${LIST_TEXT}\`;
export const tools = [
  { name: "list_products", description: listPrompt(), input_schema: { type: "object", properties: { page: { type: "number" } } } },
  { name: "${secondName}", description: ${second}, input_schema: { type: "object", properties: { ${secondProperties} } } },
];`;

typed.run("require-description", rule, {
  valid: [
    {
      name: "a registry tool with a description",
      code: `${registry}registry.tool(getWeather, { description: "Current weather for a city; use before planning outdoors" });\nfunction getWeather() {}`,
    },
    {
      name: "an OpenAI chat tool with a description",
      code: `export const t = [{ type: "function", function: { name: "get_weather", description: "Weather for a city" } }];`,
    },
    {
      name: "a registration helper passes a description the syntax cannot read: no claim it is missing",
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
interface ToolDefinition { name: string; description: string; parameters: Record<string, never>; execute(params: unknown): Promise<string> }
export function registerTool(server: McpServer, tool: ToolDefinition): void {
  server.tool(tool.name, tool.description, tool.parameters, async (params: any) => ({ content: [{ type: "text" as const, text: await tool.execute(params) }] }));
}`,
    },
    {
      name: "a tool_choice chosen by a condition names a tool, it does not define one",
      code: `export const body = (force: boolean) => ({ tool_choice: force ? { type: "function", function: { name: "user_confirm" } } : "auto" });`,
    },
    {
      name: "a Chat Completions tool_choice names a tool, it does not define one",
      code: `export const body = (name: string) => ({ tool_choice: { type: "function", function: { name } } });`,
    },
    {
      name: "a Responses toolChoice names a tool, it does not define one",
      code: `export const body = (name: string) => ({ toolChoice: { type: "function", name } });`,
    },
    {
      name: "an OpenAI Responses tool with a description",
      code: `export const t = { type: "function", name: "search", description: "Search the docs", parameters: {} };`,
    },
    {
      name: "an Anthropic tool with a description",
      code: `export const t = { name: "lookup", description: "Look up an order by id", input_schema: {} };`,
    },
    {
      name: "an MCP tool with a description",
      code: `export const t = { name: "lookup", description: "Look up an order by id", inputSchema: {} };`,
    },
    {
      name: "a Vercel AI tool with a description",
      code: `import { tool } from "ai"; export const t = { lookup: tool({ description: "Look up an order", execute: async () => 1 }) };`,
    },
    // Description through a const, or not statically readable: trusted.
    {
      name: "a description through a const is trusted",
      code: `const D = "Look up an order" as const; export const t = { name: "lookup", description: D, input_schema: {} };`,
    },
    {
      name: "a spread may carry the description",
      code: `declare const base: object; export const t = { ...base, name: "lookup", input_schema: {} };`,
    },
    {
      name: "options built elsewhere: nothing to say",
      code: `${registry}declare const options: any; registry.tool(f, options); function f() {}`,
    },
    {
      name: "objects that are no tool at all",
      code: `export const t = { name: "lookup" }; export const u = { type: "function" };`,
    },
    {
      name: "a schema that names itself in its branches does not loop",
      code: `const s: any = { anyOf: [s, { type: "null" }] }; export const t = { name: "x", description: "Look it up", input_schema: { type: "object", properties: { p: s } } };`,
      options: strict,
    },
    { name: "each of two tools says what it does", code: TWO_TOOLS(`"Show one product of the catalog, by its id."`) },
    // The same tool twice (another name style, or an alias taking the same arguments) may share its text.
    {
      name: "the same tool in another name style may share its text",
      code: TWO_TOOLS(`listPrompt()`, "listProducts", `page: { type: "number" }`),
    },
    {
      name: "an alias taking the same arguments may share its text",
      code: TWO_TOOLS(`listPrompt()`, "list_catalog", `page: { type: "number" }`),
    },
    {
      name: "a short text may be shared by right",
      code: `export const tools = [
  { name: "delete_product", description: "Delete the record.", input_schema: { type: "object", properties: { product_id: { type: "string" } } } },
  { name: "delete_plan", description: "Delete the record.", input_schema: { type: "object", properties: { plan_id: { type: "string" } } } },
];`,
    },
    {
      name: "tools of two lists are not offered together",
      code: `export const products = [{ name: "list_products", description: "${LIST_TEXT}", input_schema: { type: "object", properties: { page: { type: "number" } } } }];
export const plans = [{ name: "show_product", description: "${LIST_TEXT}", input_schema: { type: "object", properties: { product_id: { type: "string" } } } }];`,
    },
    {
      name: "parameter descriptions are only checked with the option",
      code: `export const t = { name: "lookup", description: "Look up an order", input_schema: { type: "object", properties: { id: { type: "string" } } } };`,
    },
    {
      name: "with the option: described, referenced, spread and computed properties",
      code: `export const t = { name: "lookup", description: "Look up an order", input_schema: { type: "object", properties: {
        id: { type: "string", description: "Order id" },
        note: { anyOf: [{ type: "string", description: "Free text" }, { type: "null" }] },
        ref: { $ref: "#/$defs/Ref" },
        spread: { ...common },
        [computed]: { type: "string" },
      } } };
      declare const common: object; declare const computed: string;`,
      options: strict,
    },
  ],
  invalid: [
    // A copied description, through the same prompt function or written out again.
    {
      name: "two tools share a description through the same prompt function",
      code: TWO_TOOLS(`listPrompt()`),
      errors: [
        {
          messageId: "sameAsOther",
          data: { tool: 'tool "show_product"', other: 'tool "list_products"', line: "3" },
          line: 4,
        },
      ],
    },
    {
      name: "two tools share a description written out twice",
      code: TWO_TOOLS(`"List products from the catalog,\\n  with optional pagination parameters."`),
      errors: [
        {
          messageId: "sameAsOther",
          data: { tool: 'tool "show_product"', other: 'tool "list_products"', line: "3" },
          line: 4,
        },
      ],
    },
    {
      name: "a registry tool without a description",
      code: `${registry}registry.tool(getWeather, { name: "get_weather" });\nfunction getWeather() {}`,
      errors: [{ messageId: "missing", data: { tool: 'tool "get_weather"' }, line: 3, column: 35, endColumn: 48 }],
    },
    {
      name: "a Chat Completions tool in a request's tools, beside its tool_choice, is still a definition",
      code: `export const body = {\n  tool_choice: { type: "function", function: { name: "get_weather" } },\n  tools: [{ type: "function", function: { name: "get_weather" } }],\n};`,
      errors: [{ messageId: "missing", data: { tool: 'tool "get_weather"' }, line: 3 }],
    },
    {
      name: "a tool named after its function is reported on the function argument", // Named after the function: reported on the function argument.
      code: `${registry}registry.tool(getWeather, {});\nfunction getWeather() {}`,
      errors: [{ messageId: "missing", data: { tool: 'tool "getWeather"' }, line: 3, column: 15, endColumn: 25 }],
    },
    {
      name: "a registry call without options",
      code: `${registry}registry.tool(getWeather);\nfunction getWeather() {}`,
      errors: [{ messageId: "missing", data: { tool: 'tool "getWeather"' }, line: 3, column: 15 }],
    },
    {
      name: "no static name: the message names the function instead", // No static name: the message names the function instead.
      code: `${registry}import * as api from "./api.js";\nregistry.tool(api.search, {});`,
      errors: [{ messageId: "missing", data: { tool: "the tool for api.search" }, line: 4, column: 15, endColumn: 25 }],
    },
    {
      name: "an empty description",
      code: `export const t = [{ type: "function", function: { name: "get_weather", description: "" } }];`,
      errors: [{ messageId: "empty", data: { tool: 'tool "get_weather"' }, column: 85, endColumn: 87 }],
    },
    {
      name: "a blank template description",
      code: 'export const t = { name: "lookup", description: `   `, input_schema: {} };',
      errors: [{ messageId: "empty", data: { tool: 'tool "lookup"' } }],
    },
    {
      name: "a description that repeats the tool's name",
      code: `export const t = { type: "function", name: "search_docs", description: "Search docs.", parameters: {} };`,
      errors: [
        { messageId: "repeatsName", data: { tool: 'tool "search_docs"', description: "Search docs." }, column: 72 },
      ],
    },
    {
      name: "a description that repeats the implementing function's name", // Repeating the implementing function's name is no better.
      code: `${registry}registry.tool(lookupOrder, { name: "orders", description: "lookupOrder" });\nfunction lookupOrder() {}`,
      errors: [{ messageId: "repeatsName", data: { tool: 'tool "orders"', description: "lookupOrder" } }],
    },
    {
      name: "an MCP tool without a description",
      code: `export const t = { name: "lookup", inputSchema: { type: "object" } };`,
      errors: [{ messageId: "missing", data: { tool: 'tool "lookup"' }, column: 26, endColumn: 34 }],
    },
    {
      name: "a Vercel AI tool without a description",
      code: `import { tool } from "ai"; export const t = { lookup: tool({ execute: async () => 1 }) };`,
      errors: [{ messageId: "missing", data: { tool: 'tool "lookup"' }, column: 47, endColumn: 53 }],
    },
    {
      name: "an unnamed Vercel tool is reported on the callee", // Unnamed Vercel tool: reported on the callee.
      code: `import { tool } from "ai"; export const lookup = tool({ execute: async () => 1 });`,
      errors: [{ messageId: "missing", data: { tool: "this tool" }, column: 50, endColumn: 54 }],
    },
    {
      name: "one schema shared by two tools: each undescribed property reported once",
      code: `const schema = { type: "object", properties: { id: { type: "string" }, note: { type: "string", description: "" }, ok: { type: "string", description: "fine" } } } as const;
export const tools = [
  { name: "lookup", description: "Look up an order", input_schema: schema },
  { name: "cancel", description: "Cancel an order", input_schema: schema },
];`,
      options: strict,
      // One schema shared by two tools: each property reported once.
      errors: [
        {
          messageId: "missingParameter",
          data: { parameter: "id", tool: 'tool "lookup"' },
          line: 1,
          column: 48,
          endColumn: 50,
        },
        { messageId: "missingParameter", data: { parameter: "note", tool: 'tool "lookup"' }, line: 1, column: 72 },
      ],
    },
  ],
});

untyped.run("require-description (JavaScript, no type information)", rule, {
  valid: [
    {
      name: "a described tool",
      code: `const t = { name: "lookup", description: "Look up an order", input_schema: {} };`,
      filename: "tools.js",
    },
    {
      name: "a tool helper from somewhere else is not Vercel's",
      code: `import { tool } from "./mine.js"; export const t = { x: tool({ execute() {} }) };`,
      filename: "tools.mjs",
    },
  ],
  invalid: [
    {
      name: "a description that repeats the function's name",
      code: `const { ToolRegistry } = require("tool-schema");\nconst r = new ToolRegistry();\nr.tool(function search() {}, { description: "search" });`,
      filename: "tools.cjs",
      errors: [{ messageId: "repeatsName", data: { tool: 'tool "search"', description: "search" }, line: 3 }],
    },
  ],
});

// A description returned by a `declare function` (no body to read) is trusted: nothing to report,
// and nothing thrown (createRule's error policy surfaced a crash here once).
describe("require-description on a description from a declared function", () => {
  it("trusts it, without a report", () => {
    const code = `declare function describe(): string; export const t = { name: "lookup", description: describe(), input_schema: {} };`;
    const messages = new Linter({ configType: "flat" }).verify(
      code,
      [
        {
          files: ["**/*.ts"],
          languageOptions: {
            parser: tsParser as Linter.Parser,
            parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures },
          },
          plugins: { test: { rules: { "require-description": rule as never } } },
          rules: { "test/require-description": "error" },
        },
      ],
      `${fixtures}declared-description.ts`,
    );
    expect(messages).toEqual([]);
  });
});
