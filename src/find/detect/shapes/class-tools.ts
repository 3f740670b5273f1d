// Class-based tools: a class with `name`, `description`, a schema property and a method that runs
// the tool —
//   class WeatherTool { name = "get_weather"; description = "…"; input_schema = {…}; async call(input: WeatherInput) {…} }
// (static fields too). The schema key tells the format, as for object literals: `input_schema`
// (Anthropic), `inputSchema` (MCP), `parameters` (OpenAI Responses), and LangChain's
//   class SendMail extends StructuredTool { name = "send_mail"; description = "…"; schema = z.object({…}); async _call(input) {…} }
// where `schema` counts only beside a `_call` method (a `schema` field alone says nothing about tools)
// or another runner (`execute`, as other frameworks name it: then no SDK says what it receives),
// and LangChain's string tools, `class Calculator extends Tool { name = "calculator"; description; _call(input) }`,
// whose one-string schema is inherited.
// A class whose schema key is a library's own (`specificInputSchema = S`, `get argsSchema() { return S }`,
// `extends BaseTool<typeof S>`) is a tool too when its own types say so: a method takes
// `z.infer<typeof S>`, the value the schema parses to. That method runs the tool with the arguments.
import { toolNameAt } from "../../link/dispatch/labels.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { followConst, readStaticString } from "../../syntax/follow-const.js";
import type { FunctionNode } from "../../syntax/functions.js";
import {
  CLASS_HANDLER_METHODS,
  type ClassNode,
  handlerMethod,
  isBaseClass,
  memberName,
} from "../../syntax/class-members.js";
import { parameterAnnotation } from "../../read/arguments/types.js";
import { echoesSchema } from "../../syntax/schema-echo.js";
import { typedHandlerLink } from "../../link/handler-link.js";
import type { ToolDefinition, ToolFormat } from "../../types.js";
import { containingArray } from "../group.js";
import { methodOf, propertyKeyName } from "../../../util/syntax.js";
import { namesNoKeyword } from "../fields.js";
import { zodSchemaOf } from "../zod.js";
import { isObjectJsonSchema } from "./generic.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
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

/**
 * The value of the field `name` (instance or static), or what the constructor's own statements
 * assign to `this.name` whenever it runs (not under a condition); the last one written wins. Else
 * what a member of that name that takes nothing returns (`inputSchema() { return z.object({…}) }`,
 * a getter: returnedBy), or the value the constructor hands its base under that key
 * (`super({ name: "exit_loop", description: "…" })`).
 */
function fieldValue(node: ClassNode, name: string): TSESTree.Expression | undefined {
  let found: TSESTree.Expression | undefined;
  for (const member of node.body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && memberName(member) === name && member.value !== null) {
      found = member.value;
    }
  }
  return constructorAssignment(node, name) ?? found ?? returnedBy(node, name) ?? handedToBase(node, name);
}

/**
 * What a method or getter `name` that takes nothing returns, when its body is a `return`, after
 * nothing but consts it may use (`const entry = z.object({…}); return z.object({ include: entry })`).
 */
function returnedBy(node: ClassNode, name: string): TSESTree.Expression | undefined {
  for (const member of node.body.body) {
    if (member.type !== AST_NODE_TYPES.MethodDefinition || memberName(member) !== name || member.static) continue;
    if ((member.kind !== "method" && member.kind !== "get") || member.value.params.length > 0) continue;
    if (member.value.async || member.value.generator) continue;
    const body = member.value.body?.body ?? [];
    const last = body.at(-1);
    const consts = body
      .slice(0, -1)
      .every((statement) => statement.type === AST_NODE_TYPES.VariableDeclaration && statement.kind === "const");
    if (consts && last?.type === AST_NODE_TYPES.ReturnStatement && last.argument !== null) return last.argument;
  }
  return undefined;
}

/**
 * The value under `name` of the object literal the constructor hands its base first (`super({ name,
 * … })`), or of a const of the constructor's own spread into it (`const toolInput = { name, schema };
 * super({ ...toolInput, accessToken })`): the last one written wins.
 */
function handedToBase(node: ClassNode, name: string): TSESTree.Expression | undefined {
  if (node.superClass == null) return undefined;
  const constructor = node.body.body.find(
    (member): member is TSESTree.MethodDefinition =>
      member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "constructor",
  );
  const consts = new Map<string, TSESTree.ObjectExpression>();
  for (const statement of constructor?.value.body?.body ?? []) {
    if (statement.type === AST_NODE_TYPES.VariableDeclaration && statement.kind === "const") {
      for (const declarator of statement.declarations) {
        if (
          declarator.id.type === AST_NODE_TYPES.Identifier &&
          declarator.init?.type === AST_NODE_TYPES.ObjectExpression
        )
          consts.set(declarator.id.name, declarator.init);
      }
      continue;
    }
    if (statement.type !== AST_NODE_TYPES.ExpressionStatement) continue;
    const call = statement.expression;
    if (call.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.Super) continue;
    const options = call.arguments[0];
    return options?.type === AST_NODE_TYPES.ObjectExpression ? lastWritten(options, name, consts) : undefined;
  }
  return undefined;
}

/**
 * The value the key `name` of an object literal takes: written last, or brought by a spread of one
 * of `consts` (object literals written with static keys only). Undefined when absent, or when a
 * spread of anything else may bring it.
 */
function lastWritten(
  object: TSESTree.ObjectExpression,
  name: string,
  consts: ReadonlyMap<string, TSESTree.ObjectExpression>,
): TSESTree.Expression | undefined {
  for (const member of [...object.properties].reverse()) {
    if (member.type === AST_NODE_TYPES.Property) {
      if (!member.computed && propertyKeyName(member) === name) return member.value as TSESTree.Expression;
      continue;
    }
    const spread = member.argument;
    const held = spread.type === AST_NODE_TYPES.Identifier ? consts.get(spread.name) : undefined;
    if (held === undefined || held.properties.some((p) => p.type !== AST_NODE_TYPES.Property || p.computed))
      return undefined;
    const found = lastWritten(held, name, consts);
    if (found !== undefined) return found;
  }
  return undefined;
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

function hasMethod(node: ClassNode, name: string): boolean {
  return node.body.body.some(
    (member) => member.type === AST_NODE_TYPES.MethodDefinition && memberName(member) === name,
  );
}

/** A method (or a function-valued field) of the class, with its name. */
function methods(node: ClassNode): FunctionNode[] {
  const found: FunctionNode[] = [];
  for (const member of node.body.body) {
    if (member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "method") {
      found.push(member.value as FunctionNode);
    } else if (member.type === AST_NODE_TYPES.PropertyDefinition && member.value !== null) {
      const value = member.value;
      if (value.type === AST_NODE_TYPES.ArrowFunctionExpression || value.type === AST_NODE_TYPES.FunctionExpression)
        found.push(value);
    }
  }
  return found;
}

/** `S` of a parameter written `z.infer<typeof S>`. */
function echoedSchemaName(parameter: TSESTree.Parameter): string | undefined {
  const annotation = parameterAnnotation(parameter);
  if (annotation === undefined || !echoesSchema(annotation)) return undefined;
  const query = (annotation as TSESTree.TSTypeReference).typeArguments!.params[0] as TSESTree.TSTypeQuery;
  return query.exprName.type === AST_NODE_TYPES.Identifier ? query.exprName.name : undefined;
}

/**
 * Where the class holds the schema named `name`: a field whose value it is, or a getter returning
 * it (the node written there), or `typeof name` among its base class's type arguments (the name in it).
 */
function heldSchemaNode(node: ClassNode, name: string): TSESTree.Node | undefined {
  const isName = (value: TSESTree.Node | null | undefined): value is TSESTree.Identifier =>
    value?.type === AST_NODE_TYPES.Identifier && value.name === name;
  for (const member of node.body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && isName(member.value)) return member.value;
    if (member.type !== AST_NODE_TYPES.MethodDefinition || member.kind !== "get") continue;
    const body = member.value.body?.body ?? [];
    const only = body.length === 1 ? body[0] : undefined;
    if (only?.type === AST_NODE_TYPES.ReturnStatement && isName(only.argument)) return only.argument;
  }
  for (const argument of node.superTypeArguments?.params ?? []) {
    if (argument.type === AST_NODE_TYPES.TSTypeQuery && isName(argument.exprName)) return argument.exprName;
  }
  return undefined;
}

interface TypedSchemaHandler {
  schema: TSESTree.Node;
  zodSchema: TSESTree.Node;
  handler: FunctionNode;
  index: number;
}

/**
 * The schema a class holds under a key of its own, and the method that takes what it parses to:
 * one schema, and one such method that no other of them calls (`execute(args)` handing `args` to
 * `this.send(net, args)`), or nothing (two would leave the tool's input in doubt).
 */
function typedSchemaHandler(ctx: FindContext, node: ClassNode): TypedSchemaHandler | undefined {
  const found: TypedSchemaHandler[] = [];
  for (const method of methods(node)) {
    for (const [index, parameter] of method.params.entries()) {
      const name = echoedSchemaName(parameter);
      const held = name === undefined ? undefined : heldSchemaNode(node, name);
      const zodSchema = held === undefined ? undefined : zodSchemaOf(ctx, held);
      if (held !== undefined && zodSchema !== undefined)
        found.push({ schema: held, zodSchema, handler: method, index });
    }
  }
  if (found.some((candidate) => candidate.zodSchema !== found[0]!.zodSchema)) return undefined;
  const entries = found.filter(
    (candidate) =>
      !found.some((caller) => caller !== candidate && callsOwnMethod(ctx, caller.handler, candidate.handler)),
  );
  return entries.length === 1 ? entries[0] : undefined;
}

/** Whether `caller` calls `this.<callee's name>(…)`. */
function callsOwnMethod(ctx: FindContext, caller: FunctionNode, callee: FunctionNode): boolean {
  const member = callee.parent;
  if (member?.type !== AST_NODE_TYPES.MethodDefinition || member.key.type !== AST_NODE_TYPES.Identifier) return false;
  return new RegExp(`\\bthis\\.${member.key.name}\\s*\\(`).test(ctx.sourceCode.getText(caller.body));
}

/** A class that reads as a tool: a static name, a schema field and (optionally) a handler method. */
export function recogniseClassTool(ctx: FindContext, node: ClassNode): Recognised | undefined {
  if (isBaseClass(node)) return undefined;
  const nameNode = fieldValue(node, "name");
  if (nameNode === undefined) return undefined;
  const name = toolNameAt(ctx, nameNode);
  let format: ToolFormat | undefined;
  let schemaValue: TSESTree.Expression | undefined;
  for (const [key, keyFormat] of SCHEMA_KEYS) {
    schemaValue = fieldValue(node, key);
    if (schemaValue !== undefined) {
      format = keyFormat;
      break;
    }
  }
  if (format === undefined) {
    // `_getDeclaration() { return { name: this.name, description: this.description, parameters } }`:
    // the declaration a method builds from the instance; no SDK row says what the runner receives.
    schemaValue = declaredByMethod(node);
    if (schemaValue !== undefined) format = "generic";
  }
  if (format === undefined && node.superClass != null && hasMethod(node, LANGCHAIN_HANDLER)) {
    // LangChain's string tools (`extends Tool`): one text input, the schema inherited.
    format = "langchain";
  }
  if (format === undefined) return name === undefined ? undefined : recogniseTypedClassTool(ctx, node, nameNode, name);
  // A class whose name is not written as text (a getter, a constructor argument) is not recognisably a tool.
  if (
    name === undefined &&
    nameNode.type !== AST_NODE_TYPES.MemberExpression &&
    nameNode.type !== AST_NODE_TYPES.Identifier
  ) {
    return undefined;
  }
  let handler = handlerMethod(node, format === "langchain" ? [LANGCHAIN_HANDLER] : CLASS_HANDLER_METHODS);
  if (format === "langchain" && handler === undefined && schemaValue !== undefined) {
    // A `schema` beside another runner than LangChain's `_call` (`async execute(input)`): a tool of
    // a framework no SDK row names, run with the arguments its parameter aligns with.
    handler = handlerMethod(node, CLASS_HANDLER_METHODS);
    if (handler !== undefined) format = "generic";
  }
  if (format === "langchain" && handler === undefined) return undefined;
  const schema = schemaValue === undefined ? undefined : followConst(ctx.sourceCode, schemaValue);
  const zodSchema =
    schema === undefined || schema.type === AST_NODE_TYPES.ObjectExpression ? undefined : zodSchemaOf(ctx, schema);
  // Such a framework's object literal may be a format of its own (`{ message: { type: z.string() } }`):
  // read as JSON Schema only when it is one.
  const literal =
    schema?.type === AST_NODE_TYPES.ObjectExpression &&
    zodSchema === undefined &&
    !namesNoKeyword(schema) &&
    (format !== "generic" || isObjectJsonSchema(ctx, schema))
      ? schema
      : undefined;
  // Nothing but a `schema` field and a method: as often a model or a job as a tool.
  if (
    format === "generic" &&
    literal === undefined &&
    zodSchema === undefined &&
    fieldValue(node, "description") === undefined
  )
    return undefined;
  const className = node.id?.name ?? "<class>";
  return {
    definition: {
      format,
      node,
      name,
      nameNode,
      ...classDescription(ctx, node),
      schemaNode: literal,
      schemaUnreadable: literal === undefined,
      zodSchema,
      containerNode: undefined,
      positionalNode: undefined,
      strict: false,
      textInput: schemaValue === undefined && format === "langchain",
      implementation:
        // A written type on the runner of a framework no SDK row names is its own: compared with a zod schema too.
        handler === undefined || (literal === undefined && (format !== "generic" || zodSchema === undefined))
          ? undefined
          : typedHandlerLink(handler, `${className}.${methodNameOf(handler)}`, {
              argumentsFirst: format !== "generic",
            }),
      headNode: nameNode,
    },
    handler,
    ...(format === "generic" ? { alignArguments: true } : {}),
    group: classGroup(ctx, node),
  };
}

/**
 * The schema of the declaration a method that takes nothing returns, built from the instance: an
 * object literal whose `name` is `this.name` and which holds a schema under one of SCHEMA_KEYS. A
 * declaration that names itself is a definition of its own (returningClassHandler links it).
 */
function declaredByMethod(node: ClassNode): TSESTree.Expression | undefined {
  for (const member of node.body.body) {
    if (member.type !== AST_NODE_TYPES.MethodDefinition || member.kind !== "method" || member.static) continue;
    const name = memberName(member);
    const returned = name === undefined ? undefined : returnedBy(node, name);
    if (returned?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const ownName = propertyValue(findProperty(returned, "name"));
    const read = ownName === undefined ? undefined : methodOf(ownName); // `this.name`, a member read
    if (read?.name !== "name" || read.object.type !== AST_NODE_TYPES.ThisExpression) continue;
    for (const [key] of SCHEMA_KEYS) {
      const schema = propertyValue(findProperty(returned, key));
      if (schema !== undefined) return schema as TSESTree.Expression;
    }
  }
  return undefined;
}

/** A class tool's description, or that it may inherit one (LangChain's base tools set one in their constructor). */
function classDescription(
  ctx: FindContext,
  node: ClassNode,
): Pick<ToolDefinition, "description" | "descriptionNode" | "descriptionUnreadable"> {
  const descriptionNode = fieldValue(node, "description");
  return {
    description: readStaticString(ctx.sourceCode, descriptionNode),
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined && node.superClass != null,
  };
}

/**
 * A class named by a text whose schema only its types tie to it (typedSchemaHandler): the method
 * that takes the schema's value runs it, the arguments in the parameter so typed.
 */
function recogniseTypedClassTool(
  ctx: FindContext,
  node: ClassNode,
  nameNode: TSESTree.Expression,
  name: string,
): Recognised | undefined {
  const typed = typedSchemaHandler(ctx, node);
  if (typed === undefined) return undefined;
  return {
    definition: {
      format: "generic",
      node,
      name,
      nameNode,
      ...classDescription(ctx, node),
      schemaNode: undefined,
      schemaUnreadable: true,
      zodSchema: typed.zodSchema,
      containerNode: undefined,
      positionalNode: undefined,
      strict: false,
      textInput: false,
      implementation: undefined,
      headNode: nameNode,
    },
    handler: typed.handler,
    // Not the first parameter (`callBuilderMethod(builder, args)`): the one whose reads align takes them.
    alignArguments: typed.index > 0,
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
