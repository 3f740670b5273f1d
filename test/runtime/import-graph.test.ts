import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The runtime ships to production agents and edge runtimes: nothing reachable from src/index.ts by
// static imports may be a compiler or linter package, a node: builtin, or an optional peer.
const FORBIDDEN = [
  /^typescript$/,
  /^eslint(\/|$)/,
  /^@typescript-eslint\//,
  /^node:/,
  /^@cfworker\//,
  /^@modelcontextprotocol\//,
];
const here = dirname(fileURLToPath(import.meta.url));
const entry = resolve(here, "../../src/index.ts");

// Static `import … from "x"` and `export … from "x"`, including `import type` (harmless, but kept
// out too: the declaration files would then need the package to type-check).
const SPECIFIER = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gms;

function specifiers(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...withoutComments.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2])!);
}

/** Every file and package reachable from `entry`; packages are followed through their own imports too. */
function walk(start: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const isOwnSource = file.startsWith(resolve(here, "../../src"));
    const source = readFileSync(file, "utf8");
    const found = isOwnSource
      ? specifiers(source)
      : [...source.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]!);
    for (const specifier of found) {
      if (specifier.startsWith(".")) {
        const target = resolve(dirname(file), isOwnSource ? specifier.replace(/\.js$/, ".ts") : specifier);
        pending.push(isOwnSource ? target : createRequire(file).resolve(target));
      } else {
        packages.add(specifier);
        if (specifier.startsWith("node:") || FORBIDDEN.some((pattern) => pattern.test(specifier))) continue;
        pending.push(createRequire(file).resolve(specifier));
      }
    }
  }
  return { files, packages };
}

describe("the runtime's import graph", () => {
  const { files, packages } = walk(entry);

  it("reaches the runtime sources and ajv", () => {
    expect([...files].some((file) => file.endsWith("src/runtime/registry.ts"))).toBe(true);
    expect([...files].some((file) => file.endsWith("src/schema/dialects.ts"))).toBe(true);
    expect([...packages]).toContain("ajv/dist/2020.js");
  });

  it("never reaches typescript, eslint, @typescript-eslint/*, node: builtins or @cfworker/*", () => {
    const forbidden = [...packages].filter((name) => FORBIDDEN.some((pattern) => pattern.test(name)));
    expect(forbidden).toEqual([]);
  });

  it("would catch a forbidden import", () => {
    expect(
      specifiers('import ts from "typescript";\nexport { x } from "./y.js";\nimport "eslint/side-effect";'),
    ).toEqual(["typescript", "./y.js", "eslint/side-effect"]);
  });
});
