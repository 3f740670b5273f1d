// `tool-schema inspect`: per definition what the plugin found, linked and compared, on a small typed
// project (test/fixtures/inspect); its usage errors and exit codes; and the pure status logic.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { main, runCli } from "../../src/cli.js";
import {
  alignColumns,
  comparisonStatus,
  statusText,
  inspectEnvironmentProblem,
  renderText,
  schemaStateOf,
  summaryLine,
  summarize,
  type DefinitionFacts,
  type InspectedFile,
} from "../../src/inspect.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = "test/fixtures/inspect";
/** The fixture's top-level files (its unparsable/ folder is for the exit-1 case only). */
const FIXTURE_FILES = `${FIXTURE}/*.ts`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function inspect(...argv: string[]): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(["inspect", ...argv], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: ROOT,
  });
  return { code, stdout, stderr };
}

/** The report row of a definition, matched on its columns (aligned with two or more spaces). */
function row(location: string, ...columns: string[]): RegExp {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^  ${[location, ...columns].map(escape).join(" {2,}")}$`, "m");
}

describe("tool-schema inspect (text)", () => {
  it("prints each definition with its format, link and status, grouped per file, and a summary", async () => {
    const result = await inspect(FIXTURE_FILES);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const out = result.stdout;
    // MCP raw JSON list: two tools reached through the switch's cases, one no case handles.
    expect(out).toMatch(row(`${FIXTURE}/mcp-server.ts:11`, "add_note", "mcp", "dispatch view", "compared"));
    expect(out).toMatch(row(`${FIXTURE}/mcp-server.ts:20`, "search_notes", "mcp", "dispatch view", "compared"));
    expect(out).toMatch(
      row(`${FIXTURE}/mcp-server.ts:25`, "delete_note", "mcp", "not linked", "not compared: no implementation linked"),
    );
    // Registry: the function is the call's first argument; one call has no parameters yet.
    expect(out).toMatch(row(`${FIXTURE}/registry.ts:15`, "searchDocs", "registry", "inline searchDocs", "compared"));
    expect(out).toMatch(
      row(`${FIXTURE}/registry.ts:21`, "ping", "registry", "inline ping", "not compared: no schema written"),
    );
    // An imported schema constant is linked by name but cannot be read; a computed name links nothing.
    expect(out).toMatch(
      // The literal is imported from another module: its property names are read, its types are not compared.
      row(
        `${FIXTURE}/imported-schema.ts:11`,
        "get_forecast",
        "openai-chat",
        "name-match getForecast",
        "compared (property names only)",
      ),
    );
    expect(out).toMatch(
      row(
        `${FIXTURE}/imported-schema.ts:14`,
        "<unnamed>",
        "openai-chat",
        "not linked",
        "not compared: name not readable, so nothing could be linked by it",
      ),
    );
    // `/* eslint-disable */` at the top of the file does not hide its tool.
    expect(out).toMatch(
      row(`${FIXTURE}/generated.ts:12`, "lookup_order", "anthropic", "dispatch-object lookupOrderById", "compared"),
    );
    // Dispatched in one file, declared in another: listed where it is dispatched.
    expect(out).toMatch(
      row(
        `${FIXTURE}/weather-dispatch.ts`,
        "get_weather",
        "remote",
        "dispatched here",
        `declared in ${FIXTURE}/weather-list.ts`,
      ),
    );
    expect(out).toMatch(
      row(`${FIXTURE}/weather-list.ts:4`, "get_weather", "mcp", "not linked", "not compared: no implementation linked"),
    );
    // Files with nothing say so rather than being left out.
    expect(out).toContain(`\n${FIXTURE}/no-tools.ts: no tool definitions found\n`);
    expect(out).toContain(`\n${FIXTURE}/schemas.ts: no tool definitions found\n`);
    expect(out.trimEnd().split("\n").at(-1)).toBe(
      "9 definitions in 6 files (8 inspected): 6 linked, 5 compared; 1 dispatched in a file but declared in another",
    );
  });

  it("aligns the columns across files and groups rows under their file's heading", async () => {
    const { stdout } = await inspect(FIXTURE_FILES);
    const rows = stdout.split("\n").filter((line) => line.startsWith("  "));
    expect(rows).toHaveLength(10);
    // The format column starts at one offset in every row.
    const formatColumn = rows.map((line) => line.search(/ {2}(mcp|registry|openai-chat|anthropic|remote) {2}/));
    expect(new Set(formatColumn).size).toBe(1);
    const sections = stdout.trimEnd().split("\n\n");
    expect(sections[0]).toBe(`${FIXTURE}/generated.ts\n${rows[0]}`);
    expect(sections.find((section) => section.startsWith(`${FIXTURE}/mcp-server.ts\n`))?.split("\n")).toHaveLength(4);
  });

  it("names a pattern that matches no file on stderr and still inspects the others", async () => {
    const result = await inspect(`${FIXTURE}/registry.ts`, "missing/nothing.ts");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("tool-schema: no file to inspect matches missing/nothing.ts\n");
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe("2 definitions in 1 file: 2 linked, 1 compared");
  });

  it("a file matched twice is inspected once", async () => {
    const result = await inspect(`${FIXTURE}/registry.ts`, `${FIXTURE}/regis*.ts`);
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe("2 definitions in 1 file: 2 linked, 1 compared");
  });

  it("exits 2 when no pattern matches a file", async () => {
    const result = await inspect("missing/nothing.ts", "missing/**/*.ts");
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      "tool-schema: no file to inspect matches missing/nothing.ts",
      "tool-schema: no file to inspect matches missing/**/*.ts",
    ]);
  });

  it("a file that cannot be parsed is one stderr line and exit 1; the rest still prints", async () => {
    const result = await inspect(FIXTURE);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `tool-schema: ${FIXTURE}/unparsable/broken.ts:2 could not be parsed: Parsing error: ',' expected.\n`,
    );
    expect(result.stdout).toContain("9 definitions in 6 files (8 inspected)");
  });
});

describe("tool-schema inspect --format json", () => {
  it("links a definition to its own handler, not to a function named like the tool", async () => {
    const result = await inspect("test/fixtures/real-world/generic/named-helper.ts", "--format", "json");
    const entries = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(entries).toEqual([
      expect.objectContaining({ name: "FETCH_PRICE", link: { kind: "dispatch-view" }, status: "compared" }),
    ]);
  });

  it("prints an array with one object per definition and per remote tool", async () => {
    const result = await inspect(FIXTURE_FILES, "--format", "json");
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(entries).toHaveLength(10);
    expect(entries).toContainEqual({
      kind: "definition",
      file: `${FIXTURE}/mcp-server.ts`,
      line: 11,
      name: "add_note",
      format: "mcp",
      link: { kind: "dispatch-view" },
      schema: "literal",
      status: "compared",
      reasons: [],
    });
    expect(entries).toContainEqual({
      kind: "definition",
      file: `${FIXTURE}/imported-schema.ts`,
      line: 11,
      name: "get_forecast",
      format: "openai-chat",
      link: { kind: "name-match", functionName: "getForecast" },
      schema: "imported",
      status: "compared",
      reasons: [],
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        name: null,
        link: null,
        status: "not compared",
        reasons: ["name not readable, so nothing could be linked by it"],
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        name: "ping",
        link: { kind: "inline", functionName: "ping" },
        schema: "absent",
        reasons: ["no schema written"],
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ name: "delete_note", link: null, reasons: ["no implementation linked"] }),
    );
    expect(entries).toContainEqual({
      kind: "remote",
      file: `${FIXTURE}/weather-dispatch.ts`,
      name: "get_weather",
      declaredIn: `${FIXTURE}/weather-list.ts`,
    });
    expect(entries.filter((entry) => entry.status === "compared").map((entry) => entry.name)).toEqual([
      "lookup_order",
      "get_forecast",
      "add_note",
      "search_notes",
      "searchDocs",
    ]);
  });
});

describe("usage errors", () => {
  it.each([
    [
      "no files",
      ["inspect"],
      /^tool-schema: inspect needs files: tool-schema inspect <files or globs…> \(see tool-schema --help\)\n$/,
    ],
    [
      "an unknown format",
      ["inspect", FIXTURE_FILES, "--format", "yaml"],
      /^tool-schema: unknown format "yaml" for inspect; expected text or json /,
    ],
    [
      "a generate format",
      ["inspect", FIXTURE_FILES, "-f", "openai"],
      /^tool-schema: unknown format "openai" for inspect/,
    ],
    [
      "an unknown option",
      ["inspect", FIXTURE_FILES, "--fast"],
      /^tool-schema: unknown option --fast \(see tool-schema --help\)\n$/,
    ],
    ["--project", ["inspect", FIXTURE_FILES, "--project", "tsconfig.json"], /^tool-schema: inspect takes no --project/],
    ["a missing --format value", ["inspect", FIXTURE_FILES, "--format"], /^tool-schema: --format needs a value/],
    [
      "an unknown command",
      ["inspct", FIXTURE_FILES],
      /^tool-schema: unknown command "inspct"; the commands are generate and inspect/,
    ],
  ])("%s is a one-line error and exit 2", async (_, argv, message) => {
    let stdout = "";
    let stderr = "";
    const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: ROOT });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });

  it("the synchronous main says inspect needs runCli instead of running nothing", () => {
    let stderr = "";
    const code = main(["inspect", FIXTURE_FILES], { stdout: () => undefined, stderr: (t) => (stderr += t), cwd: ROOT });
    expect(code).toBe(2);
    expect(stderr).toBe("tool-schema: inspect is asynchronous: run it with runCli, not main\n");
  });

  it("--help documents inspect, its formats and exit codes", async () => {
    let stdout = "";
    const code = await runCli(["--help"], { stdout: (t) => (stdout += t), stderr: () => undefined, cwd: ROOT });
    expect(code).toBe(0);
    expect(stdout).toContain("tool-schema inspect <files or globs…> [--format text|json]");
    expect(stdout).toContain("file:line  name  format  link  status");
    expect(stdout).toMatch(
      /inspected.*1 some file could not be parsed.*2 usage error, missing packages, or no file matched/s,
    );
  });
});

describe("status and report logic", () => {
  const facts = (more: Partial<DefinitionFacts>): DefinitionFacts => ({
    line: 1,
    name: "get_weather",
    format: "mcp",
    link: { kind: "name-match", functionName: "getWeather" },
    schema: "literal",
    ...more,
  });

  it("compared needs a readable schema (a literal or zod) and a link of any kind", () => {
    expect(comparisonStatus(facts({}))).toEqual({ compared: true, namesOnly: false });
    expect(comparisonStatus(facts({ schema: "zod" }))).toEqual({ compared: true, namesOnly: true });
    expect(comparisonStatus(facts({ schema: "imported" }))).toEqual({ compared: true, namesOnly: true });
    expect(comparisonStatus(facts({ schema: "typebox" }))).toEqual({ compared: true, namesOnly: true });
    expect(comparisonStatus(facts({ schema: "list" }))).toEqual({ compared: true, namesOnly: true });
    expect(comparisonStatus(facts({ link: { kind: "dispatch-view" } }))).toEqual({ compared: true, namesOnly: false });
  });

  it("names a TypeBox schema the rules read as such, not as unreadable", () => {
    const typebox = { schemaNode: undefined, schemaUnreadable: true, zodSchema: undefined, importedSchema: undefined };
    const call = { type: "CallExpression" } as never;
    expect(schemaStateOf({ ...typebox, typeboxSchema: call })).toBe("typebox");
    expect(schemaStateOf(typebox)).toBe("unreadable");
    expect(schemaStateOf({ ...typebox, parameterList: { type: "ArrayExpression" } as never })).toBe("list");
  });

  it("says compared only when the reads a dispatch view stands on were followed", () => {
    const view = { link: { kind: "dispatch-view" } } as const;
    expect(comparisonStatus(facts({ ...view, reads: "complete" }))).toEqual({ compared: true, namesOnly: false });
    const partial = comparisonStatus(facts({ ...view, reads: "partial" }));
    expect(partial).toEqual({ compared: true, namesOnly: false, readsPartial: true });
    expect(statusText(partial)).toBe("compared; some reads not followed, so unread properties are not judged");
    expect(comparisonStatus(facts({ ...view, reads: "unfollowed" }))).toEqual({
      compared: false,
      reasons: [
        "the implementation's reads could not be followed (a value handed on, a dynamic key, or parameters that do not align with the schema)",
      ],
    });
  });

  it("gives every reason, schema first, and says when a missing name is why nothing linked", () => {
    expect(comparisonStatus(facts({ schema: "unreadable", link: undefined }))).toEqual({
      compared: false,
      reasons: ["schema could not be read statically", "no implementation linked"],
    });
    expect(comparisonStatus(facts({ schema: "absent", name: undefined, link: undefined }))).toEqual({
      compared: false,
      reasons: ["no schema written", "name not readable, so nothing could be linked by it"],
    });
    // An inline link needs no name: only the schema is missing.
    expect(
      comparisonStatus(
        facts({ name: undefined, link: { kind: "inline", functionName: "<anonymous>" }, schema: "absent" }),
      ),
    ).toEqual({
      compared: false,
      reasons: ["no schema written"],
    });
  });

  it("summarizes definitions, files, links and comparisons", () => {
    const files: InspectedFile[] = [
      { file: "/p/a.ts", definitions: [facts({}), facts({ link: undefined })], remote: [] },
      {
        file: "/p/b.ts",
        definitions: [facts({ schema: "unreadable" })],
        remote: [{ name: "x", declaredIn: "/p/a.ts" }],
      },
      { file: "/p/c.ts", definitions: [], remote: [] },
    ];
    // c.ts holds no definition: inspected, but not one of the files the definitions are in.
    expect(summarize(files)).toEqual({ definitions: 3, files: 2, inspected: 3, linked: 2, compared: 1, remote: 1 });
    expect(summaryLine(summarize(files))).toBe(
      "3 definitions in 2 files (3 inspected): 2 linked, 1 compared; 1 dispatched in a file but declared in another",
    );
    expect(summaryLine(summarize([files[0]!]))).toBe("2 definitions in 1 file: 1 linked, 1 compared");
    expect(renderText(files, "/p")).toContain("\nc.ts: no tool definitions found\n");
  });

  it("pads every column but the last", () => {
    expect(
      alignColumns([
        ["a", "bbb", "c"],
        ["aaa", "b", "cc"],
      ]),
    ).toEqual(["a    bbb  c", "aaa  b    cc"]);
  });
});

describe("missing packages", () => {
  const installed: Record<string, string> = {
    eslint: "10.0.0",
    "@typescript-eslint/parser": "8.0.0",
    "@typescript-eslint/utils": "8.0.0",
    typescript: "5.9.2",
  };
  const without =
    (...missing: string[]) =>
    (name: string): string | undefined =>
      missing.includes(name) ? undefined : installed[name];

  it("one line names what to install when eslint or the parser is missing", () => {
    expect(inspectEnvironmentProblem(without("eslint"))).toBe(
      "tool-schema: tool-schema inspect needs eslint, which is not installed; run: npm i -D eslint",
    );
    expect(inspectEnvironmentProblem(without("eslint", "@typescript-eslint/parser"))).toBe(
      "tool-schema: tool-schema inspect needs eslint, @typescript-eslint/parser, which are not installed; run: npm i -D eslint @typescript-eslint/parser",
    );
  });

  it("an unsupported TypeScript is one line too; a complete install is no problem", () => {
    expect(inspectEnvironmentProblem((name) => (name === "typescript" ? "7.0.0" : installed[name]))).toMatch(
      /^tool-schema: tool-schema inspect supports TypeScript .* but TypeScript 7\.0\.0 is installed/,
    );
    expect(inspectEnvironmentProblem(without())).toBeUndefined();
  });
});
