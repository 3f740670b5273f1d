// The one extraction of tool definitions per file, shared by every rule. Cached per ESTree Program
// node, so all rules linting a file pay for one walk.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { recogniseAnthropicOrMcp } from "./anthropic-mcp.js";
import { type FindContext, optionalTypeServices } from "./context.js";
import { groupOf } from "./group.js";
import { collectDispatchObject, type DispatchIndex, linkByNameOrDispatch } from "./link.js";
import { ALL_NAME_MATCH_STYLES, type NameMatchStyle } from "./names.js";
import { recogniseOpenAI } from "./openai.js";
import { addRealWorldDefinitions } from "./real-world.js";
import { recogniseRegistryCall } from "./registry.js";
import type { ToolDefinition } from "./types.js";
import { recogniseVercel } from "./vercel-ai.js";

export type { ImplementationLink, LinkKind, ToolDefinition, ToolFormat } from "./types.js";
export type { NameMatchStyle } from "./names.js";
export { ALL_NAME_MATCH_STYLES, candidateFunctionNames, toCamelCase, toSnakeCase } from "./names.js";
export { followConst, readStaticString, unwrapExpression } from "./follow-const.js";
export { findProperty, propertyKeyName, propertyValue, staticProperties } from "./object.js";
export { optionalTypeServices } from "./context.js";

const cache = new WeakMap<TSESTree.Program, ToolDefinition[]>();

/** The styles from `settings["tool-schema"].nameMatch`, defaulting to all; unknown values are ignored. */
export function readNameMatchSetting(settings: unknown): readonly NameMatchStyle[] {
  const own = (settings as Record<string, unknown> | undefined)?.["tool-schema"];
  const value = (own as Record<string, unknown> | undefined)?.["nameMatch"];
  if (!Array.isArray(value)) return ALL_NAME_MATCH_STYLES;
  return ALL_NAME_MATCH_STYLES.filter((style) => value.includes(style));
}

/**
 * Keys that hold only type-level syntax (annotations, type arguments and parameters), and
 * declarations that are nothing but types: no tool definition or dispatch object can be inside,
 * and in typed code they are a good part of the tree.
 */
const TYPE_ONLY_KEYS = new Set(["typeAnnotation", "returnType", "typeParameters", "typeArguments"]);
const TYPE_ONLY_NODES = new Set<string>([
  AST_NODE_TYPES.TSInterfaceDeclaration,
  AST_NODE_TYPES.TSTypeAliasDeclaration,
  AST_NODE_TYPES.TSDeclareFunction,
]);

/** Every node of the tree that can hold values, children before their later siblings (source order). */
function forEachNode(
  root: TSESTree.Node,
  visitorKeys: TSESLint.SourceCode.VisitorKeys,
  visit: (node: TSESTree.Node) => void,
): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (TYPE_ONLY_NODES.has(node.type)) continue;
    visit(node);
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k--) {
      if (TYPE_ONLY_KEYS.has(keys[k]!)) continue;
      const child = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) {
          const item: unknown = child[i];
          if (isNode(item)) stack.push(item);
        }
      } else if (isNode(child)) {
        stack.push(child);
      }
    }
  }
}

function isNode(value: unknown): value is TSESTree.Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** Finds and links every tool definition in one file (uncached). */
export function extractToolDefinitions(ctx: FindContext): ToolDefinition[] {
  const found: Omit<ToolDefinition, "group">[] = [];
  const dispatch: DispatchIndex = new Map();
  forEachNode(ctx.sourceCode.ast, ctx.sourceCode.visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const definition = recogniseRegistryCall(ctx, node) ?? recogniseVercel(ctx, node);
      if (definition !== undefined) found.push(definition);
    } else if (node.type === AST_NODE_TYPES.ObjectExpression) {
      const definition = recogniseOpenAI(ctx, node) ?? recogniseAnthropicOrMcp(ctx, node);
      if (definition !== undefined) found.push(definition);
      else collectDispatchObject(ctx, node, dispatch);
    }
  });
  const definitions = found.map((definition) => ({
    ...definition,
    implementation:
      definition.implementation ??
      (definition.name === undefined || definition.format === "registry" || definition.format === "vercel-ai"
        ? undefined
        : linkByNameOrDispatch(ctx, definition.name, definition.node, dispatch)),
    group: groupOf(ctx, definition),
  }));
  // Class-based tools, server.tool/registerTool registrations, and handlers attached by addTool or
  // { schema, handler } (see real-world.ts).
  return addRealWorldDefinitions(ctx, definitions).definitions;
}

/**
 * The tool definitions in the linted file, in source order. Computed once per file and shared by
 * every rule; works with or without type information.
 */
export function getToolDefinitions(context: Readonly<TSESLint.RuleContext<string, unknown[]>>): ToolDefinition[] {
  const sourceCode = context.sourceCode;
  const cached = cache.get(sourceCode.ast);
  if (cached !== undefined) return cached;
  const definitions = extractToolDefinitions({
    sourceCode,
    nameMatch: readNameMatchSetting(context.settings),
    types: optionalTypeServices(sourceCode),
  });
  cache.set(sourceCode.ast, definitions);
  return definitions;
}
