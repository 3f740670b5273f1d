// A handler that hands the arguments to a typed function of another module (`toTicketRequest(input:
// z.infer<typeof FileTicketInput>)`): the type allows every key, so it says nothing of what the
// function uses; its body does. Complete reads there are the tool's reads; a spread there hides them.
import { describe, expect, it } from "vitest";
import { fixture, lintRecommended, variant } from "./real-world-helpers.js";

const TOOLS = "transformers/tools.ts";

function unread(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule === "tool-schema/no-unread-parameters" || m.fatal)
    .map((m) => m.message);
}

describe("reads of a typed function in another module", () => {
  it("reports the declared key the typed transformer drops, and nothing where it spreads the input", () => {
    expect(unread(fixture(TOOLS))).toEqual([
      '`priority` is declared in the schema of tool "lodge_ticket", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
    ]);
  });

  it("counts a key read in the handler itself too", () => {
    const code = variant(
      TOOLS,
      "const request = toTicketRequest(data);",
      "const request = { ...toTicketRequest(data), urgent: data.priority };",
    );
    expect(unread(code)).toEqual([]);
  });
});
