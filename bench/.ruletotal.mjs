// total rule time per rule over a project: node ruletotal.mjs dir glob...
import { join } from "node:path";
import { pathToFileURL } from "node:url";
const { ESLint } = await import(pathToFileURL("/work/main/node_modules/eslint/lib/api.js").href);
const [dir, ...globs] = process.argv.slice(2);
const dist = process.env.TOOL_SCHEMA_DIST;
const plugin = (await import(pathToFileURL(join(dist, "src/eslint/index.js")).href)).default;
const { trivialTypedRule } = await import("/work/main/bench/baseline-rule.js");
const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [
  { ignores: ["**/*.d.ts", "**/node_modules/**"] },
  { files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"], plugins: { baseline: { rules: { trivial: trivialTypedRule } } }, rules: { "baseline/trivial": "error" } },
  { ...plugin.configs.recommended, files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"] },
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } } },
], errorOnUnmatchedPattern: false, stats: true });
const t = performance.now();
const results = await eslint.lintFiles(globs);
const wall = performance.now() - t;
const totals = {}; let parse = 0, fix = 0, rulesAll = 0, total = 0;
for (const r of results) for (const pass of r.stats?.times.passes ?? []) {
  parse += pass.parse.total; fix += pass.fix.total; total += pass.total;
  for (const [id, time] of Object.entries(pass.rules ?? {})) { totals[id] = (totals[id] ?? 0) + time.total; rulesAll += time.total; }
}
console.log(`wall ${wall.toFixed(0)} ms, files ${results.length}, parse ${parse.toFixed(0)}, rules ${rulesAll.toFixed(0)}, eslint total ${total.toFixed(0)}`);
for (const [id, ms] of Object.entries(totals).sort((a, b) => b[1] - a[1])) console.log(ms.toFixed(1).padStart(8), id);
