/**
 * How the user writes JSON-like literals in this file: indentation unit, quote character, quoted
 * or bare keys, trailing commas, one-line leaf objects. Read from the schema literal itself (or the
 * object a fix writes into), so new text looks like the text around it.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

export interface JsonStyle {
  /** One level of indentation, e.g. two spaces or a tab. */
  indentUnit: string;
  quote: '"' | "'";
  /** Keys written as strings (`"type": …`) rather than identifiers. */
  quoteKeys: boolean;
  /** Multi-line objects and arrays end with a comma after the last member. */
  trailingComma: boolean;
  /** Objects whose values are all primitives are written on one line (`{ type: "string" }`). */
  inlineLeaves: boolean;
}

export const DEFAULT_STYLE: JsonStyle = {
  indentUnit: "  ",
  quote: '"',
  quoteKeys: false,
  trailingComma: true,
  inlineLeaves: true,
};

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The leading whitespace of the line `node` starts on. */
export function lineIndent(sourceCode: SourceCode, node: TSESTree.Node | TSESTree.Token): string {
  const line = sourceCode.lines[node.loc.start.line - 1] ?? "";
  return /^[ \t]*/.exec(line)![0];
}

/** Whether `node` is the first thing on its line (only whitespace before it). */
export function startsLine(sourceCode: SourceCode, node: TSESTree.Node | TSESTree.Token): boolean {
  const line = sourceCode.lines[node.loc.start.line - 1] ?? "";
  return line.slice(0, node.loc.start.column).trim() === "";
}

/** Whether a comma follows the last member of a list (object or array) before its closing bracket. */
export function hasTrailingComma(
  sourceCode: SourceCode,
  list: TSESTree.ObjectExpression | TSESTree.ArrayExpression,
): boolean {
  const members = list.type === AST_NODE_TYPES.ObjectExpression ? list.properties : list.elements;
  const last = members.at(-1);
  if (last == null) return false;
  const token = sourceCode.getTokenAfter(last);
  return token?.value === ",";
}

function collectLists(node: TSESTree.Node, out: (TSESTree.ObjectExpression | TSESTree.ArrayExpression)[]): void {
  if (node.type === AST_NODE_TYPES.ObjectExpression) {
    out.push(node);
    for (const property of node.properties)
      if (property.type === AST_NODE_TYPES.Property) collectLists(property.value, out);
  } else if (node.type === AST_NODE_TYPES.ArrayExpression) {
    out.push(node);
    for (const element of node.elements) if (element) collectLists(element, out);
  } else if (
    node.type === AST_NODE_TYPES.TSAsExpression ||
    node.type === AST_NODE_TYPES.TSSatisfiesExpression ||
    node.type === AST_NODE_TYPES.TSNonNullExpression
  ) {
    collectLists(node.expression, out);
  }
}

const isPrimitiveNode = (node: TSESTree.Node): boolean =>
  node.type === AST_NODE_TYPES.Literal ||
  node.type === AST_NODE_TYPES.TemplateLiteral ||
  node.type === AST_NODE_TYPES.UnaryExpression;

/** Detects the style of the literal at `root`; anything it cannot tell keeps the default. */
export function detectStyle(sourceCode: SourceCode, root: TSESTree.Node): JsonStyle {
  const lists: (TSESTree.ObjectExpression | TSESTree.ArrayExpression)[] = [];
  collectLists(root, lists);
  const style = { ...DEFAULT_STYLE };

  let quotedKeys = 0;
  let bareKeys = 0;
  let quoteFound = false;
  let inlineLeaves = 0;
  let multilineLeaves = 0;
  let trailing: boolean | undefined;
  let indent: string | undefined;

  for (const list of lists) {
    const multiline = list.loc.start.line !== list.loc.end.line;
    if (list.type === AST_NODE_TYPES.ObjectExpression) {
      const properties = list.properties.filter((p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property);
      for (const property of properties) {
        if (property.key.type === AST_NODE_TYPES.Literal && typeof property.key.value === "string") {
          quotedKeys++;
          if (!quoteFound) {
            style.quote = property.key.raw.startsWith("'") ? "'" : '"';
            quoteFound = true;
          }
        } else if (property.key.type === AST_NODE_TYPES.Identifier) bareKeys++;
      }
      // The outermost object (the schema root, or the options a fix writes into) says nothing
      // about how the user writes property schemas.
      if (list !== root && properties.length > 0 && properties.every((p) => isPrimitiveNode(p.value))) {
        if (multiline) multilineLeaves++;
        else inlineLeaves++;
      }
      const first = properties[0];
      if (multiline && first && indent === undefined && startsLine(sourceCode, first)) {
        const outer = lineIndent(sourceCode, list);
        const inner = lineIndent(sourceCode, first);
        if (inner.length > outer.length && inner.startsWith(outer)) indent = inner.slice(outer.length);
      }
    }
    if (multiline && trailing === undefined) {
      const members = list.type === AST_NODE_TYPES.ObjectExpression ? list.properties : list.elements;
      const last = members.at(-1);
      // Only a list whose closing bracket sits on its own line says anything about trailing commas.
      if (last != null && last.loc.end.line < list.loc.end.line) trailing = hasTrailingComma(sourceCode, list);
    }
  }
  if (!quoteFound) {
    const firstString = findStringLiteral(root);
    if (firstString) style.quote = firstString.raw.startsWith("'") ? "'" : '"';
  }
  style.quoteKeys = quotedKeys > bareKeys;
  if (indent !== undefined) style.indentUnit = indent;
  if (trailing !== undefined) style.trailingComma = trailing;
  if (inlineLeaves + multilineLeaves > 0) style.inlineLeaves = inlineLeaves >= multilineLeaves;
  return style;
}

function findStringLiteral(node: TSESTree.Node): TSESTree.StringLiteral | undefined {
  if (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string") return node as TSESTree.StringLiteral;
  const lists: (TSESTree.ObjectExpression | TSESTree.ArrayExpression)[] = [];
  collectLists(node, lists);
  for (const list of lists) {
    const children =
      list.type === AST_NODE_TYPES.ObjectExpression
        ? list.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? p.value : p))
        : list.elements;
    for (const child of children) {
      if (child?.type === AST_NODE_TYPES.Literal && typeof child.value === "string")
        return child as TSESTree.StringLiteral;
    }
  }
  return undefined;
}
