// The plugin as an editor runs it: one long-lived process, ESLint's Node API, typed linting through
// typescript-eslint's project service, and files edited, moved and deleted on disk between lints.
// The project service does not watch the disk, so the program keeps a deleted or rewritten file as
// it last read it; reports drawn from another file must follow the disk, never that stale copy.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../../src/eslint/index.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A project folder outside the repository whose node_modules holds the repository's packages (as
 * links) and `tool-schema` itself, as a user's project would.
 */
function makeProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-editor-"));
  const modules = join(dir, "node_modules");
  mkdirSync(modules);
  for (const entry of readdirSync(join(repo, "node_modules"))) {
    if (!entry.startsWith(".")) symlinkSync(join(repo, "node_modules", entry), join(modules, entry));
  }
  symlinkSync(repo, join(modules, "tool-schema"));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
      include: ["src/**/*.ts"],
    }),
  );
  mkdirSync(join(dir, "src"));
  return dir;
}

function newEslint(dir: string): ESLint {
  return new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      // typescript-eslint's config type is ESLint's, from another copy of its types.
      { ...(plugin.configs.recommended as Linter.Config), files: ["**/*.ts"] },
      // An editor's ESLint server is never a single run; typescript-eslint would infer one from
      // CI=true (as in CI) and build one program for the whole run, which never sees a new file.
      {
        languageOptions: {
          parserOptions: { projectService: true, tsconfigRootDir: dir, disallowAutomaticSingleRunInference: true },
        },
      },
    ],
  });
}

/** A module registering `name` on the MCP server of src/server.ts. */
const registration = (name: string) => `import { z } from "zod";
import { server } from "./server.js";

server.registerTool("${name}", { description: "Weather alerts for a US state", inputSchema: { state: z.string() } }, async ({ state }) => ({
  content: [{ type: "text" as const, text: state }],
}));
`;

/** The registry tool of src/tools.ts, whose schema says `city`. */
const REGISTRY_TOOL = `import { ToolRegistry } from "tool-schema";
import { getWeather } from "./weather.js";

export const registry = new ToolRegistry();
registry.tool(getWeather, {
  name: "get_weather",
  description: "Current weather for a city",
  parameters: { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] },
  positional: ["city"],
});
`;
const weather = (parameter: string) => `export function getWeather(${parameter}: string): string {
  return "sunny in " + ${parameter};
}
`;

describe("in a long-lived process, cross-file reports follow the files on disk", () => {
  let dir: string;
  let eslint: ESLint;
  const write = (file: string, text: string) => writeFileSync(join(dir, "src", file), text);
  /** `rule: message` of every problem in one file, as the editor would show them. */
  const problems = async (file: string, instance = eslint) => {
    const [result] = await instance.lintFiles([join("src", file)]);
    return result!.messages.map((message) => `${message.ruleId ?? "fatal"}: ${message.message}`);
  };
  /** A new file, as the editor creates it: written, then linted when it is opened. */
  const create = async (file: string, text: string) => {
    write(file, text);
    await problems(file);
  };
  const duplicateOf = (problemsList: string[]) =>
    problemsList.filter((p) => p.startsWith("tool-schema/no-duplicate-tool-names"));

  beforeAll(() => {
    dir = makeProject();
    write(
      "server.ts",
      `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "weather", version: "1.0.0" });\n`,
    );
    eslint = newEslint(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a duplicate registration in another file is reported, and disappears when that file is deleted", async () => {
    await create("alerts.ts", registration("get_alerts"));
    await create("alerts-copy.ts", registration("get_alerts"));
    expect(duplicateOf(await problems("alerts.ts"))).toEqual([
      expect.stringContaining("is also registered on this MCP server in src/alerts-copy.ts:4"),
    ]);
    rmSync(join(dir, "src", "alerts-copy.ts"));
    expect(await problems("alerts.ts")).toEqual([]);
  });

  it("a renamed file: the report naming the old path disappears; once the editor lints the new file, its path is named", async () => {
    await create("forecast.ts", registration("get_forecast"));
    await create("forecast-old.ts", registration("get_forecast"));
    expect(duplicateOf(await problems("forecast.ts"))).toHaveLength(1);
    renameSync(join(dir, "src", "forecast-old.ts"), join(dir, "src", "forecast-new.ts"));
    expect(await problems("forecast.ts")).toEqual([]);
    // Opening the renamed file lints it: the project service reads it, and both sides now see it.
    expect(duplicateOf(await problems("forecast-new.ts"))).toEqual([expect.stringContaining("in src/forecast.ts:4")]);
    expect(duplicateOf(await problems("forecast.ts"))).toEqual([expect.stringContaining("in src/forecast-new.ts:4")]);
  });

  it("a file rewritten on disk without a lint (git checkout): the stale duplicate disappears, and a new ESLint instance agrees", async () => {
    await create("marine.ts", registration("get_marine"));
    await create("marine-twin.ts", registration("get_marine"));
    expect(duplicateOf(await problems("marine.ts"))).toHaveLength(1);
    write("marine-twin.ts", registration("get_tides"));
    expect(await problems("marine.ts")).toEqual([]);
    expect(await problems("marine.ts", newEslint(dir))).toEqual([]);
  });

  it("a file rewritten on disk to add a duplicate is seen once the editor lints it", async () => {
    await create("uv.ts", registration("get_uv"));
    await create("uv-twin.ts", registration("get_pollen"));
    expect(await problems("uv.ts")).toEqual([]);
    write("uv-twin.ts", registration("get_uv"));
    expect(duplicateOf(await problems("uv-twin.ts"))).toEqual([expect.stringContaining("in src/uv.ts:4")]);
    expect(duplicateOf(await problems("uv.ts"))).toEqual([expect.stringContaining("in src/uv-twin.ts:4")]);
  });

  it("a file with unsaved edits (linted from the editor's buffer) is not trusted by the other files until saved", async () => {
    await create("smog.ts", registration("get_smog"));
    await create("smog-twin.ts", registration("get_haze"));
    // The editor lints the unsaved buffer of smog-twin.ts, which now registers get_smog too.
    const [buffer] = await eslint.lintText(registration("get_smog"), { filePath: join(dir, "src", "smog-twin.ts") });
    expect(buffer!.messages.map((m) => m.ruleId)).toEqual(["tool-schema/no-duplicate-tool-names"]);
    expect(await problems("smog.ts")).toEqual([]);
    write("smog-twin.ts", registration("get_smog"));
    expect(duplicateOf(await problems("smog.ts"))).toEqual([expect.stringContaining("in src/smog-twin.ts:4")]);
  });

  it("drift against a function in another file follows that file: silent while it differs from the program, reported once linted", async () => {
    await create("weather.ts", weather("city"));
    await create("tools.ts", REGISTRY_TOOL);
    expect(await problems("tools.ts")).toEqual([]);
    // The parameter is renamed on disk; the program still holds `city` until weather.ts is linted.
    write("weather.ts", weather("town"));
    expect(await problems("tools.ts")).toEqual([]);
    expect(await problems("weather.ts")).toEqual([]);
    const drift = await problems("tools.ts");
    expect(drift).toContain(
      "tool-schema/no-schema-drift: `city` is in the schema but getWeather(town) calls it `town`: rename it.",
    );
    // Deleting the function's file leaves nothing to compare against: silence, not the old report.
    rmSync(join(dir, "src", "weather.ts"));
    expect((await problems("tools.ts")).filter((p) => p.startsWith("tool-schema/"))).toEqual([]);
  });

  it("a schema edited in its own file is read afresh: the drift is reported, and gone once fixed", async () => {
    await create("rain.ts", weather("city"));
    const tool = (property: string) =>
      REGISTRY_TOOL.replaceAll("./weather.js", "./rain.js")
        .replaceAll("city: {", `${property}: {`)
        .replace('["city"]', `["${property}"]`);
    await create("rain-tools.ts", tool("town"));
    expect((await problems("rain-tools.ts")).filter((p) => p.startsWith("tool-schema/no-schema-drift"))).toHaveLength(
      1,
    );
    write("rain-tools.ts", tool("city"));
    expect(await problems("rain-tools.ts")).toEqual([]);
  });
});
