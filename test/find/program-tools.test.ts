// The tool names and schemas a program's files declare, read for a dispatch in another file.
import { describe, expect, it } from "vitest";
import { programToolNames, programToolSchema } from "../../src/find/link/dispatch/program-tools.js";
import { scratchProgram as programOf } from "./scratch-program.js";

describe("programToolNames", () => {
  it("reads names written as literals, constants and chains of constants", () => {
    const { program } = programOf({
      "names.ts":
        'export const PIN = "pin_note";\nexport const NAMES = { archive: "archive_note", "un-pin": "unpin_note" } as const;',
      "tools.ts": [
        'import { NAMES, PIN } from "./names";',
        'export const a = { name: "search_notes", inputSchema: { type: "object" } };',
        'export const b = { name: PIN, inputSchema: { type: "object" } };',
        'export const c = { name: NAMES.archive, parameters: { type: "object" } };',
        'export const d = { name: NAMES["un-pin"], input_schema: { type: "object" } };',
        // Not a name written elsewhere: a call, whatever it returns.
        'declare function named(): "made_up";',
        'export const e = { name: named(), inputSchema: { type: "object" } };',
        // Keys that only contain the schema keys' text are no schema keys.
        'export const f = { name: "not_a_tool", myParameters: {}, "inputSchemas": {} };',
      ].join("\n"),
    });
    expect([...programToolNames(program)].sort()).toEqual(["archive_note", "pin_note", "search_notes", "unpin_note"]);
  });

  it("does not type a name a parameter or a `let` holds: what a caller gives is no declared name", () => {
    const { program } = programOf({
      "map.ts": [
        'export function publish(tool: { name: "from_caller" }) { return { name: tool.name, inputSchema: { type: "object" } }; }',
        'let later: "reassigned" = "reassigned";',
        'export const g = { name: later, inputSchema: { type: "object" } };',
        'const LOCAL = "local_const";',
        'export const h = { name: LOCAL, inputSchema: { type: "object" } };',
      ].join("\n"),
    });
    expect([...programToolNames(program)]).toEqual(["local_const"]);
  });

  it("gives the one schema declared for a name in another file, with its properties", () => {
    const { program, path } = programOf({
      "tools.ts":
        'export const t = { name: "get_pod", inputSchema: { type: "object", properties: { name: {}, namespace: {} } } };',
      "index.ts": "export {};",
    });
    const schema = programToolSchema(program, "get_pod", path("index.ts"));
    expect(schema).toMatchObject({
      fileName: path("tools.ts"),
      properties: new Set(["name", "namespace"]),
      open: false,
    });
    // The literal itself, for what a rule asks of it beyond the names (which are required).
    expect(schema?.literal?.getText()).toBe('{ type: "object", properties: { name: {}, namespace: {} } }');
    // Declared in the linted file itself: its own definitions speak.
    expect(programToolSchema(program, "get_pod", path("tools.ts"))).toBeUndefined();
  });
});
