// Every strict output — toOpenAiStrict, and toSchemas({ strict: true }) in both OpenAI formats — is
// checked against OpenAI strict mode's rules (openai-strict-rules.ts, from providers.md): the
// generator's schemas for every fixture function, and hand-written schemas with what people write.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { generateFile } from "../../src/generate.js";
import { ToolRegistry, toOpenAiStrict } from "../../src/index.js";
import type { JsonSchema, ObjectJsonSchema } from "../../src/schema/json-schema.js";
import { SCHEMA_FIXTURES, STRICT_OPTIONS } from "../schema/fixture-program.js";
import { strictViolations } from "./openai-strict-rules.js";

const handWritten: [string, JsonSchema][] = [
  [
    "open objects, optional properties",
    {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "object", properties: { c: { type: "number" } } } },
      required: ["a"],
    },
  ],
  ["a map", { type: "object", properties: { tags: { type: "object", additionalProperties: { type: "string" } } } }],
  ["explicitly open", { type: "object", properties: { a: { type: "string" } }, additionalProperties: true }],
  [
    "oneOf",
    { type: "object", properties: { v: { oneOf: [{ type: "string" }, { type: "number" }] } }, required: ["v"] },
  ],
  [
    "allOf of objects and a $ref",
    {
      type: "object",
      properties: {
        v: {
          allOf: [
            { $ref: "#/$defs/Base" },
            { type: "object", properties: { extra: { type: "string" } }, required: ["extra"] },
          ],
        },
      },
      $defs: { Base: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
    },
  ],
  [
    "a $ref with a description",
    {
      type: "object",
      properties: { n: { $ref: "#/$defs/N", description: "a node" } },
      $defs: { N: { type: "object", properties: { next: { $ref: "#/$defs/N" } } } },
    },
  ],
  [
    "formats strict mode refuses",
    {
      type: "object",
      properties: { url: { type: "string", format: "uri" }, at: { type: "string", format: "date-time" } },
      required: ["url", "at"],
    },
  ],
  [
    "a tuple",
    {
      type: "object",
      properties: {
        pair: {
          type: "array",
          prefixItems: [{ type: "string" }, { type: "number" }],
          items: false,
          minItems: 2,
          maxItems: 2,
        },
      },
      required: ["pair"],
    },
  ],
  ["an array without items", { type: "object", properties: { list: { type: "array" } }, required: ["list"] }],
  [
    "typeless nodes",
    {
      type: "object",
      properties: { any: {}, e: { enum: ["a", "b"] }, mixed: { enum: ["a", 1] }, c: { const: 3 } },
      required: ["any", "e", "mixed", "c"],
    },
  ],
  [
    "keywords strict mode has no support for",
    {
      type: "object",
      properties: {
        set: { type: "array", items: { type: "string" }, uniqueItems: true, contains: { const: "x" } },
        obj: {
          type: "object",
          properties: {},
          patternProperties: { "^x": {} },
          minProperties: 1,
          propertyNames: { pattern: "^x" },
        },
        cond: { type: "string", not: { const: "" }, default: "a" },
      },
      $schema: "https://json-schema.org/draft/2020-12/schema",
    },
  ],
  ["a nullable root", { type: ["object", "null"], properties: { a: { type: "string" } } } as JsonSchema],
  [
    "nested arrays of objects in anyOf branches",
    {
      type: "object",
      properties: {
        shapes: {
          type: "array",
          items: {
            anyOf: [
              { type: "object", properties: { r: { type: "number" } } },
              { properties: { w: { type: "number" } } },
            ],
          },
        },
      },
      required: ["shapes"],
    },
  ],
];

function generatedSchemas(): [string, ObjectJsonSchema][] {
  const files = readdirSync(SCHEMA_FIXTURES)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(SCHEMA_FIXTURES, file));
  const program = ts.createProgram(files, STRICT_OPTIONS);
  return files.flatMap((file) =>
    generateFile(program.getSourceFile(file)!, program).functions.map((fn): [string, ObjectJsonSchema] => [
      `${file.slice(SCHEMA_FIXTURES.length)} ${fn.name}`,
      fn.parameters,
    ]),
  );
}

describe("the rules themselves", () => {
  it("catch what strict mode refuses", () => {
    expect(strictViolations({ type: "object", properties: { a: { type: "string", format: "uri" } } })).toEqual([
      "(root): additionalProperties must be false",
      '(root): property "a" must be required',
      '/properties/a: format "uri" is not supported',
    ]);
  });
});

describe("toOpenAiStrict output is valid strict", () => {
  it.each(handWritten)("%s", (_name, schema) => {
    expect(strictViolations(toOpenAiStrict(schema))).toEqual([]);
  });

  const generated = generatedSchemas();
  it(`the generator's schema of every fixture function (${generated.length})`, () => {
    expect(generated.length).toBeGreaterThan(50);
    const violations = generated.flatMap(([name, schema]) =>
      strictViolations(toOpenAiStrict(schema)).map((v) => `${name}: ${v}`),
    );
    expect(violations).toEqual([]);
  });

  it("rewrites, never narrows what a valid call may send: the constraints strict mode drops stay in the registered schema", () => {
    const strict = toOpenAiStrict(handWritten[6]![1]);
    expect(strict.properties!.url).toEqual({ type: "string", description: "format: uri" });
    expect(strict.properties!.at).toEqual({ type: "string", format: "date-time" });
    const tuple = toOpenAiStrict(handWritten[7]![1]).properties!.pair;
    expect(tuple).toEqual({
      type: "array",
      items: { anyOf: [{ type: "string" }, { type: "number" }] },
      minItems: 2,
      maxItems: 2,
    });
  });
});

describe("toSchemas({ strict: true }) is valid strict", () => {
  const registry = new ToolRegistry();
  for (const [index, [, schema]] of handWritten.entries()) {
    if (schema.type !== "object") continue;
    registry.tool(() => "", { name: `tool_${index}`, description: "d", parameters: schema });
  }

  it.each(["openai", "openai-responses"] as const)("%s", (format) => {
    const tools = registry.toSchemas({ format, strict: true });
    expect(tools.length).toBeGreaterThan(5);
    for (const tool of tools) {
      const parameters = "function" in tool ? tool.function.parameters : tool.parameters;
      expect(strictViolations(parameters)).toEqual([]);
      expect("function" in tool ? tool.function.strict : tool.strict).toBe(true);
    }
  });
});
