// Types of score.js, for the tests that check it.
export interface Report {
  file: string;
  line: number;
  ruleId: string | null;
  message: string;
}
export interface DriftLabel {
  id: string;
  kind?: string;
  rules: string[];
  at: { file: string; lines: [number, number] }[];
  property?: string;
  tool?: string;
}
export interface DefinitionLabel {
  name: string;
  file: string;
  line: number;
}
export interface InventoryItem {
  kind: "definition" | "remote";
  file?: string;
  name?: string;
  line?: number;
  /** The line of the function that makes the definition, when a function does. */
  factoryLine?: number;
  linked?: boolean;
}
export function namesProperty(message: string, property: string): boolean;
export const KIND_RULES: Record<string, string[]>;
export function reportMatches(report: Report, drift: DriftLabel, definitions?: DefinitionLabel[]): boolean;
export function matchReports(
  messages: Report[],
  drift: DriftLabel[],
  definitions?: DefinitionLabel[],
): { reports: number; found: Map<string, Report[]>; unmatched: Report[] };
export function definitionCoverage(
  inventory: InventoryItem[],
  definitions: DefinitionLabel[],
): { labelled: number; found: number; linked: number; missed: DefinitionLabel[]; extra: InventoryItem[] };
export const KEPT_KEYWORDS: Set<string>;
export function keywordEntries(fileName: string, text: string): string[];
export function removedEntries(before: string[], after: string[]): string[];
export function typeErrorLines(tscOutput: string): string[];
export function reportKey(report: Report): string;
export function newReports<R extends Report>(after: R[], before: Report[]): R[];
