// Types of groups.js, for the tests that check it.
export interface Project {
  id: string;
  package: string;
  version: string;
  lint: string[];
  kind?: string;
  tsconfig?: Record<string, unknown>;
  extraPackages?: Record<string, string>;
}
export interface Group {
  name: string;
  heldOut: boolean;
  projects: Project[];
}
export function loadGroups(dir?: string): Group[];
export function selectGroups(groups: Group[], selection: string | undefined, only: string[] | undefined): Group[];
export function groupsFromEnvironment(env?: Record<string, string | undefined>): Group[];
