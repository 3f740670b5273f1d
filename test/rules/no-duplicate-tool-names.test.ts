import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import ruleModule from "../../rules/no-duplicate-tool-names.js";

// rule-tester 8.72 ships its own copy of @typescript-eslint/utils types (8.73 here): same rule, other type identity.
const rule = ruleModule as unknown as Parameters<RuleTester["run"]>[1];

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const typed = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const untyped = new RuleTester();

const registry = `import { ToolRegistry } from "tool-schema";\nconst registry = new ToolRegistry();\n`;
/** A file of the cross-file fixture project (test/fixtures/eslint/cross/), linted with the test's content. */
const CROSS = "cross/lint-me.ts";
const WEATHER = "cross/weather.ts"; // relative to the linting cwd (the fixture root here)
const SEARCH = "cross/search.ts";
const ALERTS = "cross/mcp-alerts.ts";
/** A module registering a tool on an MCP server of the cross-file fixture, with the zod import it needs. */
const onServer = (server: string, call: string) =>
  `import { z } from "zod";\nimport { ${server} } from "./mcp-server.js";\n${call}`;

typed.run("no-duplicate-tool-names", rule, {
  valid: [
    {
      name: "two names on one registry",
      code: `${registry}registry.tool(a, { name: "one", description: "d" });\nregistry.tool(b, { name: "two", description: "d" });\nfunction a() {}\nfunction b() {}`,
    },
    {
      name: "two registries are two namespaces",
      code: `${registry}const other = new ToolRegistry();\nregistry.tool(a, { name: "one" });\nother.tool(a, { name: "one" });\nfunction a() {}`,
    },
    {
      name: "the same tool offered to two providers, one list each",
      code: `export const openaiTools = [{ type: "function", function: { name: "get_weather" } }];
     export const anthropicTools = [{ name: "get_weather", input_schema: {} }];`,
    },
    {
      name: "the same name in two lists",
      code: `export const a = [{ name: "x", inputSchema: {} }]; export const b = [{ name: "x", inputSchema: {} }];`,
    },
    {
      name: "definitions in no list: nothing tells they are offered together",
      code: `export const a = { name: "x", input_schema: {} }; export const b = { name: "x", input_schema: {} };`,
    },
    // Names that cannot be read statically.
    {
      name: "names that cannot be read statically",
      code: `declare const n: string; export const t = [{ name: n, input_schema: {} }, { name: n, input_schema: {} }];`,
    },
    {
      name: "a template with substitutions is no static name",
      code: `export const t = [{ name: \`a\${1}\`, input_schema: {} }, { name: \`a\${1}\`, input_schema: {} }];`,
    },
    // Cross-file: another registry, another name, or a name only used here.
    {
      name: "another registry of another module may reuse a shared name",
      code: `import { otherRegistry } from "./registry.js";\notherRegistry.tool(f, { name: "get_weather" });\nfunction f() {}`,
      filename: CROSS,
    },
    {
      name: "a name the shared registry does not hold",
      code: `import { registry } from "./registry.js";\nregistry.tool(f, { name: "get_forecast" });\nfunction f() {}`,
      filename: CROSS,
    },
    {
      name: "imported definitions with distinct names, one list appearing in two arrays",
      code: `import { weatherTool, forecastTool } from "./list-weather.js";\nimport { legacyWeatherTool } from "./list-legacy.js";\nexport const tools = [weatherTool, forecastTool];\nexport const legacy = [legacyWeatherTool, forecastTool];`,
      filename: CROSS,
    },
    // MCP servers: another server, another name, or a local server of its own.
    {
      name: "another MCP server may reuse a shared name",
      code: onServer(
        "otherServer",
        `otherServer.tool("get_alerts", "Alerts", { state: z.string() }, async ({ state }) => ({ content: [{ type: "text", text: state }] }));`,
      ),
      filename: CROSS,
    },
    {
      name: "a name the shared MCP server does not hold",
      code: onServer(
        "server",
        `server.registerTool("get_forecast", { description: "Forecast", inputSchema: { city: z.string() } }, async ({ city }) => ({ content: [{ type: "text", text: city }] }));`,
      ),
      filename: CROSS,
    },
    {
      name: "a local MCP server of its own",
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "x", version: "1" });\nserver.tool("get_alerts", "Alerts", { state: z.string() }, async ({ state }) => ({ content: [{ type: "text", text: state }] }));`,
      filename: CROSS,
    },
    {
      name: "a local registry shadows nothing shared",
      code: `${registry}registry.tool(f, { name: "get_weather" });\nfunction f() {}`,
      filename: CROSS,
    },
  ],
  invalid: [
    {
      name: "one registry registers a name twice",
      code: `${registry}registry.tool(a, { name: "lookup", description: "d" });\nregistry.tool(b, { name: "lookup", description: "d" });\nfunction a() {}\nfunction b() {}`,
      errors: [
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "4", container: "registry" },
          line: 3,
          column: 26,
          endColumn: 34,
        },
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "3", container: "registry" },
          line: 4,
          column: 26,
        },
      ],
    },
    {
      name: "a registered function's own name counts as its tool name", // A registered function's own name counts as its tool name.
      code: `${registry}registry.tool(lookup, {});\nregistry.tool(other, { name: "lookup" });\nfunction lookup() {}\nfunction other() {}`,
      errors: [
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "4", container: "registry" },
          line: 3,
          column: 15,
        },
        { messageId: "duplicate", data: { name: "lookup", otherLine: "3", container: "registry" }, line: 4 },
      ],
    },
    {
      name: "one tool list holds a name three times",
      code: `export const tools = [
  { type: "function", function: { name: "get_weather", description: "a" } },
  { type: "function", function: { name: "get_weather", description: "b" } },
  { type: "function", function: { name: "get_weather", description: "c" } },
];`,
      errors: [
        { messageId: "duplicate", data: { name: "get_weather", otherLine: "3", container: "tool list" }, line: 2 },
        { messageId: "duplicate", data: { name: "get_weather", otherLine: "4", container: "tool list" }, line: 3 },
        { messageId: "duplicate", data: { name: "get_weather", otherLine: "3", container: "tool list" }, line: 4 },
      ],
    },
    {
      name: "definitions kept in consts and listed together", // Definitions kept in consts and listed together.
      code: `const a = { name: "lookup", description: "x", inputSchema: {} } as const;
const b = { name: "lookup", description: "y", inputSchema: {} } satisfies object;
export const tools = [a, b];`,
      errors: [
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "2", container: "tool list" },
          line: 1,
          column: 19,
        },
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "1", container: "tool list" },
          line: 2,
          column: 19,
        },
      ],
    },
    {
      name: "an MCP ListTools handler returns the same name twice", // An MCP ListTools handler returning the same name twice.
      code: `export function listTools() {
  return { tools: [{ name: "search", inputSchema: { type: "object" } }, { name: "search", inputSchema: { type: "object" } }] };
}`,
      errors: [
        {
          messageId: "duplicate",
          data: { name: "search", otherLine: "2", container: "tool list" },
          line: 2,
          column: 28,
        },
        {
          messageId: "duplicate",
          data: { name: "search", otherLine: "2", container: "tool list" },
          line: 2,
          column: 81,
        },
      ],
    },
    {
      name: "a repeated Vercel key silently replaces the first tool", // Vercel: a repeated key silently replaces the first tool.
      code: `import { tool } from "ai";
export const tools = {
  lookup: tool({ description: "a", execute: async () => 1 }),
  "lookup": tool({ description: "b", execute: async () => 2 }),
};`,
      errors: [
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "4", container: "tools object" },
          line: 3,
          column: 3,
        },
        {
          messageId: "duplicate",
          data: { name: "lookup", otherLine: "3", container: "tools object" },
          line: 4,
          column: 3,
        },
      ],
    },
    {
      name: "the shared registry of another module already holds the name", // Cross-file: the shared registry already has "get_weather" (cross/weather.ts).
      code: `import { registry } from "./registry.js";\nexport function fetchWeather() {}\nregistry.tool(fetchWeather, { name: "get_weather", description: "d" });`,
      filename: CROSS,
      errors: [
        {
          messageId: "duplicateInOtherFile",
          data: { name: "get_weather", otherFile: WEATHER, otherLine: "8" },
          line: 3,
          column: 37,
          endColumn: 50,
        },
      ],
    },
    {
      name: "a name read from a const, on a registry re-exported under another name", // Through a re-export under another name (cross/search.ts registers searchDocs on `tools`),
      // with the name read from a const.
      code: `import { registry as shared } from "./registry.js";\nconst NAME = "searchDocs";\nshared.tool(find, { name: NAME });\nfunction find() {}`,
      filename: CROSS,
      errors: [
        { messageId: "duplicateInOtherFile", data: { name: "searchDocs", otherFile: SEARCH, otherLine: "7" }, line: 3 },
      ],
    },
    {
      name: "the same MCP server imported: a second registration throws at startup", // The same MCP server, imported: the SDK throws at startup on the second registration.
      code: onServer(
        "server as weatherServer",
        `weatherServer.tool("get_alerts", "Alerts", { state: z.string() }, async ({ state }) => ({ content: [{ type: "text", text: state }] }));`,
      ),
      filename: CROSS,
      errors: [
        {
          messageId: "duplicateOnServerInOtherFile",
          data: { name: "get_alerts", otherFile: ALERTS, otherLine: "5" },
          line: 3,
          column: 20,
        },
      ],
    },
    {
      name: "a tool list mixes definitions from two modules under one name", // A tool list mixing definitions from two modules under one name.
      code: `import { weatherTool, forecastTool } from "./list-weather.js";\nimport { legacyWeatherTool } from "./list-legacy.js";\nexport const tools = [weatherTool, forecastTool, legacyWeatherTool as typeof weatherTool];`,
      filename: CROSS,
      errors: [
        {
          messageId: "duplicateInList",
          data: { name: "get_weather", other: "cross/list-legacy.ts:4" },
          line: 3,
          column: 23,
          endColumn: 34,
        },
        {
          messageId: "duplicateInList",
          data: { name: "get_weather", other: "cross/list-weather.ts:4" },
          line: 3,
          column: 50,
        },
      ],
    },
    {
      name: "an imported definition next to a local one of the same name", // An imported definition next to a local one of the same name.
      code: `import { weatherTool } from "./list-weather.js";\nconst mine = { type: "function", function: { name: "get_weather" } } as const;\nexport const tools = [mine, weatherTool];`,
      filename: CROSS,
      errors: [
        {
          messageId: "duplicateInList",
          data: { name: "get_weather", other: "cross/list-weather.ts:4" },
          line: 3,
          column: 23,
        },
        { messageId: "duplicateInList", data: { name: "get_weather", other: "line 2" }, line: 3, column: 29 },
      ],
    },
  ],
});

untyped.run("no-duplicate-tool-names (no type information: in-file only)", rule, {
  valid: [
    {
      name: "another module's registry is not read",
      code: `import { registry } from "./registry.js";\nregistry.tool(f, { name: "get_weather" });\nfunction f() {}`,
      filename: "tools.js",
    },
  ],
  invalid: [
    {
      name: "one registry registers a name twice",
      code: `const { ToolRegistry } = require("tool-schema");\nconst r = new ToolRegistry();\nr.tool(function a() {}, { name: "x" });\nr.tool(function b() {}, { name: "x" });`,
      filename: "tools.cjs",
      errors: [
        { messageId: "duplicate", data: { name: "x", otherLine: "4", container: "registry" }, line: 3 },
        { messageId: "duplicate", data: { name: "x", otherLine: "3", container: "registry" }, line: 4 },
      ],
    },
  ],
});
