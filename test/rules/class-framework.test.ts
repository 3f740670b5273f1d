// Class tools of frameworks no SDK row names (`schema` beside an `execute` method).
import { describe, expect, it } from "vitest";
import { definitionsOf } from "../find/views-helper.js";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const FILE = "class-tools/framework.ts";

describe("class tools with `schema` and `execute`", () => {
  it("finds the tools, not the job, and reports nothing as written", () => {
    expect(definitionsOf(fixture(FILE).code).map((d) => [d.format, d.name])).toEqual([
      ["generic", "forecast_tool"],
      ["generic", "echo_tool"],
    ]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("compares a zod schema with the written type of `execute`", () => {
    const renamed = variant(
      FILE,
      'days: z.number().describe("How many days")',
      'count: z.number().describe("How many days")',
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `count` is in the schema but .* calls it `days`: rename it\.$/),
    ]);
  });
});
