// The real-world benchmark's project groups and the tsconfig it writes for each project.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadGroups, selectGroups } from "../../bench/real-world/groups.js";
import { tsconfigFor } from "../../bench/real-world/workspace.js";

const project = (id: string, lint = ["dist/**/*.js"]) => ({ id, package: id, version: "1.0.0", lint });

function folder(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), "groups-"));
  mkdirSync(join(dir, "projects"));
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(data));
  return dir;
}

describe("groups", () => {
  const dir = folder({
    "projects.json": [project("a"), project("b")],
    "projects/fresh-1-mcp.json": { group: "fresh-1", heldOut: false, projects: [project("c")] },
    "projects/fresh-1-agents.json": { group: "fresh-1", heldOut: false, projects: [project("d")] },
    "projects/fresh-2.json": { group: "fresh-2", heldOut: true, projects: [project("e")] },
  });
  const groups = loadGroups(dir);
  const names = (chosen: { name: string; projects: { id: string }[] }[]) =>
    chosen.map((g) => `${g.name}: ${g.projects.map((p) => p.id).join(",")}`);

  it("loads main from projects.json and merges the files of one group, in file-name order", () => {
    expect(names(groups)).toEqual(["main: a,b", "fresh-1: d,c", "fresh-2: e"]);
  });

  it("runs a held-out group only when it is named", () => {
    expect(names(selectGroups(groups, undefined, undefined))).toEqual(["main: a,b", "fresh-1: d,c"]);
    expect(names(selectGroups(groups, "fresh-2", undefined))).toEqual(["fresh-2: e"]);
    expect(names(selectGroups(groups, "all", undefined))).toEqual(["main: a,b", "fresh-1: d,c", "fresh-2: e"]);
    expect(names(selectGroups(groups, "main,fresh-2", ["b", "e"]))).toEqual(["main: b", "fresh-2: e"]);
    expect(names(selectGroups(groups, undefined, ["e"]))).toEqual([]);
  });

  it("rejects an unknown group and a project id used twice", () => {
    expect(() => selectGroups(groups, "fresh-3", undefined)).toThrow(/unknown group fresh-3/);
    const twice = folder({
      "projects.json": [project("a")],
      "projects/x.json": { group: "x", projects: [project("a")] },
    });
    expect(() => loadGroups(twice)).toThrow(/"a" is in group main and x/);
  });
});

describe("tsconfigFor", () => {
  it("keeps Node's resolution and allowJs for shipped JavaScript", () => {
    expect(tsconfigFor(project("js")).compilerOptions).toMatchObject({
      module: "NodeNext",
      moduleResolution: "NodeNext",
      allowJs: true,
    });
  });

  it("uses bundler resolution and Node's types for TypeScript sources, JavaScript and JSX only when selected", () => {
    const ts = tsconfigFor(project("ts", ["src/**/*.ts"])).compilerOptions;
    expect(ts).toMatchObject({ module: "ESNext", moduleResolution: "Bundler", types: ["node"], skipLibCheck: true });
    expect(ts.allowJs).toBeUndefined();
    expect(ts.jsx).toBeUndefined();
    const tsx = tsconfigFor(project("tsx", ["src/**/*.{ts,tsx}", "lib/*.js"])).compilerOptions;
    expect(tsx).toMatchObject({ jsx: "react-jsx", allowJs: true });
  });

  it("applies a project's own overrides last", () => {
    const options = tsconfigFor({
      ...project("o", ["src/**/*.ts"]),
      tsconfig: { strict: false, jsx: "preserve" },
    }).compilerOptions;
    expect(options).toMatchObject({ strict: false, jsx: "preserve", moduleResolution: "Bundler" });
  });
});
