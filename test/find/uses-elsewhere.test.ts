// isUsedInProgram: whether some code calls or hands on a function (then the call decides how the
// model's arguments reach it), or nothing does (then a schema that names it describes its
// parameters by name). Unsure answers are "used": the signature is then not taken as evidence.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isUsedInProgram } from "../../rules/no-schema-drift/uses-elsewhere.js";
import { scratchProgram } from "./scratch-program.js";

const TOOL = `export function cropImage(url: string, left: number): string { return url + left; }\n`;

/** The function `cropImage` declared in `file` of the program. */
function cropImage(program: ts.Program, file: string): ts.FunctionDeclaration {
  const source = program.getSourceFiles().find((f) => f.fileName.endsWith(file))!;
  return source.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s))!;
}

describe("isUsedInProgram", () => {
  it("is false when nothing but an export or an import names the function", () => {
    const { program } = scratchProgram({ "tools.ts": TOOL, "index.ts": `export { cropImage } from "./tools";\n` });
    expect(isUsedInProgram(program, cropImage(program, "tools.ts"))).toBe(false);
  });

  it("is true when another file calls it through an import", () => {
    const { program } = scratchProgram({
      "tools.ts": TOOL,
      "index.ts": `import { cropImage } from "./tools";\nexport const run = (a: any) => cropImage(a.url, a.left);\n`,
    });
    expect(isUsedInProgram(program, cropImage(program, "tools.ts"))).toBe(true);
  });

  it("is true when it is handed on as a value (a dispatch map's shorthand entry)", () => {
    const { program } = scratchProgram({ "tools.ts": `${TOOL}export const handlers = { cropImage };\n` });
    expect(isUsedInProgram(program, cropImage(program, "tools.ts"))).toBe(true);
  });

  it("is true when the call reaches the `.d.ts` shipped beside the JavaScript", () => {
    const { program } = scratchProgram(
      {
        "tools.js": `export function cropImage(url, left) { return url + left; }\n`,
        "tools.d.ts": `export declare function cropImage(url: string, left: number): string;\n`,
        "index.js": `import { cropImage } from "./tools.js";\nexport const run = (a) => cropImage(a.url, a.left);\n`,
      },
      { allowJs: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    );
    expect(isUsedInProgram(program, cropImage(program, "tools.js"))).toBe(true);
  });
});
