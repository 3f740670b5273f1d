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
    `${REGISTRY}function weather(city: string, ctx: ToolContext): string { return city + ctx.toolName; }
registry.tool(weather, { description: "Weather" });`,
    `${REGISTRY}function weather(city: string, ctx?: ToolContext): string { return city + String(ctx?.toolName); }
registry.tool(weather, { description: "Weather" });`,
    `${REGISTRY}function remind(when: string): string { return new Date(when).toISOString(); }
registry.tool(remind, { description: "Remind" });`,
    // Not a tool: a Date parameter is fine.
    `export function format(when: Date): string { return when.toISOString(); }`,
    // A tool: fine too, at any depth, since ToolRegistry passes a Date.
    `${REGISTRY}function remind(when: Date | undefined, note: string): string { return String(when) + note; }
registry.tool(remind, { description: "Remind" });`,
    `${REGISTRY}interface Options { stops: { at: Date }[] }
function plan(options: Options): string { return String(options.stops.length); }
registry.tool(plan, { description: "Plan" });`,
  ],
  invalid: [
    {
      code: `${REGISTRY}function weather(ctx: ToolContext, city: string): string { return city + ctx.toolName; }
registry.tool(weather, { description: "Weather" });`,
      errors: [
        { messageId: "toolContextNotLast", data: { name: "ctx", functionName: "weather" }, line: 3, column: 18 },
      ],
    },
  ],
});
