// Required-ness from use for a tool dispatched in one module whose schema another declares: the
// uses in the dispatch against what that schema (a JSON Schema literal, or a zod object published
// with zodToJsonSchema) lets the model leave out, reported at the use.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

describe("required from use, for a schema declared in another module", () => {
  it("is silent where the code needs only what the schemas require", () => {
    expect(pluginReports(fixture("remote-required/index.ts"))).toEqual([]);
    expect(pluginReports(fixture("remote-required/tools.ts"))).toEqual([]);
  });

  it("reports an optional JSON Schema property the dispatch uses on every path", () => {
    const code = variant("remote-required/index.ts", "args.mode);", "args.mode.toString(8));");
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `mode` is optional in the schema of tool "copy_file" \(declared in .*tools\.ts\), but the implementation uses it whenever the tool runs \(`args.mode.toString`, line 17\)/,
      ),
    ]);
  });

  it("reports an optional key of a published zod object the dispatch uses on every path", () => {
    const code = variant("remote-required/index.ts", "args.overwrite === true", "args.overwrite.valueOf()");
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `overwrite` may be left out by the zod schema of tool "rename_file" \(declared in .*tools\.ts\), but the implementation uses it whenever the tool runs/,
      ),
    ]);
  });

  it("is silent on a use the dispatch guards", () => {
    const code = variant(
      "remote-required/index.ts",
      "args.mode);",
      "args.mode === undefined ? undefined : args.mode.valueOf());",
    );
    expect(pluginReports(code)).toEqual([]);
  });
});
