// With type information, registries are recognised by their type wherever they come from; without
// it, the same code falls back to syntax and stays silent where syntax cannot tell.
import { describe, expect, it } from "vitest";
import { findIn } from "./helpers.js";

const classWithRegistry = `
  import { ToolRegistry } from "tool-schema";
  declare function lookup(id: string): string;
  export class Agent {
    private readonly registry = new ToolRegistry();
    constructor() {
      this.registry.tool(lookup, { name: "lookup", description: "Look up an order" });
    }
  }
  export function withFactory(make: () => ToolRegistry) {
    make().tool(lookup, { name: "factory", description: "From a factory" });
  }
`;

describe("typed registry recognition", () => {
  it("recognises a registry behind a class field or a factory by its type", () => {
    const typed = findIn(classWithRegistry, { typed: true });
    expect(typed.messages).toEqual([]);
    // tool-schema's types may not be built when this runs; then the checker cannot name the type and
    // only what syntax proves is found.
    const names = typed.tools.map((t) => t.name);
    expect(names.length === 0 || names.join() === "lookup,factory").toBe(true);
    // Without types, the class field still shows `this.registry` is one; `make()` cannot be told.
    expect(findIn(classWithRegistry).tools.map((t) => [t.name, t.group])).toEqual([
      ["lookup", "registry:this.registry"],
    ]);
  });

  it("finds the same definitions with and without types for plain registries", () => {
    const code = `
      import { ToolRegistry } from "tool-schema";
      const registry = new ToolRegistry();
      export function search(query: string) { return query; }
      registry.tool(search, { description: "Search the docs" });
      export const tools = [{ type: "function", function: { name: "search", description: "Search the docs" } }];
    `;
    const typed = findIn(code, { typed: true });
    const untyped = findIn(code);
    expect(typed.messages).toEqual([]);
    expect(typed.tools).toEqual(untyped.tools);
  });

  it("reads a receiver's declared type, and narrows a union-typed one as the checker does", () => {
    // A class of that name declared here: only the checker can tell these receivers are registries
    // (syntax accepts tool-schema's own ToolRegistry only).
    const code = `
      declare class ToolRegistry { tool(fn: unknown, options: object): void }
      declare function lookup(id: string): string;
      declare const registries: { main: ToolRegistry };
      declare const maybe: ToolRegistry | undefined;
      declare const notOne: { tool(fn: unknown, options: object): void } | ToolRegistry;
      registries.main.tool(lookup, { name: "by_property", description: "Through a property" });
      if (maybe) maybe.tool(lookup, { name: "narrowed", description: "Narrowed from a union" });
      notOne.tool(lookup, { name: "undecided", description: "Not narrowed" });
    `;
    const typed = findIn(code, { typed: true });
    expect(typed.messages).toEqual([]);
    expect(typed.tools.map((t) => t.name)).toEqual(["by_property", "narrowed"]);
    expect(findIn(code).tools).toEqual([]);
  });

  it("does not take a typed non-registry for one", () => {
    const { tools } = findIn(
      `class Toolbox { tool(_f: unknown, _o: unknown) {} }
       const box = new Toolbox();
       box.tool(() => 1, { name: "x", description: "d" });`,
      { typed: true },
    );
    expect(tools).toEqual([]);
  });
});
