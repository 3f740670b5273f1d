// Lints and type checks of one installed real-world project, each in a fresh process, shared by the
// real-world and seeded-drift benchmarks.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { typeErrorLines } from "./score.js";

const here = fileURLToPath(new URL(".", import.meta.url));

/**
 * One lint in a fresh process (lint-child.js, whose header lists the modes); `{ error }` when it
 * fails (out of memory included).
 */
export function lint(dir, mode, globs) {
  const child = spawnSync(process.execPath, [join(here, "lint-child.js"), dir, mode, JSON.stringify(globs)], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (child.status !== 0) {
    const oom = /heap out of memory/i.test(child.stderr);
    return {
      error: oom
        ? "JavaScript heap out of memory"
        : (child.stderr
            .trim()
            .split("\n")
            .find((l) => /Error/.test(l)) ?? `exit ${child.status}`),
    };
  }
  return JSON.parse(child.stdout);
}

/**
 * `tsc` on a project folder with its tsconfig.json: its type errors, without line numbers. Shipped
 * JavaScript is checked with `--checkJs` (its tsconfig only allows it); TypeScript sources need no flag.
 */
export function typeErrors(dir) {
  const tsc = join(here, "../../node_modules/typescript/bin/tsc");
  const { compilerOptions } = JSON.parse(readFileSync(join(dir, "tsconfig.json"), "utf8"));
  const checkJs = compilerOptions.allowJs === true ? ["--checkJs"] : [];
  const run = spawnSync(
    process.execPath,
    [tsc, "-p", join(dir, "tsconfig.json"), ...checkJs, "--pretty", "false", "--noEmit"],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  return typeErrorLines(run.stdout);
}
