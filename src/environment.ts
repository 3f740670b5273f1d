/**
 * Before the ESLint plugin or the generator loads the compiler: is what they need installed, in a
 * version they support? The runtime (`tool-schema`) needs none of it; the plugin and the generator
 * have their packages as optional peer dependencies, so a runtime-only install stays small, and a
 * missing or unsupported one must be said in one line rather than by a stack trace from deep
 * inside the compiler.
 *
 * Versions are read from each package's package.json, without loading the package: loading
 * TypeScript 7 (a native compiler with another API) is what would crash.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The TypeScript versions the generator and the rules are written and tested against. */
export const SUPPORTED_TYPESCRIPT = ">=5.0 <6.1";

/** Whether a TypeScript version is one `SUPPORTED_TYPESCRIPT` admits (5.x, 6.0.x; prereleases of those too). */
export function isSupportedTypeScript(version: string): boolean {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major === 5 || (major === 6 && minor === 0);
}

/** What each face needs, and the install line that fixes it. */
const NEEDS = {
  plugin: ["typescript", "@typescript-eslint/parser", "@typescript-eslint/utils"],
  generator: ["typescript"],
  // `tool-schema inspect` lints with ESLint and the plugin's finder.
  inspect: ["eslint", "@typescript-eslint/parser", "@typescript-eslint/utils", "typescript"],
} as const;

/** How messages name each face: what the user ran. */
const FACE_NAMES: Readonly<Record<Face, string>> = {
  plugin: "tool-schema/eslint",
  generator: "tool-schema generate",
  inspect: "tool-schema inspect",
};

export type Face = keyof typeof NEEDS;

/** Reads an installed package's version, or `undefined` when it cannot be found from `from`. */
export type VersionLookup = (name: string) => string | undefined;

/** The installed version of `name` as resolved from this file (where the plugin's own imports resolve). */
export function installedVersion(name: string, from: string = import.meta.url): string | undefined {
  const require = createRequire(from);
  try {
    const manifest = require.resolve(`${name}/package.json`);
    const json = JSON.parse(readFileSync(manifest, "utf8")) as { version?: unknown };
    return typeof json.version === "string" ? json.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `face` cannot run here, as one line naming what to install, or `undefined` when it can.
 * `lookup` is injectable for tests.
 */
export function environmentProblem(face: Face, lookup: VersionLookup = installedVersion): string | undefined {
  const what = FACE_NAMES[face];
  const missing = NEEDS[face].filter((name) => lookup(name) === undefined);
  if (missing.length > 0) {
    const install = missing.map((name) => (name === "typescript" ? 'typescript@">=5.0 <6.1"' : name)).join(" ");
    return `tool-schema: ${what} needs ${missing.join(", ")}, which ${missing.length === 1 ? "is" : "are"} not installed; run: npm i -D ${install}`;
  }
  const typescript = lookup("typescript")!;
  if (!isSupportedTypeScript(typescript)) {
    return `tool-schema: ${what} supports TypeScript ${SUPPORTED_TYPESCRIPT} (5.x or 6.0), but TypeScript ${typescript} is installed; run: npm i -D typescript@6.0`;
  }
  return undefined;
}

/**
 * An error whose stack is its message: ESLint prints a fatal error's `stack`, and the line is all
 * the user needs (the frames would point into tool-schema, not at anything they can change).
 */
export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvironmentError";
    this.stack = message;
  }
}

/** Throws an `EnvironmentError` when `face` cannot run here. */
export function assertEnvironment(face: Face): void {
  const problem = environmentProblem(face);
  if (problem !== undefined) throw new EnvironmentError(problem);
}

/**
 * For the `tool-schema` command: what its subcommand needs (inspect: ESLint and the parser as well
 * as TypeScript), found without the CLI's argument parser, which loads the compiler.
 */
export function cliEnvironmentProblem(
  argv: readonly string[],
  lookup: VersionLookup = installedVersion,
): string | undefined {
  let command: string | undefined;
  for (let i = 0; i < argv.length && command === undefined; i++) {
    const arg = argv[i]!;
    if (["--project", "-p", "--format", "-f"].includes(arg)) i++;
    else if (!arg.startsWith("-")) command = arg;
  }
  return environmentProblem(command === "inspect" ? "inspect" : "generator", lookup);
}
