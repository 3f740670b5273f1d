// Mastra: createTool({ id, description, inputSchema: z.object({…}), execute }) from "@mastra/core/tools".
// The model sees a tool by the key an agent's `tools` lists it under (`tools: { readFile:
// createTool({ id: "read-file" }) }` is called "readFile"), and by its `id` where no key lists it
// here. What `execute` receives changed between Mastra versions (the input
// itself, or `{ context }` holding it): `execute` is the handler, read where its reads align with
// the schema's names (Recognised.alignArguments).
import { unwrap } from "../../../util/syntax.js";
import { toolNameAt } from "../../link/dispatch/labels.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { followConst } from "../../syntax/follow-const.js";
import { importOrigin, isImportOf } from "../../syntax/import-origin.js";
import { groupOf } from "../group.js";
import { listedName } from "../listed-under.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import { handlerFunction } from "../../link/callable.js";
import type { Recognised } from "./shape.js";

function isCreateTool(ctx: FindContext, callee: TSESTree.Node): boolean {
  return isImportOf(ctx, callee, "createTool", (source) => source.startsWith("@mastra/"));
}

/**
 * A call of Mastra's workflow API (`createStep({ id, inputSchema, execute })` from
 * "@mastra/core/workflows"): shaped like a tool, but run by a workflow with the previous step's
 * output, never offered to a model. A style nobody listed that looks the same is still a tool (generic.ts).
 */
export function isMastraWorkflowCall(ctx: FindContext, call: TSESTree.CallExpression): boolean {
  const origin = importOrigin(ctx, unwrap(call.callee));
  return (
    origin !== undefined &&
    origin.source.startsWith("@mastra/") &&
    (origin.name === "createStep" || /^@mastra\/core\/workflows?(\/|$)/.test(origin.source))
  );
}

export function recogniseMastraTool(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  const argument = call.arguments[0];
  if (argument === undefined || !isCreateTool(ctx, unwrap(call.callee))) return undefined;
  const options = followConst(ctx.sourceCode, argument);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const idNode = propertyValue(findProperty(options, "id"));
  const listed = listedName(ctx, call);
  const fields = readCommonFields(ctx, options, ["inputSchema"]);
  const definition = {
    format: "mastra" as const,
    node: call,
    ...fields,
    name: listed?.name ?? toolNameAt(ctx, idNode),
    nameNode: listed?.node ?? idNode,
    containerNode: options,
    positionalNode: undefined,
    implementation: undefined,
    headNode: idNode ?? call.callee,
  };
  const handler = handlerFunction(ctx, propertyValue(findProperty(options, "execute")));
  return { definition, handler, alignArguments: true, group: groupOf(ctx, definition) };
}
