// no-untyped-parameters, the part that finds typed parameters that would still break at run time:
// a ToolContext that is not last (the runtime passes it last). A Date is not among them: the registry
// turns the model's ISO string into a Date (test/runtime/dates.test.ts).
import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import rule from "../../rules/no-untyped-parameters.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const tester = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const noUntypedParameters = rule as unknown as Parameters<typeof tester.run>[1];

const REGISTRY = `import { ToolRegistry, type ToolContext } from "tool-schema";
const registry = new ToolRegistry();
`;

tester.run("no-untyped-parameters (Date, ToolContext)", noUntypedParameters, {
  valid: [
    {
      name: "a ToolContext as the last parameter",
      code: `${REGISTRY}function weather(city: string, ctx: ToolContext): string { return city + ctx.toolName; }
registry.tool(weather, { description: "Weather" });`,
    },
    {
      name: "an optional ToolContext as the last parameter",
      code: `${REGISTRY}function weather(city: string, ctx?: ToolContext): string { return city + String(ctx?.toolName); }
registry.tool(weather, { description: "Weather" });`,
    },
    {
      name: "a date taken as a string",
      code: `${REGISTRY}function remind(when: string): string { return new Date(when).toISOString(); }
registry.tool(remind, { description: "Remind" });`,
    },
    {
      name: "a Date parameter of a function that is no tool",
      code: `export function format(when: Date): string { return when.toISOString(); }`,
    },
    {
      name: "a Date parameter of a registered tool, which ToolRegistry passes a Date",
      code: `${REGISTRY}function remind(when: Date | undefined, note: string): string { return String(when) + note; }
registry.tool(remind, { description: "Remind" });`,
    },
    {
      name: "a Date nested in a registered tool's options object",
      code: `${REGISTRY}interface Options { stops: { at: Date }[] }
function plan(options: Options): string { return String(options.stops.length); }
registry.tool(plan, { description: "Plan" });`,
    },
  ],
  invalid: [
    {
      name: "a ToolContext before the last parameter",
      code: `${REGISTRY}function weather(ctx: ToolContext, city: string): string { return city + ctx.toolName; }
registry.tool(weather, { description: "Weather" });`,
      errors: [
        { messageId: "toolContextNotLast", data: { name: "ctx", functionName: "weather" }, line: 3, column: 18 },
      ],
    },
  ],
});
