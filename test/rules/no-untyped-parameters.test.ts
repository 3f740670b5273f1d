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
    {
      name: "typed parameters, one with a default",
      code: `${REGISTRY}function search(query: string, count: number, tags: string[] = []): string { return query + count + tags.length; }
registry.tool(search, { description: "Search" });`,
    },
    {
      name: "a generic parameter with a real constraint stands for its constraint",
      code: `${REGISTRY}function pick<T extends string>(value: T): string { return value; }
registry.tool(pick, { description: "Pick" });`,
    },
    {
      name: "this is no tool argument",
      code: `${REGISTRY}function search(this: unknown, query: string): string { return query; }
registry.tool(search, { description: "Search" });`,
    },
    {
      name: "a function that is no tool: untyped parameters are someone else's business",
      code: `export function helper(x: any): string { return String(x); }`,
    },
    // Every SDK but our registry hands the function one arguments object that the schema describes:
    // an untyped one is read through its uses (the read-based rules), never reported here (real
    // MCP servers, Vercel AI and Anthropic handlers).
    {
      name: "an untyped handler of an SDK that passes one arguments object",
      code: `function getWeather(city): string { return String(city); }
export const tool = { name: "get_weather", input_schema: { type: "object" } };`,
    },
    {
      name: "untyped handlers in a dispatch object",
      code: `const handlers = { get_weather: (city: any) => String(city), get_forecast: (city: any) => String(city) };
export const tools = [
  { name: "get_weather", input_schema: { type: "object" } },
  { name: "get_weather", input_schema: { type: "object" } },
];
export { handlers };`,
    },
    {
      name: "an untyped imported handler of an SDK that passes one arguments object",
      code: `import { lookupOrder } from "./drift-untyped-lib.js";
export const tool = { name: "lookup_order", input_schema: { type: "object" } };`,
    },
    {
      name: "an untyped Vercel AI execute",
      code: `import { tool } from "ai";
export const weather = tool({ description: "Weather", inputSchema: {}, execute: async (input: any) => String(input) });`,
    },
    {
      name: "injected parameters, a client or the SDK's extra, are never the model's",
      code: `async function kubectlGet(k8sManager: any, input: { name: string }) { return String(k8sManager) + input.name; }
export const tool = { name: "kubectl_get", inputSchema: { type: "object", properties: { name: { type: "string" } } } };`,
    },
    {
      name: "a typed function linked by name",
      code: `function getWeather(city: string): string { return city; }
export const tool = { name: "get_weather", input_schema: { type: "object" } };`,
    },
  ],
  invalid: [
    {
      name: "any and unknown parameters of a registered function",
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
      name: "an unconstrained type parameter is unknown", // An unconstrained type parameter is unknown.
      code: `${REGISTRY}function pick<T>(value: T): string { return String(value); }
registry.tool(pick, { description: "Pick" });`,
      errors: [{ messageId: "unknownParameter", data: { name: "value", functionName: "pick", type: "T" } }],
    },
    {
      name: "no annotation at all is implicitly any", // No annotation at all: implicitly any (the fixture project is strict, but the rule reads the type).
      code: `${REGISTRY}function getWeather(city): string { return String(city); }
registry.tool(getWeather, { description: "Weather" });`,
      errors: [
        { messageId: "implicitAnyParameter", data: { name: "city", functionName: "getWeather" }, line: 3, column: 21 },
      ],
    },
    {
      name: "an imported function is reported at the link in this file", // Imported: reported at the link in this file, naming the function.
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
