// The real-world benchmark (`npm run bench -- real-world`): configs.recommended on real published
// MCP servers, agents and tool libraries, installed from the npm registry at pinned versions into a
// scratch folder (bench/real-world/README.md). Per project and in total it prints the definitions
// found and linked against the labelled ones, labelled drift reported, the reports that match no
// label (candidate false alarms, each listed), lint time and peak memory against the typed baseline,
// the slowest file's rule time (per file, the median over REAL_WORLD_RUNS lints), and what `--fix`
// did on a scratch copy: type errors it added, reports it caused, and descriptions, defaults or
// constraints it removed.
// Projects come in groups (bench/real-world/groups.js); each group gets its own table and totals,
// then a grand total.
// REAL_WORLD_GROUP=name,name (or "all") picks the groups, default every group not held out;
// REAL_WORLD_ONLY=id,id limits the projects; REAL_WORLD_RUNS (default 3) sets the timed pairs (0: no
// timing); REAL_WORLD_FIX=0 leaves out the --fix run; REAL_WORLD_FIRST_CONTACT=1 prints the group
// tables as Markdown for docs/benchmarks.md, with the date, the machine and the commit linted.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus, platform, totalmem } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gridTable, median, pairedRatio, percent } from "./table.js";
import { groupsFromEnvironment } from "./real-world/groups.js";
import { lint, typeErrors } from "./real-world/lint.js";
import { freshCopy, prepareProjects } from "./real-world/workspace.js";
import {
  definitionCoverage,
  keywordEntries,
  matchReports,
  newReports,
  removedEntries,
  reportKey,
} from "./real-world/score.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const RUNS = Number(process.env.REAL_WORLD_RUNS ?? 3);
const FIRST_CONTACT = process.env.REAL_WORLD_FIRST_CONTACT === "1";
const FIX = process.env.REAL_WORLD_FIX !== "0";
const log = (line) => process.stderr.write(`${line}\n`);

function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

const where = (m) => `${m.file}:${m.line} ${m.ruleId?.replace("tool-schema/", "")}: ${m.message}`;

/** Timed pairs (baseline and recommended, alternating which runs first): median times, paired ratios, peak memory. */
function timePairs(dir, globs) {
  const times = { baseline: [], recommended: [] };
  const memory = { baseline: [], recommended: [] };
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? ["baseline", "recommended"] : ["recommended", "baseline"];
    for (const mode of order) {
      const result = lint(dir, mode, globs);
      if (result.error !== undefined) return { error: `${mode}: ${result.error}` };
      times[mode].push(result.elapsed);
      memory[mode].push(result.peakRss);
    }
  }
  return {
    baseline: median(times.baseline),
    recommended: median(times.recommended),
    ratio: pairedRatio(times.recommended, times.baseline),
    memoryBaseline: median(memory.baseline),
    memoryRecommended: median(memory.recommended),
    memoryRatio: pairedRatio(memory.recommended, memory.baseline),
  };
}

/** --fix on a fresh copy: new type errors, reports the fix caused, and keywords it removed. */
function fixRun(project, before) {
  const dir = freshCopy(project, "fix");
  const errorsBefore = typeErrors(dir);
  const originals = new Map(before.files.map((file) => [file, readFileSync(join(dir, file), "utf8")]));
  const fixed = lint(dir, "fix", project.lint);
  if (fixed.error !== undefined) return { error: fixed.error };
  const errorsAfter = typeErrors(dir);
  const after = lint(dir, "results", project.lint);
  if (after.error !== undefined) return { error: after.error };
  const changed = [];
  const removed = [];
  for (const [file, text] of originals) {
    const now = readFileSync(join(dir, file), "utf8");
    if (now === text) continue;
    changed.push(file);
    for (const entry of removedEntries(keywordEntries(file, text), keywordEntries(file, now)))
      removed.push(`${file}: ${entry}`);
  }
  const caused = newReports(after.messages, before.messages).map(reportKey);
  return {
    changed,
    errorsBefore: errorsBefore.length,
    newErrors: removedEntries(errorsAfter, errorsBefore),
    reportsLeft: after.messages.filter((m) => m.ruleId?.startsWith("tool-schema/")).length,
    caused,
    removed,
  };
}

/**
 * The file that spends most in the plugin's rules: per file, the median of its rule time over
 * max(RUNS, 1) lints in "times" mode, which loads nothing but the plugin (one lint's per-file times
 * vary by half between runs: the JIT, the collector and the per-program indexes land on one file or
 * another).
 */
function slowestFile(dir, globs) {
  const samples = new Map();
  for (let run = 0; run < Math.max(RUNS, 1); run++) {
    const again = lint(dir, "times", globs);
    for (const t of again.ruleTimes ?? []) {
      if (!samples.has(t.file)) samples.set(t.file, []);
      samples.get(t.file).push(t.ms);
    }
  }
  let slowest = { file: "-", ms: 0 };
  for (const [file, times] of samples) {
    const ms = median(times);
    if (ms > slowest.ms) slowest = { file, ms };
  }
  return slowest;
}

function scoreProject(project, dir) {
  const labelsPath = join(here, "real-world/labels", `${project.id}.json`);
  const labels = existsSync(labelsPath) ? readJson(labelsPath) : { definitions: [], drift: [] };
  const results = lint(dir, "results", project.lint);
  if (results.error !== undefined) return { project, error: `results: ${results.error}` };
  const fatal = results.messages.filter((m) => m.fatal);
  const reports = matchReports(results.messages, labels.drift, labels.definitions);
  const coverage = definitionCoverage(results.inventory, labels.definitions);
  const slowest = slowestFile(dir, project.lint);
  const timing = RUNS > 0 ? timePairs(dir, project.lint) : { error: "not timed" };
  const files = [...new Set(results.ruleTimes.map((t) => t.file))];
  const fix = FIX ? fixRun(project, { files, messages: results.messages }) : { error: "not run" };
  return {
    project,
    labelled: existsSync(labelsPath),
    files: results.files,
    fatal,
    reports,
    coverage,
    slowest,
    timing,
    fix,
    drift: labels.drift,
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

const HEADER = [
  "project",
  "kind",
  "files",
  "definitions found",
  "linked",
  "drift reported",
  "unlabelled reports",
  "lint time",
  "peak memory",
  "slowest file (rules)",
  "--fix",
];

const driftFound = (s) => [...s.reports.found.values()].filter((r) => r.length > 0).length;

/** The totals of some scored projects (those that failed count nowhere). */
function totalsOf(ok) {
  const sum = (f) => ok.reduce((total, s) => total + f(s), 0);
  return {
    projects: ok.length,
    files: sum((s) => s.files),
    labelled: sum((s) => s.coverage.labelled),
    found: sum((s) => s.coverage.found),
    linked: sum((s) => s.coverage.linked),
    drift: sum((s) => s.drift.length),
    driftFound: sum(driftFound),
    unmatched: sum((s) => s.reports.unmatched.length),
    reports: sum((s) => s.reports.reports),
    newErrors: sum((s) => s.fix.newErrors?.length ?? 0),
    caused: sum((s) => s.fix.caused?.length ?? 0),
    removed: sum((s) => s.fix.removed?.length ?? 0),
  };
}

function totalRow(name, totals) {
  return [
    `${name} (${totals.projects} projects)`,
    "",
    totals.files,
    `${totals.found}/${totals.labelled} (${percent(totals.found, totals.labelled)})`,
    `${totals.linked}/${totals.labelled} (${percent(totals.linked, totals.labelled)})`,
    `${totals.driftFound}/${totals.drift} (${percent(totals.driftFound, totals.drift)})`,
    totals.unmatched,
    "",
    "",
    "",
    `+${totals.newErrors} TS errors, ${totals.caused} caused, ${totals.removed} removed`,
  ];
}

function projectRow(s) {
  return [
    s.project.id + (s.labelled ? "" : " (no labels)"),
    s.project.kind,
    s.files,
    `${s.coverage.found}/${s.coverage.labelled} (${percent(s.coverage.found, s.coverage.labelled)})`,
    `${s.coverage.linked}/${s.coverage.labelled} (${percent(s.coverage.linked, s.coverage.labelled)})`,
    `${driftFound(s)}/${s.drift.length}`,
    s.reports.unmatched.length,
    s.timing.error ?? `${secs(s.timing.recommended)} / ${secs(s.timing.baseline)} = ${s.timing.ratio.toFixed(2)}`,
    s.timing.error
      ? "-"
      : `${mb(s.timing.memoryRecommended)} / ${mb(s.timing.memoryBaseline)} = ${s.timing.memoryRatio.toFixed(2)}`,
    `${s.slowest.ms.toFixed(0)} ms`,
    s.fix.error ??
      `${s.fix.changed.length} files, +${s.fix.newErrors.length} TS errors, ${s.fix.caused.length} caused, ${s.fix.removed.length} removed`,
  ];
}

/** What was linted and where, for a table that is recorded: the date, the machine, the commit. */
function provenance() {
  const git = (...args) => execFileSync("git", args, { cwd: join(here, ".."), encoding: "utf8" }).trim();
  const dirty = git("status", "--porcelain", "--", "src", "rules") !== "";
  const cpu = cpus();
  return [
    `- date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `- machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, ${platform()}, Node ${process.version}`,
    `- plugin: src/ and rules/ at ${git("rev-parse", "HEAD")}${dirty ? " with uncommitted changes" : " (clean)"}, as built in dist/`,
    `- runs: REAL_WORLD_RUNS=${RUNS}${FIX ? "" : ", --fix not run"}`,
  ].join("\n");
}

/** The table of one group, then what each of its projects missed or reported beyond its labels. */
function printGroup(group, scored) {
  const ok = scored.filter((s) => s.error === undefined);
  const totals = totalsOf(ok);
  const title = `group ${group.name}${group.heldOut ? " (held out)" : ""}`;
  if (FIRST_CONTACT) console.log(`\n### First contact: ${title}\n\n${provenance()}\n`);
  else
    console.log(
      `\nReal-world projects, ${title}, configs.recommended (time and memory: recommended / typed baseline, medians of paired runs)\n`,
    );
  console.log(gridTable(HEADER, [...ok.map(projectRow), totalRow(`${group.name} total`, totals)]));
  for (const s of scored.filter((s) => s.error !== undefined)) console.log(`\n${s.project.id}: FAILED ${s.error}`);

  console.log(
    `\nReports: ${totals.reports} in all, ${totals.reports - totals.unmatched} matching a label, ${totals.unmatched} matching none.`,
  );
  const blocks = [];
  for (const s of ok) {
    const lines = [];
    for (const m of s.reports.unmatched) lines.push(`  unlabelled  ${where(m)}`);
    for (const m of s.fatal) lines.push(`  parse error ${m.file}:${m.line} ${m.message}`);
    for (const d of s.drift)
      if (s.reports.found.get(d.id).length === 0)
        lines.push(`  missed      ${d.id} ${d.tool} ${d.kind}${d.property ? ` \`${d.property}\`` : ""}`);
    for (const d of s.coverage.missed) lines.push(`  not found   ${d.file}:${d.line} ${d.name} (${d.style})`);
    for (const d of s.coverage.extra)
      lines.push(`  unlabelled definition ${d.file}:${d.line} ${d.name ?? "<no name>"} (${d.format})`);
    if (s.fix.error === undefined) {
      for (const e of s.fix.newErrors) lines.push(`  fix: new type error ${e}`);
      for (const r of s.fix.caused) lines.push(`  fix: caused ${r}`);
      for (const r of s.fix.removed) lines.push(`  fix: removed ${r}`);
    }
    if (lines.length > 0)
      blocks.push(`\n${s.project.id} (${s.project.package}@${s.project.version})\n${lines.join("\n")}`);
  }
  // In Markdown the per-project lists go in a text block, so they paste as written.
  if (blocks.length > 0) console.log(FIRST_CONTACT ? `\n\`\`\`text${blocks.join("\n")}\n\`\`\`` : blocks.join("\n"));
  return totals;
}

/** A row for a share of labelled things, with its minimum. */
function shareRow(name, part, whole, minimum) {
  const ratio = whole === 0 ? 0 : part / whole;
  return {
    name,
    figure: `${part}/${whole}`,
    baseline: "-",
    ratio,
    target: `≥ ${minimum.toFixed(2)}`,
    ok: whole > 0 && ratio >= minimum,
  };
}

export default async function realWorldBenchmark() {
  const groups = groupsFromEnvironment();
  const scored = [];
  const groupTotals = [];
  for (const group of groups) {
    const inGroup = [];
    for (const item of prepareProjects(group.projects, log)) {
      if (item.error !== undefined) {
        inGroup.push({ project: item.project, error: item.error });
        continue;
      }
      log(`  linting ${item.project.id} (${relative(process.cwd(), item.dir)})…`);
      inGroup.push(scoreProject(item.project, item.dir));
    }
    groupTotals.push([group.name, printGroup(group, inGroup)]);
    scored.push(...inGroup);
  }
  const ok = scored.filter((s) => s.error === undefined);
  const totals = totalsOf(ok);
  console.log(`\n${FIRST_CONTACT ? "### " : ""}All groups measured\n`);
  console.log(
    gridTable(
      ["group", ...HEADER.slice(1)],
      [...groupTotals.map(([name, t]) => totalRow(name, t)), totalRow("grand total", totals)],
    ),
  );
  const timed = ok.filter((s) => s.timing.error === undefined);
  const worst = (f) => timed.reduce((max, s) => Math.max(max, f(s)), 0);
  const worstTime = timed.reduce((max, s) => (s.timing.ratio > max.timing.ratio ? s : max), timed[0]);
  const slowest = ok.reduce((max, s) => (s.slowest.ms > max.slowest.ms ? s : max), ok[0]);
  return [
    {
      name: `real world: reports matching no label (${ok.length} projects, ${totals.reports} reports)`,
      figure: String(totals.unmatched),
      baseline: `${totals.reports} reports`,
      ratio: totals.unmatched,
      target: "0",
      ok: ok.length > 0 && totals.unmatched === 0 && scored.every((s) => s.error === undefined),
    },
    {
      name: "real world --fix: new type errors + reports it caused + keywords it removed",
      figure: `${totals.newErrors} + ${totals.caused} + ${totals.removed}`,
      baseline: "-",
      ratio: totals.newErrors + totals.caused + totals.removed,
      target: "0",
      ok: totals.newErrors + totals.caused + totals.removed === 0,
    },
    shareRow("real world: labelled definitions found", totals.found, totals.labelled, 0.9),
    shareRow("real world: labelled definitions linked to an implementation", totals.linked, totals.labelled, 0.8),
    shareRow("real world: labelled drift reported", totals.driftFound, totals.drift, 0.8),
    {
      name: `real world: slowest project's lint time vs its typed baseline (${worstTime?.project.id ?? "-"})`,
      figure: worstTime ? secs(worstTime.timing.recommended) : "-",
      baseline: worstTime ? secs(worstTime.timing.baseline) : "-",
      ratio: worst((s) => s.timing.ratio),
      target: "≤ 1.10",
      ok: timed.length > 0 && worst((s) => s.timing.ratio) <= 1.1,
    },
    {
      name: "real world: largest peak memory vs the typed baseline's",
      figure: "-",
      baseline: "-",
      ratio: worst((s) => s.timing.memoryRatio),
      target: "≤ 1.05",
      ok: timed.length > 0 && worst((s) => s.timing.memoryRatio) <= 1.05,
    },
    {
      name: `real world: slowest file's time in the plugin's rules (${slowest ? `${slowest.project.id} ${slowest.slowest.file}` : "-"})`,
      figure: slowest ? `${slowest.slowest.ms.toFixed(0)} ms` : "-",
      baseline: "-",
      ratio: slowest?.slowest.ms ?? 0,
      target: "≤ 50 ms",
      ok: (slowest?.slowest.ms ?? 0) <= 50,
    },
  ];
}
