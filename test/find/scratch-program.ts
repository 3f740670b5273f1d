// Programs of files written to a scratch folder (facts from other files are trusted only as they
// are on disk), and a count of the questions a checker is asked.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll } from "vitest";

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A program of `files`, removed when the test file is done; `path` names a file of it. */
export function scratchProgram(
  files: Record<string, string>,
  options: ts.CompilerOptions = {},
): { program: ts.Program; path: (name: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-scratch-"));
  folders.push(dir);
  const path = (name: string) => join(dir, name).replace(/\\/g, "/");
  for (const [name, text] of Object.entries(files)) writeFileSync(path(name), text);
  const program = ts.createProgram(Object.keys(files).map(path), {
    noEmit: true,
    noLib: true,
    types: [],
    strict: true,
    ...options,
  });
  return { program, path };
}

/** The text of every node the program's checker is asked the symbol of from now on, in order. */
export function symbolQuestions(program: ts.Program): string[] {
  const checker = program.getTypeChecker();
  const asked: string[] = [];
  const getSymbolAtLocation = checker.getSymbolAtLocation.bind(checker);
  checker.getSymbolAtLocation = (node) => {
    asked.push(node.getText());
    return getSymbolAtLocation(node);
  };
  return asked;
}
