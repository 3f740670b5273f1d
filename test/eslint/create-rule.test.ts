// The rule factory: options merged with their defaults once per distinct value, and the first rule
// created for a file carrying the extraction's recording listeners next to its own.
import { describe, expect, it } from "vitest";
import { optionsWithDefaults } from "../../src/eslint/create-rule.js";

describe("optionsWithDefaults", () => {
  it("merges the user's options over the defaults", () => {
    const options = optionsWithDefaults([{ parameters: false, limit: 3 }] as const);
    expect(options([])).toEqual([{ parameters: false, limit: 3 }]);
    expect(options([{ parameters: true }])).toEqual([{ parameters: true, limit: 3 }]);
  });

  it("hands equal options one merged value, and other options another", () => {
    const options = optionsWithDefaults([{ parameters: false }] as const);
    const first = options([{ parameters: true }]);
    expect(options([{ parameters: true }])).toBe(first);
    expect(options([{ parameters: false }])).not.toBe(first);
    expect(options([])).toBe(options([]));
  });

  it("leaves the defaults as they were", () => {
    const defaults = [{ parameters: false }] as const;
    optionsWithDefaults(defaults)([{ parameters: true }]);
    expect(defaults).toEqual([{ parameters: false }]);
  });
});
