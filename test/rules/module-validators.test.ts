// A handler of another module that validates the arguments with a zod object of its own
// (`LookupBookArgs.safeParse(args)`): the keys that object requires must be declared, and required.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

const SERVER = "module-validators/server.ts";

describe("a validator in the handler's own module", () => {
  it("is silent where the schema declares and requires what the validator requires", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
    expect(pluginReports(fixture("module-validators/handlers.ts"))).toEqual([]);
  });

  it("reports a key the validator requires that the schema leaves optional", () => {
    expect(pluginReports(variant(SERVER, `required: ["isbn"],`, `required: [],`))).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `isbn` is optional in the schema of tool "lookup_book", but the implementation uses it whenever the tool runs \(`LookupBookArgs`, line \d+\)/,
      ),
    ]);
  });

  it("reports a key the validator requires that the schema does not declare", () => {
    expect(
      pluginReports(
        variant(
          SERVER,
          `properties: { isbn: { type: "string" }, edition: { type: "number" } },\n        required: ["isbn"],`,
          `properties: { edition: { type: "number" } },`,
        ),
      ),
    ).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `isbn` is required by `LookupBookArgs`, which the implementation of tool "lookup_book" validates its arguments with, but the schema does not declare it/,
      ),
    ]);
  });

  it("is silent on a key the validator lets the model leave out", () => {
    expect(
      pluginReports(
        variant(
          SERVER,
          `properties: { isbn: { type: "string" }, edition: { type: "number" } },`,
          `properties: { isbn: { type: "string" } },`,
        ),
      ),
    ).toEqual([]);
  });
});
