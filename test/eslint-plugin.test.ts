// The plugin object, its configs, and an end-to-end run through ESLint's Node API with
// configs.recommended alone (plus the fixture's tsconfigRootDir), as a user would run it.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ESLint, Linter } from "eslint";
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

describe("the rules that need no types never throw", () => {
  const untypedRules: Linter.RulesRecord = {
    "tool-schema/no-duplicate-tool-names": "error",
    "tool-schema/require-description": ["error", { parameters: true }],
    "tool-schema/valid-tool-name": ["error", { provider: "mcp" }],
  };
  const lint = (code: string, filename: string) =>
    new Linter({ configType: "flat" }).verify(
      code,
      [
        {
          files: ["**/*.{ts,tsx,js,cjs,mjs}"],
          languageOptions: filename.endsWith("js") ? {} : { parser: tsParser as Linter.Parser },
          plugins: { "tool-schema": plugin as never },
          rules: untypedRules,
        },
      ],
      filename,
    );

  const weird = [
    ``,
    `export const a = {}; export const b = [{}]; export const c = { type: "function", function: {} };`,
    `const k = "name"; export const t = { [k]: "x", ["input_schema"]: {}, [Symbol.iterator]: 1 };`,
    `declare const o: any; export const t = [...o, { ...o }, { type: "function", function: { ...o } }];`,
    `export const t = [{ name: 42, input_schema: { properties: { a: 1, b: null, [c]: {} } } }, { type: "function", function: { name: 1e3, parameters: [] } }];`,
    "export const t = [{ name: `a${1}`, description: `${x}`, input_schema: {} }, { name: ``, input_schema: { properties: `x` } }];",
    `declare const r: any; r.tool(); r.tool(...[]); r["tool"](1, 2); r?.tool?.(f, { name: "x" });`,
    `import { ToolRegistry } from "tool-schema"; const r = new ToolRegistry(); r.tool(); r.tool(...fns); r.tool(f, 42); r.tool(f, null); r.tool(f, { name: null, description: null, parameters: null, positional: "x" });`,
    `export const t = { get name() { return "x"; }, input_schema: {}, set description(v: string) {} };`,
    `const a: any = a; export const t = { name: "x", input_schema: a, description: a };`,
    `import { tool } from "ai"; export const t = { a: tool(), b: tool(...[]), c: tool(1 as any), [d]: tool({ description: "" }), 1: tool({}) };`,
    `export const t = { name: "x", input_schema: { properties: { p: { anyOf: "no", oneOf: [null, ...x], allOf: [1] } } } };`,
    `export const t = { type: "function", function: { name: "\\u0000\\uD800", description: "\\u0000" } };`,
    `export const t = { name: "${"x".repeat(10_000)}", inputSchema: {} };`,
    `label: for (;;) { break label; } export default class { tool() {} static { new this().tool(1, {}); } }`,
  ];

  it.each(weird.map((code, index) => [index, code] as const))("snippet %i (TypeScript and JavaScript)", (_i, code) => {
    expect(lint(code, "file.ts").filter((m) => m.fatal)).toEqual([]);
    const js = code
      .replace(/declare [^;]+;/g, "")
      .replace(/: (any|string)/g, "")
      .replace(/ as any/g, "");
    expect(() => lint(js, "file.js")).not.toThrow();
  });

  it("on this repository's own sources", () => {
    const files = ["src", "rules", "test", "bench"].flatMap((dir) =>
      readdirSync(new URL(`../${dir}/`, import.meta.url), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|js)$/.test(file) && !file.includes("fixtures"))
        .map((file) => new URL(`../${dir}/${file}`, import.meta.url)),
    );
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const messages = lint(readFileSync(file, "utf8"), fileURLToPath(file).endsWith(".js") ? "file.js" : "file.ts");
      expect(
        messages.filter((m) => m.fatal && !m.message.startsWith("Parsing error")),
        file.pathname,
      ).toEqual([]);
    }
  });
});
