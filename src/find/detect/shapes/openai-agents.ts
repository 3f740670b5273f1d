// OpenAI Agents SDK (`@openai/agents`, `@openai/agents-core`, `@openai/agents/realtime`):
//   tool({ name, description, parameters: z.object({…}) | { type: "object", … }, strict?, execute })
// Vercel's `tool()` has no `name` (its key names it) and is recognised first; a `tool` imported from
// another module counts when its options carry all of name, parameters and execute.
import { unwrap } from "../../../util/syntax.js";
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

function isAgentsModule(source: string): boolean {
  return source.startsWith("@openai/agents");
}

/** `tool` imported from the Agents SDK, or from a module of the project's own. */
function isToolCallee(ctx: FindContext, callee: TSESTree.Node): { fromSdk: boolean } | undefined {
  if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== "tool") return undefined;
  const origin = importOrigin(ctx, callee);
  return origin === undefined ? undefined : { fromSdk: isAgentsModule(origin.source) };
}

export function recogniseAgentsTool(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  const callee = isToolCallee(ctx, unwrap(call.callee));
  const argument = call.arguments[0];
  if (callee === undefined || call.arguments.length !== 1 || argument === undefined) return undefined;
  const options = followConst(ctx.sourceCode, argument);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const executeValue = propertyValue(findProperty(options, "execute"));
  const keys = ["name", "parameters"].filter((key) => findProperty(options, key) !== undefined);
  if (executeValue === undefined || keys.length < (callee.fromSdk ? 1 : 2)) return undefined;
  const fields = readCommonFields(ctx, options, ["parameters"]);
  const definition = {
    format: "openai-agents" as const,
    node: call,
    ...fields,
    containerNode: options,
    positionalNode: undefined,
    implementation: linkTo(ctx.sourceCode, executeValue, "inline", { allowUnresolved: true }),
    headNode: fields.nameNode ?? call.callee,
  };
  return { definition, handler: handlerFunction(ctx, executeValue), group: groupOf(ctx, definition) };
}
