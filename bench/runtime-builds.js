// The runtime of today's code and of a baseline commit, built the same way, so runtime.bench.js can
// measure both in one process: src/index.ts of each, bundled by rolldown (the TypeScript is
// transpiled, ajv stays an import). The baseline's sources come from git (`git archive`), by default
// the tag `pre-generalise`, the code before issue 30; BENCH_RUNTIME_BASELINE=<commit> picks another.
// Both land in node_modules/.cache/tool-schema-bench/, inside the repository, so their `ajv`
// import resolves to the repository's.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "rolldown";

const repo = fileURLToPath(new URL("..", import.meta.url));
const cache = join(repo, "node_modules/.cache/tool-schema-bench");

export const BASELINE_REF = process.env.BENCH_RUNTIME_BASELINE ?? "pre-generalise";

async function bundle(sourceRoot, name) {
  const file = join(cache, `${name}.js`);
  await build({
    input: join(sourceRoot, "src/index.ts"),
    external: (id) => !id.startsWith(".") && !id.startsWith("/"),
    // The sources import each other as `./x.js`, as tsc emits them.
    resolve: { extensionAlias: { ".js": [".ts", ".js"] } },
    output: { file, format: "esm" },
    logLevel: "silent",
  });
  return import(pathToFileURL(file).href);
}

/**
 * `{ current, baseline, baselineRef }`: two bundles of each (`current[0]`, `current[1]`, …), each
 * exporting ToolRegistry. Two builds of the same code, created in turn with the other side's, let
 * the benchmark average away what depends on a build's place in the process (which registry was
 * made first, which module was loaded first), and measure how far two identical builds differ.
 */
export async function runtimeBuilds() {
  mkdirSync(cache, { recursive: true });
  const checkout = join(cache, "baseline-src");
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  const archive = execFileSync("git", ["archive", BASELINE_REF, "src"], { cwd: repo });
  execFileSync("tar", ["-x", "-C", checkout], { input: archive });
  const [currentA, baselineA, currentB, baselineB] = await Promise.all([
    bundle(repo, "current-a"),
    bundle(checkout, "baseline-a"),
    bundle(repo, "current-b"),
    bundle(checkout, "baseline-b"),
  ]);
  return { current: [currentA, currentB], baseline: [baselineA, baselineB], baselineRef: BASELINE_REF };
}
