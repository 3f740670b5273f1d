// The one JSON Schema keyword table and its walk, and the places its former copies disagreed.
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { closeForValidation } from "../../src/runtime/closed.js";
import { findSchemaProblem } from "../../src/runtime/check-schema.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";
import {
  admitsUnlisted,
  BRANCH_KEYWORDS,
  COMPOSING_KEYWORDS,
  CONSTRAINING_KEYWORDS,
  mapSubschemas,
  OPENING_KEYWORDS,
  walkSchema,
} from "../../src/schema/keywords.js";

describe("walkSchema", () => {
  it("visits every object sub-schema in document order, with its pointer and position", () => {
    const schema = {
      type: "object",
      properties: { "a/b": { type: "array", items: { type: "string" } } },
      anyOf: [true, { required: ["x"] }],
      $defs: { d: { not: { const: 1 } } },
      additionalProperties: { type: "number" },
      enum: [{ type: "object" }],
    };
    expect(walkSchema(schema).map(({ path, position }) => [path, position])).toEqual([
      ["", "root"],
      ["/properties/a~1b", "property"],
      ["/properties/a~1b/items", "items"],
      ["/anyOf/1", "branch"],
      ["/$defs/d", "definition"],
      ["/$defs/d/not", "branch"],
      ["/additionalProperties", "additional"],
    ]);
  });

  it("reads draft-07 tuple items and keywords every copy of the table had missed somewhere", () => {
    const schema = {
      items: [{ type: "string" }],
      unevaluatedItems: { type: "number" },
      propertyNames: { pattern: "^a" },
      dependentSchemas: { a: { required: ["b"] } },
    };
    expect(walkSchema(schema).map(({ path }) => path)).toEqual([
      "",
      "/items/0",
      "/unevaluatedItems",
      "/propertyNames",
      "/dependentSchemas/a",
    ]);
  });

  it("descends only through the keywords it is given", () => {
    const schema = { properties: { a: { not: { properties: { b: {} } } } } };
    expect(walkSchema(schema, { through: new Set(["properties"]) }).map(({ path }) => path)).toEqual([
      "",
      "/properties/a",
    ]);
  });

  it("stops at the depth limit", () => {
    let schema: JsonSchema = {};
    for (let depth = 0; depth < 100; depth++) schema = { items: schema };
    expect(walkSchema(schema, { maxDepth: 10 })).toHaveLength(11);
  });
});

describe("mapSubschemas", () => {
  it("replaces object sub-schemas, keeps booleans and the input as they were", () => {
    const schema: JsonSchema = { properties: { a: { type: "string" }, b: true as never }, anyOf: [{}, false as never] };
    const copy = mapSubschemas(schema, (child) => ({ ...child, seen: true }));
    expect(copy).toEqual({
      properties: { a: { type: "string", seen: true }, b: true },
      anyOf: [{ seen: true }, false],
    });
    expect(schema).toEqual({ properties: { a: { type: "string" }, b: true }, anyOf: [{}, false] });
  });

  it("keeps a property named __proto__ a property", () => {
    const properties = JSON.parse('{"__proto__": {"type": "string"}}') as Record<string, JsonSchema>;
    const copy = mapSubschemas({ properties }, (child) => ({ ...child, seen: true }));
    expect(Object.keys(copy.properties!)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(copy.properties)).toBe(Object.prototype);
  });
});

describe("the keyword lists derived from the table", () => {
  it("branches are the keywords whose sub-schemas describe the parent's own value", () => {
    expect([...BRANCH_KEYWORDS].sort()).toEqual(
      ["allOf", "anyOf", "dependentSchemas", "else", "if", "not", "oneOf", "then"].sort(),
    );
  });

  it("composing keywords are references, branches but `not`, and draft-07's dependencies", () => {
    expect([...COMPOSING_KEYWORDS].sort()).toEqual(
      [
        ...["$ref", "$dynamicRef", "$recursiveRef", "allOf", "anyOf", "oneOf"],
        ...["if", "then", "else", "dependentSchemas", "dependencies"],
      ].sort(),
    );
    expect(OPENING_KEYWORDS).toEqual(new Set([...COMPOSING_KEYWORDS, "patternProperties"]));
  });

  it("constraining keywords add `not` and the dependencies of names to them", () => {
    expect(new Set(CONSTRAINING_KEYWORDS)).toEqual(new Set([...COMPOSING_KEYWORDS, "not", "dependentRequired"]));
  });
});

describe("admitsUnlisted", () => {
  it.each([
    [{ properties: {} }, false],
    [{ properties: {}, additionalProperties: false }, false],
    [{ properties: {}, propertyNames: { pattern: "^a" } }, false],
    [{ properties: {}, additionalProperties: true }, true],
    [{ properties: {}, additionalProperties: { type: "string" } }, true],
    [{ properties: {}, unevaluatedProperties: {} }, true],
    [{ properties: {}, patternProperties: { "^x": {} } }, true],
    [{ properties: {}, allOf: [] }, true],
    [{ properties: {}, $ref: "#/$defs/a" }, true],
    [{ properties: {}, if: {}, then: {} }, true],
    [{ properties: {}, dependentSchemas: {} }, true],
  ])("%j → %s", (schema, expected) => {
    expect(admitsUnlisted(schema)).toBe(expected);
  });
});

// The copies disagreed on these: each case below was answered wrongly by at least one of them.
describe("where the copies disagreed", () => {
  it("registration refuses a required name that additionalProperties: false forbids", () => {
    // check-schema counted any additionalProperties, false included, as opening the object.
    expect(
      findSchemaProblem({ type: "object", properties: { a: {} }, required: ["b"], additionalProperties: false }),
    ).toMatchObject({ path: "/required" });
  });

  it("registration accepts a required name declared in then", () => {
    // check-schema did not count if/then/else as declaring properties.
    expect(
      findSchemaProblem({
        type: "object",
        properties: { kind: { type: "string" } },
        required: ["detail"],
        if: { properties: { kind: { const: "a" } } },
        then: { properties: { detail: { type: "string" } } },
      }),
    ).toBeUndefined();
  });

  it("registration refuses a required name that propertyNames cannot declare", () => {
    expect(
      findSchemaProblem({
        type: "object",
        properties: { a: {} },
        required: ["b"],
        propertyNames: { pattern: "^[ab]$" },
      }),
    ).toMatchObject({ path: "/required" });
  });

  it("closing for validation leaves not, if and then as they were, and closes their parent by what they evaluate", () => {
    const closed = closeForValidation({
      type: "object",
      properties: { kind: { type: "string" } },
      if: { properties: { kind: { const: "a" } } },
      then: { properties: { detail: { type: "string" } } },
      not: { properties: { kind: { const: "b" } }, required: ["kind"] },
    });
    expect(closed.if).toEqual({ properties: { kind: { const: "a" } } });
    expect(closed.then).toEqual({ properties: { detail: { type: "string" } } });
    expect(closed.not).toEqual({ properties: { kind: { const: "b" } }, required: ["kind"] });
    expect(closed.unevaluatedProperties).toBe(false);
    expect(closed.additionalProperties).toBeUndefined();
    const validate = new Ajv2020({ strict: false }).compile(closed);
    expect(validate({ kind: "a", detail: "x" })).toBe(true);
    expect(validate({ kind: "c", detail: "x" })).toBe(false); // then did not apply: detail is unlisted
    expect(validate({ kind: "b" })).toBe(false);
  });

  it("closing for validation closes objects under unevaluatedItems and additionalItems", () => {
    const closed = closeForValidation({
      type: "array",
      unevaluatedItems: { type: "object", properties: { a: {} } },
    });
    expect(closed.unevaluatedItems).toEqual({ type: "object", properties: { a: {} }, additionalProperties: false });
  });
});
