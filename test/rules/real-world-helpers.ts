// Shared by the tests of the rules that read implementations: the fixture projects under
// test/fixtures/real-world, a typed RuleTester rooted there, and positions found by text.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import { Linter } from "eslint";
import plugin from "../../src/eslint/index.js";

export const REAL_WORLD = fileURLToPath(new URL("../fixtures/real-world/", import.meta.url));

export const tester = new RuleTester({
  languageOptions: {
    parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: REAL_WORLD },
  },
});

/** A fixture file's text and its path (so imports and the SDKs resolve as in a real project). */
export function fixture(file: string): { code: string; filename: string } {
  const filename = REAL_WORLD + file;
  return { code: readFileSync(filename, "utf8"), filename };
}

/** The fixture with `from` replaced by `to` (which must occur exactly once). */
export function variant(file: string, from: string, to: string): { code: string; filename: string } {
  const { code, filename } = fixture(file);
  const count = code.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: "${from}" occurs ${count} times`);
  return { code: code.replace(from, to), filename };
}

/** The fixture with several replacements, each of a text that must occur exactly once. */
export function variantOf(file: string, changes: readonly [string, string][]): { code: string; filename: string } {
  const { filename } = fixture(file);
  let { code } = fixture(file);
  for (const [from, to] of changes) {
    const count = code.split(from).length - 1;
    if (count !== 1) throw new Error(`${file}: "${from}" occurs ${count} times`);
    code = code.replace(from, to);
  }
  return { code, filename };
}

/** 1-based line and column of the `nth` occurrence of `snippet` in `code`, plus `offset` characters. */
export function at(code: string, snippet: string, offset = 0, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = code.indexOf(snippet, index + 1);
    if (index < 0) throw new Error(`"${snippet}" not found`);
  }
  const before = code.slice(0, index + offset);
  const lines = before.split("\n");
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

const RECOMMENDED = [
  plugin.configs.recommended as never,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: REAL_WORLD } } },
];

/** A fixture file under configs.recommended, every rule on: what it reports. */
export function lintRecommended({ code, filename }: { code: string; filename: string }) {
  const messages = new Linter({ configType: "flat" }).verify(code, RECOMMENDED, filename);
  return messages.map((message) => ({
    rule: message.ruleId,
    line: message.line,
    message: message.message,
    fatal: message.fatal ?? false,
  }));
}

/** The plugin's reports (and parse errors) under configs.recommended, each as "rule: message". */
export function pluginReports(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule?.startsWith("tool-schema/") || m.fatal)
    .map((m) => `${m.rule?.replace("tool-schema/", "")}: ${m.message}`);
}

/** configs.recommended, applied to JavaScript as a user linting a compiled package would. */
const JAVASCRIPT = [
  {
    ...plugin.configs.recommended,
    files: ["**/*.js"],
    languageOptions: {
      ...plugin.configs.recommended.languageOptions,
      parserOptions: { projectService: true, tsconfigRootDir: REAL_WORLD },
    },
  },
];

/** The plugin's reports on a JavaScript fixture file (a compiled package's), each as "rule: message". */
export function javascriptReports({ code, filename }: { code: string; filename: string }): string[] {
  return new Linter({ configType: "flat" })
    .verify(code, JAVASCRIPT as never, filename)
    .map((m) => `${m.ruleId?.replace("tool-schema/", "")}: ${m.message}`);
}

/** `eslint --fix` with configs.recommended: the fixed text. */
export function fixRecommended({ code, filename }: { code: string; filename: string }): string {
  return new Linter({ configType: "flat" }).verifyAndFix(code, RECOMMENDED, { filename, fix: true }).output;
}
