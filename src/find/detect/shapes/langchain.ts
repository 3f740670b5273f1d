// LangChain (`@langchain/core/tools`), the function tools:
//   tool(async (input) => …, { name, description, schema: z.object({…}) | { type: "object", … } })
//   new DynamicStructuredTool({ name, description, schema, func })
//   new DynamicTool({ name, description, func })                  (one string input, no schema)
// Class tools (`extends StructuredTool` with `schema` and `_call`) are read in class-tools.ts.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { followConst } from "../../syntax/follow-const.js";
import { importOrigin } from "../../syntax/import-origin.js";
import { linkTo } from "../../syntax/functions.js";
import { groupOf } from "../group.js";
import { handlerFunction } from "../../link/callable.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import type { Recognised } from "./shape.js";

const CONSTRUCTORS = new Set(["DynamicStructuredTool", "DynamicTool"]);

/** The module an identifier is imported from, if it is imported. */
function importedFrom(ctx: FindContext, identifier: TSESTree.Node): string | undefined {
  return importOrigin(ctx, identifier)?.source;
}

function isLangChainModule(source: string | undefined): boolean {
  return (
    source !== undefined &&
    (source.startsWith("@langchain/") || source === "langchain" || source.startsWith("langchain/"))
  );
}

function recognised(
  ctx: FindContext,
  node: TSESTree.Node,
  options: TSESTree.ObjectExpression,
  fnValue: TSESTree.Node,
): Recognised {
  const fields = readCommonFields(ctx, options, ["schema"]);
  const definition = {
    format: "langchain" as const,
    node,
    ...fields,
    containerNode: options,
    positionalNode: undefined,
    implementation: linkTo(ctx.sourceCode, fnValue, "inline", { allowUnresolved: true }),
    headNode: fields.nameNode ?? node,
  };
  return { definition, handler: handlerFunction(ctx, fnValue), group: groupOf(ctx, definition) };
}

/** `tool(fn, { name, description, schema })` with `tool` from LangChain. */
export function recogniseLangChainTool(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  if (call.arguments.length !== 2 || !isLangChainModule(importedFrom(ctx, call.callee))) return undefined;
  const [fnValue, second] = call.arguments as [TSESTree.Node, TSESTree.Node];
  const options = followConst(ctx.sourceCode, second);
  if (options.type !== AST_NODE_TYPES.ObjectExpression || findProperty(options, "name") === undefined) return undefined;
  return recognised(ctx, call, options, fnValue);
}

/** `new DynamicStructuredTool({ name, description, schema, func })`, `new DynamicTool({…})`. */
export function recogniseLangChainDynamicTool(ctx: FindContext, node: TSESTree.NewExpression): Recognised | undefined {
  const callee = node.callee;
  if (
    callee.type !== AST_NODE_TYPES.Identifier ||
    !CONSTRUCTORS.has(callee.name) ||
    !isLangChainModule(importedFrom(ctx, callee))
  )
    return undefined;
  const argument = node.arguments[0];
  const options = argument === undefined ? undefined : followConst(ctx.sourceCode, argument);
  if (options?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const fnValue = propertyValue(findProperty(options, "func"));
  if (fnValue === undefined || findProperty(options, "name") === undefined) return undefined;
  return recognised(ctx, node, options, fnValue);
}
