// A definition held in an entry beside the entry's one callable, under a key no SDK names
// (`{ function: executeFunction, definition: {…} }`): the callable runs the definition.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";
import { definitionsIn } from "../find/views-helper.js";

const TOOL = "paired-beside/tool.ts";

describe("a definition beside its entry's one callable", () => {
  it("is silent where the callable reads what the schema declares", () => {
    expect(pluginReports(fixture(TOOL))).toEqual([]);
  });

  it("reports a renamed property: the read the schema lacks and the key nothing reads", () => {
    const code = variant(
      TOOL,
      'node_id: { type: "string", description: "The node to fetch." },',
      'node: { type: "string", description: "The node to fetch." },',
    );
    expect(
      pluginReports({ ...code, code: code.code.replace('["file_key", "node_id"]', '["file_key", "node"]') }),
    ).toEqual([
      'no-undeclared-arguments: `node_id` is read by the implementation of tool "get_file_node", but its schema does not declare it, so the model never sends it: add `node_id` to the schema\'s `properties`.',
      'no-unread-parameters: `node` is declared in the schema of tool "get_file_node", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
    ]);
  });

  it("links nothing when the entry holds two callables", () => {
    const code = variant(
      TOOL,
      "  function: executeFunction,",
      "  function: executeFunction,\n  render: (text: string) => text,",
    );
    const renamed = code.code.replace("${node_id}", "${node}");
    expect(pluginReports({ ...code, code: renamed })).toEqual([]);
  });
});

describe("a spec whose own callable is a gate, beside the entry's handler", () => {
  const GATED = "paired-beside/gated.ts";

  it("reads the entry's handler, not the gate", () => {
    expect(pluginReports(fixture(GATED))).toEqual([]);
  });

  it("reports what the handler leaves unread", () => {
    const code = variant(
      GATED,
      'typeof input.persona === "string" ? input.persona : DEFAULT_PERSONA',
      "DEFAULT_PERSONA",
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `persona` is declared in the schema of tool "research_loop"/),
    ]);
  });
});

describe("a map of `{ config, handler }` entries keyed by the tools' names", () => {
  const MAP = "paired-beside/config-map.ts";

  it("finds each entry under its key, the one taking nothing too, and is silent as written", () => {
    expect(definitionsIn(MAP).map((definition) => definition.name)).toEqual(["list-questions", "get-current-user"]);
    expect(pluginReports(fixture(MAP))).toEqual([]);
  });

  it("reports a property renamed in the configuration's schema", () => {
    expect(pluginReports(variant(MAP, "collectionId: z.number()", "collection: z.number()"))).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `collectionId` is read by the implementation of tool "list-questions", but its schema declares `collection`/,
      ),
    ]);
  });
});
