// A library may hand zod on under a name of its own (`tool.schema`, declared `typeof z` with `z`
// imported from zod): schemas written with it are zod schemas, and their tools are found and judged.
import { describe, expect, it } from "vitest";
import { fixture, variant, pluginReports } from "./real-world-helpers.js";

describe("zod re-exported by a library under a name of its own", () => {
  it("is silent where the code reads what the shape declares", () => {
    expect(pluginReports(fixture("reexported-zod/tools.ts"))).toEqual([]);
  });

  it("reports a read the shape does not declare, and the declared property left unread", () => {
    const code = variant("reexported-zod/tools.ts", "args.level ?? 100", "args.brightness ?? 100");
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `level` is declared in the schema of this tool/),
      expect.stringMatching(/^no-undeclared-arguments: `brightness` is read by the implementation of this tool/),
    ]);
  });
});

describe("a raw shape a helper of the file returns", () => {
  it("is read as the tool's schema", () => {
    const code = variant("reexported-zod/tools.ts", "${args.room}: ${args.level}`", "${args.room}: ${args.percent}`");
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `level` is declared in the schema of this tool/),
      expect.stringMatching(/^no-undeclared-arguments: `percent` is read by the implementation of this tool/),
    ]);
  });
});

describe("zod re-exported by a module of the app", () => {
  const TOOLS = "reexported-zod/app-tools.ts";

  it("is silent where the code reads what the schema declares", () => {
    expect(pluginReports(fixture(TOOLS))).toEqual([]);
  });

  it("reads the schema, imported by name", () => {
    const code = variant(
      TOOLS,
      'guests: z.number().describe("How many people")',
      'people: z.number().describe("How many")',
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `people` is declared in the schema of this tool/),
      expect.stringMatching(/^no-undeclared-arguments: `guests` is read by the implementation of this tool/),
    ]);
  });

  it("reads the schema, imported as a namespace", () => {
    const code = variant(TOOLS, 'bookingId: zz.string().describe("The booking")', "id: zz.string()");
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `id` is declared in the schema of this tool/),
      expect.stringMatching(/^no-undeclared-arguments: `bookingId` is read by the implementation of this tool/),
    ]);
  });
});
