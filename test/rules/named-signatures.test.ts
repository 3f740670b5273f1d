// A schema against the function signature it names: a tool linked to a function only by its name,
// where nothing in the program calls that function, is compared parameter by parameter. Where a
// call exists, the call decides (and a switch case routing the tool beats a function's name).
import { describe, expect, it } from "vitest";
import { fixRecommended, fixture, lintRecommended, variant } from "./real-world-helpers.js";

/** no-schema-drift's messages for a fixture or a variant of it. */
function drift(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule === "tool-schema/no-schema-drift" || m.fatal)
    .map((m) => m.message);
}

const OPENAI = "named-signatures/openai.ts";
const ANTHROPIC = "named-signatures/anthropic.ts";
const MCP = "named-signatures/mcp.ts";

describe("named signatures", () => {
  it("accepts schemas that agree with the functions they name", () => {
    expect(drift(fixture(OPENAI))).toEqual([]);
    expect(drift(fixture(ANTHROPIC))).toEqual([]);
    expect(drift(fixture(MCP))).toEqual([]);
  });

  it("reports a retyped parameter", () => {
    const code = variant(OPENAI, `currency: { type: "string", enum: ["USD", "EUR"] }`, `currency: { type: "number" }`);
    expect(drift(code)).toEqual([
      '`currency` is number in the schema but "USD" | "EUR" in getStockPrice(symbol, currency).',
    ]);
    const anthropic = variant(
      ANTHROPIC,
      `target: { type: "string", enum: ["fr", "de"] }`,
      `target: { type: "boolean" }`,
    );
    expect(drift(anthropic)).toEqual([
      '`target` is boolean in the schema but "fr" | "de" in translateText(text, target).',
    ]);
  });

  it("reports a parameter the schema lacks", () => {
    const code = variant(
      OPENAI,
      `, top: { type: "number" } },\n        required: ["url", "left", "top"]`,
      ` },\n        required: ["url", "left"]`,
    );
    expect(drift(code)).toEqual([
      "`top` (number) is a parameter of cropImage(url, left, top) but the schema lacks it: add it.",
    ]);
    const mcp = variant(
      MCP,
      `, depth: { type: "integer" } },\n      required: ["path", "depth"]`,
      ` },\n      required: ["path"]`,
    );
    expect(drift(mcp)).toEqual([
      "`depth` (number) is a parameter of listDirectory(path, depth) but the schema lacks it: add it.",
    ]);
  });

  it("reports a property the function takes no parameter for", () => {
    const code = variant(
      OPENAI,
      `top: { type: "number" } },`,
      `top: { type: "number" }, bottom: { type: "number" } },`,
    );
    expect(drift(code)).toEqual([
      "`bottom` is in the schema but cropImage(url, left, top) takes no such parameter: remove it.",
    ]);
  });

  it("reports required-ness that disagrees with the signature", () => {
    const code = variant(OPENAI, `required: ["from", "to"]`, `required: ["from", "to", "passengers"]`);
    expect(drift(code)).toEqual([
      "`passengers` is required in the schema but optional in searchFlights(from, to, passengers).",
    ]);
    const mcp = variant(MCP, `required: ["path"],`, `required: ["path", "encoding"],`);
    expect(drift(mcp)).toEqual(["`encoding` is required in the schema but optional in readFile(path, encoding)."]);
  });

  it("suggests the repair and does not rewrite: the function is linked by its name only", () => {
    const code = variant(OPENAI, `currency: { type: "string", enum: ["USD", "EUR"] }`, `currency: { type: "number" }`);
    const messages = lintRecommended(code).filter((m) => m.rule === "tool-schema/no-schema-drift");
    expect(messages).toHaveLength(1);
    expect(fixRecommended(code)).toBe(code.code);
  });

  it("lets a call decide when the program calls the function", () => {
    expect(drift(fixture("named-signatures/called.ts"))).toEqual([]);
  });

  it("links a switch case that routes the tool before a helper named like it", () => {
    expect(drift(fixture("named-signatures/switch-cast.ts"))).toEqual([
      "`order_id` is in the schema but the cast to { orderId: string; } calls it `orderId`: rename it.",
    ]);
  });
});
