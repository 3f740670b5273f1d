// Lint cost with the rules that read implementations (issue 6): the plugin issue's generated project
// (200 files / 400 tools) extended with 100 tools dispatched by a `switch` on the tool name (MCP
// CallTool style), configs.recommended vs parser + projectService + one trivial typed rule: ≤ 1.15×.
// Each run is a fresh child process (lint.bench.js's child mode); the ratio is the median of the
// runs' paired ratios. Imports the built plugin: `npm run build` first.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateProject, measurePair } from "./lint.bench.js";
import { pairedRow } from "./table.js";

const RUNS = Number(process.env.LINT_BENCH_RUNS ?? 9);
const DISPATCH_FILES = 10;
const TOOLS_PER_DISPATCH = 10;

/** One MCP-style file: a raw-JSON tool list and a CallTool switch reading each tool's arguments. */
function dispatchSource(file) {
  const ids = Array.from({ length: TOOLS_PER_DISPATCH }, (_, k) => file * TOOLS_PER_DISPATCH + k);
  const tools = ids.map(
    (i) => `  {
    name: "operation_${i}",
    description: "Run operation ${i} for a city over some days",
    inputSchema: {
      type: "object",
      properties: { city: { type: "string", description: "City" }, days: { type: "integer" }, mode${i}: { type: "string", enum: ["fast", "full"] } },
      required: ["city", "days"],
    },
  },`,
  );
  const cases = ids.map(
    (i) => `    case "operation_${i}": {
      const city = String(args.city);
      return \`\${city} \${Number(args.days)} \${String(args.mode${i} ?? "fast")}\`;
    }`,
  );
  return `export const dispatchTools${file} = [
${tools.join("\n")}
];

export function callTool${file}(request: { params: { name: string; arguments?: Record<string, unknown> } }): string {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
${cases.join("\n")}
    default:
      throw new Error(\`Unknown tool: \${request.params.name}\`);
  }
}
`;
}

export default async function dispatchLintBenchmark() {
  const dir = generateProject(200);
  for (let file = 0; file < DISPATCH_FILES; file++)
    writeFileSync(join(dir, "src", `dispatch${file}.ts`), dispatchSource(file));
  try {
    const times = { baseline: [], recommended: [] };
    let sample;
    for (let run = 0; run < RUNS; run++) {
      const pair = measurePair(dir, run);
      sample = pair.recommended;
      times.baseline.push(pair.baseline.elapsed);
      times.recommended.push(sample.elapsed);
      process.stderr.write(`  dispatch lint run ${run + 1}/${RUNS} done\n`);
    }
    process.stderr.write(
      `  recommended on 200 files + 100 dispatched tools reported ${JSON.stringify(sample.byRule)}\n`,
    );
    return [
      pairedRow(
        "lint 200 files / 400 tools + 100 switch-dispatched tools: configs.recommended vs parser + projectService + 1 typed rule",
        times.recommended,
        times.baseline,
        "≤ 1.15",
        1.15,
      ),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
