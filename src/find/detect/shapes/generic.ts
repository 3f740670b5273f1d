// A definition by what it is, whatever SDK (or none) wrote it: a tool name, a schema and, often, a
// callable held together, in one object literal or in the arguments of one call:
//   defineTool({ name, description, schema, handler })      { id, inputSchema, execute }
//   x(name, description?, schema, annotations?, callback)   x(name, { description, inputSchema }, callback)
// The schema is told by its value, not its key: a JSON Schema object literal (`properties` beside
// `type: "object"` or alone), or a zod object or raw shape. The SDK rows of this table are tried
// first and refine this (which key is the name, what the callable receives); this row finds the
// styles nobody listed. An object needs a callable beside its name and schema: `{ name, parameters }`
// alone is as often data as a tool.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { followConst, isText, readStaticString, resolveVariable } from "../../syntax/follow-const.js";
import { readCommonFields, schemaOfValue } from "../fields.js";
import { declaredAsSchemaTool } from "../tool-type.js";
import { definitionBesideCallback, handlerAttachment } from "../../link/handler-registrations.js";
import { callableOf, handlerFunction, type Callable } from "../../link/callable.js";
import { decoratedMethod } from "../../link/decorated-method.js";
import { typedHandlerLink } from "../../link/handler-link.js";
import { groupOf } from "../group.js";
import { listedName } from "../listed-under.js";
import { holdsToolAnnotations } from "./mcp-registration.js";
import { findProperty, propertyKeyName, propertyValue } from "../../syntax/object.js";
import { INPUT_SCHEMA_KEYS } from "../../syntax/method-names.js";
import type { FunctionNode } from "../../syntax/functions.js";
import type { ToolDefinition } from "../../types.js";
import type { Recognised } from "./shape.js";
import { isMastraWorkflowCall } from "./mastra.js";
import { unwrap } from "../../../util/syntax.js";
import { labelValue, toolNameAt } from "../../link/dispatch/labels.js";

/**
 * No SDK says these schemas are JSON Schema: a map of parameters' schemas (`{ path: { type:
 * "string" } }`) is the style's own form of one.
 */
const UNLISTED_STYLE = { parameterMap: true };

/** Keys that hold a tool's name, most specific first. */
const NAME_KEYS = ["name", "toolName", "id"];
/** Keys whose schema describes something other than the input: never taken for it. */
const OTHER_SCHEMA_KEYS = new Set([
  "outputSchema",
  "output_schema",
  "resultSchema",
  "responseSchema",
  "returns",
  // A plugin's own settings (`{ id, name, description, configSchema, register(api) }`), not a tool's input.
  "configSchema",
  "settingsSchema",
]);

/**
 * Whether `node` is a schema of an object, as schemaOfValue reads one: a JSON Schema literal (through
 * a same-file const, or imported), a zod object or shape, a TypeBox object, or a framework's list or
 * map of parameters.
 */
function isSchemaValue(ctx: FindContext, node: TSESTree.Node): boolean {
  const schema = schemaOfValue(ctx, node, UNLISTED_STYLE);
  if (schema.schemaNode !== undefined) return isObjectJsonSchema(ctx, schema.schemaNode);
  return (
    schema.zodSchema !== undefined ||
    schema.typeboxSchema !== undefined ||
    schema.importedSchema !== undefined ||
    schema.parameterList !== undefined
  );
}

/**
 * `{ type: "object", properties: {…} }`, or `{ properties: {…} }` with no other type. Gemini's dialect
 * writes the type as its SDK's enum member (`type: Type.OBJECT`, whose value is `"OBJECT"`).
 */
export function isObjectJsonSchema(ctx: FindContext, object: TSESTree.ObjectExpression): boolean {
  if (propertyValue(findProperty(object, "properties"))?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const type = propertyValue(findProperty(object, "type"));
  return type === undefined || typeKeywordValue(ctx, type)?.toLowerCase() === "object";
}

/** A `type` keyword's text: a static string, or the string literal type of an imported enum's member. */
function typeKeywordValue(ctx: FindContext, node: TSESTree.Node): string | undefined {
  const text = readStaticString(ctx.sourceCode, node);
  const services = ctx.types;
  if (text !== undefined || services === undefined) return text;
  const value = unwrap(node);
  // Only a member of something imported may hold a literal the syntax does not show.
  if (value.type !== AST_NODE_TYPES.MemberExpression || value.object.type !== AST_NODE_TYPES.Identifier)
    return undefined;
  if (resolveVariable(ctx.sourceCode, value.object)?.defs[0]?.type !== "ImportBinding") return undefined;
  const type = services.program.getTypeChecker().getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(value));
  return type.isStringLiteral() ? type.value : undefined;
}

/** The key of the one property that holds the input schema; undefined when none, or two could be. */
function schemaKeyOf(ctx: FindContext, object: TSESTree.ObjectExpression): string | undefined {
  const keys: string[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const key = propertyKeyName(property);
    if (key === undefined || OTHER_SCHEMA_KEYS.has(key)) continue;
    if (isSchemaValue(ctx, property.value)) keys.push(key);
  }
  if (keys.length <= 1) return keys[0];
  const inputs = keys.filter((key) => INPUT_SCHEMA_KEYS.includes(key) || key === "schema");
  return inputs.length === 1 ? inputs[0] : undefined;
}

/**
 * The one key of the object among the input schemas' keys whose value is not written here as an
 * object (a literal that is no JSON Schema is some other data, not a schema we cannot read). Without
 * a name of its own, only a value some code makes (`inputSchema: searchSchema(limit)`, an import):
 * a list or a text written there is data of another kind.
 */
function opaqueInputSchemaKey(ctx: FindContext, object: TSESTree.ObjectExpression, named: boolean): string | undefined {
  const keys = INPUT_SCHEMA_KEYS.filter((key) => findProperty(object, key) !== undefined);
  const value = keys.length === 1 ? propertyValue(findProperty(object, keys[0]!)) : undefined;
  if (value === undefined) return undefined;
  const made = followConst(ctx.sourceCode, value);
  if (made.type === AST_NODE_TYPES.ObjectExpression) return undefined;
  const computed =
    made.type === AST_NODE_TYPES.CallExpression ||
    made.type === AST_NODE_TYPES.Identifier ||
    made.type === AST_NODE_TYPES.MemberExpression;
  return named || computed ? keys[0] : undefined;
}

function nameKeyOf(ctx: FindContext, object: TSESTree.ObjectExpression): string | undefined {
  return NAME_KEYS.find((key) => {
    const value = propertyValue(findProperty(object, key));
    return toolNameAt(ctx, value) !== undefined;
  });
}

/**
 * `{ name, schema, handler }` and its kin; without a name of its own, `{ description, schema,
 * handler }` (through a factory call or not) named by the key it is listed under, as Vercel AI names
 * its tools (`tools: { get_weather: defineTool({…}) }`): unnamed when no key lists it.
 */
export function recogniseGenericObject(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
  routed?: ReadonlySet<string>,
  writtenLikeFound = false,
): Recognised | undefined {
  // Cheap tests first: most object literals have neither a name nor a description.
  const nameKey = nameKeyOf(ctx, object);
  if (nameKey === undefined && findProperty(object, "description") === undefined) return undefined;
  // `{ name, description, parameters }` alone is as often data as a tool: a callable beside it decides.
  // Asked before the schema, which may take the checker's word for an imported value.
  const own = callableOf(ctx, object) ?? decoratedCallable(object) ?? callbackBeside(ctx, object);
  const pair = own === undefined ? pairOf(ctx, object) : undefined;
  const paired = pair?.callable;
  const callable = own ?? paired;
  // Without a callable, MCP's tool annotations (`readOnlyHint`…) say what the object is: a tool's
  // definition, run by a handler given elsewhere; so does a dispatch of the file that routes its
  // name, or its being written like the definitions found beside it (extract.ts).
  const shownToBeTool =
    callable === undefined &&
    nameKey !== undefined &&
    (writtenLikeFound || holdsToolAnnotations(ctx, object) || routesByName(ctx, object, nameKey, routed));
  if (callable === undefined && !shownToBeTool) return undefined;
  // An object with a callable and a value under an input schema's key is a tool even when that value
  // is a schema of a library we do not read (arktype…) or one some code makes (`searchSchema(limit)`):
  // found, its schema unread (TypeBox's is read: typebox.ts).
  const schemaKey = schemaKeyOf(ctx, object) ?? opaqueInputSchemaKey(ctx, object, nameKey !== undefined);
  if (shownToBeTool && schemaKey === undefined) return undefined;
  // No schema: a tool that takes no arguments, when the project's type of a tool says it is one, or
  // its input schema's key holds an empty object (`inputSchema: {}`, an MCP raw shape of nothing).
  const argumentless =
    schemaKey === undefined &&
    ((nameKey !== undefined && declaredAsSchemaTool(ctx, object)) ||
      ((nameKey !== undefined || paired !== undefined) && holdsEmptyInputSchema(object)));
  if (schemaKey === undefined && !argumentless) return undefined;
  const fields = readCommonFields(ctx, object, schemaKey === undefined ? [] : [schemaKey], UNLISTED_STYLE);
  // Nothing to compare: what the callable's parameters hold is the project's to say.
  if (argumentless) fields.schemaUnreadable = true;
  // A style no SDK defines may attach its description elsewhere (by name, from a file): its absence
  // here proves nothing.
  fields.descriptionUnreadable ||= fields.descriptionNode === undefined;
  // A configuration registered elsewhere may get its text there (`{ ...CONFIG, description: … }`):
  // an empty placeholder here proves nothing.
  if (shownToBeTool && fields.description?.trim() === "") fields.descriptionUnreadable = true;
  // A nameless object handed to a factory (`extendedTool({…})`) is that call's configuration: the
  // definition is the call, as for the SDK factories (`tool({…})`).
  const call = factoryCallOf(object);
  if (call !== undefined && isMastraWorkflowCall(ctx, call)) return undefined;
  const factory = nameKey === undefined ? call : undefined;
  // Without a name of its own: the key that lists it, or the text handed over before it (`tools.set("x", {…})`).
  // The key of a pair (`{ schema: {…}, execute }`) says what the object is, not its name: the key
  // that lists the pair does (`{ "list-questions": { config: {…}, handler } }`).
  const listed = nameKey === undefined ? listedName(ctx, pair?.holder ?? factory ?? object) : undefined;
  const nameNode =
    nameKey !== undefined
      ? propertyValue(findProperty(object, nameKey))
      : (listed?.node ?? namingArgument(ctx, factory ?? object));
  const definition: Omit<ToolDefinition, "group"> = {
    format: "generic",
    node: factory ?? object,
    ...fields,
    name: listed?.name ?? (nameNode === undefined ? undefined : toolNameAt(ctx, nameNode)),
    nameNode,
    containerNode: object,
    positionalNode: undefined,
    // Of several callables, none is known to be the one signature the model's arguments meet.
    implementation:
      callable !== undefined && callable.others === undefined ? typedLink(callable.fn, fields, nameNode) : undefined,
    headNode: nameNode ?? factory?.callee ?? object,
  };
  return {
    definition,
    handler: callable?.fn,
    ...(callable?.others === undefined ? {} : { otherHandlers: callable.others }),
    alignArguments: true,
    group: groupOf(ctx, definition),
  };
}

/**
 * Without a callable, a dispatch of the file that routes the object's name (`case "get_usage":`,
 * `routed`) says what it is, when it also holds a description and a JSON Schema of an object (under
 * any key: `parameters`, `schema`…): a tool's definition, run by that branch.
 */
function routesByName(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
  nameKey: string,
  routed: ReadonlySet<string> | undefined,
): boolean {
  if (routed === undefined || routed.size === 0 || findProperty(object, "description") === undefined) return false;
  const name = toolNameAt(ctx, propertyValue(findProperty(object, nameKey)));
  if (name === undefined || !routed.has(name)) return false;
  // Which key holds the input is schemaKeyOf's to say (not an `outputSchema`).
  return object.properties.some((property) => {
    if (property.type !== AST_NODE_TYPES.Property) return false;
    const schema = followConst(ctx.sourceCode, property.value);
    return schema.type === AST_NODE_TYPES.ObjectExpression && isObjectJsonSchema(ctx, schema);
  });
}

/** The method a decorator's configuration decorates (decorated-method.ts), as the object's callable. */
function decoratedCallable(object: TSESTree.ObjectExpression): Callable | undefined {
  const fn = decoratedMethod(object);
  return fn === undefined ? undefined : { node: fn, fn };
}

/** The function handed over with the object in one call (`FunctionTool.from(fn, { name, parameters })`). */
function callbackBeside(ctx: FindContext, object: TSESTree.ObjectExpression): Callable | undefined {
  const call = object.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const beside = definitionBesideCallback(ctx, call);
  return beside?.definition === object ? { node: beside.callback, fn: beside.fn } : undefined;
}

/**
 * Whether a tool's own input schema key holds an empty object literal: `inputSchema: {}` (MCP's raw
 * shape of nothing). Not `parameters: {}`, a key data of other kinds use as well.
 */
function holdsEmptyInputSchema(object: TSESTree.ObjectExpression): boolean {
  return ["inputSchema", "input_schema"].some((key) => {
    const value = propertyValue(findProperty(object, key));
    return value?.type === AST_NODE_TYPES.ObjectExpression && value.properties.length === 0;
  });
}

/**
 * The handler of the entry that holds the object as its definition (`{ schema: {…}, execute: run }`),
 * and that entry; or, for an object a const holds, of an entry of the file that names the const
 * (`{ definition: webSearchTool, handler: webSearchHandler }`).
 */
function pairOf(
  ctx: FindContext,
  object: TSESTree.ObjectExpression,
): { callable: Callable; holder: TSESTree.ObjectExpression } | undefined {
  for (const value of [object, ...constReferences(ctx, object)]) {
    const holder = value.parent?.type === AST_NODE_TYPES.Property ? value.parent.parent : undefined;
    if (holder?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const paired = handlerAttachment(ctx, holder);
    if (paired?.definitionNode === object)
      return { callable: { node: paired.handlerNode, fn: paired.handler }, holder };
  }
  return undefined;
}

/** The places of the file that read the const an object literal initialises (`const tool = {…}`). */
function constReferences(ctx: FindContext, object: TSESTree.ObjectExpression): TSESTree.Identifier[] {
  const declarator = object.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object) return [];
  if (declarator.id.type !== AST_NODE_TYPES.Identifier) return [];
  const variable = ctx.sourceCode.getDeclaredVariables(declarator)[0];
  if (variable === undefined || variable.references.some((reference) => reference.isWrite() && !reference.init))
    return [];
  return variable.references
    .filter((reference) => reference.isReadOnly())
    .map((reference) => reference.identifier as TSESTree.Identifier);
}

/** The text a call hands over as its first argument before the object, its last: `register("lookup_user", {…})`. */
function namingArgument(ctx: FindContext, object: TSESTree.Node): TSESTree.Node | undefined {
  const call = object.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments.length !== 2 || call.arguments[1] !== object)
    return undefined;
  const first = call.arguments[0]!;
  return toolNameAt(ctx, first) === undefined ? undefined : first;
}

/** The call an object is the one argument of (`defineTool({…})`), for the key that lists the call. */
function factoryCallOf(object: TSESTree.ObjectExpression): TSESTree.CallExpression | undefined {
  const call = object.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.arguments.length === 1 && call.arguments[0] === object
    ? call
    : undefined;
}

/** `server`, `this.server`, `app.mcp`: an argument that says where, not what (no text a constant holds). */
function isReceiverLike(ctx: FindContext, node: TSESTree.Node): boolean {
  const value = unwrap(node);
  const named =
    value.type === AST_NODE_TYPES.ThisExpression ||
    (value.type === AST_NODE_TYPES.Identifier && value.name !== "undefined") ||
    (value.type === AST_NODE_TYPES.MemberExpression && !value.computed);
  return named && labelValue(ctx.sourceCode, ctx.types, value) === undefined;
}

/**
 * `x(name, description?, schema, annotations?, callback)` and `x(name, { schema, description }, callback)`,
 * after what says where to register it (`registerAppTool(server, name, { inputSchema }, callback)`).
 */
export function recogniseGenericCall(
  ctx: FindContext,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
): Recognised | undefined {
  const { args, nameIndex } = schemaFirstArguments(ctx, call) ?? registrationArguments(ctx, call);
  if (args.length < 3) return undefined;
  const nameNode = args[0]!;
  if (toolNameAt(ctx, nameNode) === undefined) return undefined;
  const callbackNode = args[args.length - 1]!;
  const handler = handlerFunction(ctx, callbackNode);
  if (handler === undefined) return undefined;
  const middle = args.slice(1, -1);
  // After a receiver, only the options form: with a description and a schema as arguments of their
  // own, a name we cannot read would leave the description looking like one.
  if (
    nameIndex > 0 &&
    (middle.length !== 1 || followConst(ctx.sourceCode, middle[0]!).type !== AST_NODE_TYPES.ObjectExpression)
  )
    return undefined;
  // The schema as an argument of its own, or inside an options object.
  const schemaIndex = middle.findIndex((arg) => isSchemaValue(ctx, arg));
  let fields: ReturnType<typeof readCommonFields>;
  let containerNode: TSESTree.ObjectExpression | undefined;
  let descriptionNode: TSESTree.Node | undefined;
  if (schemaIndex >= 0) {
    const schemaArgument = middle[schemaIndex]!;
    // Everything before the schema but the name must be its description: else this is some other call.
    const before = middle.slice(0, schemaIndex);
    if (before.length > 1 || (before.length === 1 && !isText(ctx, before[0]!))) return undefined;
    descriptionNode = before[0];
    fields = schemaFields(ctx, schemaArgument);
  } else {
    const options = middle.length === 1 ? followConst(ctx.sourceCode, middle[0]!) : undefined;
    if (options?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    // A value under an input schema's key that we cannot read (a dependency's shape) is a schema
    // all the same: found, unread.
    const schemaKey = schemaKeyOf(ctx, options) ?? opaqueInputSchemaKey(ctx, options, true);
    if (schemaKey === undefined) return undefined;
    fields = readCommonFields(ctx, options, [schemaKey], UNLISTED_STYLE);
    containerNode = options;
    descriptionNode = fields.descriptionNode;
  }
  // Options that name the tool themselves (`tool("auth", { name: "get_users", inputSchema }, fn)`):
  // the text before them says something else, a feature or a group.
  const ownName = containerNode === undefined ? undefined : fields.nameNode;
  const definition: Omit<ToolDefinition, "group"> = {
    format: "generic",
    node: call,
    ...fields,
    name: toolNameAt(ctx, ownName ?? nameNode),
    nameNode: ownName ?? nameNode,
    description: descriptionNode === undefined ? undefined : readStaticString(ctx.sourceCode, descriptionNode),
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined,
    containerNode,
    positionalNode: undefined,
    implementation: typedLink(handler, fields, callbackNode),
    headNode: ownName ?? nameNode,
  };
  return { definition, handler, alignArguments: true, group: groupOf(ctx, definition) };
}

/**
 * `new Tool(schema, name, description, callback)`: the schema before the name, the texts after it in
 * the usual order. Its arguments as `x(name, description, schema, callback)` would have them.
 */
function schemaFirstArguments(
  ctx: FindContext,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
): { args: TSESTree.CallExpressionArgument[]; nameIndex: number } | undefined {
  const [schema, name, ...rest] = call.arguments;
  if (schema === undefined || name === undefined || rest.length === 0) return undefined;
  if (schema.type === AST_NODE_TYPES.SpreadElement || name.type === AST_NODE_TYPES.SpreadElement) return undefined;
  if (toolNameAt(ctx, name) === undefined || !isSchemaValue(ctx, schema)) return undefined;
  const { args, nameIndex } = registrationArguments(ctx, { arguments: [name, ...rest] });
  if (nameIndex !== 0 || args.length < 2) return undefined;
  return { args: [...args.slice(0, -1), schema, args.at(-1)!], nameIndex };
}

/**
 * A call's arguments from the tool's name to its callback: what a helper takes before the name is
 * where to register it (`registerAppTool(server, name, …)`), a name or a member, never text, an
 * object or a function; an object written after the callback is how to run it
 * (`defTool(name, description, schema, callback, { maxTokens })`), not the tool. None when an
 * argument is spread.
 */
function registrationArguments(
  ctx: FindContext,
  call: Pick<TSESTree.CallExpression, "arguments">,
): { args: TSESTree.CallExpressionArgument[]; nameIndex: number } {
  const all = call.arguments;
  if (all.some((arg) => arg.type === AST_NODE_TYPES.SpreadElement)) return { args: [], nameIndex: -1 };
  const nameIndex = all.findIndex((arg) => !isReceiverLike(ctx, arg));
  if (nameIndex < 0) return { args: [], nameIndex };
  const last = all.length - 1;
  const optionsAfterCallback =
    last - nameIndex >= 2 &&
    unwrap(all[last]!).type === AST_NODE_TYPES.ObjectExpression &&
    handlerFunction(ctx, all[last - 1]!) !== undefined;
  return { args: all.slice(nameIndex, optionsAfterCallback ? last : undefined), nameIndex };
}

/**
 * `x(name, description?, callback)`, or `x(name, description, {}, callback)`, of a function that
 * registers, in the same file, tools with a schema (recogniseGenericCall): the same registration of
 * a tool that takes no arguments. Its callable runs it, but what that receives without a schema is
 * the function's to say (an MCP server hands such a callback its request context): nothing is
 * compared.
 */
export function recogniseArgumentlessCall(ctx: FindContext, call: TSESTree.CallExpression): Recognised | undefined {
  const all = registrationArguments(ctx, call).args;
  // A schema of nothing written where the others' schemas are (`defTool(name, description, {}, cb)`).
  const args = all.length === 4 && isEmptyObject(all[2]!) ? [all[0]!, all[1]!, all[3]!] : all;
  if (args.length < 2 || args.length > 3) return undefined;
  const nameNode = args[0]!;
  const name = toolNameAt(ctx, nameNode);
  const callbackNode = args[args.length - 1]!;
  const handler = name === undefined ? undefined : handlerFunction(ctx, callbackNode);
  const descriptionNode = args.length === 3 ? args[1]! : undefined;
  if (handler === undefined || (descriptionNode !== undefined && !isText(ctx, descriptionNode))) return undefined;
  const definition: Omit<ToolDefinition, "group"> = {
    format: "generic",
    node: call,
    name,
    nameNode,
    description: descriptionNode === undefined ? undefined : readStaticString(ctx.sourceCode, descriptionNode),
    descriptionNode,
    descriptionUnreadable: descriptionNode === undefined,
    schemaNode: undefined,
    schemaUnreadable: true,
    zodSchema: undefined,
    importedSchema: undefined,
    strict: false,
    containerNode: undefined,
    positionalNode: undefined,
    implementation: undefined,
    headNode: nameNode,
  };
  return { definition, handler, group: groupOf(ctx, definition) };
}

/** `{}`, as written. */
function isEmptyObject(node: TSESTree.Node): boolean {
  const value = unwrap(node);
  return value.type === AST_NODE_TYPES.ObjectExpression && value.properties.length === 0;
}

/**
 * A handler whose one parameter is written with a type that names properties: the signature
 * no-schema-drift compares the schema with, a JSON Schema literal or a zod schema. No SDK types
 * this handler from the schema, so its written type is the user's own (a type that echoes the
 * schema, `z.infer<typeof S>`, names nothing: isDescriptiveTypeNode).
 */
function typedLink(
  handler: FunctionNode | undefined,
  schema: Pick<ToolDefinition, "schemaNode" | "zodSchema">,
  at: TSESTree.Node | undefined,
): ToolDefinition["implementation"] {
  if (handler === undefined || (schema.schemaNode === undefined && schema.zodSchema === undefined)) return undefined;
  return typedHandlerLink(
    handler,
    handler.id?.name ?? (at?.type === AST_NODE_TYPES.Identifier ? at.name : "the handler"),
  );
}

/** The schema fields of a schema passed as an argument of its own. */
function schemaFields(ctx: FindContext, node: TSESTree.Node): ReturnType<typeof readCommonFields> {
  return {
    name: undefined,
    nameNode: undefined,
    description: undefined,
    descriptionNode: undefined,
    descriptionUnreadable: false,
    ...schemaOfValue(ctx, node, UNLISTED_STYLE),
    strict: false,
  };
}
