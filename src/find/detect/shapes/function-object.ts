// Plain function objects, { name, description, parameters } with no `type: "function"` around them:
// OpenAI's legacy `functions: [...]`, Gemini's `functionDeclarations: [...]`, LangChain's
// `bindTools([...])`. The shape alone is any object with a name, so it counts only where it is used
// as a tool: in an array under one of those keys or passed to `bindTools`, or typed with the SDK's
// own function type (`ChatCompletionCreateParams.Function`, `FunctionDefinition`, `FunctionDeclaration`).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { objectLiteralDefinition } from "../fields.js";
import { importBinding } from "../../syntax/follow-const.js";
import { groupOf } from "../group.js";
import { findProperty, propertyKeyName } from "../../syntax/object.js";
import type { ToolFormat } from "../../types.js";
import type { Recognised } from "./shape.js";

/** Keys whose array lists function objects, and the format each means. */
const LIST_KEYS: Readonly<Record<string, ToolFormat>> = {
  functions: "openai-function",
  functionDeclarations: "gemini",
};
/** Keys of which a function object has one at least besides its name. */
const FUNCTION_KEYS = ["description", "parameters", "parametersJsonSchema"];
/** SDK type names of a function object, and the format each means. */
const SDK_TYPES: Readonly<Record<string, ToolFormat>> = {
  Function: "openai-function",
  FunctionDefinition: "openai-function",
  FunctionDeclaration: "gemini",
};

/** The node standing for `node` once `as`/`satisfies` around it are taken into account. */
function outermost(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (
    current.parent?.type === AST_NODE_TYPES.TSAsExpression ||
    current.parent?.type === AST_NODE_TYPES.TSSatisfiesExpression
  )
    current = current.parent;
  return current;
}

/** The format the object's place in the code gives it: its list's key, `bindTools([...])`. */
function formatFromPlace(node: TSESTree.Node): ToolFormat | undefined {
  const array = outermost(node).parent;
  if (array?.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  const holder = outermost(array).parent;
  if (holder?.type === AST_NODE_TYPES.Property && holder.value === outermost(array)) {
    const key = propertyKeyName(holder);
    return key === undefined ? undefined : LIST_KEYS[key];
  }
  if (holder?.type === AST_NODE_TYPES.CallExpression && holder.callee.type === AST_NODE_TYPES.MemberExpression) {
    const method = holder.callee.property;
    return method.type === AST_NODE_TYPES.Identifier && method.name === "bindTools" ? "openai-function" : undefined;
  }
  return undefined;
}

/** The SDK type an annotation or `satisfies` names, when imported from openai or @google/genai. */
function formatFromType(ctx: FindContext, node: TSESTree.Node): ToolFormat | undefined {
  const outer = outermost(node);
  let type: TSESTree.TypeNode | undefined;
  if (outer.type === AST_NODE_TYPES.TSSatisfiesExpression || outer.type === AST_NODE_TYPES.TSAsExpression)
    type = outer.typeAnnotation;
  else if (
    outer.parent?.type === AST_NODE_TYPES.VariableDeclarator &&
    outer.parent.id.type === AST_NODE_TYPES.Identifier
  ) {
    type = outer.parent.id.typeAnnotation?.typeAnnotation;
  }
  if (type?.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
  let name = type.typeName;
  const last =
    name.type === AST_NODE_TYPES.TSQualifiedName
      ? name.right.name
      : name.type === AST_NODE_TYPES.Identifier
        ? name.name
        : undefined;
  while (name.type === AST_NODE_TYPES.TSQualifiedName) name = name.left;
  if (last === undefined || name.type !== AST_NODE_TYPES.Identifier) return undefined;
  const source = importBinding(ctx.sourceCode, name)?.parent.source.value;
  if (source === undefined || !(source.startsWith("openai") || source === "@google/genai")) return undefined;
  return SDK_TYPES[last];
}

export function recogniseFunctionObject(ctx: FindContext, object: TSESTree.ObjectExpression): Recognised | undefined {
  if (findProperty(object, "name") === undefined || findProperty(object, "type") !== undefined) return undefined;
  // A function object says what it does or takes: `{ name, kind }` under a `functions` key is a
  // symbol listing, not a tool.
  if (!FUNCTION_KEYS.some((key) => findProperty(object, key) !== undefined)) return undefined;
  const format = formatFromPlace(object) ?? formatFromType(ctx, object);
  if (format === undefined) return undefined;
  const definition = objectLiteralDefinition(ctx, format, object, ["parameters", "parametersJsonSchema"]);
  return { definition, group: groupOf(ctx, definition) };
}
