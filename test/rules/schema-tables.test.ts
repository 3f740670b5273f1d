// Schemas read from a table another module exports (`toolSchemas.createJob.parameters.shape`):
// the path of names is followed through that module's object literals to the zod object it reaches.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "schema-tables/server.ts";

describe("a schema reached through a table of another module", () => {
  it("is silent where the callbacks read what the table declares", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
    expect(pluginReports(fixture("schema-tables/schemas.ts"))).toEqual([]);
  });

  it("compares the table's keys with the reads: a renamed read is undeclared, and its key unread", () => {
    expect(pluginReports(variant(SERVER, "args.schedule", "args.cron"))).toEqual([
      'no-unread-parameters: `schedule` is declared in the schema of tool "createJob", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `cron` is read by the implementation of tool "createJob", but its schema does not declare it, so the model never sends it: add `cron` to the schema\'s `properties`.',
    ]);
  });

  it("reports a destructured key whose value is never used", () => {
    expect(pluginReports(variant(SERVER, "dryRun === true", "true"))).toEqual([
      'no-unread-parameters: `dryRun` is declared in the schema of tool "runJob", but its implementation only assigns its value to `dryRun` and never uses it, so the model\'s value is dropped: use it, or remove it from the schema.',
    ]);
  });

  it("stays silent when the path reaches no schema (a key the table lacks)", () => {
    const code = variant(SERVER, "toolSchemas.runJob.parameters.shape", "toolSchemas.runJob.arguments.shape");
    expect(pluginReports(code).filter((report) => !report.startsWith("valid-zod-schema"))).toEqual([]);
  });
});
