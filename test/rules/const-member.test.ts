// A schema reached through a member of a const object literal of the file
// (`inputSchema: completeTodoDefinition.inputSchema`) is that literal's value.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const TODO = "const-member/complete-todo.ts";

describe("a schema read through a member of a const object", () => {
  it("as written: silent", () => {
    expect(pluginReports(fixture(TODO))).toEqual([]);
  });

  it("a property renamed in the const's schema is reported", () => {
    expect(pluginReports(variant(TODO, "    calendarUrl: z.string(),", "    calendar: z.string(),"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `calendar` is declared in the schema of tool "complete-todo"/),
      expect.stringMatching(
        /^no-undeclared-arguments: `calendarUrl` is read by the implementation of tool "complete-todo"/,
      ),
    ]);
  });

  it("reads nothing through a const whose member the file writes", () => {
    const written = variant(
      TODO,
      "declare function completeTodo",
      "completeTodoDefinition.inputSchema = { uid: z.string(), calendarUrl: z.string() };\ndeclare function completeTodo",
    );
    expect(
      pluginReports({
        ...written,
        code: written.code.replace("    calendarUrl: z.string(),\n  },", "    calendar: z.string(),\n  },"),
      }),
    ).toEqual([]);
  });
});
