// The definition styles real projects write, on the real packages' types: each is found, linked to
// the function that runs it, silent when clean, and each kind of problem is reported once.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/eslint/index.js";
import { definitionDeclared } from "../../src/find/read/arguments/declared.js";
import { getFileViews } from "../../src/find/read/arguments/index.js";
import { getExtraction } from "../../src/find/index.js";
import { REAL_WORLD, fixture, variant } from "./real-world-helpers.js";

/**
 * Files the project service types in its default project: the JavaScript fixtures, and `odd.ts`, code
 * written in a test rather than a file. One list for every lint of this file: the service keeps the
 * options it was first created with.
 */
const DEFAULT_PROJECT = ["reach/*.js", "odd.ts"];

interface Found {
  name: string | undefined;
  format: string;
  style: string | undefined;
  linked: boolean;
  properties: string[] | undefined;
}

/** What the plugin finds in a fixture: each definition's name, style, link and declared properties. */
function inventory({ code, filename }: { code: string; filename: string }): Found[] {
  const found: Found[] = [];
  const rule = {
    meta: { type: "problem" as const, schema: [], messages: {} },
    create(context: never) {
      return {
        "Program:exit"() {
          const views = getFileViews(context);
          const { styles } = getExtraction(context);
          for (const definition of views.definitions) {
            const declared = views.views.has(definition.node) || definition.implementation !== undefined;
            found.push({
              name: definition.name ?? views.names.get(definition.node),
              format: definition.format,
              style: styles.get(definition.node),
              linked: declared,
              properties: propertiesOf(views, definition),
            });
          }
        },
      };
    },
  };
  const config = [
    { ...(plugin.configs.recommended as object), files: ["**/*.{ts,js}"], rules: {} },
    {
      files: ["**/*.{ts,js}"],
      plugins: { probe: { rules: { inventory: rule } } },
      rules: { "probe/inventory": "error" },
    },
    {
      languageOptions: {
        parserOptions: { projectService: { allowDefaultProject: DEFAULT_PROJECT }, tsconfigRootDir: REAL_WORLD },
      },
    },
  ];
  const messages = new Linter({ configType: "flat" }).verify(code, config as never, filename);
  const fatal = messages.find((message) => message.fatal);
  if (fatal !== undefined) throw new Error(fatal.message);
  return found;
}

/** configs.recommended on TypeScript and JavaScript alike (tools often ship compiled): what it reports. */
function lintRecommended({ code, filename }: { code: string; filename: string }) {
  const config = [
    { ...(plugin.configs.recommended as object), files: ["**/*.{ts,js}"] },
    {
      languageOptions: {
        parserOptions: { projectService: { allowDefaultProject: DEFAULT_PROJECT }, tsconfigRootDir: REAL_WORLD },
      },
    },
  ];
  const messages = new Linter({ configType: "flat" }).verify(code, config as never, filename);
  return messages.map((message) => ({
    rule: message.ruleId,
    line: message.line,
    message: message.message,
    fatal: message.fatal ?? false,
  }));
}

type Views = ReturnType<typeof getFileViews>;

/** The property names the rules take the schema to declare (JSON Schema literal or zod). */
function propertiesOf(views: Views, definition: Views["definitions"][number]): string[] | undefined {
  const declared = definitionDeclared(views.ctx, definition);
  return declared === undefined ? undefined : [...declared.keys.keys()];
}

describe("definition styles, on the real packages", () => {
  it("MCP registerTool and tool() with zod raw shapes", () => {
    expect(inventory(fixture("reach/mcp-zod.ts"))).toEqual([
      { name: "get_forecast", format: "mcp", style: "mcp-registration", linked: true, properties: ["city", "unit"] },
      { name: "get_alerts", format: "mcp", style: "mcp-registration", linked: true, properties: ["state"] },
    ]);
  });

  it("OpenAI Agents tool() with zod parameters", () => {
    expect(inventory(fixture("reach/agents.ts"))).toEqual([
      {
        name: "lookup_order",
        format: "openai-agents",
        style: "openai-agents",
        linked: true,
        properties: ["orderId", "includeItems"],
      },
    ]);
  });

  it("LangChain tool() and a StructuredTool class", () => {
    expect(inventory(fixture("reach/langchain.ts"))).toEqual([
      {
        name: "search_docs",
        format: "langchain",
        style: "langchain-tool",
        linked: true,
        properties: ["query", "limit"],
      },
      { name: "send_mail", format: "langchain", style: "class", linked: true, properties: ["to", "subject", "body"] },
      {
        name: "lookup_user",
        format: "langchain",
        style: "langchain-dynamic-tool",
        linked: true,
        properties: ["email"],
      },
    ]);
  });

  it("Vercel AI tool() with a zod input schema", () => {
    expect(inventory(fixture("reach/vercel-zod.ts"))).toEqual([
      { name: "get_weather", format: "vercel-ai", style: "vercel-ai", linked: true, properties: ["city"] },
    ]);
  });

  it("FastMCP addTool in shipped JavaScript", () => {
    expect(inventory(fixture("reach/fastmcp.js"))).toEqual([
      { name: "crawl_site", format: "fastmcp", style: "fastmcp", linked: true, properties: ["url", "limit"] },
      // A tool object spread into addTool: the object is the definition.
      { name: "map_site", format: "fastmcp", style: "fastmcp", linked: true, properties: ["url"] },
    ]);
    // Given again beside the spread, a key replaces the object's: addTool's argument is no longer one
    // tool object to read, and the object itself (a name, a schema and a callable held together) is
    // what the generic row finds, under the name written in it.
    const replaced = variant(
      "reach/fastmcp.js",
      "{ ...mapTool, _meta: { alwaysLoad: true } }",
      '{ ...mapTool, name: "site_map" }',
    );
    expect(inventory(replaced).map((found) => `${found.name} ${found.style}`)).toEqual([
      "crawl_site fastmcp",
      "map_site generic-object",
    ]);
  });

  it("a toolkit's list, named by `method`, its parameters a const", () => {
    expect(inventory(fixture("reach/toolkit.ts"))).toEqual([
      {
        name: "create_invoice",
        format: "toolkit",
        style: "toolkit",
        linked: false,
        properties: ["customer", "amount"],
      },
      { name: "list_invoices", format: "toolkit", style: "toolkit", linked: false, properties: ["page"] },
    ]);
  });

  it("a toolkit's entry made by a function with the callable that runs it, named by `method`", () => {
    expect(
      inventory(fixture("reach/toolkit-factory.ts")).map((found) => [found.name, found.style, found.linked]),
    ).toEqual([["transfer_tokens_tool", "toolkit", true]]);
  });

  it("openai's zodFunction, strict, linked to its callback", () => {
    expect(inventory(fixture("reach/openai-zod.ts"))).toEqual([
      { name: "get_weather", format: "openai-chat", style: "openai-zod", linked: true, properties: ["city", "unit"] },
    ]);
  });

  it("a Mastra tool, named by its id, its execute read where it aligns with the schema", () => {
    expect(inventory(fixture("reach/mastra.js"))).toEqual([
      { name: "get-weather", format: "mastra", style: "mastra", linked: true, properties: ["location"] },
    ]);
    const renamed = variant("reach/mastra.js", "location: z.string()", "place: z.string()");
    expect(lintRecommended(renamed).map((m) => m.message)).toEqual([
      '`place` is declared in the schema of tool "get-weather", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
      '`location` is read by the implementation of tool "get-weather", but its schema does not declare it, so the model never sends it: add `location` to the schema\'s `properties`.',
    ]);
  });

  it("plain function objects where they are used as tools, and nowhere else", () => {
    expect(inventory(fixture("reach/function-objects.ts"))).toEqual([
      { name: "get_time", format: "openai-function", style: "function-object", linked: false, properties: ["zone"] },
      { name: "get_date", format: "openai-function", style: "function-object", linked: false, properties: [] },
      { name: "set_light", format: "gemini", style: "function-object", linked: false, properties: ["on"] },
    ]);
    // The same object anywhere else is data: `{ name, description }` is too common a shape.
    const untyped = variant(
      "reach/function-objects.ts",
      "export const legacy: ChatCompletionCreateParams.Function = {",
      "export const legacy = {",
    );
    expect(inventory(untyped).map((found) => found.name)).toEqual(["get_date", "set_light"]);
    // A name alone, beside other data, under such a key: a listing of symbols, not a tool.
    const symbols = variant(
      "reach/function-objects.ts",
      `{
      name: "get_date",
      description: "Today's date.",
      parameters: { type: "object", properties: {} },
    },`,
      `{ name: "get_date", kind: "Function" },`,
    );
    expect(inventory(symbols).map((found) => found.name)).toEqual(["get_time", "set_light"]);
  });
});

describe("zod tools under configs.recommended", () => {
  const CLEAN = [
    "mcp-zod.ts",
    "agents.ts",
    "langchain.ts",
    "vercel-zod.ts",
    "fastmcp.js",
    "toolkit.ts",
    "openai-zod.ts",
    "function-objects.ts",
    "mastra.js",
  ];
  it.each(CLEAN)("%s is silent", (file) => {
    expect(lintRecommended(fixture(`reach/${file}`))).toEqual([]);
  });
});

describe("zod tools: each kind of problem, reported once", () => {
  it("a zod field the handler never reads", () => {
    const code = variant(
      "reach/mcp-zod.ts",
      "{ state: z.string().length(2) }",
      "{ state: z.string().length(2), traits: z.array(z.string()) }",
    );
    expect(lintRecommended(code)).toEqual([
      expect.objectContaining({
        rule: "tool-schema/no-unread-parameters",
        message: expect.stringContaining("`traits`"),
      }),
    ]);
  });

  it("a read of a property the zod schema does not declare (zod strips it)", () => {
    const code = variant(
      "reach/fastmcp.js",
      "return `${url} ${limit ?? 10}`;",
      "return `${url} ${limit ?? 10} ${args.pollInterval}`;",
    );
    expect(lintRecommended(code)).toEqual([
      expect.objectContaining({
        rule: "tool-schema/no-undeclared-arguments",
        message: expect.stringContaining("`pollInterval`"),
      }),
    ]);
  });

  it("two registrations of one name on one server (each names the other)", () => {
    const code = variant("reach/mcp-zod.ts", '"get_alerts",', '"get_forecast",');
    expect(lintRecommended(code)).toEqual([
      expect.objectContaining({
        rule: "tool-schema/no-duplicate-tool-names",
        line: 8,
        message: expect.stringContaining("line 17"),
      }),
      expect.objectContaining({
        rule: "tool-schema/no-duplicate-tool-names",
        line: 17,
        message: expect.stringContaining("line 8"),
      }),
    ]);
  });

  it("an OpenAI Agents tool with an empty description", () => {
    const code = variant("reach/agents.ts", '"Look up an order by its id."', '""');
    expect(lintRecommended(code)).toEqual([expect.objectContaining({ rule: "tool-schema/require-description" })]);
  });

  it("a name the provider rejects", () => {
    const code = variant("reach/agents.ts", 'name: "lookup_order"', 'name: "lookup order"');
    expect(lintRecommended(code)).toEqual([expect.objectContaining({ rule: "tool-schema/valid-tool-name" })]);
  });

  it("a toolkit entry without a description", () => {
    const code = variant("reach/toolkit.ts", 'description: "List the invoices.",', 'description: "",');
    expect(lintRecommended(code)).toEqual([expect.objectContaining({ rule: "tool-schema/require-description" })]);
  });
});

describe("schemas the syntax cannot read alone", () => {
  it("imported zod schemas: zod 4 and zod 3 read in their module, an extended one, a declared one through its type; a union of two is not guessed", () => {
    expect(inventory(fixture("reach/imported.ts")).map((found) => [found.name, found.properties])).toEqual([
      ["search", ["query", "limit"]],
      ["list_files", ["path", "recursive"]],
      ["paged_search", ["query", "limit", "page"]],
      ["close_ticket", ["ticketId", "note"]],
      ["parse_file", undefined],
    ]);
    expect(lintRecommended(fixture("reach/imported.ts"))).toEqual([]);
  });

  it("z.toJSONSchema(X) is read as the zod schema X", () => {
    expect(inventory(fixture("reach/published.ts"))).toEqual([
      { name: "read_file", format: "mcp", style: "anthropic-mcp", linked: true, properties: ["path", "encoding"] },
    ]);
    expect(lintRecommended(fixture("reach/published.ts"))).toEqual([]);
    const unread = variant("reach/published.ts", ' ${String(args["encoding"] ?? "utf8")}', "");
    expect(lintRecommended(unread)).toEqual([
      expect.objectContaining({
        rule: "tool-schema/no-unread-parameters",
        message: expect.stringContaining("`encoding`"),
      }),
    ]);
  });

  it("LangChain string tools are found; a base class its tools extend is not a tool", () => {
    expect(inventory(fixture("reach/langchain-string.js"))).toEqual([
      { name: "calculator", format: "langchain", style: "class", linked: true, properties: undefined },
    ]);
    expect(lintRecommended(fixture("reach/langchain-string.js"))).toEqual([]);
  });

  it("a handler that only throws (a deprecated tool) reads nothing by design: no unread report", () => {
    expect(lintRecommended(fixture("reach/stubs.js"))).toEqual([]);
    const returns = variant("reach/stubs.js", "throw new Error(message);", "return message;");
    expect(lintRecommended(returns).map((message) => message.rule)).toEqual([
      "tool-schema/no-unread-parameters",
      "tool-schema/no-unread-parameters",
    ]);
  });

  it("a test file's handler that takes nothing and answers a fixed value is a double: no unread report", () => {
    const double = fixture("reach/double.spec.ts");
    expect(lintRecommended(double)).toEqual([]);
    // The same definition outside a test file drops the model's query.
    const shipped = { code: double.code, filename: fixture("reach/imported-json.ts").filename };
    expect(lintRecommended(shipped).map((message) => message.rule)).toEqual(["tool-schema/no-unread-parameters"]);
  });

  it("a handler with no statement at all (a tool only for the model to fill in) reads nothing by design", () => {
    const empty = variant(
      "reach/stubs.js",
      '{\n      const message = "old_search was removed: use search";\n      throw new Error(message);\n    }',
      "{}",
    );
    expect(empty.code).toContain("execute: async () => {}");
    expect(lintRecommended(empty)).toEqual([]);
  });
});

describe("JSON Schemas across modules", () => {
  it("an imported schema (through a re-export) and a spread of an imported fragment are read", () => {
    expect(inventory(fixture("reach/imported-json.ts")).map((found) => [found.name, found.properties])).toEqual([
      ["search_issues", ["query", "page", "perPage"]],
      ["list_labels", ["repo", "page", "perPage"]],
    ]);
    expect(lintRecommended(fixture("reach/imported-json.ts"))).toEqual([]);
  });

  it("reads against them: an undeclared read, and unread imported properties each once", () => {
    const undeclared = variant(
      "reach/imported-json.ts",
      '${String(args["repo"])}',
      '${String(args["repo"])} ${String(args["sort"])}',
    );
    expect(lintRecommended(undeclared)).toEqual([
      expect.objectContaining({
        rule: "tool-schema/no-undeclared-arguments",
        message: expect.stringContaining("`sort`"),
      }),
    ]);
    const unread = variant(
      "reach/imported-json.ts",
      '${String(args["query"])} ${Number(args["page"] ?? 1)} ${Number(args["perPage"] ?? 30)}',
      '${String(args["query"])}',
    );
    // Reported at the imported name (line 11): the literal is in another module.
    expect(
      lintRecommended(unread).map((message) => [
        message.rule,
        message.line,
        message.message.slice(0, message.message.indexOf(" ")),
      ]),
    ).toEqual([
      ["tool-schema/no-unread-parameters", 11, "`page`"],
      ["tool-schema/no-unread-parameters", 11, "`perPage`"],
    ]);
  });
});

describe("require-description's parameters option on zod fields", () => {
  const options = { parameters: true };
  function lintWithParameters({ code, filename }: { code: string; filename: string }) {
    const config = [
      {
        ...(plugin.configs.recommended as object),
        files: ["**/*.{ts,js}"],
        rules: { "tool-schema/require-description": ["warn", options] },
      },
      {
        languageOptions: {
          parserOptions: { projectService: { allowDefaultProject: DEFAULT_PROJECT }, tsconfigRootDir: REAL_WORLD },
        },
      },
    ];
    return new Linter({ configType: "flat" }).verify(code, config as never, filename).map((message) => message.message);
  }

  it("a field without .describe() or .meta({ description }) is reported; described ones are not", () => {
    // get_forecast: city described, unit not; get_alerts: state not.
    expect(lintWithParameters(fixture("reach/mcp-zod.ts"))).toEqual([
      expect.stringContaining('Parameter "unit" of tool "get_forecast"'),
      expect.stringContaining('Parameter "state" of tool "get_alerts"'),
    ]);
    const described = variant(
      "reach/mcp-zod.ts",
      "{ state: z.string().length(2) }",
      '{ state: z.string().meta({ description: "Two-letter state code" }).length(2) }',
    );
    expect(lintWithParameters(described)).toEqual([expect.stringContaining('Parameter "unit"')]);
    const empty = variant("reach/mcp-zod.ts", 'z.string().describe("City name")', 'z.string().describe("")');
    expect(lintWithParameters(empty)).toHaveLength(3);
  });
});

describe("every rule on odd zod and style code: no crash, no fatal message", () => {
  it.each([
    [
      "a schema that extends itself",
      "import { z } from 'zod'; const s: any = s.extend({}); declare const x: any; x.addTool({ name: 'a', parameters: s, execute: () => 1 });",
    ],
    [
      "zod called with zod itself",
      "import { z } from 'zod'; declare const x: any; x.tool('a', z.object(z as any), async () => 1); x.registerTool('b', { inputSchema: z.preprocess(z as any, z as any) }, () => 1);",
    ],
    [
      "registrations without arguments",
      "import { z } from 'zod'; declare const x: any; x.addTool(); x.addTool({ ...x }); x.tool(); x.registerTool();",
    ],
    [
      "a zodFunction without a function",
      "import { zodFunction } from 'openai/helpers/zod'; import { z } from 'zod'; zodFunction({ name: 'a', parameters: z.object({ a: z.string().optional().nullable(), b: z.number().optional() }) });",
    ],
    [
      "a class whose _call is no method",
      "import { z } from 'zod'; export class T { name = 'a'; schema = z.object({ a: z.string().describe('') }); _call = 1 }",
    ],
  ])("%s", (_name, code) => {
    const filename = `${REAL_WORLD}odd.ts`;
    expect(() => lintRecommended({ code, filename })).not.toThrow();
    expect(lintRecommended({ code, filename }).filter((message) => message.fatal || message.rule === null)).toEqual([]);
  });
});
