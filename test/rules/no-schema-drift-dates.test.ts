// no-schema-drift and Date parameters: through ToolRegistry a Date is an ISO string marked
// `x-tool-schema: "Date"` (the registry turns it into a Date), so the marked schema is accepted and
// a date-time string without the mark is drift (the function would get a string). Any other SDK
// hands its handler the raw string: there a Date type is no evidence, as before.
import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import rule from "../../rules/no-schema-drift.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const tester = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const REGISTRY = `import { ToolRegistry } from "tool-schema";
const registry = new ToolRegistry();
function remind(when: Date, note?: string): string { return when.toISOString() + (note ?? ""); }
`;
const marked = `{ type: "string", format: "date-time", "x-tool-schema": "Date" }`;
const unmarked = `{ type: "string", format: "date-time" }`;
const registration = (when: string) =>
  `${REGISTRY}registry.tool(remind, { description: "Set a reminder", parameters: { type: "object", properties: { when: ${when}, note: { type: "string" } }, required: ["when"] }, positional: ["when", "note"] });`;

tester.run("no-schema-drift (Date parameters)", noSchemaDrift, {
  valid: [
    { name: "a Date parameter registered with the generator's mark", code: registration(marked) },
    {
      name: "nullable and nested Dates, as the generator writes them",
      code: `${REGISTRY.replace("function remind(when: Date, note?: string)", "function remind(when: Date | null, note?: { at: Date[] })")}registry.tool(remind, { description: "Set a reminder", parameters: { type: "object", properties: { when: { type: ["string", "null"], format: "date-time", "x-tool-schema": "Date" }, note: { type: "object", properties: { at: { type: "array", items: ${marked} } }, required: ["at"] } }, required: ["when"] }, positional: ["when", "note"] });`,
    },
    {
      name: "an MCP handler typed Date receives the raw string: not compared",
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
server.registerTool("remind", { description: "Set a reminder", inputSchema: { when: ${unmarked} } as never }, (args: { when: Date }) => ({ content: [{ type: "text", text: String(args.when) }] }));`,
    },
    {
      name: "an OpenAI runTools function typed Date: not compared",
      code: `export const tools = [{ type: "function", function: { name: "remind", function: ({ when }: { when: Date }) => String(when), parameters: { type: "object", properties: { when: ${unmarked} }, required: ["when"] } } }];`,
    },
  ],
  invalid: [
    {
      name: "a Date parameter without the mark", // Without the mark the registry would pass the string to a function that takes a Date.
      code: registration(unmarked),
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "when", actual: "string", expected: "Date", signature: "remind(when, note)" },
          suggestions: 1,
        } as never,
      ],
      output: registration(`{ type: "string", format: "date-time", "x-tool-schema": "Date" }`),
    },
    {
      name: "the Date mark on a string parameter", // The mark on a string parameter would hand the function a Date.
      code: `import { ToolRegistry } from "tool-schema";
const registry = new ToolRegistry();
function log(when: string): string { return when; }
registry.tool(log, { description: "Log a time", parameters: { type: "object", properties: { when: ${marked} }, required: ["when"] }, positional: ["when"] });`,
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "when", actual: "Date", expected: "string", signature: "log(when)" },
          suggestions: 1,
        } as never,
      ],
      // Only suggested (regenerate): keeping a string is what a valid call delivers differently.
      output: null,
    },
  ],
});
