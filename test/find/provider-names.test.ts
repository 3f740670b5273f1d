// What each provider accepts as a tool name. A whole-name pattern answers for the common, valid
// name; these cases sit at each policy's edges, where that pattern and the per-character checks
// behind it must agree.
import { describe, expect, it } from "vitest";
import {
  checkToolName,
  NAME_POLICIES,
  suggestToolName,
  type NameProvider,
} from "../../rules/valid-tool-name/provider-names.js";

const a = (length: number) => "a".repeat(length);

describe("checkToolName", () => {
  it.each<[NameProvider, string, string[]]>([
    ["openai", "get_weather-2", []],
    ["openai", a(64), []],
    ["openai", a(65), ["tooLong"]],
    ["openai", "get.weather", ["invalidCharacters"]],
    ["openai", "-x", []],
    ["openai", "", ["empty"]],
    ["anthropic", "héllo", ["invalidCharacters"]],
    ["gemini", "a:b.c-d", []],
    ["gemini", "_x", []],
    ["gemini", "1x", ["invalidStart"]],
    ["gemini", a(64), []],
    ["gemini", a(65), ["tooLong"]],
    ["mcp", "a", []],
    ["mcp", "a.b-c_d", []],
    ["mcp", a(128), []],
    ["mcp", a(129), ["tooLong"]],
    ["mcp", "-a", ["edgeCharacter"]],
    ["mcp", "a.", ["edgeCharacter"]],
    ["mcp", ".", ["edgeCharacter"]],
    ["mcp", "a b", ["invalidCharacters"]],
  ])("%s: %j has %j", (provider, name, kinds) => {
    expect(checkToolName(name, provider).map((problem) => problem.kind)).toEqual(kinds);
  });

  it("accepts by the whole-name pattern only names the per-character checks accept", () => {
    const samples = [
      "a",
      "_",
      "-",
      ".",
      ":",
      "1",
      "a-",
      "a.",
      "a:",
      "1a",
      "é",
      "a b",
      a(63),
      a(64),
      a(65),
      a(127),
      a(128),
      a(129),
    ];
    for (const provider of Object.keys(NAME_POLICIES) as NameProvider[]) {
      const policy = NAME_POLICIES[provider];
      for (const name of samples) {
        const perCharacter =
          [...name].every((character) => policy.allowed.test(character)) &&
          (policy.first === undefined || policy.first.allowed.test(name[0]!)) &&
          name.length <= policy.maxLength &&
          !(policy.discouragedAtEdges ?? []).some((edge) => name.startsWith(edge) || name.endsWith(edge));
        expect([provider, name, policy.valid.test(name)]).toEqual([provider, name, perCharacter]);
      }
    }
  });
});

describe("suggestToolName", () => {
  it("suggests a close name the provider accepts, and nothing for a valid one", () => {
    expect(suggestToolName("get weather!", "openai")).toBe("get_weather_");
    expect(suggestToolName("1x", "gemini")).toBe("_1x");
    expect(suggestToolName(".tool-", "mcp")).toBe("tool");
    expect(suggestToolName("get_weather", "openai")).toBeUndefined();
    expect(suggestToolName("!!!", "openai")).toBeUndefined();
  });
});
