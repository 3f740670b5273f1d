// Types of mutate.js, for the tests that check it.
export type MutationKind = "rename" | "delete" | "optional" | "retype";
export const MUTATION_KINDS: MutationKind[];
export interface LocatedSchema {
  file: string;
  format: "json" | "zod";
  at: number;
  properties: string[];
  required: string[];
}
export type Reader = (fileName: string) => string | undefined;
export function schemaAt(
  fileName: string,
  text: string,
  line: number,
  tool: string,
  read?: Reader,
): LocatedSchema | undefined;
export function mutateSchema(
  fileName: string,
  text: string,
  definition: { line: number; name: string },
  kind: MutationKind,
  property: string,
  read?: Reader,
): { file: string; text: string; name: string; skip?: undefined } | { skip: string };
export function accessedProperties(fileName: string, text: string): Set<string>;
export function shadowingDeclarations(files: readonly string[], exists: (file: string) => boolean): string[];
export interface DefinitionEvidence {
  reads?: string[];
  needs?: string[];
  typedImplementation?: boolean;
}
export function targetsFor(
  definition: DefinitionEvidence,
  schema: LocatedSchema,
  accessed: Set<string>,
): {
  source: "labels" | "fallback";
  rename: string[];
  delete: string[];
  optional: string[];
  retype: string[];
  skipped: { optional: number; retype: number };
};
