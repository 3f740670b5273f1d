// Indexes of a program whose content follows from its files alone: syntax nodes, names, what the
// files' imports resolve to; never one checker's symbols or types.
//
// typescript-eslint's project service hands ESLint a new program several times in one run although
// no file changed: the new program holds the very same SourceFile objects (measured: 7 programs in
// one lint of a 276-file project, each index built again for nothing). Such an index
// is kept per program and handed on to the next program when that one's files are the same objects
// under the same compiler options; any other program builds its own.
import type * as TS from "typescript";
import { weakCache, type WeakCache } from "../../util/weak-cache.js";

export interface FilesCache<T> {
  byProgram: WeakCache<TS.Program, T>;
  /**
   * The newest program's files, options and index, to hand on to the next program. Held strongly
   * on purpose, and only one: each new program replaces it.
   */
  last?: { files: readonly TS.SourceFile[]; options: TS.CompilerOptions; value: T };
}

export function filesCache<T>(): FilesCache<T> {
  return { byProgram: weakCache() };
}

/** The program's index: cached, taken over from the previous program of the same files, or built. */
export function forProgramFiles<T>(cache: FilesCache<T>, program: TS.Program, build: () => T): T {
  return cache.byProgram(program, () => {
    const files = program.getSourceFiles();
    const options = program.getCompilerOptions();
    const last = cache.last;
    const value =
      last !== undefined && sameFiles(last.files, files) && sameOptions(last.options, options) ? last.value : build();
    cache.last = { files, options, value };
    return value;
  });
}

function sameFiles(a: readonly TS.SourceFile[], b: readonly TS.SourceFile[]): boolean {
  return a.length === b.length && a.every((file, index) => file === b[index]);
}

/** Equal options, `configFile` aside (the parsed tsconfig: a source file, compared by what it set). */
export function sameOptions(a: TS.CompilerOptions, b: TS.CompilerOptions): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete("configFile");
  for (const key of keys) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}
