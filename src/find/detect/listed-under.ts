// The key a tool is listed under, where the key is its name: `tools: { get_weather: tool({…}) }`, or a
// const listed so (`{ get_weather: weather }`, `{ weather }`). Vercel AI names its tools this way, and
// so do the nameless definitions of other styles.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { resolveVariable } from "../syntax/follow-const.js";
import { findProperty, propertyKeyName, propertyValue } from "../syntax/object.js";
import { toolNameAt } from "../link/dispatch/labels.js";

/** The property a value is written as, looking through `as`/`satisfies`/`!`. */
function enclosingProperty(call: TSESTree.Node): TSESTree.Property | undefined {
  let child: TSESTree.Node = call;
  let parent = call.parent;
  while (
    parent !== undefined &&
    (parent.type === AST_NODE_TYPES.TSAsExpression ||
      parent.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      parent.type === AST_NODE_TYPES.TSNonNullExpression)
  ) {
    child = parent;
    parent = parent.parent;
  }
  return parent?.type === AST_NODE_TYPES.Property && parent.value === child ? parent : undefined;
}

/**
 * For `const weather = tool({...})` used as `{ tools: { get_weather: weather } }` (or shorthand
 * `{ weather }`), that property. Undefined when the const is listed under no key or under several
 * different keys: the wire name is then not known.
 */
function propertyListingConst(ctx: FindContext, call: TSESTree.Node): TSESTree.Property | undefined {
  let outer: TSESTree.Node = call;
  while (
    outer.parent !== undefined &&
    (outer.parent.type === AST_NODE_TYPES.TSAsExpression ||
      outer.parent.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      outer.parent.type === AST_NODE_TYPES.TSNonNullExpression)
  ) {
    outer = outer.parent;
  }
  const declarator = outer.parent;
  if (
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.init !== outer ||
    declarator.id.type !== AST_NODE_TYPES.Identifier ||
    declarator.parent.kind !== "const"
  ) {
    return undefined;
  }
  const variable = resolveVariable(ctx.sourceCode, declarator.id);
  let found: TSESTree.Property | undefined;
  for (const reference of variable?.references ?? []) {
    const parent = reference.identifier.parent;
    if (parent?.type !== AST_NODE_TYPES.Property || parent.value !== reference.identifier) continue;
    if (parent.parent.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const key = propertyKeyName(parent);
    if (key === undefined) return undefined;
    if (found !== undefined && propertyKeyName(found) !== key) return undefined; // listed under two names
    found ??= parent;
  }
  return found;
}

/** The property that names a value: the one it is written as, or the one its const is listed under. */
export function listingProperty(ctx: FindContext, value: TSESTree.Node): TSESTree.Property | undefined {
  return enclosingProperty(value) ?? propertyListingConst(ctx, value);
}

/**
 * The name a listed value is known by: the key it is listed under, or, when the object listing it
 * describes one tool (`{ name: "git_log", tool: gitLogTool, formatter }`), that object's name: its
 * key is then a field's (`tool`), not the tool's.
 */
export function listedName(ctx: FindContext, value: TSESTree.Node): { node: TSESTree.Node; name: string } | undefined {
  const property = listingProperty(ctx, value);
  if (property === undefined) return undefined;
  const named =
    property.parent.type === AST_NODE_TYPES.ObjectExpression ? findProperty(property.parent, "name") : undefined;
  const nameNode = named === undefined || named === property ? undefined : propertyValue(named);
  const name = nameNode === undefined ? undefined : toolNameAt(ctx, nameNode);
  if (name !== undefined) return { node: nameNode!, name };
  const key = propertyKeyName(property);
  return key === undefined ? undefined : { node: property.key, name: key };
}
