// `tool-schema inspect`: what the ESLint plugin saw in each file — every tool definition, what it
// linked the definition to and, when it compared nothing, why. Silence from the linter means
// "nothing wrong" only for definitions it found, linked and could read; this says which those are.
//
// This module is the pure part (facts → status → text or JSON). It imports only types from the
// finder, so loading it loads no parser: the lint itself lives in ./inspect/lint.ts.
import { relative } from "node:path";
import { environmentProblem, installedVersion, type VersionLookup } from "./environment.js";
import type { FileViews, RemoteTool } from "./find/read/arguments/index.js";
import type { LinkKind, ToolDefinition, ToolFormat } from "./find/types.js";

export const INSPECT_FORMATS = ["text", "json"] as const;
export type InspectFormat = (typeof INSPECT_FORMATS)[number];

export function isInspectFormat(value: string): value is InspectFormat {
  return (INSPECT_FORMATS as readonly string[]).includes(value);
}

/** How a definition reached its implementation: a link the finder made, or a dispatch view only. */
export type DefinitionLink = { kind: LinkKind; functionName: string } | { kind: "dispatch-view" };

/**
 * What the schema of a definition is, as the rules see it: a literal in this file, a zod or TypeBox
 * schema, a literal imported from another module, or a list of parameters is read; an unreadable one is not.
 */
export type SchemaState = "literal" | "zod" | "typebox" | "imported" | "list" | "unreadable" | "absent";

/** One definition as plain data: what the internal lint rule hands over in its message. */
export interface DefinitionFacts {
  line: number;
  /** The tool name as written or as the checker reads it; undefined when neither can. */
  name: string | undefined;
  format: ToolFormat;
  link: DefinitionLink | undefined;
  schema: SchemaState;
  /**
   * What the implementation's reads of the arguments amount to, where only they are read (a
   * dispatch view): all followed, some cut short (reads seen are judged, unread ones are not), or
   * none seen and some cut short (nothing is judged). Undefined where a link or a type speaks.
   */
  reads?: "complete" | "partial" | "unfollowed";
}

/** A tool dispatched in the file whose schema is declared in another file of the program. */
export interface RemoteFacts {
  name: string;
  /** Absolute path of the file that declares the schema. */
  declaredIn: string;
}

export interface InspectedFile {
  /** Absolute path. */
  file: string;
  definitions: DefinitionFacts[];
  remote: RemoteFacts[];
}

/**
 * Compared: the rules read the implementation against the schema. `namesOnly` when the schema is a
 * zod schema or a literal in another module: its property names are judged, its types are not.
 */
export type ComparisonStatus =
  { compared: true; namesOnly: boolean; readsPartial?: true } | { compared: false; reasons: string[] };

/** The schema as the rules read it: a literal, a zod or TypeBox schema or an imported literal they compare, a value they cannot read, or nothing. */
export function schemaStateOf(
  definition: Pick<
    ToolDefinition,
    "schemaNode" | "schemaUnreadable" | "zodSchema" | "typeboxSchema" | "importedSchema" | "parameterList"
  >,
): SchemaState {
  if (definition.schemaNode !== undefined) return "literal";
  if (definition.zodSchema !== undefined) return "zod";
  if (definition.typeboxSchema !== undefined) return "typebox";
  if (definition.importedSchema !== undefined) return "imported";
  if (definition.parameterList !== undefined) return "list";
  return definition.schemaUnreadable ? "unreadable" : "absent";
}

/**
 * The link the finder made; else a view of the arguments (a `case` of a switch on the tool name, a
 * handler) that the argument rules compare against; else none.
 */
export function linkOf(
  definition: Pick<ToolDefinition, "implementation" | "node">,
  views: Pick<FileViews, "views">,
): DefinitionLink | undefined {
  const implementation = definition.implementation;
  if (implementation !== undefined) return { kind: implementation.kind, functionName: implementation.functionName };
  return views.views.has(definition.node) ? { kind: "dispatch-view" } : undefined;
}

/** The facts about one definition of a linted file. */
export function definitionFacts(
  definition: ToolDefinition,
  views: Pick<FileViews, "views" | "names">,
): DefinitionFacts {
  return {
    // The name is where a reader looks for the tool; the whole definition when it has none.
    line: (definition.nameNode ?? definition.node).loc.start.line,
    name: definition.name ?? views.names.get(definition.node),
    format: definition.format,
    link: linkOf(definition, views),
    schema: schemaStateOf(definition),
    ...readsOf(definition, views),
  };
}

/** The reads state of a definition only a dispatch view speaks for (DefinitionFacts.reads). */
function readsOf(
  definition: ToolDefinition,
  views: Pick<FileViews, "views">,
): Pick<DefinitionFacts, "reads"> | Record<string, never> {
  const view = views.views.get(definition.node);
  if (definition.implementation !== undefined || view === undefined || view.typed.length > 0) return {};
  if (!view.opaque) return { reads: "complete" };
  return { reads: view.reads.size > 0 || view.elsewhere.size > 0 ? "partial" : "unfollowed" };
}

export function remoteFacts(tool: Pick<RemoteTool, "name" | "schema">): RemoteFacts {
  return { name: tool.name, declaredIn: tool.schema.fileName };
}

/** Why the rules compare nothing for a definition, in the order a user would fix them. */
export function notComparedReasons(facts: Pick<DefinitionFacts, "name" | "link" | "schema" | "reads">): string[] {
  const reasons: string[] = [];
  if (facts.schema === "unreadable") reasons.push("schema could not be read statically");
  if (facts.schema === "absent") reasons.push("no schema written");
  // Dispatch and name matching both go by the name: without one, only an inline link is possible.
  if (facts.link === undefined)
    reasons.push(
      facts.name === undefined ? "name not readable, so nothing could be linked by it" : "no implementation linked",
    );
  else if (facts.reads === "unfollowed")
    reasons.push(
      "the implementation's reads could not be followed (a value handed on, a dynamic key, or parameters that do not align with the schema)",
    );
  return reasons;
}

/** Compared means a schema the rules can read, and an implementation to read it against. */
export function comparisonStatus(facts: Pick<DefinitionFacts, "name" | "link" | "schema" | "reads">): ComparisonStatus {
  const reasons = notComparedReasons(facts);
  if (reasons.length > 0) return { compared: false, reasons };
  const namesOnly =
    facts.schema === "zod" || facts.schema === "typebox" || facts.schema === "imported" || facts.schema === "list";
  return facts.reads === "partial" ? { compared: true, namesOnly, readsPartial: true } : { compared: true, namesOnly };
}

export function statusText(status: ComparisonStatus): string {
  if (!status.compared) return `not compared: ${status.reasons.join("; ")}`;
  const text = status.namesOnly ? "compared (property names only)" : "compared";
  return status.readsPartial === true ? `${text}; some reads not followed, so unread properties are not judged` : text;
}

export function linkText(link: DefinitionLink | undefined): string {
  if (link === undefined) return "not linked";
  return link.kind === "dispatch-view" ? "dispatch view" : `${link.kind} ${link.functionName}`;
}

const UNNAMED = "<unnamed>";

/** A path relative to `cwd` when it is below it; absolute otherwise (as `generate` prints paths). */
export function displayPath(file: string, cwd: string): string {
  const path = relative(cwd, file);
  return path === "" || path.startsWith("..") ? file : path;
}

/** Pads every column but the last to its widest cell, two spaces apart. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  "));
}

export interface InspectSummary {
  definitions: number;
  /** Files that hold a definition or a remote tool. */
  files: number;
  /** Files inspected, with or without definitions. */
  inspected: number;
  linked: number;
  compared: number;
  remote: number;
}

export function summarize(files: readonly InspectedFile[]): InspectSummary {
  const definitions = files.flatMap((file) => file.definitions);
  return {
    definitions: definitions.length,
    files: files.filter((file) => file.definitions.length > 0 || file.remote.length > 0).length,
    inspected: files.length,
    linked: definitions.filter((facts) => facts.link !== undefined).length,
    compared: definitions.filter((facts) => comparisonStatus(facts).compared).length,
    remote: files.reduce((sum, file) => sum + file.remote.length, 0),
  };
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;

export function summaryLine(summary: InspectSummary): string {
  const inspected = summary.inspected === summary.files ? "" : ` (${summary.inspected} inspected)`;
  const line = `${plural(summary.definitions, "definition")} in ${plural(summary.files, "file")}${inspected}: ${summary.linked} linked, ${summary.compared} compared`;
  return summary.remote === 0 ? line : `${line}; ${summary.remote} dispatched in a file but declared in another`;
}

/**
 * The text report: per file a heading, then one aligned row per definition
 * (`file:line  name  format  link  status`) and per tool dispatched there but declared elsewhere;
 * a file with neither says so. Columns align across files so a long listing scans as one table.
 */
export function renderText(files: readonly InspectedFile[], cwd: string): string {
  const rows: string[][] = [];
  const sections: { heading: string; rowIndexes: number[] }[] = [];
  for (const file of files) {
    const path = displayPath(file.file, cwd);
    const section = { heading: path, rowIndexes: [] as number[] };
    for (const facts of file.definitions) {
      section.rowIndexes.push(rows.length);
      rows.push([
        `${path}:${facts.line}`,
        facts.name ?? UNNAMED,
        facts.format,
        linkText(facts.link),
        statusText(comparisonStatus(facts)),
      ]);
    }
    for (const tool of file.remote) {
      section.rowIndexes.push(rows.length);
      rows.push([path, tool.name, "remote", "dispatched here", `declared in ${displayPath(tool.declaredIn, cwd)}`]);
    }
    if (section.rowIndexes.length === 0) section.heading += ": no tool definitions found";
    sections.push(section);
  }
  const aligned = alignColumns(rows);
  const lines = sections.map((section) =>
    [section.heading, ...section.rowIndexes.map((i) => `  ${aligned[i]!.trimEnd()}`)].join("\n"),
  );
  return `${[...lines, summaryLine(summarize(files))].join("\n\n")}\n`;
}

/** One JSON entry per definition and per remote tool, in file order. */
export type InspectJsonEntry =
  | {
      kind: "definition";
      file: string;
      line: number;
      name: string | null;
      format: ToolFormat;
      link: DefinitionLink | null;
      schema: SchemaState;
      status: "compared" | "not compared";
      reasons: string[];
    }
  | { kind: "remote"; file: string; name: string; declaredIn: string };

export function jsonEntries(files: readonly InspectedFile[], cwd: string): InspectJsonEntry[] {
  return files.flatMap((file): InspectJsonEntry[] => {
    const path = displayPath(file.file, cwd);
    const definitions = file.definitions.map((facts): InspectJsonEntry => {
      const status = comparisonStatus(facts);
      return {
        kind: "definition",
        file: path,
        line: facts.line,
        name: facts.name ?? null,
        format: facts.format,
        link: facts.link ?? null,
        schema: facts.schema,
        status: status.compared ? "compared" : "not compared",
        reasons: status.compared ? [] : status.reasons,
      };
    });
    const remote = file.remote.map((tool): InspectJsonEntry => ({
      kind: "remote",
      file: path,
      name: tool.name,
      declaredIn: displayPath(tool.declaredIn, cwd),
    }));
    return [...definitions, ...remote];
  });
}

/** What inspect loads: ESLint, the typed parser, and what the plugin's finder runs on. */

/**
 * Why inspect cannot run here, as one line naming what to install, or undefined when it can. ESLint
 * and the parser are optional peer dependencies: a runtime-only install has neither.
 */
export function inspectEnvironmentProblem(lookup: VersionLookup = installedVersion): string | undefined {
  return environmentProblem("inspect", lookup);
}
