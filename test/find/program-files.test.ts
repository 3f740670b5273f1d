// A per-program index whose content follows from the files is built once for a program and handed
// on to a new program holding the very same SourceFile objects (as typescript-eslint's project
// service makes several in one run), and built again as soon as a file or an option differs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { filesCache, forProgramFiles, sameOptions } from "../../src/find/link/program-files.js";
import { isProjectFile } from "../../src/find/syntax/written-file.js";

describe("forProgramFiles", () => {
  let dir: string;
  const options: ts.CompilerOptions = { noEmit: true, types: [] };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "tool-schema-program-files-"));
    writeFileSync(join(dir, "a.ts"), "export const a = 1;\n");
    writeFileSync(join(dir, "b.ts"), "export const b = 2;\n");
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    parsed.clear();
  });

  const roots = () => [join(dir, "a.ts"), join(dir, "b.ts")];
  /** Source files by name and text, as a language service's document registry keeps them. */
  const parsed = new Map<string, ts.SourceFile>();
  /** A program over the roots whose host hands back the same source file while its text is the same. */
  const programOf = (old?: ts.Program, with_: ts.CompilerOptions = options) => {
    const host = ts.createCompilerHost(with_);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError) => {
      const text = ts.sys.readFile(fileName);
      const known = parsed.get(fileName);
      if (known !== undefined && known.text === text) return known;
      const file = read(fileName, language, onError);
      if (file !== undefined) parsed.set(fileName, file);
      return file;
    };
    return ts.createProgram(roots(), with_, host, old);
  };

  it("builds once per program and hands the index on to a program of the same files", () => {
    const cache = filesCache<{ built: number }>();
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = programOf();
    expect(forProgramFiles(cache, first, build)).toEqual({ built: 1 });
    expect(forProgramFiles(cache, first, build)).toEqual({ built: 1 });
    const second = programOf(first);
    expect(second).not.toBe(first);
    expect(second.getSourceFiles().every((file, index) => file === first.getSourceFiles()[index])).toBe(true);
    expect(forProgramFiles(cache, second, build)).toEqual({ built: 1 });
    expect(builds).toBe(1);
  });

  it("builds again when a file changed or the options differ", () => {
    const cache = filesCache<number>();
    let builds = 0;
    const build = () => ++builds;
    const first = programOf();
    forProgramFiles(cache, first, build);
    writeFileSync(join(dir, "b.ts"), "export const b = 3;\n");
    const changed = programOf(first);
    expect(forProgramFiles(cache, changed, build)).toBe(2);
    const strict = programOf(changed, { ...options, strict: true });
    expect(forProgramFiles(cache, strict, build)).toBe(3);
    // The first program keeps its own index.
    expect(forProgramFiles(cache, first, build)).toBe(1);
  });
});

describe("sameOptions", () => {
  it("compares what the options set, the parsed tsconfig aside", () => {
    const configFile = ts.parseJsonText("tsconfig.json", "{}");
    expect(
      sameOptions(
        { strict: true, paths: { "@/*": ["src/*"] }, configFile },
        { strict: true, paths: { "@/*": ["src/*"] } },
      ),
    ).toBe(true);
    expect(sameOptions({ strict: true }, { strict: false })).toBe(false);
    expect(sameOptions({ paths: { "@/*": ["src/*"] } }, { paths: { "@/*": ["lib/*"] } })).toBe(false);
    expect(sameOptions({ baseUrl: "." }, {})).toBe(false);
  });
});

describe("isProjectFile", () => {
  it("is true for the project's own files only: not a declaration file, a package's file or the default library", () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-schema-project-files-"));
    try {
      mkdirSync(join(dir, "node_modules", "pkg"), { recursive: true });
      writeFileSync(
        join(dir, "node_modules", "pkg", "package.json"),
        JSON.stringify({ name: "pkg", types: "index.d.ts" }),
      );
      writeFileSync(join(dir, "node_modules", "pkg", "index.d.ts"), "export declare const fromPackage: number;\n");
      writeFileSync(
        join(dir, "main.ts"),
        'import { fromPackage } from "pkg";\nimport { local } from "./local.js";\nexport const sum = fromPackage + local;\n',
      );
      writeFileSync(join(dir, "local.d.ts"), "export declare const local: number;\n");
      const program = ts.createProgram([join(dir, "main.ts")], {
        noEmit: true,
        types: [],
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
      });
      const kinds = new Map(
        program.getSourceFiles().map((file) => [file.fileName.replace(/\\/g, "/"), isProjectFile(program, file)]),
      );
      const at = (name: string) => kinds.get(join(dir, name).replace(/\\/g, "/"));
      expect(at("main.ts")).toBe(true);
      expect(at("local.d.ts")).toBe(false);
      expect(at("node_modules/pkg/index.d.ts")).toBe(false);
      const library = [...kinds].filter(([name]) => /lib\.[\w.]*d\.ts$/.test(name));
      expect(library.length).toBeGreaterThan(0);
      expect(library.every(([, own]) => !own)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
