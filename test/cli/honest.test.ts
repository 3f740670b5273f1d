// The CLI tried as a new user would (issue 30, "Honest CLI"): a file that does not compile gets its
// errors and no schema; defaults are stated; a missing description is said, not sent as "";
// messages name the subcommand and a real position; inspect takes any existing path and counts
// the files that hold definitions.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { main, runCli } from "../../src/cli.js";
import { cliEnvironmentProblem } from "../../src/environment.js";
import { ToolRegistry } from "../../src/index.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A temporary directory with these files (and a strict tsconfig.json including all of them). */
function project(files: Record<string, string>, tsconfig: object = { compilerOptions: { strict: true } }): string {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-cli-"));
  dirs.push(dir);
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function generate(cwd: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = main(["generate", ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

async function inspect(cwd: string, ...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(["inspect", ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

describe("generate: a file that does not compile gets its errors, exit 1, no schema", () => {
  it("a syntax error: file:line:column and the compiler's message", () => {
    const dir = project({ "tools.ts": "/** Add. */\nexport function add(a: number, b: number { return a + b; }\n" });
    const result = generate(dir, "tools.ts");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines[0]).toBe("tools.ts:2:42: error TS1005: ',' expected.");
    expect(lines.at(-1)).toBe(
      "tool-schema: tools.ts does not compile, so no schema was generated; fix the errors above",
    );
  });

  it("a type error", () => {
    const dir = project({ "tools.ts": '/** Add. */\nexport function add(a: number): number { return a + "1"; }\n' });
    const result = generate(dir, "tools.ts");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.split("\n")[0]).toBe(
      "tools.ts:2:42: error TS2322: Type 'string' is not assignable to type 'number'.",
    );
  });

  it("a re-export of a name that does not exist names it", () => {
    const dir = project({
      "tools.ts": 'export { search, nope } from "./impl.js";\n',
      "impl.ts": "/** Search. */\nexport function search(query: string): string { return query; }\n",
    });
    const result = generate(dir, "tools.ts");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(
      /^tools\.ts:1:18: error TS2305: Module '"\.\/impl\.js"' has no exported member 'nope'\.\n/,
    );
  });
});

describe("generate: what the schema says", () => {
  it("a parameter's literal default becomes `default`", () => {
    const dir = project({
      "tools.ts":
        '/** Forecast. */\nexport function forecast(city: string, days = 3, unit: "c" | "f" = "c"): string { return city + days + unit; }\n',
    });
    const result = generate(dir, "tools.ts");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).forecast.parameters.properties).toEqual({
      city: { type: "string" },
      days: { type: "number", default: 3 },
      unit: { type: "string", enum: ["c", "f"], default: "c" },
    });
  });

  it("a function without JSDoc gets no description key and a warning naming it and its line", () => {
    const dir = project({ "tools.ts": "\nexport function ping(): string { return 'pong'; }\n" });
    for (const format of ["openai", "anthropic", "mcp", "gemini", "openai-strict"]) {
      const result = generate(dir, "tools.ts", "--format", format);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain("description");
      expect(result.stderr).toBe(
        "tools.ts:2: warning: ping has no JSDoc summary, so its tool has no description and the model is not told when to use it; write one above the function\n",
      );
    }
  });
});

describe("generate: a Date parameter, at any depth", () => {
  const DATE = { type: "string", format: "date-time", "x-tool-schema": "Date" };
  const NULLABLE_DATE = { type: ["string", "null"], format: "date-time", "x-tool-schema": "Date" };
  const source =
    "/** Plan a trip. */\nexport function plan(trip: { stops: { at: Date; until?: Date }[]; ends: Date | null }, notify?: Date | null, tags?: Record<string, Date>): string { return String(trip) + String(notify) + String(tags); }\n";

  it("is a date-time string with the registry's mark in object fields, arrays, optional, nullable and map positions", () => {
    const result = generate(project({ "tools.ts": source }), "tools.ts");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const { parameters, positional } = JSON.parse(result.stdout).plan;
    expect(positional).toEqual(["trip", "notify", "tags"]);
    expect(parameters.properties.trip.properties.stops.items.properties).toEqual({ at: DATE, until: DATE });
    expect(parameters.properties.trip.properties.ends).toEqual(NULLABLE_DATE);
    expect(parameters.properties.notify).toEqual(NULLABLE_DATE);
    expect(parameters.properties.tags.additionalProperties).toEqual(DATE);
  });

  it("every provider format says date-time where the mark was, and no provider sees the mark", () => {
    const dir = project({ "tools.ts": source });
    for (const format of ["openai", "openai-strict", "anthropic", "gemini", "mcp"]) {
      const result = generate(dir, "tools.ts", "--format", format);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain("x-tool-schema");
      // at, until, ends, notify, and the map's values where the dialect keeps a map.
      expect(result.stdout.match(/"format": "date-time"/g)?.length).toBe(format === "openai-strict" ? 4 : 5);
    }
  });

  it("registered as generated, the function receives Dates at every depth", async () => {
    const { parameters, positional } = JSON.parse(generate(project({ "tools.ts": source }), "tools.ts").stdout).plan;
    const received: unknown[] = [];
    const registry = new ToolRegistry();
    registry.tool(
      (trip: { stops: { at: Date; until?: Date }[]; ends: Date | null }, notify?: Date | null, tags?: object) => {
        received.push(trip.stops[0]!.at, trip.stops[0]!.until, trip.ends, notify, ...Object.values(tags ?? {}));
        return "planned";
      },
      { name: "plan", description: "Plan a trip.", parameters, positional },
    );
    const args = {
      trip: { stops: [{ at: "2026-12-05T09:00:00Z", until: "2026-12-05T10:00:00+01:00" }], ends: null },
      notify: "2026-12-04T18:00:00Z",
      tags: { start: "2026-12-05T08:00:00Z" },
    };
    expect(await registry.invoke("plan", JSON.stringify(args))).toBe("planned");
    expect(received.map((value) => (value instanceof Date ? value.toISOString() : value))).toEqual([
      "2026-12-05T09:00:00.000Z",
      "2026-12-05T09:00:00.000Z",
      null,
      "2026-12-04T18:00:00.000Z",
      "2026-12-05T08:00:00.000Z",
    ]);
    const bad = { ...args, trip: { ...args.trip, stops: [{ at: "2026-12-05T09:00:00" }] } };
    const text = await registry.invoke("plan", bad);
    expect(text).toMatch(/^Invalid arguments for tool "plan": \/trip\/stops\/0\/at: expected .*date-time/);
    expect(text.split("\n")).toHaveLength(1);
  });
});

describe("messages name the subcommand that needs what is missing", () => {
  const without =
    (...missing: string[]) =>
    (name: string): string | undefined =>
      missing.includes(name) ? undefined : name === "typescript" ? "6.0.3" : "10.0.0";

  it("inspect without TypeScript or ESLint says inspect", () => {
    expect(cliEnvironmentProblem(["inspect", "src"], without("typescript"))).toBe(
      'tool-schema: tool-schema inspect needs typescript, which is not installed; run: npm i -D typescript@">=5.0 <6.1"',
    );
    expect(cliEnvironmentProblem(["-f", "json", "inspect", "src"], without("eslint"))).toBe(
      "tool-schema: tool-schema inspect needs eslint, which is not installed; run: npm i -D eslint",
    );
  });

  it("generate (and a bare command) say generate, and need no ESLint", () => {
    expect(cliEnvironmentProblem(["generate", "x.ts"], without("eslint"))).toBeUndefined();
    expect(cliEnvironmentProblem(["--project", "inspect", "generate", "x.ts"], without("typescript"))).toMatch(
      /^tool-schema: tool-schema generate needs typescript/,
    );
  });
});

describe("inspect", () => {
  const registry = `import { ToolRegistry } from "tool-schema";
const registry = new ToolRegistry();
registry.tool(function echo(text: string) { return text; }, { description: "Echo the text back", parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] }, positional: ["text"] });
`;

  it("a file no tsconfig.json includes is one line with no made-up position", async () => {
    const dir = project({ "a.ts": "export const a = 1;\n", "b.ts": registry }, { include: ["a.ts"] });
    const result = await inspect(dir, "b.ts");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'tool-schema: b.ts is not part of the project of its nearest tsconfig.json (see its "include"/"files"), so it cannot be read with types; add it there\n',
    );
  });

  it("takes an existing file outside the current directory", async () => {
    const dir = project({ "tools/registry.ts": registry });
    const cwd = join(dir, "elsewhere");
    mkdirSync(cwd);
    const result = await inspect(cwd, "../tools/registry.ts");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/registry\.ts:3 +echo +registry/);
    const absolute = await inspect(ROOT, join(dir, "tools"));
    expect(absolute.code).toBe(0);
    expect(absolute.stdout).toContain("1 definition in 1 file: 1 linked, 1 compared");
    expect(relative(ROOT, dir).startsWith("..")).toBe(true);
  });

  it("counts the files that hold definitions, and says how many were inspected", async () => {
    const dir = project({ "registry.ts": registry, "empty.ts": "export const nothing = 0;\n" });
    const result = await inspect(dir, "registry.ts", "empty.ts");
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe(
      "1 definition in 1 file (2 inspected): 1 linked, 1 compared",
    );
  });
});
