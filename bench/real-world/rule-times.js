// Where the plugin's time goes on one project: configs.recommended with ESLint's per-file rule
// times, printed slowest first. Profile it with `node --cpu-prof bench/real-world/rule-times.js …`.
//   node bench/real-world/rule-times.js <project dir> [glob…]   (default glob: **/*.{js,ts,mjs})
// TOOL_SCHEMA_DIST picks another build of the plugin than dist/.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ESLint } from "eslint";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dist = process.env.TOOL_SCHEMA_DIST ?? join(repo, "dist");
const [dir, ...globs] = process.argv.slice(2);
if (dir === undefined) {
  console.error("usage: node bench/real-world/rule-times.js <project dir> [glob…]");
  process.exit(2);
}
const plugin = (await import(pathToFileURL(join(dist, "src/eslint/index.js")).href)).default;
const { trivialTypedRule } = await import("../baseline-rule.js");
const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ["**/*.d.ts", "**/node_modules/**"] },
    // The baseline's typed rule runs first: it makes the program's checker, which any typed lint
    // makes once, so that cost is not counted against the first file the plugin asks about.
    {
      files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
      plugins: { baseline: { rules: { trivial: trivialTypedRule } } },
      rules: { "baseline/trivial": "error" },
    },
    { ...plugin.configs.recommended, files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"] },
    { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } } },
  ],
  errorOnUnmatchedPattern: false,
  stats: true,
});
const start = performance.now();
const results = await eslint.lintFiles(globs.length > 0 ? globs : ["**/*.{js,ts,mjs}"]);
console.log(`lint: ${(performance.now() - start).toFixed(0)} ms, ${results.length} files`);
const rows = results.map((result) => {
  const rules = {};
  for (const pass of result.stats?.times.passes ?? []) {
    for (const [id, time] of Object.entries(pass.rules ?? {}))
      if (id.startsWith("tool-schema/") || id.startsWith("baseline/")) rules[id] = (rules[id] ?? 0) + time.total;
  }
  const total = Object.values(rules).reduce((sum, ms) => sum + ms, 0);
  return { file: result.filePath.slice(dir.length + 1), total, rules };
});
for (const row of rows.sort((a, b) => b.total - a.total).slice(0, 15)) {
  const parts = Object.entries(row.rules)
    .filter(([, ms]) => ms >= 1)
    .map(([id, ms]) => `${id.replace("tool-schema/", "")} ${ms.toFixed(0)}`);
  console.log(`${row.total.toFixed(0).padStart(6)} ms  ${row.file}  ${parts.join(", ")}`);
}
