// Definitions a helper of the file makes from its parameters: each call of the helper is a tool,
// named and described by its arguments, with the schema and the callable it is given.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const LISTED = "template/listed.ts";
const REGISTERED = "template/registered.ts";

describe("definitions made by a helper of the file", () => {
  it("are silent where each call's schema and its handler agree", () => {
    expect(pluginReports(fixture(LISTED))).toEqual([]);
    expect(pluginReports(fixture(REGISTERED))).toEqual([]);
  });

  it("compare each call's schema with the handler kept under its name, which reads the request's arguments", () => {
    const code = variant(
      LISTED,
      "const { limit, offset } = ListItemsSchema",
      "const { limit, offset, sort } = ListItemsSchema",
    );
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `sort` is read by the implementation of tool "list_items", but its schema does not declare it, so the model never sends it: add `sort` to the schema\'s `properties`.',
    ]);
  });

  it("names each call: two calls under one name are duplicates (each reported, naming the other)", () => {
    const code = variant(LISTED, '"get_item", "Gets one item."', '"list_items", "Gets one item."');
    expect(pluginReports(code).filter((report) => report.startsWith("no-duplicate-tool-names"))).toHaveLength(2);
  });

  it("keeps the description the helper writes itself (computed from the name): no call is taken for a tool without one", () => {
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const DOCS: Record<string, { summary: string }> = { greet: { summary: "Greets someone by name." } };

function describeTool(name: string): string {
  return DOCS[name]?.summary ?? name;
}

function registerDocumentedTool(
  server: McpServer,
  toolName: string,
  inputSchema: z.ZodRawShape,
  handler: (args: { who: string }) => Promise<{ content: { type: "text"; text: string }[] }>,
): void {
  server.registerTool(toolName, { description: describeTool(toolName), inputSchema }, handler as never);
}

export function setUp(server: McpServer): void {
  registerDocumentedTool(server, "greet", { who: z.string() }, async ({ who }) => ({
    content: [{ type: "text", text: \`Hello, \${who}\` }],
  }));
}
`;
    expect(pluginReports({ code, filename: fixture(REGISTERED).filename })).toEqual([]);
  });

  it("reads the callback a registration helper hands on", () => {
    const code = variant(REGISTERED, "async ({ name }) =>", "async ({ name, color }) =>");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `color` is read by the implementation of tool "make_badge", but its schema does not declare it, so the model never sends it: add `color` to the schema\'s `properties`.',
    ]);
  });
});
