// Tools compiled to CommonJS: `(0, ai_1.tool)({…})` is a call of the SDK's `tool`.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";
import { definitionsIn } from "../find/views-helper.js";

const TOOLS = "commonjs/tools.ts";

describe("a Vercel AI tool compiled to CommonJS", () => {
  it("is found as the SDK's, and silent as written", () => {
    expect(definitionsIn(TOOLS).map((definition) => definition.format)).toEqual(["vercel-ai"]);
    expect(pluginReports(fixture(TOOLS))).toEqual([]);
  });

  it("reads the zod shape off its namespace: a renamed read is reported against the declared name", () => {
    const code = variant(TOOLS, "`${city}: 21°${unit", "`${city}: 21°${units");
    expect(pluginReports({ ...code, code: code.code.replace("{ city, unit }", "{ city, units }") })).toEqual([
      'no-undeclared-arguments: `units` is read by the implementation of tool "weather", but its schema declares `unit`, so `units` is never sent: read `unit`, or rename the schema property.',
    ]);
  });
});
