// The scratch workspace of the real-world benchmark: each project's pinned package installed from the
// npm registry into its own folder, and what the package ships copied into a lintable folder with a
// tsconfig.json. Nothing here is committed; a second run reuses an install whose version matches.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where projects are installed: `$TOOL_SCHEMA_REAL_WORLD_DIR`, or a folder in the OS temp dir. */
export function workspaceRoot() {
  return process.env.TOOL_SCHEMA_REAL_WORLD_DIR ?? join(tmpdir(), "tool-schema-real-world");
}

/**
 * The compiler options a user linting a published package's JavaScript would set: allowJs so the
 * project service puts the files in a program, types from the installed dependencies, no emit.
 */
function tsconfigFor(project) {
  return {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      allowJs: true,
      checkJs: false,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      resolveJsonModule: true,
    },
    include: project.lint,
    exclude: ["node_modules", "**/*.d.ts.map", "**/*.js.map"],
  };
}

function installedVersion(folder, name) {
  try {
    return JSON.parse(readFileSync(join(folder, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
}

/**
 * Installs `project.package@project.version` (lifecycle scripts off: some servers download a
 * browser) unless that exact version is already there. Returns an error line, or undefined.
 */
function install(project, folder) {
  if (installedVersion(folder, project.package) === project.version) return undefined;
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify(
      { name: `real-world-${project.id}`, private: true, dependencies: { [project.package]: project.version } },
      null,
      2,
    ),
  );
  const npm = spawnSync(
    "npm",
    ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", "--legacy-peer-deps"],
    { cwd: folder, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  if (npm.status !== 0)
    return `npm install ${project.package}@${project.version} failed: ${npm.stderr.trim().split("\n")[0]}`;
  if (installedVersion(folder, project.package) !== project.version)
    return `${project.package}@${project.version} did not install`;
  return undefined;
}

/**
 * A fresh copy of the installed package at `<project>/<name>` with our tsconfig.json. The copy keeps
 * the package's nested node_modules (ESLint ignores them), and resolves the rest from the project's
 * install folder above it.
 */
export function freshCopy(project, name) {
  const folder = join(workspaceRoot(), project.id);
  const target = join(folder, name);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(folder, "node_modules", project.package), target, { recursive: true });
  writeFileSync(join(target, "tsconfig.json"), JSON.stringify(tsconfigFor(project), null, 2));
  return target;
}

/** Installs every project; returns `{ project, dir }` for those that installed and `{ project, error }` for the rest. */
export function prepareProjects(projects, log) {
  return projects.map((project) => {
    const folder = join(workspaceRoot(), project.id);
    log(`  installing ${project.package}@${project.version}…`);
    const error = install(project, folder);
    if (error !== undefined) return { project, error };
    const dir = freshCopy(project, "lint");
    return existsSync(dir) ? { project, dir } : { project, error: `nothing installed at ${dir}` };
  });
}
