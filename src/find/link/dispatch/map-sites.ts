// A map of handlers keyed by tool name, looked up with a name the code does not know before it
// runs: `const handlers = { pull_rules: async (args) => {…}, … }` then `handlers[name](args)`.
// The key is the tool's name and the function its implementation, whichever module declares the
// tool's schema (program-tools.ts finds it by that name). Module-level consts only: a map made
// inside a function is rebuilt per call and may be filled from anywhere.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { resolveVariable } from "../../syntax/follow-const.js";
import { functionOfVariable, isFunctionNode, type FunctionNode } from "../../syntax/functions.js";
import { staticProperties } from "../../syntax/object.js";
import { unwrap } from "../../../util/syntax.js";
import { weakCache } from "../../../util/weak-cache.js";

export interface MapEntry {
  toolName: string;
  keyNode: TSESTree.Node;
  fn: FunctionNode;
}

const entriesByFile = weakCache<TSESTree.Program, readonly MapEntry[]>();

/** The entries of every module-level map of this file that is looked up by a computed key. */
export function nameKeyedMapEntries(ctx: FindContext): readonly MapEntry[] {
  return entriesByFile(ctx.sourceCode.ast, () =>
    moduleConsts(ctx.sourceCode.ast).flatMap((declarator) => mapEntries(ctx, declarator)),
  );
}

/** `const x = …` at the top of the module, exported or not. */
function moduleConsts(program: TSESTree.Program): TSESTree.VariableDeclarator[] {
  const declarators: TSESTree.VariableDeclarator[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
    if (declaration?.type === AST_NODE_TYPES.VariableDeclaration && declaration.kind === "const")
      declarators.push(...declaration.declarations);
  }
  return declarators;
}

function mapEntries(ctx: FindContext, declarator: TSESTree.VariableDeclarator): MapEntry[] {
  const init = declarator.init === null ? undefined : unwrap(declarator.init);
  if (init?.type !== AST_NODE_TYPES.ObjectExpression || declarator.id.type !== AST_NODE_TYPES.Identifier) return [];
  const properties = staticProperties(init);
  // Every entry a function: a table of handlers, not data that happens to hold one.
  if (properties.length === 0 || properties.length !== init.properties.length) return [];
  const entries: MapEntry[] = [];
  for (const { name, property } of properties) {
    const fn = entryFunction(ctx, property.value);
    if (fn === undefined || property.kind !== "init") return [];
    entries.push({ toolName: name, keyNode: property.key, fn });
  }
  return isLookedUpByComputedKey(ctx, declarator.id) ? entries : [];
}

/** The function an entry's value is, written there or a function of this file named there. */
function entryFunction(ctx: FindContext, node: TSESTree.Node): FunctionNode | undefined {
  const value = unwrap(node);
  if (isFunctionNode(value)) return value;
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(ctx.sourceCode, value);
  return variable === undefined ? undefined : functionOfVariable(variable);
}

/** `map[name]`, `map[request.params.name]`: some read of the map picks an entry by a value known at run time. */
function isLookedUpByComputedKey(ctx: FindContext, id: TSESTree.Identifier): boolean {
  const variable = resolveVariable(ctx.sourceCode, id);
  return (
    variable?.references.some((reference) => {
      const member = reference.identifier.parent;
      return (
        member?.type === AST_NODE_TYPES.MemberExpression &&
        member.object === reference.identifier &&
        member.computed &&
        member.property.type !== AST_NODE_TYPES.Literal
      );
    }) ?? false
  );
}
