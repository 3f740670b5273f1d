// The signature → JSON Schema generator against fixture files (one shared program).
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import {
  exportedFunctions,
  generateFile,
  generateSchema,
  schemaFromType,
  type GenerateResult,
} from "../../src/generate.js";
import { createFixtureProgram, findFunction, generator, SCHEMA_FIXTURES } from "./fixture-program.js";

let program: ts.Program;
let gen: (file: string, name: string) => GenerateResult;

beforeAll(() => {
  program = createFixtureProgram(SCHEMA_FIXTURES);
  gen = generator(program);
});

const property = (result: GenerateResult, name: string) => result.parameters.properties[name];

describe("parameter styles", () => {
  it("no parameters: an empty object schema and positional: []", () => {
    expect(gen("styles.ts", "ping")).toEqual({
      parameters: { type: "object", properties: {}, additionalProperties: false },
      positional: [],
      diagnostics: [],
    });
  });

  it("several parameters are positional, in call order", () => {
    expect(gen("styles.ts", "add")).toEqual({
      parameters: {
        type: "object",
        properties: { a: { type: "number" }, b: { type: "number" } },
        required: ["a", "b"],
        additionalProperties: false,
      },
      positional: ["a", "b"],
      diagnostics: [],
    });
  });

  const searchSchema = {
    type: "object",
    properties: { query: { type: "string" }, limit: { type: "number" } },
    required: ["query"],
    additionalProperties: false,
  };

  it.each([
    ["an interface", "searchInterface"],
    ["a type alias", "searchAlias"],
    ["an intersection", "searchIntersection"],
    ["an arrow function", "arrowObject"],
    ["a function expression", "functionExpression"],
    ["a class method", "search"],
    ["an optional object parameter", "optionalObject"],
  ])("one object parameter (%s) is the arguments object: no positional", (_, name) => {
    const result = gen("styles.ts", name);
    expect(result.parameters).toEqual(searchSchema);
    expect(result.positional).toBeUndefined();
  });

  it("one destructured object parameter is the arguments object, its literal defaults are `default`s", () => {
    const result = gen("styles.ts", "searchDestructured");
    expect(result.parameters).toEqual({
      ...searchSchema,
      properties: { query: { type: "string" }, limit: { type: "number", default: 10 } },
    });
    expect(result.positional).toBeUndefined();
  });

  it("a positional parameter's literal default is its `default`", () => {
    const { properties, required } = gen("styles.ts", "withDefaults").parameters;
    expect(properties.days).toEqual({ type: "number", default: 1 });
    expect(properties.unit).toEqual({ type: "string", enum: ["c", "f"], default: "c" });
    expect(properties.offset).toEqual({ type: "number", default: -2.5 });
    expect(properties.tags).toEqual({ type: "array", items: { type: "string" }, default: ["a", "b"] });
    expect(properties.options).toMatchObject({ default: { deep: true } });
    expect(properties.when).toEqual({ type: "number" });
    expect(required).toBeUndefined();
  });

  it("a generic instantiation is an arguments object too", () => {
    const result = gen("styles.ts", "searchGeneric");
    expect(result.positional).toBeUndefined();
    expect(result.parameters.properties).toEqual({
      items: { type: "array", items: { type: "string" } },
      cursor: { type: "string" },
    });
  });

  it.each(["takesArray", "takesTuple", "takesRecord", "takesIndexSignature", "takesUnion", "takesNullableObject"])(
    "%s stays positional",
    (name) => {
      const result = gen("styles.ts", name);
      expect(result.positional).toHaveLength(1);
      expect(Object.keys(result.parameters.properties)).toEqual(result.positional);
    },
  );

  it("a class method with two parameters is positional", () => {
    expect(gen("styles.ts", "lookup").positional).toEqual(["id", "verbose"]);
  });

  it("?, a default value and T | undefined leave a parameter out of required", () => {
    const result = gen("styles.ts", "optionals");
    expect(result.positional).toEqual(["tag", "query", "limit", "exact"]);
    expect(result.parameters.required).toEqual(["query"]);
    expect(property(result, "tag")).toEqual({ type: "string" });
  });

  it("sets ToolContext aside before deciding the style", () => {
    expect(gen("styles.ts", "withContext").positional).toEqual(["query"]);
    const only = gen("styles.ts", "onlyContext");
    expect(only.positional).toEqual([]);
    expect(only.parameters.properties).toEqual({});
    const object = gen("styles.ts", "objectWithContext");
    expect(object.positional).toBeUndefined();
    expect(object.parameters).toEqual(searchSchema);
  });

  it("a defaulted parameter before a ToolContext is optional (the context never comes from the model)", () => {
    const result = gen("styles.ts", "defaultBeforeContext");
    expect(result.positional).toEqual(["city", "days"]);
    expect(result.parameters.required).toEqual(["city"]);
  });

  it("recognises an interface that extends ToolContext", () => {
    expect(gen("styles.ts", "extendedContext").positional).toEqual(["query"]);
  });

  it("recognises Integer and ToolContext declared locally, by name and brand", () => {
    const local = gen("local-types.ts", "localTypes");
    expect(local.positional).toEqual(["count"]);
    expect(property(local, "count")).toEqual({ type: "integer" });
    const aliased = gen("local-types.ts", "aliasedInteger");
    expect(aliased.parameters.properties).toEqual({
      count: { type: "integer" },
      counts: { type: "array", items: { type: "integer" } },
      maybe: { type: ["integer", "null"] },
    });
  });

  it("ignores a this parameter and a Promise return type", () => {
    expect(gen("styles.ts", "thisParameter").positional).toEqual(["query"]);
    expect(gen("styles.ts", "asyncTool")).toMatchObject({ positional: ["query"], diagnostics: [] });
  });

  it("reports a rest parameter, which cannot be passed by name", () => {
    const result = gen("styles.ts", "withRest");
    expect(result.positional).toEqual(["query"]);
    expect(result.diagnostics).toMatchObject([{ severity: "error", code: "rest-parameter", path: ["tags"] }]);
  });

  it("names a destructured positional parameter after its @param tag, else arg<index>", () => {
    expect(gen("styles.ts", "destructuredNamed").positional).toEqual(["filter", "count"]);
    expect(gen("styles.ts", "destructuredUnnamed").positional).toEqual(["arg0", "count"]);
  });
});

describe("type mapping", () => {
  it("string, number, boolean and Integer", () => {
    expect(gen("mapping.ts", "primitives").parameters.properties).toEqual({
      s: { type: "string" },
      n: { type: "number" },
      b: { type: "boolean" },
      i: { type: "integer" },
    });
  });

  it("literal types and unions of literals → enum with type", () => {
    const props = gen("mapping.ts", "literals").parameters.properties;
    expect(props.one).toEqual({ type: "string", enum: ["only"] });
    expect(props.mode).toEqual({ type: "string", enum: expect.arrayContaining(["fast", "slow"]) });
    expect(props.level).toEqual({ type: "number", enum: expect.arrayContaining([1, 2, 3]) });
    expect(props.flag).toEqual({ type: "boolean", enum: [true] });
    expect(props.mixed).toMatchObject({
      type: expect.arrayContaining(["string", "number"]),
      enum: expect.arrayContaining(["auto", 0]),
    });
  });

  it("string and numeric enums → their values, not their member names", () => {
    expect(gen("mapping.ts", "enums").parameters.properties).toEqual({
      color: { type: "string", enum: ["red", "green"] },
      priority: { type: "number", enum: [0, 1] },
      red: { type: "string", enum: ["red"] },
    });
  });

  it("T[], Array<T>, ReadonlyArray<T>, readonly T[] and nested arrays → array with items", () => {
    expect(gen("mapping.ts", "arrays").parameters.properties).toEqual({
      a: { type: "array", items: { type: "string" } },
      b: { type: "array", items: { type: "number" } },
      c: { type: "array", items: { type: "boolean" } },
      d: { type: "array", items: { type: "string" } },
      nested: { type: "array", items: { type: "array", items: { type: "number" } } },
    });
  });

  it("tuples → prefixItems with minItems/maxItems (a rest element → items)", () => {
    expect(gen("mapping.ts", "tuples").parameters.properties).toEqual({
      pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2 },
      optional: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 1, maxItems: 2 },
      rest: { type: "array", prefixItems: [{ type: "string" }], minItems: 1, items: { type: "number" } },
      named: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 },
    });
  });

  it("object types → properties in declaration order, required, additionalProperties: false", () => {
    const o = property(gen("mapping.ts", "objects"), "o");
    expect(o).toEqual({
      type: "object",
      properties: {
        a: { type: "string" },
        b: { type: "number" },
        c: { type: "string" },
        d: { type: "boolean" },
        nested: { type: "object", properties: { e: { type: "string" } }, required: ["e"], additionalProperties: false },
      },
      required: ["a", "d", "nested"],
      additionalProperties: false,
    });
    expect(Object.keys(o!.properties!)).toEqual(["a", "b", "c", "d", "nested"]);
  });

  it("Record<string, T> and index signatures → additionalProperties: T; Record over literal keys → properties", () => {
    expect(gen("mapping.ts", "records").parameters.properties).toEqual({
      r: { type: "object", additionalProperties: { type: "number" } },
      index: { type: "object", additionalProperties: { type: "string" } },
      mixed: {
        type: "object",
        properties: { id: { type: "string" } },
        required: ["id"],
        additionalProperties: { type: "string" },
      },
      keyed: {
        type: "object",
        properties: { x: { type: "number" }, y: { type: "number" } },
        required: ["x", "y"],
        additionalProperties: false,
      },
    });
  });

  it("intersections of objects merge", () => {
    expect(property(gen("mapping.ts", "intersections"), "both")).toEqual({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "number" } },
      required: ["a", "b"],
      additionalProperties: false,
    });
  });

  it("T | null → a type array for a typed schema, null added to an enum; | undefined → not required", () => {
    const result = gen("mapping.ts", "nullables");
    expect(result.parameters.properties).toEqual({
      s: { type: ["string", "null"] },
      n: { type: ["number", "null"] },
      o: {
        type: ["object", "null"],
        properties: { a: { type: "string" } },
        required: ["a"],
        additionalProperties: false,
      },
      e: { type: ["string", "null"], enum: expect.arrayContaining(["x", "y", null]) },
      arr: { type: ["array", "null"], items: { type: "string" } },
    });
    expect(result.parameters.required).toEqual(["s", "o", "e", "arr"]);
  });

  it("other unions → anyOf (object unions, primitives, literal + primitive, boolean + literal)", () => {
    const props = gen("mapping.ts", "unions").parameters.properties;
    expect(props.su).toEqual({ anyOf: expect.arrayContaining([{ type: "string" }, { type: "number" }]) });
    expect(props.ou!.anyOf).toHaveLength(2);
    expect(props.ou!.anyOf![0]).toMatchObject({
      type: "object",
      properties: { kind: { type: "string", enum: ["a"] } },
    });
    expect(props.lit).toEqual({
      anyOf: expect.arrayContaining([{ type: "number" }, { type: "string", enum: ["auto"] }]),
    });
    expect(props.bools).toEqual({
      anyOf: expect.arrayContaining([{ type: "boolean" }, { type: "string", enum: ["maybe"] }]),
    });
  });

  it("Date is an ISO date-time string with the registry's mark (the registry passes a Date)", () => {
    const result = gen("mapping.ts", "dates");
    expect(result.diagnostics).toEqual([]);
    expect(result.parameters.properties).toEqual({
      when: { type: "string", format: "date-time", "x-tool-schema": "Date" },
      maybe: { type: "string", format: "date-time", "x-tool-schema": "Date" },
    });
    expect(result.parameters.required).toEqual(["when"]);
  });

  it("resolves typeof, imported aliases and interfaces (with their JSDoc)", () => {
    expect(gen("mapping.ts", "typeofArgument").parameters).toEqual({
      type: "object",
      properties: { retries: { type: "number" }, label: { type: "string" } },
      required: ["retries", "label"],
      additionalProperties: false,
    });
    expect(gen("mapping.ts", "importedTypes").parameters.properties).toEqual({
      id: { type: "string" },
      where: {
        type: "object",
        description: "A place on the map.",
        properties: { lat: { type: "number", description: "Latitude in degrees." }, lon: { type: "number" } },
        required: ["lat", "lon"],
        additionalProperties: false,
      },
    });
  });

  it("a branded primitive is the primitive; object → any object; a template literal → string", () => {
    expect(property(gen("mapping.ts", "branded"), "email")).toEqual({ type: "string" });
    expect(property(gen("mapping.ts", "objectType"), "anything")).toEqual({ type: "object" });
    expect(property(gen("mapping.ts", "templateLiteral"), "id")).toEqual({ type: "string" });
  });
});

describe("generics", () => {
  it("resolves generic instantiations and mapped types", () => {
    expect(gen("generics.ts", "envelope").parameters.properties).toEqual({
      data: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false },
      meta: {
        type: "object",
        properties: { count: { type: "number" } },
        required: ["count"],
        additionalProperties: false,
      },
    });
    const partial = gen("generics.ts", "partial");
    expect(partial.positional).toBeUndefined();
    expect(partial.parameters.required).toBeUndefined();
    expect(Object.keys(partial.parameters.properties)).toEqual(["theme", "size", "debug"]);
    expect(gen("generics.ts", "picked").parameters.required).toEqual(["theme", "debug"]);
    expect(Object.keys(property(gen("generics.ts", "omitted"), "rest")!.properties!)).toEqual(["theme", "size"]);
    expect(gen("generics.ts", "readonlyOptions").parameters.required).toEqual(["theme", "size", "debug"]);
  });

  it("a constrained type parameter maps to its constraint", () => {
    expect(property(gen("generics.ts", "constrained"), "item")).toEqual({
      type: "object",
      properties: { id: { type: "string" } },
      required: ["id"],
      additionalProperties: false,
    });
  });
});

describe("recursive types", () => {
  const treeNode = {
    type: "object",
    properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/TreeNode" } } },
    required: ["name", "children"],
    additionalProperties: false,
  };

  it("a recursive arguments object is inlined at the root, with $defs for the cycle", () => {
    const result = gen("recursion.ts", "walk");
    expect(result.positional).toBeUndefined();
    expect(result.parameters).toEqual({ ...treeNode, $defs: { TreeNode: treeNode } });
  });

  it("a recursive positional parameter is a $ref", () => {
    expect(gen("recursion.ts", "walkMany").parameters).toEqual({
      type: "object",
      properties: { roots: { type: "array", items: { $ref: "#/$defs/TreeNode" } }, depth: { type: "number" } },
      required: ["roots", "depth"],
      additionalProperties: false,
      $defs: { TreeNode: treeNode },
    });
  });

  it("a recursive union (JSON values)", () => {
    const result = gen("recursion.ts", "storeJson");
    expect(property(result, "value")).toEqual({ $ref: "#/$defs/Json" });
    const json = result.parameters.$defs!.Json!;
    expect(json.anyOf).toEqual(
      expect.arrayContaining([
        { type: "array", items: { $ref: "#/$defs/Json" } },
        { type: "object", additionalProperties: { $ref: "#/$defs/Json" } },
        { type: "null" },
      ]),
    );
  });

  it("mutual recursion, from either side, only ever refers to defs it ships", () => {
    for (const [name, file] of [
      ["mutual", "recursion.ts"],
      ["mutualOther", "recursion.ts"],
    ] as const) {
      const result = gen(file, name);
      const refs = JSON.stringify(result.parameters).match(/#\/\$defs\/[\w.-]+/g) ?? [];
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(result.parameters.$defs).toHaveProperty(ref.slice("#/$defs/".length));
    }
  });

  it("generic recursive types get one def per instantiation", () => {
    const result = gen("recursion.ts", "lists");
    expect(Object.keys(result.parameters.$defs!)).toEqual(["LinkedList_string", "LinkedList_number"]);
    expect(result.parameters.$defs!.LinkedList_number!.properties!.value).toEqual({ type: "number" });
  });
});

describe("descriptions", () => {
  it("the JSDoc summary is the description; @param text describes each parameter", () => {
    const result = gen("docs.ts", "searchDocs");
    expect(result.description).toBe("Search the documentation.\n\nReturns at most `limit` hits.");
    expect(result.parameters.properties).toEqual({
      query: { type: "string", description: "What to look for." },
      limit: { type: "number", description: "How many results." },
    });
  });

  it("JSDoc on a const holding an arrow function counts", () => {
    const result = gen("docs.ts", "weather");
    expect(result.description).toBe("Current weather for a city.");
    expect(property(result, "city")).toEqual({ type: "string", description: "The city." });
  });

  it("JSDoc on an object property holding an arrow function counts", () => {
    const result = gen("docs.ts", "lookup");
    expect(result.description).toBe("Look up a user.");
    expect(property(result, "id")).toEqual({ type: "string", description: "The user's id." });
  });

  it("an overloaded function is read from its implementation, described by its first overload's JSDoc", () => {
    const sourceFile = program.getSourceFile(`${SCHEMA_FIXTURES}docs.ts`)!;
    const exported = exportedFunctions(sourceFile, program.getTypeChecker()).find((f) => f.name === "formatValue")!;
    const result = generateSchema(exported.node, program);
    expect(result.description).toBe("Format a value.");
    expect(property(result, "value")).toEqual({
      description: "What to format.",
      anyOf: expect.arrayContaining([{ type: "string" }, { type: "number" }]),
    });
  });

  it("a property's JSDoc is its description; @param options.x overrides it for this function", () => {
    const props = gen("docs.ts", "filtered").parameters.properties;
    expect(props.since).toEqual({
      type: "string",
      description: "Only documents newer than this.",
      format: "date-time",
    });
    expect(props.limit).toMatchObject({ description: "Overrides the property's own description." });
    expect(props.old).toEqual({ type: "number", description: "A parameter nobody uses any more." });
  });

  it("@param names of destructured properties describe them", () => {
    expect(gen("docs.ts", "destructuredDocs").parameters.properties).toEqual({
      query: { type: "string", description: "The query." },
      limit: { type: "number", description: "The limit." },
    });
  });

  it("the arguments object's own type description is not repeated at the root", () => {
    expect(gen("docs.ts", "filtered").parameters.description).toBeUndefined();
  });
});

describe("constraint tags", () => {
  it("on properties → keywords of the same name; ordinary tags are left alone", () => {
    const result = gen("docs.ts", "filtered");
    const props = result.parameters.properties;
    expect(props.limit).toEqual({
      type: "number",
      description: "Overrides the property's own description.",
      minimum: 1,
      maximum: 100,
    });
    expect(props.tag).toEqual({ type: "string", minLength: 1, maxLength: 20, pattern: "^[a-z]+$" });
    expect(props.email).toEqual({ type: "string", format: "email" });
    expect(props.tags).toEqual({ type: "array", items: { type: "string" }, minItems: 1 });
    expect(props.step).toEqual({ type: "number", exclusiveMinimum: 0, multipleOf: 0.5 });
    expect(props.maybe).toEqual({ type: ["string", "null"], maxLength: 3 });
    expect(result.diagnostics).toEqual([]);
  });

  it("on parameters: JSDoc on the parameter itself, or a function tag that names it", () => {
    expect(gen("docs.ts", "arrowTags").parameters.properties).toEqual({
      offset: { type: "number", minimum: 0 },
      code: { type: "string", pattern: "^\\d+$" },
    });
    expect(property(gen("docs.ts", "functionLevelTags"), "count")).toEqual({ type: "number", minimum: 1, maximum: 10 });
    expect(property(gen("docs.ts", "tagsLimit"), "tags")).toEqual({
      type: "array",
      description: "Tags to add.",
      items: { type: "string" },
      maxItems: 5,
    });
  });

  it("a misspelt tag, a value that does not parse or a tag for another type is a diagnostic, never dropped silently", () => {
    const result = gen("docs.ts", "badTags");
    const byPath = Object.fromEntries(result.diagnostics.map((d) => [d.path.join("."), d]));
    expect(result.diagnostics.every((d) => d.code === "bad-constraint-tag" && d.severity === "warning")).toBe(true);
    expect(byPath["options.a"]!.message).toBe(
      "badTags(options.a): @minimun is not a constraint tag; did you mean @minimum?",
    );
    expect(byPath["options.b"]!.message).toContain('@maximum value "lots" is not a number');
    expect(byPath["options.c"]!.message).toContain('@pattern value "[unclosed" is not a valid regular expression');
    expect(byPath["options.d"]!.message).toContain("@minLength applies to strings, not to number");
    expect(byPath["options.e"]!.message).toContain("did you mean @minimum?");
    expect(byPath["options.f"]!.message).toContain("did you mean @minimum?");
    expect(byPath["options.g"]!.message).toContain("is not a whole number");
    // Each points at the line the tag (or property) is written on.
    expect(byPath["options.a"]).toMatchObject({ file: expect.stringMatching(/docs\.ts$/), line: 85 });
    expect(byPath["options.d"]!.line).toBe(92);
  });

  it("a function-level constraint tag that names no parameter is reported", () => {
    const result = gen("docs.ts", "badFunctionTag");
    expect(result.diagnostics).toMatchObject([
      { code: "bad-constraint-tag", message: expect.stringContaining('"nosuch" is not one') },
    ]);
  });
});

describe("diagnostics", () => {
  it("types JSON cannot carry name the function, the parameter path, the type, file and line", () => {
    const result = gen("unsupported.ts", "unsupported");
    expect(result.diagnostics.map((d) => [d.path.join("."), d.typeText])).toEqual([
      ["callback", "() => void"],
      ["sym", "symbol"],
      ["big", "bigint"],
      ["map", "Map<string, number>"],
      ["set", "Set<string>"],
      ["conn", "Connection"],
      ["nothing", "never"],
      ["p", "Promise<string>"],
    ]);
    for (const d of result.diagnostics) {
      expect(d).toMatchObject({ severity: "error", code: "unsupported-type", functionName: "unsupported" });
      expect(d.file).toMatch(/unsupported\.ts$/);
      expect(d.message).toContain(`unsupported(${d.path.join(".")}): type ${d.typeText} is not supported`);
    }
    expect(result.diagnostics[0]!.line).toBe(14);
    expect(result.diagnostics[5]!.message).toContain("class Connection has methods");
    // The schema is still produced, with {} where a type could not be mapped.
    expect(property(result, "map")).toEqual({});
  });

  it("a void parameter is reported", () => {
    expect(gen("unsupported.ts", "voidParameter").diagnostics).toMatchObject([
      { code: "unsupported-type", path: ["v"], typeText: "void" },
    ]);
  });

  it("a nested unsupported type has the full path", () => {
    const [d] = gen("unsupported.ts", "nested").diagnostics;
    expect(d).toMatchObject({ path: ["options", "filters", "[]", "when"], typeText: "Map<string, Date>" });
    expect(d!.message).toMatch(
      /^nested\(options\.filters\[\]\.when\): type Map<string, Date> is not supported: JSON has no maps/,
    );
  });

  it("any and unknown give {} and a warning", () => {
    const result = gen("unsupported.ts", "anyAndUnknown");
    expect(result.parameters.properties).toEqual({ a: {}, u: {}, r: { type: "object", additionalProperties: {} } });
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.path.join(".")])).toEqual([
      ["warning", "any-type", "a"],
      ["warning", "unknown-type", "u"],
      ["warning", "unknown-type", "r.[key]"],
    ]);
  });

  it("an unconstrained type parameter is a warning", () => {
    expect(gen("unsupported.ts", "unconstrained").diagnostics).toMatchObject([{ severity: "warning", path: ["item"] }]);
  });

  it("a class with data only is an ordinary object", () => {
    expect(gen("unsupported.ts", "dataClass")).toMatchObject({
      diagnostics: [],
      parameters: { required: ["host", "port"] },
    });
  });
});

describe("robustness and caching", () => {
  it("never throws: a failure inside becomes an internal-error diagnostic", () => {
    const fn = findFunction(program, "styles.ts", "add");
    const broken = {
      getTypeChecker() {
        throw new Error("checker unavailable");
      },
      getCompilerOptions: () => ({}),
    } as unknown as ts.Program;
    const result = generateSchema(fn, broken);
    expect(result.parameters).toEqual({ type: "object", properties: {} });
    expect(result.diagnostics).toMatchObject([{ severity: "error", code: "internal-error", functionName: "add" }]);
  });

  it("hands out fresh objects: editing one result does not change the next", () => {
    const first = gen("recursion.ts", "walkMany");
    first.parameters.$defs!.TreeNode!.properties!.name!.type = "number";
    const second = gen("recursion.ts", "walkMany");
    expect(second.parameters.$defs!.TreeNode!.properties!.name).toEqual({ type: "string" });
  });

  it("shared: true hands out the cached tree itself, equal to the fresh copy (for callers that only read)", () => {
    const fresh = createFixtureProgram(SCHEMA_FIXTURES);
    const fn = findFunction(fresh, "recursion.ts", "walkMany");
    const a = generateSchema(fn, fresh, { shared: true });
    const b = generateSchema(fn, fresh, { shared: true });
    expect(b.parameters.$defs!.TreeNode).toBe(a.parameters.$defs!.TreeNode);
    expect(a).toEqual(generateSchema(fn, fresh));
    expect(generateSchema(fn, fresh).parameters.$defs!.TreeNode).not.toBe(a.parameters.$defs!.TreeNode);
    const file = fresh.getSourceFile(fn.getSourceFile().fileName)!;
    const sharedFile = generateFile(file, fresh, { shared: true });
    expect(sharedFile).toEqual(generateFile(file, fresh));
    const walkMany = sharedFile.functions.find((f) => f.name === "walkMany")!;
    expect(walkMany.parameters.$defs!.TreeNode).toBe(a.parameters.$defs!.TreeNode);
  });

  it("gives the same answer from the cache as the first time", () => {
    const fresh = createFixtureProgram(SCHEMA_FIXTURES);
    const a = generateSchema(findFunction(fresh, "docs.ts", "filtered"), fresh);
    const b = generateSchema(findFunction(fresh, "docs.ts", "filtered"), fresh);
    expect(b).toEqual(a);
    expect(b).toEqual(gen("docs.ts", "filtered"));
  });

  it("keeps a parameter or property named __proto__ as a property, not a prototype", () => {
    const positional = gen("odd-names.ts", "protoParameter");
    expect(Object.keys(positional.parameters.properties)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(positional.parameters.properties)).toBe(Object.prototype);
    expect(positional.parameters.properties["__proto__"]).toEqual({ type: "string" });
    expect(positional.positional).toEqual(["__proto__", "constructor"]);
    const object = gen("odd-names.ts", "protoProperty");
    expect(Object.keys(object.parameters.properties)).toEqual(["__proto__", "toString"]);
    expect(JSON.parse(JSON.stringify(object.parameters)).properties.__proto__).toEqual({ type: "string" });
  });

  it("uses the given function name in diagnostics", () => {
    const result = generateSchema(findFunction(program, "styles.ts", "withRest"), program, { functionName: "tagged" });
    expect(result.diagnostics[0]).toMatchObject({
      functionName: "tagged",
      message: expect.stringMatching(/^tagged\(tags\)/),
    });
  });
});

describe("schemaFromType", () => {
  it("maps a type on its own, with $defs at the root for a recursive type", () => {
    const checker = program.getTypeChecker();
    const fn = findFunction(program, "recursion.ts", "walk");
    const type = checker.getTypeAtLocation(fn.parameters[0]!);
    const { schema, diagnostics } = schemaFromType(type, checker);
    expect(diagnostics).toEqual([]);
    expect(schema).toMatchObject({
      type: "object",
      required: ["name", "children"],
      $defs: { TreeNode: expect.any(Object) },
    });
  });

  it("reports what it cannot map under the given name and path", () => {
    const checker = program.getTypeChecker();
    const fn = findFunction(program, "unsupported.ts", "nested");
    const type = checker.getTypeAtLocation(fn.parameters[0]!);
    const { diagnostics } = schemaFromType(type, checker, { name: "cast", path: ["args"], node: fn });
    expect(diagnostics).toMatchObject([{ functionName: "cast", path: ["args", "filters", "[]", "when"], line: 30 }]);
  });
});

describe("files", () => {
  it("finds exported functions in declaration order, under their exported names", () => {
    const sourceFile = program.getSourceFile(`${SCHEMA_FIXTURES}docs.ts`)!;
    const names = exportedFunctions(sourceFile, program.getTypeChecker()).map((f) => f.name);
    expect(names).toEqual([
      "searchDocs",
      "filtered",
      "destructuredDocs",
      "arrowTags",
      "weather",
      "functionLevelTags",
      "badTags",
      "badFunctionTag",
      "tagsLimit",
      "formatValue",
    ]);
  });

  it("generates each exported function of a file", () => {
    const sourceFile = program.getSourceFile(`${SCHEMA_FIXTURES}styles.ts`)!;
    const { functions, diagnostics } = generateFile(sourceFile, program);
    expect(diagnostics).toEqual([]);
    expect(functions.find((f) => f.name === "add")).toMatchObject({ positional: ["a", "b"] });
    expect(functions.map((f) => f.name)).not.toContain("Tools");
  });
});
