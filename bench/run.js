#!/usr/bin/env node
// Runs every benchmark in bench/*.bench.js (or those whose file name contains an argument) and prints
// one table: each figure next to its baseline measured in the same run, the ratio, and the target.
// Benchmarks import the built package (dist/), so run `npm run build` first (npm ci does it).
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";
import { formatTable } from "./table.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.js"))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const rows = [];
for (const file of files) {
  process.stderr.write(`running ${file}…\n`);
  const mod = await import(pathToFileURL(join(here, file)).href);
  rows.push(...(await mod.default()));
}
console.log(formatTable(rows));
const missed = rows.filter((r) => !r.ok);
console.log(`\n${rows.length} figures, ${rows.length - missed.length} within target, ${missed.length} missed`);
