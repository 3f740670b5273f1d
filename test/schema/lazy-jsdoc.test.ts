// A program parsed without JSDoc (jsDocParsingMode, as the CLI parses project files) must give the
// generator exactly what a fully parsed one gives: descriptions, constraint tags, misspelt-tag
// warnings and their lines. Every function of every schema fixture is generated both ways.
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { generateSchema } from "../../src/generate.js";
import { canParseJsDocLazily } from "../../src/schema/jsdoc.js";
import { SCHEMA_FIXTURES, STRICT_OPTIONS } from "./fixture-program.js";

const FIXTURE_FILES = [
  "docs.ts",
  "doc-links.ts",
  "generics.ts",
  "local-types.ts",
  "mapping.ts",
  "odd-names.ts",
  "recursion.ts",
  "shared.ts",
  "styles.ts",
  "unsupported.ts",
].map((f) => join(SCHEMA_FIXTURES, f));

function program(jsDocParsingMode: ts.JSDocParsingMode): ts.Program {
  const host = ts.createCompilerHost(STRICT_OPTIONS);
  host.jsDocParsingMode = jsDocParsingMode;
  const created = ts.createProgram({ rootNames: FIXTURE_FILES, options: STRICT_OPTIONS, host });
  created.getTypeChecker(); // binds: sets the parents that JSDoc lookups walk
  return created;
}

function functionsOf(sourceFile: ts.SourceFile): ts.SignatureDeclaration[] {
  const found: ts.SignatureDeclaration[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const MODES = [
  ts.JSDocParsingMode.ParseForTypeErrors,
  ts.JSDocParsingMode.ParseForTypeInfo,
  ts.JSDocParsingMode.ParseNone,
];

describe.runIf(canParseJsDocLazily())("JSDoc parsed when read", () => {
  const full = program(ts.JSDocParsingMode.ParseAll);
  const lazyPrograms = new Map(MODES.map((mode) => [mode, program(mode)]));

  it("the lazy program really has no parsed JSDoc", () => {
    const lazy = lazyPrograms.get(ts.JSDocParsingMode.ParseForTypeErrors)!;
    const documented = functionsOf(full.getSourceFile(FIXTURE_FILES[0]!)!).filter(
      (fn) => ts.getJSDocCommentsAndTags(fn).length > 0,
    );
    expect(documented.length).toBeGreaterThan(3);
    const same = functionsOf(lazy.getSourceFile(FIXTURE_FILES[0]!)!).filter(
      (fn) => ts.getJSDocCommentsAndTags(fn).length > 0,
    );
    expect(same).toEqual([]);
  });

  describe.each(MODES.map((mode) => [ts.JSDocParsingMode[mode], mode] as const))("parsed with %s", (_, mode) => {
    const lazy = lazyPrograms.get(mode)!;

    it.each(FIXTURE_FILES.map((f) => [f.slice(SCHEMA_FIXTURES.length)]))(
      "%s: every function's schema, description and diagnostics are the same",
      (name) => {
        const file = join(SCHEMA_FIXTURES, name);
        const fullFunctions = functionsOf(full.getSourceFile(file)!);
        const lazyFunctions = functionsOf(lazy.getSourceFile(file)!);
        expect(lazyFunctions.length).toBe(fullFunctions.length);
        fullFunctions.forEach((fn, i) => {
          expect(generateSchema(lazyFunctions[i]!, lazy)).toEqual(generateSchema(fn, full));
        });
      },
    );
  });

  it("reads descriptions and constraint tags from the lazily parsed comments", () => {
    const lazy = lazyPrograms.get(ts.JSDocParsingMode.ParseForTypeErrors)!;
    const results = functionsOf(lazy.getSourceFile(FIXTURE_FILES[0]!)!).map((fn) => generateSchema(fn, lazy));
    const text = JSON.stringify(results);
    expect(results.some((r) => r.description !== undefined)).toBe(true);
    expect(text).toContain('"description"');
    expect(text).toMatch(/"(minimum|maxLength|minLength|pattern|format)"/);
  });
});
