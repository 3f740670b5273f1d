import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("package.json", () => {
  it("exposes the runtime, the ESLint plugin and the generator", () => {
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining([".", "./eslint", "./generate", "./mcp"]));
    expect(pkg.bin["tool-schema"]).toBeDefined();
  });

  it("the MCP SDK is an optional peer dependency, like every peer: `npm i tool-schema` installs none", () => {
    expect(pkg.dependencies).not.toHaveProperty("@modelcontextprotocol/sdk");
    expect(pkg.peerDependencies).toHaveProperty("@modelcontextprotocol/sdk");
    for (const name of Object.keys(pkg.peerDependencies)) {
      expect(pkg.peerDependenciesMeta[name], name).toEqual({ optional: true });
    }
    expect(pkg.exports["./mcp"]).toEqual({ types: "./dist/src/mcp.d.ts", default: "./dist/src/mcp.js" });
  });

  it("pins every dependency exactly", () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    for (const [name, version] of Object.entries(all)) {
      // An alias (`"zod3": "npm:zod@3.25.76"`, a second major for tests) is pinned the same way.
      expect(version, name).toMatch(/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+$/);
    }
  });
});
