// One rule for ToolContext and Date, checked across the four places that must agree: the runtime
// passes the context last, so the generator and the lint refuse it anywhere else; a Date parameter
// is an ISO string on the wire, marked in the schema the generator writes, and the runtime passes a
// Date; the lint accepts that schema and asks for the mark where it is missing; the docs say so.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import plugin from "../../src/eslint/index.js";
import { generateFile, type FileGeneration } from "../../src/generate.js";
import { ToolRegistry } from "../../src/index.js";
import { remind, weather, weatherContextFirst } from "../fixtures/eslint/tool-context/tools.js";
import { STRICT_OPTIONS } from "../schema/fixture-program.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const folder = join(fixtures, "tool-context");
const repo = fileURLToPath(new URL("../../", import.meta.url));

let generated: FileGeneration;
let lint: { line: number; message: string }[];
let drift: { line: number; message: string; fix?: string }[];

beforeAll(async () => {
  const program = ts.createProgram([join(folder, "tools.ts")], STRICT_OPTIONS);
  generated = generateFile(program.getSourceFile(join(folder, "tools.ts"))!, program);
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      plugin.configs.recommended as never,
      { languageOptions: { parserOptions: { tsconfigRootDir: fixtures } } },
    ],
  });
  const [result] = await eslint.lintFiles(["tool-context/registry.ts"]);
  lint = result!.messages
    .filter((m) => m.ruleId === "tool-schema/no-untyped-parameters")
    .map(({ line, message }) => ({ line, message }));
  drift = result!.messages
    .filter((m) => m.ruleId === "tool-schema/no-schema-drift")
    .map(({ line, message, fix }) => ({ line, message, ...(fix && { fix: fix.text }) }));
});

const fn = (name: string) => generated.functions.find((f) => f.name === name)!;

describe("ToolContext goes last", () => {
  it("the generator leaves it out of a last-parameter context's schema and positional list", () => {
    expect(fn("weather").positional).toEqual(["city"]);
    expect(fn("weather").diagnostics).toEqual([]);
  });

  it("the runtime passes the context after the model's arguments", async () => {
    const registry = new ToolRegistry();
    const { parameters, positional } = fn("weather");
    registry.tool(weather, { description: "Weather for a city.", parameters, positional: positional! });
    expect(await registry.invoke("weather", { city: "Paris" })).toBe("Paris (asked through weather)");
  });

  it("the generator refuses a context before other parameters, in one line", () => {
    expect(fn("weatherContextFirst").diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        "error",
        "weatherContextFirst: a ToolContext parameter must be the last parameter: ToolRegistry passes the context after the model's arguments; move it to the end",
      ],
    ]);
  });

  it("the lint reports it where the function is registered", () => {
    expect(lint).toContainEqual({
      line: 8,
      message:
        "Parameter `ctx` of weatherContextFirst is a `ToolContext` but not the last parameter: ToolRegistry passes the context after the model's arguments, so it would receive an argument. Move it to the end.",
    });
  });

  it("and what it would prevent: registered anyway, the city would receive the context", async () => {
    const registry = new ToolRegistry();
    registry.tool(weatherContextFirst, {
      description: "d",
      parameters: fn("weather").parameters,
      positional: ["city"],
    });
    expect(await registry.invoke("weatherContextFirst", { city: "Paris" })).not.toContain("Paris");
  });

  it("the docs say last, everywhere", () => {
    const typeMapping = readFileSync(join(repo, "docs/type-mapping.md"), "utf8");
    const runtime = readFileSync(join(repo, "docs/runtime.md"), "utf8");
    const readme = readFileSync(join(repo, "README.md"), "utf8");
    expect(typeMapping).toMatch(/`ctx: ToolContext` \(last\)/);
    expect(typeMapping).not.toMatch(/ToolContext` \(anywhere\)/);
    expect(runtime).toMatch(/`ToolContext` must be the last parameter/);
    expect(readme).toMatch(/A parameter typed `ToolContext` \(last\)/);
  });
});

describe("Date parameters, end to end", () => {
  const DATE = { type: "string", format: "date-time", "x-tool-schema": "Date" };

  it("the generator writes an ISO date-time string with the registry's mark, at any depth", () => {
    expect(fn("remind").diagnostics).toEqual([]);
    expect(fn("remind").parameters.properties.when).toEqual(DATE);
    expect(fn("remindAll").diagnostics).toEqual([]);
    expect(fn("remindAll").parameters.properties.options).toBeUndefined();
    expect(fn("remindAll").parameters.properties.at).toEqual({ type: "array", items: DATE });
  });

  it("the runtime passes a Date to a function registered with the generated schema", async () => {
    const registry = new ToolRegistry();
    const { parameters, positional } = fn("remind");
    registry.tool(remind, { description: "Set a reminder.", parameters, positional: positional! });
    expect(await registry.invoke("remind", { when: "2026-12-05T14:30:00+02:00" })).toBe("2026-12-05T12:30:00.000Z");
  });

  it("no-untyped-parameters no longer reports a Date", () => {
    expect(lint.filter((m) => m.message.includes("Date"))).toEqual([]);
  });

  it("no-schema-drift accepts the marked schema, and asks for the mark where a Date's schema lacks it", () => {
    expect(drift.filter((m) => m.line <= 14)).toEqual([]);
    expect(drift).toEqual([
      expect.objectContaining({
        message: "`at[]` is string in the schema but Date in remindAll(options).",
        fix: expect.stringContaining('"x-tool-schema": "Date"'),
      }),
    ]);
  });

  it("the docs say so", () => {
    const typeMapping = readFileSync(join(repo, "docs/type-mapping.md"), "utf8");
    expect(typeMapping).toMatch(
      /\| `Date` \| `\{ "type": "string", "format": "date-time", "x-tool-schema": "Date" \}`/,
    );
  });
});
