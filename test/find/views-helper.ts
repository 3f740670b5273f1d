// Lints a fixture file (or code given for it) with a probe rule that captures the implementation
// views of every tool: what each one's implementation reads, whether that is all, and its types.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { getFileViews } from "../../src/find/read/arguments/index.js";

export const REAL_WORLD = fileURLToPath(new URL("../fixtures/real-world/", import.meta.url));

export interface DefinitionSummary {
  format: string;
  name: string | undefined;
  description: string | undefined;
  group: string | undefined;
  /** The implementation's function name, when the definition is linked to one. */
  linked: string | undefined;
  schemaKeys: string[];
  /** The line the definition starts at (its name's, when it has one): only when asked for. */
  line?: number;
}

export interface ViewSummary {
  name: string | undefined;
  reads: string[];
  shared: string[];
  opaque: boolean;
  typed: string[];
  /** The tool has no view: nothing linked, nothing read. */
  none?: boolean;
}

/** Per tool: property → the source text of each place that gives it a type (a cast, an argument). */
export function propertyPlacesOf(
  file: string,
  code?: string,
  options: { typed?: boolean } = {},
): { name: string | undefined; places: Record<string, string[]> }[] {
  return probe(file, code, options).places;
}

export function viewsOf(file: string, code?: string, options: { typed?: boolean } = {}): ViewSummary[] {
  return probe(file, code, options).views;
}

/** Tools dispatched in the file but declared in another module: their names and whether they are linked. */
export function remoteOf(file: string, code?: string): { name: string; linked: boolean }[] {
  return probe(file, code, {}).remote;
}

/** The definitions the file holds once class tools and registrations are added. */
export function definitionsOf(code: string, options: { typed?: boolean; lines?: boolean } = {}): DefinitionSummary[] {
  return probe("file.ts", code, options).definitions;
}

/** The definitions a fixture file (or code given for it) holds. */
export function definitionsIn(
  file: string,
  code?: string,
  options: { typed?: boolean; lines?: boolean } = {},
): DefinitionSummary[] {
  return probe(file, code, options).definitions;
}

type Places = { name: string | undefined; places: Record<string, string[]> }[];

function probe(
  file: string,
  code: string | undefined,
  options: { typed?: boolean; lines?: boolean },
): {
  views: ViewSummary[];
  definitions: DefinitionSummary[];
  places: Places;
  remote: { name: string; linked: boolean }[];
} {
  const path = REAL_WORLD + file;
  let summaries: ViewSummary[] = [];
  let places: Places = [];
  let definitionSummaries: DefinitionSummary[] = [];
  let remote: { name: string; linked: boolean }[] = [];
  const rule: TSESLint.RuleModule<string, []> = {
    meta: { type: "problem", schema: [], messages: {} },
    defaultOptions: [],
    create(context) {
      return {
        "Program:exit"() {
          const { definitions, views, ctx, remote: dispatched } = getFileViews(context);
          remote = dispatched.map((tool) => ({ name: tool.name, linked: tool.linked }));
          const checker = ctx.types?.program.getTypeChecker();
          definitionSummaries = definitions.map((definition) => ({
            format: definition.format,
            name: definition.name,
            description: definition.description,
            group: definition.group,
            linked: definition.implementation?.functionName,
            schemaKeys:
              definition.schemaNode?.properties.flatMap((p) =>
                p.type === "Property" && p.key.type === "Identifier" ? [p.key.name] : [],
              ) ?? [],
            ...(options.lines === true ? { line: (definition.nameNode ?? definition.node).loc.start.line } : {}),
          }));
          places = definitions.map((definition) => ({
            name: definition.name,
            places: Object.fromEntries(
              [...(views.get(definition.node)?.propertyTypes ?? [])].map(([key, uses]) => [
                key,
                uses.map((use) => context.sourceCode.getText(use.node)),
              ]),
            ),
          }));
          summaries = definitions.map((definition) => {
            const view = views.get(definition.node);
            return {
              name: definition.name,
              reads: view === undefined ? [] : [...view.reads.keys()].sort(),
              shared: view === undefined ? [] : [...view.sharedReads].sort(),
              opaque: view?.opaque ?? false,
              typed: (view?.typed ?? []).map((use) =>
                use.type === undefined || checker === undefined ? "?" : checker.typeToString(use.type),
              ),
              ...(view === undefined ? { none: true } : {}),
            };
          });
        },
      };
    },
  };
  const linter = new Linter({ configType: "flat" });
  const parserOptions =
    options.typed === false ? {} : { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: REAL_WORLD };
  const messages = linter.verify(
    code ?? readFileSync(path, "utf8"),
    [
      {
        files: ["**/*.ts", "**/*.js"],
        languageOptions: { parser: tsParser as Linter.Parser, parserOptions },
        plugins: { probe: { rules: { views: rule } } as never },
        rules: { "probe/views": "error" },
      },
    ],
    path,
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return { views: summaries, definitions: definitionSummaries, places, remote };
}
