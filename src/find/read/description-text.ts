// The text of a tool's description where `readStaticString` stops: a prompt built by a function of
// this file that returns one fixed text (`description: createProductPrompt(context)`), or a const
// imported from another module (`description = GET_MESSAGE_DESCRIPTION`). Toolkits keep their
// prompts apart from their tools this way; the model reads the text all the same.
import { unwrap } from "../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import type { FindContext } from "../context.js";
import { followConst, importBinding, readStaticString } from "../syntax/follow-const.js";
import { localFunction } from "../syntax/functions.js";
import { isTrustedElsewhere } from "../syntax/on-disk.js";
import { constInitializerOf, targetSymbol } from "../syntax/ts-syntax.js";

export interface DescriptionText {
  text: string;
  /** Written in place (a literal or a template without substitutions): a suggestion may edit it. */
  inPlace: boolean;
}

/** The description's text, when it is fixed; undefined when any part of it is built at run time. */
export function readDescriptionText(ctx: FindContext, node: TSESTree.Node | undefined): DescriptionText | undefined {
  if (node === undefined) return undefined;
  const local = readStaticString(ctx.sourceCode, node);
  if (local !== undefined) return { text: local, inPlace: isWrittenText(unwrap(node)) };
  const value = followConst(ctx.sourceCode, node);
  const text =
    value.type === AST_NODE_TYPES.CallExpression ? returnedByLocalFunction(ctx, value) : importedText(ctx, value);
  return text === undefined ? undefined : { text, inPlace: false };
}

/** A string literal, or a template without substitutions, written right there. */
export function isWrittenText(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.Literal ||
    (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0)
  );
}

/** `prompt(context)` where `prompt` is a function of this file whose only result is one fixed text. */
function returnedByLocalFunction(ctx: FindContext, call: TSESTree.CallExpression): string | undefined {
  const fn = localFunction(ctx.sourceCode, call.callee);
  if (fn === undefined || fn.async || fn.generator) return undefined;
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return readStaticString(ctx.sourceCode, fn.body);
  // Only a body that is one `return`: anything before it could make the result depend on the call.
  const [only, ...rest] = fn.body.body;
  if (only?.type !== AST_NODE_TYPES.ReturnStatement || rest.length > 0 || only.argument === null) return undefined;
  return readStaticString(ctx.sourceCode, only.argument);
}

/** A const imported from another module of the program whose value is one fixed text. */
function importedText(ctx: FindContext, node: TSESTree.Node): string | undefined {
  const services = ctx.types;
  if (
    services === undefined ||
    node.type !== AST_NODE_TYPES.Identifier ||
    importBinding(ctx.sourceCode, node) === undefined
  )
    return undefined;
  const checker = services.program.getTypeChecker();
  const start = services.esTreeNodeToTSNodeMap.get(node) as TS.Expression;
  let current: TS.Expression | undefined = start;
  for (let hop = 0; hop < 8 && current !== undefined && ts.isIdentifier(current); hop++) {
    current = constInitializerOf(targetSymbol(checker, current));
  }
  if (current === undefined || !(ts.isStringLiteral(current) || ts.isNoSubstitutionTemplateLiteral(current)))
    return undefined;
  // A module the program holds as it no longer is on disk (an editor's stale copy) says nothing.
  return isTrustedElsewhere(services.program, current.getSourceFile(), start.getSourceFile().fileName)
    ? current.text
    : undefined;
}
