import { parse } from "@typescript-eslint/parser";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { Linter, type Rule } from "eslint";
import { describe, expect, it } from "vitest";
import { pointer, readLiteral, readSchemaLiteral, type ConstResolver } from "../src/schema/from-literal.js";

/** Parses `source`, returns the initializer of `const schema = …` and a resolver over top-level consts. */
function schemaOf(source: string): { node: TSESTree.Node; resolve: ConstResolver; text: (n: TSESTree.Node) => string } {
  const program = parse(source, { range: true, loc: true });
  const consts = new Map<string, TSESTree.Node>();
  for (const statement of program.body) {
    if (statement.type !== AST_NODE_TYPES.VariableDeclaration || statement.kind !== "const") continue;
    for (const d of statement.declarations) {
      if (d.id.type === AST_NODE_TYPES.Identifier && d.init) consts.set(d.id.name, d.init);
    }
  }
  const node = consts.get("schema");
  if (!node) throw new Error("no schema const");
  return { node, resolve: (id) => consts.get(id.name), text: (n) => source.slice(n.range[0], n.range[1]) };
}

describe("readLiteral", () => {
  it("reads JSON values through as const, satisfies, templates and negative numbers", () => {
    const { node } = schemaOf(`const schema = {
      type: "object",
      'properties': { n: { type: \`number\`, minimum: -1, maximum: +5 }, flag: { const: true }, z: { default: null } },
      required: ["n"] as const,
      1: 2,
    } satisfies object;`);
    const result = readLiteral(node);
    expect(result).toMatchObject({ readable: true });
    if (!result.readable) return;
    expect(result.value).toEqual({
      type: "object",
      properties: { n: { type: "number", minimum: -1, maximum: 5 }, flag: { const: true }, z: { default: null } },
      required: ["n"],
      1: 2,
    });
  });

  it("reads a minifier's booleans (`!0`, `!1`) and refuses other negations", () => {
    const { node } = schemaOf(
      `const schema = { type: "object", additionalProperties: !1, properties: { a: { default: !0 } } };`,
    );
    expect(readLiteral(node)).toMatchObject({
      readable: true,
      value: { type: "object", additionalProperties: false, properties: { a: { default: true } } },
    });
    expect(readLiteral(schemaOf(`const schema = { default: !x };`).node)).toMatchObject({ readable: false });
  });

  it("maps every JSON path to its node and property", () => {
    const { node, text } = schemaOf(
      `const schema = { properties: { count: { type: "number" } }, required: ["count"] };`,
    );
    const result = readLiteral(node);
    if (!result.readable) throw new Error("unreadable");
    const count = result.nodes.get(pointer(["properties", "count"]))!;
    expect(text(count.node)).toBe(`{ type: "number" }`);
    expect(text(count.property!.key)).toBe("count");
    expect(text(result.nodes.get("/required/0")!.node)).toBe(`"count"`);
    expect(result.nodes.get("")!.node).toBe(node);
    expect(count.viaReference).toBe(false);
  });

  it("follows identifiers to const literals and marks what it reached that way", () => {
    const { node, resolve, text } = schemaOf(`
      const unit = { type: "string", enum: ["c", "f"] };
      const schema = { properties: { unit } };`);
    const result = readLiteral(node, resolve);
    if (!result.readable) throw new Error("unreadable");
    expect(result.value).toEqual({ properties: { unit: { type: "string", enum: ["c", "f"] } } });
    expect(result.nodes.get("/properties/unit")).toMatchObject({ viaReference: true });
    expect(text(result.nodes.get("/properties/unit")!.node)).toBe("unit");
    expect(result.nodes.get("/properties/unit/enum/0")).toMatchObject({ viaReference: true });
  });

  it("joins a text written as a concatenation of texts, through consts, and maps its path to the whole sum", () => {
    const { node, resolve, text } = schemaOf(`
      const tail = "Or a custom voice ID.";
      const schema = { properties: { voice: { type: "string", description: "Voice name. " + \`Default: nova. \` + tail } } };`);
    const result = readLiteral(node, resolve);
    if (!result.readable) throw new Error("unreadable");
    expect(result.value).toEqual({
      properties: { voice: { type: "string", description: "Voice name. Default: nova. Or a custom voice ID." } },
    });
    expect(text(result.nodes.get("/properties/voice/description")!.node)).toBe(
      '"Voice name. " + `Default: nova. ` + tail',
    );
  });

  it("keeps a key named __proto__ as a property", () => {
    const { node } = schemaOf(`const schema = { properties: { "__proto__": { type: "string" } } };`);
    const result = readLiteral(node);
    if (!result.readable) throw new Error("unreadable");
    expect(Object.keys((result.value as { properties: object }).properties)).toEqual(["__proto__"]);
  });

  it.each([
    ["a spread", `const schema = { ...base, type: "object" };`, "spread element"],
    ["a computed key", `const schema = { [key]: 1 };`, "computed key"],
    ["a call", `const schema = { properties: make() };`, "CallExpression is not static"],
    [
      "an unresolved identifier",
      `const schema = { properties: imported };`,
      "`imported` is not a const literal in this file",
    ],
    ["undefined", `const schema = { default: undefined };`, "`undefined` is not a const literal in this file"],
    ["a method", `const schema = { get type() { return "x"; } };`, "method or accessor"],
    ["a template with expressions", "const schema = { type: `${t}` };", "template literal with expressions"],
    ["an array spread", `const schema = { required: [...keys] };`, "spread element"],
    ["a regular expression", `const schema = { pattern: /x/ };`, "regular expression or bigint"],
    ["a duplicate key", `const schema = { type: "a", type: "b" };`, 'duplicate key "type"'],
    ["a sum of numbers", `const schema = { maximum: 1 + 2 };`, "not a concatenation of texts"],
    ["a text plus a number", `const schema = { description: "max " + 5 };`, "not a concatenation of texts"],
    ["another operator", `const schema = { maximum: 4 * 2 };`, "not a JSON literal"],
  ])("is unreadable with %s", (_label, source, reason) => {
    const { node, resolve } = schemaOf(source);
    expect(readLiteral(node, resolve)).toMatchObject({ readable: false, reason });
  });

  it("does not loop on a const that refers to itself", () => {
    const { node, resolve } = schemaOf(`const schema = { items: schema };`);
    expect(readLiteral(node, resolve)).toMatchObject({ readable: false, reason: "`schema` refers to itself" });
  });
});

describe("pointer", () => {
  it("escapes ~ and /", () => {
    expect(pointer(["properties", "a/b~c"])).toBe("/properties/a~1b~0c");
    expect(pointer([])).toBe("");
  });
});

describe("readSchemaLiteral", () => {
  it("follows the file's consts and reads each schema node once for every rule that asks", () => {
    const results: unknown[] = [];
    const rule: Rule.RuleModule = {
      meta: { type: "problem", schema: [] },
      create(context) {
        return {
          "VariableDeclarator[id.name='schema']"(node: unknown) {
            const declarator = node as unknown as TSESTree.VariableDeclarator;
            const sourceCode = context.sourceCode as unknown as Readonly<TSESLint.SourceCode>;
            results.push(
              readSchemaLiteral(sourceCode, declarator.init!),
              readSchemaLiteral(sourceCode, declarator.init!),
            );
          },
        };
      },
    };
    new Linter({ configType: "flat" }).verify(
      'const city = { type: "string" };\nconst schema = { type: "object", properties: { city } };',
      [{ plugins: { test: { rules: { read: rule } } }, rules: { "test/read": "error" } }],
    );
    expect(results).toHaveLength(2);
    expect(results[0]).toBe(results[1]);
    expect(results[0]).toMatchObject({
      readable: true,
      value: { type: "object", properties: { city: { type: "string" } } },
    });
  });
});
