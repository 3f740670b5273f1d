// A map of handlers in a server compiled to CommonJS: each handler is a member of a required
// module (`handlers_1.lookupOrder`), read in that module against the tool's schema.
import { describe, expect, it } from "vitest";
import { fixture, javascriptReports as pluginReports, variant } from "./real-world-helpers.js";

const TOOLS = "handler-map-cjs/lib/tools.js";

describe("a map of handlers that are members of required modules", () => {
  // First: a variant of tools.js linted before leaves the program holding text that is not on disk,
  // and a schema of a file changed since it was read is not trusted elsewhere.
  it("reads a required module's handler that a map of another module keeps under a tool's name", () => {
    expect(pluginReports(fixture("handler-map-cjs/lib/server.js"))).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `reason` is read by `refundWithReason`, which the implementation of tool "refund_order" hands/,
      ),
    ]);
  });

  it("is silent as written", () => {
    expect(pluginReports(fixture(TOOLS))).toEqual([]);
  });

  it("reads a handler of a plain required module: a property it never reads is reported", () => {
    const unread = variant(
      TOOLS,
      'properties: { orderId: { type: "string", description: "The order\'s id" } },',
      'properties: { orderId: { type: "string", description: "The order\'s id" }, note: { type: "string" } },',
    );
    expect(pluginReports(unread)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `note` is declared in the schema of tool "lookup_order"/),
    ]);
  });

  it("reports a property the schema renames that the required handler reads", () => {
    const renamed = variant(TOOLS, 'amount: { type: "number"', 'sum: { type: "number"');
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `sum` is declared in the schema of tool "refund_order"/),
      // Exported with `exports.refundOrder = refundOrder`, the handler is used in the map alone.
      expect.stringMatching(
        /^no-undeclared-arguments: `amount` is read by `refundOrder`, which the implementation of tool "refund_order" hands/,
      ),
    ]);
  });

  it("reads a handler a definition names as a member of a required module (`execute: handlers_1.orderStatus`)", () => {
    const unread = variant(
      TOOLS,
      'properties: { orderId: { type: "string", description: "The id of the order to track" } },',
      'properties: { orderId: { type: "string", description: "The id of the order to track" }, carrier: { type: "string" } },',
    );
    expect(pluginReports(unread)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `carrier` is declared in the schema of tool "order_status"/),
    ]);
  });
});
