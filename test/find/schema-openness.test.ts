// Whether a schema literal may hold properties its `properties` do not list, as the three readers of
// literals in src/find tell it: in the linted file (declared.ts), imported from another module
// (imported-schema.ts), and declared in another file for a dispatch (program-tools.ts). Each kept
// its own list of keywords, and the lists disagreed: `unevaluatedProperties`, `$dynamicRef` and
// draft-07's `dependencies` opened none of them, `if` and `dependentSchemas` not the program's.
// All three now take keywords.ts's table, and answer as its admitsUnlisted does.
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { declaredProperties } from "../../src/find/read/arguments/declared.js";
import { literalQuery } from "../../rules/no-schema-drift/needed.js";
import type { FindContext } from "../../src/find/context.js";
import { programToolSchema } from "../../src/find/link/dispatch/program-tools.js";
import { importedSchemaKeys } from "../../src/find/detect/imported-schema.js";
import { admitsUnlisted } from "../../src/schema/keywords.js";
import { scratchProgram } from "./scratch-program.js";

const base = { type: "object", properties: { a: { type: "string" } } };

const CASES: [keywords: Record<string, unknown>, open: boolean][] = [
  [{}, false],
  [{ additionalProperties: false }, false],
  [{ propertyNames: { pattern: "^a" } }, false],
  [{ not: { required: ["b"] } }, false],
  [{ additionalProperties: true }, true],
  [{ unevaluatedProperties: { type: "string" } }, true],
  [{ patternProperties: { "^x": {} } }, true],
  [{ anyOf: [{}] }, true],
  [{ $ref: "#/$defs/a" }, true],
  [{ $dynamicRef: "#meta" }, true],
  [{ if: { required: ["a"] }, then: { properties: { b: {} } } }, true],
  [{ dependentSchemas: { a: { properties: { b: {} } } } }, true],
  [{ dependencies: { a: { properties: { b: {} } } } }, true],
];

const schemaText = (keywords: Record<string, unknown>): string => JSON.stringify({ ...base, ...keywords });

/** declared.ts's answer for the literal `const schema = …` in a linted file. */
function declaredOpen(text: string): boolean | undefined {
  let open: boolean | undefined;
  const rule: TSESLint.RuleModule<string, []> = {
    meta: { type: "problem", schema: [], messages: {} },
    defaultOptions: [],
    create: (context) => ({
      "VariableDeclarator > ObjectExpression.init"(node: TSESTree.ObjectExpression) {
        open = declaredProperties(context.sourceCode, node)?.open;
      },
    }),
  };
  new Linter({ configType: "flat" }).verify(
    `const schema = ${text};`,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser as Linter.Parser },
        plugins: { probe: { rules: { open: rule } } as never },
        rules: { "probe/open": "error" },
      },
    ],
    "file.ts",
  );
  return open;
}

// One program holds every case, as a tool `t<index>` whose input schema is the case.
const { program, path } = scratchProgram({
  "tools.ts": CASES.map(
    ([keywords], index) => `export const t${index} = { name: "t${index}", inputSchema: ${schemaText(keywords)} };`,
  ).join("\n"),
  "index.ts": "export {};",
});

/** imported-schema.ts's answer for the input schema of tool `t<index>`. */
function importedOpen(index: number): boolean {
  const file = program.getSourceFile(path("tools.ts"))!;
  const statement = file.statements[index] as ts.VariableStatement;
  const tool = statement.declarationList.declarations[0]!.initializer as ts.ObjectLiteralExpression;
  const schema = tool.properties.find((p) => (p.name as ts.Identifier).text === "inputSchema") as ts.PropertyAssignment;
  const ctx = { types: { program } } as unknown as FindContext;
  return importedSchemaKeys(ctx, schema.initializer as ts.ObjectLiteralExpression).open;
}

describe("schema literals that admit unlisted properties", () => {
  it.each(CASES.map(([keywords, open], index) => [JSON.stringify(keywords), open, index] as const))(
    "%s: open → %s",
    (keywords, open, index) => {
      const text = schemaText(JSON.parse(keywords) as Record<string, unknown>);
      expect(admitsUnlisted(JSON.parse(text) as Record<string, unknown>)).toBe(open);
      expect(declaredOpen(text)).toBe(open);
      expect(importedOpen(index)).toBe(open);
      expect(programToolSchema(program, `t${index}`, path("index.ts"))?.open).toBe(open);
    },
  );
});

// needed.ts's literalQuery: a property the literal leaves out of `required` is optional only when
// no other keyword may require it. Its list missed draft-07's `dependencies`, `then` and `else`.
describe("literalQuery", () => {
  const schema = (keywords: Record<string, unknown>) => ({
    type: "object",
    properties: { a: { type: "string" }, b: { type: "string" } },
    required: ["a"],
    ...keywords,
  });

  it.each([
    [{}, true],
    [{ dependentRequired: { a: ["b"] } }, false],
    [{ dependencies: { a: ["b"] } }, false],
    [{ if: { required: ["a"] }, then: { required: ["b"] } }, false],
    [{ then: { required: ["b"] } }, false],
    [{ $dynamicRef: "#meta" }, false],
  ])("%j: b optional → %s", (keywords, optional) => {
    expect(literalQuery(schema(keywords)).optional(["b"])).toBe(optional);
  });
});
