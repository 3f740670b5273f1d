// The real-world benchmark's projects, in groups: projects.json is group "main"; each
// projects/*.json adds a group `{ group, heldOut, notes, projects: [...] }`. A held-out group is
// measured only when named, so that its first-contact figures are taken once, on purpose.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));

/**
 * Every group, in a stable order (main first, then in the order of their files' names), the files
 * of one group merged. Throws on a project id used twice: ids name the labels files and the
 * scratch folders.
 */
export function loadGroups(dir = here) {
  const groups = new Map([
    ["main", { name: "main", heldOut: false, projects: JSON.parse(readFileSync(join(dir, "projects.json"), "utf8")) }],
  ]);
  const extra = join(dir, "projects");
  const files = existsSync(extra) ? readdirSync(extra).filter((f) => f.endsWith(".json")) : [];
  for (const file of files.sort()) {
    const data = JSON.parse(readFileSync(join(extra, file), "utf8"));
    if (typeof data.group !== "string" || !Array.isArray(data.projects))
      throw new Error(`projects/${file}: expected { group, heldOut, projects: [...] }`);
    const group = groups.get(data.group) ?? { name: data.group, heldOut: data.heldOut === true, projects: [] };
    // One held-out file makes its whole group held out: measuring part of it would spend it.
    group.heldOut ||= data.heldOut === true;
    group.projects.push(...data.projects);
    groups.set(data.group, group);
  }
  const seen = new Map();
  for (const group of groups.values())
    for (const project of group.projects) {
      if (seen.has(project.id))
        throw new Error(`project id "${project.id}" is in group ${seen.get(project.id)} and ${group.name}`);
      seen.set(project.id, group.name);
    }
  return [...groups.values()];
}

/**
 * The groups a run measures: `selection` (REAL_WORLD_GROUP) is a comma list of group names or
 * "all"; without it, every group that is not held out. `only` (REAL_WORLD_ONLY) keeps the projects
 * with those ids. Groups left without projects are dropped. Throws on an unknown group name.
 */
export function selectGroups(groups, selection, only) {
  const names = selection?.split(",").filter(Boolean);
  let chosen;
  if (names === undefined || names.length === 0) chosen = groups.filter((g) => !g.heldOut);
  else if (names.includes("all")) chosen = groups;
  else {
    const unknown = names.filter((n) => !groups.some((g) => g.name === n));
    if (unknown.length > 0)
      throw new Error(`unknown group ${unknown.join(", ")}; known: ${groups.map((g) => g.name).join(", ")}`);
    chosen = groups.filter((g) => names.includes(g.name));
  }
  return chosen
    .map((g) => ({ ...g, projects: only === undefined ? g.projects : g.projects.filter((p) => only.includes(p.id)) }))
    .filter((g) => g.projects.length > 0);
}

/** The groups a benchmark run measures, from REAL_WORLD_GROUP and REAL_WORLD_ONLY. */
export function groupsFromEnvironment(env = process.env) {
  return selectGroups(loadGroups(), env.REAL_WORLD_GROUP, env.REAL_WORLD_ONLY?.split(",").filter(Boolean));
}
