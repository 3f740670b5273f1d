// A class whose schema sits under a key only its own library knows (`specificInputSchema = S`, a
// getter returning S, `extends Base<typeof S>`) is a tool when a method of it takes
// `z.infer<typeof S>`: the class holds a name, the schema and the callable that runs it.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const TOOLS = "typed-class/tools.ts";

describe("class tools tied to their schema by types", () => {
  it("are silent where the schema and the method agree", () => {
    expect(pluginReports(fixture(TOOLS))).toEqual([]);
    expect(pluginReports(fixture("typed-class/base.ts"))).toEqual([]);
  });

  it("reads the method a schema held in a field runs: a renamed key is a read the schema lacks", () => {
    const code = variant(
      TOOLS,
      'amount: z.number().describe("How much to send")',
      'sum: z.number().describe("How much to send")',
    );
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `sum` is declared in the schema of tool "ledger_transfer", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `amount` is read by the implementation of tool "ledger_transfer", but its schema does not declare it, so the model never sends it: add `amount` to the schema\'s `properties`.',
    ]);
  });

  it("reads the method of a schema a getter returns, and reports a key it never reads", () => {
    const code = variant(
      TOOLS,
      'account: z.string().describe("The account to look up"),',
      'account: z.string().describe("The account to look up"),\n  currency: z.string().describe("The currency"),',
    );
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `currency` is declared in the schema of tool "ledger_balance", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
    ]);
  });

  it("follows the arguments into a method the handler hands them to", () => {
    const code = variant(TOOLS, "body: payload.transaction", "body: payload.signed");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `transaction` is declared in the schema of tool "ledger_submit", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `signed` is read by the implementation of tool "ledger_submit", but its schema does not declare it, so the model never sends it: add `signed` to the schema\'s `properties`.',
    ]);
  });

  it("takes the schema a base class is instantiated with (`extends Base<typeof S>`)", () => {
    const code = variant(TOOLS, "args.reason, 0", "args.why, 0");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `reason` is declared in the schema of tool "ledger_freeze", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `why` is read by the implementation of tool "ledger_freeze", but its schema does not declare it, so the model never sends it: add `why` to the schema\'s `properties`.',
    ]);
  });

  it("takes no class that holds no schema for a tool, whatever its methods take", () => {
    const code = variant(TOOLS, "return row.id;", "return row.key;");
    expect(pluginReports(code)).toEqual([]);
  });
});
