// The real-world benchmark's scoring: which report matches which label, which labelled definition
// the plugin found and linked, and what a --fix removed.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  definitionCoverage,
  KIND_RULES,
  keywordEntries,
  matchReports,
  newReports,
  namesProperty,
  removedEntries,
  typeErrorLines,
} from "../../bench/real-world/score.js";

const drift = {
  id: "p/1",
  rules: ["no-undeclared-arguments"],
  at: [{ file: "dist/index.js", lines: [10, 20] as [number, number] }],
  property: "thread_ts",
};
const report = (line: number, ruleId: string, message: string) => ({ file: "dist/index.js", line, ruleId, message });

describe("matchReports", () => {
  it("matches a report by rule, file range and the property it names", () => {
    const hit = report(
      12,
      "tool-schema/no-undeclared-arguments",
      '`thread_ts` is read by the implementation of tool "x"',
    );
    const { found, unmatched, reports } = matchReports([hit], [drift]);
    expect(reports).toBe(1);
    expect(found.get("p/1")).toEqual([hit]);
    expect(unmatched).toEqual([]);
  });

  it("leaves a report of another rule, line, file or property unmatched", () => {
    const misses = [
      report(12, "tool-schema/no-schema-drift", "`thread_ts` is …"),
      report(30, "tool-schema/no-undeclared-arguments", "`thread_ts` is …"),
      { ...report(12, "tool-schema/no-undeclared-arguments", "`thread_ts` is …"), file: "dist/other.js" },
      report(12, "tool-schema/no-undeclared-arguments", "`thread` is …"),
    ];
    const { found, unmatched } = matchReports(misses, [drift]);
    expect(found.get("p/1")).toEqual([]);
    expect(unmatched).toEqual(misses);
  });

  it("matches a report by a rule its kind names, when the label was written before that rule (rules: [])", () => {
    const early = { ...drift, kind: "invalid-schema", rules: [], property: "note" };
    const byKind = report(12, "tool-schema/valid-schema", 'says `optional: true` on "note"');
    const otherRule = report(12, "tool-schema/no-schema-drift", "`note` …");
    const { found, unmatched } = matchReports([byKind, otherRule], [early]);
    expect(found.get("p/1")).toEqual([byKind]);
    expect(unmatched).toEqual([otherRule]);
  });

  it("knows the same owners for each kind as the README's table", () => {
    const readme = readFileSync(new URL("../../bench/real-world/README.md", import.meta.url), "utf8");
    const section = readme.split("## Drift kinds")[1]!.split("\n## ")[0]!;
    const rows = section
      .split("\n")
      .map((line) => /^\| `([a-z-]+)` +\|[^|]*\|([^|]*)\|$/.exec(line))
      .filter((match) => match !== null);
    const table = Object.fromEntries(
      rows.map(([, kind, rules]) => [kind, [...rules!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1])]),
    );
    expect(table).toEqual(KIND_RULES);
  });

  it("matches a report at the labelled tool's definition that names the tool (a schema imported from another module)", () => {
    const labelled = { ...drift, tool: "create_agent" };
    const definitions = [{ name: "create_agent", file: "src/tools/agent.ts", line: 28 }];
    const atTool = {
      ...report(30, "tool-schema/no-undeclared-arguments", '`thread_ts` … of tool "create_agent" …'),
      file: "src/tools/agent.ts",
    };
    const otherTool = { ...atTool, message: '`thread_ts` … of tool "get_agent" …' };
    const elsewhere = { ...atTool, file: "src/tools/call.ts" };
    const { found, unmatched } = matchReports([atTool, otherTool, elsewhere], [labelled], definitions);
    expect(found.get("p/1")).toEqual([atTool]);
    expect(unmatched).toEqual([otherTool, elsewhere]);
    expect(matchReports([atTool], [labelled]).unmatched).toEqual([atTool]); // without the definitions: no place
  });

  it("counts only the plugin's reports (not parse errors or other rules)", () => {
    const { reports, unmatched } = matchReports(
      [{ file: "a.js", line: 1, ruleId: null, message: "Parsing error" }, report(1, "no-console", "x")],
      [drift],
    );
    expect(reports).toBe(0);
    expect(unmatched).toEqual([]);
  });

  it("names a property only as a whole word", () => {
    expect(namesProperty("`city` is missing", "city")).toBe(true);
    expect(namesProperty("velocity is missing", "city")).toBe(false);
    expect(namesProperty("`a.b` (x)", "a.b")).toBe(true);
  });
});

describe("definitionCoverage", () => {
  const labels = [
    { name: "get_weather", file: "a.js", line: 5 },
    { name: "echo", file: "b.js", line: 9 },
    { name: "ping", file: "b.js", line: 20 },
    { name: "lost", file: "c.js", line: 1 },
  ];
  it("finds by file and name, by place when the name is unreadable; links directly or from another file's dispatch", () => {
    const coverage = definitionCoverage(
      [
        { kind: "definition", file: "a.js", name: "get_weather", line: 5, linked: true },
        { kind: "definition", file: "b.js", name: undefined, line: 10, linked: false },
        { kind: "definition", file: "b.js", name: "ping", line: 20, linked: false },
        { kind: "remote", name: "ping" },
        { kind: "definition", file: "d.js", name: "call", line: 3, linked: false },
      ],
      labels,
    );
    expect(coverage).toMatchObject({ labelled: 4, found: 3, linked: 2 });
    expect(coverage.missed.map((d) => d.name)).toEqual(["lost"]);
    expect(coverage.extra.map((d) => d.name)).toEqual(["call"]);
  });

  it("an unnamed definition matches a label named after the factory that makes it, at the factory's line", () => {
    const coverage = definitionCoverage(
      [
        { kind: "definition", file: "a.js", name: undefined, line: 12, factoryLine: 9, linked: true },
        { kind: "definition", file: "a.js", name: undefined, line: 30, factoryLine: 20, linked: true },
      ],
      [
        { name: "makeSearchTool", file: "a.js", line: 9 },
        { name: "makeOtherTool", file: "a.js", line: 25 },
      ],
    );
    expect(coverage).toMatchObject({ labelled: 2, found: 1, linked: 1 });
    expect(coverage.missed.map((d) => d.name)).toEqual(["makeOtherTool"]);
  });
});

describe("what a fix removed", () => {
  it("lists descriptions, defaults and constraints with their place, and what a fix no longer has", () => {
    const before = keywordEntries(
      "t.js",
      `export const s = { properties: { city: { type: "string", description: "City", default: "Paris" }, n: { type: "number", minimum: 1 } } };`,
    );
    expect(before).toEqual([
      'properties.city.description: "City"',
      'properties.city.default: "Paris"',
      "properties.n.minimum: 1",
    ]);
    const after = keywordEntries(
      "t.js",
      `export const s = { properties: { town: { type: "string", description: "City" }, n: { type: "number", minimum: 1 } } };`,
    );
    expect(removedEntries(before, after)).toEqual([
      'properties.city.description: "City"',
      'properties.city.default: "Paris"',
    ]);
    expect(removedEntries(["a", "a"], ["a"])).toEqual(["a"]);
  });

  it("reads tsc's errors without line numbers", () => {
    const out = "src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.\nsomething else\n";
    expect(typeErrorLines(out)).toEqual(["src/a.ts: TS2322 Type 'string' is not assignable to type 'number'."]);
  });
});

describe("newReports", () => {
  const r = (line: number, ruleId: string | null, message: string) => ({ file: "a.js", line, ruleId, message });

  it("keeps the plugin's reports that the earlier lint did not give, ignoring lines, as a multiset", () => {
    const before = [r(1, "tool-schema/x", "`a` is …"), r(2, "tool-schema/x", "`b` is …")];
    const moved = r(9, "tool-schema/x", "`a` is …");
    const again = r(10, "tool-schema/x", "`a` is …");
    const other = r(3, "no-unused-vars", "`c` is …");
    const fresh = r(4, "tool-schema/y", "`a` is …");
    expect(newReports([moved, again, other, fresh], before)).toEqual([again, fresh]);
  });
});
