import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import ruleModule from "../../rules/provider-compatible.js";

// rule-tester 8.72 ships its own copy of @typescript-eslint/utils types (8.73 here): same rule, other type identity.
const rule = ruleModule as unknown as Parameters<RuleTester["run"]>[1];

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));

// Typed (projectService, like configs.recommended) and untyped (plain parse, also for JavaScript).
const typed = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const untyped = new RuleTester();

const provider = (value: string | string[]) => ({ "tool-schema": { provider: value } });

/** An Anthropic tool; `extra` goes beside `input_schema` (e.g. `strict: true`). */
const anthropic = (schema: string, extra = "") =>
  `export const tool = { name: "lookup", description: "Look up an order", input_schema: ${schema}${extra} };`;
/** An OpenAI Chat Completions tool written with `strict: true`. */
const strictChat = (schema: string) =>
  `export const tools = [{ type: "function", function: { name: "get_weather", description: "Weather", parameters: ${schema}, strict: true } }];`;
/** An OpenAI Responses tool without `strict`. */
const responses = (schema: string) =>
  `export const tool = { type: "function", name: "search", description: "Search", parameters: ${schema} };`;
const mcp = (schema: string) =>
  `export const tool = { name: "lookup", description: "Look up an order", inputSchema: ${schema} };`;
const registry = (schema: string) =>
  `import { ToolRegistry } from "tool-schema";\nconst registry = new ToolRegistry();\nregistry.tool(lookup, { description: "Look up an order", parameters: ${schema} });\nfunction lookup(args: { id: string }) { return args.id; }`;
const vercel = (schema: string) =>
  `import { jsonSchema, tool } from "ai";\nexport const tools = { lookup: tool({ description: "Look up an order", inputSchema: jsonSchema(${schema}), execute: async () => 1 }) };`;

const UNION_ROOT = `{ type: "object", oneOf: [{ properties: { id: { type: "string" } }, required: ["id"] }, { properties: { email: { type: "string" } }, required: ["email"] }] }`;
const CLEAN_STRICT = `{ type: "object", properties: { city: { type: "string", format: "date" }, unit: { type: ["string", "null"], enum: ["c", "f", null] }, where: { $ref: "#/$defs/Place" } }, required: ["city", "unit", "where"], additionalProperties: false, $defs: { Place: { type: "object", properties: { lat: { type: "number" } }, required: ["lat"], additionalProperties: false } } }`;

/** The 1-based column of the first `snippet` in the last line of `code`. */
const column = (code: string, snippet: string): number => {
  const line = code.split("\n").at(-1)!;
  const index = line.indexOf(snippet);
  if (index < 0) throw new Error(`"${snippet}" not in ${line}`);
  return index + 1;
};

const anthropicUnion = anthropic(UNION_ROOT);

typed.run("provider-compatible", rule, {
  valid: [
    // Clean schemas, each in its provider's format.
    {
      name: "a clean Anthropic schema",
      code: anthropic(`{ type: "object", properties: { id: { type: "string", minLength: 1 } }, required: ["id"] }`),
    },
    {
      name: "a clean Anthropic strict schema",
      code: anthropic(
        `{ type: "object", properties: { id: { type: "string" } }, additionalProperties: false }`,
        ", strict: true",
      ),
    },
    { name: "a clean OpenAI strict schema", code: strictChat(CLEAN_STRICT) },
    {
      name: "a property named like a keyword is a property",
      code: strictChat(
        `{ type: "object", properties: { oneOf: { type: "string" }, format: { type: "string" } }, required: ["oneOf", "format"], additionalProperties: false }`,
      ),
    },
    // Nothing configured: only what the format says is checked. MCP, registry and Vercel tools, and
    // OpenAI tools without strict (other vendors' OpenAI-compatible endpoints take them too), are left alone.
    { name: "nothing configured: an MCP tool is left alone", code: mcp(UNION_ROOT) },
    { name: "nothing configured: a registry tool is left alone", code: registry(UNION_ROOT) },
    { name: "nothing configured: a Vercel AI tool is left alone", code: vercel(UNION_ROOT) },
    {
      name: "nothing configured: OpenAI without strict is left alone",
      code: responses(`{ type: "object", properties: { tags: { type: "array" } } }`),
    },
    { name: "unknown provider names configure nothing", code: mcp(UNION_ROOT), settings: provider("azure") },
    {
      name: "Anthropic without strict takes constraints and open objects",
      code: anthropic(
        `{ type: "object", properties: { n: { type: "integer", minimum: 1 } }, additionalProperties: true }`,
      ),
    },
    { name: "MCP as the provider takes any JSON Schema", code: mcp(UNION_ROOT), settings: provider("mcp") },
    // What the runtime's toSchemas rewrites is not reported for registry tools: Gemini gets
    // parametersJsonSchema, OpenAI strict mode gets every object closed and every array an items.
    {
      name: "what toSchemas rewrites is not reported for registry tools",
      code: registry(
        `{ type: "object", properties: { tags: { type: "array" }, meta: { type: "object", additionalProperties: true } } }`,
      ),
      settings: provider(["openai", "gemini"]),
    },
    {
      name: "Vercel's Google provider converts the schema before Gemini sees it",
      code: vercel(`{ type: "object", properties: { id: { type: ["string", "null"] } }, additionalProperties: false }`),
      settings: provider("gemini"),
    },
    {
      name: "a wire-format object is its own provider's: an Anthropic tool is not checked as Gemini",
      code: anthropic(`{ type: "object", properties: { id: { type: "string" } }, additionalProperties: false }`),
      settings: provider("gemini"),
    },
    {
      name: "OpenAI without strict needs no closed objects or required lists",
      code: responses(
        `{ type: "object", properties: { q: { type: "string" }, tags: { type: "array", items: { type: "string" } } } }`,
      ),
      settings: provider("openai"),
    },
    // An empty schema and a root reference are left alone.
    { name: "an empty schema is left alone", code: responses(`{}`), settings: provider("openai") },
    {
      name: "a root reference is left alone",
      code: responses(`{ $ref: "#/$defs/Args", $defs: { Args: { type: "object", properties: {} } } }`),
      settings: provider("openai"),
    },
    // Unreadable schemas: silent.
    {
      name: "a spread in a schema: silent",
      code: `declare const base: object; ${strictChat(`{ ...base, type: "object", properties: { q: { type: "string" } } }`)}`,
    },
    { name: "a schema made by a call: silent", code: `declare function build(): object; ${anthropic(`build()`)}` },
    { name: "an imported schema: silent", code: `import { schema } from "./schema.js"; ${strictChat(`schema`)}` },
    // Odd input never crashes.
    {
      name: "properties given as an array do not crash",
      code: strictChat(`{ type: "object", properties: [], required: "x", additionalProperties: false }`),
    },
    {
      name: "a boolean property schema does not crash",
      code: anthropic(`{ type: "object", properties: { a: true } }`, ", strict: true"),
    },
  ],
  invalid: [
    {
      name: "an input_schema root union is Anthropic's, with nothing configured", // Inferred from input_schema: Anthropic, with nothing configured.
      code: anthropicUnion,
      errors: [
        {
          messageId: "anthropicRootCombinator",
          data: { tool: 'tool "lookup"', path: "/oneOf", keyword: "oneOf" },
          line: 1,
          column: column(anthropicUnion, "oneOf"),
          endColumn: column(anthropicUnion, "oneOf") + "oneOf".length,
        },
      ],
    },
    {
      name: "Anthropic strict refuses constraints and open objects",
      code: anthropic(
        `{ type: "object", properties: { n: { type: "integer", minimum: 1 }, tags: { type: "array", items: { type: "string" }, minItems: 2 }, meta: { type: "object", additionalProperties: true } }, additionalProperties: false }`,
        ", strict: true",
      ),
      errors: [
        {
          messageId: "anthropicStrictConstraint",
          data: { tool: 'tool "lookup"', path: "/properties/n/minimum", keyword: "minimum" },
        },
        {
          messageId: "anthropicStrictConstraint",
          data: { tool: 'tool "lookup"', path: "/properties/tags/minItems", keyword: "minItems above 1" },
        },
        {
          messageId: "anthropicStrictAdditionalProperties",
          data: { tool: 'tool "lookup"', path: "/properties/meta/additionalProperties", value: "true" },
        },
      ],
    },
    {
      name: "strict: true is OpenAI strict mode", // Inferred from strict: true: OpenAI strict mode.
      code: strictChat(
        `{ type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"] }`,
      ),
      errors: [
        {
          messageId: "strictAdditionalProperties",
          data: { tool: 'tool "get_weather"', path: "the root", actual: "does not set it" },
        },
        { messageId: "strictNotAllRequired", data: { tool: 'tool "get_weather"', path: "/required", names: '"days"' } },
      ],
    },
    {
      name: "OpenAI strict refuses format, oneOf, siblings of $ref, arrays without items and open objects",
      code: strictChat(
        `{ type: "object", properties: { site: { type: "string", format: "uri" }, kind: { oneOf: [{ const: "a" }, { const: "b" }] }, place: { $ref: "#/$defs/P", description: "Where" }, tags: { type: "array" } }, required: ["site", "kind", "place", "tags"], additionalProperties: false, $defs: { P: { type: "object", properties: {}, additionalProperties: true } } }`,
      ),
      errors: [
        {
          messageId: "strictFormat",
          data: {
            tool: 'tool "get_weather"',
            path: "/properties/site/format",
            format: "uri",
            allowed: "date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid",
          },
        },
        {
          messageId: "strictUnsupportedKeyword",
          data: { tool: 'tool "get_weather"', path: "/properties/kind/oneOf", keyword: "oneOf" },
        },
        {
          messageId: "strictRefSiblings",
          data: { tool: 'tool "get_weather"', path: "/properties/place/$ref", keywords: '"description"' },
        },
        { messageId: "openaiArrayWithoutItems", data: { tool: 'tool "get_weather"', path: "/properties/tags" } },
        {
          messageId: "strictAdditionalProperties",
          data: {
            tool: 'tool "get_weather"',
            path: "/$defs/P/additionalProperties",
            actual: "has `additionalProperties: true`",
          },
        },
      ],
    },
    {
      name: "a root anyOf is one problem, not also no type", // A root anyOf is one problem (not also "no type").
      code: strictChat(`{ anyOf: [{ type: "object", properties: {}, additionalProperties: false }] }`),
      errors: [{ messageId: "strictRootAnyOf", data: { tool: 'tool "get_weather"', path: "/anyOf" } }],
    },
    {
      name: "OpenAI strict refuses tuple items",
      code: strictChat(
        `{ type: "object", properties: { pair: { type: "array", items: [{ type: "string" }] } }, required: ["pair"], additionalProperties: false }`,
      ),
      errors: [
        {
          messageId: "strictUnsupportedKeyword",
          data: { tool: 'tool "get_weather"', path: "/properties/pair/items", keyword: "items (a list of schemas)" },
        },
      ],
    },
    {
      name: "configured as OpenAI: an array without items in a Responses tool", // Configured as a string: OpenAI, for OpenAI objects without strict and for MCP tools.
      code: responses(`{ properties: { tags: { type: "array" } } }`),
      settings: provider("openai"),
      errors: [
        { messageId: "openaiRootNotObject", data: { tool: 'tool "search"', path: "the root", actual: "no type" } },
        { messageId: "openaiArrayWithoutItems", data: { tool: 'tool "search"', path: "/properties/tags" } },
      ],
    },
    {
      name: "configured as OpenAI: an array without items in an MCP tool",
      code: mcp(`{ type: "object", properties: { ids: { type: ["array", "null"] } } }`),
      settings: provider("openai"),
      errors: [{ messageId: "openaiArrayWithoutItems", data: { tool: 'tool "lookup"', path: "/properties/ids" } }],
    },
    {
      name: "configured as OpenAI: a root that is no object",
      code: vercel(`{ type: "string" }`),
      settings: provider("openai"),
      errors: [
        { messageId: "openaiRootNotObject", data: { tool: 'tool "lookup"', path: "/type", actual: 'type "string"' } },
      ],
    },
    {
      name: "configured as a list: each provider's rules", // Configured as a list: each provider's rules.
      code: mcp(UNION_ROOT),
      settings: provider(["openai", "anthropic"]),
      errors: [{ messageId: "anthropicRootCombinator" }],
    },
    {
      name: "configured as Anthropic: a registry tool's root anyOf",
      code: registry(
        `{ type: "object", anyOf: [{ required: ["id"] }, { required: ["email"] }], properties: { id: { type: "string" }, email: { type: "string" } } }`,
      ),
      settings: provider(["anthropic"]),
      errors: [{ messageId: "anthropicRootCombinator", line: 3 }],
    },
    {
      name: "configured as Anthropic: a Vercel AI tool's root allOf",
      code: vercel(`{ type: "object", allOf: [{ properties: { id: { type: "string" } } }] }`),
      settings: provider("anthropic"),
      errors: [{ messageId: "anthropicRootCombinator", line: 2 }],
    },
    {
      name: "the rule's option wins over settings", // The rule's option wins over settings.
      code: mcp(UNION_ROOT),
      settings: provider("gemini"),
      options: [{ provider: "anthropic" }],
      errors: [{ messageId: "anthropicRootCombinator" }],
    },
    {
      name: "Gemini parameters: MCP tools declared to Gemini as written", // Gemini `parameters`: MCP tools declared to Gemini as written.
      code: mcp(
        `{ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { id: { type: ["string", "null"] }, level: { type: "integer", enum: [1, 2, 3] }, tags: { type: "array", items: { type: "string", const: "x" } } }, additionalProperties: false }`,
      ),
      settings: provider(["gemini"]),
      errors: [
        { messageId: "geminiUnknownField", data: { tool: 'tool "lookup"', path: "/$schema", keyword: "$schema" } },
        {
          messageId: "geminiTypeList",
          data: { tool: 'tool "lookup"', path: "/properties/id/type", types: '["string","null"]' },
        },
        { messageId: "geminiEnumNotString", data: { tool: 'tool "lookup"', path: "/properties/level/enum" } },
        {
          messageId: "geminiUnknownField",
          data: { tool: 'tool "lookup"', path: "/properties/tags/items/const", keyword: "const" },
        },
        {
          messageId: "geminiUnknownField",
          data: { tool: 'tool "lookup"', path: "/additionalProperties", keyword: "additionalProperties" },
        },
      ],
    },
    {
      name: "one schema in a const used by two tools: one report", // One schema in a const, used by two tools: one report.
      code: `const schema = { type: "object", oneOf: [{ required: ["a"] }] };\nexport const tools = [{ name: "a", input_schema: schema }, { name: "b", input_schema: schema }];`,
      errors: [{ messageId: "anthropicRootCombinator", line: 1 }],
    },
  ],
});

untyped.run("provider-compatible (JavaScript, no type information)", rule, {
  valid: [
    {
      name: "an MCP tool is left alone",
      code: `module.exports = [{ name: "lookup", inputSchema: { type: "object", oneOf: [] } }];`,
      filename: "tools.js",
    },
    {
      name: "a schema made by a call",
      code: `module.exports = [{ name: "lookup", input_schema: makeSchema() }];`,
      filename: "tools.js",
    },
  ],
  invalid: [
    {
      name: "an Anthropic root union",
      code: `module.exports = [{ name: "lookup", input_schema: { type: "object", anyOf: [{ required: ["id"] }], properties: { id: { type: "string" } } } }];`,
      filename: "tools.js",
      errors: [
        { messageId: "anthropicRootCombinator", data: { tool: 'tool "lookup"', path: "/anyOf", keyword: "anyOf" } },
      ],
    },
    {
      name: "configured as Gemini",
      code: `module.exports = [{ name: "lookup", inputSchema: { type: "object", additionalProperties: false } }];`,
      filename: "tools.js",
      settings: provider("gemini"),
      errors: [
        {
          messageId: "geminiUnknownField",
          data: { tool: 'tool "lookup"', path: "/additionalProperties", keyword: "additionalProperties" },
        },
      ],
    },
  ],
});
