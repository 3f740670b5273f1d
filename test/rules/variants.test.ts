// A tool written in two variants under one name, one of them registered at run time.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const FILE = "variants/server.ts";

describe("variants of one tool", () => {
  it("a property one variant declares is the model's when that variant is served", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("a property no variant declares is still reported", () => {
    expect(pluginReports(variant(FILE, "args.limit === undefined", "args.max === undefined"))).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `max` is read by the implementation of tool "doc_search"/),
    ]);
  });
});
