// Agent toolkits that list their tools as data and publish them under the `method` key:
//   const tools = [{ method: "create_invoice", name: "Create Invoice", description, parameters: z.object({…}), actions }]
// (`name` is a title for people; the model calls the tool by `method`). The shape of the Stripe and
// PayPal agent toolkits and the projects built on them; some make each entry in a function of its own,
// with the callable that runs it (`const tool = (context) => ({ method, name, …, execute })`).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { readStaticString } from "../../syntax/follow-const.js";
import { groupOf } from "../group.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import type { Recognised } from "./shape.js";
import { callableOf } from "../../link/callable.js";

export function recogniseToolkitEntry(ctx: FindContext, object: TSESTree.ObjectExpression): Recognised | undefined {
  if (findProperty(object, "method") === undefined) return undefined;
  if (!["name", "description", "parameters"].every((key) => findProperty(object, key) !== undefined)) return undefined;
  // In a list, or, made one by one (`const tool = (context) => ({ method, …, execute })`), holding
  // the callable that runs it: `{ method: "GET", name, … }` alone is as often a request's description.
  const listed = object.parent?.type === AST_NODE_TYPES.ArrayExpression;
  const callable = listed ? undefined : callableOf(ctx, object);
  if (!listed && callable === undefined) return undefined;
  const methodNode = propertyValue(findProperty(object, "method"));
  const method = readStaticString(ctx.sourceCode, methodNode);
  if (methodNode === undefined || method === undefined) return undefined;
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
  return {
    definition,
    group: groupOf(ctx, definition),
    // No SDK says what the callable receives: its parameters align with the schema, or nothing is read.
    ...(callable === undefined ? {} : { handler: callable.fn, alignArguments: true }),
  };
}
