// Which statements of a dispatch's function run for one tool: those under an `if` whose test, read
// with the tool's name in place of the dispatched-on name, is false (`if (name.startsWith("mcp__"))`
// for `search`) never run for it, and what they do with the arguments is no evidence about it.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readStaticString, resolveVariable } from "../../syntax/follow-const.js";
import { unwrap } from "../../../util/syntax.js";
import type { Dispatch } from "./sites.js";

/** String methods whose result on the name a text argument decides. */
const NAME_METHODS: Readonly<Record<string, (name: string, text: string) => boolean>> = {
  startsWith: (name, text) => name.startsWith(text),
  endsWith: (name, text) => name.endsWith(text),
  includes: (name, text) => name.includes(text),
};

/** Whether `node` is the dispatched-on name: the same variable, or the same member chain. */
function isSubject(ctx: FindContext, dispatch: Dispatch, node: TSESTree.Node): boolean {
  const value = unwrap(node);
  const subject = unwrap(dispatch.subject);
  if (value.type === AST_NODE_TYPES.Identifier && subject.type === AST_NODE_TYPES.Identifier) {
    const variable = resolveVariable(ctx.sourceCode, value);
    return variable !== undefined && variable === resolveVariable(ctx.sourceCode, subject);
  }
  return (
    value.type === AST_NODE_TYPES.MemberExpression &&
    subject.type === AST_NODE_TYPES.MemberExpression &&
    ctx.sourceCode.getText(value) === ctx.sourceCode.getText(subject)
  );
}

/** The value of a test of the name when the name is `toolName`; undefined when it depends on anything else. */
export function nameTestValue(
  ctx: FindContext,
  dispatch: Dispatch,
  toolName: string,
  test: TSESTree.Node,
): boolean | undefined {
  const value = unwrap(test);
  if (value.type === AST_NODE_TYPES.UnaryExpression && value.operator === "!") {
    const inner = nameTestValue(ctx, dispatch, toolName, value.argument);
    return inner === undefined ? undefined : !inner;
  }
  if (value.type === AST_NODE_TYPES.LogicalExpression && value.operator !== "??") {
    const left = nameTestValue(ctx, dispatch, toolName, value.left);
    const right = nameTestValue(ctx, dispatch, toolName, value.right);
    // One side decides: `false && x` is false and `true || x` true, whatever x is.
    const decisive = value.operator === "&&" ? false : true;
    if (left === decisive || right === decisive) return decisive;
    return left === undefined || right === undefined ? undefined : !decisive;
  }
  if (value.type === AST_NODE_TYPES.BinaryExpression && ["===", "!==", "==", "!="].includes(value.operator)) {
    const [name, other] = isSubject(ctx, dispatch, value.left) ? [value.left, value.right] : [value.right, value.left];
    const text = readStaticString(ctx.sourceCode, other);
    if (!isSubject(ctx, dispatch, name) || text === undefined) return undefined;
    return (toolName === text) === value.operator.startsWith("=");
  }
  if (value.type === AST_NODE_TYPES.CallExpression && value.callee.type === AST_NODE_TYPES.MemberExpression) {
    const method = value.callee.property.type === AST_NODE_TYPES.Identifier ? value.callee.property.name : undefined;
    const decide = method === undefined || value.callee.computed ? undefined : NAME_METHODS[method];
    const [argument] = value.arguments;
    const text =
      argument === undefined || value.arguments.length !== 1 ? undefined : readStaticString(ctx.sourceCode, argument);
    if (decide === undefined || text === undefined || !isSubject(ctx, dispatch, value.callee.object)) return undefined;
    return decide(toolName, text);
  }
  return undefined;
}

/**
 * Whether `node` sits under an `if` of the dispatch's function that never runs it for `toolName`:
 * in the consequent of a test that is false for the name, or in the alternate of one that is true.
 * `decided` remembers each statement's verdict, as every reference of a view asks.
 */
export function notRunFor(
  ctx: FindContext,
  dispatch: Dispatch,
  toolName: string,
  node: TSESTree.Node,
  decided: Map<TSESTree.IfStatement, boolean | undefined>,
): boolean {
  // The Program's parent is null, not undefined.
  for (let child = node, parent = node.parent; parent != null; child = parent, parent = parent.parent) {
    if (parent === dispatch.scope) return false;
    if (parent.type !== AST_NODE_TYPES.IfStatement || child === parent.test) continue;
    let value = decided.get(parent);
    if (!decided.has(parent)) {
      value = nameTestValue(ctx, dispatch, toolName, parent.test);
      decided.set(parent, value);
    }
    if (value === (child === parent.alternate)) return true;
  }
  return false;
}
