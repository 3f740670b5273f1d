// The published tarball, installed the two ways the README says: for the runtime alone
// (`npm i tool-schema`, which must stay small: agents ship it to production and edge runtimes), and
// with the linting tools in an `npm init -y` project (CommonJS, so the config is eslint.config.mjs)
// with the README's minimal tsconfig.json. Packs the dist/ that `npm ci` built (no rebuild here).
// Needs the npm registry (CI has it); slow, so each project is installed once for the whole file.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = new URL("../..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const pinned = (name: string) => `${name}@${pkg.devDependencies[name]}`;

/** The runtime-only install's ceiling: tool-schema, ajv and ajv's four dependencies (was 98 packages, 47 MB). */
const RUNTIME_MAX_PACKAGES = 6;
const RUNTIME_MAX_BYTES = 3 * 1024 * 1024;

let workspace: string;
let tarball: string;

function run(cwd: string, command: string, args: string[]): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function newProject(name: string, manifest: object): string {
  const dir = join(workspace, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
  return dir;
}

function install(cwd: string, specs: string[]): void {
  run(cwd, "npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", ...specs]);
}

/** Bytes of every file under `dir` (what the install puts on disk, before block rounding). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** Installed packages, as npm's lock file lists them. */
function installedPackages(cwd: string): string[] {
  const lock = JSON.parse(readFileSync(join(cwd, "package-lock.json"), "utf8")) as {
    packages: Record<string, unknown>;
  };
  return Object.keys(lock.packages)
    .filter((path) => path !== "")
    .map((path) => path.replace(/^.*node_modules\//, ""));
}

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "tool-schema-pack-"));
  const packed = run(repo, "npm", ["pack", "--ignore-scripts", "--pack-destination", workspace, "--json"]);
  tarball = join(workspace, JSON.parse(packed)[0].filename);
}, 120_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

it("the tarball ships only what users need", () => {
  const listing = execFileSync("npm", ["pack", "--ignore-scripts", "--dry-run", "--json"], {
    cwd: repo,
    encoding: "utf8",
  });
  const files: string[] = JSON.parse(listing)[0].files.map((f: { path: string }) => f.path);
  expect(files).toContain("dist/src/index.js");
  expect(files).toContain("LICENSE");
  expect(files.filter((f) => /^(src|test|bench|examples)\//.test(f) || f.endsWith(".map"))).toEqual([]);
});

describe("npm i tool-schema (the runtime alone)", () => {
  let project: string;

  beforeAll(() => {
    project = newProject("runtime", { name: "agent", private: true, type: "module" });
    install(project, [tarball]);
  }, 240_000);

  it(`installs at most ${RUNTIME_MAX_PACKAGES} packages and ${RUNTIME_MAX_BYTES / 1024 / 1024} MB: no compiler, no linter`, () => {
    const packages = installedPackages(project);
    expect(packages.sort()).toEqual([
      "ajv",
      "fast-deep-equal",
      "fast-uri",
      "json-schema-traverse",
      "require-from-string",
      "tool-schema",
    ]);
    expect(packages.length).toBeLessThanOrEqual(RUNTIME_MAX_PACKAGES);
    expect(bytesUnder(join(project, "node_modules"))).toBeLessThan(RUNTIME_MAX_BYTES);
  });

  it("runs a tool", () => {
    writeFileSync(
      join(project, "run.mjs"),
      [
        'import { ToolRegistry } from "tool-schema";',
        "const registry = new ToolRegistry({ timeoutMs: 1000 });",
        "registry.tool((a, b) => a + b, {",
        '  name: "add", description: "Add two numbers.", positional: ["a", "b"],',
        '  parameters: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] },',
        "});",
        'console.log(await registry.invoke("add", \'{"a": 2, "b": 3}\'));',
        'console.log(await registry.invoke("add", \'{"a": 2, "b": 3, "c": 4}\'));',
      ].join("\n"),
    );
    expect(run(project, "node", ["run.mjs"]).trim().split("\n")).toEqual([
      "5",
      'Invalid arguments for tool "add": /c: unknown argument "c" (declared: a, b)',
    ]);
  });

  it("the plugin and the CLI say in one line what to install, without a stack trace", () => {
    const plugin = spawnSync("node", ["--input-type=module", "-e", 'await import("tool-schema/eslint")'], {
      cwd: project,
      encoding: "utf8",
    });
    expect(plugin.status).not.toBe(0);
    expect(plugin.stderr).toContain(
      'tool-schema: tool-schema/eslint needs typescript, @typescript-eslint/parser, @typescript-eslint/utils, which are not installed; run: npm i -D typescript@">=5.0 <6.1" @typescript-eslint/parser @typescript-eslint/utils',
    );
    expect(plugin.stderr).not.toMatch(/^\s+at /m);
    const cli = spawnSync(join(project, "node_modules/.bin/tool-schema"), ["generate", "tools.ts"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toBe(
      'tool-schema: tool-schema generate needs typescript, which is not installed; run: npm i -D typescript@">=5.0 <6.1"\n',
    );
  });
});

describe("npm i tool-schema, then -D the linting tools, in an npm init -y project", () => {
  let project: string;

  beforeAll(() => {
    // What `npm init -y` writes: CommonJS, hence eslint.config.mjs (as the README says).
    project = newProject("lint", { name: "agent", version: "1.0.0", main: "index.js", type: "commonjs" });
    install(project, [tarball]);
    install(project, [
      "-D",
      pinned("eslint"),
      pinned("typescript"),
      pinned("@typescript-eslint/parser"),
      pinned("@typescript-eslint/utils"),
    ]);
    // The README's minimal tsconfig.json.
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", strict: true, noEmit: true },
        include: ["src"],
      }),
    );
    writeFileSync(
      join(project, "eslint.config.mjs"),
      'import toolSchema from "tool-schema/eslint";\n\nexport default [toolSchema.configs.recommended];\n',
    );
    mkdirSync(join(project, "src"));
    writeFileSync(
      join(project, "src/tools.ts"),
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
  }, 300_000);

  it("lints a file with tool-schema/eslint", () => {
    // ESLint exits 1 when it reports an error: read its output either way.
    const eslint = spawnSync("npx", ["eslint", "--format", "json", "src/tools.ts"], { cwd: project, encoding: "utf8" });
    expect(eslint.stderr).toBe("");
    const [result] = JSON.parse(eslint.stdout);
    const rules = result.messages.map((m: { ruleId: string }) => m.ruleId);
    expect(rules).toContain("tool-schema/no-schema-drift");
  }, 120_000);

  it("inspects with the installed `tool-schema` bin (the finder comes from the plugin's bundle)", () => {
    const inspect = spawnSync(join(project, "node_modules/.bin/tool-schema"), ["inspect", "src/tools.ts"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(inspect.stderr).toBe("");
    expect(inspect.stdout).toContain("add");
    expect(inspect.stdout).toContain("1 definition in 1 file");
  }, 120_000);

  it("generates with the installed `tool-schema` bin, twice (the second run reads the compile cache)", () => {
    const tmp = mkdtempSync(join(tmpdir(), "tool-schema-pack-cache-"));
    try {
      const generate = () =>
        execFileSync(join(project, "node_modules/.bin/tool-schema"), ["generate", "src/tools.ts"], {
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
        parameters: {
          type: "object",
          properties: { a: { type: "number" }, b: { type: "number" } },
          required: ["a", "b"],
          additionalProperties: false,
        },
        positional: ["a", "b"],
      });
      expect(JSON.parse(generate())).toEqual(first);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it("with TypeScript 7 forced in, the plugin and the CLI print one line naming the supported range", () => {
    // What `npm i -D typescript@latest --force` leaves: a typescript 7 package, whose compiler has
    // no JavaScript API to load. Stood in for by a package that throws when loaded.
    const typescript = join(project, "node_modules/typescript");
    rmSync(typescript, { recursive: true, force: true });
    mkdirSync(join(typescript, "lib"), { recursive: true });
    writeFileSync(
      join(typescript, "package.json"),
      JSON.stringify({ name: "typescript", version: "7.0.2", main: "lib/typescript.js" }),
    );
    writeFileSync(join(typescript, "lib/typescript.js"), 'throw new Error("not the TypeScript 5/6 API");\n');
    const expected =
      "supports TypeScript >=5.0 <6.1 (5.x or 6.0), but TypeScript 7.0.2 is installed; run: npm i -D typescript@6.0";

    const cli = spawnSync(join(project, "node_modules/.bin/tool-schema"), ["generate", "src/tools.ts"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toBe(`tool-schema: tool-schema generate ${expected}\n`);

    const eslint = spawnSync("npx", ["eslint", "src/tools.ts"], { cwd: project, encoding: "utf8" });
    expect(eslint.status).toBe(2);
    expect(eslint.stderr).toContain(`tool-schema: tool-schema/eslint ${expected}`);
    expect(eslint.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});
