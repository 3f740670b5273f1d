// A registration whose name, description and raw zod shape are imported constants: found by what the
// checker reads of them, and compared with the callback through the shape's keys.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "imported-shapes/server.ts";

describe("a registration of imported constants", () => {
  it("is silent where the callback reads what the imported shape declares", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
    expect(pluginReports(fixture("imported-shapes/constants.ts"))).toEqual([]);
  });

  it("reports a read the imported shape does not declare, and the key it then leaves unread", () => {
    const code = variant(SERVER, "async ({ query, filters, count })", "async ({ query, filters, limit: count })");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `count` is declared in the schema of tool "search_recordings", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `limit` is read by the implementation of tool "search_recordings", but its schema does not declare it, so the model never sends it: add `limit` to the schema\'s `properties`.',
    ]);
  });

  it("still tells an imported zod object from a raw shape: server.tool() takes it for the annotations", () => {
    const code = variant(SERVER, "SEARCH_DESCRIPTION, SearchShape,", "SEARCH_DESCRIPTION, SearchSchema,");
    const reports = pluginReports({
      ...code,
      code: code.code.replace("SearchShape } from", "SearchSchema } from"),
    });
    expect(reports.filter((report) => report.startsWith("valid-zod-schema"))).toHaveLength(1);
  });

  it("reads a raw shape reached through a namespace import as a shape", () => {
    const { code, filename } = fixture(SERVER);
    const namespaced = code
      .replace(
        'import { SEARCH_DESCRIPTION, SEARCH_TOOL, SearchShape } from "./constants.js";',
        'import * as constants from "./constants.js";',
      )
      .replace(
        "server.tool(SEARCH_TOOL, SEARCH_DESCRIPTION, SearchShape,",
        "server.tool(constants.SEARCH_TOOL, constants.SEARCH_DESCRIPTION, constants.SearchShape,",
      );
    expect(namespaced).not.toEqual(code);
    expect(pluginReports({ code: namespaced, filename })).toEqual([]);
  });
});
