// What an SDK says about its own entry points, wherever the project imports them from: a factory
// re-exported by a module of the project is still the SDK's, Mastra names a listed tool by its key
// and runs workflow steps that are no tools, and a provider-defined tool is no MCP tool object.
import { describe, expect, it } from "vitest";
import { fixture, variant, variantOf, pluginReports } from "./real-world-helpers.js";
import { definitionsIn } from "../find/views-helper.js";

describe("SDK entry points by origin", () => {
  it("are silent where schemas and handlers agree", () => {
    for (const file of ["git-log.ts", "mastra.ts", "provider-defined.ts"])
      expect(pluginReports(fixture(`sdk-origins/${file}`)), file).toEqual([]);
  });

  it("finds a Vercel AI tool whose `tool` a module of the project re-exports, named by its entry's `name`", () => {
    expect(definitionsIn("sdk-origins/git-log.ts", undefined, { typed: true }).map((d) => [d.format, d.name])).toEqual([
      ["vercel-ai", "git_log"],
    ]);
    expect(
      pluginReports(
        variantOf("sdk-origins/git-log.ts", [
          ["async ({ count, path })", "async ({ count, dir })"],
          ["${path ??", "${dir ??"],
        ]),
      ),
    ).toEqual([
      expect.stringMatching(/^no-unread-parameters: `path` is declared in the schema of tool "git_log"/),
      expect.stringMatching(/^no-undeclared-arguments: `dir` is read by the implementation of tool "git_log"/),
    ]);
  });

  it("names a Mastra tool listed under a key by the key, and takes no workflow step for a tool", () => {
    expect(definitionsIn("sdk-origins/mastra.ts").map((d) => [d.format, d.name])).toEqual([["mastra", "readFile"]]);
  });

  it("takes no provider-defined tool for an MCP tool object", () => {
    expect(definitionsIn("sdk-origins/provider-defined.ts")).toEqual([]);
    const asMcp = variant("sdk-origins/provider-defined.ts", '{ type: "provider-defined", id,', "{ id,");
    expect(definitionsIn("sdk-origins/provider-defined.ts", asMcp.code).map((d) => d.format)).toEqual(["mcp"]);
  });
});

describe("a context handed whole to a helper", () => {
  it("is not taken for the arguments: silent, where a guess would report the context's keys", () => {
    expect(pluginReports(fixture("generic/step-context.ts"))).toEqual([]);
  });

  it("is data when it is also written into a text: a property renamed in the schema alone is reported", () => {
    const FILE = "generic/text-and-helper.ts";
    expect(pluginReports(fixture(FILE))).toEqual([]);
    expect(pluginReports(variant(FILE, "    componentName: z.string()", "    component: z.string()"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `component` is declared in the schema/),
      expect.stringMatching(/^no-undeclared-arguments: `componentName` is read by the implementation/),
    ]);
  });
});
