import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import ruleModule from "../../rules/valid-schema.js";

// rule-tester 8.72 ships its own copy of @typescript-eslint/utils types (8.73 here): same rule, other type identity.
const rule = ruleModule as unknown as Parameters<RuleTester["run"]>[1];

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));

// Typed (projectService, like configs.recommended) and untyped (plain parse, also for JavaScript).
const typed = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const untyped = new RuleTester();

/** An MCP tool (`inputSchema`) whose schema is `schema`. */
const mcp = (schema: string) =>
  `export const tool = { name: "lookup", description: "Look up an order", inputSchema: ${schema} };`;
/** An OpenAI Chat Completions tool whose parameters are `schema`. */
const chat = (schema: string) =>
  `export const tools = [{ type: "function", function: { name: "get_weather", description: "Weather", parameters: ${schema} } }];`;
/** The 1-based column of the first `snippet` in one-line `code`. */
const column = (code: string, snippet: string): number => {
  const index = code.indexOf(snippet);
  if (index < 0) throw new Error(`"${snippet}" not in ${code}`);
  return index + 1;
};

const typoInType = mcp(`{ type: "object", properties: { city: { type: "strnig" } } }`);
const requiredOneLevelDeep = chat(`{ type: "object", properties: { city: { type: "string" }, required: ["city"] } }`);
const requiredTypo = mcp(`{ type: "object", properties: { city: { type: "string" } }, required: ["cty"] }`);
const sharedConst = `const shared = { type: "object", properties: { q: { type: "strng" } } } as const;\nexport const tools = [{ name: "a", inputSchema: shared }, { name: "b", inputSchema: shared }];`;

const registry = `import { ToolRegistry } from "tool-schema";\nconst registry = new ToolRegistry();\n`;

typed.run("valid-schema", rule, {
  valid: [
    mcp(`{ type: "object", properties: { id: { type: "string", description: "Order id" } }, required: ["id"] }`),
    chat(
      `{ type: "object", properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, default: 3 } }, required: ["city"], additionalProperties: false }`,
    ),
    // A property really named "required", with a schema as its value.
    mcp(`{ type: "object", properties: { required: { type: "boolean", description: "Only required fields" } } }`),
    mcp(`{ type: "object", properties: { required: { type: "array", items: { type: "string" } } } }`),
    // `required` naming what a branch, a pattern or an open object may declare: not judged.
    mcp(`{ type: "object", properties: { a: { type: "string" } }, anyOf: [{ required: ["a"] }, { required: ["b"] }] }`),
    mcp(
      `{ type: "object", properties: { a: { type: "string" } }, required: ["b"], additionalProperties: { type: "string" } }`,
    ),
    mcp(
      `{ type: "object", properties: { a: { type: "string" } }, required: ["x-1"], patternProperties: { "^x-": { type: "string" } } }`,
    ),
    mcp(
      `{ type: "object", properties: { a: { type: "string" } }, allOf: [{ $ref: "#/$defs/B" }], required: ["b"], $defs: { B: { properties: { b: { type: "string" } } } } }`,
    ),
    // A branch is read with the object around it.
    mcp(
      `{ type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, oneOf: [{ properties: { a: { const: "x" } }, required: ["b"] }] }`,
    ),
    // Defaults that fit; a default beside a reference is not judged alone.
    mcp(
      `{ type: "object", properties: { unit: { enum: ["c", "f"], default: "c" }, note: { type: "string", nullable: true, default: null } } }`,
    ),
    mcp(`{ type: "object", properties: { p: { $ref: "#/$defs/P", default: 5 } }, $defs: { P: { type: "string" } } }`),
    // A default under a format ajv does not check: formats are annotations here.
    mcp(`{ type: "object", properties: { site: { type: "string", format: "uri", default: "not a uri" } } }`),
    // Draft-07 tuples are valid when no dialect is named; so are 2020-12 keywords.
    chat(
      `{ type: "object", properties: { pair: { type: "array", items: [{ type: "string" }, { type: "number" }] } } }`,
    ),
    mcp(`{ type: "object", properties: { pair: { type: "array", prefixItems: [{ type: "string" }] } }, $defs: {} }`),
    mcp(
      `{ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { pair: { type: "array", items: [{ type: "string" }] } } }`,
    ),
    // A dialect ajv has no meta-schema for: not judged.
    mcp(
      `{ $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: { n: { type: "number", minimum: 0, exclusiveMinimum: true } } }`,
    ),
    // Unknown keywords are legal JSON Schema (annotations, vendor extensions).
    mcp(`{ type: "object", "x-mcp-header": "Region", properties: { q: { type: "string", example: "shoes" } } }`),
    // Unreadable schemas: silent.
    `declare function build(): object; ${mcp(`build()`)}`,
    `declare const common: object; ${mcp(`{ type: "object", properties: { ...common, a: { type: "strnig" } } }`)}`,
    `import { schema } from "./schema.js"; ${mcp(`schema`)}`,
    `declare const t: string; ${mcp(`{ type: "object", properties: { a: { type: t } } }`)}`,
    // Registry and Anthropic tools with clean schemas.
    `${registry}registry.tool(f, { description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } });\nfunction f(q: string) { return q; }`,
    `export const t = { name: "lookup", description: "d", input_schema: { type: "object", properties: { q: { type: "string" } } }, strict: true };`,
    // Odd input never crashes.
    mcp(`{}`),
    mcp(`{ type: "object", properties: { a: { description: "x" } }, required: [] }`),
    mcp(`{ type: "object", properties: { a: true, b: false } }`),
  ],
  invalid: [
    {
      code: typoInType,
      errors: [
        {
          messageId: "invalidSchema",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/city/type",
            reason:
              '"strnig" is not one of "array", "boolean", "integer", "null", "number", "object", "string" (did you mean "string"?)',
          },
          line: 1,
          column: column(typoInType, `type: "strnig"`),
        },
      ],
    },
    {
      // `properties` must map names to schemas.
      code: chat(`{ type: "object", properties: [] }`),
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "get_weather"', path: "/properties", reason: "must be an object, got []" },
        },
      ],
    },
    {
      code: mcp(`{ type: "object", properties: { n: { type: "number", minimum: "1" } } }`),
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "lookup"', path: "/properties/n/minimum", reason: 'must be a number, got "1"' },
        },
      ],
    },
    {
      // Draft-04's boolean exclusiveMinimum is invalid in every dialect ajv knows.
      code: mcp(`{ type: "object", properties: { n: { type: "number", minimum: 0, exclusiveMinimum: true } } }`),
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "lookup"', path: "/properties/n/exclusiveMinimum", reason: "must be a number, got true" },
        },
      ],
    },
    {
      // The dialect the schema names is the one that judges it.
      code: mcp(
        `{ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { pair: { type: "array", items: [{ type: "string" }] } } }`,
      ),
      errors: [
        {
          messageId: "invalidSchema",
          line: 1,
          data: {
            tool: 'tool "lookup"',
            path: "/properties/pair/items",
            reason: 'must be a schema (an object or a boolean), got [{"type":"string"}]',
          },
        },
      ],
    },
    {
      code: mcp(`{ type: "object", properties: { id: { type: "string", required: true } } }`),
      errors: [
        { messageId: "requiredFlag", data: { tool: 'tool "lookup"', path: "/properties/id/required", property: "id" } },
      ],
    },
    {
      code: requiredOneLevelDeep,
      errors: [
        {
          messageId: "requiredInProperties",
          data: { tool: 'tool "get_weather"', path: "/properties/required", names: '["city"]' },
          line: 1,
          column: column(requiredOneLevelDeep, `required: ["city"]`),
          endColumn: column(requiredOneLevelDeep, `required: ["city"]`) + "required".length,
        },
      ],
    },
    {
      code: requiredTypo,
      errors: [
        {
          messageId: "requiredUndeclared",
          data: {
            tool: 'tool "lookup"',
            path: "/required/0",
            name: "cty",
            object: "the root",
            hint: ' (did you mean "city"?)',
          },
          line: 1,
          column: column(requiredTypo, `"cty"`),
        },
      ],
    },
    {
      // Also in a nested object, and with additionalProperties: false (then no call can be valid).
      code: mcp(
        `{ type: "object", properties: { filter: { type: "object", properties: { from: { type: "string" } }, required: ["from", "until"], additionalProperties: false } } }`,
      ),
      errors: [
        {
          messageId: "requiredUndeclared",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/filter/required/1",
            name: "until",
            object: "/properties/filter",
            hint: "",
          },
        },
      ],
    },
    {
      code: mcp(`{ type: "object", properties: { q: { type: "string" } }, strict: true, returnType: "string" }`),
      errors: [
        {
          messageId: "misplacedToolKey",
          data: {
            tool: 'tool "lookup"',
            path: "/strict",
            key: "strict",
            advice: "put `strict: true` on the tool, beside the schema",
          },
        },
        {
          messageId: "misplacedToolKey",
          data: {
            tool: 'tool "lookup"',
            path: "/returnType",
            key: "returnType",
            advice:
              "no provider reads a return type from a tool's schema; say what the tool returns in its description",
          },
        },
      ],
    },
    {
      code: mcp(
        `{ type: "object", properties: { days: { type: "integer", minimum: 1, default: "3" }, unit: { enum: ["c", "f"], default: "k" } } }`,
      ),
      errors: [
        {
          messageId: "invalidDefault",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/days/default",
            value: '"3"',
            object: "/properties/days",
            reason: "must be integer",
          },
        },
        {
          messageId: "invalidDefault",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/unit/default",
            value: '"k"',
            object: "/properties/unit",
            reason: "must be equal to one of the allowed values",
          },
        },
      ],
    },
    {
      code: mcp(`{ type: "object", properties: { days: { type: "integer", minimum: 1, default: 0 } } }`),
      errors: [
        {
          messageId: "invalidDefault",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/days/default",
            value: "0",
            object: "/properties/days",
            reason: "must be >= 1",
          },
        },
      ],
    },
    {
      // A schema in a const, shared by two tools: one report, at the const.
      code: sharedConst,
      errors: [{ messageId: "invalidSchema", line: 1, column: column(sharedConst, `type: "strng"`) }],
    },
    {
      // A registry tool, an Anthropic tool, an OpenAI Responses tool, a Vercel AI SDK tool.
      code: `${registry}registry.tool(f, { description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["query"] } });\nfunction f(q: string) { return q; }`,
      errors: [{ messageId: "requiredUndeclared", line: 3 }],
    },
    {
      code: `export const t = { name: "lookup", description: "d", input_schema: { type: "object", properties: { q: { type: "string", default: 1 } } } };`,
      errors: [{ messageId: "invalidDefault" }],
    },
    {
      code: `export const t = { type: "function", name: "search", description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: "q" } };`,
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "search"', path: "/required", reason: 'must be an array, got "q"' },
        },
      ],
    },
    {
      code: `import { jsonSchema, tool } from "ai";\nexport const tools = { search: tool({ description: "d", inputSchema: jsonSchema({ type: "object", properties: { q: { type: "string", minLength: -1 } } }), execute: async () => 1 }) };`,
      errors: [{ messageId: "invalidSchema", line: 2 }],
    },
  ],
});

untyped.run("valid-schema (JavaScript, no type information)", rule, {
  valid: [
    {
      code: mcp(`{ type: "object", properties: { id: { type: "string" } }, required: ["id"] }`).replace("export ", ""),
      filename: "tools.js",
    },
    {
      code: `const tools = [{ name: "lookup", inputSchema: makeSchema() }]; module.exports = { tools };`,
      filename: "tools.js",
    },
  ],
  invalid: [
    {
      code: `const tools = [{ name: "lookup", inputSchema: { type: "object", properties: { id: { type: "sting" } }, required: ["id", "ids"] } }];\nmodule.exports = { tools };`,
      filename: "tools.js",
      errors: [
        {
          messageId: "invalidSchema",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/id/type",
            reason: `"sting" is not one of "array", "boolean", "integer", "null", "number", "object", "string" (did you mean "string"?)`,
          },
        },
        {
          messageId: "requiredUndeclared",
          data: {
            tool: 'tool "lookup"',
            path: "/required/1",
            name: "ids",
            object: "the root",
            hint: ' (did you mean "id"?)',
          },
        },
      ],
    },
    {
      code: mcp(`{ type: "object", properties: { q: { type: "string" }, required: ["q"] } }`),
      errors: [{ messageId: "requiredInProperties" }],
    },
  ],
});
