// A helper of the file that returns the arguments it is handed (`asRecord(input)`): what it returns
// is read as the arguments, at each call, whoever else calls it.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const FILE = "returned-arguments/tools.ts";

describe("the arguments handed back by a helper that returns them", () => {
  it("as written: silent", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("an arrow returning them from a conditional: a renamed property is reported both ways", () => {
    expect(pluginReports(variant(FILE, "properties: { detail:", "properties: { level:"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `level` is declared in the schema of tool "describe_page"/),
      expect.stringMatching(/^no-undeclared-arguments: `detail` is read by the implementation of tool "describe_page"/),
    ]);
  });

  it("the helper called by several tools: a deleted property is reported for the tool that reads it", () => {
    expect(pluginReports(variant(FILE, ' smooth: { type: "boolean" } ', " "))).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `smooth` is read by the implementation of tool "scroll_page"/),
    ]);
  });

  it("a function returning them from a `return` statement", () => {
    expect(pluginReports(variant(FILE, "properties: { steps:", "properties: { count:"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `count` is declared in the schema of tool "go_back"/),
      expect.stringMatching(/^no-undeclared-arguments: `steps` is read by the implementation of tool "go_back"/),
    ]);
  });
});
