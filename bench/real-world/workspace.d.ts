// Types of workspace.js, for the tests that check it.
import type { Project } from "./groups.js";
export function workspaceRoot(): string;
export function selectsJavaScript(glob: string): boolean;
export function selectsTypeScript(glob: string): boolean;
export function lintsTypeScript(project: Project): boolean;
export function tsconfigFor(project: Project): {
  compilerOptions: Record<string, unknown>;
  include: string[];
  exclude: string[];
};
export function freshCopy(project: Project, name: string): string;
export function prepareProjects(
  projects: Project[],
  log: (line: string) => void,
): ({ project: Project; dir: string; error?: undefined } | { project: Project; error: string })[];
