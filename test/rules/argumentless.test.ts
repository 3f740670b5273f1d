// A tool that takes no arguments writes no schema. It is found when the type the project declares it
// with is its type of a tool, one written with a schema library's types; an object of another type
// (a command, a prompt) with a name, a description and a callable is not taken for a tool.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports } from "./real-world-helpers.js";
import { definitionsIn } from "../find/views-helper.js";

const FILE = "argumentless/tools.ts";

describe("a tool without arguments, declared with the project's tool type", () => {
  it("is found beside the tools that take some, and a command of another type is not", () => {
    expect(definitionsIn(FILE).map((definition) => definition.name)).toEqual(["workspaces-get", "workspaces-list"]);
  });

  it("is silent: it has no schema to compare", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });
});
