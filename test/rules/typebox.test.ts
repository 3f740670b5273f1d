// TypeBox schemas (`Type.Object`, `Type.Optional`): their properties are compared with what the
// implementation reads, and a key left optional that the implementation needs is reported.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const FILE = "typebox/tools.ts";

describe("TypeBox schemas", () => {
  it("as written: the schemas and the reads agree", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
  });

  it("a property renamed in the schema only: declared and never read, read and never declared", () => {
    const renamed = variant(FILE, 'query: Type.String({ description: "What to look for" })', "q: Type.String()");
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `q` is declared in the schema of tool "memory_search"/),
      expect.stringMatching(/^no-undeclared-arguments: `query` is read by the implementation of tool "memory_search"/),
    ]);
  });

  it("reads the schema a const holds, and what `Type.Optional` lets the model leave out", () => {
    const deleted = variant(FILE, '  content: Type.String({ description: "The text to remember" }),\n', "");
    expect(pluginReports(deleted)).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `content` is read by the implementation of tool "memory_ingest"/,
      ),
    ]);
    const optional = variant(
      FILE,
      'content: Type.String({ description: "The text to remember" })',
      'content: Type.Optional(Type.String({ description: "The text to remember" }))',
    );
    expect(pluginReports(optional)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `content` may be left out by the TypeBox schema of tool "memory_ingest", but the implementation uses it whenever the tool runs/,
      ),
    ]);
  });

  it("reads a schema const that a type of the same name echoes (`type P = Static<typeof P>`)", () => {
    const deleted = variant(
      FILE,
      "{ id: Type.String(), reason: Type.Optional(Type.String()) }",
      "{ reason: Type.Optional(Type.String()) }",
    );
    expect(pluginReports(deleted).join("\n")).toMatch(/`id`[^\n]*"memory_forget"|"memory_forget"[^\n]*`id`/);
  });

  it("a TypeBox object that allows more properties, or lists them through a spread, declares no complete list", () => {
    const open = variant(
      FILE,
      "limit: Type.Optional(Type.Number({ minimum: 1 })),\n    }),",
      "limit: Type.Optional(Type.Number({ minimum: 1 })),\n    }, { additionalProperties: true }),",
    );
    expect(pluginReports({ ...open, code: open.code.replace("params.limit ?? 10", "params.max ?? 10") })).toEqual([
      expect.stringMatching(/^no-unread-parameters: `limit` is declared in the schema of tool "memory_search"/),
    ]);
  });

  it("knows TypeBox's builder through a module that re-exports it", () => {
    expect(pluginReports(fixture("typebox/reexported.ts"))).toEqual([]);
    expect(pluginReports(variant("typebox/reexported.ts", "${params.id}", "${params.key}"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `id` is declared in the schema of tool "memory_recall"/),
      expect.stringMatching(/^no-undeclared-arguments: `key` is read by the implementation of tool "memory_recall"/),
    ]);
  });
});

describe("a TypeBox schema under `schema`, beside its callable, in an object a factory returns", () => {
  const DOM = "typebox/dom-tool.ts";

  it("as written: found, and the schema and the reads agree", () => {
    expect(pluginReports(fixture(DOM))).toEqual([]);
  });

  it("a field whose builder's type differs from the type its read is given is reported", () => {
    const retyped = variant(
      DOM,
      'selector: Type.String({ description: "CSS',
      'selector: Type.Boolean({ description: "CSS',
    );
    expect(pluginReports(retyped)).toEqual([
      expect.stringMatching(/^no-schema-drift: `selector` is boolean in the schema but string in /),
    ]);
  });

  it("a property renamed in the schema only is reported both ways", () => {
    const renamed = variant(DOM, "selector: Type.String(", "target: Type.String(");
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `target` is declared in the schema of tool "click"/),
      expect.stringMatching(/^no-undeclared-arguments: `selector` is read by the implementation of tool "click"/),
    ]);
  });
});

describe("a TypeBox schema against the type its implementation casts the arguments to", () => {
  const PLUGIN = "typebox/plugin-tool.ts";

  it("as written: silent", () => {
    expect(pluginReports(fixture(PLUGIN))).toEqual([]);
  });

  it("compares the property names: a rename in the schema is reported", () => {
    expect(pluginReports(variant(PLUGIN, "text: Type.String({", "txt: Type.String({"))).toEqual([
      "no-schema-drift: `txt` is in the schema but the cast to { text: string; } calls it `text`: rename it.",
    ]);
  });

  it("compares each builder's type with the cast's: a field retyped in the schema is reported", () => {
    expect(pluginReports(variant(PLUGIN, "text: Type.String({", "text: Type.Number({"))).toEqual([
      "no-schema-drift: `text` is number in the schema but string in the cast to { text: string; }.",
    ]);
  });
});

describe("a TypeBox schema another module declares, imported by name", () => {
  const IMPORTED = "typebox/imported.ts";

  it("as written: read from its module, and the reads agree", () => {
    expect(pluginReports(fixture(IMPORTED))).toEqual([]);
  });

  it("a `Type.Object` written in TypeScript: a renamed read is reported both ways, at the imported name", () => {
    expect(pluginReports(variant(IMPORTED, "String(params.query)", "String(params.q)"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `query` is declared in the schema of tool "search"/),
      expect.stringMatching(/^no-undeclared-arguments: `q` is read by the implementation of tool "search"/),
    ]);
  });

  it("a `Type.Optional` key of the imported object that the implementation always uses", () => {
    const needed = variant(
      IMPORTED,
      'typeof params.limit === "number" ? params.limit : 10',
      "(params.limit as number) + 0",
    );
    expect(pluginReports(needed)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `limit` may be left out by the TypeBox schema of tool "search", but the implementation uses it whenever the tool runs/,
      ),
    ]);
  });

  it("a declaration file's `TObject<{ … }>`: its keys, and `TOptional` as what may be left out", () => {
    expect(pluginReports(variant(IMPORTED, "String(params.key)", "String(params.id)"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `key` is declared in the schema of tool "recall"/),
      expect.stringMatching(/^no-undeclared-arguments: `id` is read by the implementation of tool "recall"/),
    ]);
    const needed = variant(
      IMPORTED,
      'const depth = typeof params.depth === "number" ? params.depth : 1;',
      "const depth = (params.depth as number) + 0;",
    );
    expect(pluginReports(needed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `depth` may be left out by the TypeBox schema of tool "recall"/),
    ]);
  });
});
