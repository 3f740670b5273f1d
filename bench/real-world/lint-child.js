// One lint of one real-world project, in a fresh process (no parser, program or JIT state carried
// over), printed as JSON on stdout: `node lint-child.js <dir> <mode> <globs-json>`.
//   baseline     the same parser and projectService, one trivial typed rule
//   recommended  configs.recommended (extended to JavaScript, which many servers ship)
//   results      configs.recommended plus an inventory of the definitions the plugin found, with
//                ESLint's per-file rule times
//   times        configs.recommended with ESLint's per-file rule times, nothing else loaded: the
//                inventory reads the finder's unbundled modules, a second copy of our code that a
//                user's lint never loads (a few ms on paypal's one file, about one lint's noise,
//                but a cost no user pays)
//   fix          configs.recommended with --fix, writing the fixed files
// Time is loading the rules (the plugin, or the baseline's one rule) + `new ESLint` + `lintFiles`;
// eslint and the parser, which both load, are loaded before. Memory is the process's peak resident set.
import { pathToFileURL, fileURLToPath } from "node:url";
import { join, relative } from "node:path";

const repo = fileURLToPath(new URL("../../", import.meta.url));
/** The built plugin: dist/ (npm run build), or another build folder of this repository. */
const dist = process.env.TOOL_SCHEMA_DIST ?? join(repo, "dist");
const FILES = ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"];
const IGNORES = ["**/*.d.ts", "**/*.d.mts", "**/*.d.cts", "**/node_modules/**"];

/**
 * The line of the function a definition is made in (`const tavilySearch = (options) => tool({…})`:
 * its declarator's), where a label may name an unnamed definition by its factory; undefined at the
 * top of a module.
 */
function factoryLine(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (!/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(current.type)) continue;
    const holder = current.parent?.type === "VariableDeclarator" ? current.parent : current;
    return holder.loc.start.line;
  }
  return undefined;
}

/**
 * Reports one message per tool definition the plugin finds in a file, with what it linked, and one
 * per tool dispatched here but declared in another file. Read by the benchmark, not shown to anyone.
 */
function inventoryRule(getFileViews) {
  return {
    meta: { type: "suggestion", schema: [], messages: { item: "{{json}}" } },
    create(context) {
      return {
        "Program:exit"(program) {
          const views = getFileViews(context);
          for (const definition of views.definitions) {
            const name = definition.name ?? views.names.get(definition.node);
            const json = JSON.stringify({
              kind: "definition",
              name,
              format: definition.format,
              linked: definition.implementation !== undefined || views.views.has(definition.node),
              line: (definition.nameNode ?? definition.node).loc.start.line,
              factoryLine: factoryLine(definition.node),
            });
            context.report({ node: program, messageId: "item", data: { json } });
          }
          // A tool dispatched here but declared elsewhere is linked only when its branch's reads are
          // all visible or it hands them to a function the plugin resolved in another module.
          for (const tool of views.remote) {
            context.report({
              node: program,
              messageId: "item",
              data: { json: JSON.stringify({ kind: "remote", name: tool.name, linked: tool.linked }) },
            });
          }
          for (const tool of views.incoming ?? []) {
            for (const name of tool.names) {
              context.report({
                node: program,
                messageId: "item",
                data: { json: JSON.stringify({ kind: "remote", name, linked: true }) },
              });
            }
          }
        },
      };
    },
  };
}

async function main(dir, mode, globs) {
  const { ESLint } = await import("eslint");
  const tsParser = await import("@typescript-eslint/parser");
  // Loading the rules is part of a lint, as `eslint .` pays it: the clock starts before.
  const start = performance.now();
  const { trivialTypedRule } = await import("../baseline-rule.js");
  const plugin = (await import(pathToFileURL(join(dist, "src/eslint/index.js")).href)).default;
  const parserOptions = { projectService: true, tsconfigRootDir: dir };

  let overrideConfig;
  if (mode === "baseline") {
    overrideConfig = [
      { ignores: IGNORES },
      {
        files: FILES,
        languageOptions: { parser: tsParser, parserOptions },
        plugins: { baseline: { rules: { trivial: trivialTypedRule } } },
        rules: { "baseline/trivial": "error" },
      },
    ];
  } else {
    overrideConfig = [
      { ignores: IGNORES },
      { ...plugin.configs.recommended, files: FILES },
      { languageOptions: { parserOptions } },
    ];
    if (mode === "results" || mode === "times") {
      // The baseline's typed rule runs first, as in rule-times.js: it makes the program's checker,
      // which any typed lint makes once, so the slowest file's rule time is the plugin's own.
      overrideConfig.splice(1, 0, {
        files: FILES,
        plugins: { baseline: { rules: { trivial: trivialTypedRule } } },
        rules: { "baseline/trivial": "error" },
      });
    }
    if (mode === "results") {
      const { getFileViews } = await import(pathToFileURL(join(dist, "src/find/read/arguments/index.js")).href);
      overrideConfig.push({
        files: FILES,
        plugins: { bench: { rules: { inventory: inventoryRule(getFileViews) } } },
        rules: { "bench/inventory": "error" },
      });
    }
  }

  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig,
    errorOnUnmatchedPattern: false,
    fix: mode === "fix",
    stats: mode === "results" || mode === "times",
  });
  const results = await eslint.lintFiles(globs);
  const elapsed = performance.now() - start;
  if (mode === "fix") await ESLint.outputFixes(results);

  const out = {
    elapsed,
    peakRss: process.resourceUsage().maxRSS * 1024,
    files: results.length,
    paths: results.map((result) => relative(dir, result.filePath)),
    messages: [],
    inventory: [],
    ruleTimes: [],
  };
  for (const result of results) {
    const file = relative(dir, result.filePath);
    for (const m of result.messages) {
      if (m.ruleId === "bench/inventory") out.inventory.push({ file, ...JSON.parse(m.message) });
      else
        out.messages.push({
          file,
          line: m.line,
          column: m.column,
          ruleId: m.ruleId,
          message: m.message,
          fatal: m.fatal === true,
          fix: m.fix !== undefined,
          suggestions: m.suggestions?.length ?? 0,
        });
    }
    if (result.stats !== undefined) {
      let ms = 0;
      for (const pass of result.stats.times.passes) {
        for (const [ruleId, time] of Object.entries(pass.rules ?? {}))
          if (ruleId.startsWith("tool-schema/")) ms += time.total;
      }
      out.ruleTimes.push({ file, ms });
    }
  }
  process.stdout.write(JSON.stringify(out));
}

await main(process.argv[2], process.argv[3], JSON.parse(process.argv[4]));
