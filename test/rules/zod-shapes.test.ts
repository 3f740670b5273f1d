// zod raw shapes are read as shapes whatever their keys are called (`type`, `required`), and
// through spreads of other shapes: the rules judge the handler against their keys.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "zod-shapes/server.ts";

describe("zod raw shapes", () => {
  it("a shape with a key named `type`, and one spreading another, are silent where the handlers agree", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
  });

  it("a shape holding an imported module's schema, with a method called on it, is read", () => {
    expect(pluginReports(variant(SERVER, "async ({ state, limit })", "async ({ state, limit, window })"))).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `window` is read by the implementation of tool "browser_tabs"/),
    ]);
  });

  it("a read the spread shape lacks is reported", () => {
    expect(
      pluginReports(variant(SERVER, "async ({ action, by, value })", "async ({ action, by, value, timeout })")),
    ).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `timeout` is read by the implementation of tool "browser_click"/,
      ),
    ]);
  });

  it("an empty shape declares nothing: a read is reported, for registerTool as for tool", () => {
    const code = variant(
      SERVER,
      'inputSchema: { type: z.enum(["console", "network"]).describe("Which logs"), clear: z.boolean().optional() },',
      "inputSchema: {},",
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `type` is read by the implementation of tool "browser_diagnostics"/,
      ),
      expect.stringMatching(
        /^no-undeclared-arguments: `clear` is read by the implementation of tool "browser_diagnostics"/,
      ),
    ]);
  });
});
