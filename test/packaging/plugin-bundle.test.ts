// The built ESLint plugin is one module (rolldown.config.js): what it imports are packages and
// node: builtins, and loaded from dist/ it is the plugin the sources make. Reads the dist/ that
// `npm ci` built, as the CLI tests do.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import sourcePlugin from "../../src/eslint/plugin.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const BUNDLE = join(ROOT, "dist/src/eslint/plugin.js");

describe("the built ESLint plugin", () => {
  it("imports only packages and node: builtins: every module of its own is bundled in", () => {
    const source = readFileSync(BUNDLE, "utf8");
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm),
    ].map((match) => match[1] ?? match[2]);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((specifier) => specifier!.startsWith("."))).toEqual([]);
  });

  it("has the rules and configs of the sources", async () => {
    const { default: built } = (await import(join(ROOT, "dist/src/eslint/index.js"))) as {
      default: typeof sourcePlugin;
    };
    expect(Object.keys(built.rules).sort()).toEqual(Object.keys(sourcePlugin.rules).sort());
    expect(Object.keys(built.configs).sort()).toEqual(Object.keys(sourcePlugin.configs).sort());
    expect(built.configs.recommended.rules).toEqual(sourcePlugin.configs.recommended.rules);
    expect(built.meta).toEqual(sourcePlugin.meta);
  });
});
