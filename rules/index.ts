// Every rule of the plugin, by id (without the "tool-schema/" prefix).
import type { TSESLint } from "@typescript-eslint/utils";
import descriptionMatchesParameters from "./description-matches-parameters.js";
import noDuplicateToolNames from "./no-duplicate-tool-names.js";
import noSchemaDrift from "./no-schema-drift.js";
import noUnhandledTools from "./no-unhandled-tools.js";
import noUndeclaredArguments from "./no-undeclared-arguments.js";
import noUnreadParameters from "./no-unread-parameters.js";
import noUntypedParameters from "./no-untyped-parameters.js";
import providerCompatible from "./provider-compatible.js";
import requireDescription from "./require-description.js";
import validSchema from "./valid-schema.js";
import validToolName from "./valid-tool-name.js";
import validZodSchema from "./valid-zod-schema.js";

export const rules = {
  "no-schema-drift": noSchemaDrift,
  "no-duplicate-tool-names": noDuplicateToolNames,
  "require-description": requireDescription,
  "no-untyped-parameters": noUntypedParameters,
  "valid-tool-name": validToolName,
  "no-undeclared-arguments": noUndeclaredArguments,
  "no-unread-parameters": noUnreadParameters,
  "description-matches-parameters": descriptionMatchesParameters,
  "valid-schema": validSchema,
  "provider-compatible": providerCompatible,
  "valid-zod-schema": validZodSchema,
  "no-unhandled-tools": noUnhandledTools,
} satisfies Record<string, TSESLint.RuleModule<string, readonly unknown[]>>;

export type RuleId = keyof typeof rules;
