// Linking definitions to implementations, strongest evidence first; unlinked rather than a guess.
import { describe, expect, it } from "vitest";
import { findIn } from "./helpers.js";
import { candidateFunctionNames, splitWords, toCamelCase, toSnakeCase } from "../../src/find/syntax/names.js";

const anthropic = (name: string) => `{ name: "${name}", description: "d", input_schema: { type: "object" } }`;

describe("name conversion", () => {
  it("splits and joins words", () => {
    expect(splitWords("getWeather")).toEqual(["get", "weather"]);
    expect(splitWords("get_weather-now.v2")).toEqual(["get", "weather", "now", "v2"]);
    expect(splitWords("HTTPRequest")).toEqual(["http", "request"]);
    // Lower-case snake_case, split by `_` alone: doubled, leading and trailing `_` make no empty word.
    expect(splitWords("__get__weather_2_")).toEqual(["get", "weather", "2"]);
    expect(splitWords("weather")).toEqual(["weather"]);
    expect(splitWords("_")).toEqual([]);
    expect(splitWords("")).toEqual([]);
    expect(toCamelCase("get_weather")).toBe("getWeather");
    expect(toCamelCase("get-weather")).toBe("getWeather");
    expect(toSnakeCase("getWeather")).toBe("get_weather");
  });

  it("lists candidates in order, without empties or repeats", () => {
    expect(candidateFunctionNames("get_weather", ["exact", "camelCase", "snake_case"])).toEqual([
      "get_weather",
      "getWeather",
    ]);
    expect(candidateFunctionNames("getWeather", ["exact", "camelCase", "snake_case"])).toEqual([
      "getWeather",
      "get_weather",
    ]);
    expect(candidateFunctionNames("!!!", ["exact", "camelCase", "snake_case"])).toEqual(["!!!"]);
    expect(candidateFunctionNames("", ["exact"])).toEqual([]);
  });
});

describe("inline links", () => {
  it("links registry, runTools and execute functions, including methods and members", () => {
    const { tools } = findIn(`
      import { ToolRegistry } from "tool-schema";
      import { tool } from "ai";
      import * as api from "./api.js";
      const registry = new ToolRegistry();
      registry.tool(api.search, { name: "search", description: "d" });
      export const t = { lookup: tool({ description: "d", async execute() { return 1; } }) };
    `);
    expect(tools.map((t) => t.link)).toEqual(["inline:api.search", "inline:<anonymous>"]);
  });

  it("prefers the inline function over a name match", () => {
    const { tools } = findIn(`
      function get_weather() {}
      const other = () => 1;
      export const t = [{ type: "function", function: { name: "get_weather", function: other } }];
    `);
    expect(tools.map((t) => t.link)).toEqual(["inline:other"]);
  });
});

describe("dispatch objects", () => {
  it("links through a name → function table in the same file, shorthand too", () => {
    const { tools, definitions } = findIn(`
      import { lookupOrder } from "./orders.js";
      function fetchWeather(city: string) { return city; }
      export const tools = [${anthropic("get_weather")}, ${anthropic("lookupOrder")}, ${anthropic("inline")}];
      const handlers = { get_weather: fetchWeather, lookupOrder, inline: (x: string) => x };
    `);
    expect(tools.map((t) => t.link)).toEqual([
      "dispatch-object:fetchWeather",
      "dispatch-object:lookupOrder",
      "dispatch-object:<anonymous>",
    ]);
    expect(definitions[0]?.implementation?.functionNode?.type).toBe("FunctionDeclaration");
    expect(definitions[1]?.implementation?.functionNode).toBeUndefined(); // imported: the checker resolves it
  });

  it("beats a name match", () => {
    const { tools } = findIn(`
      function getWeather() {}
      function weatherImpl() {}
      export const tools = [${anthropic("get_weather")}];
      const dispatch = { get_weather: weatherImpl };
    `);
    expect(tools[0]?.link).toBe("dispatch-object:weatherImpl");
  });

  it("leaves the tool unlinked when two tables disagree, and ignores data objects", () => {
    const { tools } = findIn(`
      function a() {}
      function b() {}
      const label = "x";
      export const tools = [${anthropic("conflict")}, ${anthropic("data")}];
      const one = { conflict: a };
      const two = { conflict: b };
      const notATable = { data: label, other: a };
    `);
    expect(tools.map((t) => t.link)).toEqual([undefined, undefined]);
  });
});

describe("name matches", () => {
  it("matches exactly, after camelCase and after snake_case conversion", () => {
    const { tools } = findIn(`
      import { searchDocs } from "./search.js";
      import lookup_order from "./orders.js";
      function exact_name() {}
      const getWeather = async (city: string) => city;
      export const tools = [${anthropic("exact_name")}, ${anthropic("get_weather")}, ${anthropic("search_docs")}, ${anthropic("lookupOrder")}];
    `);
    expect(tools.map((t) => t.link)).toEqual([
      "name-match:exact_name",
      "name-match:getWeather",
      "name-match:searchDocs",
      "name-match:lookup_order",
    ]);
  });

  it("honours settings['tool-schema'].nameMatch", () => {
    const code = `function getWeather() {} export const tools = [${anthropic("get_weather")}];`;
    expect(findIn(code, { settings: { "tool-schema": { nameMatch: ["exact"] } } }).tools[0]?.link).toBeUndefined();
    expect(findIn(code, { settings: { "tool-schema": { nameMatch: ["camelCase"] } } }).tools[0]?.link).toBe(
      "name-match:getWeather",
    );
    // Garbage settings fall back to the default.
    expect(findIn(code, { settings: { "tool-schema": { nameMatch: "nope" } } }).tools[0]?.link).toBe(
      "name-match:getWeather",
    );
  });

  it("never links to something that is not a function, nor to the function building the definition", () => {
    const { tools } = findIn(`
      import * as get_weather from "./weather.js";
      const lookup = "not a function";
      let search = () => 1;
      search = () => 2;
      function cancel() { return ${anthropic("cancel")}; }
      export const tools = [${anthropic("get_weather")}, ${anthropic("lookup")}, ${anthropic("search")}];
    `);
    expect(tools.map((t) => [t.name, t.link])).toEqual([
      ["cancel", undefined],
      ["get_weather", undefined],
      ["lookup", undefined],
      ["search", undefined],
    ]);
  });

  it("only sees functions in scope at the definition", () => {
    const { tools } = findIn(`
      function outer() { function getWeather() {} return getWeather; }
      export const tools = [${anthropic("get_weather")}];
    `);
    expect(tools[0]?.link).toBeUndefined();
  });

  it("works in JavaScript", () => {
    const { tools } = findIn(
      `const { getWeather } = require("./weather");
       function searchDocs() {}
       module.exports = [${anthropic("get_weather")}, ${anthropic("search_docs")}];`,
      { filename: "tools.cjs" },
    );
    expect(tools.map((t) => t.link)).toEqual(["name-match:getWeather", "name-match:searchDocs"]);
  });
});
