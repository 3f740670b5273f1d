// The CLI's code cache for the compiler (src/compile-cache.ts), through the built bin (run
// `npm run build` first): each case gives the bin its own temp directory (TMPDIR) and looks at what
// it left there. A hit is seen as a cache file left as it was; a miss or a rejection rewrites it.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import Module, { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadCompilerWithCache } from "../src/compile-cache.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "dist/src/bin.js");
const TOOLS = join(ROOT, "test/fixtures/schema/cli/tools.ts");
const uid = process.getuid?.();
const CACHE_DIRECTORY = `tool-schema-compile-cache${uid === undefined ? "" : `-${uid}`}`;
// Node 22 caches compiled code itself; there the bin hands the job to it and writes nothing of its own.
const builtin = typeof (Module as { enableCompileCache?: unknown }).enableCompileCache === "function";

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-cache-test-"));
  temporary.push(dir);
  return dir;
}

function runBin(tmp: string, args: string[] = ["generate", TOOLS], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, TMPDIR: tmp, ...env },
  });
}

function cacheFiles(tmp: string): string[] {
  const directory = join(tmp, CACHE_DIRECTORY);
  return existsSync(directory) ? readdirSync(directory).map((name) => join(directory, name)) : [];
}

let plainOutput: string | undefined;
/** What the CLI prints for TOOLS without the bin and its cache. */
const expected = (): string =>
  (plainOutput ??= spawnSync(process.execPath, [join(ROOT, "dist/src/cli.js"), "generate", TOOLS], {
    cwd: ROOT,
    encoding: "utf8",
  }).stdout);

describe.skipIf(builtin)("the compiler's code cache (Node 20)", () => {
  it("is written by the first generate run and read, unchanged, by the next, with the same output", () => {
    const tmp = tempDir();
    const first = runBin(tmp);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(expected());
    const [file, ...others] = cacheFiles(tmp);
    expect(others).toEqual([]);
    expect(file).toMatch(/typescript-[0-9a-f]{16}\.bin$/);
    const written = readFileSync(file!);
    const inode = statSync(file!).ino;
    expect(written.length).toBeGreaterThan(100_000);

    const second = runBin(tmp);
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    // A rewrite would rename a new file into place (a new inode).
    expect(statSync(file!).ino).toBe(inode);
    expect(readFileSync(file!).equals(written)).toBe(true);
  });

  it.skipIf(uid === undefined)("is kept where only this user can read and write it", () => {
    const tmp = tempDir();
    runBin(tmp);
    expect(statSync(join(tmp, CACHE_DIRECTORY)).mode & 0o777).toBe(0o700);
    expect(statSync(cacheFiles(tmp)[0]!).mode & 0o777).toBe(0o600);
  });

  it("replaces a corrupt cache file, and the run still prints the right output", () => {
    const tmp = tempDir();
    runBin(tmp);
    const [file] = cacheFiles(tmp);
    const garbage = Buffer.alloc(4096, 7);
    writeFileSync(file!, garbage);
    const run = runBin(tmp);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected());
    expect(run.stderr).toBe("");
    expect(readFileSync(file!).equals(garbage)).toBe(false);
    expect(statSync(file!).size).toBeGreaterThan(100_000);
  });

  it("does not hand V8 a damaged file (one byte changed): it is rewritten and the run is right", () => {
    const tmp = tempDir();
    runBin(tmp);
    const [file] = cacheFiles(tmp);
    const damaged = readFileSync(file!);
    const at = damaged.length - 1000;
    damaged[at] = damaged[at]! ^ 0xff;
    writeFileSync(file!, damaged);
    const run = runBin(tmp);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected());
    expect(readFileSync(file!).equals(damaged)).toBe(false);
  });

  it.skipIf(uid === undefined)("is not used in a directory other users can write to", () => {
    const tmp = tempDir();
    const directory = join(tmp, CACHE_DIRECTORY);
    mkdirSync(directory);
    chmodSync(directory, 0o777);
    const run = runBin(tmp);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected());
    expect(cacheFiles(tmp)).toEqual([]);
  });

  it("is not written for --help, a usage error or a missing file", () => {
    const tmp = tempDir();
    expect(runBin(tmp, ["--help"]).status).toBe(0);
    expect(runBin(tmp, ["generate"]).status).toBe(2);
    expect(runBin(tmp, ["generate", "missing.ts"]).status).toBe(2);
    expect(cacheFiles(tmp)).toEqual([]);
  });

  it("is off with TOOL_SCHEMA_COMPILE_CACHE=0 or NODE_DISABLE_COMPILE_CACHE=1", () => {
    const tmp = tempDir();
    expect(runBin(tmp, undefined, { TOOL_SCHEMA_COMPILE_CACHE: "0" }).stdout).toBe(expected());
    expect(runBin(tmp, undefined, { NODE_DISABLE_COMPILE_CACHE: "1" }).status).toBe(0);
    expect(existsSync(join(tmp, CACHE_DIRECTORY))).toBe(false);
  });

  it("passes the exit status through: a function left out is still exit 1", () => {
    const tmp = tempDir();
    const run = runBin(tmp, ["generate", join(ROOT, "test/fixtures/schema/cli/partial.ts")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("left out");
  });
});

describe("loadCompilerWithCache", () => {
  it("leaves an already loaded compiler alone: no second copy, nothing to save", () => {
    const require = createRequire(import.meta.url);
    const ts = require("typescript");
    const directory = join(tempDir(), "cache");
    const cache = loadCompilerWithCache({ directory, env: {} });
    expect(cache.status).toBe(builtin ? "builtin" : "off");
    expect(require("typescript")).toBe(ts);
    cache.save();
    expect(existsSync(directory)).toBe(false);
  });

  it("is off when the environment says so", () => {
    expect(loadCompilerWithCache({ env: { TOOL_SCHEMA_COMPILE_CACHE: "0" } }).status).toBe("off");
    expect(loadCompilerWithCache({ env: { NODE_DISABLE_COMPILE_CACHE: "1" } }).status).toBe("off");
  });
});
