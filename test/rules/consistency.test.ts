// Every rule the plugin ships is documented, tested and described the same way; the ❌/✅ examples in
// the docs of rules that need no type information are linted, so the docs cannot lie.
// Driven by rules/index.ts: each rule there is checked.
import { existsSync, readFileSync } from "node:fs";
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import plugin from "../../src/eslint/index.js";
import { rules } from "../../rules/index.js";
import { DOCS_BASE_URL } from "../../src/eslint/create-rule.js";

const CONTRACT_IDS = [
  "no-schema-drift",
  "no-duplicate-tool-names",
  "require-description",
  "no-untyped-parameters",
  "valid-tool-name",
  "no-undeclared-arguments",
  "no-unread-parameters",
  "description-matches-parameters",
  "valid-schema",
  "valid-zod-schema",
  "provider-compatible",
  "no-unhandled-tools",
];

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

interface JsonSchemaObject {
  type?: string;
  properties?: Record<string, JsonSchemaObject & { description?: string }>;
  additionalProperties?: unknown;
}

interface Meta {
  docs?: { description?: string; url?: string; requiresTypeChecking?: boolean };
  schema?: JsonSchemaObject[] | JsonSchemaObject;
  defaultOptions?: unknown[];
  messages?: Record<string, string>;
}

const entries = Object.entries(rules as Record<string, { meta: Meta }>);

describe("the plugin", () => {
  it("ships exactly the rules of the contract, under the tool-schema namespace", () => {
    expect(Object.keys(rules).sort()).toEqual([...CONTRACT_IDS].sort());
    expect(plugin.meta.namespace).toBe("tool-schema");
    expect(plugin.rules).toBe(rules);
  });

  it("turns every rule on in both configs", () => {
    for (const [id] of entries) {
      expect(plugin.configs.recommended.rules).toHaveProperty(`tool-schema/${id}`);
      expect(plugin.configs.strict.rules).toHaveProperty(`tool-schema/${id}`);
    }
  });
});

describe.each(entries)("%s", (id, rule) => {
  const meta = rule.meta;
  const source = read(`rules/${id}.ts`);

  it("has a doc, a test file and a docs URL pointing at the doc", () => {
    expect(existsSync(new URL(`docs/rules/${id}.md`, root))).toBe(true);
    expect(existsSync(new URL(`test/rules/${id}.test.ts`, root))).toBe(true);
    expect(meta.docs?.url).toBe(`${DOCS_BASE_URL}${id}.md`);
    expect(read(`docs/rules/${id}.md`)).toContain(`(\`tool-schema/${id}\`)`);
  });

  it("declares requiresTypeChecking exactly when it calls getParserServices", () => {
    const callsParserServices = /\bgetParserServices\s*\(/.test(source);
    expect(meta.docs?.requiresTypeChecking === true).toBe(callsParserServices);
  });

  it('describes itself as "Enforce|Require|Disallow …" without a trailing period', () => {
    expect(meta.docs?.description).toMatch(/^(Enforce|Require|Disallow) \S/);
    expect(meta.docs?.description).not.toMatch(/\.$/);
  });

  it("has closed option schemas with a description per option, and defaults when it has options", () => {
    const schemas = Array.isArray(meta.schema) ? meta.schema : meta.schema === undefined ? [] : [meta.schema];
    for (const schema of schemas) {
      if (schema.type !== "object") continue;
      expect(schema.additionalProperties).toBe(false);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        expect(property.description, `${id} option ${name}`).toEqual(expect.any(String));
      }
    }
    if (schemas.length > 0) expect(meta.defaultOptions).toHaveLength(schemas.length);
  });

  it("reports by message id, every message used", () => {
    for (const messageId of Object.keys(meta.messages ?? {})) {
      expect(source, `${id} never uses ${messageId}`).toMatch(
        new RegExp(`["'\`]${messageId}["'\`]|\\b${messageId}\\b`),
      );
    }
  });
});

/** The ```ts blocks under each "❌ Incorrect…" / "✅ Correct…" heading, with the options the heading names. */
function docExamples(markdown: string): { valid: boolean; code: string; options: unknown[] }[] {
  const examples: { valid: boolean; code: string; options: unknown[] }[] = [];
  let section: { valid: boolean; options: unknown[] } | undefined;
  let skipNext = false;
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = /^#+\s+(❌|✅)[^`]*(?:`(\{.*\})`)?/u.exec(line);
    if (heading) {
      section = { valid: heading[1] === "✅", options: heading[2] ? [JSON.parse(heading[2])] : [] };
      continue;
    }
    if (/^#+\s/.test(line)) section = undefined;
    if (line.startsWith("<!-- doc-test: skip")) skipNext = true;
    if (line.startsWith("```ts") && section !== undefined) {
      const end = lines.indexOf("```", i + 1);
      if (!skipNext) examples.push({ ...section, code: lines.slice(i + 1, end).join("\n") });
      skipNext = false;
      i = end;
    }
  }
  return examples;
}

describe.each(entries.filter(([, rule]) => rule.meta.docs?.requiresTypeChecking !== true))(
  "docs/rules/%s.md examples",
  (id) => {
    const examples = docExamples(read(`docs/rules/${id}.md`));

    it("has both kinds", () => {
      expect(examples.some((e) => e.valid)).toBe(true);
      expect(examples.some((e) => !e.valid)).toBe(true);
    });

    it.each(examples.map((example, index) => [index, example] as const))(
      "example %i lints as its heading says",
      (_i, example) => {
        const linter = new Linter({ configType: "flat" });
        const messages = linter.verify(
          example.code,
          [
            {
              files: ["**/*.ts"],
              languageOptions: { parser: tsParser as Linter.Parser },
              plugins: { "tool-schema": plugin as never },
              rules: { [`tool-schema/${id}`]: ["error", ...example.options] },
            },
          ],
          "example.ts",
        );
        expect(messages.filter((m) => m.fatal)).toEqual([]);
        if (example.valid) expect(messages).toEqual([]);
        else expect(messages.length).toBeGreaterThan(0);
      },
    );
  },
);
