// A tool registered through a dependency's helper (`registerKitTool(server, name, { inputSchema },
// callback)`), with the raw shape the dependency declares in its `.d.ts`.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const TOOLS = "declared-shapes/tools.ts";

describe("a helper's registration of a declared raw shape", () => {
  it("is silent where the callback reads what the declared shape holds", () => {
    expect(pluginReports(fixture(TOOLS))).toEqual([]);
  });

  it("reports a declared key the callback drops", () => {
    const code = variant(TOOLS, "printToken(name, symbol, prefix)", "printToken(name, symbol)");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `prefix` is declared in the schema of tool "print_token", but its implementation only assigns its value to `prefix` and never uses it, so the model\'s value is dropped: use it, or remove it from the schema.',
    ]);
  });
});
