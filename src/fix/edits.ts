/**
 * Text edits on object and array literals that keep the surrounding layout: insert members after
 * the last one (same indentation, same comma style), remove a member with its comma, replace a value.
 */
import { AST_NODE_TYPES, AST_TOKEN_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
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
export function insertMembers(
  sourceCode: SourceCode,
  list: List,
  render: MemberRenderer[],
  style: JsonStyle,
): TextEdit {
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
  const anchor = trailing ? sourceCode.getTokenAfter(last)! : last;
  if (multiline) {
    // A comment after the last member, on its line, belongs to it: insert after the comment.
    const comment = sameLineCommentAfter(sourceCode, anchor);
    const end = comment ? comment.range[1] : anchor.range[1];
    const between = sourceCode.text.slice(anchor.range[1], end);
    return {
      range: [anchor.range[1], end],
      text: `${trailing ? "" : ","}${between}\n${indent}${joined}${trailing ? "," : ""}`,
    };
  }
  if (trailing) return { range: [anchor.range[1], anchor.range[1]], text: ` ${joined},` };
  return { range: [last.range[1], last.range[1]], text: `${separator}${joined}` };
}

/** A comment that starts on the line `after` ends on, right after it (`a: 1, // note`). */
function sameLineCommentAfter(
  sourceCode: SourceCode,
  after: TSESTree.Node | TSESTree.Token,
): TSESTree.Comment | undefined {
  const next = sourceCode.getTokenAfter(after, { includeComments: true });
  const isComment = next?.type === AST_TOKEN_TYPES.Line || next?.type === AST_TOKEN_TYPES.Block;
  return isComment && next.loc.start.line === after.loc.end.line ? (next as TSESTree.Comment) : undefined;
}

/** Removes one member of an object or array literal together with its separating comma. */
export function removeMember(sourceCode: SourceCode, list: List, member: TSESTree.Node): TextEdit {
  const members = membersOf(list);
  const index = members.indexOf(member);
  if (members.length === 1) {
    const [open, close] = list.type === AST_NODE_TYPES.ObjectExpression ? ["{", "}"] : ["[", "]"];
    // A list written over several lines stays so, ready for members a later fix adds.
    const multiline = list.loc.start.line !== list.loc.end.line;
    return {
      range: list.range,
      text: multiline ? `${open}\n${lineIndent(sourceCode, list)}${close}` : `${open}${close}`,
    };
  }
  if (index < members.length - 1) {
    // `a, b` → `b`: from the member up to what follows its comma (and a comment on the comma's
    // line, which is about the member), keeping the member's own indentation. Comments on the
    // lines before the next member are about that member and stay.
    const comma = sourceCode.getTokenAfter(member)!;
    const own = sameLineCommentAfter(sourceCode, comma);
    const next = sourceCode.getTokenAfter(own ?? comma, { includeComments: true })!;
    return { range: [member.range[0], next.range[0]], text: "" };
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
