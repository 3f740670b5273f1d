// A handler of another module that validates the arguments with a zod object of its own
// (`LookupBookArgs.safeParse(args)`): the keys that object requires must be declared, and required.
import { describe, expect, it } from "vitest";
import { fixture, lintRecommended, variant } from "./real-world-helpers.js";

function reports(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule?.startsWith("tool-schema/") || m.fatal)
    .map((m) => `${m.rule?.replace("tool-schema/", "")}: ${m.message}`);
}

const SERVER = "module-validators/server.ts";

describe("a validator in the handler's own module", () => {
  it("is silent where the schema declares and requires what the validator requires", () => {
    expect(reports(fixture(SERVER))).toEqual([]);
    expect(reports(fixture("module-validators/handlers.ts"))).toEqual([]);
  });

  it("reports a key the validator requires that the schema leaves optional", () => {
    expect(reports(variant(SERVER, `required: ["isbn"],`, `required: [],`))).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `isbn` is optional in the schema of tool "lookup_book", but the implementation uses it whenever the tool runs \(`LookupBookArgs`, line \d+\)/,
      ),
    ]);
  });

  it("reports a key the validator requires that the schema does not declare", () => {
    expect(
      reports(
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
      reports(
        variant(
          SERVER,
          `properties: { isbn: { type: "string" }, edition: { type: "number" } },`,
          `properties: { isbn: { type: "string" } },`,
        ),
      ),
    ).toEqual([]);
  });
});
