// Runs getToolDefinitions through ESLint's Linter on a snippet (TS or JS, no type information) and
// returns what it found, flattened to plain data the tests can compare.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Linter, type Rule } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { getToolDefinitions, recordingListeners, type ToolDefinition } from "../../src/find/index.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));

export interface FoundTool {
  format: ToolDefinition["format"];
  name: string | undefined;
  description: string | undefined;
  /** The schema's property names, when the schema literal was found. */
  schemaKeys: string[] | undefined;
  schemaUnreadable: boolean;
  strict: boolean;
  link: string | undefined;
  group: string | undefined;
}

function schemaPropertyNames(schema: TSESTree.ObjectExpression | undefined): string[] | undefined {
  if (schema === undefined) return undefined;
  const properties = schema.properties.find(
    (p) => p.type === "Property" && p.key.type === "Identifier" && p.key.name === "properties",
  );
  if (properties?.type !== "Property" || properties.value.type !== "ObjectExpression") return [];
  return properties.value.properties.flatMap((p) =>
    p.type === "Property" && p.key.type === "Identifier" ? [p.key.name] : [],
  );
}

export function summarise(definition: ToolDefinition): FoundTool {
  return {
    format: definition.format,
    name: definition.name,
    description: definition.description,
    schemaKeys: schemaPropertyNames(definition.schemaNode),
    schemaUnreadable: definition.schemaUnreadable,
    strict: definition.strict,
    link:
      definition.implementation === undefined
        ? undefined
        : `${definition.implementation.kind}:${definition.implementation.functionName}`,
    group: definition.group,
  };
}

/**
 * Lints `code` with a rule that records the definitions; returns them and any lint messages. The
 * file is linted twice: once asking at the Program node (the extraction walks the tree itself) and
 * once at Program:exit with the nodes recorded during ESLint's walk, as the plugin's rules do; both
 * must find the same.
 */
export function findIn(
  code: string,
  options: { filename?: string; settings?: Record<string, unknown>; typed?: boolean } = {},
): { definitions: ToolDefinition[]; tools: FoundTool[]; messages: Linter.LintMessage[] } {
  const walked = lintFor(code, options, false);
  const recorded = lintFor(code, options, true);
  const tools = walked.definitions.map(summarise);
  if (JSON.stringify(recorded.definitions.map(summarise)) !== JSON.stringify(tools)) {
    throw new Error(
      `the recorded walk found ${JSON.stringify(recorded.definitions.map(summarise))}, the own walk ${JSON.stringify(tools)}`,
    );
  }
  return { ...walked, tools };
}

function lintFor(
  code: string,
  options: { filename?: string; settings?: Record<string, unknown>; typed?: boolean },
  recorded: boolean,
): { definitions: ToolDefinition[]; messages: Linter.LintMessage[] } {
  let definitions: ToolDefinition[] = [];
  let calls = 0;
  const read = (context: Readonly<TSESLint.RuleContext<never, []>>): void => {
    definitions = getToolDefinitions(context);
    // A second call must hit the cache and return the very same array.
    if (getToolDefinitions(context) !== definitions) throw new Error("not cached");
    calls++;
  };
  const collect: TSESLint.RuleModule<never, []> = {
    defaultOptions: [],
    meta: { type: "problem", messages: {}, schema: [] },
    create(context) {
      if (!recorded) return { Program: () => read(context) };
      const recorder = recordingListeners(context.sourceCode);
      return {
        ...recorder,
        "Program:exit"(node) {
          recorder["Program:exit"]?.(node);
          read(context);
        },
      };
    },
  };
  const filename = options.filename ?? "file.ts";
  // Typed: the fixture project's default project (file.ts sits at its root), as the rule tests use.
  const typedOptions = options.typed
    ? { parserOptions: { projectService: { allowDefaultProject: ["*.ts"] }, tsconfigRootDir: FIXTURES } }
    : {};
  const linter = new Linter({ configType: "flat", cwd: FIXTURES });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.{ts,tsx,js,mjs,cjs}"],
        languageOptions: filename.endsWith(".ts") ? { parser: tsParser as Linter.Parser, ...typedOptions } : {},
        plugins: { test: { rules: { collect: collect as unknown as Rule.RuleModule } } },
        rules: { "test/collect": "error" },
        settings: options.settings ?? {},
      },
    ],
    options.typed ? join(FIXTURES, filename) : filename,
  );
  if (calls !== 1) throw new Error(`collector ran ${calls} times: ${JSON.stringify(messages)}`);
  return { definitions, messages };
}
