// settings["tool-schema"]: one reader for every rule; a provider may be one name or a list.
import { describe, expect, it } from "vitest";
import { readProviders, readSettings } from "../../src/eslint/create-rule.js";

const withProvider = (provider: unknown) => ({ "tool-schema": { provider } });

describe("readSettings", () => {
  it("one provider, a list, or none", () => {
    expect(readSettings(withProvider("anthropic"))).toMatchObject({ provider: "anthropic", providers: ["anthropic"] });
    expect(readSettings(withProvider(["gemini", "openai"]))).toMatchObject({
      provider: "gemini",
      providers: ["gemini", "openai"],
    });
    expect(readSettings({})).toMatchObject({ provider: "openai", providers: undefined });
    expect(readSettings(undefined)).toMatchObject({ provider: "openai", providers: undefined });
  });

  it("leaves unknown names and values of the wrong type out, without failing", () => {
    expect(readSettings(withProvider(["nope", "mcp"]))).toMatchObject({ provider: "mcp", providers: ["mcp"] });
    expect(readSettings(withProvider(42))).toMatchObject({ provider: "openai", providers: undefined });
    expect(readProviders(["nope"])).toBeUndefined();
    expect(readProviders([])).toBeUndefined();
  });
});
