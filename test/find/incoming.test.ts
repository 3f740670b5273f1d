// Dispatch branches in one module that hand a tool's arguments to a function of another: found by
// their syntax first, the checker asked only about comparisons that may compare a tool's name, in
// files that write a name some tool of the program declares.
import { describe, expect, it } from "vitest";
import { exportsNothing, incomingCalls } from "../../src/find/link/dispatch/incoming.js";
import { scratchProgram, symbolQuestions } from "./scratch-program.js";

/** A tool the program declares with a schema: the names a dispatch is read for. */
const DECLARED = {
  "list.ts":
    'export const tools = [{ name: "get_weather", inputSchema: { type: "object", properties: { city: { type: "string" } } } }];\n',
};

describe("incomingCalls", () => {
  it("finds an if-branch that hands the arguments to another module's function, asking the checker only about name comparisons", () => {
    const { program, path } = scratchProgram({
      ...DECLARED,
      "tools.ts": "export function getWeather(args: { city: string }): string { return args.city; }\n",
      "index.ts": [
        'import { getWeather } from "./tools";',
        "export function handle(name: string, args: any): unknown {",
        "  let count = 0;",
        "  if (count === 0) count++;",
        "  if (count === undefined) count++;",
        '  if (name === "get_weather") return getWeather(args);',
        "  return undefined;",
        "}",
      ].join("\n"),
    });
    const asked = symbolQuestions(program);
    const calls = incomingCalls(program, path("tools.ts"));
    expect(calls.map((call) => [call.toolName, call.parameterIndex, call.fromFile])).toEqual([
      ["get_weather", 0, path("index.ts")],
    ]);
    expect(asked).toContain("name");
    expect(asked).not.toContain("count");
  });

  it("follows a case into a namespace import's function, resolving the namespace once", () => {
    const { program, path } = scratchProgram({
      ...DECLARED,
      "handlers.ts": "export function handleWeather(args: any): string { return args.city; }\n",
      "index.ts": [
        'import * as handlers from "./handlers";',
        "export function handle(name: string, args: any): unknown {",
        "  switch (name) {",
        '    case "get_weather":',
        "      return handlers.handleWeather(args);",
        "  }",
        "  return undefined;",
        "}",
      ].join("\n"),
    });
    const asked = symbolQuestions(program);
    const calls = incomingCalls(program, path("handlers.ts"));
    expect(calls.map((call) => [call.toolName, call.parameterIndex, call.fromFile])).toEqual([
      ["get_weather", 0, path("index.ts")],
    ]);
    expect(asked.filter((text) => text === "handlers")).toHaveLength(1);
  });

  it("reads no file for a name no tool of the program declares, unless that name is asked for", () => {
    const { program, path } = scratchProgram({
      "tools.ts": "export function getWeather(args: { city: string }): string { return args.city; }\n",
      "index.ts": [
        'import { getWeather } from "./tools";',
        "export function handle(name: string, args: any): unknown {",
        '  if (name === "get_weather") return getWeather(args);',
        "  return undefined;",
        "}",
      ].join("\n"),
    });
    const asked = symbolQuestions(program);
    expect(incomingCalls(program, path("tools.ts"))).toEqual([]);
    expect(asked).toEqual([]);
    expect(incomingCalls(program, path("tools.ts"), "get_weather").map((call) => call.toolName)).toEqual([
      "get_weather",
    ]);
  });

  it("reads a file whose label is another module's constant holding a declared name", () => {
    const { program, path } = scratchProgram({
      ...DECLARED,
      "names.ts": [
        'export enum ToolName { Weather = "get_weather" }',
        'export const WEATHER = "get_weather";',
        'export const NAMES = { tools: { weather: "get_weather" } } as const;',
        "",
      ].join("\n"),
      "tools.ts": "export function getWeather(args: { city: string }): string { return args.city; }\n",
      "enum.ts": [
        'import { ToolName } from "./names";',
        'import { getWeather } from "./tools";',
        "export function handle(name: string, args: any): unknown {",
        "  switch (name) {",
        "    case ToolName.Weather:",
        "      return getWeather(args);",
        "  }",
        "  return undefined;",
        "}",
      ].join("\n"),
      "object.ts": [
        'import * as names from "./names";',
        'import { getWeather } from "./tools";',
        "export function handle(name: string, args: any): unknown {",
        "  if (name === names.NAMES.tools.weather) return getWeather(args);",
        "  return undefined;",
        "}",
      ].join("\n"),
      "constant.ts": [
        'import { WEATHER } from "./names";',
        'import { getWeather } from "./tools";',
        "export function handle(name: string, args: any): unknown {",
        "  if (name === WEATHER) return getWeather(args);",
        "  return undefined;",
        "}",
      ].join("\n"),
    });
    const calls = incomingCalls(program, path("tools.ts"));
    expect(calls.map((call) => [call.toolName, call.fromFile]).sort()).toEqual([
      ["get_weather", path("constant.ts")],
      ["get_weather", path("enum.ts")],
      ["get_weather", path("object.ts")],
    ]);
  });

  it("keeps only the declared names of a dispatch that compares others too", () => {
    const { program, path } = scratchProgram({
      ...DECLARED,
      "tools.ts": "export function run(args: { city: string }): string { return args.city; }\n",
      "index.ts": [
        'import { run } from "./tools";',
        "export function handle(name: string, args: any): unknown {",
        "  switch (name) {",
        '    case "get_weather":',
        '    case "not_a_tool":',
        "      return run(args);",
        "  }",
        "  return undefined;",
        "}",
      ].join("\n"),
    });
    expect(incomingCalls(program, path("tools.ts")).map((call) => call.toolName)).toEqual(["get_weather"]);
  });
});

describe("exportsNothing", () => {
  const files = {
    "entry.ts": 'import { run } from "./tools";\nfunction handle(args: any) { return run(args); }\nhandle({});\n',
    "tools.ts": "export function run(args: { city: string }) { return args.city; }\n",
    "reexport.ts": 'export * from "./tools";\n',
    "default.ts": "export default function run(args: { city: string }) { return args.city; }\n",
    "script.js": "function run(args) { return args.city; }\n",
    "common.js": "function run(args) { return args.city; }\nmodule.exports = { run };\n",
    "mixed.js": 'import fs from "fs";\nfunction run(args) { return args.city; }\nexports.run = run;\n',
  };

  it.each([
    ["entry.ts", true], // imports, exports nothing: no other module can call its functions
    ["tools.ts", false],
    ["reexport.ts", false],
    ["default.ts", false],
    ["script.js", false], // a script's functions are globals other scripts call
    ["common.js", false],
    ["mixed.js", false],
  ])("%s: %s", (name, expected) => {
    const { program, path } = scratchProgram(files, { allowJs: true });
    expect(exportsNothing(program.getSourceFile(path(name))!)).toBe(expected);
  });

  it("leaves the program's dispatch index unbuilt for a module nothing can call into", () => {
    const { program, path } = scratchProgram({
      ...DECLARED,
      "tools.ts": "export function getWeather(args: { city: string }): string { return args.city; }\n",
      "index.ts":
        'import { getWeather } from "./tools";\nfunction handle(name: string, args: any) { if (name === "get_weather") return getWeather(args); }\nhandle("get_weather", {});\n',
    });
    const asked = symbolQuestions(program);
    expect(incomingCalls(program, path("index.ts"))).toEqual([]);
    expect(asked).toEqual([]);
    expect(incomingCalls(program, path("tools.ts")).map((call) => call.toolName)).toEqual(["get_weather"]);
  });
});
