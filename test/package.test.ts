import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("package.json", () => {
  it("exposes the runtime, the ESLint plugin and the generator", () => {
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining([".", "./eslint", "./generate", "./mcp"]));
    expect(pkg.bin["tool-schema"]).toBeDefined();
  });

  it("pins every dependency exactly", () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    for (const [name, version] of Object.entries(all)) {
      // An alias (`"zod3": "npm:zod@3.25.76"`, a second major for tests) is pinned the same way.
      expect(version, name).toMatch(/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+$/);
    }
  });
});
