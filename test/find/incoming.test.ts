// Dispatch branches in one module that hand a tool's arguments to a function of another: found by
// their syntax first, the checker asked only about comparisons that may compare a tool's name.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { incomingCalls } from "../../src/find/dispatch/incoming.js";

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function programOf(files: Record<string, string>): { program: ts.Program; path: (name: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-incoming-"));
  folders.push(dir);
  const path = (name: string) => join(dir, name).replace(/\\/g, "/");
  for (const [name, text] of Object.entries(files)) writeFileSync(path(name), text);
  const program = ts.createProgram(Object.keys(files).map(path), { noEmit: true, noLib: true, types: [], strict: true });
  return { program, path };
}

describe("incomingCalls", () => {
  it("finds an if-branch that hands the arguments to another module's function, asking the checker only about name comparisons", () => {
    const { program, path } = programOf({
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
    const checker = program.getTypeChecker();
    const asked: string[] = [];
    const getSymbolAtLocation = checker.getSymbolAtLocation.bind(checker);
    checker.getSymbolAtLocation = (node) => {
      asked.push(node.getText());
      return getSymbolAtLocation(node);
    };
    const calls = incomingCalls(program, path("tools.ts"));
    expect(calls.map((call) => [call.toolName, call.parameterIndex, call.fromFile])).toEqual([["get_weather", 0, path("index.ts")]]);
    expect(asked).toContain("name");
    expect(asked).not.toContain("count");
  });

  it("follows a case into a namespace import's function, resolving the namespace once", () => {
    const { program, path } = programOf({
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
    const checker = program.getTypeChecker();
    const asked: string[] = [];
    const getSymbolAtLocation = checker.getSymbolAtLocation.bind(checker);
    checker.getSymbolAtLocation = (node) => {
      asked.push(node.getText());
      return getSymbolAtLocation(node);
    };
    const calls = incomingCalls(program, path("handlers.ts"));
    expect(calls.map((call) => [call.toolName, call.parameterIndex, call.fromFile])).toEqual([["get_weather", 0, path("index.ts")]]);
    expect(asked.filter((text) => text === "handlers")).toHaveLength(1);
  });
});
