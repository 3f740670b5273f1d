// Where an implementation gives ONE property of the arguments a type: the argument passed straight
// to a parameter, the outermost cast, a destructured binding's uses. Recorded only with type
// information, only for the tool's own code, never through a default or a spread.
import { describe, expect, it } from "vitest";
import { propertyPlacesOf } from "./views-helper.js";

const code = `
  declare function show(city: string, days: number): string;
  declare function many(...values: number[]): string;
  export const tools = [
    { name: "forecast", input_schema: { type: "object", properties: { city: { type: "string" }, days: { type: "number" } } } },
    { name: "notes", input_schema: { type: "object", properties: { query: { type: "string" }, limit: { type: "number" } } } },
  ];
  export function dispatch(block: { name: string; input: any }): string {
    const early = show(block.input.shared, 1);
    switch (block.name) {
      case "forecast":
        return show(block.input?.city, block.input.days!) + show(block.input.unit ?? "c", 1) + many(...block.input.list);
      case "notes": {
        const { query, limit: max } = block.input;
        let { again } = block.input;
        again = 1;
        return show(query, max) + String(block.input.page as unknown as number) + show(String(again), <number>block.input.size);
      }
      default:
        return early;
    }
  }
`;

describe("property types in the arguments views", () => {
  it("records passed arguments, outermost casts and destructured bindings", () => {
    expect(propertyPlacesOf("file.ts", code)).toEqual([
      { name: "forecast", places: { city: ["block.input?.city"], days: ["block.input.days!"] } },
      {
        name: "notes",
        places: {
          query: ["query"],
          limit: ["max"],
          page: ["block.input.page as unknown as number"],
          size: ["<number>block.input.size"],
        },
      },
    ]);
  });

  it("records nothing without type information", () => {
    expect(propertyPlacesOf("file.ts", code, { typed: false })).toEqual([
      { name: "forecast", places: {} },
      { name: "notes", places: {} },
    ]);
  });
});
