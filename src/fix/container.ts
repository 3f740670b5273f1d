/**
 * Fixes outside the schema literal, on the object that holds it (the registry call's options):
 * writing a missing `parameters` (and `positional`), and rewriting `positional`.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName } from "../util/syntax.js";
import type { JsonSchema, JsonValue } from "../schema/json-schema.js";
import { insertMembers, removeMember, replaceNode, type MemberRenderer, type TextEdit } from "./edits.js";
import { renderKey, renderString, renderValue } from "./render.js";
import type { JsonStyle } from "./style.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export function findPropertyNamed(object: TSESTree.ObjectExpression, key: string): TSESTree.Property | undefined {
  return object.properties.find(
    (p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && !p.computed && propertyKeyName(p) === key,
  );
}

/** `positional: [...]` in the quote style of the list already written, else the file's. */
function positionalText(names: readonly string[], style: JsonStyle, existing?: TSESTree.ArrayExpression): string {
  const sample = existing?.elements.find(
    (e): e is TSESTree.StringLiteral => e?.type === AST_NODE_TYPES.Literal && typeof e.value === "string",
  );
  const quote = sample ? (sample.raw.startsWith("'") ? "'" : '"') : style.quote;
  return `[${names.map((name) => renderString(name, { quote })).join(", ")}]`;
}

/** Writes `parameters` (and `positional` for positional functions) into an options object lacking them. */
export function planMissingParameters(
  sourceCode: SourceCode,
  container: TSESTree.ObjectExpression,
  parameters: JsonSchema,
  positional: readonly string[] | undefined,
  style: JsonStyle,
): TextEdit[] {
  const members: MemberRenderer[] = [
    (indent) => `${renderKey("parameters", style)}: ${renderValue(parameters as JsonValue, style, indent)}`,
  ];
  if (positional && !findPropertyNamed(container, "positional")) {
    members.push(() => `${renderKey("positional", style)}: ${positionalText(positional, style)}`);
  }
  return [insertMembers(sourceCode, container, members, style)];
}

/**
 * Makes `positional` say `expected`: rewrites the array, writes it when absent, removes it when
 * the function takes one arguments object. Undefined when the options object cannot be edited.
 */
export function planPositional(
  sourceCode: SourceCode,
  container: TSESTree.ObjectExpression | undefined,
  written: TSESTree.ArrayExpression | undefined,
  expected: readonly string[] | undefined,
  style: JsonStyle,
): TextEdit[] | undefined {
  if (written && expected) return [replaceNode(written, positionalText(expected, style, written))];
  if (!container) return undefined;
  if (expected)
    return [
      insertMembers(
        sourceCode,
        container,
        [() => `${renderKey("positional", style)}: ${positionalText(expected, style)}`],
        style,
      ),
    ];
  const property = findPropertyNamed(container, "positional");
  return property ? [removeMember(sourceCode, container, property)] : undefined;
}
