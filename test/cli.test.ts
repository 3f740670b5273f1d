// `tool-schema generate`: output per format, exit codes, one-line errors. Most cases call `main`
// in-process; one spawns the built bin (run `npm run build` first) to check the real thing.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../src/cli.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLI_FIXTURES = join(ROOT, "test/fixtures/schema/cli");
const fixture = (name: string): string => join(CLI_FIXTURES, name);

function run(...argv: string[]): { code: number; stdout: string; stderr: string; json: () => unknown } {
  let stdout = "";
  let stderr = "";
  const code = main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: ROOT });
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe("tool-schema generate", () => {
  it("prints each exported function's parameters (positional only for positional functions)", () => {
    const result = run("generate", fixture("tools.ts"));
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.json()).toEqual({
      searchDocs: {
        parameters: {
          type: "object",
          properties: { query: { type: "string", description: "What to look for." }, limit: { type: "number" } },
          required: ["query"],
          additionalProperties: false,
        },
        positional: ["query", "limit"],
      },
      createTicket: {
        parameters: {
          type: "object",
          properties: {
            title: { type: "string" },
            priority: { type: "string", enum: expect.arrayContaining(["low", "high"]) },
          },
          required: ["title"],
          additionalProperties: false,
        },
      },
      ping: { parameters: { type: "object", properties: {}, additionalProperties: false }, positional: [] },
    });
  });

  it("leaves out a function it cannot convert, names it on one stderr line, exits 1, prints the rest", () => {
    const result = run("generate", fixture("partial.ts"));
    expect(result.code).toBe(1);
    expect(Object.keys(result.json() as object)).toEqual(["good", "loose"]);
    const lines = result.stderr.trim().split("\n");
    const error = lines.find((l) => l.includes("left out"));
    expect(error).toMatch(
      /^test\/fixtures\/schema\/cli\/partial\.ts:5: error: bad\(callback\): type \(\) => void is not supported: JSON cannot carry functions; bad left out$/,
    );
    // `any` is a warning: the function is printed, and the warning still goes to stderr.
    expect(lines.some((l) => /partial\.ts:10: warning: loose\(value\): type any/.test(l))).toBe(true);
    expect(lines).toHaveLength(2);
  });

  it("finds the nearest tsconfig.json above the file", () => {
    const result = run("generate", fixture("nested/deep.ts"));
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({
      deep: {
        parameters: {
          type: "object",
          properties: { level: { type: "number" } },
          required: ["level"],
          additionalProperties: false,
        },
        positional: ["level"],
      },
    });
  });

  it("uses strict defaults when there is no tsconfig.json", () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-schema-cli-"));
    temporary.push(dir);
    copyFileSync(fixture("tools.ts"), join(dir, "tools.ts"));
    const result = run("generate", join(dir, "tools.ts"));
    expect(result.code).toBe(0);
    expect(result.json()).toHaveProperty("searchDocs.positional", ["query", "limit"]);
  });

  it.each([
    [
      "a missing file",
      ["generate", "test/fixtures/schema/cli/nope.ts"],
      /^tool-schema: file not found: test\/fixtures\/schema\/cli\/nope\.ts\n$/,
    ],
    [
      "a file outside the project",
      ["generate", fixture("outside.ts"), "--project", fixture("tsconfig.json")],
      /^tool-schema: .*outside\.ts is not part of the project test\/fixtures\/schema\/cli\/tsconfig\.json .*--project.*\n$/,
    ],
    [
      "a broken tsconfig",
      ["generate", fixture("broken/file.ts")],
      /^tool-schema: broken tsconfig test\/fixtures\/schema\/cli\/broken\/tsconfig\.json: .*strict.*\n$/,
    ],
    [
      "a missing --project",
      ["generate", fixture("tools.ts"), "--project", "nowhere/tsconfig.json"],
      /^tool-schema: tsconfig not found: nowhere\/tsconfig\.json\n$/,
    ],
    [
      "an unknown format",
      ["generate", fixture("tools.ts"), "--format", "yaml"],
      /^tool-schema: unknown format "yaml"; expected one of json-schema, .*\n$/,
    ],
    [
      "an unknown option",
      ["generate", fixture("tools.ts"), "--fast"],
      /^tool-schema: unknown option --fast \(see tool-schema --help\)\n$/,
    ],
    ["an unknown command", ["build", fixture("tools.ts")], /^tool-schema: unknown command "build"/],
    ["no file", ["generate"], /^tool-schema: generate needs a file/],
  ])("%s is a one-line error and exit 2", (_, argv, message) => {
    const result = run(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("--help documents the command, its options and formats", () => {
    const result = run("--help");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "Usage: tool-schema generate <file.ts> [--project <tsconfig.json>] [--format <format>]",
    );
    for (const format of ["json-schema", "openai", "openai-strict", "anthropic", "gemini", "mcp"])
      expect(result.stdout).toContain(format);
    expect(result.stdout).toMatch(/Exit status: 0 .* 1 .* 2 /s);
    expect(run().code).toBe(2);
  });
});

describe("provider formats", () => {
  const tools = (format: string) => {
    const result = run("generate", fixture("tools.ts"), "--format", format);
    expect(result.code).toBe(0);
    return result.json() as Record<string, unknown>[];
  };

  it("openai: the Chat Completions tools array, description from the JSDoc summary", () => {
    const [search, ticket] = tools("openai");
    expect(search).toEqual({
      type: "function",
      function: {
        name: "searchDocs",
        description: "Search the documentation.",
        parameters: expect.objectContaining({ required: ["query"] }),
      },
    });
    expect(ticket).toMatchObject({ function: { name: "createTicket", description: "Open a support ticket." } });
  });

  it("openai-strict: every property required, optional ones nullable, strict: true", () => {
    const [search] = tools("openai-strict");
    expect(search).toMatchObject({
      type: "function",
      function: {
        name: "searchDocs",
        strict: true,
        parameters: {
          required: ["query", "limit"],
          additionalProperties: false,
          properties: { limit: { type: ["number", "null"] } },
        },
      },
    });
  });

  it("anthropic: name, description, input_schema", () => {
    const [search] = tools("anthropic");
    expect(Object.keys(search!)).toEqual(["name", "description", "input_schema"]);
    expect(search!.input_schema).toMatchObject({ type: "object", required: ["query"] });
  });

  it("mcp: name, description, inputSchema", () => {
    const [search] = tools("mcp");
    expect(Object.keys(search!)).toEqual(["name", "description", "inputSchema"]);
  });

  it("gemini: functionDeclarations entries with the JSON Schema in parametersJsonSchema; none for a no-argument tool", () => {
    const declarations = tools("gemini");
    expect(declarations[0]).toMatchObject({
      name: "searchDocs",
      parametersJsonSchema: { type: "object", required: ["query"], additionalProperties: false },
    });
    expect(declarations[2]).toEqual({ name: "ping" });
  });
});

describe("the built bin", () => {
  it("runs as `node dist/src/cli.js` with the same output and exit status", () => {
    const bin = join(ROOT, "dist/src/cli.js");
    const ok = spawnSync(process.execPath, [bin, "generate", fixture("tools.ts")], { cwd: ROOT, encoding: "utf8" });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toHaveProperty("searchDocs.positional", ["query", "limit"]);
    const missing = spawnSync(process.execPath, [bin, "generate", "missing.ts"], { cwd: ROOT, encoding: "utf8" });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe("tool-schema: file not found: missing.ts\n");
  });
});
