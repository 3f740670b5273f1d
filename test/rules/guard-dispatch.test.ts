// A single-tool server's guard (`if (request.params.name !== "run_query") throw …`): the statements
// after it are the tool's implementation, judged by every rule that reads implementations.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

const SERVER = "guard-dispatch/server.ts";

describe("dispatch by a guard that refuses every other name", () => {
  it("is silent where the statements after it agree with the schema", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
  });

  it("reads after it that the schema lacks are reported", () => {
    expect(pluginReports(variant(SERVER, "arguments?.limit", "arguments?.max"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `limit` is declared in the schema of tool "run_query"/),
      expect.stringMatching(/^no-undeclared-arguments: `max` is read by the implementation of tool "run_query"/),
    ]);
  });

  it("a property used on every path after it must be required", () => {
    expect(pluginReports(variant(SERVER, `required: ["sql"],`, `required: [],`))).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `sql` is optional in the schema of tool "run_query", but the implementation uses it whenever the tool runs/,
      ),
    ]);
  });

  it("a guard whose branch may go on runs nothing for the tool", () => {
    const code = variant(
      SERVER,
      "throw new Error(`Unknown tool: ${request.params.name}`);",
      "console.error(`Unknown tool`);",
    );
    expect(pluginReports({ ...code, code: code.code.replace("arguments?.limit", "arguments?.max") })).toEqual([]);
  });
});

describe("a dispatch in a closure, on a name taken out of the request before it", () => {
  const CLOSURE = "guard-dispatch/task-closure.ts";

  it("reads the arguments taken out with the name: silent as written", () => {
    expect(pluginReports(fixture(CLOSURE))).toEqual([]);
  });

  it("reports a read the schema lacks", () => {
    expect(pluginReports(variant(CLOSURE, "args?.topic", "args?.subject"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `topic` is declared in the schema of tool "write_haiku"/),
      expect.stringMatching(/^no-undeclared-arguments: `subject` is read by the implementation of tool "write_haiku"/),
    ]);
  });
});
