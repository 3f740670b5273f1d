// A handler that hands the arguments to a typed function of another module (`toTicketRequest(input:
// z.infer<typeof FileTicketInput>)`): the type allows every key, so it says nothing of what the
// function uses; its body does. Complete reads there are the tool's reads; a spread there hides them.
// A key read there that the schema lacks is reported where the handler hands the arguments over.
import { describe, expect, it } from "vitest";
import { fixture, lintRecommended, variant, variantOf } from "./real-world-helpers.js";

const TOOLS = "transformers/tools.ts";

function undeclared(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule === "tool-schema/no-undeclared-arguments" || m.fatal)
    .map((m) => `${m.line}: ${m.message}`);
}

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

  it("reports a key the function reads that the schema lacks, where the handler hands it the arguments", () => {
    expect(undeclared(fixture(TOOLS))).toEqual([]);
    // The handler of lodge_ticket given the other tool's schema: the transformer's reads are undeclared.
    const swapped = variant(
      TOOLS,
      "FileTicketInput.shape, async (data) => {",
      "CloseTicketInput.shape, async (data) => {",
    );
    const line = swapped.code.split("\n").findIndex((text) => text.includes("toTicketRequest(data)")) + 1;
    expect(undeclared(swapped)).toEqual(
      ["title", "body"].map(
        (key) =>
          `${line}: \`${key}\` is read by \`toTicketRequest\`, which the implementation of tool "lodge_ticket" hands its arguments to, but its schema does not declare it, so the model never sends it: add \`${key}\` to the schema's \`properties\`.`,
      ),
    );
  });

  it("stays silent when the function is used in another place as well: its reads may be another caller's", () => {
    const shared = variantOf(TOOLS, [
      ["FileTicketInput.shape, async (data) => {", "CloseTicketInput.shape, async (data) => {"],
      [
        "const request = toCloseRequest(data);",
        "const request = { ...toCloseRequest(data), ...toTicketRequest(data) };",
      ],
    ]);
    expect(undeclared(shared)).toEqual([]);
  });
});
