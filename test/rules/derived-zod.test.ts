// A zod schema derived from another schema of the file (`Base.extend({…})`) is a zod schema: its tool
// is found, and its keys are the base's and those `.extend` adds.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

describe("a zod schema derived from another schema of the file", () => {
  it("is silent where the code reads what the base and the extension declare", () => {
    expect(pluginReports(fixture("derived-zod/tools.ts"))).toEqual([]);
  });

  it("reports a read that neither the base nor the extension declares", () => {
    const code = variant(
      "derived-zod/tools.ts",
      "TicketFields.extend({ ticketId: z.string() })",
      "TicketFields.extend({})",
    );
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `ticketId` is read by the implementation of tool "ticket-update", but its schema does not declare it, so the model never sends it: add `ticketId` to the schema\'s `properties`.',
    ]);
  });

  it("reads the keys of the schema a z.preprocess hands on to: nothing else reaches the code", () => {
    const wrapped = (inner: string) =>
      variant("derived-zod/tools.ts", "schema: TicketUpdate,", `schema: z.preprocess((value) => value, ${inner}),`);
    expect(pluginReports(wrapped("TicketUpdate"))).toEqual([]);
    expect(pluginReports(wrapped("TicketFields"))).toEqual([
      'no-undeclared-arguments: `ticketId` is read by the implementation of tool "ticket-update", but its schema does not declare it, so the model never sends it: add `ticketId` to the schema\'s `properties`.',
    ]);
  });

  it("takes a shape whose fields derive from imported schemas for a zod shape", () => {
    expect(pluginReports(fixture("derived-zod/links.ts"))).toEqual([]);
    const dropped = variant("derived-zod/links.ts", "link(params.fromId, params.toId)", 'link(params.fromId, "root")');
    expect(pluginReports(dropped)).toEqual([
      'no-unread-parameters: `toId` is declared in the schema of tool "link_items", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
    ]);
  });
});
