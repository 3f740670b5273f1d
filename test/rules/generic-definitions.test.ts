// Definitions known to no SDK are found by what they are (a name, a schema and a callable held
// together), and a handler whose first parameter no SDK describes is read where its reads align
// with the schema: the arguments themselves, or one level down (a request's `params.arguments`).
import { describe, expect, it } from "vitest";
import { fixture, variant, variantOf, pluginReports } from "./real-world-helpers.js";
import { definitionsIn, definitionsOf } from "../find/views-helper.js";

/** Every tool-schema report for a fixture or a variant of it, as "rule: message". */

describe("definitions known to no SDK", () => {
  it("are silent where the schema and the handler agree", () => {
    for (const file of [
      "define-tool.ts",
      "create-tool.ts",
      "register-call.ts",
      "request-handler.ts",
      "listed.ts",
      "context-first.ts",
      "typed-factory.ts",
      "curried.ts",
      "several-callables.ts",
      "named-helper.ts",
      "decorated.ts",
      "json-text.ts",
      "converted-value.ts",
      "static-helpers.ts",
      "object-helpers.ts",
      "routed-elsewhere.ts",
    ])
      expect(pluginReports(fixture(`generic/${file}`)), file).toEqual([]);
  });

  it("finds a decorator's configuration and reads the method it decorates", () => {
    const file = "generic/decorated.ts";
    const written = variant(file, "weather.forecast(city, days ?? 3)", "weather.forecast(city, days ?? 3, unit)");
    expect(pluginReports(written)).toEqual([]);
    const read = variant(file, "async forecast({ city, days }: any)", "async forecast({ city, day }: any)");
    expect(pluginReports(read)).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `day` is read by the implementation of tool "decorated_forecast", but its schema declares `days`/,
      ),
    ]);
    const compiled = variant(file, "client.lookup(args.query)", "client.lookup(args.q)");
    expect(pluginReports(compiled)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `q` is read by the implementation of tool "decorated_search"/),
      expect.stringMatching(/^no-unread-parameters: `query` is declared in the schema of tool "decorated_search"/),
    ]);
    // esbuild's form, with a configuration shaped as an MCP tool: the method is its handler all the same.
    const bundled = variant(file, "${options.url}", "${options.href}");
    expect(pluginReports(bundled)).toEqual([
      expect.stringMatching(
        /^no-undeclared-arguments: `href` is read by the implementation of tool "decorated_fetch_page"/,
      ),
      expect.stringMatching(/^no-unread-parameters: `url` is declared in the schema of tool "decorated_fetch_page"/),
    ]);
  });

  it("reads the arguments a handler is handed as JSON text and parses, itself or in a method it passes them to", () => {
    const file = "generic/json-text.ts";
    expect(
      pluginReports(
        variant(file, "const { folder } = JSON.parse(argString);", "const { dir: folder } = JSON.parse(argString);"),
      ),
    ).toEqual([
      expect.stringMatching(/^no-unread-parameters: `folder` is declared in the schema of tool "notes_list"/),
      expect.stringMatching(/^no-undeclared-arguments: `dir` is read by the implementation of tool "notes_list"/),
    ]);
    // The one property renamed in the schema only: the parsed text is the arguments, aligned or not.
    const schemaRenamed = variantOf(file, [
      [
        'properties: { folder: { type: "string" } }, required: ["folder"]',
        'properties: { dir: { type: "string" } }, required: ["dir"]',
      ],
    ]);
    expect(pluginReports(schemaRenamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `dir` is declared in the schema of tool "notes_list"/),
      expect.stringMatching(/^no-undeclared-arguments: `folder` is read by the implementation of tool "notes_list"/),
    ]);
    // In a method the handler hands the text to, the parsed value's written type speaks for the reads.
    const renamed = variantOf(file, [
      ['properties: { noteId: { type: "string" }, target:', 'properties: { note: { type: "string" }, target:'],
      ['required: ["noteId", "target"]', 'required: ["note", "target"]'],
    ]);
    expect(pluginReports(renamed)).toEqual([
      "no-schema-drift: `note` is in the schema but the declared type { noteId: string; target: string; } calls it `noteId`: rename it.",
    ]);
    // No name aligns: the text parameter is still the one that holds the arguments, the context is not.
    const none = variantOf(file, [
      ['properties: { noteId: { type: "string" }, target:', 'properties: { note: { type: "string" }, folder:'],
      ['required: ["noteId", "target"]', 'required: ["note", "folder"]'],
    ]);
    expect(pluginReports(none).join("\n")).toMatch(/`target` \(string\) is a parameter of the declared type/);
  });

  it("reads every callable of an object that does not say which one runs", () => {
    const file = "generic/several-callables.ts";
    const renamed = variant(
      file,
      "z.object({ x: z.number(), y: z.number() })",
      "z.object({ x: z.number(), top: z.number() })",
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `top` is declared in the schema of tool "screen_click"/),
      expect.stringMatching(/^no-undeclared-arguments: `y` is read by the implementation of tool "screen_click"/),
    ]);
    // Read by `render` alone: its reads are the tool's too.
    const rendered = variant(
      file,
      'render: () => "scroll",',
      "render: ({ deltaY, smooth }: any) => `scroll ${deltaY} ${smooth}`,",
    );
    expect(pluginReports(rendered)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `smooth` is read by the implementation of tool "screen_scroll"/),
    ]);
  });

  it("finds `{ name, schema, handler }` and reads its handler", () => {
    const code = variant("generic/define-tool.ts", "args.limit ?? 10}", "args.limit ?? 10} ${args.offset}");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `offset` is read by the implementation of tool "search_docs", but its schema does not declare it, so the model never sends it: add `offset` to the schema\'s `properties`.',
    ]);
  });

  it("compares a typed handler's signature with the schema", () => {
    const code = variant(
      "generic/define-tool.ts",
      "handler: async (args: any) => `${args.query} ${args.limit ?? 10}`",
      "handler: async (args: { query: string; max?: number }) => `${args.query} ${args.max ?? 10}`",
    );
    expect(pluginReports(code)).toEqual([
      "no-schema-drift: `limit` is in the schema but the handler(args) calls it `max`: rename it.",
    ]);
  });

  it("finds `{ id, inputSchema, execute }` whose handler reads the arguments under `context`", () => {
    const code = variant("generic/create-tool.ts", "unit: z.enum", "units: z.enum");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `unit` is read by the implementation of tool "get_weather", but its schema declares `units`, so `unit` is never sent: read `units`, or rename the schema property.',
    ]);
  });

  it("reads a handler the types hand what the schema parses to, though the schema declares nothing", () => {
    const emptied = variant("generic/typed-factory.ts", "z.object({ postcode: z.string() })", "z.object({})");
    expect(pluginReports(emptied)).toEqual([
      'no-undeclared-arguments: `postcode` is read by the implementation of tool "lookup_postcode", but its schema does not declare it, so the model never sends it: add `postcode` to the schema\'s `properties`.',
    ]);
    // Typed otherwise (a context holding the input), or not at all: nothing tells what it receives.
    const context = emptied.code
      .replace("execute: (args: z.infer<P>)", "execute: (args: { input: z.infer<P> })")
      .replace("`${args.postcode}`", "`${args.input.postcode}`");
    expect(pluginReports({ code: context, filename: emptied.filename })).toEqual([]);
    const untyped = emptied.code.replace("async (args) =>", "async (args: any) =>");
    expect(pluginReports({ code: untyped, filename: emptied.filename })).toEqual([]);
  });

  it("names a definition without a name of its own by the key that lists it", () => {
    const code = variant("generic/listed.ts", "`${args.address}`", "`${args.adress}`");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `adress` is read by the implementation of tool "geocoding", but its schema declares `address`, so `adress` is never sent: read `address`, or rename the schema property.',
    ]);
  });

  it("reads `Schema.shape` as the zod object it is taken from", () => {
    const code = variant("generic/listed.ts", '${args.voice ?? "default"}', "${(args as any).language}");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `voice` is declared in the schema of tool "create_agent", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `language` is read by the implementation of tool "create_agent", but its schema does not declare it, so the model never sends it: add `language` to the schema\'s `properties`.',
    ]);
  });

  it("reads the parameter whose reads align with the schema, not a context before it", () => {
    const code = variant("generic/context-first.ts", "params.limit ?? 100", "params.max ?? 100");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `limit` is declared in the schema of tool "docs-search", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `max` is read by the implementation of tool "docs-search", but its schema does not declare it, so the model never sends it: add `max` to the schema\'s `properties`.',
    ]);
    // No parameter reads a declared name: the one whose reads are data holds the arguments, the
    // other's read has a method no JSON value has (`context.api.search(…)`).
    const renamed = variant("generic/context-first.ts", "search(params.query)", "search(params.q)").code.replace(
      "params.limit ?? 100",
      "params.max ?? 100",
    );
    const filename = fixture("generic/context-first.ts").filename;
    expect(pluginReports({ code: renamed, filename })).toEqual([
      expect.stringMatching(/^no-unread-parameters: `query` is declared in the schema of tool "docs-search"/),
      expect.stringMatching(/^no-unread-parameters: `limit` is declared in the schema of tool "docs-search"/),
      expect.stringMatching(/^no-undeclared-arguments: `q` is read by the implementation of tool "docs-search"/),
      expect.stringMatching(/^no-undeclared-arguments: `max` is read by the implementation of tool "docs-search"/),
    ]);
    // Untyped, the context's read has a method called that no JSON value has: the same (`search`
    // would not tell, strings have one).
    const untyped = renamed
      .replace("context: Context", "context: any")
      .replace("context.api.search(", "context.api.lookup(");
    expect(pluginReports({ code: untyped, filename })).toHaveLength(4);
    // A context whose reads are data too (`context.user`), or whose written type is data: which one
    // holds the arguments is not told, so no rule speaks.
    const ambiguous = renamed
      .replace("context: Context", "context: any")
      .replace("context.api.search(params.q)", "context.user.concat(params.q)");
    expect(pluginReports({ code: ambiguous, filename })).toEqual([]);
    const typedContext = renamed
      .replace("context: Context", "context: { user: string }")
      .replace("context.api.search(params.q)", "context.user.concat(params.q)");
    expect(pluginReports({ code: typedContext, filename })).toEqual([]);
  });

  it("of `execute(toolCallId, params, signal)`, the parameter whose written type may be an object holds the arguments", () => {
    // close_ticket hands its typed parameter whole to a function: its type aligns it with the schema.
    expect(pluginReports(fixture("generic/call-id-first.ts"))).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `reason` is in the schema but the parameter of closeTicket .* takes no such parameter/,
      ),
    ]);
    // Renamed in the schema only: the typed parameter no longer aligns by name, but a text and an
    // abort signal cannot be the arguments object, so it is still the one compared.
    const renamed = variantOf("generic/call-id-first.ts", [
      ['properties: { ticket: { type: "string" } },', 'properties: { id: { type: "string" } },'],
      [
        'required: ["ticket"],\n    },\n    execute: executeLookup',
        'required: ["id"],\n    },\n    execute: executeLookup',
      ],
    ]);
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `id` is in the schema but .* calls it `ticket`: rename it\.$/),
      expect.stringMatching(/^no-schema-drift: `reason` is in the schema/),
    ]);
  });

  it("links a definition and a function handed over together in one call, in either order", () => {
    const file = "generic/callback-beside.ts";
    expect(pluginReports(fixture(file))).toEqual([]);
    expect(pluginReports(variant(file, "${input.location}", "${input.city}"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `location` is declared in the schema of tool "weather_now"/),
      expect.stringMatching(/^no-undeclared-arguments: `city` is read by the implementation of tool "weather_now"/),
    ]);
    const renamed = variantOf(file, [
      ['b: { type: "number" } },', 'c: { type: "number" } },'],
      ['required: ["a", "b"]', 'required: ["a", "c"]'],
    ]);
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `c` is in the schema but .* calls it `b`: rename it\.$/),
    ]);
  });

  it("compares a zod schema with the type written on the handler's parameter", () => {
    const file = "generic/typed-zod.ts";
    expect(pluginReports(fixture(file))).toEqual([]);
    expect(
      pluginReports(variant(file, 'days: z.number().describe("How long")', 'nights: z.number().describe("How long")')),
    ).toEqual([
      expect.stringMatching(/^no-schema-drift: `nights` is in the schema but .* calls it `days`: rename it\.$/),
    ]);
  });

  it("compares them when the schema renames every property: the handler uses what it reads as data", () => {
    const file = "generic/typed-zod.ts";
    const single = variantOf(file, [
      [
        'schema: z.object({ city: z.string().describe("Where to"), days: z.number().describe("How long") }),',
        'schema: z.object({ town: z.string().describe("Where to") }),',
      ],
      ["args: { city: string; days: number }", "args: { city: string }"],
      ["`${args.city} for ${args.days} days`", "`${args.city}`"],
    ]);
    expect(pluginReports(single)).toEqual([
      expect.stringMatching(/^no-schema-drift: `town` is in the schema but .* calls it `city`: rename it\.$/),
    ]);
    // A parameter read into (`args.city.name`) is no evidence that its type is the arguments': the
    // reads of the one object inside it speak instead (see the request handler below).
    const readInto = variantOf(file, [
      [
        'schema: z.object({ city: z.string().describe("Where to"), days: z.number().describe("How long") }),',
        'schema: z.object({ town: z.string().describe("Where to") }),',
      ],
      ["args: { city: string; days: number }", "args: { city: { name: string } }"],
      ["`${args.city} for ${args.days} days`", "`${args.city.name}`"],
    ]);
    expect(pluginReports(readInto).filter((report) => report.startsWith("no-schema-drift"))).toEqual([]);
  });

  it("gives an SDK-shaped object its one callable, whatever its key", () => {
    const file = "generic/callback-key.ts";
    expect(pluginReports(fixture(file))).toEqual([]);
    expect(pluginReports(variant(file, "${input.city}", "${input.town}"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `city` is declared in the schema of tool "forecast_city"/),
      expect.stringMatching(/^no-undeclared-arguments: `town` is read by the implementation of tool "forecast_city"/),
    ]);
  });

  it("a callable that also takes text serves other callers: what else it reads may be theirs", () => {
    const file = "generic/takes-text.ts";
    expect(pluginReports(fixture(file))).toEqual([]);
    // Without the test for text, the options it reads are the model's, which the schema lacks.
    const objectOnly = variant(
      file,
      'typeof queryOrOptions === "string" ? { query: queryOrOptions } : queryOrOptions',
      "queryOrOptions",
    );
    expect(pluginReports(objectOnly)).toEqual([
      expect.stringMatching(/^no-undeclared-arguments: `limit` is read by the implementation of tool "index_search"/),
      expect.stringMatching(/^no-undeclared-arguments: `lang` is read by the implementation of tool "index_search"/),
    ]);
  });

  it("names a nameless definition by the text handed over before it", () => {
    const file = "generic/named-by-argument.ts";
    expect(definitionsOf(fixture(file).code, { typed: false }).map((d) => d.name)).toEqual([
      "lookup_member",
      "remove_member",
    ]);
    expect(pluginReports(fixture(file))).toEqual([]);
    expect(pluginReports(variant(file, "`member ${args.memberId}`", "`member ${args.id}`"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `memberId` is declared in the schema of tool "lookup_member"/),
      expect.stringMatching(/^no-undeclared-arguments: `id` is read by the implementation of tool "lookup_member"/),
    ]);
  });

  it("finds `x(name, description, schema, annotations, callback)`", () => {
    const code = variant("generic/register-call.ts", 'maxLength: { type: "number" }', 'max_length: { type: "number" }');
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `maxLength` is read by the implementation of tool "fetch_page", but its schema declares `max_length`, so `maxLength` is never sent: read `max_length`, or rename the schema property.',
    ]);
  });

  it("reads a handler given the whole request one level down, not as the arguments", () => {
    const code = variant("generic/request-handler.ts", 'body: { type: "string" }', 'text: { type: "string" }');
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `text` is declared in the schema of tool "create_issue", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `body` is read by the implementation of tool "create_issue", but its schema does not declare it, so the model never sends it: add `body` to the schema\'s `properties`.',
    ]);
  });

  it("follows the one object the parameter holds when no name aligns anywhere", () => {
    const source = fixture("generic/request-handler.ts");
    const code = source.code
      .replace(
        "const { title, body } = request.params.arguments;",
        "const { heading, content } = request.params.arguments;",
      )
      .replace('${title} ${body ?? ""}', "${heading} ${content}");
    expect(pluginReports({ code, filename: source.filename }).map((report) => report.split(":")[0])).toEqual([
      "no-unread-parameters",
      "no-unread-parameters",
      "no-undeclared-arguments",
      "no-undeclared-arguments",
    ]);
  });

  it("takes a read the types show is no object for a value, though a call receives it", () => {
    const renamed = variantOf("generic/converted-value.ts", [["query: z.string(), limit", "text: z.string(), count"]]);
    expect(pluginReports(renamed).map((report) => report.split(":")[0])).toEqual([
      "no-unread-parameters",
      "no-unread-parameters",
      "no-undeclared-arguments",
      "no-undeclared-arguments",
    ]);
  });

  it("follows the input into a static method of a class of this file", () => {
    const declared = variant(
      "generic/static-helpers.ts",
      "maxResults: z.number().optional() }",
      "maxResults: z.number().optional(), region: z.string() }",
    );
    expect(pluginReports(declared)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `region` is declared in the schema of tool "web_search"/),
    ]);
  });

  it("follows the input into a function a const object of this file holds", () => {
    const declared = variant(
      "generic/object-helpers.ts",
      "inputSchema: z.object({ query: z.string() }),",
      "inputSchema: z.object({ query: z.string(), size: z.string() }),",
    );
    expect(pluginReports(declared)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `size` is declared in the schema of tool "image_search"/),
    ]);
  });

  it("does not follow into an object's function that the file may replace", () => {
    const declared = variantOf("generic/object-helpers.ts", [
      [
        "inputSchema: z.object({ query: z.string() }),",
        "inputSchema: z.object({ query: z.string(), size: z.string() }),",
      ],
      [
        "export const webSearch",
        "helpers.imageSearch = async (input: any) => String(input.size);\nexport const webSearch",
      ],
    ]);
    expect(pluginReports(declared)).toEqual([]);
  });

  it("stays silent on a tool whose name the file compares with a value no dispatch it follows routes", () => {
    const unrouted = variant(
      "generic/routed-elsewhere.ts",
      'if (actionName === "finish")',
      'if (actionName === "stop")',
    );
    expect(pluginReports(unrouted).map((report) => report.split(":")[0])).toEqual([
      "no-unread-parameters",
      "no-unread-parameters",
    ]);
  });

  it("stays silent when the parameter holds two objects and neither reads a declared name", () => {
    const source = fixture("generic/request-handler.ts");
    const code = source.code
      .replace(
        "const { title, body } = request.params.arguments;",
        "const { heading, content } = request.params.arguments;",
      )
      .replace('${title} ${body ?? ""}', "${heading} ${content} ${(request as any).meta.user}");
    expect(pluginReports({ code, filename: source.filename })).toEqual([]);
  });

  it("reads the handler a callable makes, not the callable's injected parameters", () => {
    const code = variant("generic/curried.ts", "role: params.role,", "role: params.rank,");
    expect(pluginReports(code)).toEqual([
      'no-unread-parameters: `role` is declared in the schema of tool "add_member", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      'no-undeclared-arguments: `rank` is read by the implementation of tool "add_member", but its schema does not declare it, so the model never sends it: add `rank` to the schema\'s `properties`.',
    ]);
  });
});

describe("a definition paired with its callable (`{ schema: {…}, execute }`)", () => {
  const PAIRED = "generic/paired-definition.ts";

  it("is found with the entry's callable; a factory's has no name, not the pair's key", () => {
    expect(definitionsIn(PAIRED).map((d) => [d.name, d.linked !== undefined])).toEqual([
      ["web_search", true],
      [undefined, true],
    ]);
    expect(pluginReports(fixture(PAIRED))).toEqual([]);
  });

  it("compares the callable's written type with the schema", () => {
    const renamed = variant(
      PAIRED,
      'query: z.string().describe("What to search for")',
      'text: z.string().describe("What to search for")',
    );
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-schema-drift: `text` is in the schema but .* calls it `query`: rename it\.$/),
    ]);
  });
});

describe("a configuration with MCP's tool annotations, registered elsewhere", () => {
  const CONFIG = "generic/annotated-config.ts";

  it("is found, and its empty description is a placeholder its registration fills: not judged", () => {
    expect(definitionsIn(CONFIG).map((definition) => definition.name)).toEqual(["create_repo"]);
    expect(pluginReports(fixture(CONFIG))).toEqual([]);
  });
});

describe("a handler typed as what the schema parses to and more", () => {
  const FILE = "generic/injected-beside.ts";

  it("takes the rest from the framework: silent", () => {
    expect(pluginReports(fixture(FILE))).toEqual([]);
    // With a second parameter, the type given to what the handler reads speaks (not the signature).
    const withLogger = variant(
      FILE,
      "args: z.infer<typeof fileSearchSchema> & { toolCallId: string })",
      "args: z.infer<typeof fileSearchSchema> & { toolCallId: string }, logger: { log(text: string): void })",
    );
    expect(pluginReports(withLogger)).toEqual([]);
  });

  it("typed otherwise, the property its type adds is one the schema lacks", () => {
    const own = variant(
      FILE,
      "args: z.infer<typeof fileSearchSchema> & { toolCallId: string }",
      "args: { query: string; explanation: string; toolCallId: string }",
    );
    expect(pluginReports(own)).toEqual([
      expect.stringMatching(/^no-schema-drift: `toolCallId` \(string\) is a parameter of .* but the schema lacks it/),
    ]);
  });
});
