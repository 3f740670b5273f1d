// FastMCP: the tool and its handler in one object passed to `addTool`:
//   server.addTool({ name, description, parameters: z.object({…}), execute: async (args, context) => … })
// (`client.addTool(definition, handler)`, with two arguments, attaches a handler instead: see
// handler-registrations.ts.)
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { readCommonFields } from "../fields.js";
import { followConst } from "../follow-const.js";
import { linkTo } from "../functions.js";
import { handlerFunction, methodName } from "../handler-registrations.js";
import { findProperty, propertyValue } from "../object.js";
import { serverGroup } from "../group.js";
import type { Recognised } from "./shape.js";

export function recogniseFastMcpTool(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  if (methodName(call.callee) !== "addTool" || call.arguments.length !== 1) return undefined;
  const options = followConst(ctx.sourceCode, call.arguments[0]!);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
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
