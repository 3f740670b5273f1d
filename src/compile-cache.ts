/**
 * A V8 code cache for the TypeScript compiler, for the CLI's cold starts.
 *
 * Why: every CLI run is a new process. V8 spends a large part of a run compiling typescript.js
 * (9 MB) before anything runs, then compiles each parser, binder and checker function the first time the run
 * reaches it. Node 22 caches compiled code itself (`module.enableCompileCache()`); Node 20 does
 * not, so there the compiler is loaded through `vm.Script` with the code V8 produced on an earlier
 * run. That code is taken after the earlier run generated, so it holds the functions a generate run
 * uses, not only the file's top level (measured in bench/generate.bench.js).
 *
 * Safety: code read from the cache runs, so it lives in a directory of the OS temp directory that
 * belongs to this user and that no one else can write to; any other directory is not used. The file
 * name carries the Node version, the architecture and the compiler file's path, size and
 * modification time; each file carries a digest of its data, checked before V8 sees it; V8 itself
 * rejects data made by another V8 version or with other flags; a damaged or rejected file is
 * rewritten. Any failure falls back to a plain `require`: the cache can make a run
 * faster, never make it fail. `TOOL_SCHEMA_COMPILE_CACHE=0` or `NODE_DISABLE_COMPILE_CACHE=1` turns
 * it off.
 */
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Script } from "node:vm";

/**
 * How the compiler was loaded: from this cache (`hit`), compiled afresh with a cache to write
 * (`miss`, `rejected`), by Node's own compile cache (`builtin`), or plainly (`off`).
 */
export type CompileCacheStatus = "hit" | "miss" | "rejected" | "builtin" | "off";

export interface CompileCache {
  readonly status: CompileCacheStatus;
  /** Writes the code compiled so far when the cache was missing or rejected. Never throws. */
  save(): void;
}

export interface CompileCacheOptions {
  env?: NodeJS.ProcessEnv;
  /** The directory to keep the cache in; default: a per-user directory of the OS temp directory. */
  directory?: string;
}

const OFF: CompileCache = { status: "off", save: () => {} };
const BUILTIN: CompileCache = { status: "builtin", save: () => {} };

/**
 * Loads `typescript` into the module cache, through the code cache where it can, so that every
 * later `require("typescript")` gets this instance. Call it before anything loads the compiler.
 */
export function loadCompilerWithCache(options: CompileCacheOptions = {}): CompileCache {
  const env = options.env ?? process.env;
  if (env.TOOL_SCHEMA_COMPILE_CACHE === "0" || env.NODE_DISABLE_COMPILE_CACHE) return OFF;
  try {
    const enableBuiltin = (Module as { enableCompileCache?: () => unknown }).enableCompileCache;
    if (typeof enableBuiltin === "function") {
      enableBuiltin();
      return BUILTIN;
    }
    const directory = options.directory ?? join(tmpdir(), `tool-schema-compile-cache${userSuffix()}`);
    return loadThroughScript(directory) ?? OFF;
  } catch {
    return OFF;
  }
}

function loadThroughScript(directory: string): CompileCache | undefined {
  const require = createRequire(import.meta.url);
  const filename = require.resolve("typescript");
  if (require.cache[filename] !== undefined || !usableDirectory(directory)) return undefined;
  const cacheFile = join(directory, `typescript-${cacheKey(filename)}.bin`);
  const cachedData = readVerified(cacheFile);
  const script = new Script(Module.wrap(readFileSync(filename, "utf8")), {
    filename,
    ...(cachedData ? { cachedData } : {}),
  });
  const status: CompileCacheStatus = !cachedData ? "miss" : script.cachedDataRejected ? "rejected" : "hit";

  // What Node's loader does for a CommonJS file, minus the compile: registered first, so that a
  // `require("typescript")` from anywhere returns this module.
  const module = new Module(filename);
  module.filename = filename;
  require.cache[filename] = module;
  try {
    const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
    wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename));
    module.loaded = true;
  } catch (error) {
    delete require.cache[filename];
    throw error;
  }
  return {
    status,
    save: () => {
      if (status !== "hit") writeAtomically(cacheFile, script.createCachedData());
    },
  };
}

/** `-<uid>` where users have ids: temp directories are often shared between users. */
function userSuffix(): string {
  const uid = process.getuid?.();
  return uid === undefined ? "" : `-${uid}`;
}

/** Creates the directory if needed; true only when it is this user's and no one else can write to it. */
function usableDirectory(directory: string): boolean {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const stat = lstatSync(directory);
  if (!stat.isDirectory()) return false;
  const uid = process.getuid?.();
  return uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0);
}

function cacheKey(filename: string): string {
  const { size, mtimeMs } = statSync(filename);
  return createHash("sha256")
    .update([process.version, process.arch, filename, size, mtimeMs].join("\0"))
    .digest("hex")
    .slice(0, 16);
}

/**
 * A cache file is a SHA-256 digest of the code data, then the data. V8 checks that data fits its
 * version and flags but, in release builds, not that it is intact; a damaged file must not run.
 */
const DIGEST_LENGTH = 32;

function digest(data: Uint8Array): Buffer {
  return createHash("sha256").update(data).digest();
}

/** The code data of a cache file, or undefined when there is none or it is damaged. */
function readVerified(file: string): Buffer | undefined {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    return undefined;
  }
  const data = content.subarray(DIGEST_LENGTH);
  return content.length > DIGEST_LENGTH && digest(data).equals(content.subarray(0, DIGEST_LENGTH)) ? data : undefined;
}

/** Written beside and renamed into place, so a concurrent run never reads half a file. */
function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([digest(data), data]), { mode: 0o600 });
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}
