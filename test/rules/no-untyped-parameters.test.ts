import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-untyped-parameters.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const tester = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const noUntypedParameters = rule as unknown as Parameters<typeof tester.run>[1];

const REGISTRY = `import { ToolRegistry } from "tool-schema";
const registry = new ToolRegistry();
`;

tester.run("no-untyped-parameters", noUntypedParameters, {
  valid: [
    `${REGISTRY}function search(query: string, count: number, tags: string[] = []): string { return query + count + tags.length; }
registry.tool(search, { description: "Search" });`,
    // A generic parameter with a real constraint stands for its constraint.
    `${REGISTRY}function pick<T extends string>(value: T): string { return value; }
registry.tool(pick, { description: "Pick" });`,
    // \`this\` is not a tool argument.
    `${REGISTRY}function search(this: unknown, query: string): string { return query; }
registry.tool(search, { description: "Search" });`,
    // Not a tool: untyped parameters are someone else's business.
    `export function helper(x: any): string { return String(x); }`,
    // Every SDK but our registry hands the function one arguments object that the schema describes:
    // an untyped one is read through its uses (the read-based rules), never reported here (real
    // MCP servers, Vercel AI and Anthropic handlers).
    `function getWeather(city): string { return String(city); }
export const tool = { name: "get_weather", input_schema: { type: "object" } };`,
    `const handlers = { get_weather: (city: any) => String(city), get_forecast: (city: any) => String(city) };
export const tools = [
  { name: "get_weather", input_schema: { type: "object" } },
  { name: "get_weather", input_schema: { type: "object" } },
];
export { handlers };`,
    `import { lookupOrder } from "./drift-untyped-lib.js";
export const tool = { name: "lookup_order", input_schema: { type: "object" } };`,
    `import { tool } from "ai";
export const weather = tool({ description: "Weather", inputSchema: {}, execute: async (input: any) => String(input) });`,
    // Injected parameters (a client, the SDK's \`extra\`) are never the model's.
    `async function kubectlGet(k8sManager: any, input: { name: string }) { return String(k8sManager) + input.name; }
export const tool = { name: "kubectl_get", inputSchema: { type: "object", properties: { name: { type: "string" } } } };`,
    // Linked by name, typed.
    `function getWeather(city: string): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object" } };`,
  ],
  invalid: [
    {
      code: `${REGISTRY}function search(query: any, filters: unknown): string { return String(query) + String(filters); }
registry.tool(search, { description: "Search" });`,
      errors: [
        { messageId: "anyParameter", data: { name: "query", functionName: "search" }, line: 3, column: 17 },
        {
          messageId: "unknownParameter",
          data: { name: "filters", functionName: "search", type: "unknown" },
          line: 3,
          column: 29,
        },
      ],
    },
    {
      // An unconstrained type parameter is unknown.
      code: `${REGISTRY}function pick<T>(value: T): string { return String(value); }
registry.tool(pick, { description: "Pick" });`,
      errors: [{ messageId: "unknownParameter", data: { name: "value", functionName: "pick", type: "T" } }],
    },
    {
      // No annotation at all: implicitly any (the fixture project is strict, but the rule reads the type).
      code: `${REGISTRY}function getWeather(city): string { return String(city); }
registry.tool(getWeather, { description: "Weather" });`,
      errors: [
        { messageId: "implicitAnyParameter", data: { name: "city", functionName: "getWeather" }, line: 3, column: 21 },
      ],
    },
    {
      // Imported: reported at the link in this file, naming the function.
      code: `${REGISTRY}import { lookupOrder } from "./drift-untyped-lib.js";
registry.tool(lookupOrder, { description: "Find an order" });`,
      errors: [{ messageId: "anyParameter", data: { name: "id", functionName: "lookupOrder" }, line: 4, column: 15 }],
    },
  ],
});

describe("without type information", () => {
  it("both type-aware rules say so clearly, the typescript-eslint way", async () => {
    const { Linter } = await import("eslint");
    const tsParser = await import("@typescript-eslint/parser");
    const drift = (await import("../../rules/no-schema-drift.js")).default;
    const linter = new Linter({ configType: "flat" });
    const code = `function getWeather(city: any): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object" } };`;
    for (const [id, module] of [
      ["no-untyped-parameters", rule],
      ["no-schema-drift", drift],
    ] as const) {
      const lint = () =>
        linter.verify(
          code,
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser as never },
            plugins: { t: { rules: { [id]: module as never } } },
            rules: { [`t/${id}`]: "error" },
          },
          "file.ts",
        );
      expect(lint).toThrow(/You have used a rule which requires type information/);
    }
  });
});
