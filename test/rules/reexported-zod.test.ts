// A library may hand zod on under a name of its own (`tool.schema`, declared `typeof z` with `z`
// imported from zod): schemas written with it are zod schemas, and their tools are found and judged.
import { describe, expect, it } from "vitest";
import { fixture, lintRecommended, variant } from "./real-world-helpers.js";

function reports(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule?.startsWith("tool-schema/") || m.fatal)
    .map((m) => `${m.rule?.replace("tool-schema/", "")}: ${m.message}`);
}

describe("zod re-exported by a library under a name of its own", () => {
  it("is silent where the code reads what the shape declares", () => {
    expect(reports(fixture("reexported-zod/tools.ts"))).toEqual([]);
  });

  it("reports a read the shape does not declare, and the declared property left unread", () => {
    const code = variant("reexported-zod/tools.ts", "args.level ?? 100", "args.brightness ?? 100");
    expect(reports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `level` is declared in the schema of this tool/),
      expect.stringMatching(/^no-undeclared-arguments: `brightness` is read by the implementation of this tool/),
    ]);
  });
});
