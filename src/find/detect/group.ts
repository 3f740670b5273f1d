// Which namespace of names a definition lives in — the registry it is registered on, or the list or
// object of tools it sits in. Two definitions conflict only when their groups are equal.
//   registry@<offset>  the declaration of the registry variable (in this file)
//   registry:<text>    a receiver with no binding in the file (`this.registry`, a global)
//   list@<offset>      an array literal holding the definition (directly or through a const)
//   object@<offset>    an object literal holding Vercel tools under their names
import { unwrap } from "../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { resolveVariable } from "../syntax/follow-const.js";
import type { ToolDefinition } from "../types.js";

/** The node `node` stands in for once `as`/`satisfies`/`!` wrappers around it are taken into account. */
function outermostWrapper(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (
    current.parent !== undefined &&
    (current.parent.type === AST_NODE_TYPES.TSAsExpression ||
      current.parent.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      current.parent.type === AST_NODE_TYPES.TSTypeAssertion ||
      current.parent.type === AST_NODE_TYPES.TSNonNullExpression)
  ) {
    current = current.parent;
  }
  return current;
}

function registryGroup(ctx: FindContext, receiver: TSESTree.Expression): string | undefined {
  const value = unwrap(receiver);
  if (value.type === AST_NODE_TYPES.Identifier) {
    const variable = resolveVariable(ctx.sourceCode, value);
    const declaration = variable?.defs[0]?.name;
    return declaration === undefined ? `registry:${value.name}` : `registry@${declaration.range[0]}`;
  }
  if (value.type === AST_NODE_TYPES.MemberExpression && value.object.type === AST_NODE_TYPES.ThisExpression) {
    return `registry:${ctx.sourceCode.getText(value)}`;
  }
  // `new ToolRegistry().tool(…)` and other one-off receivers: a namespace of their own.
  return undefined;
}

/** The array literal a node is an element of, looking through wrappers. */
/** The array literal a node is an element of, through type assertions and `!`. */
export function containingArray(node: TSESTree.Node): TSESTree.ArrayExpression | undefined {
  const outer = outermostWrapper(node);
  return outer.parent?.type === AST_NODE_TYPES.ArrayExpression ? outer.parent : undefined;
}

/**
 * For a definition written as `const weatherTool = {...}`, the first array literal in the file that
 * lists `weatherTool` as an element.
 */
function arrayListingConst(ctx: FindContext, node: TSESTree.Node): TSESTree.ArrayExpression | undefined {
  const outer = outermostWrapper(node);
  const declarator = outer.parent;
  if (
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.init !== outer ||
    declarator.id.type !== AST_NODE_TYPES.Identifier
  ) {
    return undefined;
  }
  const variable = resolveVariable(ctx.sourceCode, declarator.id);
  for (const reference of variable?.references ?? []) {
    const array = containingArray(reference.identifier);
    if (array !== undefined) return array;
  }
  return undefined;
}

export function groupOf(ctx: FindContext, definition: Omit<ToolDefinition, "group">): string | undefined {
  if (definition.format === "registry") {
    return definition.registry === undefined ? undefined : registryGroup(ctx, definition.registry);
  }
  if (definition.format === "vercel-ai") {
    // Named by a key: the object holding that key is the namespace (the call may sit there, or a
    // const holding it may be listed there).
    const property = definition.nameNode?.parent;
    const holder = property?.type === AST_NODE_TYPES.Property ? property.parent : undefined;
    return holder?.type === AST_NODE_TYPES.ObjectExpression ? `object@${holder.range[0]}` : undefined;
  }
  const array = containingArray(definition.node) ?? arrayListingConst(ctx, definition.node);
  return array === undefined ? undefined : `list@${array.range[0]}`;
}

/** The namespace of names of tools registered on a server: `server.tool(…)`, `server.addTool(…)`. */
export function serverGroup(ctx: FindContext, call: TSESTree.CallExpression): string | undefined {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const receiver = unwrap(callee.object);
  if (receiver.type !== AST_NODE_TYPES.Identifier) return undefined;
  const declaration = resolveVariable(ctx.sourceCode, receiver)?.defs[0]?.name;
  return declaration === undefined ? `server:${receiver.name}` : `server@${declaration.range[0]}`;
}
