// A tool whose own object names the function that runs it, imported from another module
// (test/fixtures/real-world/imported-handler): linked to that name, and what the function reads of
// its first parameter is read in its module — when that parameter's type names no property, and,
// since no SDK says the first parameter receives the arguments, when its reads share a name with
// the schema's.
import { describe, expect, it } from "vitest";
import noUndeclared from "../../rules/no-undeclared-arguments.js";
import noUnread from "../../rules/no-unread-parameters.js";
import { definitionsIn, viewsOf } from "../find/views-helper.js";
import { at, fixture, pluginReports, tester, variant } from "./real-world-helpers.js";

type TestedRule = Parameters<typeof tester.run>[1];

const TOOLS = "imported-handler/tools.ts";
const ENCODING_RENAMED: [string, string] = [
  'properties: { path: { type: "string" }, encoding: { type: "string" } },',
  'properties: { path: { type: "string" }, charset: { type: "string" } },',
];
const LIMIT_DELETED: [string, string] = [
  'properties: { query: { type: "string" }, limit: { type: "number" } },',
  'properties: { query: { type: "string" } },',
];

describe("imported handlers", () => {
  it("links each tool to the function its object names", () => {
    expect(definitionsIn(TOOLS, undefined, { typed: true }).map((d) => [d.name, d.linked])).toEqual([
      ["read_file", "readTextFile"],
      ["search_manual", "searchManual"],
      ["lookup", "lookup"],
      ["log_event", "withContext"],
    ]);
  });

  it("reads the untyped ones in their module; a typed one and one whose reads match no declared name stay unread", () => {
    const views = viewsOf(TOOLS, undefined, { typed: true });
    expect(views.map((v) => [v.name, v.opaque])).toEqual([
      ["read_file", false],
      ["search_manual", false],
      ["lookup", true],
      ["log_event", true],
    ]);
  });

  it("finds server.tool(name, description, tool.schema, tool.handler) with both imported, and reads the handler in its module", () => {
    const server = "imported-handler/mcp-server.ts";
    expect(definitionsIn(server, undefined, { typed: true }).map((d) => [d.name, d.linked])).toEqual([
      ["get_runs", "getRunsTool.handler"],
    ]);
    expect(viewsOf(server, undefined, { typed: true }).map((v) => [v.name, v.opaque, [...v.reads].sort()])).toEqual([
      ["get_runs", false, []],
    ]);
    // The shape another module passes on (`zodSchema.shape`) is no zod object given for annotations.
    expect(pluginReports(fixture(server))).toEqual([]);
  });
});

tester.run("no-unread-parameters (imported handlers)", noUnread as unknown as TestedRule, {
  valid: [{ name: "the fixture as written", ...fixture(TOOLS) }],
  invalid: [
    {
      name: "a property renamed in the schema alone is read by no path of the imported function",
      ...variant(TOOLS, ...ENCODING_RENAMED),
      errors: [
        {
          messageId: "unread",
          data: { property: "charset", tool: 'tool "read_file"' },
          ...at(variant(TOOLS, ...ENCODING_RENAMED).code, "charset"),
        } as never,
      ],
    },
  ],
});

tester.run("no-undeclared-arguments (imported handlers)", noUndeclared as unknown as TestedRule, {
  valid: [{ name: "the fixture as written", ...fixture(TOOLS) }],
  invalid: [
    {
      name: "a property deleted from the schema is still read by the imported function: reported where it is named",
      ...variant(TOOLS, ...LIMIT_DELETED),
      errors: [
        {
          messageId: "undeclaredElsewhere",
          data: { property: "limit", tool: 'tool "search_manual"', callee: "`searchManual`" },
          ...at(variant(TOOLS, ...LIMIT_DELETED).code, "execute: searchManual", 9),
          suggestions: [],
        } as never,
      ],
    },
  ],
});
