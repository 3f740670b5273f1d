// Answers kept per program: asked once per program and node, asked again for a new program.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { programMemo } from "../../src/find/program-memo.js";

const programOf = () => ts.createProgram([], { noEmit: true, noLib: true, types: [] });

describe("programMemo", () => {
  it("computes an answer once per program and key, undefined answers included", () => {
    const memo = programMemo<object, string | undefined>();
    const program = programOf();
    const [a, b] = [{}, {}];
    let computed = 0;
    const ask = (key: object, value: string | undefined) => memo(program, key, () => (computed++, value));
    expect(ask(a, "x")).toBe("x");
    expect(ask(a, "other")).toBe("x");
    expect(ask(b, undefined)).toBeUndefined();
    expect(ask(b, "other")).toBeUndefined();
    expect(computed).toBe(2);
  });

  it("asks again for another program (its checker may see other files)", () => {
    const memo = programMemo<object, number>();
    const key = {};
    expect(memo(programOf(), key, () => 1)).toBe(1);
    expect(memo(programOf(), key, () => 2)).toBe(2);
  });
});
