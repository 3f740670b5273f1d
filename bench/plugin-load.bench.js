// Loading the ESLint plugin, which every `eslint .` run and every editor start pays before the
// first file: the bundled dist/src/eslint/plugin.js (rolldown.config.js) against the same modules
// as tsc writes them, one file each (dist/rules/index.js reaches them all). Each import runs in a
// fresh process after ESLint and the parser are loaded, as ESLint loads a config's plugins.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { pairedRow } from "./table.js";

const here = fileURLToPath(import.meta.url);
const dist = new URL("../dist/", import.meta.url);
const RUNS = 11;

const ENTRIES = {
  bundled: new URL("src/eslint/plugin.js", dist).href,
  files: new URL("rules/index.js", dist).href,
};

async function childImport(entry) {
  await import("eslint");
  await import("@typescript-eslint/parser");
  const start = performance.now();
  await import(entry);
  process.stdout.write(String(performance.now() - start));
}

function measure(which) {
  return Number(execFileSync(process.execPath, [here, "--child", ENTRIES[which]], { encoding: "utf8" }));
}

export default async function pluginLoadBenchmark() {
  const times = { bundled: [], files: [] };
  for (let run = 0; run < RUNS; run++) {
    // Alternating order: neither is always the one that meets a cold disk cache.
    const order = run % 2 === 0 ? ["bundled", "files"] : ["files", "bundled"];
    for (const which of order) times[which].push(measure(which));
  }
  return [
    pairedRow(
      "load the ESLint plugin: one bundled module vs a file per module (as tsc writes them)",
      times.bundled,
      times.files,
      "≤ 0.50",
      0.5,
    ),
  ];
}

if (process.argv[1] === here && process.argv[2] === "--child") {
  await childImport(process.argv[3]);
}
