// Mastra: createTool({ id, description, inputSchema: z.object({…}), execute }) from "@mastra/core/tools".
// The tool's name is its `id`. What `execute` receives changed between Mastra versions (the input
// itself, or `{ context }` holding it): `execute` is the handler, read where its reads align with
// the schema's names (Recognised.alignArguments).
import { toolNameAt } from "../../link/dispatch/labels.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { followConst, importBinding, importedName } from "../../syntax/follow-const.js";
import { groupOf } from "../group.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import { handlerFunction } from "../../link/callable.js";
import type { Recognised } from "./shape.js";

function isCreateTool(ctx: FindContext, callee: TSESTree.Node): boolean {
  const binding = importBinding(ctx.sourceCode, callee);
  return (
    binding !== undefined &&
    importedName(binding) === "createTool" &&
    binding.parent.source.value.startsWith("@mastra/")
  );
}

export function recogniseMastraTool(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  const argument = call.arguments[0];
  if (argument === undefined || !isCreateTool(ctx, call.callee)) return undefined;
  const options = followConst(ctx.sourceCode, argument);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const idNode = propertyValue(findProperty(options, "id"));
  const fields = readCommonFields(ctx, options, ["inputSchema"]);
  const definition = {
    format: "mastra" as const,
    node: call,
    ...fields,
    name: toolNameAt(ctx, idNode),
    nameNode: idNode,
    containerNode: options,
    positionalNode: undefined,
    implementation: undefined,
    headNode: idNode ?? call.callee,
  };
  const handler = handlerFunction(ctx, propertyValue(findProperty(options, "execute")));
  return { definition, handler, alignArguments: true, group: groupOf(ctx, definition) };
}
