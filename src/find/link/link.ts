// Linking definitions that carry no function of their own (OpenAI, Anthropic, MCP objects) to the
// function that implements them, strongest evidence first:
//   1. a dispatch object in the same file mapping the tool name to a function: { get_weather: getWeather }
//   2. a function declared or imported in scope whose name matches the tool name (exact / camelCase /
//      snake_case, as configured).
// Ambiguity (two dispatch objects disagreeing) leaves the definition unlinked: no guess.
import { encloses, unwrap } from "../../util/syntax.js";
import { AST_NODE_TYPES, ASTUtils, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { resolveVariable } from "../syntax/follow-const.js";
import { bindingKind, functionOfVariable, isFunctionNode, isModuleMember, linkTo } from "../syntax/functions.js";
import { candidateFunctionNames } from "../syntax/names.js";
import { staticProperties } from "../syntax/object.js";
import type { ImplementationLink } from "../types.js";

/** One `key: implementation` entry of a dispatch object. */
interface DispatchEntry {
  value: TSESTree.Node;
  /** What the value denotes, to tell agreeing entries from conflicting ones. */
  identity: TSESTree.Node;
}

export type DispatchIndex = Map<string, DispatchEntry[]>;

/**
 * Whether every property of `object` maps a static key to a function or to a name bound to a
 * function/import — i.e. it reads as a name → implementation table, not as data.
 */
export function dispatchEntries(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
): [string, DispatchEntry][] | undefined {
  if (object.properties.length === 0) return undefined;
  const properties = staticProperties(object);
  if (properties.length !== object.properties.length) return undefined; // spreads or computed keys
  const entries: [string, DispatchEntry][] = [];
  for (const { name, property } of properties) {
    if (property.kind !== "init") return undefined; // getters/setters
    const value = unwrap(property.value);
    if (isFunctionNode(value)) {
      entries.push([name, { value, identity: value }]);
      continue;
    }
    // `mod.search`, a function of an imported module (CommonJS output reads every import so).
    if (isModuleMember(ctx.sourceCode, value)) {
      entries.push([name, { value, identity: value }]);
      continue;
    }
    if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
    const variable = resolveVariable(ctx.sourceCode, value);
    if (variable === undefined || bindingKind(variable) === "other") return undefined;
    entries.push([name, { value, identity: variable.defs[0]!.name }]);
  }
  return entries;
}

/** Adds the entries of `object` to the index when it is a dispatch object. */
export function collectDispatchObject(ctx: FindContext, object: TSESTree.ObjectExpression, index: DispatchIndex): void {
  const entries = dispatchEntries(ctx, object);
  if (entries === undefined) return;
  for (const [name, entry] of entries) {
    const list = index.get(name);
    if (list === undefined) index.set(name, [entry]);
    else list.push(entry);
  }
}

function linkByDispatch(ctx: FindContext, toolName: string, index: DispatchIndex): ImplementationLink | undefined {
  const entries = index.get(toolName);
  if (entries === undefined || entries.length === 0) return undefined;
  const first = entries[0]!;
  if (entries.some((entry) => entry.identity !== first.identity)) return undefined; // conflicting tables
  return linkTo(ctx.sourceCode, first.value, "dispatch-object", { allowUnresolved: true });
}

function linkByName(ctx: FindContext, toolName: string, definition: TSESTree.Node): ImplementationLink | undefined {
  const scope = ctx.sourceCode.getScope(definition);
  for (const candidate of candidateFunctionNames(toolName, ctx.nameMatch)) {
    const variable = ASTUtils.findVariable(scope, candidate);
    if (variable === null || bindingKind(variable) === "other") continue;
    const declaration = variable.defs[0]!;
    const functionNode = functionOfVariable(variable);
    // A function that builds the definition itself is not its implementation.
    if (functionNode !== undefined && encloses(functionNode, definition)) continue;
    if (functionNode !== undefined) {
      return { kind: "name-match", node: functionNode, functionName: candidate, functionNode };
    }
    return { kind: "name-match", node: declaration.name, functionName: candidate };
  }
  return undefined;
}

/** The strongest non-inline link for a tool name, or undefined. */
export function linkByNameOrDispatch(
  ctx: FindContext,
  toolName: string,
  definition: TSESTree.Node,
  dispatch: DispatchIndex,
): ImplementationLink | undefined {
  return linkByDispatch(ctx, toolName, dispatch) ?? linkByName(ctx, toolName, definition);
}
