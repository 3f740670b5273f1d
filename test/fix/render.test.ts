import { parse } from "@typescript-eslint/parser";
import { SourceCode } from "eslint";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { insertMembers, removeMember } from "../../src/fix/edits.js";
import { renderKey, renderString, renderValue } from "../../src/fix/render.js";
import { DEFAULT_STYLE, detectStyle, type JsonStyle } from "../../src/fix/style.js";

const style = (overrides: Partial<JsonStyle> = {}): JsonStyle => ({ ...DEFAULT_STYLE, ...overrides });

/** The source code of `text` and the initializer of its first `const`. */
function literal(text: string): {
  sourceCode: Readonly<TSESLint.SourceCode>;
  node: TSESTree.ObjectExpression | TSESTree.ArrayExpression;
} {
  const ast = parse(text, { range: true, loc: true, tokens: true, comment: true });
  const sourceCode = new SourceCode(text, ast as never) as unknown as Readonly<TSESLint.SourceCode>;
  const declaration = ast.body[0] as TSESTree.VariableDeclaration;
  return { sourceCode, node: declaration.declarations[0]!.init as TSESTree.ObjectExpression };
}

function apply(text: string, edit: { range: [number, number]; text: string }): string {
  return text.slice(0, edit.range[0]) + edit.text + text.slice(edit.range[1]);
}

describe("renderString / renderKey", () => {
  it("writes strings in the file's quotes, escaping what must be", () => {
    expect(renderString(`it's "x"`, { quote: '"' })).toBe(`"it's \\"x\\""`);
    expect(renderString(`it's "x"`, { quote: "'" })).toBe(`'it\\'s "x"'`);
    expect(renderString("a\\b\n", { quote: "'" })).toBe(`'a\\\\b\\n'`);
  });
  it("leaves identifier keys bare unless the file quotes keys", () => {
    expect(renderKey("type", style())).toBe("type");
    expect(renderKey("x-y", style())).toBe(`"x-y"`);
    expect(renderKey("type", style({ quoteKeys: true, quote: "'" }))).toBe(`'type'`);
  });
});

describe("renderValue", () => {
  it("writes small schemas on one line and object schemas with properties over several", () => {
    expect(renderValue({ type: "string", enum: ["a", "b"] }, style(), "")).toBe(`{ type: "string", enum: ["a", "b"] }`);
    expect(renderValue({ anyOf: [{ type: "string" }, { type: "null" }] }, style(), "")).toBe(
      `{ anyOf: [{ type: "string" }, { type: "null" }] }`,
    );
    expect(renderValue({ type: "object", properties: { a: { type: "number" } }, required: ["a"] }, style(), "  ")).toBe(
      `{\n    type: "object",\n    properties: {\n      a: { type: "number" },\n    },\n    required: ["a"],\n  }`,
    );
  });
  it("follows indentation, trailing commas and one-line leaves of the style", () => {
    expect(
      renderValue(
        { type: "object", properties: { a: { type: "number" } } },
        style({ indentUnit: "\t", trailingComma: false, inlineLeaves: false }),
        "",
      ),
    ).toBe(`{\n\ttype: "object",\n\tproperties: {\n\t\ta: {\n\t\t\ttype: "number"\n\t\t}\n\t}\n}`);
  });
  it("writes empty containers and primitives as JSON", () => {
    expect(renderValue({}, style(), "")).toBe("{}");
    expect(renderValue([], style(), "")).toBe("[]");
    expect(renderValue(null, style(), "")).toBe("null");
    expect(renderValue(-1.5, style(), "")).toBe("-1.5");
  });
});

describe("detectStyle", () => {
  it("reads indentation, quotes, quoted keys and trailing commas from the literal", () => {
    const { sourceCode, node } = literal(
      `const s = {\n\t'type': 'object',\n\t'properties': {\n\t\t'a': { 'type': 'string' }\n\t}\n};`,
    );
    expect(detectStyle(sourceCode, node)).toEqual({
      indentUnit: "\t",
      quote: "'",
      quoteKeys: true,
      trailingComma: false,
      inlineLeaves: true,
    });
  });
  it("sees multi-line leaves and trailing commas", () => {
    const { sourceCode, node } = literal(
      `const s = {\n    type: "object",\n    properties: {\n        a: {\n            type: "string",\n        },\n    },\n};`,
    );
    expect(detectStyle(sourceCode, node)).toEqual({
      indentUnit: "    ",
      quote: '"',
      quoteKeys: false,
      trailingComma: true,
      inlineLeaves: false,
    });
  });
  it("keeps the defaults when the literal says nothing", () => {
    const { sourceCode, node } = literal(`const s = {};`);
    expect(detectStyle(sourceCode, node)).toEqual(DEFAULT_STYLE);
  });
});

describe("insertMembers / removeMember", () => {
  it("inserts after the last member, in the list's layout", () => {
    const multi = `const s = {\n  a: 1,\n  b: 2\n};`;
    const m = literal(multi);
    expect(apply(multi, insertMembers(m.sourceCode, m.node, [() => "c: 3"], style()))).toBe(
      `const s = {\n  a: 1,\n  b: 2,\n  c: 3\n};`,
    );
    const trailing = `const s = {\n  a: 1,\n};`;
    const t = literal(trailing);
    expect(apply(trailing, insertMembers(t.sourceCode, t.node, [() => "c: 3"], style()))).toBe(
      `const s = {\n  a: 1,\n  c: 3,\n};`,
    );
    const inline = `const s = ["a"];`;
    const i = literal(inline);
    expect(apply(inline, insertMembers(i.sourceCode, i.node, [() => `"b"`], style()))).toBe(`const s = ["a", "b"];`);
    const empty = `const s = {};`;
    const e = literal(empty);
    expect(apply(empty, insertMembers(e.sourceCode, e.node, [() => "a: 1"], style()))).toBe(`const s = { a: 1 };`);
  });
  it("breaks a one-line list onto lines when a multi-line member arrives", () => {
    const text = `const s = { a: 1 };`;
    const { sourceCode, node } = literal(text);
    expect(
      apply(text, insertMembers(sourceCode, node, [(indent) => `b: {\n${indent}  c: 2,\n${indent}}`], style())),
    ).toBe(`const s = {\n  a: 1,\n  b: {\n    c: 2,\n  },\n};`);
  });
  it("removes a member with its comma, keeping a trailing comma and the layout", () => {
    const text = `const s = {\n  a: 1,\n  b: 2,\n  c: 3,\n};`;
    const { sourceCode, node } = literal(text);
    const [a, , c] = (node as TSESTree.ObjectExpression).properties;
    expect(apply(text, removeMember(sourceCode, node, a!))).toBe(`const s = {\n  b: 2,\n  c: 3,\n};`);
    expect(apply(text, removeMember(sourceCode, node, c!))).toBe(`const s = {\n  a: 1,\n  b: 2,\n};`);
    const only = `const s = {\n  a: 1,\n};`;
    const o = literal(only);
    expect(apply(only, removeMember(o.sourceCode, o.node, (o.node as TSESTree.ObjectExpression).properties[0]!))).toBe(
      `const s = {\n};`,
    );
    const inline = `const s = ["a", "b"];`;
    const i = literal(inline);
    expect(apply(inline, removeMember(i.sourceCode, i.node, (i.node as TSESTree.ArrayExpression).elements[1]!))).toBe(
      `const s = ["a"];`,
    );
  });
  it("keeps comments with the members they are about", () => {
    const text = `const s = {\n  a: 1, // about a\n  // about b\n  b: 2, // about b too\n};`;
    const { sourceCode, node } = literal(text);
    const [a] = (node as TSESTree.ObjectExpression).properties;
    expect(apply(text, removeMember(sourceCode, node, a!))).toBe(
      `const s = {\n  // about b\n  b: 2, // about b too\n};`,
    );
    expect(apply(text, insertMembers(sourceCode, node, [() => "c: 3"], style()))).toBe(
      `const s = {\n  a: 1, // about a\n  // about b\n  b: 2, // about b too\n  c: 3,\n};`,
    );
    const bare = `const s = {\n  a: 1 // about a\n};`;
    const b = literal(bare);
    expect(apply(bare, insertMembers(b.sourceCode, b.node, [() => "c: 3"], style()))).toBe(
      `const s = {\n  a: 1, // about a\n  c: 3\n};`,
    );
  });
});
