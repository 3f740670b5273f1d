// The ❌/✅ examples of docs/rules/no-schema-drift.md and no-untyped-parameters.md, linted with the
// rules they document: every ❌ block is reported, every ✅ block is clean, so the docs cannot lie.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import noSchemaDrift from "../../rules/no-schema-drift.js";
import noUntypedParameters from "../../rules/no-untyped-parameters.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));

/** The ```ts blocks under each "### ❌ …" / "### ✅ …" heading of a rule doc. */
function examples(doc: string): { kind: "❌" | "✅"; code: string }[] {
  const out: { kind: "❌" | "✅"; code: string }[] = [];
  let kind: "❌" | "✅" | undefined;
  const pattern = /^### (❌|✅).*$|^```ts\n([\s\S]*?)^```$|^## .*$/gm;
  for (const match of doc.matchAll(pattern)) {
    if (match[1]) kind = match[1] as "❌" | "✅";
    else if (match[2] !== undefined && kind) out.push({ kind, code: match[2] });
    else if (match[0].startsWith("## ")) kind = undefined;
  }
  return out;
}

const RULES = { "no-schema-drift": noSchemaDrift, "no-untyped-parameters": noUntypedParameters };

describe.each(Object.keys(RULES) as (keyof typeof RULES)[])("docs/rules/%s.md", (id) => {
  const doc = readFileSync(new URL(`../../docs/rules/${id}.md`, import.meta.url), "utf8");
  const blocks = examples(doc);

  it("has both kinds of examples", () => {
    expect(blocks.some((b) => b.kind === "❌")).toBe(true);
    expect(blocks.some((b) => b.kind === "✅")).toBe(true);
  });

  it.each(blocks.map((b, i) => [`${b.kind} #${i + 1}`, b] as const))("%s", (_label, block) => {
    const linter = new Linter({ configType: "flat" });
    const messages = linter.verify(
      block.code,
      {
        files: ["**/*.ts"],
        languageOptions: {
          parser: tsParser as Linter.Parser,
          parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures },
        },
        plugins: { "tool-schema": { rules: { [id]: RULES[id] as never } } },
        rules: { [`tool-schema/${id}`]: "error" },
      },
      `${fixtures}file.ts`,
    );
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    if (block.kind === "✅") expect(messages.map((m) => m.message)).toEqual([]);
    else expect(messages.length).toBeGreaterThan(0);
  });
});
