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
    {
      name: "a clean MCP schema",
      code: mcp(
        `{ type: "object", properties: { id: { type: "string", description: "Order id" } }, required: ["id"] }`,
      ),
    },
    {
      name: "a clean OpenAI chat schema with a default and additionalProperties",
      code: chat(
        `{ type: "object", properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, default: 3 } }, required: ["city"], additionalProperties: false }`,
      ),
    },
    {
      name: "a property really named optional, with a schema as its value",
      code: mcp(`{ type: "object", properties: { optional: { type: "boolean" } }, required: ["optional"] }`),
    },
    // A property really named "required", with a schema as its value.
    {
      name: "a property really named required, with a boolean schema",
      code: mcp(
        `{ type: "object", properties: { required: { type: "boolean", description: "Only required fields" } } }`,
      ),
    },
    {
      name: "a property really named required, with an array schema",
      code: mcp(`{ type: "object", properties: { required: { type: "array", items: { type: "string" } } } }`),
    },
    // `required` naming what a branch, a pattern or an open object may declare: not judged.
    {
      name: "required naming what a branch may declare: not judged",
      code: mcp(
        `{ type: "object", properties: { a: { type: "string" } }, anyOf: [{ required: ["a"] }, { required: ["b"] }] }`,
      ),
    },
    {
      name: "required naming what an open object may hold: not judged",
      code: mcp(
        `{ type: "object", properties: { a: { type: "string" } }, required: ["b"], additionalProperties: { type: "string" } }`,
      ),
    },
    {
      name: "required naming what a pattern may declare: not judged",
      code: mcp(
        `{ type: "object", properties: { a: { type: "string" } }, required: ["x-1"], patternProperties: { "^x-": { type: "string" } } }`,
      ),
    },
    {
      name: "required naming what a referenced branch declares: not judged",
      code: mcp(
        `{ type: "object", properties: { a: { type: "string" } }, allOf: [{ $ref: "#/$defs/B" }], required: ["b"], $defs: { B: { properties: { b: { type: "string" } } } } }`,
      ),
    },
    {
      name: "a branch is read with the object around it",
      code: mcp(
        `{ type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, oneOf: [{ properties: { a: { const: "x" } }, required: ["b"] }] }`,
      ),
    },
    // Defaults that fit; a default beside a reference is not judged alone.
    {
      name: "defaults that fit, null included",
      code: mcp(
        `{ type: "object", properties: { unit: { enum: ["c", "f"], default: "c" }, note: { type: "string", nullable: true, default: null } } }`,
      ),
    },
    {
      name: "a default beside a reference is not judged alone",
      code: mcp(
        `{ type: "object", properties: { p: { $ref: "#/$defs/P", default: 5 } }, $defs: { P: { type: "string" } } }`,
      ),
    },
    {
      name: "a default under a format ajv does not check",
      code: mcp(`{ type: "object", properties: { site: { type: "string", format: "uri", default: "not a uri" } } }`),
    },
    // Draft-07 tuples are valid when no dialect is named; so are 2020-12 keywords.
    {
      name: "draft-07 tuples are valid when no dialect is named",
      code: chat(
        `{ type: "object", properties: { pair: { type: "array", items: [{ type: "string" }, { type: "number" }] } } }`,
      ),
    },
    {
      name: "2020-12 keywords are valid when no dialect is named",
      code: mcp(
        `{ type: "object", properties: { pair: { type: "array", prefixItems: [{ type: "string" }] } }, $defs: {} }`,
      ),
    },
    {
      name: "draft-07 tuples under a named draft-07",
      code: mcp(
        `{ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { pair: { type: "array", items: [{ type: "string" }] } } }`,
      ),
    },
    {
      name: "a dialect ajv has no meta-schema for: not judged",
      code: mcp(
        `{ $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: { n: { type: "number", minimum: 0, exclusiveMinimum: true } } }`,
      ),
    },
    {
      name: "unknown keywords are legal JSON Schema: annotations, vendor extensions",
      code: mcp(
        `{ type: "object", "x-mcp-header": "Region", properties: { q: { type: "string", example: "shoes" } } }`,
      ),
    },
    // Unreadable schemas: silent.
    { name: "a schema made by a call: silent", code: `declare function build(): object; ${mcp(`build()`)}` },
    {
      name: "a spread in properties: silent",
      code: `declare const common: object; ${mcp(`{ type: "object", properties: { ...common, a: { type: "strnig" } } }`)}`,
    },
    { name: "an imported schema: silent", code: `import { schema } from "./schema.js"; ${mcp(`schema`)}` },
    {
      name: "a type that is not a literal: silent",
      code: `declare const t: string; ${mcp(`{ type: "object", properties: { a: { type: t } } }`)}`,
    },
    // Registry and Anthropic tools with clean schemas.
    {
      name: "a clean registry schema",
      code: `${registry}registry.tool(f, { description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } });\nfunction f(q: string) { return q; }`,
    },
    {
      name: "a clean Anthropic schema",
      code: `export const t = { name: "lookup", description: "d", input_schema: { type: "object", properties: { q: { type: "string" } } }, strict: true };`,
    },
    // Odd input never crashes.
    { name: "an empty schema does not crash", code: mcp(`{}`) },
    {
      name: "an empty required list does not crash",
      code: mcp(`{ type: "object", properties: { a: { description: "x" } }, required: [] }`),
    },
    {
      name: "boolean property schemas do not crash",
      code: mcp(`{ type: "object", properties: { a: true, b: false } }`),
    },
  ],
  invalid: [
    {
      name: "a misspelt type",
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
      name: "properties must map names to schemas", // `properties` must map names to schemas.
      code: chat(`{ type: "object", properties: [] }`),
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "get_weather"', path: "/properties", reason: "must be an object, got []" },
        },
      ],
    },
    {
      name: "a string where a number is due",
      code: mcp(`{ type: "object", properties: { n: { type: "number", minimum: "1" } } }`),
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "lookup"', path: "/properties/n/minimum", reason: 'must be a number, got "1"' },
        },
      ],
    },
    {
      name: "draft-04's boolean exclusiveMinimum is invalid in every dialect ajv knows", // Draft-04's boolean exclusiveMinimum is invalid in every dialect ajv knows.
      code: mcp(`{ type: "object", properties: { n: { type: "number", minimum: 0, exclusiveMinimum: true } } }`),
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "lookup"', path: "/properties/n/exclusiveMinimum", reason: "must be a number, got true" },
        },
      ],
    },
    {
      name: "the dialect the schema names is the one that judges it", // The dialect the schema names is the one that judges it.
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
      name: "optional: true on a property that required does not list: the flag does nothing",
      code: mcp(
        `{ type: "object", properties: { id: { type: "string" }, reviewId: { type: "number", optional: true } }, required: ["id"] }`,
      ),
      errors: [
        {
          messageId: "optionalFlag",
          data: { tool: 'tool "lookup"', path: "/properties/reviewId/optional", property: "reviewId", value: "true" },
        },
      ],
    },
    {
      name: "optional: true on a property that required lists: the model must send it all the same",
      code: mcp(`{ type: "object", properties: { note: { type: "string", optional: true } }, required: ["note"] }`),
      errors: [
        {
          messageId: "optionalContradicted",
          data: {
            tool: 'tool "lookup"',
            path: "/properties/note/optional",
            property: "note",
            value: "true",
            listing: "lists it",
            consequence: "must send it",
            advice: 'Take "note" out of `required`, or drop the flag',
          },
        },
      ],
    },
    {
      name: "optional: false on a property that no required lists: the model may leave it out",
      code: chat(`{ type: "object", properties: { city: { type: "string", optional: false } } }`),
      errors: [
        {
          messageId: "optionalContradicted",
          data: {
            tool: 'tool "get_weather"',
            path: "/properties/city/optional",
            property: "city",
            value: "false",
            listing: "does not list it",
            consequence: "may leave it out",
            advice: 'List "city" in `required`, or drop the flag',
          },
        },
      ],
    },
    {
      name: "optional in a combinator's branch without its own required: only the keyword is named",
      code: mcp(
        `{ type: "object", anyOf: [{ properties: { a: { type: "string", optional: false } } }], required: ["a"] }`,
      ),
      errors: [
        {
          messageId: "optionalFlag",
          data: { tool: 'tool "lookup"', path: "/anyOf/0/properties/a/optional", property: "a", value: "false" },
        },
      ],
    },
    {
      name: "required: true on a property",
      code: mcp(`{ type: "object", properties: { id: { type: "string", required: true } } }`),
      errors: [
        { messageId: "requiredFlag", data: { tool: 'tool "lookup"', path: "/properties/id/required", property: "id" } },
      ],
    },
    {
      name: "required one level too deep",
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
      name: "required naming a property that is not declared",
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
      name: "required naming an undeclared property of a nested closed object", // Also in a nested object, and with additionalProperties: false (then no call can be valid).
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
      name: "a tool's keys written inside its schema",
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
      name: "defaults that do not fit their type or enum",
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
      name: "a default below the minimum",
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
      name: "a schema in a const shared by two tools: one report, at the const", // A schema in a const, shared by two tools: one report, at the const.
      code: sharedConst,
      errors: [{ messageId: "invalidSchema", line: 1, column: column(sharedConst, `type: "strng"`) }],
    },
    {
      name: "a registry tool's required names an undeclared property", // A registry tool, an Anthropic tool, an OpenAI Responses tool, a Vercel AI SDK tool.
      code: `${registry}registry.tool(f, { description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["query"] } });\nfunction f(q: string) { return q; }`,
      errors: [{ messageId: "requiredUndeclared", line: 3 }],
    },
    {
      name: "an Anthropic tool's default does not fit",
      code: `export const t = { name: "lookup", description: "d", input_schema: { type: "object", properties: { q: { type: "string", default: 1 } } } };`,
      errors: [{ messageId: "invalidDefault" }],
    },
    {
      name: "an OpenAI Responses tool's required is no list",
      code: `export const t = { type: "function", name: "search", description: "d", parameters: { type: "object", properties: { q: { type: "string" } }, required: "q" } };`,
      errors: [
        {
          messageId: "invalidSchema",
          data: { tool: 'tool "search"', path: "/required", reason: 'must be an array, got "q"' },
        },
      ],
    },
    {
      name: "a Vercel AI tool's negative minLength",
      code: `import { jsonSchema, tool } from "ai";\nexport const tools = { search: tool({ description: "d", inputSchema: jsonSchema({ type: "object", properties: { q: { type: "string", minLength: -1 } } }), execute: async () => 1 }) };`,
      errors: [{ messageId: "invalidSchema", line: 2 }],
    },
  ],
});

untyped.run("valid-schema (JavaScript, no type information)", rule, {
  valid: [
    {
      name: "a clean MCP schema",
      code: mcp(`{ type: "object", properties: { id: { type: "string" } }, required: ["id"] }`).replace("export ", ""),
      filename: "tools.js",
    },
    {
      name: "a schema made by a call",
      code: `const tools = [{ name: "lookup", inputSchema: makeSchema() }]; module.exports = { tools };`,
      filename: "tools.js",
    },
  ],
  invalid: [
    {
      name: "a misspelt type and an undeclared required name",
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
      name: "required one level too deep",
      code: mcp(`{ type: "object", properties: { q: { type: "string" }, required: ["q"] } }`),
      errors: [{ messageId: "requiredInProperties" }],
    },
  ],
});
