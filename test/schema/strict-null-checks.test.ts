// With strictNullChecks off, null and undefined vanish from types: the generator says so, once.
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { generateFile, type GenerateResult } from "../../src/generate.js";
import { createFixtureProgram, generator, SCHEMA_FIXTURES, STRICT_OPTIONS } from "./fixture-program.js";

const LOOSE = join(SCHEMA_FIXTURES, "loose");
let program: ts.Program;
let gen: (file: string, name: string) => GenerateResult;

beforeAll(() => {
  program = createFixtureProgram(LOOSE, { ...STRICT_OPTIONS, strict: false, strictNullChecks: false });
  gen = generator(program);
});

describe("strictNullChecks off", () => {
  it("maps what it can see and notes that nullability cannot be seen", () => {
    const result = gen(join(LOOSE, "nullable.ts"), "findUser");
    expect(result.parameters).toEqual({
      type: "object",
      properties: { name: { type: "string" }, limit: { type: "number" } },
      required: ["name"],
      additionalProperties: false,
    });
    expect(result.diagnostics).toMatchObject([
      {
        severity: "warning",
        code: "strict-null-checks-off",
        path: [],
        message: expect.stringContaining("strictNullChecks is off"),
      },
    ]);
  });

  it("a whole file says it once, not once per function", () => {
    const { functions, diagnostics } = generateFile(program.getSourceFile(join(LOOSE, "nullable.ts"))!, program);
    expect(functions).toHaveLength(2);
    expect(functions.every((f) => f.diagnostics.length === 0)).toBe(true);
    expect(diagnostics.map((d) => d.code)).toEqual(["strict-null-checks-off"]);
  });
});
