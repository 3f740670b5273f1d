// The published tarball, installed into a fresh project that holds only eslint, typescript and
// @typescript-eslint/parser: the plugin lints a file, the runtime runs a tool and the bin generates.
// Packs the dist/ that `npm ci` built (no rebuild here). Needs the npm registry (CI has it); slow,
// so it installs once for the whole file.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = new URL("../..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const pinned = (name: string) => `${name}@${pkg.devDependencies[name]}`;

let project: string;

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: project, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "tool-schema-pack-"));
  const packed = execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", project, "--json"], {
    cwd: repo,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tarball = join(project, JSON.parse(packed)[0].filename);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  run("npm", [
    "install",
    "--no-audit",
    "--no-fund",
    "--ignore-scripts",
    tarball,
    pinned("eslint"),
    pinned("typescript"),
    pinned("@typescript-eslint/parser"),
  ]);
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true },
      include: ["*.ts"],
    }),
  );
  writeFileSync(
    join(project, "eslint.config.js"),
    'import toolSchema from "tool-schema/eslint";\nexport default [toolSchema.configs.recommended];\n',
  );
  writeFileSync(
    join(project, "tools.ts"),
    [
      'import { ToolRegistry } from "tool-schema";',
      "export const registry = new ToolRegistry();",
      "export function add(a: number, b: number): number { return a + b; }",
      "registry.tool(add, {",
      '  description: "Add two numbers.",',
      '  parameters: { type: "object", properties: { a: { type: "number" }, b: { type: "string" } }, required: ["a", "b"] },',
      '  positional: ["a", "b"],',
      "});",
      "",
    ].join("\n"),
  );
}, 240_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("the packed tarball in a fresh project", () => {
  it("ships only what users need", () => {
    const listing = execFileSync("npm", ["pack", "--ignore-scripts", "--dry-run", "--json"], { cwd: repo, encoding: "utf8" });
    const files: string[] = JSON.parse(listing)[0].files.map((f: { path: string }) => f.path);
    expect(files).toContain("dist/src/index.js");
    expect(files.filter((f) => /^(src|test|bench|examples)\//.test(f) || f.endsWith(".map"))).toEqual([]);
  });

  it("lints a file with tool-schema/eslint", () => {
    // ESLint exits 1 when it reports an error: read its output either way.
    const eslint = spawnSync("npx", ["eslint", "--format", "json", "tools.ts"], { cwd: project, encoding: "utf8" });
    expect(eslint.stderr).toBe("");
    const [result] = JSON.parse(eslint.stdout);
    const rules = result.messages.map((m: { ruleId: string }) => m.ruleId);
    expect(rules).toContain("tool-schema/no-schema-drift");
  }, 120_000);

  it("runs a tool with the tool-schema runtime", () => {
    const script = [
      'import { ToolRegistry } from "tool-schema";',
      "const registry = new ToolRegistry();",
      "registry.tool((a, b) => a + b, {",
      '  name: "add", description: "Add two numbers.", positional: ["a", "b"],',
      '  parameters: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] },',
      "});",
      'console.log(await registry.invoke("add", \'{"a": 2, "b": 3}\'));',
    ].join("\n");
    writeFileSync(join(project, "run.mjs"), script);
    expect(run("node", ["run.mjs"]).trim()).toBe("5");
  });

  it("generates with the installed `tool-schema` bin, twice (the second run reads the compile cache)", () => {
    const tmp = mkdtempSync(join(tmpdir(), "tool-schema-pack-cache-"));
    try {
      const generate = () =>
        execFileSync(join(project, "node_modules/.bin/tool-schema"), ["generate", "tools.ts"], {
          cwd: project,
          encoding: "utf8",
          env: { ...process.env, TMPDIR: tmp },
        });
      const first = JSON.parse(generate());
      // Node 20: the compiler's code, compiled by the first run, is kept for the next (src/compile-cache.ts).
      if (typeof (Module as { enableCompileCache?: unknown }).enableCompileCache !== "function") {
        const [cacheDirectory] = readdirSync(tmp).filter((name) => name.startsWith("tool-schema-compile-cache"));
        expect(readdirSync(join(tmp, cacheDirectory!))).toEqual([expect.stringMatching(/^typescript-[0-9a-f]+\.bin$/)]);
      }
      expect(first.add).toEqual({
        parameters: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"], additionalProperties: false },
        positional: ["a", "b"],
      });
      expect(JSON.parse(generate())).toEqual(first);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
