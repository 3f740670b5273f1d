// Lint cost of the ESLint plugin (issue 3), on a generated TypeScript project:
//  (a) configs.recommended on 200 files / 400 tools vs the same ESLint run with the parser,
//      projectService and one trivial type-aware rule (both build the program): ≤ 1.10×
//  (b) configs.recommended on 800 files / 1,600 tools vs on 200 files: ≤ 4.2×
// Every run is a fresh child process (no parser, program or JIT state carried between runs); the
// figure is the time of `new ESLint(…)` + `lintFiles` inside it, median of RUNS, configurations
// interleaved (in alternating order) so machine noise hits both alike; the ratio is the median of
// the runs' paired ratios. Imports the built plugin: `npm run build` first.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pairedRow } from "./table.js";

const RUNS = Number(process.env.LINT_BENCH_RUNS ?? 7);
const TOOLS_PER_FILE = 2;
const here = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------- the generated project

/** A stand-in for the runtime's types, so registry calls type-check like in a real project. */
const TOOL_SCHEMA_STUB = `export interface Integer { readonly __integer?: never }
export class ToolRegistry {
  tool<F extends (...args: never[]) => unknown>(fn: F, options: { name?: string; description: string; parameters?: object; positional?: string[] }): F {
    void options;
    return fn;
  }
}
`;

const AI_STUB = `export function tool<T>(options: T): T { return options; }
export function jsonSchema<T = unknown>(schema: object): { schema: object; __type?: T } { return { schema }; }
`;

const schemaFor = (i) =>
  `{ type: "object", properties: { city: { type: "string", description: "City" }, days: { type: "integer", description: "Days ahead" }, units${i}: { type: "string", enum: ["metric", "imperial"] } }, required: ["city", "days", "units${i}"] }`;

/** One tool in one of six shapes, its implementation linked the way that shape links. */
function toolSource(file, slot) {
  const i = file * TOOLS_PER_FILE + slot;
  const fn = `forecast${i}`;
  const name = `forecast_${i}`;
  const params = `city: string, days: number, units${i}: "metric" | "imperial"`;
  const objectParam = `args: { city: string; days: number; units${i}: "metric" | "imperial" }`;
  switch (i % 6) {
    case 0: // registry call, positional
      return `export function ${fn}(${params}): string { return city + days + units${i}; }
registry.tool(${fn}, { name: "${name}", description: "Weather forecast for a city, some days ahead (variant ${i})", parameters: ${schemaFor(i)}, positional: ["city", "days", "units${i}"] });`;
    case 1: // OpenAI chat, linked by name (snake_case → camelCase)
      return `export function ${fn}(${objectParam}): string { return args.city; }
export const chatTool${i} = { type: "function", function: { name: "${name}", description: "Weather forecast for a city, some days ahead (variant ${i})", parameters: ${schemaFor(i)} } } as const;`;
    case 2: // OpenAI Responses, linked through a dispatch object
      return `function impl${i}(${objectParam}): string { return args.city; }
export const responsesTool${i} = { type: "function", name: "${name}", description: "Weather forecast for a city, some days ahead (variant ${i})", parameters: ${schemaFor(i)}, strict: false };
export const handlers${i} = { ${name}: impl${i} };`;
    case 3: // Anthropic, schema in a const
      return `const schema${i} = ${schemaFor(i)} as const;
export function ${fn}(${objectParam}): string { return args.city; }
export const anthropicTool${i} = { name: "${name}", description: "Weather forecast for a city, some days ahead (variant ${i})", input_schema: schema${i} };`;
    case 4: // MCP, linked by exact name
      return `export function ${name}(${objectParam}): string { return args.city; }
export const mcpTool${i} = { name: "${name}", description: "Weather forecast for a city, some days ahead (variant ${i})", inputSchema: ${schemaFor(i)} };`;
    default: // Vercel AI SDK
      return `export const vercelTools${i} = {
  ${name}: tool({ description: "Weather forecast for a city, some days ahead (variant ${i})", inputSchema: jsonSchema(${schemaFor(i)}), execute: async (${objectParam}) => args.city }),
};`;
  }
}

function fileSource(file) {
  const tools = Array.from({ length: TOOLS_PER_FILE }, (_, slot) => toolSource(file, slot));
  return `import { registry } from "./registry.js";
import { jsonSchema, tool } from "./ai.js";
void jsonSchema; void tool; void registry;

${tools.join("\n\n")}

/** Some ordinary code next to the tools. */
export function helper${file}(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value * ${file + 1};
  return total;
}
`;
}

/** Writes a project of `files` tool files into a new temp dir; returns the dir. */
export function generateProject(files) {
  const dir = mkdtempSync(join(tmpdir(), `tool-schema-lint-${files}-`));
  mkdirSync(join(dir, "src"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "generated", type: "module", private: true }));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        paths: { "tool-schema": ["./src/tool-schema.ts"] },
      },
      include: ["src"],
    }),
  );
  writeFileSync(join(dir, "src", "tool-schema.ts"), TOOL_SCHEMA_STUB);
  writeFileSync(join(dir, "src", "ai.ts"), AI_STUB);
  writeFileSync(
    join(dir, "src", "registry.ts"),
    `import { ToolRegistry } from "tool-schema";\nexport const registry = new ToolRegistry();\n`,
  );
  for (let file = 0; file < files; file++) writeFileSync(join(dir, "src", `tools${file}.ts`), fileSource(file));
  return dir;
}

// ---------------------------------------------------------------- one measured lint (child process)

async function childLint(dir, configName) {
  const { ESLint } = await import("eslint");
  const tsParser = await import("@typescript-eslint/parser");
  const { trivialTypedRule: trivial } = await import("./baseline-rule.js");
  const plugin = (await import(pathToFileURL(join(here, "../../dist/src/eslint/index.js")).href)).default;
  const parserOptions = { projectService: true, tsconfigRootDir: dir };
  const overrideConfig =
    configName === "baseline"
      ? [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser, parserOptions },
            plugins: { baseline: { rules: { trivial } } },
            rules: { "baseline/trivial": "error" },
          },
        ]
      : [plugin.configs.recommended, { languageOptions: { parserOptions } }];

  const start = performance.now();
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig });
  const results = await eslint.lintFiles(["src/**/*.ts"]);
  const elapsed = performance.now() - start;
  const fatal = results.flatMap((r) => r.messages.filter((m) => m.fatal));
  const problems = results.reduce((sum, r) => sum + r.messages.length, 0);
  const byRule = {};
  for (const r of results) for (const m of r.messages) byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
  process.stdout.write(JSON.stringify({ elapsed, files: results.length, fatal: fatal.length, problems, byRule }));
}

/** Lints `dir` with the named setup in a fresh child process; its elapsed time and reports. */
export function measure(dir, configName) {
  const out = execFileSync(process.execPath, [here, "--child", dir, configName], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(out);
  if (result.fatal > 0) throw new Error(`${configName}: ${result.fatal} fatal parse errors in ${dir}`);
  return result;
}

/**
 * One back-to-back pair on `dir`: the baseline and configs.recommended, in alternating order from
 * run to run, so neither setup is always the one that starts on a cold disk cache.
 */
export function measurePair(dir, run) {
  if (run % 2 === 0) {
    const baseline = measure(dir, "baseline");
    return { baseline, recommended: measure(dir, "recommended") };
  }
  const recommended = measure(dir, "recommended");
  return { baseline: measure(dir, "baseline"), recommended };
}

// ---------------------------------------------------------------- the benchmark

export default async function lintBenchmark() {
  const small = generateProject(200);
  const large = generateProject(800);
  try {
    const times = { baseline: [], recommended: [], large: [] };
    let sample;
    for (let run = 0; run < RUNS; run++) {
      const pair = measurePair(small, run);
      sample = pair.recommended;
      times.baseline.push(pair.baseline.elapsed);
      times.recommended.push(sample.elapsed);
      times.large.push(measure(large, "recommended").elapsed);
      process.stderr.write(`  lint run ${run + 1}/${RUNS} done\n`);
    }
    process.stderr.write(`  recommended on 200 files reported ${JSON.stringify(sample.byRule)}\n`);
    return [
      pairedRow(
        "lint 200 files / 400 tools: configs.recommended vs parser + projectService + 1 typed rule",
        times.recommended,
        times.baseline,
        "≤ 1.10",
        1.1,
      ),
      pairedRow(
        "lint 800 files / 1,600 tools vs 200 files / 400 tools (configs.recommended)",
        times.large,
        times.recommended,
        "≤ 4.2",
        4.2,
      ),
    ];
  } finally {
    rmSync(small, { recursive: true, force: true });
    rmSync(large, { recursive: true, force: true });
  }
}

if (process.argv[1] === here && process.argv[2] === "--child") {
  await childLint(process.argv[3], process.argv[4]);
}
