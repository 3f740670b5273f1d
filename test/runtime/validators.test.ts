import { Validator } from "@cfworker/json-schema";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ajvValidator,
  cfworkerValidator,
  ToolRegistry,
  type CfworkerValidatorClass,
  type SchemaValidator,
} from "../../src/index.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";

// One suite, run against every shipped validator: the model must read the same lines whichever
// validator checks its arguments.
const validators: [string, () => SchemaValidator][] = [
  ["ajv (default)", () => ajvValidator()],
  ["@cfworker/json-schema", () => cfworkerValidator(Validator)],
];

const parameters: JsonSchema = {
  type: "object",
  properties: {
    count: { type: "integer", minimum: 1, maximum: 10 },
    name: { type: "string", minLength: 2, maxLength: 5, pattern: "^[a-z]+$" },
    tags: { type: "array", items: { type: "string" }, maxItems: 2, uniqueItems: true },
    unit: { enum: ["c", "f"] },
    kind: { const: "circle" },
    when: { type: "string", format: "date-time" },
    email: { type: "string", format: "email" },
    id: { type: "string", format: "uuid" },
    ratio: { type: "number", exclusiveMinimum: 0, multipleOf: 0.5 },
    maybe: { anyOf: [{ type: "string" }, { type: "null" }] },
    maybeNode: { anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }] },
    shape: {
      anyOf: [
        { type: "object", properties: { r: { type: "number" } }, required: ["r"] },
        { type: "string", minLength: 3 },
        { const: 7 },
      ],
    },
    either: {
      anyOf: [
        { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
        { type: "object", properties: { b: { type: "string" } }, required: ["b"] },
      ],
    },
    node: { $ref: "#/$defs/Node" },
    "a/b": { type: "boolean" },
    pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false },
    nested: {
      type: "object",
      properties: { deep: { type: "object", properties: { x: { type: "number" } }, required: ["x"] } },
      additionalProperties: false,
    },
  },
  required: ["count"],
  additionalProperties: false,
  $defs: {
    Node: {
      type: "object",
      properties: { value: { type: "number" }, next: { $ref: "#/$defs/Node" } },
      required: ["value"],
    },
  },
};

const cases: [string, Record<string, unknown>, string[]][] = [
  [
    "a valid call",
    {
      count: 3,
      name: "abc",
      tags: ["x"],
      unit: "c",
      kind: "circle",
      when: "2026-12-02T10:00:00Z",
      email: "a@b.co",
      id: "123e4567-e89b-12d3-a456-426614174000",
      ratio: 1.5,
      maybe: null,
      node: { value: 1, next: { value: 2 } },
      "a/b": true,
    },
    [],
  ],
  ["a wrong type", { count: "3" }, ['/count: expected integer, got string "3"']],
  ["a fraction for an integer", { count: 2.5 }, ["/count: expected integer, got number 2.5"]],
  ["a missing required property", {}, ["/count: expected integer (required property), got nothing"]],
  [
    "an unknown property",
    { count: 1, colour: "red" },
    [
      '/colour: unknown argument "colour" (declared: count, name, tags, unit, kind, when, email, id, ratio, maybe, maybeNode, shape, either, node, a/b, pair, nested)',
    ],
  ],
  ["a number out of range", { count: 11 }, ["/count: expected a number <= 10, got number 11"]],
  ["exclusive minimum and multipleOf", { count: 1, ratio: 0 }, ["/ratio: expected a number > 0, got number 0"]],
  ["multipleOf", { count: 1, ratio: 0.7 }, ["/ratio: expected a multiple of 0.5, got number 0.7"]],
  [
    "string constraints together on one line",
    { count: 1, name: "A" },
    ['/name: expected a string of at least 2 characters and a string matching the pattern ^[a-z]+$, got string "A"'],
  ],
  [
    "array constraints",
    { count: 1, tags: ["a", "a", "b"] },
    ["/tags: expected an array of at most 2 items and an array without duplicate items, got array of 3 items"],
  ],
  ["an item of the wrong type", { count: 1, tags: [1] }, ["/tags/0: expected string, got number 1"]],
  ["an enum", { count: 1, unit: "k" }, ['/unit: expected one of "c", "f", got string "k"']],
  ["a const", { count: 1, kind: "square" }, ['/kind: expected "circle", got string "square"']],
  [
    "a date-time format",
    { count: 1, when: "next tuesday" },
    ['/when: expected a string in "date-time" format, got string "next tuesday"'],
  ],
  [
    "an email format",
    { count: 1, email: "nobody" },
    ['/email: expected a string in "email" format, got string "nobody"'],
  ],
  ["a uuid format", { count: 1, id: "123" }, ['/id: expected a string in "uuid" format, got string "123"']],
  ["an anyOf as one line", { count: 1, maybe: 5 }, ["/maybe: expected one of: string | null, got number 5"]],
  [
    "the one branch an anyOf value fits, reported in full",
    { count: 1, maybeNode: { next: { value: "x" } } },
    [
      "/maybeNode/value: expected number (required property), got nothing",
      '/maybeNode/next/value: expected number, got string "x"',
    ],
  ],
  [
    "a non-object branch the value fits",
    { count: 1, shape: "ab" },
    ['/shape: expected a string of at least 3 characters, got string "ab"'],
  ],
  ["an object branch the value fits", { count: 1, shape: { r: "1" } }, ['/shape/r: expected number, got string "1"']],
  [
    "a value no branch fits",
    { count: 1, shape: true },
    ["/shape: expected one of: object {r} | string | 7, got boolean true"],
  ],
  [
    "a value two branches fit",
    { count: 1, either: {} },
    ["/either: expected one of: object {a} | object {b}, got empty object"],
  ],
  [
    "inside a recursive $ref",
    { count: 1, node: { value: 1, next: { value: "two" } } },
    ['/node/next/value: expected number, got string "two"'],
  ],
  [
    "a missing property inside a $ref",
    { count: 1, node: { next: { value: 1 } } },
    ["/node/value: expected number (required property), got nothing"],
  ],
  [
    "an item beyond a closed tuple",
    { count: 1, pair: ["a", 1, true] },
    ["/pair: expected an array of at most 2 items, got array of 3 items"],
  ],
  ["a property name with a slash", { count: 1, "a/b": "yes" }, ['/a~1b: expected boolean, got string "yes"']],
  [
    "deeply nested paths",
    { count: 1, nested: { deep: {}, other: 1 } },
    [
      "/nested/deep/x: expected number (required property), got nothing",
      '/nested/other: unknown property "other" (declared: deep)',
    ],
  ],
];

describe.each(validators)("validation with %s", (_name, makeValidator) => {
  const registry = new ToolRegistry({ validator: makeValidator() });
  registry.tool((args: object) => args, { name: "check", description: "d", parameters });

  it.each(cases)("%s", async (_case, args, lines) => {
    const result = await registry.invoke("check", args);
    if (lines.length === 0) {
      expect(result).toBe(JSON.stringify(args));
    } else {
      expect(result.split("\n").sort()).toEqual(
        lines.map((line) => `Invalid arguments for tool "check": ${line}`).sort(),
      );
    }
  });

  it("compiles a schema whose objects are frozen without touching them", () => {
    const frozen = Object.freeze({
      type: "object",
      properties: Object.freeze({ a: Object.freeze({ type: "string" }) }),
    }) as JsonSchema;
    const validate = makeValidator().compile(frozen);
    expect(validate({ a: "x" })).toEqual([]);
    expect(validate({ a: 1 })).toEqual([{ path: "/a", expected: "string" }]);
  });

  it("validates a schema that declares draft-07", async () => {
    const draft7 = new ToolRegistry({ validator: makeValidator() });
    draft7.tool((args: object) => args, {
      name: "d7",
      description: "d",
      parameters: {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { a: { type: "string" } },
      },
    });
    expect(await draft7.invoke("d7", { a: "x" })).toBe('{"a":"x"}');
    expect(await draft7.invoke("d7", { a: 1 })).toBe(
      'Invalid arguments for tool "d7": /a: expected string, got number 1',
    );
  });

  it("lets two tools share an $id", async () => {
    const shared = new ToolRegistry({ validator: makeValidator() });
    const schema: JsonSchema = {
      $id: "https://example.com/args",
      type: "object",
      properties: { a: { type: "string" } },
    };
    shared.tool(() => "one", { name: "one", description: "d", parameters: schema });
    shared.tool(() => "two", { name: "two", description: "d", parameters: schema });
    expect([await shared.invoke("one", { a: "x" }), await shared.invoke("two", { a: "x" })]).toEqual(["one", "two"]);
  });
});

describe("cfworkerValidator", () => {
  it("accepts @cfworker/json-schema's Validator class as is", () => {
    expectTypeOf(Validator).toExtend<CfworkerValidatorClass>();
  });
});
