// A definition whose own method takes the function that runs it (`toolDefinition({…}).server(fn)`):
// that function is the tool's implementation, held in a const first or chained.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";
import { definitionsIn } from "../find/views-helper.js";

const FILE = "definition-method/tools.ts";

describe("a function handed alone to a method of the definition", () => {
  it("is silent as written", () => {
    expect(definitionsIn(FILE).map((definition) => definition.name)).toEqual(["run_code", "lookup", "search_jobs"]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("reports a property renamed in the schema only, the definition held in a const", () => {
    expect(pluginReports(variant(FILE, "  code: z.string().describe", "  source: z.string().describe"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `source` is declared in the schema of tool "run_code"/),
      expect.stringMatching(/^no-undeclared-arguments: `code` is read by the implementation of tool "run_code"/),
    ]);
  });

  it("reports it with the method chained on the definition's call", () => {
    expect(pluginReports(variant(FILE, "z.object({ word: z.string() })", "z.object({ term: z.string() })"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `term` is declared in the schema of tool "lookup"/),
      expect.stringMatching(/^no-undeclared-arguments: `word` is read by the implementation of tool "lookup"/),
    ]);
  });

  it("reports it when the handler calls methods of what it reads, typed as what the schema parses to", () => {
    // Typed by the SDK with the schema's output, the parameter is the arguments: its reads need not
    // be plain values to align (`query.toLowerCase()`), and the optional option's type is unwrapped.
    const renamed = variant(
      FILE,
      'z.object({ query: z.string().describe("Words',
      'z.object({ words: z.string().describe("Words',
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `words` is declared in the schema of tool "search_jobs"/),
      expect.stringMatching(/^no-undeclared-arguments: `query` is read by the implementation of tool "search_jobs"/),
    ]);
  });
});
