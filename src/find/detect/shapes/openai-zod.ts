// openai's zod helpers, strict function tools built from a zod schema:
//   zodFunction({ name, description?, parameters: z.object({…}), function?: (args) => … })
//   zodResponsesFunction({ name, description?, parameters, function? })
import { unwrap } from "../../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { followConst, importBinding, importedName } from "../../syntax/follow-const.js";
import { linkTo } from "../../syntax/functions.js";
import { groupOf } from "../group.js";
import { handlerFunction } from "../../link/callable.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import type { ToolFormat } from "../../types.js";
import type { Recognised } from "./shape.js";

const HELPERS: Readonly<Record<string, ToolFormat>> = {
  zodFunction: "openai-chat",
  zodResponsesFunction: "openai-responses",
};

/** The helper's format when `callee` is `zodFunction`/`zodResponsesFunction` imported from openai. */
function helperFormat(ctx: FindContext, callee: TSESTree.Node): ToolFormat | undefined {
  const binding = importBinding(ctx.sourceCode, callee);
  if (binding === undefined || !binding.parent.source.value.startsWith("openai")) return undefined;
  return Object.hasOwn(HELPERS, importedName(binding)) ? HELPERS[importedName(binding)] : undefined;
}

export function recogniseOpenAIZodFunction(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  const format = helperFormat(ctx, unwrap(call.callee));
  const argument = call.arguments[0];
  if (format === undefined || argument === undefined) return undefined;
  const options = followConst(ctx.sourceCode, argument);
  if (options.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const fields = readCommonFields(ctx, options, ["parameters"]);
  const fnValue = propertyValue(findProperty(options, "function"));
  const definition = {
    format,
    node: call,
    ...fields,
    // The helpers always build a strict tool.
    strict: true,
    containerNode: options,
    positionalNode: undefined,
    implementation:
      fnValue === undefined ? undefined : linkTo(ctx.sourceCode, fnValue, "inline", { allowUnresolved: true }),
    headNode: fields.nameNode ?? call.callee,
  };
  return { definition, handler: handlerFunction(ctx, fnValue), group: groupOf(ctx, definition) };
}
