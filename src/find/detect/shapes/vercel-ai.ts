// Vercel AI SDK: tool({ description, inputSchema | parameters: jsonSchema({...}), execute }).
// The tool's name is the key it is stored under: `tools: { get_weather: tool({...}) }`.
import { boundModule, unwrap } from "../../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { listedName } from "../listed-under.js";
import { readCommonFields } from "../fields.js";
import { followConst, resolveVariable } from "../../syntax/follow-const.js";
import { importOrigin } from "../../syntax/import-origin.js";
import { linkTo } from "../../syntax/functions.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import type { ToolDefinition } from "../../types.js";

/** Modules whose `tool` export is the Vercel helper. */
function isVercelModule(source: string): boolean {
  return source === "ai" || source.startsWith("ai/") || source.startsWith("@ai-sdk/");
}

/**
 * Whether `tool` here is Vercel's: imported or required from "ai" / "@ai-sdk/*" (or through a module
 * of the project that re-exports it), or not bound in the
 * file at all (a global in a loose script). A `tool` declared in the file or imported from another
 * module is someone else's helper.
 */
function isVercelToolCallee(ctx: FindContext, callee: TSESTree.Node): boolean {
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    return (
      !callee.computed &&
      callee.property.type === AST_NODE_TYPES.Identifier &&
      callee.property.name === "tool" &&
      callee.object.type === AST_NODE_TYPES.Identifier &&
      isVercelNamespace(ctx, callee.object)
    );
  }
  if (callee.type !== AST_NODE_TYPES.Identifier) return false;
  // `import { tool as aiTool } from "ai"`: the name imported is what counts.
  const origin = importOrigin(ctx, callee);
  if (origin !== undefined) return origin.name === "tool" && isVercelModule(origin.source);
  if (callee.name !== "tool") return false;
  const variable = resolveVariable(ctx.sourceCode, callee);
  return variable === undefined || bindsVercelModule(variable);
}

/** `import * as ai from "ai"` / `const ai = require("ai")`. */
function isVercelNamespace(ctx: FindContext, identifier: TSESTree.Identifier): boolean {
  const variable = resolveVariable(ctx.sourceCode, identifier);
  return variable !== undefined && bindsVercelModule(variable);
}

/** The variable's one definition imports or requires "ai" / "@ai-sdk/*". */
function bindsVercelModule(variable: NonNullable<ReturnType<typeof resolveVariable>>): boolean {
  const source = boundModule(variable);
  return source !== undefined && isVercelModule(source);
}

export function recogniseVercel(
  ctx: FindContext,
  call: TSESTree.CallExpression,
): Omit<ToolDefinition, "group"> | undefined {
  const argument = call.arguments[0];
  if (argument === undefined || argument.type === AST_NODE_TYPES.SpreadElement) return undefined;
  if (!isVercelToolCallee(ctx, unwrap(call.callee))) return undefined;
  const options = followConst(ctx.sourceCode, argument);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const looksLikeTool = ["execute", "inputSchema", "parameters", "description"].some(
    (key) => findProperty(options, key) !== undefined,
  );
  if (!looksLikeTool) return undefined;

  const fields = readCommonFields(ctx, options, ["inputSchema", "parameters"], { jsonSchemaCall: true });
  const listed = listedName(ctx, call);
  const executeValue = propertyValue(findProperty(options, "execute"));
  return {
    format: "vercel-ai",
    node: call,
    ...fields,
    // Vercel tools are named by their key; a `name` inside the options is not the wire name.
    name: listed?.name,
    nameNode: listed?.node,
    headNode: listed?.node ?? call.callee,
    containerNode: options,
    positionalNode: undefined,
    implementation:
      executeValue === undefined
        ? undefined
        : linkTo(ctx.sourceCode, executeValue, "inline", { allowUnresolved: true }),
  };
}
