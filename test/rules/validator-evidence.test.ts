// A dispatch that validates the arguments with a zod object (`Schema.parse(args)`) says what the code
// accepts: a key the validator requires and the schema does not declare fails every call, and one
// the schema leaves optional fails the calls without it. Keys the validator lets the model leave
// out prove nothing (a validator shared by several tools lists more than each needs).
import { describe, expect, it } from "vitest";
import { fixture, variant, variantOf, pluginReports } from "./real-world-helpers.js";

describe("arguments validated with a zod object", () => {
  it("are silent where the schema declares what the validator requires", () => {
    expect(pluginReports(fixture("validators/server.ts"))).toEqual([]);
    expect(pluginReports(fixture("validators/local.ts"))).toEqual([]);
  });

  it("report a key the validator requires that the schema, in another module, does not declare", () => {
    const code = variant(
      "validators/server.ts",
      "const IdSchema = z.object({ id: z.string() });",
      "const IdSchema = z.object({ noteId: z.string() });",
    );
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `noteId` is required by `IdSchema`, which the implementation of tool "jot_delete" validates its arguments with, but the schema does not declare it, so every call fails that validation: add `noteId` to the schema, or make it optional in `IdSchema`.',
    ]);
  });

  it("report a required key of the validator that the schema beside it leaves optional", () => {
    const code = variant(
      "validators/local.ts",
      "const SearchSchema = z.object({ query: z.string(), limit: z.number().default(10) });",
      "const SearchSchema = z.object({ query: z.string(), limit: z.number() });",
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `limit` is optional in the schema of tool "index_search", but the implementation uses it whenever the tool runs \(`limit: z.number\(\)`, line \d+\)/,
      ),
    ]);
  });

  it("stay silent on the keys the validator lets the model leave out", () => {
    const code = variant(
      "validators/local.ts",
      'properties: { query: { type: "string" }, limit: { type: "number" } },',
      'properties: { query: { type: "string" } },',
    );
    expect(pluginReports(code)).toEqual([]);
  });

  it("report a read of a key the validator leaves optional with nothing to fill it in", () => {
    // The validator gives `limit` no value of its own: what the code reads is what the model sent.
    const withLimit = (validator: string) =>
      variantOf("validators/local.ts", [
        ["limit: z.number().default(10) });", `${validator};`],
        [
          'properties: { query: { type: "string" }, limit: { type: "number" } },',
          'properties: { query: { type: "string" } },',
        ],
      ]);
    const undeclared =
      'no-undeclared-arguments: `limit` is read by the implementation of tool "index_search", but its schema does not declare it, so the model never sends it: add `limit` to the schema\'s `properties`.';
    expect(pluginReports(withLimit("limit: z.number().optional() })"))).toContain(undeclared);
    // Through `.merge` and `.partial()`: the last object to list a key says whether it may be left out.
    expect(
      pluginReports(withLimit("limit: z.number().default(10) }).merge(z.object({ limit: z.number() }).partial())")),
    ).toContain(undeclared);
    expect(
      pluginReports(withLimit("limit: z.number().optional() }).merge(z.object({ limit: z.number().default(1) }))")),
    ).toEqual([]);
    // A default or a transform may give it a value the code made: silent.
    expect(pluginReports(withLimit("limit: z.number().optional().transform((value) => value ?? 10) })"))).toEqual([]);
    expect(pluginReports(withLimit("limit: z.number().nullish().catch(10) })"))).toEqual([]);
  });

  it("follow `safeParse(…).data`, and report a read of a key the validator drops", () => {
    const parse = "const { query, limit } = SearchSchema.parse(request.params.arguments);";
    const safe = (keys: string) =>
      `const parsed = SearchSchema.safeParse(request.params.arguments);
    if (!parsed.success) throw new Error(parsed.error.message);
    const { ${keys} } = parsed.data;`;
    expect(pluginReports(variant("validators/local.ts", parse, safe("query, limit")))).toEqual([]);
    expect(pluginReports(variant("validators/local.ts", parse, safe("query, limit, offset")))).toEqual([
      'no-undeclared-arguments: `offset` is read by the implementation of tool "index_search", but its schema does not declare it, so the model never sends it: add `offset` to the schema\'s `properties`.',
    ]);
  });

  it("report a declared property the validator drops, whatever the code does with what it keeps", () => {
    // Here: the validated value is handed on whole, so its reads are hidden, but `lang` never gets there.
    const local = variantOf("validators/local.ts", [
      [
        'properties: { query: { type: "string" }, limit: { type: "number" } },',
        'properties: { query: { type: "string" }, limit: { type: "number" }, lang: { type: "string" } },',
      ],
      [
        "const { query, limit } = SearchSchema.parse(request.params.arguments);",
        "const params = SearchSchema.parse(request.params.arguments);",
      ],
      ["await search(query, limit)", "await forward(params)"],
      [
        "declare function search(",
        "declare function forward(value: object): Promise<string>;\ndeclare function search(",
      ],
    ]);
    expect(pluginReports(local)).toEqual([
      'no-unread-parameters: `lang` is declared in the schema of tool "index_search", but `SearchSchema`, which its implementation validates the arguments with, does not list it: zod drops it, so the model\'s value never reaches the code. Add it to `SearchSchema`, or remove it from the schema.',
    ]);
    // A type given to what the validator handed back speaks of what it kept, not of what it dropped.
    const typed = local.code.replace(
      "declare function forward(value: object)",
      "declare function forward(value: { query: string; limit: number })",
    );
    expect(pluginReports({ ...local, code: typed })).toContain(pluginReports(local)[0]);
    // In another module: reported at the validator of the branch that dispatches it.
    const remote = variant("validators/server.ts", "  pinned: z.boolean().optional(),\n", "");
    expect(pluginReports(remote)).toEqual([
      'no-unread-parameters: `pinned` is declared in the schema of tool "jot_create", but `NoteSchema`, which its implementation validates the arguments with, does not list it: zod drops it, so the model\'s value never reaches the code. Add it to `NoteSchema`, or remove it from the schema.',
    ]);
  });
});
