// Class tools of frameworks no SDK row names (`schema` beside an `execute` method).
import { describe, expect, it } from "vitest";
import { definitionsIn, definitionsOf } from "../find/views-helper.js";
import { fixture, pluginReports, variant, variantOf } from "./real-world-helpers.js";

const FILE = "class-tools/framework.ts";

describe("class tools with `schema` and `execute`", () => {
  it("finds the tools, not the job, and reports nothing as written", () => {
    expect(definitionsOf(fixture(FILE).code).map((d) => [d.format, d.name])).toEqual([
      ["generic", "forecast_tool"],
      ["generic", "echo_tool"],
    ]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("compares a zod schema with the written type of `execute`", () => {
    const renamed = variant(
      FILE,
      'days: z.number().describe("How many days")',
      'count: z.number().describe("How many days")',
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `count` is in the schema but .* calls it `days`: rename it\.$/),
    ]);
  });
});

describe("class tools whose schema a method returns and whose runner is protected", () => {
  const HELD = "class-tools/held-schema.ts";

  it("finds both tools, by a field's name and by the name handed to the base, and reports nothing as written", () => {
    expect(definitionsIn(HELD).map((d) => [d.name, d.description])).toEqual([
      ["calculator", "Evaluate an arithmetic expression"],
      ["search_pages", "Search the pages by text"],
    ]);
    expect(pluginReports(fixture(HELD))).toEqual([]);
  });

  it("reads the schema behind the consts the method builds it from", () => {
    const dropped = variant(HELD, "return (await lookup(query, limit))", "return (await lookup(query, 10))");
    expect(pluginReports(dropped)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `limit` is declared in the schema of tool "search_pages"/),
    ]);
  });

  it("compares the schema a method returns with the written type of `_run`", () => {
    const renamed = variant(
      HELD,
      'precision: z.number().describe("Digits after the point")',
      'digits: z.number().describe("Digits after the point")',
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `digits` is in the schema but .* calls it `precision`: rename it\.$/),
    ]);
  });
});

describe("a class whose method returns its definition beside its runner", () => {
  const RETURNED = "class-tools/returned-definition.ts";

  it("links the definition to the class's runner, and reports nothing as written", () => {
    expect(definitionsIn(RETURNED).map((d) => [d.name, d.linked])).toEqual([["remove_nodes", "execute"]]);
    expect(pluginReports(fixture(RETURNED))).toEqual([]);
  });

  it("compares the runner's reads with the schema", () => {
    const renamed = variant(RETURNED, 'file_path: { type: "string"', 'path: { type: "string"');
    expect(
      pluginReports({
        ...renamed,
        code: renamed.code.replace('required: ["file_path", "ids"]', 'required: ["path", "ids"]'),
      }),
    ).toEqual([
      expect.stringMatching(/^no-schema-drift: `path` is in the schema but .* calls it `file_path`: rename it\.$/),
    ]);
  });
});

describe("a class that builds its declaration from the instance, and a bundler's named function", () => {
  const FILE = "class-tools/declaration-method.ts";

  it("finds each tool, links it to its runner, and reports nothing as written", () => {
    expect(definitionsIn(FILE).map((d) => d.name)).toEqual([
      "load_memory",
      "run_script",
      "load_web_page",
      "get_user_choice",
    ]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("reads the runner's arguments one level down (`args`), in Gemini's dialect", () => {
    const renamed = variantOf(FILE, [
      ["properties: { query: { type: Type.STRING", "properties: { text: { type: Type.STRING"],
      ['required: ["query"]', 'required: ["text"]'],
    ]);
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `text` is declared in the schema of tool "load_memory"/),
      expect.stringMatching(/^no-undeclared-arguments: `query` is read by the implementation of tool "load_memory"/),
    ]);
  });

  it("looks one level down when the runner's parameter shares one declared name (`args`) but reads another", () => {
    const renamed = variantOf(FILE, [
      ["script: { type: Type.STRING", "source: { type: Type.STRING"],
      ['required: ["script"]', 'required: ["source"]'],
    ]);
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `source` is declared in the schema of tool "run_script"/),
      expect.stringMatching(/^no-undeclared-arguments: `script` is read by the implementation of tool "run_script"/),
    ]);
  });

  it("follows a bundler's `__name(fn, …)` to the function it names", () => {
    const renamed = variant(FILE, "z.object({ url: z.string()", "z.object({ address: z.string()");
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `address` is declared in the schema of tool "load_web_page"/),
      expect.stringMatching(/^no-undeclared-arguments: `url` is read by the implementation of tool "load_web_page"/),
    ]);
  });
});

describe("a class tool whose fields reach the base through a spread of a const of its constructor", () => {
  const FILE = "class-tools/spread-to-base.ts";

  it("is found with its name and schema, and silent as written", () => {
    expect(definitionsIn(FILE).map((d) => d.name)).toEqual(["list_events"]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("reports a read the schema lacks", () => {
    expect(pluginReports(variant(FILE, "${arg.calendarId}", "${arg.calendar}"))).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `calendar` is read by the implementation of tool "list_events", but its schema declares `calendarId`/,
      ),
    ]);
  });
});
