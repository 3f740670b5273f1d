// Whether what the program holds of another file is still what is on disk.
//
// typescript-eslint's project service does not watch the disk: in an editor's long-lived ESLint
// server, a file deleted, renamed or rewritten by `git checkout` stays in the program as it was
// until that file is linted again or the server restarts. A fact read from such a file (a tool
// registered there, a function's signature) would be a report about code that no longer exists,
// so cross-file reads ask here first and stay silent when the file has changed.
//
// One `stat` per question; the file is read only when its size and time differ from the last
// answer for that program's copy of it.
import { readFileSync, statSync } from "node:fs";
import type * as TS from "typescript";
import { weakCache } from "../../util/weak-cache.js";

interface Answer {
  mtimeMs: number;
  size: number;
  same: boolean;
}

/** Per copy of a file in a program: the last answer, good while the file's size and time stay. */
const lastAnswers = weakCache<TS.SourceFile, { last?: Answer }>();

/** Whether the file is on disk with the text the program has (a file of the program, not a package's). */
export function sameAsOnDisk(sourceFile: TS.SourceFile): boolean {
  let stat;
  try {
    stat = statSync(sourceFile.fileName, { throwIfNoEntry: false });
  } catch {
    return false;
  }
  if (stat === undefined || !stat.isFile()) return false;
  const held = lastAnswers(sourceFile, () => ({}));
  const known = held.last;
  if (known !== undefined && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.same;
  let same: boolean;
  try {
    same = asParsed(readFileSync(sourceFile.fileName, "utf8")) === asParsed(sourceFile.text);
  } catch {
    same = false;
  }
  held.last = { mtimeMs: stat.mtimeMs, size: stat.size, same };
  return same;
}

/**
 * The text as ESLint hands it to the parser, and so to the program, for a file it lints: without a
 * BOM, and with a shebang line (`#!/usr/bin/env node`, atop many servers' entry points) turned into
 * a `//` comment. A file linted earlier in the run is in the program in that form.
 */
function asParsed(text: string): string {
  const bomless = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return bomless.startsWith("#!") ? `//${bomless.slice(2)}` : bomless;
}

/**
 * Whether a fact read from `sourceFile` may be reported while linting `linted`: always for the linted
 * file itself (ESLint gave its text) and for packages and the default library (not edited in an
 * editor session), else only when the file on disk is what the program holds.
 */
export function isTrustedElsewhere(program: TS.Program, sourceFile: TS.SourceFile, linted: string): boolean {
  if (sourceFile.fileName === linted) return true;
  if (program.isSourceFileFromExternalLibrary(sourceFile) || program.isSourceFileDefaultLibrary(sourceFile))
    return true;
  return sameAsOnDisk(sourceFile);
}
