// Dispatch branches in one module that hand a tool's arguments to a function of another: found by
// their syntax first, the checker asked only about comparisons that may compare a tool's name.
import { describe, expect, it } from "vitest";
import { exportsNothing, incomingCalls } from "../../src/find/link/dispatch/incoming.js";
import { scratchProgram, symbolQuestions } from "./scratch-program.js";

describe("incomingCalls", () => {
  it("finds an if-branch that hands the arguments to another module's function, asking the checker only about name comparisons", () => {
    const { program, path } = scratchProgram({
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
