// The plugin object, its configs, and an end-to-end run through ESLint's Node API with
// configs.recommended alone (plus the fixture's tsconfigRootDir), as a user would run it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import plugin from "../src/eslint/index.js";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
const fixtures = fileURLToPath(new URL("./fixtures/eslint/", import.meta.url));
const OWN_RULES = ["no-duplicate-tool-names", "require-description", "valid-tool-name"];

describe("plugin object", () => {
  it("has meta with name, version and namespace", () => {
    expect(plugin.meta).toEqual({ name: "tool-schema", version: pkg.version, namespace: "tool-schema" });
  });

  it("recommended sets the parser with projectService for TypeScript files and registers the plugin", () => {
    const config = plugin.configs.recommended;
    expect(config.files).toEqual(["**/*.{ts,tsx,mts,cts}"]);
    expect(config.languageOptions?.parser).toBe(tsParser);
    expect(config.languageOptions?.parserOptions).toMatchObject({ projectService: true });
    expect(config.plugins?.["tool-schema"]).toBe(plugin);
    for (const id of Object.keys(plugin.rules)) expect(config.rules).toHaveProperty(`tool-schema/${id}`);
  });

  it("strict requires parameter descriptions and makes provider limits errors", () => {
    const rules = plugin.configs.strict.rules ?? {};
    expect(rules["tool-schema/require-description"]).toEqual(["error", { parameters: true }]);
    expect(rules["tool-schema/valid-tool-name"]).toBe("error");
    expect(rules["tool-schema/no-duplicate-tool-names"]).toBe("error");
  });

  it("names only rules it has", () => {
    for (const config of [plugin.configs.recommended, plugin.configs.strict]) {
      for (const key of Object.keys(config.rules ?? {})) {
        expect(Object.keys(plugin.rules)).toContain(key.replace("tool-schema/", ""));
      }
    }
  });
});

describe("configs.recommended through the ESLint Node API", () => {
  it("lints a typed project: cross-file duplicates, names, descriptions", async () => {
    const eslint = new ESLint({
      cwd: fixtures,
      overrideConfigFile: true,
      overrideConfig: [
        plugin.configs.recommended as never,
        { languageOptions: { parserOptions: { tsconfigRootDir: fixtures } } },
      ],
    });
    const results = await eslint.lintFiles(["plugin/*.ts"]);
    const own = (file: string) =>
      results
        .find((r) => r.filePath.endsWith(`plugin/${file}`))!
        .messages.filter((m) => OWN_RULES.some((id) => m.ruleId === `tool-schema/${id}`))
        .map((m) => [m.ruleId, m.line, m.severity, m.message]);
    for (const result of results) expect(result.messages.filter((m) => m.fatal)).toEqual([]);

    expect(own("a.ts")).toEqual([
      [
        "tool-schema/no-duplicate-tool-names",
        8,
        2,
        'Tool name "lookup_order" is also registered on this registry in plugin/b.ts:12; the last registration silently replaces the other. Rename one of them or remove the duplicate.',
      ],
    ]);
    expect(own("b.ts").map(([ruleId, line, severity]) => [ruleId, line, severity])).toEqual([
      ["tool-schema/no-duplicate-tool-names", 12, 2],
      ["tool-schema/require-description", 22, 1],
      ["tool-schema/valid-tool-name", 22, 1],
    ]);
    expect(own("registry.ts")).toEqual([]);
  });
});
