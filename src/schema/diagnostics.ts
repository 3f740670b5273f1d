/** Turning mapping issues into one-line diagnostics that name the function, the path and the type. */
import type * as TS from "typescript";
import ts from "./typescript.js";
import type { TypeIssue } from "./from-type.js";
import { locationOf, type SourceLocation } from "./jsdoc.js";
import type { SchemaDiagnostic } from "./types.js";

/**
 * A parameter path for people: `["options", "tags", "[]"]` → `options.tags[]`,
 * `["pair", "[1]"]` → `pair[1]`.
 */
export function pathText(path: readonly string[]): string {
  let text = "";
  for (const segment of path) {
    if (segment.startsWith("[")) text += segment;
    else text += text === "" ? segment : `.${segment}`;
  }
  return text;
}

export function makeDiagnostic(
  functionName: string,
  issue: TypeIssue,
  path: readonly string[],
  location: SourceLocation | undefined,
): SchemaDiagnostic {
  const where = path.length > 0 ? `${functionName}(${pathText(path)})` : functionName;
  const diagnostic: SchemaDiagnostic = {
    severity: issue.severity,
    code: issue.code,
    message: `${where}: ${issue.reason}`,
    functionName,
    path: [...path],
  };
  if (issue.typeText !== undefined) diagnostic.typeText = issue.typeText;
  if (location) {
    diagnostic.file = location.file;
    diagnostic.line = location.line;
  }
  return diagnostic;
}

/** TypeScript 6 turned `strict` on by default; earlier versions default it off. */
const STRICT_BY_DEFAULT = Number(ts.versionMajorMinor.split(".")[0]) >= 6;

export function strictNullChecksEnabled(options: TS.CompilerOptions): boolean {
  return options.strictNullChecks ?? options.strict ?? STRICT_BY_DEFAULT;
}

export const STRICT_NULL_CHECKS_OFF = "strict-null-checks-off";

export function strictNullChecksOff(functionName: string, fn: TS.Node): SchemaDiagnostic {
  return {
    severity: "warning",
    code: STRICT_NULL_CHECKS_OFF,
    message:
      `${functionName}: strictNullChecks is off, so null and undefined cannot be seen in parameter types; ` +
      "nullable parameters are not marked as such (turn on strictNullChecks or strict)",
    functionName,
    path: [],
    ...locationOf(fn),
  };
}
