#!/usr/bin/env node
/**
 * `tool-schema generate <file.ts> [--project tsconfig.json] [--format …]`: prints the tool schema of
 * every exported function. Exit 0: all converted; 1: some function was left out (one stderr line
 * each) or the file does not compile (its errors, no schema); 2: bad usage, missing file, file
 * outside the project or broken tsconfig (one line).
 *
 * `tool-schema inspect <files or globs…> [--format text|json]`: lists each tool definition the ESLint
 * plugin finds, what it linked it to and why a comparison was skipped (see src/inspect.ts).
 */
import { realpathSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import {
  INSPECT_FORMATS,
  inspectEnvironmentProblem,
  isInspectFormat,
  jsonEntries,
  renderText,
  type InspectFormat,
} from "./inspect.js";
import {
  isOutputFormat,
  OUTPUT_FORMATS,
  renderTools,
  type OutputFormat,
  type PrintableTool,
} from "./schema/cli-output.js";
import { generateFile } from "./schema/from-file.js";
import { inputErrors, loadFile } from "./schema/project.js";
import type { SchemaDiagnostic } from "./schema/types.js";

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
}

export const HELP = `Usage: tool-schema generate <file.ts> [--project <tsconfig.json>] [--format <format>]
       tool-schema inspect <files or globs…> [--format text|json]

generate prints the JSON Schema of each exported function's tool arguments, derived from its
TypeScript signature with the type checker (the same mapping the ESLint plugin checks hand-written
schemas against).

Options of generate:
  --project, -p <path>  tsconfig.json (or its directory) to read the file with. Default: the nearest
                        tsconfig.json above the file; without one, strict defaults.
  --format, -f <name>   json-schema (default): { "<function>": { "parameters", "positional"? } }
                        openai         Chat Completions tools array
                        openai-strict  the same, in OpenAI strict form with "strict": true
                        anthropic      Messages API tools array (input_schema)
                        gemini         functionDeclarations entries (JSON Schema in parametersJsonSchema)
                        mcp            tools/list items (inputSchema)
  --help, -h            Show this help.

A tool's description is its function's JSDoc summary; @param text describes each parameter.
"positional" lists parameter names in call order; it is absent when the function takes one
arguments object.

A parameter's literal default is written as "default". In the provider formats, a function without
a JSDoc summary has no "description" (and a warning says so).

Exit status: 0 every exported function converted; 1 some function was left out (one line on stderr
names it, its parameter and the reason; the others still print), or the file has syntax or type
errors (each on stderr as file:line:column, and no schema is printed); 2 usage error, missing file,
file outside the project or broken tsconfig.

inspect lints the files (any existing path, directories and globs too) with the ESLint plugin's finder, typed, each
file with its nearest tsconfig.json (your ESLint config and its settings are not read), and prints
per tool definition it found:

  file:line  name  format  link  status

link is how the definition reached its implementation: inline, dispatch-object or name-match and
the function's name, "dispatch view" (a case of a switch or if on the tool name, or a handler),
or "not linked". status is "compared" when the schema is readable and the definition is linked,
else "not compared:" and why (schema could not be read statically, no schema written, no
implementation linked, name not readable). Tools dispatched in a file but declared in another are
listed as remote; a final line counts definitions, the files that hold them, linked and compared.

Options of inspect:
  --format, -f <name>   text (default), or json: an array of { kind: "definition", file, line,
                        name, format, link, schema, status, reasons } and { kind: "remote", file,
                        name, declaredIn } objects.

Needs eslint and @typescript-eslint/parser (optional peer dependencies). Exit status: 0 inspected
(a pattern that matches no file is one line on stderr); 1 some file could not be parsed (one line
each, e.g. a file no tsconfig.json includes); 2 usage error, missing packages, or no file matched.`;

interface GenerateCommand {
  file: string;
  project: string | undefined;
  format: OutputFormat;
}

interface InspectCommand {
  patterns: string[];
  format: InspectFormat;
}

type Parsed =
  | { kind: "help" }
  | { kind: "generate"; command: GenerateCommand }
  | { kind: "inspect"; command: InspectCommand }
  | { kind: "error"; message: string };

export function parseArgs(argv: readonly string[]): Parsed {
  const positional: string[] = [];
  let project: string | undefined;
  let format: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    if (flag === "--project" || flag === "-p" || flag === "--format" || flag === "-f") {
      const value = inline ?? argv[++i];
      if (value === undefined || value === "") return { kind: "error", message: `${flag} needs a value` };
      if (flag === "--project" || flag === "-p") project = value;
      else format = value;
    } else if (arg.startsWith("-") && arg !== "-") {
      return { kind: "error", message: `unknown option ${arg}` };
    } else {
      positional.push(arg);
    }
  }
  if (positional.length === 0) return { kind: "help" };
  const [command, ...operands] = positional;
  if (command === "generate") return parseGenerate(operands, project, format ?? "json-schema");
  if (command === "inspect") return parseInspect(operands, project, format ?? "text");
  return { kind: "error", message: `unknown command "${command}"; the commands are generate and inspect` };
}

function parseGenerate(operands: readonly string[], project: string | undefined, format: string): Parsed {
  const [file, ...extra] = operands;
  if (file === undefined) return { kind: "error", message: "generate needs a file: tool-schema generate <file.ts>" };
  if (extra.length > 0) return { kind: "error", message: `one file at a time; unexpected ${extra.join(" ")}` };
  if (!isOutputFormat(format))
    return { kind: "error", message: `unknown format "${format}"; expected one of ${OUTPUT_FORMATS.join(", ")}` };
  return { kind: "generate", command: { file, project, format } };
}

function parseInspect(operands: readonly string[], project: string | undefined, format: string): Parsed {
  // Each file is read with its nearest tsconfig.json, as the plugin reads it in an editor.
  if (project !== undefined)
    return { kind: "error", message: "inspect takes no --project: each file is read with its nearest tsconfig.json" };
  if (operands.length === 0)
    return { kind: "error", message: "inspect needs files: tool-schema inspect <files or globs…>" };
  if (!isInspectFormat(format))
    return {
      kind: "error",
      message: `unknown format "${format}" for inspect; expected ${INSPECT_FORMATS.join(" or ")}`,
    };
  return { kind: "inspect", command: { patterns: [...operands], format } };
}

/** Runs the CLI, every command; resolves to the exit status. Never rejects. */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    return parsed.kind === "inspect" ? await inspectCommand(parsed.command, io) : main(argv, io);
  } catch (error) {
    return unexpectedFailure(error, io);
  }
}

/**
 * Runs the synchronous part of the CLI: help, usage errors and generate; returns the exit status.
 * Never throws. It stays synchronous so that embedders and tests of generate need no await;
 * inspect lints with ESLint, which is asynchronous, and runs through `runCli`.
 */
export function main(argv: readonly string[], io: CliIo = processIo()): number {
  try {
    const parsed = parseArgs(argv);
    if (parsed.kind === "help") {
      io.stdout(`${HELP}\n`);
      return argv.length === 0 ? 2 : 0;
    }
    if (parsed.kind === "error") {
      io.stderr(`tool-schema: ${parsed.message} (see tool-schema --help)\n`);
      return 2;
    }
    if (parsed.kind === "inspect") {
      io.stderr("tool-schema: inspect is asynchronous: run it with runCli, not main\n");
      return 2;
    }
    return generateCommand(parsed.command, io);
  } catch (error) {
    return unexpectedFailure(error, io);
  }
}

function unexpectedFailure(error: unknown, io: CliIo): number {
  io.stderr(`tool-schema: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
  return 2;
}

async function inspectCommand(command: InspectCommand, io: CliIo): Promise<number> {
  const problem = inspectEnvironmentProblem();
  if (problem !== undefined) {
    io.stderr(`${problem}\n`);
    return 2;
  }
  // Loaded only now: it imports ESLint, the parser and the finder, which generate does not need.
  const { lintForInspection } = await import("./inspect/lint.js");
  const lint = await lintForInspection(command.patterns, io.cwd);
  const errors = [
    ...lint.unmatched.map((pattern) => `tool-schema: no file to inspect matches ${pattern}`),
    ...lint.problems.map(
      // A file no tsconfig.json includes fails before parsing, without a line to point at.
      (p) =>
        p.message.includes("was not found by the project service")
          ? `tool-schema: ${relativePath(p.file, io.cwd)} is not part of the project of its nearest tsconfig.json (see its "include"/"files"), so it cannot be read with types; add it there`
          : `tool-schema: ${relativePath(p.file, io.cwd)}${p.line === undefined ? "" : `:${p.line}`} could not be parsed: ${firstLine(p.message)}`,
    ),
  ];
  if (errors.length > 0) io.stderr(`${errors.join("\n")}\n`);
  if (lint.files.length === 0 && lint.problems.length === 0) return 2;
  io.stdout(
    command.format === "json"
      ? `${JSON.stringify(jsonEntries(lint.files, io.cwd), null, 2)}\n`
      : renderText(lint.files, io.cwd),
  );
  return lint.problems.length > 0 ? 1 : 0;
}

/** A parser's message can span lines (a code frame): the report is one line per file. */
function firstLine(message: string): string {
  return message.split("\n", 1)[0]!.trim();
}

function generateCommand(command: GenerateCommand, io: CliIo): number {
  const loaded = loadFile(command.file, { project: command.project, cwd: io.cwd });
  if (!loaded.ok) {
    io.stderr(`tool-schema: ${loaded.error}\n`);
    return 2;
  }
  const { program, sourceFile } = loaded.value;
  const errors = inputErrors(program, sourceFile);
  if (errors.length > 0) {
    const shown = errors.slice(0, 20).map((e) => `${relativePath(e.file, io.cwd)}:${e.line}:${e.column}: ${e.message}`);
    if (errors.length > 20) shown.push(`… and ${errors.length - 20} more errors`);
    io.stderr(
      `${shown.join("\n")}\ntool-schema: ${command.file} does not compile, so no schema was generated; fix the errors above\n`,
    );
    return 1;
  }
  // The schemas are only serialized: no need for the copies that keep editable results apart.
  const generation = generateFile(sourceFile, program, { shared: true });
  const lines: string[] = generation.diagnostics.map((d) => diagnosticLine(d, io.cwd));
  const printable: PrintableTool[] = [];
  let leftOut = 0;
  for (const fn of generation.functions) {
    const errors = fn.diagnostics.filter((d) => d.severity === "error");
    for (const warning of fn.diagnostics.filter((d) => d.severity === "warning"))
      lines.push(diagnosticLine(warning, io.cwd));
    if (errors.length > 0) {
      leftOut++;
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
      lines.push(`${diagnosticLine(errors[0]!, io.cwd)}${more}; ${fn.name} left out`);
      continue;
    }
    if (fn.description === undefined && command.format !== "json-schema") {
      const line = fn.node.getSourceFile().getLineAndCharacterOfPosition(fn.node.getStart()).line + 1;
      lines.push(
        `${relativePath(fn.node.getSourceFile().fileName, io.cwd)}:${line}: warning: ${fn.name} has no JSDoc summary, so its tool has no description and the model is not told when to use it; write one above the function`,
      );
    }
    printable.push({
      name: fn.name,
      description: fn.description,
      parameters: fn.parameters,
      ...(fn.positional ? { positional: fn.positional } : {}),
    });
  }
  if (generation.functions.length === 0) lines.push(`warning: ${command.file} exports no functions`);
  io.stdout(`${JSON.stringify(renderTools(printable, command.format), null, 2)}\n`);
  if (lines.length > 0) io.stderr(`${lines.join("\n")}\n`);
  return leftOut > 0 ? 1 : 0;
}

function diagnosticLine(diagnostic: SchemaDiagnostic, cwd: string): string {
  const where = diagnostic.file ? `${relativePath(diagnostic.file, cwd)}:${diagnostic.line ?? 1}: ` : "";
  return `${where}${diagnostic.severity}: ${diagnostic.message}`;
}

function relativePath(file: string, cwd: string): string {
  const path = relative(cwd, file);
  return path.startsWith("..") ? file : path;
}

function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
  };
}

function invokedDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (invokedDirectly()) process.exitCode = await runCli(process.argv.slice(2));
