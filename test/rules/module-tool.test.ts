// A module that is one tool: `export const schema`, `export const metadata`, `export default function`.
import { describe, expect, it } from "vitest";
import { definitionsOf } from "../find/views-helper.js";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const FILE = "module-tool/greet.ts";

describe("a module that is one tool", () => {
  it("is found from its metadata, with the exported schema and the default export as its callable", () => {
    expect(definitionsOf(fixture(FILE).code)).toMatchObject([
      { format: "generic", name: "greet_user", description: "Greet the user" },
    ]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("compares the schema with the default export's parameter", () => {
    const renamed = variant(
      FILE,
      '  name: z.string().describe("The name of the user to greet"),',
      "  username: z.string(),",
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `username` is in the schema but .* calls it `name`: rename it\.$/),
    ]);
  });

  it("needs the schema: metadata and a default function alone are no tool", () => {
    expect(definitionsOf(fixture("module-tool/settings.ts").code)).toEqual([]);
  });
});
