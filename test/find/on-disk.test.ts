import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { isTrustedElsewhere, sameAsOnDisk } from "../../src/find/syntax/on-disk.js";

describe("sameAsOnDisk / isTrustedElsewhere", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function programOf(files: Record<string, string>): ts.Program {
    dir = mkdtempSync(join(tmpdir(), "tool-schema-on-disk-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      { noEmit: true, types: [] },
    );
  }

  it("is true while the file on disk holds the program's text, false once it is rewritten or deleted", () => {
    const program = programOf({ "a.ts": "export const a = 1;\n", "b.ts": "export const b = 2;\n" });
    const b = program.getSourceFile(join(dir, "b.ts"))!;
    expect(sameAsOnDisk(b)).toBe(true);
    writeFileSync(join(dir, "b.ts"), "export const b = 30;\n");
    expect(sameAsOnDisk(b)).toBe(false);
    writeFileSync(join(dir, "b.ts"), "export const b = 2;\n");
    expect(sameAsOnDisk(b)).toBe(true);
    rmSync(join(dir, "b.ts"));
    expect(sameAsOnDisk(b)).toBe(false);
  });

  it("a byte-order mark on disk is the same text", () => {
    const program = programOf({ "a.ts": "\uFEFFexport const a = 1;\n" });
    expect(sameAsOnDisk(program.getSourceFile(join(dir, "a.ts"))!)).toBe(true);
  });

  it("a shebang on disk is the same text as the `//` comment ESLint gives the program for a linted file", () => {
    // The program holds the text as ESLint parsed it; the disk still has `#!`.
    const program = programOf({ "a.ts": "///usr/bin/env node\nexport const a = 1;\n" });
    writeFileSync(join(dir, "a.ts"), "#!/usr/bin/env node\nexport const a = 1;\n");
    expect(sameAsOnDisk(program.getSourceFile(join(dir, "a.ts"))!)).toBe(true);
    writeFileSync(join(dir, "a.ts"), "#!/usr/bin/env node\nexport const a = 2;\n");
    expect(sameAsOnDisk(program.getSourceFile(join(dir, "a.ts"))!)).toBe(false);
  });

  it("always trusts the linted file itself and the default library, not another rewritten file", () => {
    const program = programOf({ "a.ts": "export const a = 1;\n", "b.ts": "export const b = 2;\n" });
    const a = program.getSourceFile(join(dir, "a.ts"))!;
    const b = program.getSourceFile(join(dir, "b.ts"))!;
    writeFileSync(join(dir, "a.ts"), "export const a = 'unsaved elsewhere';\n");
    writeFileSync(join(dir, "b.ts"), "export const b = 30;\n");
    expect(isTrustedElsewhere(program, a, a.fileName)).toBe(true);
    expect(isTrustedElsewhere(program, b, a.fileName)).toBe(false);
    const library = program.getSourceFiles().find((file) => program.isSourceFileDefaultLibrary(file))!;
    expect(isTrustedElsewhere(program, library, a.fileName)).toBe(true);
  });
});
