// The lint behind `tool-schema inspect`: ESLint with typed parsing and one internal rule that hands
// over, per file, the definitions the plugin's finder extracted. Loaded only after the packages it
// imports are known to be installed (they are optional peer dependencies).
import { existsSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { ESLint as ESLintClass, Linter, Rule } from "eslint";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { getFileViews } from "../eslint/plugin.js";
import {
  definitionFacts,
  remoteFacts,
  type DefinitionFacts,
  type InspectedFile,
  type RemoteFacts,
} from "../inspect.js";

/** The files inspect lints when a pattern names a directory or a glob: what the plugin can read. */
const FILES = ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}"];
const RULE_ID = "tool-schema-inspect/definitions";

type Item = { kind: "definition"; facts: DefinitionFacts } | { kind: "remote"; facts: RemoteFacts };

/**
 * Reports one message per definition and per remote tool, its facts as JSON. A rule is how the
 * facts are reached: the finder runs on ESLint's parse of the file, inside a rule's context.
 * Internal: the plugin does not export it.
 */
const definitionsRule: TSESLint.RuleModule<"item"> = {
  defaultOptions: [],
  meta: { type: "suggestion", schema: [], messages: { item: "{{json}}" } },
  create(context) {
    return {
      "Program:exit"(program: TSESTree.Program) {
        const views = getFileViews(context);
        const items: Item[] = [
          ...views.definitions.map((definition): Item => ({
            kind: "definition",
            facts: definitionFacts(definition, views),
          })),
          ...views.remote.map((tool): Item => ({ kind: "remote", facts: remoteFacts(tool) })),
        ];
        for (const item of items)
          context.report({ node: program, messageId: "item", data: { json: JSON.stringify(item) } });
      },
    };
  },
};

/** A file ESLint could not parse: it was not inspected. */
export interface LintProblem {
  file: string;
  /** Absent when the file was refused before parsing (no tsconfig.json includes it). */
  line: number | undefined;
  message: string;
}

export interface InspectionLint {
  files: InspectedFile[];
  /** Patterns that matched no file. */
  unmatched: string[];
  problems: LintProblem[];
}

function overrideConfig(cwd: string, parser: Linter.Parser): Linter.Config[] {
  return [
    {
      files: FILES,
      languageOptions: { parser, parserOptions: { projectService: true, tsconfigRootDir: cwd } },
      // An `/* eslint-disable */` at the top of a file (common in generated code) would hide the
      // rule's messages, and with them the file's definitions: directives are not applied here.
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" },
      plugins: { "tool-schema-inspect": { rules: { definitions: definitionsRule as unknown as Rule.RuleModule } } },
      rules: { [RULE_ID]: "error" },
    },
  ];
}

/**
 * The inspected file, or the parse error that kept it from being inspected. Other messages that are
 * not the rule's (an inline directive that is not applied) say nothing about tool definitions.
 */
function readResult(result: ESLintClass.LintResult): { file: InspectedFile } | { problem: LintProblem } {
  const fatal = result.messages.find((message) => message.fatal === true);
  if (fatal !== undefined) return { problem: { file: result.filePath, line: fatal.line, message: fatal.message } };
  const file: InspectedFile = { file: result.filePath, definitions: [], remote: [] };
  for (const message of result.messages) {
    if (message.ruleId !== RULE_ID) continue;
    const item = JSON.parse(message.message) as Item;
    if (item.kind === "definition") file.definitions.push(item.facts);
    else file.remote.push(item.facts);
  }
  return { file };
}

/**
 * The directory of the nearest tsconfig.json at or above `dir` (or `dir` itself without one): the
 * project service reads no tsconfig.json above its root directory.
 */
function projectRoot(dir: string): string {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, "tsconfig.json"))) return current;
    if (dirname(current) === current) return dir;
  }
}

/**
 * Lints each pattern in turn (one ESLint, so one project service and one program per tsconfig):
 * linting them separately is how a pattern that matches nothing is told apart. A file matched by
 * several patterns is reported once.
 */
export async function lintForInspection(patterns: readonly string[], cwd: string): Promise<InspectionLint> {
  const { ESLint } = await import("eslint");
  const parser = (await import("@typescript-eslint/parser")) as unknown as Linter.Parser;
  // ESLint lints only below its `cwd`: a path outside it (`../other/tools.ts`, an absolute path) is
  // linted by an ESLint rooted at that path, so any existing path can be inspected.
  const linters = new Map<string, ESLintClass>();
  const eslintAt = (root: string): ESLintClass => {
    let eslint = linters.get(root);
    if (eslint === undefined) {
      eslint = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: overrideConfig(root, parser),
        errorOnUnmatchedPattern: false,
        // An ignored file (node_modules, or not a file the parser reads) is a pattern that matched nothing.
        warnIgnored: false,
      });
      linters.set(root, eslint);
    }
    return eslint;
  };
  const seen = new Set<string>();
  const outcome: InspectionLint = { files: [], unmatched: [], problems: [] };
  for (const pattern of patterns) {
    const path = resolve(cwd, pattern);
    const outside = existsSync(path) && relative(cwd, path).startsWith("..");
    const root = outside ? projectRoot(statSync(path).isDirectory() ? path : dirname(path)) : cwd;
    const results = await eslintAt(root).lintFiles([outside ? path : pattern]);
    if (results.length === 0) outcome.unmatched.push(pattern);
    for (const result of results) {
      if (seen.has(result.filePath)) continue;
      seen.add(result.filePath);
      const read = readResult(result);
      // A file that could not be parsed has no definitions to show, which is not zero of them.
      if ("problem" in read) outcome.problems.push(read.problem);
      else outcome.files.push(read.file);
    }
  }
  return outcome;
}
