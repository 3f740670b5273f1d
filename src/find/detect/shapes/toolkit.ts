// Agent toolkits that list their tools as data and publish them under the `method` key:
//   const tools = [{ method: "create_invoice", name: "Create Invoice", description, parameters: z.object({…}), actions }]
// (`name` is a title for people; the model calls the tool by `method`). The shape of the Stripe and
// PayPal agent toolkits and the projects built on them.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { readStaticString } from "../../syntax/follow-const.js";
import { groupOf } from "../group.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import type { Recognised } from "./shape.js";

export function recogniseToolkitEntry(ctx: FindContext, object: TSESTree.ObjectExpression): Recognised | undefined {
  if (object.parent?.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  const methodNode = propertyValue(findProperty(object, "method"));
  const method = readStaticString(ctx.sourceCode, methodNode);
  if (methodNode === undefined || method === undefined) return undefined;
  if (!["name", "description", "parameters"].every((key) => findProperty(object, key) !== undefined)) return undefined;
  const fields = readCommonFields(ctx, object, ["parameters"]);
  const definition = {
    format: "toolkit" as const,
    node: object,
    ...fields,
    name: method,
    nameNode: methodNode,
    containerNode: object,
    positionalNode: undefined,
    implementation: undefined,
    headNode: methodNode,
  };
  return { definition, group: groupOf(ctx, definition) };
}
