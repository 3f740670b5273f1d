// A dispatch that hands the whole tool call on (`handleConvert(request)` in a branch on
// `request.params.name`): the handler of the other module holds the arguments where the dispatch
// found the name, `request.params.arguments`, and its reads there are the tool's.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const TOOL = "request-handoff/convert.ts";

describe("a handler handed the whole request by a dispatch in another module", () => {
  it("is silent where it reads what the schema beside it declares", () => {
    expect(pluginReports(fixture("request-handoff/server.ts"))).toEqual([]);
    expect(pluginReports(fixture(TOOL))).toEqual([]);
    expect(pluginReports(fixture("request-handoff/resize.ts"))).toEqual([]);
  });

  it("reports a read of the arguments the schema does not declare", () => {
    const code = variant(TOOL, "String(args?.output_path)", "String(args?.output_path ?? args?.target)");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `target` is read by the implementation of tool "image_convert", but its schema does not declare it, so the model never sends it: add `target` to the schema\'s `properties`.',
    ]);
  });

  it("reads a handler beside its definition that the dispatch hands the arguments themselves", () => {
    const code = variant("request-handoff/resize.ts", "Number(args?.width)", "Number(args?.width ?? args?.height)");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `height` is read by the implementation of tool "image_resize", but its schema does not declare it, so the model never sends it: add `height` to the schema\'s `properties`.',
    ]);
  });

  it("stays silent on what the request holds beside the arguments", () => {
    const code = variant(
      TOOL,
      "const { arguments: args } = request.params;",
      "const { arguments: args } = request.params;\n  void request.params.name;",
    );
    expect(pluginReports(code)).toEqual([]);
  });

  it("reports a declared key it never reads, unless it hands the request on: the arguments may be read there", () => {
    const dropped = variant(TOOL, "String(args?.output_path)", '"out.png"');
    expect(pluginReports(dropped)).toEqual([
      'no-unread-parameters: `output_path` is declared in the schema of tool "image_convert", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
    ]);
    const forwarded = dropped.code
      .replace(
        "const { arguments: args } = request.params;",
        "const { arguments: args } = request.params;\n  forward(request);",
      )
      .replace(
        "declare function convert(",
        "declare function forward(value: unknown): void;\ndeclare function convert(",
      );
    expect(pluginReports({ code: forwarded, filename: dropped.filename })).toEqual([]);
  });
});

describe("a request handed whole to a static method of another module's class", () => {
  const ARCHIVE = "request-handoff/archive.ts";

  it("is silent where the static method reads what the schema declares, whatever the instance method reads", () => {
    expect(pluginReports(fixture(ARCHIVE))).toEqual([]);
  });

  it("reports a read of the arguments the schema does not declare", () => {
    const code = variant(ARCHIVE, "Number(args?.level ?? 6)", "Number(args?.level ?? args?.ratio)");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `ratio` is read by the implementation of tool "archive_compress", but its schema does not declare it, so the model never sends it: add `ratio` to the schema\'s `properties`.',
    ]);
  });
});

describe("a request handed whole to a method of the same class", () => {
  const CLASS = "request-handoff/class-server.ts";
  const renamed = (code: { code: string; filename: string }) => ({
    ...code,
    code: code.code
      .replace("properties: { apiKey: {", "properties: { token: {")
      .replace('required: ["apiKey"]', 'required: ["token"]'),
  });

  it("is silent where the method reads what the schema declares", () => {
    expect(pluginReports(fixture(CLASS))).toEqual([]);
  });

  it("compares the cast the method gives the arguments: a rename in the schema only", () => {
    expect(pluginReports(renamed(fixture(CLASS)))).toEqual([
      "no-schema-drift: `token` is in the schema but the cast to { apiKey: string; } calls it `apiKey`: rename it.",
    ]);
  });

  it("reports a property the method dereferences on every path that the schema leaves optional", () => {
    const untyped = variant(
      CLASS,
      "request.params.arguments as { apiKey: string };\n    this.apiKey = apiKey;",
      "request.params.arguments!;\n    this.apiKey = String(apiKey).trim();",
    );
    const optional = { ...untyped, code: untyped.code.replace('required: ["apiKey"]', "required: []") };
    expect(pluginReports(untyped)).toEqual([]);
    expect(pluginReports(optional)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `apiKey` is optional in the schema of tool "configure_token", but the implementation uses it whenever the tool runs/,
      ),
    ]);
  });

  it("is silent on a method that another place of the file calls too: its uses are no one tool's", () => {
    const untyped = variant(
      CLASS,
      "request.params.arguments as { apiKey: string };\n    this.apiKey = apiKey;",
      "request.params.arguments!;\n    this.apiKey = String(apiKey).trim();",
    );
    const twice = {
      ...untyped,
      code: untyped.code
        .replace('required: ["apiKey"]', "required: []")
        .replace(
          "export const tokenServer = new TokenServer();",
          'export const tokenServer = new TokenServer();\nexport const again = (r: CallToolRequest) => tokenServer["configureToken"](r);',
        ),
    };
    expect(pluginReports(twice).filter((report) => report.startsWith("no-schema-drift"))).toEqual([]);
  });

  it("reads what the method reads when nothing gives the arguments a type", () => {
    const untyped = variant(CLASS, "request.params.arguments as { apiKey: string }", "request.params.arguments!");
    expect(pluginReports(renamed(untyped))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `token` is declared in the schema of tool "configure_token"/),
      expect.stringMatching(
        /^no-undeclared-arguments: `apiKey` is read by the implementation of tool "configure_token"/,
      ),
    ]);
  });
});
