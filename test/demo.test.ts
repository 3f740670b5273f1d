// `npm run demo` end to end: the plugin's own rules on the bundled example (examples/support-agent),
// the fix on a temporary copy, and the scripted agent loop. Uses the built package (npm ci builds it).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
const exampleFile = (name: string) =>
  readFileSync(new URL(`../examples/support-agent/src/${name}`, import.meta.url), "utf8");

describe("npm run demo", () => {
  it("finds the drift, fixes a copy, leaves the example untouched and runs the agent loop", () => {
    const before = exampleFile("registry.ts");
    const demo = spawnSync(process.execPath, ["examples/demo.js"], { cwd: repo, encoding: "utf8" });
    expect(demo.stderr).toBe("");
    expect(demo.status).toBe(0);
    const out = demo.stdout;

    // Each planted problem is reported by the rule that owns it.
    expect(out).toContain("`location` is in the schema but getWeather(city, unit) calls it `city`: rename it");
    expect(out).toContain("`unit` is required in the schema but optional in getWeather(city, unit)");
    expect(out).toContain("`limit` is string in the schema but integer in searchDocs(query, limit)");
    expect(out).toContain(
      "lookupOrder(orderId) takes its arguments one by one, but the dispatch map calls it with the one arguments object",
    );
    expect(out).toMatch(/Tool name "lookup_order" is used again at line \d+/);
    expect(out).toMatch(/"create_ticket".* empty/);

    // The fix shows as a diff; the model's wrong call gets a readable error and is corrected.
    expect(out).toContain('+      city: { type: "string", description: "City name, e.g. \\"Paris\\"." },');
    expect(out).toContain('Invalid arguments for tool "search_docs": /limit: expected integer, got string "two"');
    expect(out).toContain('assistant → search_docs({"query":"export invoices","limit":2})');
    expect(out).toMatch(
      /^demo: \d+ problems found, \d+ fixed by --fix, 4 left for a human; fixed copy lints clean; 3 tool calls, 1 rejected/m,
    );

    expect(exampleFile("registry.ts")).toBe(before);
  }, 120_000);
});
