import type { ObjectJsonSchema } from "./json-schema.js";

/**
 * What the generator derives from one function signature.
 * `positional` is present only for positional functions: the parameter names in call order
 * (a runtime calls `fn(args[p0], args[p1], …)`). Without it the function takes the
 * arguments object itself as its one parameter.
 */
export interface GeneratedSchema {
  parameters: ObjectJsonSchema;
  positional?: string[];
}

export type DiagnosticSeverity = "error" | "warning";

/**
 * A problem found while mapping a signature to a schema. `message` is one line that names the
 * function, the parameter path, the type and the reason (no file prefix: `file`/`line` carry that).
 */
export interface SchemaDiagnostic {
  severity: DiagnosticSeverity;
  /** Stable machine-readable kind, e.g. "unsupported-type", "any-type", "bad-constraint-tag". */
  code: string;
  message: string;
  /** The function's name as written (or "<anonymous>"). */
  functionName: string;
  /** Parameter path, e.g. ["options", "filters", "[]"]; empty for function-level diagnostics. */
  path: string[];
  /** The TypeScript type as the checker prints it, when the diagnostic concerns a type. */
  typeText?: string;
  file?: string;
  /** 1-based line. */
  line?: number;
}

export interface GenerateResult extends GeneratedSchema {
  diagnostics: SchemaDiagnostic[];
  /** The function's JSDoc summary (all text before the first tag), when it has one. */
  description?: string;
}

/** Options for `generateSchema`. */
export interface GenerateOptions {
  /** The name diagnostics use for the function; defaults to its name as written (or "<anonymous>"). */
  functionName?: string;
  /**
   * Skip the final copy: the result then shares objects with the generator's per-program cache and
   * must not be edited. For callers that only read or serialize it, such as the CLI, which then
   * skips copying every schema it prints. Default false: a fresh tree.
   */
  shared?: boolean;
}
