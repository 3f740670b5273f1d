// Seeded drift (`npm run bench -- seeded`): mutation testing on real tool schemas. For each project
// of the selected groups (REAL_WORLD_GROUP, as in the real-world benchmark) and each labelled
// definition whose schema the benchmark finds, one property of the schema is renamed, deleted, made
// optional or retyped, in the schema only, and the project is linted again in a fresh process. A
// mutant is detected when a report that the unmutated lint did not give names the property (its old
// or new name for a rename). Which properties are targets comes from the labels (`reads`, `needs`,
// `typedImplementation`) or, without them, from a textual fallback (bench/real-world/mutate.js);
// never from the plugin. One mutant per lint, so no two interact: lints = mutants. A compiled file
// that will be mutated loses its declaration file (`x.d.ts` beside `x.js`) in the copy before the
// unmutated lint, since an import would read that instead of the mutant.
// SEEDED_MAX (default 2) caps the mutants per project per kind, picked evenly from the sorted list
// (a lint of a one-file project costs about 2 s of CPU, larger ones more: with 50 projects, about
// 350 lints, some 25 minutes on 2 idle cores);
// SEEDED_ONLY=id,id limits the projects (else REAL_WORLD_ONLY); SEEDED_KINDS=delete,optional limits
// the kinds (a kind left out prints 0/0); SEEDED_LIST=1 lists the undetected.
import { readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadGroups, selectGroups } from "./real-world/groups.js";
import { lint } from "./real-world/lint.js";
import {
  accessedProperties,
  MUTATION_KINDS,
  mutateSchema,
  schemaAt,
  shadowingDeclarations,
  targetsFor,
} from "./real-world/mutate.js";
import { namesProperty, newReports } from "./real-world/score.js";
import { gridTable, percent } from "./table.js";
import { freshCopy, prepareProjects } from "./real-world/workspace.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const MAX = Number(process.env.SEEDED_MAX ?? 2);
const ONLY = (process.env.SEEDED_ONLY ?? process.env.REAL_WORLD_ONLY)?.split(",").filter(Boolean);
const LIST = process.env.SEEDED_LIST === "1";
const KINDS = process.env.SEEDED_KINDS?.split(",").filter(Boolean) ?? MUTATION_KINDS;
const log = (line) => process.stderr.write(`${line}\n`);

function readOrUndefined(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** `count` items of a list, evenly spaced from its first to its last: the same ones every run. */
export function spread(items, count) {
  if (items.length <= count) return items;
  if (count <= 0) return [];
  if (count === 1) return [items[0]];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]);
}

/** Every mutant of a project: one per labelled definition's schema, target property and kind, shared schemas once. */
function mutantsOf(project, dir, labels, files) {
  const read = (name) => readOrUndefined(join(dir, name));
  const accessed = new Set();
  for (const file of files) for (const name of accessedProperties(file, read(file) ?? "")) accessed.add(name);
  const mutants = new Map();
  const stats = { definitions: 0, located: 0, labels: 0, fallback: 0, skipped: { optional: 0, retype: 0 } };
  for (const definition of labels.definitions) {
    stats.definitions++;
    // No implementation in the linted code: nothing reads the schema, so no mutant of it can break a call.
    if (definition.link === "none") continue;
    const text = read(definition.file);
    const schema = text && schemaAt(definition.file, text, definition.line, definition.name, read);
    if (!schema) continue;
    stats.located++;
    const targets = targetsFor(definition, schema, accessed);
    stats[targets.source]++;
    stats.skipped.optional += targets.skipped.optional;
    stats.skipped.retype += targets.skipped.retype;
    for (const kind of MUTATION_KINDS)
      for (const property of targets[kind]) {
        const key = `${schema.file}:${schema.at} ${property} ${kind}`;
        const applied = mutateSchema(definition.file, text, definition, kind, property, read);
        if (applied.skip !== undefined || mutants.has(key)) continue;
        mutants.set(key, {
          definition,
          kind,
          property,
          source: targets.source,
          file: applied.file,
          line: definition.line,
        });
      }
  }
  return { mutants: [...mutants.values()], stats };
}

function runProject(project, group) {
  const labelsPath = join(here, "real-world/labels", `${project.id}.json`);
  if (!existsSync(labelsPath)) return { project, group, error: "no labels" };
  const labels = JSON.parse(readFileSync(labelsPath, "utf8"));
  const dir = freshCopy(project, "seeded");
  let reference = lint(dir, "recommended", project.lint);
  if (reference.error !== undefined) return { project, group, error: `unmutated lint: ${reference.error}` };
  const { mutants, stats } = mutantsOf(project, dir, labels, reference.paths);
  const sorted = [...mutants].sort(
    (a, b) =>
      a.definition.file.localeCompare(b.definition.file) ||
      a.line - b.line ||
      a.definition.name.localeCompare(b.definition.name) ||
      a.property.localeCompare(b.property),
  );
  const cut = {};
  const chosen = MUTATION_KINDS.filter((k) => KINDS.includes(k)).flatMap((kind) => {
    const all = sorted.filter((m) => m.kind === kind);
    const picked = spread(all, MAX);
    if (picked.length < all.length) cut[kind] = all.length;
    return picked;
  });
  // A compiled file's declarations (`schemas.d.ts` beside `schemas.js`) are what an import of it
  // resolves to: a mutant written into the `.js` alone changes nothing the checker sees. Without
  // them, both lints read the mutated file itself.
  const hidden = shadowingDeclarations(
    chosen.map((m) => m.file),
    (file) => existsSync(join(dir, file)),
  );
  for (const file of hidden) rmSync(join(dir, file));
  if (hidden.length > 0) {
    log(`    ${project.id}: ${hidden.length} declaration file(s) beside mutated files removed; linted again`);
    reference = lint(dir, "recommended", project.lint);
    if (reference.error !== undefined) return { project, group, error: `unmutated lint: ${reference.error}` };
  }
  const results = [];
  for (const mutant of chosen) {
    const { definition, kind } = mutant;
    const read = (name) => readOrUndefined(join(dir, name));
    const applied = mutateSchema(definition.file, read(definition.file), definition, kind, mutant.property, read);
    const original = read(applied.file);
    writeFileSync(join(dir, applied.file), applied.text);
    log(`    ${project.id}: ${kind} ${definition.name}.${mutant.property}`);
    const after = lint(dir, "recommended", project.lint);
    writeFileSync(join(dir, applied.file), original);
    if (after.error !== undefined) {
      results.push({ ...mutant, error: after.error });
      continue;
    }
    const fresh = newReports(after.messages, reference.messages);
    const by = fresh.filter(
      (m) => namesProperty(m.message, mutant.property) || (kind === "rename" && namesProperty(m.message, applied.name)),
    );
    results.push({ ...mutant, detected: by.length > 0, reports: by });
  }
  const targets = { labels: 0, fallback: 0 };
  for (const m of mutants) targets[m.source]++;
  return { project, group, stats, results, cut, targets };
}

const count = (results, kind, f = () => true) => results.filter((r) => r.kind === kind && f(r)).length;
const cell = (results, kind) => {
  const total = count(results, kind, (r) => r.error === undefined);
  const detected = count(results, kind, (r) => r.detected === true);
  return total === 0 ? "-" : `${detected}/${total} (${percent(detected, total)})`;
};

const HEADER = [
  "project",
  "definitions (schema found)",
  "evidence: labels / fallback",
  "mutants: labels / fallback",
  ...MUTATION_KINDS,
  "capped",
];

function row(name, runs) {
  const results = runs.flatMap((r) => r.results);
  const sum = (f) => runs.reduce((total, r) => total + f(r), 0);
  const capped = runs.flatMap((r) => Object.entries(r.cut).map(([kind, n]) => `${kind} ${MAX} of ${n}`));
  return [
    name,
    `${sum((r) => r.stats.definitions)} (${sum((r) => r.stats.located)})`,
    `${sum((r) => r.stats.labels)} / ${sum((r) => r.stats.fallback)}`,
    `${sum((r) => r.targets.labels)} / ${sum((r) => r.targets.fallback)}`,
    ...MUTATION_KINDS.map((kind) => cell(results, kind)),
    runs.length === 1 ? capped.join(", ") || "-" : `${capped.length} cut`,
  ];
}

export default async function seededBenchmark() {
  const start = performance.now();
  const groups = selectGroups(loadGroups(), process.env.REAL_WORLD_GROUP, ONLY);
  const runs = [];
  for (const group of groups) {
    const inGroup = [];
    for (const item of prepareProjects(group.projects, log)) {
      if (item.error !== undefined) {
        inGroup.push({ project: item.project, group: group.name, error: item.error });
        continue;
      }
      log(`  seeding ${item.project.id}…`);
      inGroup.push(runProject(item.project, group.name));
    }
    const ok = inGroup.filter((r) => r.error === undefined);
    console.log(
      `\nSeeded drift, group ${group.name}${group.heldOut ? " (held out)" : ""}: detected / mutants linted, per kind (SEEDED_MAX=${MAX} per project and kind)\n`,
    );
    console.log(gridTable(HEADER, [...ok.map((r) => row(r.project.id, [r])), row(`${group.name} total`, ok)]));
    for (const r of inGroup.filter((r) => r.error !== undefined)) console.log(`\n${r.project.id}: FAILED ${r.error}`);
    runs.push(...inGroup);
  }
  const ok = runs.filter((r) => r.error === undefined);
  const skipped = ok.reduce(
    (s, r) => ({ optional: s.optional + r.stats.skipped.optional, retype: s.retype + r.stats.skipped.retype }),
    { optional: 0, retype: 0 },
  );
  console.log("\nAll groups measured\n");
  console.log(
    gridTable(
      ["group", ...HEADER.slice(1)],
      [
        ...groups.map((g) =>
          row(
            g.name,
            ok.filter((r) => r.group === g.name),
          ),
        ),
        row("grand total", ok),
      ],
    ),
  );
  console.log(
    `\nWithout label evidence, skipped: ${skipped.optional} optional and ${skipped.retype} retype targets (labels without \`needs\` / \`typedImplementation\`, or the textual fallback).`,
  );
  const lints = ok.reduce((n, r) => n + 1 + r.results.length, 0);
  console.log(
    `${lints} lints (one per mutant, one reference per project) in ${((performance.now() - start) / 60000).toFixed(1)} min.`,
  );
  const cutCount = ok.filter((r) => Object.keys(r.cut).length > 0).length;
  if (cutCount > 0) console.log(`SEEDED_MAX=${MAX} cut the mutants of ${cutCount} projects (the "capped" column).`);
  const failed = ok.flatMap((r) =>
    r.results.filter((m) => m.error !== undefined).map((m) => ({ ...m, project: r.project })),
  );
  for (const m of failed)
    console.log(`lint failed: ${m.project.id} ${m.kind} ${m.definition.name}.${m.property}: ${m.error}`);
  if (LIST) {
    console.log("\nUndetected mutants\n");
    for (const r of ok)
      for (const m of r.results.filter((m) => m.detected === false))
        console.log(
          `  ${r.project.id} ${m.definition.file}:${m.line}${m.file === m.definition.file ? "" : ` (schema in ${m.file})`} ${m.definition.name} \`${m.property}\` ${m.kind} (${m.source})`,
        );
  }
  const results = ok.flatMap((r) => r.results);
  return MUTATION_KINDS.map((kind) => {
    const total = count(results, kind, (r) => r.error === undefined);
    const detected = count(results, kind, (r) => r.detected === true);
    return {
      name: `seeded drift: ${kind} mutants detected (${ok.length} projects)`,
      figure: `${detected}/${total}`,
      baseline: "-",
      ratio: total === 0 ? 0 : detected / total,
      target: "≥ 0.90",
      ok: total > 0 && detected / total >= 0.9,
    };
  });
}
