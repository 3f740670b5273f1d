// A cast to an alias of the schema's own value (`type SearchInput = z.infer<typeof SearchSchema>`)
// says nothing the schema does not: the reads through it are compared with the schema.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "echo-alias/server.ts";

describe("a cast to an alias of z.infer of the schema", () => {
  it("is silent where the reads match the schema", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
    expect(pluginReports(fixture("echo-alias/schemas.ts"))).toEqual([]);
  });

  it("reports a read the schema does not declare, though the cast's type would hide it", () => {
    const code = variant(SERVER, "input.limit ?? 10", "input.max ?? 10");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `limit` is declared in the schema of tool "search_index", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `max` is read by the implementation of tool "search_index", but its schema does not declare it, so the model never sends it: add `max` to the schema\'s `properties`.',
    ]);
  });
});

describe("a cast to the value of another schema", () => {
  const OTHER = "echo-other/server.ts";

  it("is silent where the literal's types agree with it", () => {
    expect(pluginReports(fixture(OTHER))).toEqual([]);
  });

  it("reports a property the literal types otherwise", () => {
    const code = variant(OTHER, 'query: { type: "string"', 'query: { type: "number"');
    expect(pluginReports(code)).toEqual([
      "no-schema-drift: `query` is number in the schema but string in the cast to SearchInput.",
    ]);
  });

  it("speaks for types only: which properties exist is the reads' to say", () => {
    const code = variant(OTHER, 'query: { type: "string", description: "What to look for" },', "");
    expect(pluginReports(code).filter((report) => report.startsWith("no-schema-drift"))).toEqual([]);
  });
});
