import { describe, expect, it } from "vitest";
import { compareSchemas, comparePositional, describeSchema, displayName, type Drift } from "../src/schema/compare.js";
import type { JsonSchema, JsonValue, ObjectJsonSchema } from "../src/schema/json-schema.js";

const obj = (
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
): ObjectJsonSchema => ({
  type: "object",
  properties,
  required,
});

/** The drifts reduced to what a reader checks: kind, name, both sides. */
const summary = (drifts: Drift[]) =>
  drifts.map(({ kind, name, expected, actual }) => ({ kind, name, expected, actual }));

const search = obj({ query: { type: "string" }, count: { type: "number" } });

describe("compareSchemas: no drift", () => {
  it("accepts an identical schema", () => {
    expect(compareSchemas(search, search as unknown as JsonValue)).toEqual([]);
  });

  it("ignores annotation keywords, key order and required order", () => {
    const actual = {
      required: ["count", "query"],
      additionalProperties: false,
      title: "Search",
      properties: {
        count: { minimum: 1, maximum: 50, default: 10, examples: [5], type: "number", description: "how many" },
        query: { type: "string", maxLength: 200, pattern: "^.+$", format: "hostname", description: "text" },
      },
      type: "object",
    };
    expect(compareSchemas(search, actual)).toEqual([]);
  });

  it("accepts integer in the schema for a number parameter", () => {
    expect(compareSchemas(search, obj({ query: { type: "string" }, count: { type: "integer" } }) as JsonValue)).toEqual(
      [],
    );
  });

  it.each([
    ["a type array", { type: ["string", "null"] }],
    ["anyOf with null", { anyOf: [{ type: "string" }, { type: "null" }] }],
    ["oneOf with null", { oneOf: [{ type: "null" }, { type: "string" }] }],
    ["nullable: true", { type: "string", nullable: true }],
  ])("accepts nullable written as %s", (_label, schema) => {
    const expected = obj({ note: { type: ["string", "null"] } });
    expect(compareSchemas(expected, obj({ note: schema as JsonSchema }) as JsonValue)).toEqual([]);
  });

  it("accepts the generator's anyOf as a type array and the reverse", () => {
    const expected = obj({ id: { anyOf: [{ type: "string" }, { type: "number" }] } });
    expect(compareSchemas(expected, obj({ id: { type: ["number", "string"] } }) as JsonValue)).toEqual([]);
  });

  it("accepts OpenAI strict form: an optional parameter required and nullable", () => {
    const expected = obj({ query: { type: "string" }, limit: { type: "number" } }, ["query"]);
    const actual = obj({ query: { type: "string" }, limit: { type: ["number", "null"] } }, ["query", "limit"]);
    expect(compareSchemas(expected, actual as JsonValue)).toEqual([]);
    expect(compareSchemas(expected, actual as JsonValue, { strict: true })).toEqual([]);
  });

  it("accepts an enum in any order, and const for a one-value union", () => {
    const expected = obj({ unit: { type: "string", enum: ["c", "f"] }, kind: { const: "x" } });
    const actual = obj({ unit: { enum: ["f", "c"] }, kind: { type: "string", enum: ["x"] } });
    expect(compareSchemas(expected, actual as JsonValue)).toEqual([]);
  });

  it("accepts true | false as boolean", () => {
    expect(compareSchemas(obj({ on: { type: "boolean" } }), obj({ on: { enum: [true, false] } }) as JsonValue)).toEqual(
      [],
    );
  });

  it("skips what it cannot read: no type, unresolvable $ref, allOf, a generated {} for any", () => {
    const expected = obj({ a: { type: "string" }, b: { type: "string" }, c: { type: "string" }, d: {} });
    const actual = obj({
      a: { description: "anything" },
      b: { $ref: "#/$defs/missing" },
      c: { allOf: [] },
      d: { type: "number" },
    });
    expect(compareSchemas(expected, actual as JsonValue)).toEqual([]);
  });

  it("follows the generated side's $refs (and terminates on recursion), but not the hand-written side's", () => {
    const tree: JsonSchema = {
      type: "object",
      properties: { root: { $ref: "#/$defs/Node" } },
      required: ["root"],
      $defs: { Node: obj({ name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Node" } } }) },
    };
    // A drift behind a hand-written $ref would sit in a shared definition: skipped.
    expect(compareSchemas(tree as ObjectJsonSchema, tree as JsonValue)).toEqual([]);
    const looksWrong = { ...tree, $defs: { Node: obj({ name: { type: "number" } }) } };
    expect(compareSchemas(tree as ObjectJsonSchema, looksWrong as JsonValue)).toEqual([]);
    // An inlined copy is compared against the unrolled recursion, as deep as it was written.
    const inlined = obj({
      root: obj({ name: { type: "string" }, children: { type: "array", items: { type: "object" } } }),
    });
    expect(compareSchemas(tree as ObjectJsonSchema, inlined as JsonValue).map((d) => d.name)).toEqual([
      "root.children[].name",
      "root.children[].children",
    ]);
  });

  it("ignores null differences without strictNullChecks", () => {
    const expected = obj({ note: { type: "string" } });
    expect(
      compareSchemas(expected, obj({ note: { type: ["string", "null"] } }) as JsonValue, { strictNullChecks: false }),
    ).toEqual([]);
  });
});

describe("compareSchemas: drift", () => {
  it("finds a missing parameter, at the properties object, with its expected schema", () => {
    const drifts = compareSchemas(search, obj({ query: { type: "string" } }) as JsonValue);
    expect(summary(drifts)).toEqual([
      { kind: "missing-property", name: "count", expected: "number", actual: "absent" },
    ]);
    expect(drifts[0]).toMatchObject({
      path: ["properties"],
      expectedSchema: { type: "number" },
      expectedRequired: true,
    });
  });

  it("finds an extra property at its own path", () => {
    const drifts = compareSchemas(search, obj({ ...search.properties, page: { type: "number" } }) as JsonValue);
    expect(summary(drifts)).toEqual([{ kind: "extra-property", name: "page", expected: "absent", actual: "number" }]);
    expect(drifts[0]!.path).toEqual(["properties", "page"]);
  });

  it("finds no extra property when the function's type takes any other (an index signature)", () => {
    const open = { ...search, additionalProperties: {} } as ObjectJsonSchema;
    const actual = obj({ ...search.properties, page: { type: "number" } }) as JsonValue;
    expect(compareSchemas(open, actual)).toEqual([]);
    // A missing property is still one.
    expect(summary(compareSchemas(open, obj({ count: { type: "number" } }) as JsonValue))).toEqual([
      { kind: "missing-property", name: "query", expected: "string", actual: "absent" },
    ]);
  });

  it("pairs one missing and one extra property as a rename", () => {
    const drifts = compareSchemas(search, obj({ q: { type: "string" }, count: { type: "number" } }) as JsonValue);
    expect(drifts.map((d) => [d.kind, d.rename])).toEqual([
      ["missing-property", { from: "q", to: "query" }],
      ["extra-property", { from: "q", to: "query" }],
    ]);
  });

  it("does not pair when two properties are missing", () => {
    const drifts = compareSchemas(search, obj({ q: { type: "string" } }) as JsonValue);
    expect(drifts.every((d) => d.rename === undefined)).toBe(true);
  });

  it("finds a type mismatch and names both sides", () => {
    const drifts = compareSchemas(search, obj({ query: { type: "string" }, count: { type: "string" } }) as JsonValue);
    expect(summary(drifts)).toEqual([{ kind: "type-mismatch", name: "count", expected: "number", actual: "string" }]);
    expect(drifts[0]!.path).toEqual(["properties", "count"]);
  });

  it("treats number for an Integer parameter as drift (the model may send 1.5)", () => {
    const drifts = compareSchemas(obj({ n: { type: "integer" } }), obj({ n: { type: "number" } }) as JsonValue);
    expect(summary(drifts)).toEqual([{ kind: "type-mismatch", name: "n", expected: "integer", actual: "number" }]);
  });

  it("reports a nullable schema for a parameter that cannot be null", () => {
    const drifts = compareSchemas(
      search,
      obj({ query: { type: ["string", "null"] }, count: { type: "number" } }) as JsonValue,
    );
    expect(summary(drifts)).toEqual([
      { kind: "type-mismatch", name: "query", expected: "string", actual: "string | null" },
    ]);
  });

  it("reports nullable-but-not-required for an optional parameter (null would reach the function)", () => {
    const expected = obj({ limit: { type: "number" } }, []);
    const drifts = compareSchemas(
      expected,
      obj({ limit: { anyOf: [{ type: "number" }, { type: "null" }] } }, []) as JsonValue,
    );
    expect(summary(drifts)).toEqual([
      { kind: "type-mismatch", name: "limit", expected: "number", actual: "number | null" },
    ]);
  });

  it("a schema that refuses null where the function takes it is narrower: no drift; the reverse is", () => {
    expect(
      compareSchemas(obj({ note: { type: ["string", "null"] } }), obj({ note: { type: "string" } }) as JsonValue),
    ).toEqual([]);
    const drifts = compareSchemas(
      obj({ note: { type: "string" } }),
      obj({ note: { type: ["string", "null"] } }) as JsonValue,
    );
    expect(summary(drifts)).toEqual([
      { kind: "type-mismatch", name: "note", expected: "string", actual: "string | null" },
    ]);
  });

  it("finds drift at any depth: array items, nested objects, unions", () => {
    const expected = obj({
      tags: { type: "array", items: { type: "string" } },
      options: obj({ limit: { type: "number" }, sort: obj({ field: { type: "string" } }) }),
      id: { anyOf: [{ type: "string" }, { type: "number" }] },
    });
    const actual = obj({
      tags: { type: "array", items: { type: "number" } },
      options: obj({ limit: { type: "number" }, sort: obj({ field: { type: "boolean" } }) }),
      id: { type: "boolean" },
    });
    expect(summary(compareSchemas(expected, actual as JsonValue))).toEqual([
      { kind: "type-mismatch", name: "tags[]", expected: "string", actual: "number" },
      { kind: "type-mismatch", name: "options.sort.field", expected: "string", actual: "boolean" },
      { kind: "type-mismatch", name: "id", expected: "string | number", actual: "boolean" },
    ]);
  });

  it("finds nested drift through a nullable anyOf, at the actual member's path", () => {
    const expected = obj({ opts: { anyOf: [obj({ a: { type: "string" } }), { type: "null" }] } });
    const actual = obj({ opts: { anyOf: [obj({ a: { type: "number" } }), { type: "null" }] } });
    const drifts = compareSchemas(expected, actual as JsonValue);
    expect(drifts.map((d) => [d.name, d.path])).toEqual([
      ["opts.a", ["properties", "opts", "anyOf", "0", "properties", "a"]],
    ]);
  });

  it("reports an array without items", () => {
    const drifts = compareSchemas(
      obj({ tags: { type: "array", items: { type: "string" } } }),
      obj({ tags: { type: "array" } }) as JsonValue,
    );
    expect(summary(drifts)).toEqual([
      { kind: "type-mismatch", name: "tags", expected: "string[]", actual: "array of anything" },
    ]);
  });

  it("finds required vs optional both ways", () => {
    const expected = obj({ query: { type: "string" }, limit: { type: "number" } }, ["query"]);
    const actual = obj({ query: { type: "string" }, limit: { type: "number" } }, ["limit"]);
    expect(summary(compareSchemas(expected, actual as JsonValue))).toEqual([
      { kind: "required-mismatch", name: "query", expected: "required", actual: "optional" },
      { kind: "required-mismatch", name: "limit", expected: "optional", actual: "required" },
    ]);
  });

  it("in strict mode, an optional parameter missing from required is drift", () => {
    const expected = obj({ limit: { type: "number" } }, []);
    const drifts = compareSchemas(expected, obj({ limit: { type: ["number", "null"] } }, []) as JsonValue, {
      strict: true,
    });
    expect(summary(drifts)).toEqual([
      { kind: "required-mismatch", name: "limit", expected: "required", actual: "optional" },
    ]);
  });

  it("finds a schema broader than the function's literal union, and values it does not take", () => {
    const expected = obj({
      unit: { type: "string", enum: ["c", "f"] },
      name: { type: "string" },
      mode: { enum: ["a", "b"] },
      size: { enum: [1, 2, 3] },
    });
    const actual = obj({
      unit: { type: "string" },
      name: { type: "string", enum: ["x"] },
      mode: { enum: ["a", "c"] },
      size: { enum: [1, 3] },
    });
    expect(summary(compareSchemas(expected, actual as JsonValue))).toEqual([
      { kind: "enum-mismatch", name: "unit", expected: '"c" | "f"', actual: "string" },
      { kind: "enum-mismatch", name: "mode", expected: '"a" | "b"', actual: '"a" | "c"' },
    ]);
  });

  it("a schema narrower than the function (an enum on a string, integer for number, a subset of values) is not drift", () => {
    const expected = obj({
      name: { type: "string" },
      count: { type: "number" },
      size: { enum: [1, 2, 3] },
      flag: { type: ["boolean", "null"] },
    });
    const actual = obj({
      name: { type: "string", enum: ["x", "y"] },
      count: { type: "integer" },
      size: { const: 2 },
      flag: { type: "boolean" },
    });
    expect(compareSchemas(expected, actual as JsonValue)).toEqual([]);
  });

  it("a schema with no properties at all misses every parameter", () => {
    const drifts = compareSchemas(search, { type: "object" });
    expect(drifts.map((d) => [d.kind, d.name, d.path])).toEqual([
      ["missing-property", "query", ["properties"]],
      ["missing-property", "count", ["properties"]],
    ]);
  });

  it("reads a root without type keywords as an object with no properties", () => {
    expect(compareSchemas(search, {}).map((d) => [d.kind, d.name])).toEqual([
      ["missing-property", "query"],
      ["missing-property", "count"],
    ]);
    expect(compareSchemas(obj({}), { description: "no arguments" })).toEqual([]);
  });

  it("compares record value schemas", () => {
    const expected: ObjectJsonSchema = obj({
      m: { type: "object", additionalProperties: { type: "number" } } as JsonSchema,
    });
    const actual = obj({ m: { type: "object", additionalProperties: { type: "string" } } });
    expect(summary(compareSchemas(expected, actual as JsonValue))).toEqual([
      { kind: "type-mismatch", name: "m[key]", expected: "number", actual: "string" },
    ]);
  });
});

describe("comparePositional", () => {
  it("accepts the same order and absence on both sides", () => {
    expect(comparePositional(["a", "b"], ["a", "b"])).toEqual([]);
    expect(comparePositional(undefined, undefined)).toEqual([]);
  });
  it("reports another order, a missing list and a needless list", () => {
    expect(comparePositional(["a", "b"], ["b", "a"])[0]).toMatchObject({
      kind: "positional-order",
      expected: "[a, b]",
      actual: "[b, a]",
    });
    expect(comparePositional(["a", "b"], undefined)[0]).toMatchObject({ actual: "absent" });
    expect(comparePositional(undefined, ["a"])[0]).toMatchObject({ expected: "absent (one object parameter)" });
  });
});

describe("helpers", () => {
  it("displayName turns JSON paths into parameter paths", () => {
    expect(displayName(["properties", "a", "properties", "b"])).toBe("a.b");
    expect(displayName(["properties", "tags", "items", "properties", "x"])).toBe("tags[].x");
    expect(displayName(["properties", "o", "anyOf", "1", "properties", "x"])).toBe("o.x");
  });

  it("describeSchema reads like TypeScript", () => {
    expect(describeSchema({ type: "array", items: { type: ["string", "number"] } }, {})).toBe("(string | number)[]");
    expect(describeSchema({ enum: ["a", null] }, {})).toBe('"a" | null');
  });
});
