// Class-based tools: a class with `name`, `description`, a schema property and a method that runs
// the tool —
//   class WeatherTool { name = "get_weather"; description = "…"; input_schema = {…}; async call(input: WeatherInput) {…} }
// (static fields too). The schema key tells the format, as for object literals: `input_schema`
// (Anthropic), `inputSchema` (MCP), `parameters` (OpenAI Responses).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "./context.js";
import { followConst, readStaticString } from "./follow-const.js";
import type { FunctionNode } from "./functions.js";
import { typedHandlerLink } from "./handler-link.js";
import type { ToolDefinition, ToolFormat } from "./types.js";

/** Schema keys, in the order they are looked for, and the format each one means. */
const SCHEMA_KEYS: readonly (readonly [string, ToolFormat])[] = [
  ["input_schema", "anthropic"],
  ["inputSchema", "mcp"],
  ["parameters", "openai-responses"],
];

/** Methods that run a tool with its arguments. */
export const HANDLER_METHODS: readonly string[] = ["call", "execute", "run", "handler", "handle", "invoke"];

export interface ClassTool {
  definition: Omit<ToolDefinition, "group">;
  /** The method that runs the tool: its first parameter receives the arguments. */
  handler: FunctionNode | undefined;
}

type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

function memberName(member: TSESTree.ClassElement): string | undefined {
  if (member.type !== AST_NODE_TYPES.PropertyDefinition && member.type !== AST_NODE_TYPES.MethodDefinition) return undefined;
  if (member.computed && member.key.type !== AST_NODE_TYPES.Literal) return undefined;
  if (member.key.type === AST_NODE_TYPES.Identifier) return member.key.name;
  if (member.key.type === AST_NODE_TYPES.Literal && typeof member.key.value === "string") return member.key.value;
  return undefined;
}

/** The value of the field `name` (instance or static; the last one written wins). */
function fieldValue(node: ClassNode, name: string): TSESTree.Expression | undefined {
  let found: TSESTree.Expression | undefined;
  for (const member of node.body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && memberName(member) === name && member.value !== null) {
      found = member.value;
    }
  }
  return found;
}

function handlerMethod(node: ClassNode): FunctionNode | undefined {
  for (const name of HANDLER_METHODS) {
    for (const member of node.body.body) {
      if (memberName(member) !== name) continue;
      if (member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "method") return member.value as FunctionNode;
      if (member.type === AST_NODE_TYPES.PropertyDefinition && member.value !== null) {
        const value = member.value;
        if (value.type === AST_NODE_TYPES.ArrowFunctionExpression || value.type === AST_NODE_TYPES.FunctionExpression) return value;
      }
    }
  }
  return undefined;
}

/** A class that reads as a tool: a static name, a schema field and (optionally) a handler method. */
export function recogniseClassTool(ctx: FindContext, node: ClassNode): ClassTool | undefined {
  const nameNode = fieldValue(node, "name");
  if (nameNode === undefined) return undefined;
  const name = readStaticString(ctx.sourceCode, nameNode);
  let format: ToolFormat | undefined;
  let schemaValue: TSESTree.Expression | undefined;
  for (const [key, keyFormat] of SCHEMA_KEYS) {
    schemaValue = fieldValue(node, key);
    if (schemaValue !== undefined) {
      format = keyFormat;
      break;
    }
  }
  if (format === undefined || schemaValue === undefined) return undefined;
  // A class whose name is not written as text (a getter, a constructor argument) is not recognisably a tool.
  if (name === undefined && nameNode.type !== AST_NODE_TYPES.MemberExpression && nameNode.type !== AST_NODE_TYPES.Identifier) {
    return undefined;
  }
  const schema = followConst(ctx.sourceCode, schemaValue);
  const descriptionNode = fieldValue(node, "description");
  const handler = handlerMethod(node);
  const className = node.id?.name ?? "<class>";
  return {
    definition: {
      format,
      node,
      name,
      nameNode,
      description: readStaticString(ctx.sourceCode, descriptionNode),
      descriptionNode,
      schemaNode: schema.type === AST_NODE_TYPES.ObjectExpression ? schema : undefined,
      schemaUnreadable: schema.type !== AST_NODE_TYPES.ObjectExpression,
      containerNode: undefined,
      positionalNode: undefined,
      strict: false,
      implementation: handler === undefined ? undefined : typedHandlerLink(handler, `${className}.${methodNameOf(handler)}`),
      headNode: nameNode,
    },
    handler,
  };
}

function methodNameOf(fn: FunctionNode): string {
  const parent = fn.parent;
  if (
    (parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition) &&
    parent.key.type === AST_NODE_TYPES.Identifier
  ) {
    return parent.key.name;
  }
  return "call";
}
