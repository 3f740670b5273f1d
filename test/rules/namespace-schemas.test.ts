// Schemas that are members of a module imported whole (`import * as operations`, or compiled
// `const operations_1 = require("./operations")`): `operations.OpenTicketSchema` is the export it
// names, read from its module as an imported name is, for the published schema and the validator.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

describe("a schema that is a member of a module imported whole", () => {
  it("is silent where the code reads what the schemas declare", () => {
    expect(pluginReports(fixture("namespace-schemas/server.ts"))).toEqual([]);
  });

  it("reports a read of a key the zod schema (and validator) of the other module does not list", () => {
    const code = variant(
      "namespace-schemas/server.ts",
      "await open(args.project, args.summary, args.priority)",
      "await open(args.project, args.title, args.priority)",
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `summary` is declared in the schema of tool "ticket_open"/),
      expect.stringMatching(/^no-undeclared-arguments: `title` is read by the implementation of tool "ticket_open"/),
    ]);
  });

  it("reports a property of a JSON Schema of the other module that the code never reads", () => {
    const code = variant(
      "namespace-schemas/server.ts",
      "String(args.ticket), args.reason as string | undefined",
      "String(args.ticket)",
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `reason` is declared in the schema of tool "ticket_close"/),
    ]);
  });
});
