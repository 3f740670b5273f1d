// Vercel AI's `zodSchema(schema)` helper, like `jsonSchema({…})`, hands the SDK the schema it wraps:
// that schema is the tool's, read through the helper whatever name it is imported under.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const BASH = "zod-schema-helper/bash.ts";

describe("a zod schema wrapped in zodSchema()", () => {
  it("is read: silent as written", () => {
    expect(pluginReports(fixture(BASH))).toEqual([]);
  });

  it("reports a property the handler destructures under another name and never uses", () => {
    const code = variant(
      BASH,
      "execute: async ({ command, timeout })",
      "execute: async ({ command, timeout: _timeout })",
    );
    expect(pluginReports({ ...code, code: code.code.replace("timeout ?? 120000", "120000") })).toEqual([
      expect.stringMatching(
        /^no-unread-parameters: `timeout` is declared in the schema of this tool, but its implementation only assigns its value to `_timeout`/,
      ),
    ]);
  });
});
