// The ESLint plugin object: rules and flat configs (ESLint 9.15+ and 10). Loaded by index.ts once
// the packages it imports are known to be installed in supported versions.
import { readFileSync } from "node:fs";
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { rules } from "../../rules/index.js";

const NAMESPACE = "tool-schema";

/** The package version, read from the package.json above this file (src/ when run from source, dist/src/ when built). */
function packageVersion(): string {
  for (const relative of ["../../package.json", "../../../package.json"]) {
    try {
      const json = JSON.parse(readFileSync(new URL(relative, import.meta.url), "utf8")) as {
        name?: unknown;
        version?: unknown;
      };
      if (json.name === NAMESPACE && typeof json.version === "string") return json.version;
    } catch {
      // not there: try the next location
    }
  }
  return "0.0.0";
}

type Severity = "error" | "warn";
type RuleEntry = Severity | [Severity, ...unknown[]];

/**
 * What each config turns on. recommended: what is wrong is an error, what is weak a warning;
 * strict: parameter descriptions required and provider limits as errors.
 */
const RECOMMENDED: Record<string, RuleEntry> = {
  "no-schema-drift": "error",
  "no-duplicate-tool-names": "error",
  "no-untyped-parameters": "warn",
  "require-description": "warn",
  "valid-tool-name": "warn",
  "no-undeclared-arguments": "error",
  "no-unread-parameters": "warn",
  "description-matches-parameters": "warn",
  // An invalid schema fails every request that carries the tool; a misplaced keyword is never intended.
  "valid-schema": "error",
  "valid-zod-schema": "error",
  // Only what a provider documents or was seen to reject (HTTP 400), for the provider the tool is sent to.
  "provider-compatible": "error",
  // A tool the model is offered but no branch runs, or a branch no offered tool reaches.
  "no-unhandled-tools": "error",
};
const STRICT: Record<string, RuleEntry> = {
  "no-schema-drift": "error",
  "no-duplicate-tool-names": "error",
  "no-untyped-parameters": "error",
  "require-description": ["error", { parameters: true }],
  "valid-tool-name": "error",
  "no-undeclared-arguments": "error",
  "no-unread-parameters": "error",
  "description-matches-parameters": "error",
  "valid-schema": "error",
  "valid-zod-schema": "error",
  "provider-compatible": "error",
  "no-unhandled-tools": "error",
};

/** `tool-schema/<id>` entries for the rules that exist (a config must never name an unknown rule). */
function ruleEntries(table: Record<string, RuleEntry>): TSESLint.FlatConfig.Rules {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([id]) => Object.hasOwn(rules, id))
      .map(([id, entry]) => [`${NAMESPACE}/${id}`, entry]),
  ) as TSESLint.FlatConfig.Rules;
}

const plugin = {
  meta: { name: NAMESPACE, version: packageVersion(), namespace: NAMESPACE },
  rules,
  configs: {} as Record<"recommended" | "strict", TSESLint.FlatConfig.Config>,
};

/** A config that works alone in a TypeScript project: parser with projectService, plugin, rules. */
function config(name: string, table: Record<string, RuleEntry>): TSESLint.FlatConfig.Config {
  return {
    name: `${NAMESPACE}/${name}`,
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: {
      parser: tsParser,
      parserOptions: { projectService: true },
    },
    plugins: { [NAMESPACE]: plugin as unknown as TSESLint.FlatConfig.Plugin },
    rules: ruleEntries(table),
  };
}

// Assigned after the plugin exists, so the configs can register it.
plugin.configs.recommended = config("recommended", RECOMMENDED);
plugin.configs.strict = config("strict", STRICT);

export default plugin;

// `tool-schema inspect` reads the same views as the rules, from this one bundled module: the package
// ships the pipeline once (in this bundle), and inspect's rule shares the rules' caches.
export { getFileViews } from "../find/index.js";
