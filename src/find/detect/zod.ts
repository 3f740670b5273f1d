// zod schemas written as tool schemas: `parameters: z.object({ city: z.string() })`, an MCP raw shape
// `inputSchema: { city: z.string() }`, or a const or function result the checker types as a zod schema.
// Recognised from the syntax first (a call chain that starts at a binding imported from zod), and
// through the type checker only when the syntax cannot tell. zod 3 and zod 4 alike.
import { chainRoot, memberPath, methodOf, requiredModule, unwrap } from "../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { constInitializerOf, initializerOf, skipWrappers, targetSymbol } from "../syntax/ts-syntax.js";
import { bindsPackage } from "../syntax/bound-package.js";
import type { FindContext } from "../context.js";
import type { ToolDefinition } from "../types.js";
import { followConst, resolveVariable } from "../syntax/follow-const.js";
import { findProperty, hasSpread, propertyValue, staticProperties } from "../syntax/object.js";
import {
  declaredZodKeys,
  importedZodSymbol,
  importsZod,
  isWrittenZod,
  LEAVE_OUT_METHODS,
  KEY_PRESERVING,
  MAY_FILL_METHODS,
  OPENING,
  writtenZodKeys,
  ZOD,
} from "./zod-imported.js";

/** Whether the binding `identifier` refers to is zod's (bindsPackage). */
function bindsZod(ctx: FindContext, identifier: TSESTree.Identifier): boolean {
  return bindsPackage(ctx, identifier, ZOD);
}

/** A zod schema type: zod 4 carries `_zod`, zod 3 `_def` and `safeParse`. */
export function isZodType(type: TS.Type): boolean {
  return (
    type.getProperty("_zod") !== undefined ||
    (type.getProperty("_def") !== undefined && type.getProperty("safeParse") !== undefined)
  );
}

/** What a zod schema type parses to (`z.infer`): zod 3's `_output`, zod 4's `_zod.output`. */
export function zodOutputType(checker: TS.TypeChecker, written: TS.Type, at: TS.Node): TS.Type | undefined {
  // An SDK's optional schema option (`inputSchema?: TInput`) types it `ZodObject<…> | undefined`.
  const type = checker.getNonNullableType(written);
  const output = type.getProperty("_output");
  if (output !== undefined) return checker.getTypeOfSymbolAtLocation(output, at);
  const internals = type.getProperty("_zod");
  const inner =
    internals === undefined ? undefined : checker.getTypeOfSymbolAtLocation(internals, at).getProperty("output");
  return inner === undefined ? undefined : checker.getTypeOfSymbolAtLocation(inner, at);
}

/**
 * What the definition's zod schema parses to, as the SDK types that schema where it is written (its
 * contextual type), or as written; undefined without types or a zod schema.
 */
export function definitionOutputType(
  ctx: FindContext,
  definition: Pick<ToolDefinition, "zodSchema">,
): TS.Type | undefined {
  const services = ctx.types;
  if (services === undefined || definition.zodSchema === undefined) return undefined;
  const checker = services.program.getTypeChecker();
  const schema = services.esTreeNodeToTSNodeMap.get(definition.zodSchema) as TS.Expression;
  return zodOutputType(checker, checker.getContextualType(schema) ?? checker.getTypeAtLocation(schema), schema);
}

/** Two types each assignable to the other: the same shape. `any` and `unknown` are no type at all here. */
export function sameShape(checker: TS.TypeChecker, a: TS.Type, b: TS.Type): boolean {
  if ((a.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0) return false;
  return checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a);
}

function typeOf(ctx: FindContext, node: TSESTree.Node): TS.Type | undefined {
  const services = ctx.types;
  if (services === undefined) return undefined;
  return services.program.getTypeChecker().getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
}

/** Calls that publish a zod schema as JSON Schema: `zodToJsonSchema(X)`, `z.toJSONSchema(X)`, `X.toJSONSchema()`. */
function publishedZod(ctx: FindContext, call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const callee = unwrap(call.callee);
  const name =
    callee.type === AST_NODE_TYPES.Identifier
      ? callee.name
      : callee.type === AST_NODE_TYPES.MemberExpression &&
          !callee.computed &&
          callee.property.type === AST_NODE_TYPES.Identifier
        ? callee.property.name
        : undefined;
  if (
    name === "zodToJsonSchema" ||
    (name === "toJSONSchema" && callee.type === AST_NODE_TYPES.MemberExpression && isZodNamespace(ctx, callee.object))
  ) {
    const argument = call.arguments[0];
    return argument === undefined || argument.type === AST_NODE_TYPES.SpreadElement ? undefined : argument;
  }
  if (name === "toJSONSchema" && callee.type === AST_NODE_TYPES.MemberExpression && call.arguments.length === 0)
    return callee.object;
  return undefined;
}

function isZodNamespace(ctx: FindContext, node: TSESTree.Node): boolean {
  const value = unwrap(node);
  return value.type === AST_NODE_TYPES.Identifier && bindsZod(ctx, value);
}

/** What a function declared in this file returns, when its body is one expression or one `return`. */
function returnedExpression(ctx: FindContext, callee: TSESTree.Node): TSESTree.Node | undefined {
  const fn = followConst(ctx.sourceCode, callee);
  if (
    fn.type !== AST_NODE_TYPES.ArrowFunctionExpression &&
    fn.type !== AST_NODE_TYPES.FunctionExpression &&
    fn.type !== AST_NODE_TYPES.FunctionDeclaration
  ) {
    const value = unwrap(callee);
    if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
    const declared = resolveVariable(ctx.sourceCode, value)?.defs[0]?.node;
    return declared?.type === AST_NODE_TYPES.FunctionDeclaration ? singleReturn(declared.body) : undefined;
  }
  return fn.body.type === AST_NODE_TYPES.BlockStatement ? singleReturn(fn.body) : fn.body;
}

function singleReturn(body: TSESTree.BlockStatement): TSESTree.Node | undefined {
  const statement = body.body.length === 1 ? body.body[0] : undefined;
  return statement?.type === AST_NODE_TYPES.ReturnStatement && statement.argument != null
    ? statement.argument
    : undefined;
}

/**
 * The zod schema `node` is, as written: a chain from zod (`z.object(…)`, `z4.string().min(1)`), through
 * consts, members of const objects and the one returned expression of a helper in this file (`makeParameters(context)`),
 * through `zodToJsonSchema(X)`; or, for a name the syntax cannot follow (an import), the node itself
 * when the checker types it as a zod schema. Undefined when it is not one.
 */
function writtenZod(ctx: FindContext, node: TSESTree.Node, depth = 0): TSESTree.Node | undefined {
  if (depth > 4) return undefined;
  const value = followConst(ctx.sourceCode, node);
  // `files.CreateFileSchema` of `import * as files from "./files.js"`: a name another module exports.
  const member = namespaceMember(ctx, value);
  if (member !== undefined) return importedZodName(ctx, value, member);
  // `Schemas.input` of a const object written in this file (`{ input: z.object(…), output: … }`).
  if (
    value.type === AST_NODE_TYPES.MemberExpression &&
    !value.computed &&
    value.property.type === AST_NODE_TYPES.Identifier
  ) {
    const holder = followConst(ctx.sourceCode, value.object);
    if (holder.type !== AST_NODE_TYPES.ObjectExpression) return importedTableZod(ctx, value);
    const member = propertyValue(findProperty(holder, value.property.name));
    return member === undefined ? undefined : writtenZod(ctx, member, depth + 1);
  }
  if (value.type === AST_NODE_TYPES.CallExpression) {
    // `z.toJSONSchema(X)` starts at zod too: what it publishes is X.
    const published = publishedZod(ctx, value);
    if (published !== undefined) return writtenZod(ctx, published, depth + 1);
    const root = chainRoot(value, { calls: true });
    if (root !== undefined && bindsZod(ctx, root)) return value;
    if (root !== undefined && startsAtReexportedZod(ctx, value, root)) return value;
    if (derivedFromSchema(ctx, value, depth)) return value;
    const returned = returnedExpression(ctx, value.callee);
    return returned === undefined ? undefined : writtenZod(ctx, returned, depth + 1);
  }
  // The checker only for an imported name: the syntax cannot follow it, and its type is declared in
  // its module. A property of some value (`tool.parameters`) would make the checker infer the
  // value's whole type, seconds on a large zod toolkit, for a schema no comparison could read anyway.
  if (value.type !== AST_NODE_TYPES.Identifier || !isImported(ctx, value) || ctx.types === undefined) return undefined;
  const checker = ctx.types.program.getTypeChecker();
  const identifier = ctx.types.esTreeNodeToTSNodeMap.get(value) as TS.Identifier;
  return importedZodName(ctx, value, targetSymbol(checker, identifier));
}

/**
 * An imported name for a raw shape written in its module (`export const SearchShape = { query:
 * z.string() }`) or declared so in a `.d.ts` (`{ readonly query: z.ZodString }`): the MCP SDK's
 * `server.tool()` takes it as a shape, unlike a `z.object(…)`.
 */
export function isImportedRawShape(ctx: FindContext, node: TSESTree.Node): boolean {
  if (ctx.types === undefined) return false;
  const value = followConst(ctx.sourceCode, node);
  const checker = ctx.types.program.getTypeChecker();
  // `shapes.SearchShape` of a namespace import or `require`, or an imported name.
  let symbol = namespaceMember(ctx, value);
  if (symbol === undefined && value.type === AST_NODE_TYPES.Identifier && isImported(ctx, value))
    symbol = targetSymbol(checker, ctx.types.esTreeNodeToTSNodeMap.get(value) as TS.Identifier);
  if (symbol === undefined) return false;
  const imported = importedZodSymbol(ctx.types.program, symbol);
  if (imported?.kind === "declared") return imported.zodType !== undefined && ts.isTypeLiteralNode(imported.zodType);
  return (
    imported?.kind === "written" && ts.isObjectLiteralExpression(ts.skipPartiallyEmittedExpressions(imported.init))
  );
}

/** `value` when what it names (`symbol`: an imported name, or a namespace member's export) is a zod schema of another module. */
function importedZodName(
  ctx: FindContext,
  value: TSESTree.Node,
  symbol: TS.Symbol | undefined,
): TSESTree.Node | undefined {
  if (ctx.types === undefined) return undefined;
  const imported = importedZodSymbol(ctx.types.program, symbol);
  if (imported?.kind === "written") return value;
  // Declared in a `.d.ts`: its type is written there, and cheap to read.
  if (imported?.kind === "declared" && imported.zodType !== undefined) return value;
  const type = imported?.kind === "declared" ? typeOf(ctx, value) : undefined;
  return type !== undefined && isZodType(type) ? value : undefined;
}

/**
 * Whether a call chain starts at zod handed on by another library under a name of its own
 * (`tool.schema.string()`, where the library declares `var schema: typeof z` with `z` imported from
 * zod): the member the first call is made on is declared, in its module's syntax, as zod's type.
 * Asked only of a chain whose root is imported from a module other than zod; nothing is typed.
 */
function startsAtReexportedZod(ctx: FindContext, chain: TSESTree.Node, root: TSESTree.Identifier): boolean {
  const services = ctx.types;
  if (services === undefined || !isImported(ctx, root)) return false;
  // The innermost call's receiver: `tool.schema` of `tool.schema.string().optional()`.
  let call: TSESTree.Node = unwrap(chain);
  for (;;) {
    if (call.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression) break;
    const receiver = unwrap(call.callee.object);
    if (receiver.type !== AST_NODE_TYPES.CallExpression) {
      call = receiver;
      break;
    }
    call = receiver;
  }
  if (call.type !== AST_NODE_TYPES.MemberExpression || call.computed) return false;
  const member = services.esTreeNodeToTSNodeMap.get(call) as TS.Node;
  if (!ts.isPropertyAccessExpression(member)) return false;
  const checker = services.program.getTypeChecker();
  const declaration = checker.getSymbolAtLocation(member.name)?.valueDeclaration;
  const written =
    declaration !== undefined && (ts.isVariableDeclaration(declaration) || ts.isPropertySignature(declaration))
      ? declaration.type
      : undefined;
  if (written === undefined || !ts.isTypeQueryNode(written) || !ts.isIdentifier(written.exprName)) return false;
  return importsZod(checker, written.exprName);
}

/** Methods of a zod schema whose result is no schema: what it parses, or a test. */
const NOT_A_SCHEMA = new Set([
  "parse",
  "parseAsync",
  "safeParse",
  "safeParseAsync",
  "spa",
  "decode",
  "encode",
  "isOptional",
  "isNullable",
  "toJSONSchema",
  "register",
]);

/**
 * `Base.extend({…})`, `Base.partial()`: a chain of method calls on a name that is itself a zod schema
 * (`const Base = z.object(…)` here, or an imported schema: `optionalUuid.describe("…")`), or on
 * the zod schema a helper of this file returns (`flag("x").default(false)`), is one too, unless a
 * method hands back something else.
 */
function derivedFromSchema(ctx: FindContext, chain: TSESTree.CallExpression, depth: number): boolean {
  let current: TSESTree.Node = chain;
  while (current.type === AST_NODE_TYPES.CallExpression) {
    const callee = unwrap(current.callee);
    // `is("archived").default(false)`: a chain on what a helper returns; writtenZod reads the helper.
    if (callee.type !== AST_NODE_TYPES.MemberExpression && current !== chain)
      return writtenZod(ctx, current, depth + 1) !== undefined;
    if (
      callee.type !== AST_NODE_TYPES.MemberExpression ||
      callee.computed ||
      callee.property.type !== AST_NODE_TYPES.Identifier ||
      NOT_A_SCHEMA.has(callee.property.name)
    )
      return false;
    current = unwrap(callee.object);
  }
  // A member (`components.Status$schema.optional()`) is read from the syntax alone: a whole imported
  // module's export or a member of an object written here, never a value the checker would type.
  const root =
    current.type === AST_NODE_TYPES.MemberExpression ||
    (current.type === AST_NODE_TYPES.Identifier &&
      (resolveVariable(ctx.sourceCode, current)?.defs[0]?.type === "Variable" || isImported(ctx, current)));
  return root && writtenZod(ctx, current, depth + 1) !== undefined;
}

/**
 * `toolSchemas.createJob.parameters` with `toolSchemas` imported: what that path of names reaches
 * through the object literals of the const its module declares, read in that module's syntax
 * (asking the checker for the member would make it type the whole table, zod's generics included).
 * Undefined when a step is no object literal, or the path starts at no imported const.
 */
function importedTableMember(ctx: FindContext, node: TSESTree.Node): TS.Expression | undefined {
  const services = ctx.types;
  const member = memberPath(node);
  if (services === undefined || member === undefined || member.path.length === 0) return undefined;
  const { root: current, path } = member;
  if (!isImported(ctx, current)) return undefined;
  const checker = services.program.getTypeChecker();
  let reached = constInitializerOf(targetSymbol(checker, services.esTreeNodeToTSNodeMap.get(current) as TS.Identifier));
  for (const key of path) {
    const holder = reached === undefined ? undefined : skipWrappers(reached);
    if (holder === undefined || !ts.isObjectLiteralExpression(holder)) return undefined;
    reached = initializerOf(holder, key);
  }
  return reached;
}

/** `node` when it is a path into an imported table (importedTableMember) that reaches a zod schema written there. */
function importedTableZod(ctx: FindContext, node: TSESTree.Node): TSESTree.Node | undefined {
  const reached = importedTableMember(ctx, node);
  const checker = ctx.types?.program.getTypeChecker();
  return reached !== undefined && checker !== undefined && isWrittenZod(checker, reached) ? node : undefined;
}

function isImported(ctx: FindContext, identifier: TSESTree.Identifier): boolean {
  const def = resolveVariable(ctx.sourceCode, identifier)?.defs[0];
  return def?.type === "ImportBinding" || (def?.type === "Variable" && requiredModule(def.node.init) !== undefined);
}

/**
 * The export a member of a whole imported module names (`files.CreateFileSchema` of `import * as
 * files` or `const files = require("./files")`), looked up in the module's exports: asking the checker
 * for the member itself would make it type the module's exports (zod's generics, for a module of schemas).
 * Undefined for any other expression.
 */
export function namespaceMember(ctx: FindContext, node: TSESTree.Node): TS.Symbol | undefined {
  const services = ctx.types;
  const value = unwrap(node);
  if (
    services === undefined ||
    value.type !== AST_NODE_TYPES.MemberExpression ||
    value.computed ||
    value.property.type !== AST_NODE_TYPES.Identifier ||
    value.object.type !== AST_NODE_TYPES.Identifier
  )
    return undefined;
  const def = resolveVariable(ctx.sourceCode, value.object)?.defs[0];
  const checker = services.program.getTypeChecker();
  let moduleSymbol: TS.Symbol | undefined;
  if (def?.type === "ImportBinding" && def.node.type === AST_NODE_TYPES.ImportNamespaceSpecifier) {
    const local = services.esTreeNodeToTSNodeMap.get(value.object) as TS.Identifier;
    moduleSymbol = targetSymbol(checker, local);
  } else if (
    def?.type === "Variable" &&
    def.node.id.type === AST_NODE_TYPES.Identifier &&
    def.node.init != null &&
    unwrap(def.node.init).type === AST_NODE_TYPES.CallExpression &&
    requiredModule(def.node.init) !== undefined
  ) {
    const specifier = (unwrap(def.node.init) as TSESTree.CallExpression).arguments[0]!;
    moduleSymbol = checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(specifier));
  }
  if (moduleSymbol === undefined || (moduleSymbol.flags & ts.SymbolFlags.ValueModule) === 0) return undefined;
  const exported = checker.tryGetMemberInModuleExports(value.property.name, moduleSymbol);
  return exported !== undefined && (exported.flags & ts.SymbolFlags.Alias) !== 0
    ? checker.getAliasedSymbol(exported)
    : exported;
}

/** Whether `node` is a zod schema (see writtenZod). */
export function isZodSchema(ctx: FindContext, node: TSESTree.Node): boolean {
  return writtenZod(ctx, node) !== undefined;
}

/**
 * `type: "object"`, `properties: {…}`, `required: […]`, `$schema`: a JSON Schema, by the values of
 * its keywords. A raw shape holds zod schemas under any key, `type` and `required` included
 * (`{ type: z.enum([…]) }` is a shape).
 */
export function looksLikeJsonSchema(object: TSESTree.ObjectExpression): boolean {
  const type = propertyValue(findProperty(object, "type"));
  const properties = propertyValue(findProperty(object, "properties"));
  const required = propertyValue(findProperty(object, "required"));
  return (
    (type?.type === AST_NODE_TYPES.Literal && typeof type.value === "string") ||
    type?.type === AST_NODE_TYPES.ArrayExpression ||
    properties?.type === AST_NODE_TYPES.ObjectExpression ||
    required?.type === AST_NODE_TYPES.ArrayExpression ||
    findProperty(object, "$schema") !== undefined
  );
}

/**
 * An MCP raw shape: an object literal whose every member is a zod schema (`{ city: z.string() }`),
 * or a spread of such a shape (`{ action: z.enum([…]), ...locatorShape }`).
 */
export function isZodShape(ctx: FindContext, node: TSESTree.Node, depth = 0): node is TSESTree.ObjectExpression {
  const value = followConst(ctx.sourceCode, node);
  if (value.type !== AST_NODE_TYPES.ObjectExpression || value.properties.length === 0 || depth > 4) return false;
  if (looksLikeJsonSchema(value)) return false;
  return value.properties.every((member) =>
    member.type === AST_NODE_TYPES.Property
      ? isZodSchema(ctx, member.value)
      : isZodShape(ctx, member.argument, depth + 1),
  );
}

/**
 * The zod schema or raw shape under a schema key, when it is one. `Schema.shape` (a raw shape taken
 * from a zod object) stands for the object: the two declare the same properties.
 */
export function zodSchemaOf(ctx: FindContext, node: TSESTree.Node | undefined): TSESTree.Node | undefined {
  if (node === undefined) return undefined;
  const value = unwrap(node);
  if (
    value.type === AST_NODE_TYPES.MemberExpression &&
    !value.computed &&
    value.property.type === AST_NODE_TYPES.Identifier &&
    value.property.name === "shape"
  )
    return writtenZod(ctx, value.object);
  if (isZodShape(ctx, node)) return followConst(ctx.sourceCode, node);
  return writtenZod(ctx, node) ?? madeShape(ctx, value);
}

/** The raw shape a helper of this file returns (`args: buildSchema()`, `return { topic: z.string() }`). */
function madeShape(ctx: FindContext, value: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  if (value.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const returned = returnedExpression(ctx, value.callee);
  return returned !== undefined && isZodShape(ctx, returned)
    ? (followConst(ctx.sourceCode, returned) as TSESTree.ObjectExpression)
    : undefined;
}

/** The properties of `z.object({…})` written in this file, through key-preserving methods. */
export function writtenObjectShape(
  ctx: FindContext,
  node: TSESTree.Node,
): { shape: TSESTree.ObjectExpression; open: boolean; partial: boolean } | undefined {
  let current = followConst(ctx.sourceCode, node);
  let open = false;
  // The outermost of `.partial()` and `.required()` decides whether every key may be left out.
  let partial: boolean | undefined;
  for (;;) {
    if (current.type !== AST_NODE_TYPES.CallExpression || current.callee.type !== AST_NODE_TYPES.MemberExpression)
      return undefined;
    const callee = current.callee;
    if (callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
    const method = callee.property.name;
    if (method === "object" || method === "strictObject" || method === "looseObject") {
      // `z.object(…)`, or `zod_1.z.object(…)` as CommonJS writes it (zod's `z` read off its namespace).
      const namespace = memberPath(callee.object);
      if (namespace === undefined || namespace.path.length > 1 || !bindsZod(ctx, namespace.root)) return undefined;
      const argument = current.arguments[0];
      const shape = argument === undefined ? undefined : followConst(ctx.sourceCode, argument);
      if (shape?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
      return { shape, open: open || method === "looseObject", partial: partial === true };
    }
    if (method === "partial" || method === "deepPartial" || method === "required") partial ??= method !== "required";
    if (OPENING.has(method)) open = true;
    else if (!KEY_PRESERVING.has(method)) return undefined;
    current = unwrap(callee.object);
  }
}

function spreadCount(object: TSESTree.ObjectExpression): number {
  return object.properties.filter((member) => member.type === AST_NODE_TYPES.SpreadElement).length;
}

/**
 * The properties a spread in a shape may add, when every one is written: a literal
 * (`...{ webhook: z.string() }`, through a const) or a choice of literals (`...(safe ? {} : { webhook })`,
 * `...(hosted && { apiKey })`). Each key is declared in some configuration, and no other key in any.
 */
function spreadLiteralProperties(
  ctx: FindContext,
  argument: TSESTree.Node,
): { name: string; property: TSESTree.Property }[] | undefined {
  const value = followConst(ctx.sourceCode, argument);
  if (value.type === AST_NODE_TYPES.ObjectExpression) {
    const list = staticProperties(value);
    return list.length === value.properties.length ? list : undefined;
  }
  if (value.type === AST_NODE_TYPES.ConditionalExpression) {
    const whenTrue = spreadLiteralProperties(ctx, value.consequent);
    const whenFalse = spreadLiteralProperties(ctx, value.alternate);
    return whenTrue === undefined || whenFalse === undefined ? undefined : [...whenTrue, ...whenFalse];
  }
  // `cond && { … }` spreads nothing when the condition is false (a spread of `false` adds no key).
  if (value.type === AST_NODE_TYPES.LogicalExpression && value.operator === "&&")
    return spreadLiteralProperties(ctx, value.right);
  return undefined;
}

/** Property name → the node that declares it (its key in the shape literal, or the schema itself). */
export interface ZodProperties {
  keys: Map<string, TSESTree.Node>;
  /** The schema may accept keys not listed (`.passthrough()`, a spread, an index signature). */
  open: boolean;
  /** Keys the model may leave out (`.optional()`, `.default(…)`); unset when unknown (a declared type). */
  optional?: ReadonlySet<string>;
  /**
   * Keys that may still be missing once the schema has parsed the arguments: left out by
   * `.optional()`, `.nullish()` or `.partial()`, with no default or fallback anywhere in their
   * chain to fill them in. Unset when unknown.
   */
  absent?: ReadonlySet<string>;
}

/**
 * The top-level properties of a zod schema read from source alone: its shape literal in this file,
 * or an imported schema's written chain or declared type. "unread" when the source cannot tell (the
 * checker might); undefined when it tells there is no object shape to read.
 */
export function writtenZodProperties(
  ctx: FindContext,
  schema: TSESTree.Node,
  depth = 0,
): ZodProperties | "unread" | undefined {
  const written =
    schema.type === AST_NODE_TYPES.ObjectExpression
      ? { shape: schema, open: false, partial: false }
      : writtenObjectShape(ctx, schema);
  if (written !== undefined) {
    const list = staticProperties(written.shape);
    const keys = new Map(list.map(({ name, property }) => [name, property.key as TSESTree.Node]));
    let open = written.open || list.length + spreadCount(written.shape) !== written.shape.properties.length;
    for (const member of written.shape.properties) {
      if (member.type !== AST_NODE_TYPES.SpreadElement) continue;
      const spread = spreadLiteralProperties(ctx, member.argument);
      if (spread === undefined) open = true;
      else for (const { name, property } of spread) if (!keys.has(name)) keys.set(name, property.key);
    }
    return { keys, open, ...leftOutKeys(keys, written.partial) };
  }
  const services = ctx.types;
  const checker = services?.program.getTypeChecker();
  const derived = derivedProperties(ctx, schema, depth);
  if (derived !== undefined) return derived;
  const symbol =
    services === undefined || checker === undefined
      ? undefined
      : schema.type === AST_NODE_TYPES.Identifier
        ? targetSymbol(checker, services.esTreeNodeToTSNodeMap.get(schema) as TS.Identifier)
        : namespaceMember(ctx, schema);
  const tableMember = symbol === undefined ? importedTableMember(ctx, schema) : undefined;
  if (checker !== undefined && tableMember !== undefined) {
    const read = isWrittenZod(checker, tableMember) ? writtenZodKeys(checker, tableMember) : undefined;
    return read === undefined ? undefined : importedKeys(schema, read);
  }
  if (services !== undefined && checker !== undefined && symbol !== undefined) {
    const imported = importedZodSymbol(services.program, symbol);
    // A declared type tells which keys are optional by the zod type written for each.
    // A written one also tells which keys it fills in, so which may still be missing after parsing.
    const read: { keys: string[]; open: boolean; optional?: string[]; filled?: string[] } | undefined =
      imported?.kind === "written"
        ? writtenZodKeys(checker, imported.init)
        : imported?.kind === "declared" && imported.zodType !== undefined
          ? declaredZodKeys(imported.zodType)
          : undefined;
    if (read !== undefined) return importedKeys(schema, read);
    if (imported?.kind === "written") return undefined;
  }
  return "unread";
}

/** The properties of a schema another module writes or declares, each declared (for reports) at `schema`. */
function importedKeys(
  schema: TSESTree.Node,
  read: { keys: string[]; open: boolean; optional?: string[]; filled?: string[] },
): ZodProperties {
  const filled = read.filled;
  return {
    keys: new Map(read.keys.map((name) => [name, schema])),
    open: read.open,
    ...(read.optional === undefined ? {} : { optional: new Set(read.optional) }),
    ...(read.optional === undefined || filled === undefined
      ? {}
      : { absent: new Set(read.optional.filter((name) => !filled.includes(name))) }),
  };
}

/**
 * Which keys of a shape the model may leave out, and which may then still be missing once the schema
 * has parsed the arguments (nothing in their chain fills them in). A key whose chain is not written
 * in its shape (a spread's) may be left out, and whether it is filled is unknown: never absent.
 */
function leftOutKeys(
  keys: ReadonlyMap<string, TSESTree.Node>,
  partial: boolean,
): { optional: Set<string>; absent: Set<string> } {
  const optional = new Set<string>();
  const absent = new Set<string>();
  for (const [name, key] of keys) {
    const value = key.parent?.type === AST_NODE_TYPES.Property ? key.parent.value : undefined;
    const methods = value === undefined ? undefined : chainMethods(value);
    const leftOut = partial || methods === undefined || methods.some((method) => LEAVE_OUT_METHODS.has(method));
    if (leftOut) optional.add(name);
    if (leftOut && methods !== undefined && !methods.some((method) => MAY_FILL_METHODS.has(method))) absent.add(name);
  }
  return { optional, absent };
}

/**
 * The properties of a chain written here on another schema of this file (`Base.extend({…})`,
 * `Base.partial()`): the base's, through key-preserving methods, with the keys `.extend` adds.
 * Undefined when the node is no such chain, or a step hides the keys.
 */
function derivedProperties(ctx: FindContext, node: TSESTree.Node, depth = 0): ZodProperties | undefined {
  const value = followConst(ctx.sourceCode, node);
  if (depth > 4 || value.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const called = methodOf(unwrap(value.callee));
  if (called === undefined) return undefined;
  const method = called.name;
  const receiver = unwrap(called.object);
  if (method === "preprocess") return preprocessedProperties(ctx, value, receiver, depth);
  const base = schemaProperties(ctx, receiver, depth);
  if (base === undefined) return undefined;
  if (method === "extend") {
    const argument = value.arguments[0];
    const added = argument === undefined ? undefined : followConst(ctx.sourceCode, argument);
    if (added?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    const list = staticProperties(added);
    const keys = new Map(list.map(({ name, property }) => [name, property.key as TSESTree.Node]));
    const open = list.length !== added.properties.length;
    return overlay(base, { keys, open, ...leftOutKeys(keys, false) });
  }
  // `A.merge(B)`: B's keys, as B declares them, over A's.
  if (method === "merge") {
    const argument = value.arguments[0];
    const other = argument === undefined ? undefined : schemaProperties(ctx, unwrap(argument), depth);
    return other === undefined ? undefined : overlay(base, other);
  }
  if (method === "partial" || method === "deepPartial") return { ...base, ...leftOutKeys(base.keys, true) };
  if (method === "required") return { ...base, optional: new Set(), absent: new Set() };
  if (OPENING.has(method)) return { ...base, open: true };
  return KEY_PRESERVING.has(method) ? base : undefined;
}

/**
 * `z.preprocess(fn, X)`: what reaches the code has passed through X, so X's keys are all it can
 * hold. But `fn` runs first and may fill any of them in: every key may be left out, none is
 * known to be missing.
 */
function preprocessedProperties(
  ctx: FindContext,
  call: TSESTree.CallExpression,
  receiver: TSESTree.Node,
  depth: number,
): ZodProperties | undefined {
  const inner = call.arguments[1];
  if (receiver.type !== AST_NODE_TYPES.Identifier || !bindsZod(ctx, receiver) || inner === undefined) return undefined;
  const read = schemaProperties(ctx, unwrap(inner), depth);
  return read === undefined ? undefined : { keys: read.keys, open: read.open, optional: new Set(read.keys.keys()) };
}

/** The properties of a schema a derived chain starts from or merges (a name, a chain, `z.object(…)`), one level deeper. */
function schemaProperties(ctx: FindContext, node: TSESTree.Node, depth: number): ZodProperties | undefined {
  const read = writtenZodProperties(ctx, node, depth + 1);
  return read === "unread" ? undefined : read;
}

/** `added`'s keys over `base`'s (`.extend`, `.merge`): which may be left out, or missing, is what the last one says. */
function overlay(base: ZodProperties, added: ZodProperties): ZodProperties {
  const keys = new Map([...base.keys, ...added.keys]);
  const merged = (from: ReadonlySet<string> | undefined, over: ReadonlySet<string> | undefined) =>
    from === undefined || over === undefined
      ? undefined
      : new Set([...[...from].filter((name) => !added.keys.has(name)), ...over]);
  const optional = merged(base.optional, added.optional);
  const absent = merged(base.absent, added.absent);
  return {
    keys,
    open: base.open || added.open,
    ...(optional === undefined ? {} : { optional }),
    ...(absent === undefined ? {} : { absent }),
  };
}

/**
 * The top-level properties of a zod tool schema: from its shape literal when it is written in this
 * file, else from the checker's reading of its `shape`. Undefined when neither can tell (a
 * `z.preprocess`, a union, an untyped import).
 */
export function zodProperties(ctx: FindContext, schema: TSESTree.Node): ZodProperties | undefined {
  const written = writtenZodProperties(ctx, schema);
  if (written !== "unread") return written;
  const services = ctx.types;
  // The checker only for a name whose type is declared (a `.d.ts`): typing a chain written here that
  // the syntax could not read (`z.preprocess(fn, z.object(…))`) makes it infer zod's generics, the
  // slowest question of a file, where the answer is most often "not an object".
  if (schema.type !== AST_NODE_TYPES.Identifier) return undefined;
  const type = typeOf(ctx, schema);
  // A union (`hosted ? hostedSchema : localSchema`) has only the keys its members share: either one may be published.
  if (services === undefined || type === undefined || type.isUnion() || !isZodType(type)) return undefined;
  const checker = services.program.getTypeChecker();
  const tsNode = services.esTreeNodeToTSNodeMap.get(schema);
  const shapeSymbol = type.getProperty("shape");
  if (shapeSymbol === undefined) return undefined;
  const shape = checker.getTypeOfSymbolAtLocation(shapeSymbol, tsNode);
  const keys = new Map<string, TSESTree.Node>();
  for (const property of checker.getPropertiesOfType(shape)) {
    const declaration = property.valueDeclaration;
    const own = declaration === undefined ? undefined : services.tsNodeToESTreeNodeMap.get(declaration);
    keys.set(property.name, own?.type === AST_NODE_TYPES.Property ? own.key : schema);
  }
  const input = type.getProperty("_input");
  const inputType = input === undefined ? undefined : checker.getTypeOfSymbolAtLocation(input, tsNode);
  const open = inputType === undefined || checker.getIndexInfosOfType(inputType).length > 0;
  return { keys, open };
}

/** The methods of a zod chain, outermost first: `z.string().optional().describe("…")` → describe, optional, string. */
export function chainMethods(node: TSESTree.Node): string[] {
  const methods: string[] = [];
  let current = unwrap(node);
  while (current.type === AST_NODE_TYPES.CallExpression) {
    const callee = unwrap(current.callee);
    if (
      callee.type !== AST_NODE_TYPES.MemberExpression ||
      callee.computed ||
      callee.property.type !== AST_NODE_TYPES.Identifier
    )
      break;
    methods.push(callee.property.name);
    current = unwrap(callee.object);
  }
  return methods;
}

/** zod's constructors of one JSON type, as a written field starts its chain with one (`z.string()`). */
const ZOD_JSON_TYPES: Readonly<Record<string, string>> = {
  string: "string",
  number: "number",
  int: "integer",
  boolean: "boolean",
  array: "array",
  object: "object",
};

/**
 * Methods after the constructor that keep the type the field takes: a description, a bound or a
 * format, a check, optional or nullable (null is another matter), a default. Any other (`.array()`,
 * `.or(…)`, `.transform(…)`) may take or give another type: the field's type is then not told.
 */
const TYPE_KEEPING_METHODS: ReadonlySet<string> = new Set([
  "describe",
  "meta",
  "optional",
  "nullable",
  "nullish",
  "default",
  "catch",
  "readonly",
  "brand",
  "refine",
  "min",
  "max",
  "length",
  "nonempty",
  "gt",
  "gte",
  "lt",
  "lte",
  "positive",
  "negative",
  "nonnegative",
  "nonpositive",
  "multipleOf",
  "finite",
  "int",
  "email",
  "url",
  "uuid",
  "regex",
  "trim",
  "startsWith",
  "endsWith",
  "includes",
]);

/**
 * The JSON type a field written with a zod constructor of `z` takes (`z.string().min(1).describe(…)`:
 * "string"); undefined for anything else (`z.coerce.number()`, a union, a transform, a const).
 */
export function zodFieldType(node: TSESTree.Node): string | undefined {
  const methods = chainMethods(node);
  const constructor = methods.at(-1);
  if (constructor === undefined || !Object.hasOwn(ZOD_JSON_TYPES, constructor)) return undefined;
  if (!methods.slice(0, -1).every((method) => TYPE_KEEPING_METHODS.has(method))) return undefined;
  // The constructor's receiver, reached through the methods' calls alone: `z`, not `z.coerce` nor `make()`.
  let root = unwrap(node);
  for (let calls = 0; calls < methods.length && root.type === AST_NODE_TYPES.CallExpression; calls++) {
    const callee = unwrap(root.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
    root = unwrap(callee.object);
  }
  return root.type === AST_NODE_TYPES.Identifier ? ZOD_JSON_TYPES[constructor] : undefined;
}

/**
 * Whether a zod field carries a description: `.describe("…")` (non-empty) or `.meta({ description })`
 * anywhere in its chain, through a const in this file. Undefined when it cannot be told (a field
 * that is an imported schema or a helper's result may carry one).
 */
export function zodFieldDescribed(ctx: FindContext, node: TSESTree.Node): boolean | undefined {
  let current = followConst(ctx.sourceCode, node);
  for (let hop = 0; hop < 16; hop++) {
    if (current.type !== AST_NODE_TYPES.CallExpression) return undefined;
    const called = methodOf(unwrap(current.callee));
    if (called === undefined) return undefined;
    const method = called.name;
    const argument = current.arguments[0];
    if (method === "describe") {
      if (argument === undefined || argument.type === AST_NODE_TYPES.SpreadElement) return undefined;
      const value = followConst(ctx.sourceCode, argument);
      if (value.type === AST_NODE_TYPES.Literal && typeof value.value === "string") return value.value.trim() !== "";
      return true; // built text: present
    }
    if (method === "meta" && argument !== undefined && argument.type !== AST_NODE_TYPES.SpreadElement) {
      const meta = followConst(ctx.sourceCode, argument);
      if (
        meta.type !== AST_NODE_TYPES.ObjectExpression ||
        hasSpread(meta) ||
        findProperty(meta, "description") !== undefined
      )
        return true;
    }
    const object = unwrap(called.object);
    // The chain's start, `z.string()`: nothing further can describe it.
    if (object.type === AST_NODE_TYPES.Identifier && bindsZod(ctx, object)) return false;
    current = followConst(ctx.sourceCode, object);
  }
  return undefined;
}
