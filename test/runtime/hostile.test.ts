import { Validator } from "@cfworker/json-schema";
import { afterEach, describe, expect, it } from "vitest";
import { cfworkerValidator, ToolRegistry, type SchemaValidator } from "../../src/index.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";

// Arguments come from a model, which can be steered by anything it reads: each of these must come
// back as a string, harm nothing, and finish quickly.
const validators: [string, SchemaValidator | undefined][] = [
  ["ajv (default)", undefined],
  ["@cfworker/json-schema", cfworkerValidator(Validator)],
];

// Open by its own word: the registry validates every other object closed.
const open: JsonSchema = {
  type: "object",
  properties: { text: { type: "string" }, data: {} },
  additionalProperties: true,
};
const closed: JsonSchema = { type: "object", properties: { text: { type: "string" } }, additionalProperties: false };
const recursive: JsonSchema = {
  type: "object",
  properties: { tree: { $ref: "#/$defs/Tree" } },
  $defs: { Tree: { type: "array", items: { $ref: "#/$defs/Tree" } } },
};

const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe.each(validators)("hostile arguments with %s", (_name, validator) => {
  const seen: unknown[] = [];
  const registry = new ToolRegistry({ validator });
  const echo = (args: object) => {
    seen.push(args);
    return "called";
  };
  registry.tool(echo, { name: "open", description: "d", parameters: open });
  registry.tool(echo, { name: "closed", description: "d", parameters: closed });
  registry.tool(echo, { name: "recursive", description: "d", parameters: recursive });

  afterEach(() => {
    seen.length = 0;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("keeps __proto__ and constructor keys as plain data, polluting nothing", async () => {
    const payload =
      '{"text":"x","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"data":{"__proto__":{"polluted":true}}}';
    expect(await registry.invoke("open", payload)).toBe("called");
    const args = seen[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.hasOwn(args, "__proto__")).toBe(true);
    expect(await registry.invoke("closed", payload)).toMatch(
      /\/__proto__: unknown argument "__proto__" \(declared: text\)/,
    );
  });

  it("keeps __proto__ keys harmless while stripping strict-mode nulls", async () => {
    const strictish = new ToolRegistry({ validator });
    const properties = {
      a: { type: "string" },
      b: { type: "object", properties: { c: { type: "string" } }, additionalProperties: true },
    } as const;
    strictish.tool(echo, {
      name: "t",
      description: "d",
      parameters: { type: "object", properties, additionalProperties: true },
    });
    expect(
      await strictish.invoke(
        "t",
        '{"a":null,"__proto__":{"polluted":true},"b":{"c":null,"__proto__":{"polluted":true}}}',
      ),
    ).toBe("called");
    const args = seen[0] as Record<string, Record<string, unknown>>;
    expect(Object.hasOwn(args, "a")).toBe(false);
    expect(Object.getPrototypeOf(args.b)).toBe(Object.prototype);
  });

  it("refuses __proto__ keys by name where the schema does not open its objects", async () => {
    const closedByDefault = new ToolRegistry({ validator });
    closedByDefault.tool(echo, {
      name: "t",
      description: "d",
      parameters: { type: "object", properties: { a: { type: "string" } } },
    });
    expect(await closedByDefault.invoke("t", '{"a":"x","__proto__":{"polluted":true}}')).toBe(
      'Invalid arguments for tool "t": /__proto__: unknown argument "__proto__" (declared: a)',
    );
    expect(seen).toEqual([]);
  });

  it.each([
    ["a JSON string", (depth: number) => `{"data":${deepArray(depth)}}`],
    ["an object", (depth: number) => ({ data: JSON.parse(deepArray(depth)) })],
  ])("answers 100,000-deep nesting in %s with an error string", async (_form, make) => {
    for (const tool of ["open", "recursive"]) {
      const args = tool === "recursive" ? { tree: JSON.parse(deepArray(100_000)) } : make(100_000);
      expect(await registry.invoke(tool, args)).toBe(
        `Invalid arguments for tool "${tool}": nested more than 100 levels deep.`,
      );
    }
    expect(seen).toEqual([]);
  });

  it("answers cyclic object arguments with an error string", async () => {
    const cyclic: Record<string, unknown> = { text: "x" };
    cyclic.data = cyclic;
    expect(await registry.invoke("open", cyclic)).toBe(
      'Invalid arguments for tool "open": nested more than 100 levels deep.',
    );
  });

  it("accepts nesting up to the limit", async () => {
    expect(await registry.invoke("recursive", { tree: JSON.parse(deepArray(99)) })).toBe("called");
  });

  it("validates a 10 MB string quickly and quotes only its start", async () => {
    const huge = "a".repeat(10 * 1024 * 1024);
    const patterned = new ToolRegistry({ validator });
    patterned.tool(echo, {
      name: "p",
      description: "d",
      parameters: {
        type: "object",
        properties: { s: { type: "string", maxLength: 100, pattern: "^[a-z]+$", format: "email" } },
      },
    });
    const started = performance.now();
    const result = await patterned.invoke("p", JSON.stringify({ s: `${huge}@` }));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.length).toBeLessThan(1_000);
    expect(result, result).toContain(`got string of ${huge.length + 1} characters starting "aaaa`);
    expect(await registry.invoke("open", { text: huge })).toBe("called");
  });
});
