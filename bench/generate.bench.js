// Generator benchmark (issue 2). Input: one file of 1,000 exported functions of mixed shapes
// (bench/fixtures-generate.js), written to a temp dir with its tsconfig.json.
//
// Times are CPU times (user + system) of this process or of the child, not wall-clock: the
// benchmark machine is shared, and CPU time is what stays comparable under load. Wall-clock
// medians of the CLI are printed too.
//
// (a) In process, a fresh program per run, median of the runs. Baseline: creating the program's
//     type checker and the type-check work it implies = `program.getTypeChecker()` (binding) plus
//     `program.getSemanticDiagnostics(file)` (checking the file); parsing (`createProgram`) is not
//     in it. Figure: generating all 1,000 schemas afterwards (`exportedFunctions` +
//     `generateSchema` each). A stricter row generates on a program whose checker has bound but
//     checked nothing, so the figure also pays for resolving every type it reads. A third row
//     compares with the whole cost of having types (parse + bind + check).
//     Why this baseline: the checker is lazy, so `getTypeChecker()` alone only binds (about a
//     tenth of the baseline here) and answers nothing yet; the time a user puts down to "the type
//     checker" is binding plus checking, the work `tsc --noEmit` does after parsing. Parsing is
//     left out of the first two rows so that the baseline holds no work the figure cannot share.
//     The unchecked row is the harder one: its figure includes type resolution that checking the
//     file would otherwise have done, so it is a ceiling rather than the generator's own cost.
// (b) The CLI cold, as a user runs it: `node dist/src/bin.js generate tools.ts` (the published bin)
//     vs ts-json-schema-generator's CLI on the same file with `--type '*'` (every exported type,
//     which covers every function's argument types). Its default run type-checks the program; a
//     second row compares with `--no-type-check`. Runs alternate; medians. Our bin keeps the
//     compiler's compiled code between runs (src/compile-cache.ts, in a temp directory of the
//     benchmark's own): the timed runs read it, as every run after a user's first does; the first
//     run, which writes it, is timed on its own and printed as its own row.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { fileURLToPath } from "node:url";
import { exportedFunctions, generateSchema } from "../dist/src/generate.js";
import { writeBenchProject } from "./fixtures-generate.js";
import { median, ms } from "./table.js";

const require = createRequire(import.meta.url);
// `require`, like the generator itself: an ESM import of typescript is much slower on a cold start
// (src/schema/typescript.ts says why).
const ts = require("typescript");
const FUNCTIONS = 1000;
const IN_PROCESS_RUNS = 7;
const CLI_RUNS = 5;
const OUR_CLI = fileURLToPath(new URL("../dist/src/bin.js", import.meta.url));
const THEIR_CLI = require.resolve("ts-json-schema-generator/bin/ts-json-schema-generator.js");

function programOptions(tsconfig) {
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(read.config, ts.sys, tsconfig.replace(/[\\/][^\\/]*$/, "")).options;
}

/** Generates every exported function; returns the count (and checks nothing was left out). */
function generateAll(program, sourceFile) {
  const functions = exportedFunctions(sourceFile, program.getTypeChecker());
  let errors = 0;
  for (const { node } of functions) {
    const result = generateSchema(node, program);
    errors += result.diagnostics.filter((d) => d.severity === "error").length;
  }
  if (functions.length !== FUNCTIONS || errors > 0)
    throw new Error(`generated ${functions.length} functions with ${errors} errors`);
  return functions.length;
}

// A full collection before each timed section, so garbage left by the previous section (a whole
// program) is not collected on the next section's clock.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");

/** CPU milliseconds (user + system) used by this process so far. */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function measureInProcess(file, options) {
  const parse = [];
  const check = [];
  const afterCheck = [];
  const unchecked = [];
  for (let run = 0; run < IN_PROCESS_RUNS; run++) {
    // Checked program: baseline = checker + type check; figure = generation after it.
    collectGarbage();
    let c0 = cpuNow();
    let program = ts.createProgram([file], options);
    const sourceFile = program.getSourceFile(file);
    let c1 = cpuNow();
    program.getTypeChecker();
    program.getSemanticDiagnostics(sourceFile);
    collectGarbage();
    let c2 = cpuNow();
    generateAll(program, sourceFile);
    const c3 = cpuNow();
    parse.push(c1 - c0);
    check.push(c2 - c1);
    afterCheck.push(c3 - c2);

    // Unchecked program: generation resolves the types it reads itself.
    program = ts.createProgram([file], options);
    program.getTypeChecker();
    collectGarbage();
    c0 = cpuNow();
    generateAll(program, program.getSourceFile(file));
    c1 = cpuNow();
    unchecked.push(c1 - c0);
  }
  return { parse: median(parse), check: median(check), afterCheck: median(afterCheck), unchecked: median(unchecked) };
}

const CLOCK_TICKS = (() => {
  const result = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  return Number(result.stdout) || 100;
})();

/** CPU milliseconds used by this process's finished children (Linux /proc), or undefined. */
function childrenCpu() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields after the command name start at field 3 (state); cutime and cstime are fields 16 and 17.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

function time(args, env = process.env) {
  const cpu0 = childrenCpu();
  const t0 = performance.now();
  const result = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env });
  const wall = performance.now() - t0;
  const cpu1 = childrenCpu();
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}: ${result.stderr.slice(0, 500)}`);
  return { wall, cpu: cpu0 === undefined || cpu1 === undefined ? wall : cpu1 - cpu0, stdout: result.stdout };
}

function measureCli(file, tsconfig, cacheHome) {
  const runs = { ours: [], theirs: [], theirsUnchecked: [] };
  const theirArgs = [THEIR_CLI, "--path", file, "--tsconfig", tsconfig, "--type", "*"];
  const ourArgs = [OUR_CLI, "generate", file, "--project", tsconfig];
  const ourEnv = { ...process.env, TMPDIR: cacheHome };
  const first = time(ourArgs, ourEnv);
  if (Object.keys(JSON.parse(first.stdout)).length !== FUNCTIONS) throw new Error("our CLI printed the wrong count");
  for (let run = 0; run < CLI_RUNS; run++) {
    const ours = time(ourArgs, ourEnv);
    runs.ours.push(ours);
    runs.theirs.push(time(theirArgs));
    runs.theirsUnchecked.push(time([...theirArgs, "--no-type-check"]));
  }
  const summary = (list) => ({ cpu: median(list.map((r) => r.cpu)), wall: median(list.map((r) => r.wall)) });
  return {
    first,
    ours: summary(runs.ours),
    theirs: summary(runs.theirs),
    theirsUnchecked: summary(runs.theirsUnchecked),
  };
}

function row(name, figure, baseline, baselineText, limit) {
  const ratio = figure / baseline;
  return {
    name,
    figure: ms(figure),
    baseline: `${ms(baseline)} ${baselineText}`,
    ratio,
    target: `≤ ${limit.toFixed(2)}`,
    ok: ratio <= limit,
  };
}

export default async function generateBenchmark() {
  const project = writeBenchProject(FUNCTIONS);
  try {
    const options = programOptions(project.tsconfig);
    const inProcess = measureInProcess(project.file, options);
    const cacheHome = join(project.dir, "cache-home");
    mkdirSync(cacheHome);
    const cli = measureCli(project.file, project.tsconfig, cacheHome);
    const checker = inProcess.check;
    const typed = inProcess.parse + inProcess.check;
    return [
      row(
        `generate ${FUNCTIONS} fns, after check (CPU)`,
        inProcess.afterCheck,
        checker,
        "getTypeChecker + check file",
        0.1,
      ),
      row(
        `generate ${FUNCTIONS} fns, unchecked program (CPU)`,
        inProcess.unchecked,
        checker,
        "getTypeChecker + check file",
        0.1,
      ),
      row(
        `generate ${FUNCTIONS} fns, unchecked program (CPU)`,
        inProcess.unchecked,
        typed,
        "parse + getTypeChecker + check",
        0.1,
      ),
      row(`CLI generate ${FUNCTIONS} fns (CPU)`, cli.ours.cpu, cli.theirs.cpu, "ts-json-schema-generator", 0.5),
      row(
        `CLI generate ${FUNCTIONS} fns (CPU)`,
        cli.ours.cpu,
        cli.theirsUnchecked.cpu,
        "ts-json-schema-gen. --no-type-check",
        0.5,
      ),
      row(`CLI generate ${FUNCTIONS} fns (wall)`, cli.ours.wall, cli.theirs.wall, "ts-json-schema-generator", 0.5),
      row(
        `CLI generate ${FUNCTIONS} fns (wall)`,
        cli.ours.wall,
        cli.theirsUnchecked.wall,
        "ts-json-schema-gen. --no-type-check",
        0.5,
      ),
      row(`CLI first run, no compile cache yet (CPU)`, cli.first.cpu, cli.theirs.cpu, "ts-json-schema-generator", 0.5),
      row(
        `CLI first run, no compile cache yet (wall)`,
        cli.first.wall,
        cli.theirs.wall,
        "ts-json-schema-generator",
        0.5,
      ),
    ];
  } finally {
    rmSync(project.dir, { recursive: true, force: true });
  }
}
