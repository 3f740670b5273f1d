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

// Whether a lint glob can select JavaScript files (`dist/**/*.js`, `src/**`, `*.{ts,js}`).
export function selectsJavaScript(glob) {
  return /\.[cm]?jsx?$|\{[^}]*\bjsx?\b[^}]*\}$|\*$/.test(glob);
}

// Whether a lint glob can select TypeScript sources (`src/**/*.ts`, `*.tsx`, `src/**`).
export function selectsTypeScript(glob) {
  return /\.[cm]?tsx?$|\{[^}]*\btsx?\b[^}]*\}$|\*$/.test(glob);
}

// Whether the project lints TypeScript sources (`src/**/*.ts`) rather than only shipped JavaScript.
export function lintsTypeScript(project) {
  return project.lint.some(selectsTypeScript);
}

/**
 * Node's types, installed beside a project whose TypeScript sources are linted: a package's own
 * `@types/node` is a devDependency, which npm does not install with it, and a user linting those
 * sources has it. Pinned, so that results are reproducible.
 */
const NODE_TYPES = { "@types/node": "20.19.43" };

/** Whether a lint glob can select TSX files. */
function selectsTsx(glob) {
  return /\.tsx$|\{[^}]*\btsx\b[^}]*\}$|\*$/.test(glob);
}

/**
 * The compiler options a user linting the project would set. For a published package's JavaScript:
 * allowJs so the project service puts the files in a program, Node's own resolution. For the
 * TypeScript sources a package ships: the bundler resolution those sources are usually written for
 * (extensionless relative imports), JSX when a glob selects TSX, JavaScript only when a glob
 * selects it, and Node's types (NODE_TYPES; TypeScript 6 includes no `@types` package unless named).
 * Other types come from the dependencies installed with the package. A project's `tsconfig` entry
 * overrides any of these options.
 */
export function tsconfigFor(project) {
  const typescript = lintsTypeScript(project);
  const javascript = project.lint.some(selectsJavaScript);
  const compilerOptions = typescript
    ? {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        ...(project.lint.some(selectsTsx) ? { jsx: "react-jsx" } : {}),
        ...(javascript ? { allowJs: true, checkJs: false } : {}),
        types: ["node"],
      }
    : { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", allowJs: true, checkJs: false };
  return {
    compilerOptions: {
      ...compilerOptions,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      resolveJsonModule: true,
      ...project.tsconfig,
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
 * browser) unless that exact version is already there, with Node's types for TypeScript sources and
 * the project's `extraPackages` (`{ "@types/express": "5.0.3" }`: types its sources import from
 * devDependencies, which npm does not install with the package). Returns an error line, or undefined.
 */
function install(project, folder) {
  const extra = { ...(lintsTypeScript(project) ? NODE_TYPES : {}), ...project.extraPackages };
  const installed = Object.entries({ [project.package]: project.version, ...extra }).every(
    ([name, version]) => installedVersion(folder, name) === version,
  );
  if (installed) return undefined;
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify(
      {
        name: `real-world-${project.id}`,
        private: true,
        dependencies: { [project.package]: project.version, ...extra },
      },
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
