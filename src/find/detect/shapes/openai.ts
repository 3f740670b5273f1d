// OpenAI tool objects:
//   Chat Completions  { type: "function", function: { name, description?, parameters?, strict? } }
//     (openai-node `runTools`: `function.function` is the implementation)
//   Responses         { type: "function", name, description?, parameters, strict? }
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { objectLiteralDefinition, readCommonFields } from "../fields.js";
import { followConst } from "../../syntax/follow-const.js";
import { labelValue } from "../../link/dispatch/labels.js";
import { linkTo } from "../../syntax/functions.js";
import { findProperty, propertyValue, spreadMayBring } from "../../syntax/object.js";
import type { ToolDefinition } from "../../types.js";
import { propertyKeyName } from "../../../util/syntax.js";

/**
 * A tool *call* (`{ id, type: "function", function: { name, arguments } }`, a streamed delta, a
 * Responses `call_id`): it carries the model's arguments, not a schema.
 */
function isToolCall(object: TSESTree.ObjectExpression): boolean {
  return ["arguments", "id", "call_id", "index"].some((key) => findProperty(object, key) !== undefined);
}

/** The request fields that force one tool (`tool_choice: { type: "function", function: { name } }`): they name a tool, never define one. */
const TOOL_CHOICE_KEYS = new Set(["tool_choice", "toolChoice"]);

function isToolChoice(object: TSESTree.ObjectExpression): boolean {
  // `tool_choice: force ? { type: "function", function: { name } } : "auto"`: through a choice of
  // values and casts to the key that takes it.
  let value: TSESTree.Node = object;
  let parent: TSESTree.Node | undefined = object.parent;
  while (
    (parent?.type === AST_NODE_TYPES.ConditionalExpression && parent.test !== value) ||
    parent?.type === AST_NODE_TYPES.LogicalExpression ||
    parent?.type === AST_NODE_TYPES.TSAsExpression ||
    parent?.type === AST_NODE_TYPES.TSSatisfiesExpression
  ) {
    value = parent;
    parent = parent.parent;
  }
  if (parent?.type !== AST_NODE_TYPES.Property || parent.value !== value) return false;
  const key = propertyKeyName(parent);
  return key !== undefined && TOOL_CHOICE_KEYS.has(key);
}

export function recogniseOpenAI(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
): Omit<ToolDefinition, "group"> | undefined {
  // `type: "function"`, or a constant or enum member known to hold it (`ToolCallType.FUNCTION`).
  const type = propertyValue(findProperty(object, "type"));
  if (type === undefined || labelValue(ctx.sourceCode, ctx.types, type) !== "function") return undefined;
  if (isToolCall(object) || isToolChoice(object)) return undefined;

  const functionValue = propertyValue(findProperty(object, "function"));
  if (functionValue !== undefined) {
    const inner = followConst(ctx.sourceCode, functionValue);
    if (inner.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    if (isToolCall(inner)) return undefined;
    const fields = readCommonFields(ctx, inner, ["parameters"]);
    const implementationValue = propertyValue(findProperty(inner, "function"));
    return {
      format: "openai-chat",
      node: object,
      ...fields,
      headNode: fields.nameNode ?? findProperty(object, "function")?.key,
      containerNode: inner,
      positionalNode: undefined,
      implementation:
        implementationValue === undefined
          ? undefined
          : linkTo(ctx.sourceCode, implementationValue, "inline", { allowUnresolved: true }),
    };
  }

  // Responses: flat. Require a name so that `{ type: "function" }` alone is not taken for a tool, and
  // its parameters or a description: an Ethereum ABI's entry (`{ type: "function", name, inputs,
  // outputs }`) has neither.
  if (findProperty(object, "name") === undefined) return undefined;
  const evidence = ["parameters", "description"];
  if (!evidence.some((key) => findProperty(object, key) !== undefined) && !spreadMayBring(object, evidence))
    return undefined;
  return objectLiteralDefinition(ctx, "openai-responses", object, ["parameters"]);
}
