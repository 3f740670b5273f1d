// A map of handlers keyed by tool name, in another module than the schemas: each handler is its
// tool's implementation, read against the schema the program declares under that name.
import { describe, expect, it } from "vitest";
import { fixture, variant, variantOf, pluginReports } from "./real-world-helpers.js";
import { remoteOf } from "../find/views-helper.js";

const DIR = "handler-map/";

describe("a map of handlers keyed by tool name", () => {
  it("is silent where the handlers read what the schemas declare", () => {
    for (const file of ["tools.ts", "handlers.ts", "server.ts", "agent.ts"])
      expect(pluginReports(fixture(DIR + file)), file).toEqual([]);
  });

  it("links each tool the map keeps, a written function or one named there", () => {
    expect(remoteOf(DIR + "handlers.ts")).toEqual([
      { name: "pull_rules", linked: true },
      { name: "commit_message", linked: true },
    ]);
  });

  it("reports what a handler reads that its schema does not declare", () => {
    expect(pluginReports(variant(DIR + "handlers.ts", "args.rulesType as", "args.type as"))).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `type` is read by the implementation of tool "pull_rules"/),
    ]);
    expect(pluginReports(variant(DIR + "handlers.ts", "args.scope as", "args.area as"))).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `area` is read by the implementation of tool "commit_message"/),
    ]);
  });

  it("takes a value only converted (`String(args.x)`) or typed as no object for a value, not a wrapper", () => {
    const converted = variant(
      DIR + "handlers.ts",
      "const scope = args.scope as string;",
      "const scope = String(args.area);",
    );
    expect(pluginReports(converted)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `area` is read by the implementation of tool "commit_message"/),
    ]);
    const typed = variantOf(DIR + "handlers.ts", [
      ["const scope = args.scope as string;", "const scope = label(args.area as string);"],
      ["async function commitMessage", "declare function label(text: string): string;\n\nasync function commitMessage"],
    ]);
    expect(pluginReports(typed)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `area` is read by the implementation of tool "commit_message"/),
    ]);
    // Handed to a function that may take an object: the handler may hold the arguments one level down.
    const untyped = variantOf(DIR + "handlers.ts", [
      ["const scope = args.scope as string;", "const scope = label(args.area);"],
      [
        "async function commitMessage",
        "declare function label(value: unknown): string;\n\nasync function commitMessage",
      ],
    ]);
    expect(pluginReports(untyped)).toEqual([]);
  });

  it("reads a handler handed a wrapper one level down, where its reads meet the schema's names", () => {
    const wrapped = variantOf(DIR + "handlers.ts", [
      ["pull_rules: async (args) => {", "pull_rules: async (call) => {\n    const args = call.input;"],
      [
        "type ToolHandler = (args: Record<string, unknown>) => Promise<string>;",
        "type ToolHandler = (call: any) => Promise<string>;",
      ],
    ]);
    expect(pluginReports(wrapped)).toEqual([]);
  });

  it("reads a handler the map names under the tool's name, imported from another module, in its module", () => {
    const imported = (name: string) =>
      variantOf(DIR + "handlers.ts", [
        ["commit_message: commitMessage,", `commit_message: ${name},`],
        ["type ToolHandler =", `import { ${name} } from "./commit-message.js";\n\ntype ToolHandler =`],
      ]);
    const asWritten = imported("commitMessageImported");
    expect(remoteOf(DIR + "handlers.ts", asWritten.code)).toEqual([
      { name: "pull_rules", linked: true },
      { name: "commit_message", linked: true },
    ]);
    expect(pluginReports(asWritten)).toEqual([]);
    expect(pluginReports(imported("commitMessageReadingArea"))).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `area` is read by `commitMessageReadingArea`, which the implementation of tool "commit_message" hands/,
      ),
    ]);
    expect(pluginReports(imported("commitMessageReadingOther"))).toEqual([]);
  });

  it("reads an imported handler that a map of the schemas' own module keeps under the tool's name", () => {
    const FILE = DIR + "same-file.ts";
    expect(pluginReports(fixture(FILE))).toEqual([]);
    // A declared property the imported handler never reads: its reads are known whole.
    const unread = variantOf(FILE, [
      ['required: ["scope"]', 'required: ["scope", "area"]'],
      [
        'description: "The area of the code changed" } },',
        'description: "The area of the code changed" }, area: { type: "string" } },',
      ],
    ]);
    expect(pluginReports(unread)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `area` is declared in the schema of tool "draft_commit"/),
    ]);
    // The same handler as a member of the module imported whole.
    const namespace = {
      ...unread,
      code: unread.code
        .replace(
          'import { commitMessageImported } from "./commit-message.js";',
          'import * as commit from "./commit-message.js";',
        )
        .replace("draft_commit: commitMessageImported,", "draft_commit: commit.commitMessageImported,"),
    };
    expect(namespace.code).toContain("commit.commitMessageImported");
    expect(pluginReports(namespace)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `area` is declared in the schema of tool "draft_commit"/),
    ]);
  });

  it("links a switch's branch that reads the arguments by name, though the values go where we cannot see", () => {
    expect(remoteOf(DIR + "agent.ts")).toEqual([
      { name: "pull_rules", linked: true },
      { name: "commit_message", linked: false },
    ]);
  });

  it("is no map of handlers when nothing looks a call's name up in it", () => {
    const unused = variant(
      DIR + "handlers.ts",
      "const handler = handlers[name];",
      "const handler = handlers.pull_rules;",
    );
    expect(remoteOf(DIR + "handlers.ts", unused.code)).toEqual([]);
  });
});

describe("a table of wrappers picked by the call's name and handed the parsed arguments", () => {
  const FILE = DIR + "parsed-lookup.ts";

  it("as written: silent; the keys a wrapper adds beside the arguments are no reads of them", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("the parameter is the arguments whatever its name: a renamed or deleted property is reported", () => {
    expect(pluginReports(variant(FILE, 'timezone: { type: "string"', 'tz: { type: "string"'))).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `timezone` is read by the implementation of tool "order_eta"/),
      expect.stringMatching(/^no-unread-parameters: `tz` is declared in the schema of tool "order_eta"/),
    ]);
    const deleted = variant(
      FILE,
      '          timezone: { type: "string", description: "IANA time zone of the answer." },\n',
      "",
    );
    expect(pluginReports(deleted)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `timezone` is read by the implementation of tool "order_eta"/),
    ]);
    // Its one property renamed: no read matches a declared name, and still the parameter holds the arguments.
    const only = variantOf(FILE, [
      [
        'properties: { orderId: { type: "string", description: "The order\'s id." } },',
        'properties: { order: { type: "string" } },',
      ],
      ['required: ["orderId"],\n      },\n    },\n  },\n  {', 'required: ["order"],\n      },\n    },\n  },\n  {'],
    ]);
    expect(pluginReports(only)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `orderId` is read by the implementation of tool "order_status"/),
      expect.stringMatching(/^no-unread-parameters: `order` is declared in the schema of tool "order_status"/),
    ]);
  });
});
