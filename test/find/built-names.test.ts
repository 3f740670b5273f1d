// A tool's name is whatever the code makes it without running: text, a constant of another module,
// a class's static field, and templates and sums of those. A name with one unknown part stays unknown.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant, variantOf } from "../rules/real-world-helpers.js";

const FILE = "built-names/tools.ts";

describe("names built from constants", () => {
  it("are silent where the schemas and handlers agree", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("name the tool in a class's static field that holds an imported constant", () => {
    expect(pluginReports(variant(FILE, "args.contactId} (", "args.contact} ("))).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `contact` is read by the implementation of tool "crm_list_notes", but its schema declares `contactId`/,
      ),
    ]);
  });

  it("name the tool in a template whose substitution is an imported constant", () => {
    expect(pluginReports(variant(FILE, "added ${args.text}", "added ${args.body}"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `text` is declared in the schema of tool "crm_add_note"/),
      expect.stringMatching(/^no-undeclared-arguments: `body` is read by the implementation of tool "crm_add_note"/),
    ]);
  });

  it("name the tool in a sum of an imported constant and text", () => {
    expect(pluginReports(variant(FILE, "deleted ${args.noteId}", "deleted ${args.id}"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `noteId` is declared in the schema of tool "crm_delete_note"/),
      expect.stringMatching(/^no-undeclared-arguments: `id` is read by the implementation of tool "crm_delete_note"/),
    ]);
  });

  it("name the tool in a constant of this file that holds an imported enum's member", () => {
    expect(pluginReports(variant(FILE, "contacts of ${args.segment}", "contacts of ${args.list}"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `segment` is declared in the schema of tool "crm_export_contacts"/),
      expect.stringMatching(
        /^no-undeclared-arguments: `list` is read by the implementation of tool "crm_export_contacts"/,
      ),
    ]);
  });

  it("leave a name with a part only run time knows unknown", () => {
    const reports = pluginReports(
      variantOf(FILE, [
        ['name: TOOL_PREFIX + "delete_note",', "name: TOOL_PREFIX + process.argv[2],"],
        ["deleted ${args.noteId}", "deleted ${args.id}"],
      ]),
    );
    expect(reports.join("\n")).not.toMatch(/crm_delete_note|crm_undefined/);
  });
});
