// A table of data keyed by tool names, whose entry the tool call's name picks
// (test/fixtures/real-world/route-table): the branch that runs when it holds the name is the
// implementation of every tool the table holds, and what it reads is read by none of them in
// particular — read, so never unread, but not undeclared for a tool whose schema lacks it.
import { describe, expect, it } from "vitest";
import noUndeclared from "../../rules/no-undeclared-arguments.js";
import noUnread from "../../rules/no-unread-parameters.js";
import { viewsOf } from "../find/views-helper.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

type TestedRule = Parameters<typeof tester.run>[1];

const SERVER = "route-table/server.ts";
const TAG_RENAMED: [string, string] = [
  `inputSchema: { type: "object", properties: { tag: { type: "string" } } },`,
  `inputSchema: { type: "object", properties: { label: { type: "string" } } },`,
];

describe("route tables", () => {
  it("reads the table's branch for each tool it holds, as shared reads", () => {
    const views = viewsOf(SERVER, undefined, { typed: true });
    expect(views.map((v) => [v.name, v.opaque, v.reads, [...v.shared].sort()])).toEqual([
      ["list_notes", false, [], ["tag", "text"]],
      ["add_note", false, [], ["tag", "text"]],
      ["ping", false, ["echo"], []],
    ]);
  });

  it("takes no lookup by anything but the tool call's name", () => {
    const byKind = variant(SERVER, "NOTE_ROUTES[request.params.name]", "NOTE_ROUTES[String(args.kind)]");
    const views = viewsOf(SERVER, byKind.code, { typed: true });
    expect(views.map((v) => [v.name, v.none === true])).toEqual([
      ["list_notes", true],
      ["add_note", true],
      ["ping", false],
    ]);
  });
});

tester.run("no-unread-parameters (route tables)", noUnread as unknown as TestedRule, {
  valid: [{ name: "the server as written", ...fixture(SERVER) }],
  invalid: [
    {
      name: "a property renamed in the schema of a tool the table routes: the shared branch never reads it",
      ...variant(SERVER, ...TAG_RENAMED),
      errors: [
        {
          messageId: "unread",
          data: { property: "label", tool: 'tool "list_notes"' },
          ...at(variant(SERVER, ...TAG_RENAMED).code, "label"),
        } as never,
      ],
    },
  ],
});

tester.run("no-undeclared-arguments (route tables)", noUndeclared as unknown as TestedRule, {
  valid: [
    {
      name: "the server as written: list_notes lacks `text`, which the shared branch reads for add_note",
      ...fixture(SERVER),
    },
  ],
  invalid: [],
});
