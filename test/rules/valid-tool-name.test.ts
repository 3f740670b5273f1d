import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import ruleModule from "../../rules/valid-tool-name.js";

// rule-tester 8.72 ships its own copy of @typescript-eslint/utils types (8.73 here): same rule, other type identity.
const rule = ruleModule as unknown as Parameters<RuleTester["run"]>[1];

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));

// Typed (projectService, like configs.recommended) and untyped (plain parse, also for JavaScript).
const typed = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const untyped = new RuleTester();

const POLICY = {
  openai: { provider: "OpenAI", max: "64", allowed: "letters, digits, _ and -", first: "" },
  anthropic: { provider: "Anthropic", max: "64", allowed: "letters, digits, _ and -", first: "" },
  gemini: { provider: "Gemini", max: "64", allowed: "letters, digits, _, ., : and -", first: "a letter or _" },
  mcp: { provider: "MCP", max: "128", allowed: "letters, digits, _, - and .", first: "" },
};
/** The full message data (RuleTester compares every placeholder). */
const data = (provider: keyof typeof POLICY, name: string, extra: Record<string, string> = {}) => ({
  ...POLICY[provider],
  name,
  ...extra,
});

const chat = (name: string) =>
  `export const tools = [{ type: "function", function: { name: ${name}, description: "d" } }];`;

const actionKit = (name: string) =>
  `declare function createAction(a: unknown): unknown;
export const click = createAction({ name: ${name}, schema: { type: "object", properties: { x: { type: "number" } } }, resolver: async ({ input }: any) => input.x, render: ({ x }: any) => String(x) });`;

typed.run("valid-tool-name", rule, {
  valid: [
    { name: "a snake_case name", code: chat(`"get_weather"`) },
    { name: "a tool no SDK wrote goes to no provider the user named", code: actionKit(`"mouse:click"`) },
    { name: "a name with capitals, dashes and digits", code: chat(`"Get-Weather-2"`) },
    { name: "a name of 64 characters", code: chat(`"${"a".repeat(64)}"`) },
    {
      name: "an OpenAI Responses tool's name",
      code: `export const t = { type: "function", name: "search_docs", parameters: {} };`,
    },
    {
      name: "an Anthropic tool's name",
      code: `export const t = { name: "lookup_order", input_schema: { type: "object" } };`,
    },
    { name: "MCP allows dots", code: `export const t = { name: "orders.lookup", inputSchema: { type: "object" } };` },
    // Not statically known: no report.
    { name: "a name made by a call: no report", code: chat(`makeName()`) },
    { name: "a template with substitutions: no report", code: chat("`tool_${1}`") },
    { name: "a number: no report", code: chat(`42`) },
    {
      name: "a name typed any: no report",
      code: `declare const n: any; export const tools = [{ type: "function", function: { name: n } }];`,
    },
    {
      name: "a const name is followed",
      code: `const NAME = "get_weather" as const; export const tools = [{ type: "function", function: { name: NAME } }];`,
    },
    // Registry and Vercel tools go by the configured provider.
    {
      name: "a registry tool goes by the provider in settings",
      code: `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(f, { name: "maps:route", description: "d" }); function f() {}`,
      settings: { "tool-schema": { provider: "gemini" } },
    },
    {
      name: "a registry tool goes by the provider in the rule's options",
      code: `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(f, { name: "orders.lookup", description: "d" }); function f() {}`,
      options: [{ provider: "mcp" }],
    },
    {
      name: "a Vercel AI tool named by its key",
      code: `import { tool } from "ai"; export const tools = { get_weather: tool({ description: "d", execute: async () => 1 }) };`,
    },
    // Odd input never crashes.
    {
      name: "objects without a readable name do not crash",
      code: `export const t = {}; export const u = { type: "function" }; export const v = { ...t, name: "a b" };`,
    },
    {
      name: "a computed name key does not crash",
      code: `const k = "name"; export const t = { [k]: "a b", input_schema: {} };`,
    },
  ],
  invalid: [
    {
      name: "a tool no SDK wrote, where the user names a provider",
      code: actionKit(`"mouse:click"`),
      settings: { "tool-schema": { provider: "openai" } },
      errors: [
        {
          messageId: "invalidCharacters",
          data: data("openai", "mouse:click", { characters: '":"' }),
          suggestions: [
            {
              messageId: "renameTo",
              data: { suggestion: "mouse_click" },
              output: actionKit(`"mouse_click"`),
            },
          ],
        },
      ],
    },
    {
      name: "a space in an OpenAI name",
      code: chat(`"get weather"`),
      errors: [
        {
          messageId: "invalidCharacters",
          data: data("openai", "get weather", { characters: "a space" }),
          line: 1,
          column: 61,
          endColumn: 74,
          suggestions: [{ messageId: "renameTo", data: { suggestion: "get_weather" }, output: chat(`"get_weather"`) }],
        },
      ],
    },
    {
      name: "an OpenAI object is checked as OpenAI whatever the provider",
      code: chat(`"weather.get"`),
      settings: { "tool-schema": { provider: "mcp" } }, // an OpenAI object is checked as OpenAI regardless
      errors: [
        {
          messageId: "invalidCharacters",
          data: data("openai", "weather.get", { characters: '"."' }),
          suggestions: [{ messageId: "renameTo", data: { suggestion: "weather_get" }, output: chat(`"weather_get"`) }],
        },
      ],
    },
    {
      name: "a name of 65 characters",
      code: chat(`"${"a".repeat(65)}"`),
      errors: [
        {
          messageId: "tooLong",
          data: data("openai", "a".repeat(65), { length: "65" }),
          suggestions: [{ messageId: "renameTo", output: chat(`"${"a".repeat(64)}"`) }],
        },
      ],
    },
    { name: "an empty name", code: chat(`""`), errors: [{ messageId: "empty", data: data("openai", "") }] },
    {
      name: "spaces and punctuation in an Anthropic name",
      code: `export const t = { name: "look up order!", input_schema: { type: "object" } };`,
      errors: [
        {
          messageId: "invalidCharacters",
          data: data("anthropic", "look up order!", { characters: 'a space, "!"' }),
          column: 26,
          suggestions: [
            {
              messageId: "renameTo",
              output: `export const t = { name: "look_up_order_", input_schema: { type: "object" } };`,
            },
          ],
        },
      ],
    },
    {
      name: "a dash at the start of an MCP name",
      code: `export const t = { name: "-orders", inputSchema: { type: "object" } };`,
      errors: [
        {
          messageId: "edgeCharacter",
          data: data("mcp", "-orders", { character: "-" }),
          suggestions: [
            { messageId: "renameTo", output: `export const t = { name: "orders", inputSchema: { type: "object" } };` },
          ],
        },
      ],
    },
    {
      name: "a digit at the start of a Gemini name",
      code: `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(f, { name: "1st_tool", description: "d" }); function f() {}`,
      settings: { "tool-schema": { provider: "gemini" } },
      errors: [
        {
          messageId: "invalidStart",
          data: data("gemini", "1st_tool", { character: "1" }),
          suggestions: [
            {
              messageId: "renameTo",
              output: `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(f, { name: "_1st_tool", description: "d" }); function f() {}`,
            },
          ],
        },
      ],
    },
    {
      name: "the rule option wins over settings", // The rule option wins over settings.
      code: `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(f, { name: "maps:route", description: "d" }); function f() {}`,
      settings: { "tool-schema": { provider: "gemini" } },
      options: [{ provider: "anthropic" }],
      errors: [
        {
          messageId: "invalidCharacters",
          data: data("anthropic", "maps:route", { characters: '":"' }),
          suggestions: [
            {
              messageId: "renameTo",
              output: `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(f, { name: "maps_route", description: "d" }); function f() {}`,
            },
          ],
        },
      ],
    },
    {
      name: "a name behind a const is reported where it is used", // A name behind a const is reported where it is used; no rewrite of the const from here.
      code: `const NAME = "get weather"; export const tools = [{ type: "function", function: { name: NAME } }];`,
      errors: [{ messageId: "invalidCharacters", column: 89, endColumn: 93, suggestions: [] }],
    },
    {
      name: "a Vercel tool is named by its key", // A Vercel tool is named by its key.
      code: `import { tool } from "ai"; export const tools = { "get weather": tool({ description: "d", execute: async () => 1 }) };`,
      errors: [
        {
          messageId: "invalidCharacters",
          column: 51,
          suggestions: [
            {
              messageId: "renameTo",
              output: `import { tool } from "ai"; export const tools = { "get_weather": tool({ description: "d", execute: async () => 1 }) };`,
            },
          ],
        },
      ],
    },
    {
      name: "a Vercel tool kept in a const is named by the key it is listed under", // A Vercel tool kept in a const is named by the key it is listed under; a shorthand key is
      // reported but not rewritten.
      code: `import { tool } from "ai"; const $search = tool({ description: "d" }); export const tools = { $search };`,
      errors: [
        {
          messageId: "invalidCharacters",
          data: data("openai", "$search", { characters: '"$"' }),
          column: 95,
          suggestions: [],
        },
      ],
    },
  ],
});

untyped.run("valid-tool-name (JavaScript, no type information)", rule, {
  valid: [
    {
      name: "an OpenAI chat tool's name",
      code: `const tools = [{ type: "function", function: { name: "get_weather" } }];`,
      filename: "tools.js",
    },
    {
      name: "a registry tool named by its function",
      code: `const { ToolRegistry } = require("tool-schema"); const r = new ToolRegistry(); r.tool(function ok() {}, {});`,
      filename: "tools.cjs",
    },
  ],
  invalid: [
    {
      name: "a function's name is reported there, with nothing to rewrite",
      code: `const { ToolRegistry } = require("tool-schema"); const r = new ToolRegistry(); r.tool(function bad$name() {}, { description: "d" });`,
      filename: "tools.cjs",
      // The name comes from the function: reported there, nothing to rewrite safely.
      errors: [
        { messageId: "invalidCharacters", data: data("openai", "bad$name", { characters: '"$"' }), suggestions: [] },
      ],
    },
  ],
});
