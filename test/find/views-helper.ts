// Lints a fixture file (or code given for it) with a probe rule that captures the implementation
// views of every tool: what each one's implementation reads, whether that is all, and its types.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { getFileViews } from "../../src/find/arguments/index.js";

export const REAL_WORLD = fileURLToPath(new URL("../fixtures/real-world/", import.meta.url));

export interface ViewSummary {
  name: string | undefined;
  reads: string[];
  shared: string[];
  opaque: boolean;
  typed: string[];
}

export function viewsOf(file: string, code?: string, options: { typed?: boolean } = {}): ViewSummary[] {
  const path = REAL_WORLD + file;
  let summaries: ViewSummary[] = [];
  const probe: TSESLint.RuleModule<string, []> = {
    meta: { type: "problem", schema: [], messages: {} },
    defaultOptions: [],
    create(context) {
      return {
        "Program:exit"() {
          const { definitions, views, ctx } = getFileViews(context);
          const checker = ctx.types?.program.getTypeChecker();
          summaries = definitions.map((definition) => {
            const view = views.get(definition.node);
            return {
              name: definition.name,
              reads: view === undefined ? [] : [...view.reads.keys()].sort(),
              shared: view === undefined ? [] : [...view.sharedReads].sort(),
              opaque: view?.opaque ?? false,
              typed: (view?.typed ?? []).map((use) => (use.type === undefined || checker === undefined ? "?" : checker.typeToString(use.type))),
              ...(view === undefined ? { none: true } : {}),
            };
          });
        },
      };
    },
  };
  const linter = new Linter({ configType: "flat" });
  const parserOptions = options.typed === false ? {} : { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: REAL_WORLD };
  const messages = linter.verify(
    code ?? readFileSync(path, "utf8"),
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser as Linter.Parser, parserOptions },
        plugins: { probe: { rules: { views: probe } } as never },
        rules: { "probe/views": "error" },
      },
    ],
    path,
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return summaries;
}
