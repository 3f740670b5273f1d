/**
 * Building the `ts.Program` the CLI reads a file with: the given or nearest tsconfig.json, or strict
 * defaults when there is none. Every failure is a one-line message, never an exception.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type * as TS from "typescript";
import { canParseJsDocLazily } from "./jsdoc.js";
import ts from "./typescript.js";

export interface LoadedFile {
  program: TS.Program;
  sourceFile: TS.SourceFile;
  /** The tsconfig.json used, or undefined when defaults were used. */
  configPath: string | undefined;
}

export type LoadResult = { ok: true; value: LoadedFile } | { ok: false; error: string };

/**
 * Compiler options when no tsconfig.json is found: strict, modern module resolution, and the ES
 * library without the DOM (tool parameters rarely need DOM types, and lib.dom is most of the parse).
 */
export const DEFAULT_COMPILER_OPTIONS: TS.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts"],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
  noEmit: true,
};

export function loadFile(file: string, options: { project?: string | undefined; cwd: string }): LoadResult {
  const fileName = resolve(options.cwd, file);
  if (!existsSync(fileName)) return fail(`file not found: ${file}`);
  if (!statSync(fileName).isFile()) return fail(`not a file: ${file}`);

  const config = findConfig(fileName, options);
  if (!config.ok) return config;
  const configPath = config.value;
  let compilerOptions = DEFAULT_COMPILER_OPTIONS;
  let rootNames = [fileName];
  if (configPath) {
    const parsed = parseConfig(configPath, options.cwd);
    if (!parsed.ok) return parsed;
    if (!includes(parsed.value.fileNames, fileName)) {
      return fail(
        `${file} is not part of the project ${displayPath(configPath, options.cwd)} (see its "include"/"files"); pass --project with a tsconfig that includes it`,
      );
    }
    compilerOptions = { ...parsed.value.options, noEmit: true };
    // Only the file and the project's declaration files: they may declare globals the file uses,
    // and the rest of the project is not needed to read this file's types.
    rootNames = [fileName, ...parsed.value.fileNames.filter((f) => f.endsWith(".d.ts"))];
  }
  const program = ts.createProgram({ rootNames, options: compilerOptions, host: createHost(compilerOptions) });
  const sourceFile = program.getSourceFile(fileName);
  if (!sourceFile) return fail(`TypeScript could not read ${file}`);
  return { ok: true, value: { program, sourceFile, configPath } };
}

/** A compiler error in the file the CLI reads, at its 1-based position. */
export interface InputError {
  file: string;
  line: number;
  column: number;
  /** `error TS1005: ';' expected.`, on one line. */
  message: string;
}

/**
 * The syntax and type errors of `sourceFile` itself. The generator reads types through the checker,
 * which goes on after an error: a file that does not compile yields a schema of whatever the checker
 * recovered (`{ return: {} }` for a misplaced brace), so such a file gets its errors, not a schema.
 * Type errors are asked for only when the syntax is sound (they would repeat the same mistake).
 */
export function inputErrors(program: TS.Program, sourceFile: TS.SourceFile): InputError[] {
  const syntactic = program.getSyntacticDiagnostics(sourceFile);
  const diagnostics = syntactic.length > 0 ? syntactic : program.getSemanticDiagnostics(sourceFile);
  return diagnostics
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map((diagnostic) => {
      const file = diagnostic.file ?? sourceFile;
      const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return {
        file: file.fileName,
        line: line + 1,
        column: character + 1,
        message: `error TS${diagnostic.code}: ${messageText(diagnostic)}`,
      };
    });
}

/**
 * A compiler host that leaves JSDoc out of the parse: in TypeScript's own lib files, which the
 * generator never reads comments from (library types carry no descriptions into schemas), and in
 * the project's TypeScript files, whose few comments the generator reads are parsed when read
 * (jsdoc.ts). JavaScript files keep their JSDoc: it holds their types. JSDoc is a large part of
 * parsing, and parsing is most of a cold CLI run.
 */
function createHost(options: TS.CompilerOptions): TS.CompilerHost {
  // No parent-pointer pass at parse time (a sixth of the parse): the binder sets every parent when
  // the checker is created, and nothing reads the trees before that.
  const host = ts.createCompilerHost(options, false);
  const libDirectory = dirname(ts.getDefaultLibFilePath(options));
  const projectMode = canParseJsDocLazily() ? ts.JSDocParsingMode.ParseForTypeErrors : ts.JSDocParsingMode.ParseAll;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const jsDocParsingMode = fileName.startsWith(libDirectory) ? ts.JSDocParsingMode.ParseNone : projectMode;
    const base =
      typeof languageVersionOrOptions === "object"
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    return getSourceFile(fileName, { ...base, jsDocParsingMode }, onError, shouldCreate);
  };
  return host;
}

function findConfig(
  fileName: string,
  options: { project?: string | undefined; cwd: string },
): { ok: true; value: string | undefined } | { ok: false; error: string } {
  if (options.project === undefined) {
    return { ok: true, value: ts.findConfigFile(dirname(fileName), ts.sys.fileExists, "tsconfig.json") };
  }
  let configPath = resolve(options.cwd, options.project);
  if (existsSync(configPath) && statSync(configPath).isDirectory()) configPath = join(configPath, "tsconfig.json");
  if (!existsSync(configPath)) return fail(`tsconfig not found: ${options.project}`);
  return { ok: true, value: configPath };
}

function parseConfig(
  configPath: string,
  cwd: string,
): { ok: true; value: TS.ParsedCommandLine } | { ok: false; error: string } {
  const where = displayPath(configPath, cwd);
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) return fail(`broken tsconfig ${where}: ${messageText(read.error)}`);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(configPath), undefined, configPath);
  // TS18003 "No inputs were found" only means the file cannot be in it, reported below as such.
  const errors = parsed.errors.filter((e) => e.code !== 18003);
  if (errors.length > 0) return fail(`broken tsconfig ${where}: ${messageText(errors[0]!)}`);
  return { ok: true, value: parsed };
}

function includes(fileNames: readonly string[], fileName: string): boolean {
  const normalise = (f: string): string => {
    const path = resolve(f);
    return ts.sys.useCaseSensitiveFileNames ? path : path.toLowerCase();
  };
  const wanted = normalise(fileName);
  return fileNames.some((f) => normalise(f) === wanted);
}

function messageText(diagnostic: TS.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, " ").replace(/\s+/g, " ").trim();
}

function displayPath(path: string, cwd: string): string {
  const relativePath = relative(cwd, path);
  return relativePath.startsWith("..") ? path : relativePath;
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
