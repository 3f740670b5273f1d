// A map of handlers keyed by tool name, looked up with a name the code does not know before it
// runs: `const handlers = { pull_rules: async (args) => {…}, … }` then `handlers[name](args)`.
// The key is the tool's name and the function its implementation, whichever module declares the
// tool's schema (program-tools.ts finds it by that name). Module-level consts only: a map made
// inside a function is rebuilt per call and may be filled from anywhere.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { followConst, importBinding, resolveVariable } from "../../syntax/follow-const.js";
import { functionOfVariable, isFunctionNode, isModuleMember, type FunctionNode } from "../../syntax/functions.js";
import { dispatchEntries } from "../link.js";
import { isJsonParseCall, unwrap } from "../../../util/syntax.js";
import { weakCache } from "../../../util/weak-cache.js";

export interface MapEntry {
  toolName: string;
  /** The function the entry holds, written in this file; undefined for one imported from another module. */
  fn: FunctionNode | undefined;
  /** The entry's value: the function, or the name it is imported under. */
  value: TSESTree.Node;
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
  // A table of handlers (link.ts), not data that happens to hold one.
  const table = dispatchEntries(ctx, init);
  if (table === undefined || !isLookedUpByComputedKey(ctx, declarator.id)) return [];
  return table.flatMap(([toolName, entry]): MapEntry[] => {
    const fn = functionHere(ctx, entry.value);
    if (fn !== undefined) return [{ toolName, fn, value: entry.value }];
    return importBinding(ctx.sourceCode, entry.value) === undefined && !isModuleMember(ctx.sourceCode, entry.value)
      ? []
      : [{ toolName, fn: undefined, value: entry.value }];
  });
}

/** The function an entry's value is, written there or a function of this file named there. */
function functionHere(ctx: FindContext, value: TSESTree.Node): FunctionNode | undefined {
  if (isFunctionNode(value)) return value;
  const variable = value.type === AST_NODE_TYPES.Identifier ? resolveVariable(ctx.sourceCode, value) : undefined;
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

/**
 * Whether every call that picks an entry of the table holding `value` by a key known at run time
 * (`table[name](input)`) hands it text the code parsed as JSON (`JSON.parse(call.function.arguments)`):
 * the entry's parameter is then the tool call's arguments themselves, not a request that holds them.
 */
export function handedParsedText(ctx: FindContext, value: TSESTree.Node): boolean {
  let entry = value;
  while (entry.parent !== undefined && unwrap(entry.parent) === value) entry = entry.parent;
  const property = entry.parent;
  const object = property?.parent;
  const declarator = object?.parent;
  if (
    property?.type !== AST_NODE_TYPES.Property ||
    property.value !== entry ||
    object?.type !== AST_NODE_TYPES.ObjectExpression ||
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.init !== object ||
    declarator.id.type !== AST_NODE_TYPES.Identifier
  )
    return false;
  const calls = lookupCalls(ctx, declarator.id);
  return (
    calls.length > 0 &&
    calls.every((call) => {
      const input = call.arguments[0];
      return input !== undefined && isJsonParseCall(unwrap(followConst(ctx.sourceCode, input)));
    })
  );
}

/** The calls of an entry a table's computed-key reads pick (`table[name](…)`); none when a read does something else with it. */
function lookupCalls(ctx: FindContext, id: TSESTree.Identifier): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of resolveVariable(ctx.sourceCode, id)?.references ?? []) {
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier || !member.computed)
      continue;
    let callee: TSESTree.Node = member;
    while (callee.parent !== undefined && unwrap(callee.parent) === member) callee = callee.parent; // `table[name]!(…)`
    const call = callee.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== callee) return [];
    calls.push(call);
  }
  return calls;
}
