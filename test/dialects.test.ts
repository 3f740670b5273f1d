import { describe, expect, it } from "vitest";
import { acceptsNull, closeObjects, makeNullable, toGemini, toOpenAiStrict } from "../src/schema/dialects.js";
import type { JsonSchema } from "../src/schema/json-schema.js";

/** Deep-freezes a fixture so any mutation by the function under test throws. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

describe("toOpenAiStrict", () => {
  it("closes every object, requires every property and makes optional ones nullable", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer", description: "how many" } },
      required: ["city"],
    });
    expect(toOpenAiStrict(schema)).toEqual({
      type: "object",
      properties: { city: { type: "string" }, days: { type: ["integer", "null"], description: "how many" } },
      required: ["city", "days"],
      additionalProperties: false,
    });
  });

  it("adds null to an enum that becomes nullable, and keeps already-nullable schemas as they are", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        unit: { type: "string", enum: ["c", "f"] },
        note: { type: ["string", "null"] },
        tag: { anyOf: [{ type: "string" }, { type: "null" }] },
      },
    });
    const strict = toOpenAiStrict(schema);
    expect(strict.properties!.unit).toEqual({ type: ["string", "null"], enum: ["c", "f", null] });
    expect(strict.properties!.note).toEqual({ type: ["string", "null"] });
    expect(strict.properties!.tag).toEqual({ anyOf: [{ type: "string" }, { type: "null" }] });
  });

  it("wraps an optional schema without a plain type in anyOf with null, keeping its description outside", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        node: { $ref: "#/$defs/Node", description: "start" },
        choice: { anyOf: [{ type: "string" }, { type: "number" }] },
      },
      $defs: { Node: { type: "object", properties: { next: { $ref: "#/$defs/Node" } } } },
    });
    const strict = toOpenAiStrict(schema);
    expect(strict.properties!.node).toEqual({
      anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }],
      description: "start",
    });
    expect(strict.properties!.choice).toEqual({ anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }] });
    expect(strict.$defs!.Node).toEqual({
      type: "object",
      properties: { next: { anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }] } },
      required: ["next"],
      additionalProperties: false,
    });
  });

  it("recurses into items, tuples (read as items: strict mode has no prefixItems) and anyOf branches", () => {
    const inner = { type: "object", properties: { a: { type: "string" } } } as const;
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        list: { type: "array", items: { ...inner } },
        pair: { type: "array", prefixItems: [{ ...inner }, { type: "number" }] },
        either: { anyOf: [{ ...inner }, { type: "string" }] },
      },
      required: ["list", "pair", "either"],
    });
    const closed = {
      type: "object",
      properties: { a: { type: ["string", "null"] } },
      required: ["a"],
      additionalProperties: false,
    };
    const strict = toOpenAiStrict(schema);
    expect(strict.properties!.list!.items).toEqual(closed);
    expect(strict.properties!.pair!.prefixItems).toBeUndefined();
    expect((strict.properties!.pair!.items as JsonSchema).anyOf![0]).toEqual(closed);
    expect(strict.properties!.either!.anyOf![0]).toEqual(closed);
  });

  it("closes a map-like additionalProperties schema, which strict mode cannot express", () => {
    const schema = frozen<JsonSchema>({ type: "object", properties: {}, additionalProperties: { type: "number" } });
    expect(toOpenAiStrict(schema)).toEqual({
      type: "object",
      properties: {},
      required: [],
      additionalProperties: false,
    });
  });

  it("keeps a property named __proto__ as a property", () => {
    const properties = JSON.parse('{"__proto__": {"type": "string"}}');
    const strict = toOpenAiStrict({ type: "object", properties });
    expect(Object.keys(strict.properties!)).toEqual(["__proto__"]);
    expect(strict.required).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });
});

describe("makeNullable / acceptsNull", () => {
  it("recognises every way a schema can already accept null", () => {
    expect(acceptsNull({ type: "null" })).toBe(true);
    expect(acceptsNull({ nullable: true })).toBe(true);
    expect(acceptsNull({ enum: ["a", null] })).toBe(true);
    expect(acceptsNull({ const: null })).toBe(true);
    expect(acceptsNull({ oneOf: [{ type: "string" }, { type: "null" }] })).toBe(true);
    expect(acceptsNull({ type: "string" })).toBe(false);
  });

  it("wraps a typed const, which a widened type alone would not let null through", () => {
    expect(makeNullable({ type: "string", const: "x" })).toEqual({
      anyOf: [{ type: "string", const: "x" }, { type: "null" }],
    });
  });

  it("adds null to an existing type array", () => {
    expect(makeNullable({ type: ["string", "number"] })).toEqual({ type: ["string", "number", "null"] });
  });
});

describe("closeObjects", () => {
  it("adds additionalProperties: false to objects that do not set it, and keeps optionality", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        inner: { type: "object", properties: { a: { type: "string" } } },
        map: { type: "object", additionalProperties: { type: "string" } },
      },
    });
    const closed = closeObjects(schema);
    expect(closed.additionalProperties).toBe(false);
    expect(closed.properties!.inner!.additionalProperties).toBe(false);
    expect(closed.properties!.map!.additionalProperties).toEqual({ type: "string" });
    expect(closed.required).toBeUndefined();
  });
});

describe("toGemini", () => {
  it("drops additionalProperties and keywords the proto has no field for", () => {
    const schema = frozen<JsonSchema>({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        n: { type: "number", exclusiveMinimum: 0, multipleOf: 2, minimum: 1, description: "n" },
        tags: { type: "array", items: { type: "string" }, uniqueItems: true, maxItems: 3 },
      },
      required: ["n"],
      additionalProperties: false,
    });
    expect(toGemini(schema)).toEqual({
      type: "object",
      properties: {
        n: { type: "number", minimum: 1, description: "n" },
        tags: { type: "array", items: { type: "string" }, maxItems: 3 },
      },
      required: ["n"],
    });
  });

  it("turns type arrays and null branches into nullable: true", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        a: { type: ["string", "null"] },
        b: { anyOf: [{ type: "integer" }, { type: "null" }], description: "b" },
        c: { type: ["string", "number"] },
      },
    });
    expect(toGemini(schema).properties).toEqual({
      a: { type: "string", nullable: true },
      b: { type: "integer", description: "b", nullable: true },
      c: { anyOf: [{ type: "string" }, { type: "number" }] },
    });
  });

  it("sends enums as strings and const as a one-value enum", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        unit: { type: "string", enum: ["c", "f", null] },
        level: { type: "integer", enum: [1, 2, 3] },
        kind: { const: "circle" },
      },
    });
    expect(toGemini(schema).properties).toEqual({
      unit: { type: "string", enum: ["c", "f"], nullable: true },
      level: { type: "integer", enum: ["1", "2", "3"], format: "enum" },
      kind: { type: "string", enum: ["circle"] },
    });
  });

  it("inlines local $refs and cuts recursion to the plain type", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: { root: { $ref: "#/$defs/Node", description: "the root" } },
      $defs: {
        Node: {
          type: "object",
          properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Node" } } },
        },
      },
    });
    expect(toGemini(schema)).toEqual({
      type: "object",
      properties: {
        root: {
          type: "object",
          description: "the root",
          properties: { value: { type: "string" }, children: { type: "array", items: { type: "object" } } },
        },
      },
    });
  });

  it("reads oneOf as anyOf, merges allOf, and turns a tuple into items", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      properties: {
        shape: { oneOf: [{ type: "object", properties: { r: { type: "number" } } }, { type: "string" }] },
        both: {
          allOf: [
            { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
            { properties: { b: { type: "number" } } },
          ],
        },
        pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2 },
      },
    });
    expect(toGemini(schema).properties).toEqual({
      shape: { anyOf: [{ type: "object", properties: { r: { type: "number" } } }, { type: "string" }] },
      both: { type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"] },
      pair: { type: "array", items: { anyOf: [{ type: "string" }, { type: "number" }] }, minItems: 2, maxItems: 2 },
    });
  });

  it("never puts type beside anyOf, which Gemini refuses", () => {
    const schema = frozen<JsonSchema>({
      type: "object",
      anyOf: [
        { type: "object", properties: { a: { type: "string" } } },
        { type: "object", properties: { b: { type: "number" } } },
      ],
    });
    expect(toGemini(schema)).toEqual({
      anyOf: [
        { type: "object", properties: { a: { type: "string" } } },
        { type: "object", properties: { b: { type: "number" } } },
      ],
    });
  });

  it("omits empty properties (Gemini rejects an OBJECT with empty properties)", () => {
    expect(toGemini({ type: "object", properties: {} })).toEqual({ type: "object" });
  });
});
