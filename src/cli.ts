#!/usr/bin/env node
/**
 * `tool-schema generate <file.ts> [--project tsconfig.json] [--format …]`: prints the tool schema of
 * every exported function. Exit 0: all converted; 1: some function was left out (one stderr line
 * each); 2: bad usage, missing file, file outside the project or broken tsconfig (one line).
 */
import { realpathSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isOutputFormat, OUTPUT_FORMATS, renderTools, type OutputFormat, type PrintableTool } from "./schema/cli-output.js";
import { generateFile } from "./schema/from-file.js";
import { loadFile } from "./schema/project.js";
import type { SchemaDiagnostic } from "./schema/types.js";

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
}

export const HELP = `Usage: tool-schema generate <file.ts> [--project <tsconfig.json>] [--format <format>]

Prints the JSON Schema of each exported function's tool arguments, derived from its TypeScript
signature with the type checker (the same mapping the ESLint plugin checks hand-written schemas
against).

Options:
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

Exit status: 0 every exported function converted; 1 some function was left out (one line on stderr
names it, its parameter and the reason; the others still print); 2 usage error, missing file, file
outside the project or broken tsconfig.`;

interface GenerateCommand {
  file: string;
  project: string | undefined;
  format: OutputFormat;
}

type Parsed = { kind: "help" } | { kind: "generate"; command: GenerateCommand } | { kind: "error"; message: string };

export function parseArgs(argv: readonly string[]): Parsed {
  const positional: string[] = [];
  let project: string | undefined;
  let format: string = "json-schema";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
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
  const [command, file, ...extra] = positional;
  if (command !== "generate") return { kind: "error", message: `unknown command "${command}"; the command is generate` };
  if (file === undefined) return { kind: "error", message: "generate needs a file: tool-schema generate <file.ts>" };
  if (extra.length > 0) return { kind: "error", message: `one file at a time; unexpected ${extra.join(" ")}` };
  if (!isOutputFormat(format)) return { kind: "error", message: `unknown format "${format}"; expected one of ${OUTPUT_FORMATS.join(", ")}` };
  return { kind: "generate", command: { file, project, format } };
}

/** Runs the CLI; returns the exit status. Never throws. */
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
    return generateCommand(parsed.command, io);
  } catch (error) {
    io.stderr(`tool-schema: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

function generateCommand(command: GenerateCommand, io: CliIo): number {
  const loaded = loadFile(command.file, { project: command.project, cwd: io.cwd });
  if (!loaded.ok) {
    io.stderr(`tool-schema: ${loaded.error}\n`);
    return 2;
  }
  const { program, sourceFile } = loaded.value;
  // The schemas are only serialized: no need for the copies that keep editable results apart.
  const generation = generateFile(sourceFile, program, { shared: true });
  const lines: string[] = generation.diagnostics.map((d) => diagnosticLine(d, io.cwd));
  const printable: PrintableTool[] = [];
  let leftOut = 0;
  for (const fn of generation.functions) {
    const errors = fn.diagnostics.filter((d) => d.severity === "error");
    for (const warning of fn.diagnostics.filter((d) => d.severity === "warning")) lines.push(diagnosticLine(warning, io.cwd));
    if (errors.length > 0) {
      leftOut++;
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
      lines.push(`${diagnosticLine(errors[0]!, io.cwd)}${more}; ${fn.name} left out`);
      continue;
    }
    printable.push({ name: fn.name, description: fn.description, parameters: fn.parameters, ...(fn.positional ? { positional: fn.positional } : {}) });
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

if (invokedDirectly()) process.exitCode = main(process.argv.slice(2));
