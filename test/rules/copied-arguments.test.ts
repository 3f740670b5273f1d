// A dispatch that copies the arguments into a const (`const params = args`) before handing them to
// a function of another module: that function reads the tool's arguments, judged where it is.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

describe("arguments handed to another module through a const copy", () => {
  it("reports, in the module that reads it, a property the schema does not declare", () => {
    expect(pluginReports(fixture("copied-arguments/agents.ts"))).toEqual([
      'no-undeclared-arguments: `env` is read by the implementation of tool "agent_create", but its schema does not declare it, so the model never sends it: add `env` to the schema\'s `properties`.',
    ]);
  });

  it("is silent on what the schema declares", () => {
    const declared = variant("copied-arguments/agents.ts", "params.env ? `env ${String(params.env)} agent` : ", "");
    expect(pluginReports(declared)).toEqual([]);
    expect(pluginReports(fixture("copied-arguments/server.ts"))).toEqual([]);
  });
});
