// Dispatch branches in one module that hand a tool's arguments to a function of another: found by
// their syntax first, the checker asked only about comparisons that may compare a tool's name.
import { describe, expect, it } from "vitest";
import { incomingCalls } from "../../src/find/dispatch/incoming.js";
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
    expect(calls.map((call) => [call.toolName, call.parameterIndex, call.fromFile])).toEqual([["get_weather", 0, path("index.ts")]]);
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
    expect(calls.map((call) => [call.toolName, call.parameterIndex, call.fromFile])).toEqual([["get_weather", 0, path("index.ts")]]);
    expect(asked.filter((text) => text === "handlers")).toHaveLength(1);
  });
});
