/**
 * Text edits on object and array literals that keep the surrounding layout: insert members after
 * the last one (same indentation, same comma style), remove a member with its comma, replace a value.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { renderInline, renderLines } from "./render.js";
import { hasTrailingComma, lineIndent, startsLine, type JsonStyle } from "./style.js";

export interface TextEdit {
  range: [number, number];
  text: string;
}

type SourceCode = Readonly<TSESLint.SourceCode>;
type List = TSESTree.ObjectExpression | TSESTree.ArrayExpression;

/** A member to insert, rendered once its indentation is known. */
export type MemberRenderer = (indent: string) => string;

function membersOf(list: List): TSESTree.Node[] {
  const members = list.type === AST_NODE_TYPES.ObjectExpression ? list.properties : list.elements;
  return members.filter((m): m is NonNullable<typeof m> => m !== null);
}

/** The indentation members of `list` are written at. */
export function memberIndent(sourceCode: SourceCode, list: List, style: JsonStyle): string {
  const members = membersOf(list);
  const last = members.at(-1);
  if (last && startsLine(sourceCode, last)) return lineIndent(sourceCode, last);
  return lineIndent(sourceCode, list) + style.indentUnit;
}

/** Inserts members at the end of an object or array literal, in its layout. */
export function insertMembers(sourceCode: SourceCode, list: List, render: MemberRenderer[], style: JsonStyle): TextEdit {
  const members = membersOf(list);
  const last = members.at(-1);
  const indent = memberIndent(sourceCode, list, style);
  const texts = render.map((r) => r(indent));
  const [open, close] = list.type === AST_NODE_TYPES.ObjectExpression ? ["{", "}"] : ["[", "]"];
  if (last === undefined) {
    const spansLines = list.loc.start.line !== list.loc.end.line;
    const inline = renderInline(open, close, texts);
    const text =
      spansLines || inline.includes("\n") || inline.length > 80
        ? renderLines(open, close, texts, style, lineIndent(sourceCode, list))
        : inline;
    return { range: list.range, text };
  }
  const multiline = startsLine(sourceCode, last) && last.loc.start.line !== list.loc.start.line;
  if (!multiline && texts.some((text) => text.includes("\n"))) {
    // Multi-line members in a one-line list: break the whole list onto lines, members as written.
    const outer = lineIndent(sourceCode, list);
    const inner = outer + style.indentUnit;
    const lines = [...members.map((m) => sourceCode.getText(m)), ...render.map((r) => r(inner))];
    return { range: list.range, text: renderLines(open, close, lines, style, outer) };
  }
  const separator = multiline ? `,\n${indent}` : ", ";
  const joined = texts.join(separator);
  const trailing = hasTrailingComma(sourceCode, list);
  if (trailing) {
    const comma = sourceCode.getTokenAfter(last)!;
    return { range: [comma.range[1], comma.range[1]], text: multiline ? `\n${indent}${joined},` : ` ${joined},` };
  }
  return { range: [last.range[1], last.range[1]], text: `${separator}${joined}` };
}

/** Removes one member of an object or array literal together with its separating comma. */
export function removeMember(sourceCode: SourceCode, list: List, member: TSESTree.Node): TextEdit {
  const members = membersOf(list);
  const index = members.indexOf(member);
  if (members.length === 1) {
    const [open, close] = list.type === AST_NODE_TYPES.ObjectExpression ? ["{", "}"] : ["[", "]"];
    // A list written over several lines stays so, ready for members a later fix adds.
    const multiline = list.loc.start.line !== list.loc.end.line;
    return { range: list.range, text: multiline ? `${open}\n${lineIndent(sourceCode, list)}${close}` : `${open}${close}` };
  }
  if (index < members.length - 1) {
    // `a, b` → `b`: from the member up to the next one, keeping the member's own indentation.
    return { range: [member.range[0], members[index + 1]!.range[0]], text: "" };
  }
  // Last member: from the end of the previous one, so a trailing comma (if any) stays.
  const previous = members[index - 1]!;
  const afterPrevious = sourceCode.getTokenAfter(previous)!; // the comma
  const end = hasTrailingComma(sourceCode, list) ? sourceCode.getTokenAfter(member)!.range[0] : member.range[1];
  return { range: [afterPrevious.range[0], end], text: "" };
}

export function replaceNode(node: TSESTree.Node, text: string): TextEdit {
  return { range: node.range, text };
}

/** Whether two edits touch overlapping text (ESLint rejects overlapping parts of one fix). */
export function overlaps(a: TextEdit, b: TextEdit): boolean {
  return a.range[0] < b.range[1] && b.range[0] < a.range[1];
}
