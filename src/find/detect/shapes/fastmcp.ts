// FastMCP: the tool and its handler in one object passed to `addTool`:
//   server.addTool({ name, description, parameters: z.object({…}), execute: async (args, context) => … })
//   server.addTool({ ...scrapeTool, _meta: {…} })             (a tool object of this file, spread in)
// (`client.addTool(definition, handler)`, with two arguments, attaches a handler instead: see
// handler-registrations.ts.)
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { followConst } from "../../syntax/follow-const.js";
import { linkTo } from "../../syntax/functions.js";
import { handlerFunction } from "../../link/callable.js";
import { methodName } from "../../../util/syntax.js";
import { findProperty, propertyKeyName, propertyValue } from "../../syntax/object.js";
import { serverGroup } from "../group.js";
import type { Recognised } from "./shape.js";

/** Keys a tool object spread into `addTool({ ...tool, _meta })` must not be given again beside the spread. */
const TOOL_KEYS = ["name", "description", "parameters", "execute"];

/**
 * The object that holds the tool: the argument itself, or the one tool object spread into it
 * (`server.addTool({ ...scrapeTool, _meta: {…} })`) when nothing beside the spread replaces its keys.
 */
function toolObject(ctx: FindContext, argument: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  const options = followConst(ctx.sourceCode, argument);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  if (findProperty(options, "name") !== undefined) return options;
  const spreads = options.properties.filter((property) => property.type === AST_NODE_TYPES.SpreadElement);
  if (spreads.length !== 1 || TOOL_KEYS.some((key) => findOwnKey(options, key))) return undefined;
  const source = followConst(ctx.sourceCode, spreads[0]!.argument);
  return source.type === AST_NODE_TYPES.ObjectExpression ? source : undefined;
}

function findOwnKey(object: TSESTree.ObjectExpression, key: string): boolean {
  return object.properties.some(
    (property) => property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === key,
  );
}

export function recogniseFastMcpTool(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  if (methodName(call.callee) !== "addTool" || call.arguments.length !== 1) return undefined;
  const options = toolObject(ctx, call.arguments[0]!);
  if (options === undefined) return undefined;
  const executeValue = propertyValue(findProperty(options, "execute"));
  const handler = handlerFunction(ctx, executeValue);
  if (findProperty(options, "name") === undefined || executeValue === undefined) return undefined;
  const fields = readCommonFields(ctx, options, ["parameters"]);
  return {
    definition: {
      format: "fastmcp",
      node: options,
      ...fields,
      containerNode: options,
      positionalNode: undefined,
      implementation: linkTo(ctx.sourceCode, executeValue, "inline", { allowUnresolved: true }),
      headNode: fields.nameNode,
    },
    handler,
    group: serverGroup(ctx, call),
  };
}
