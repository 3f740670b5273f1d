// A declared property whose schema admits no value (`z.never()`, `{ not: {} }`), the placeholder of
// a tool that takes no arguments, is never reported as dropped: the model can send nothing there.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "no-value/server.ts";

describe("a placeholder property that admits no value", () => {
  it("is not reported unread, in zod or JSON Schema", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
  });

  it("is reported once it admits a value the handler drops", () => {
    const admits = variant(SERVER, "z.optional(z.never())", "z.optional(z.string())");
    expect(pluginReports(admits)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `_` is declared in the schema of tool "list_tasks"/),
    ]);
    const json = variant(SERVER, "_: { not: {} }", '_: { type: "string" }');
    expect(pluginReports(json)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `_` is declared in the schema of tool "count_tasks"/),
    ]);
    const chained = variant(SERVER, "z.never().optional()", "z.never().or(z.string()).optional()");
    expect(pluginReports(chained)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `none` is declared in the schema of tool "clear_tasks"/),
    ]);
  });
});
