// Class-based tools: a class with `name`, `description`, a schema property and a method that runs
// the tool —
//   class WeatherTool { name = "get_weather"; description = "…"; input_schema = {…}; async call(input: WeatherInput) {…} }
// (static fields too). The schema key tells the format, as for object literals: `input_schema`
// (Anthropic), `inputSchema` (MCP), `parameters` (OpenAI Responses), and LangChain's
//   class SendMail extends StructuredTool { name = "send_mail"; description = "…"; schema = z.object({…}); async _call(input) {…} }
// where `schema` counts only beside a `_call` method (a `schema` field alone says nothing about tools),
// and LangChain's string tools, `class Calculator extends Tool { name = "calculator"; description; _call(input) }`,
// whose one-string schema is inherited.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { followConst, readStaticString } from "../../syntax/follow-const.js";
import type { FunctionNode } from "../../syntax/functions.js";
import { HANDLER_METHODS } from "../../syntax/method-names.js";
import { typedHandlerLink } from "../../link/handler-link.js";
import type { ToolFormat } from "../../types.js";
import { containingArray } from "../group.js";
import { methodOf } from "../../../util/syntax.js";
import { zodSchemaOf } from "../zod.js";
import type { Recognised } from "./shape.js";

/** Schema keys, in the order they are looked for, and the format each one means. */
const SCHEMA_KEYS: readonly (readonly [string, ToolFormat])[] = [
  ["input_schema", "anthropic"],
  ["inputSchema", "mcp"],
  ["parameters", "openai-responses"],
  ["schema", "langchain"],
];

/** LangChain's: `_call(input)` receives the parsed arguments. */
const LANGCHAIN_HANDLER = "_call";

type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

function memberName(member: TSESTree.ClassElement): string | undefined {
  if (member.type !== AST_NODE_TYPES.PropertyDefinition && member.type !== AST_NODE_TYPES.MethodDefinition)
    return undefined;
  if (member.computed && member.key.type !== AST_NODE_TYPES.Literal) return undefined;
  if (member.key.type === AST_NODE_TYPES.Identifier) return member.key.name;
  if (member.key.type === AST_NODE_TYPES.Literal && typeof member.key.value === "string") return member.key.value;
  return undefined;
}

/**
 * The value of the field `name` (instance or static), or what the constructor's own statements
 * assign to `this.name` whenever it runs (not under a condition); the last one written wins.
 */
function fieldValue(node: ClassNode, name: string): TSESTree.Expression | undefined {
  let found: TSESTree.Expression | undefined;
  for (const member of node.body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && memberName(member) === name && member.value !== null) {
      found = member.value;
    }
  }
  return constructorAssignment(node, name) ?? found;
}

/** `this.name = value` as a statement of the constructor's body itself. */
function constructorAssignment(node: ClassNode, name: string): TSESTree.Expression | undefined {
  const constructor = node.body.body.find(
    (member): member is TSESTree.MethodDefinition =>
      member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "constructor",
  );
  let found: TSESTree.Expression | undefined;
  for (const statement of constructor?.value.body?.body ?? []) {
    if (statement.type !== AST_NODE_TYPES.ExpressionStatement) continue;
    const assignment = statement.expression;
    if (assignment.type !== AST_NODE_TYPES.AssignmentExpression || assignment.operator !== "=") continue;
    const target = methodOf(assignment.left); // a member, `this.name`, read as a method's receiver and name
    if (target?.object.type === AST_NODE_TYPES.ThisExpression && target.name === name) found = assignment.right;
  }
  return found;
}

/**
 * A base that tools extend (`abstract class`, or named so: `GoogleCalendarBase`, `BaseTool`) is not
 * itself a tool: its name and description are placeholders its subclasses replace. JavaScript keeps
 * no `abstract`, so the name is what tells.
 */
function isBaseClass(node: ClassNode): boolean {
  if ("abstract" in node && node.abstract === true) return true;
  const name =
    node.id?.name ??
    (node.parent?.type === AST_NODE_TYPES.VariableDeclarator && node.parent.id.type === AST_NODE_TYPES.Identifier
      ? node.parent.id.name
      : undefined);
  return name !== undefined && /^(Base|Abstract)[A-Z]|Base$/.test(name);
}

function hasMethod(node: ClassNode, name: string): boolean {
  return node.body.body.some(
    (member) => member.type === AST_NODE_TYPES.MethodDefinition && memberName(member) === name,
  );
}

function handlerMethod(node: ClassNode, names: readonly string[]): FunctionNode | undefined {
  for (const name of names) {
    for (const member of node.body.body) {
      if (memberName(member) !== name) continue;
      if (member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "method")
        return member.value as FunctionNode;
      if (member.type === AST_NODE_TYPES.PropertyDefinition && member.value !== null) {
        const value = member.value;
        if (value.type === AST_NODE_TYPES.ArrowFunctionExpression || value.type === AST_NODE_TYPES.FunctionExpression)
          return value;
      }
    }
  }
  return undefined;
}

/** A class that reads as a tool: a static name, a schema field and (optionally) a handler method. */
export function recogniseClassTool(ctx: FindContext, node: ClassNode): Recognised | undefined {
  if (isBaseClass(node)) return undefined;
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
  if (format === undefined && node.superClass != null && hasMethod(node, LANGCHAIN_HANDLER)) {
    // LangChain's string tools (`extends Tool`): one text input, the schema inherited.
    format = "langchain";
  }
  if (format === undefined) return undefined;
  // A class whose name is not written as text (a getter, a constructor argument) is not recognisably a tool.
  if (
    name === undefined &&
    nameNode.type !== AST_NODE_TYPES.MemberExpression &&
    nameNode.type !== AST_NODE_TYPES.Identifier
  ) {
    return undefined;
  }
  const handler = handlerMethod(node, format === "langchain" ? [LANGCHAIN_HANDLER] : HANDLER_METHODS);
  if (format === "langchain" && handler === undefined) return undefined;
  const schema = schemaValue === undefined ? undefined : followConst(ctx.sourceCode, schemaValue);
  const zodSchema =
    schema === undefined || schema.type === AST_NODE_TYPES.ObjectExpression ? undefined : zodSchemaOf(ctx, schema);
  const descriptionNode = fieldValue(node, "description");
  const className = node.id?.name ?? "<class>";
  return {
    definition: {
      format,
      node,
      name,
      nameNode,
      description: readStaticString(ctx.sourceCode, descriptionNode),
      descriptionNode,
      // A subclass may inherit its description (LangChain's base tools set one in their constructor).
      descriptionUnreadable: descriptionNode === undefined && node.superClass != null,
      schemaNode: schema?.type === AST_NODE_TYPES.ObjectExpression && zodSchema === undefined ? schema : undefined,
      schemaUnreadable: schema?.type !== AST_NODE_TYPES.ObjectExpression,
      zodSchema,
      containerNode: undefined,
      positionalNode: undefined,
      strict: false,
      textInput: schemaValue === undefined && format === "langchain",
      implementation:
        handler === undefined || schema === undefined || zodSchema !== undefined
          ? undefined
          : typedHandlerLink(handler, `${className}.${methodNameOf(handler)}`),
      headNode: nameNode,
    },
    handler,
    group: classGroup(ctx, node),
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

/**
 * The registry a class tool's instances are kept in, so two tools of one name in it are duplicates:
 * an array listing `new WeatherTool()` (directly or through a const) — `new Map(list.map(…))` and
 * `[new A(), new B()]` alike — or `tools.set(name, new WeatherTool())` on one receiver.
 */
function classGroup(ctx: FindContext, node: TSESTree.ClassDeclaration | TSESTree.ClassExpression): string | undefined {
  if (node.id == null) return undefined;
  const variable = ctx.sourceCode.getDeclaredVariables(node).find((v) => v.name === node.id!.name);
  for (const reference of variable?.references ?? []) {
    const created = reference.identifier.parent;
    if (created?.type !== AST_NODE_TYPES.NewExpression || created.callee !== reference.identifier) continue;
    let instance: TSESTree.Node = created;
    const declarator = created.parent;
    if (declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.id.type === AST_NODE_TYPES.Identifier) {
      // const weather = new WeatherTool(); … [weather, …]
      const held = ctx.sourceCode.getDeclaredVariables(declarator)[0];
      const listed = held?.references.find((r) => containingArray(r.identifier) !== undefined);
      if (listed === undefined) continue;
      instance = listed.identifier;
    }
    const array = containingArray(instance);
    if (array !== undefined) return `list@${array.range[0]}`;
    const call = instance.parent;
    if (
      call?.type === AST_NODE_TYPES.CallExpression &&
      call.arguments[1] === instance &&
      call.callee.type === AST_NODE_TYPES.MemberExpression &&
      !call.callee.computed &&
      call.callee.property.type === AST_NODE_TYPES.Identifier &&
      call.callee.property.name === "set"
    ) {
      return `map:${ctx.sourceCode.getText(call.callee.object)}`;
    }
  }
  return undefined;
}
