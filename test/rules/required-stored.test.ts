// Required-ness from use when the value is then stored where it cannot be followed: the call that
// hands it to a parameter refusing `undefined` breaks first, so the store hides nothing.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

describe("a property handed to a typed parameter, then stored", () => {
  it("is silent when the schema requires it", () => {
    expect(pluginReports(fixture("required/stored.ts"))).toEqual([]);
  });

  it("is reported when the schema leaves it optional", () => {
    const code = variant("required/stored.ts", `required: ["code"] }`, `required: [] }`);
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `code` is optional in the schema of tool "bridge_connect", but the implementation uses it whenever the tool runs/,
      ),
    ]);
  });
});
