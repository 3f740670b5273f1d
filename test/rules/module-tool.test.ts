// A module that is one tool: `export const schema`, `export const metadata`, `export default function`.
import { describe, expect, it } from "vitest";
import { definitionsOf } from "../find/views-helper.js";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const FILE = "module-tool/greet.ts";

describe("a module that is one tool", () => {
  it("is found from its metadata, with the exported schema and the default export as its callable", () => {
    expect(definitionsOf(fixture(FILE).code)).toMatchObject([
      { format: "generic", name: "greet_user", description: "Greet the user" },
    ]);
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("compares the schema with the default export's parameter", () => {
    const renamed = variant(
      FILE,
      '  name: z.string().describe("The name of the user to greet"),',
      "  username: z.string(),",
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `username` is in the schema but .* calls it `name`: rename it\.$/),
    ]);
  });

  it("is found from the one exported object that holds the description, whatever its name", () => {
    const renamed = variant(
      FILE,
      'export const metadata = {\n  name: "greet_user",\n  description: "Greet the user",\n};',
      'export const tool = { title: "Greet", description: "Greet the user" };',
    );
    expect(definitionsOf(renamed.code)).toMatchObject([{ format: "generic", description: "Greet the user" }]);
    const withSchemaDescription = variant(
      FILE,
      "export const schema = {",
      'export const schema = {\n  description: z.string().optional().describe("A note"),',
    );
    expect(definitionsOf(withSchemaDescription.code)).toHaveLength(1);
    const twoDescribed = `${renamed.code}\nexport const other = { description: "Something else" };`;
    expect(definitionsOf(twoDescribed)).toEqual([]);
  });

  it("reads a default export typed with the schema's own type, which says nothing: a property never read", () => {
    const echoed = variant(
      FILE,
      "export default async function greet({ name, formal }: { name: string; formal?: boolean }) {\n  return formal === true ? `Good day, ${name}.` : `Hello, ${name}!`;\n}",
      "type Args = z.infer<z.ZodObject<typeof schema>>;\n\nexport default async function greet(args: Args) {\n  return `Hello, ${args.name}!`;\n}",
    );
    expect(echoed.code).toContain("args.name");
    expect(pluginReports(echoed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `formal` is declared in the schema of tool "greet_user"/),
    ]);
  });

  it("needs the schema: metadata and a default function alone are no tool", () => {
    expect(definitionsOf(fixture("module-tool/settings.ts").code)).toEqual([]);
  });
});
