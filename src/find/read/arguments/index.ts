// The implementation's view of each tool's arguments in the linted file: what its handler function
// (a class's `call`, a registration's callback, a linked function) or its dispatch branches (the
// `case` of a switch on the tool name) read, whether that is all of it, and where a type speaks for
// it. Built once per file and shared by the rules.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { chainRoot } from "../../../util/syntax.js";
import { isTestFile, optionalTypeServices, type FindContext } from "../../context.js";
import { resolveVariable } from "../../syntax/follow-const.js";
import { staticProperties } from "../../syntax/object.js";
import {
  definitionOutputType,
  sameShape,
  writtenZodProperties,
  zodSchemaOf,
  type ZodProperties,
} from "../../detect/zod.js";
import type ts from "typescript";
import compiler from "../../../schema/typescript.js";
import { getExtraction, readNameMatchSetting, type Extraction } from "../../extract.js";
import type { FunctionNode } from "../../syntax/functions.js";
import { labelValue } from "../../link/dispatch/labels.js";
import { programToolSchema, type ProgramToolSchema } from "../../link/dispatch/program-tools.js";
import { comparedTexts, fileSites, type DispatchSite } from "../../link/dispatch/sites.js";
import { notRunFor } from "../../link/dispatch/name-tests.js";
import { handedParsedText, nameKeyedMapEntries } from "../../link/dispatch/map-sites.js";
import { dispatchesInto, incomingCalls } from "../../link/dispatch/incoming.js";
import { isFunctionNode, localFunction, onlyCaller } from "../../syntax/functions.js";
import { echoesSchemaTyped } from "../../syntax/schema-echo.js";
import { ARGUMENT_KEYS, ARGUMENT_PARAMETER_NAMES, scanFile, type FileScan } from "../../syntax/file-scan.js";
import type { ToolDefinition } from "../../types.js";
import { argumentsConvention, passedParameterCount } from "../arguments-convention.js";
import { descriptiveTypeOfNode, isDescriptiveTypeNode, jsonValueMethods, parameterAnnotation } from "./types.js";
import { definitionDeclared } from "./declared.js";
import { importedFunctionView, importedHandlerView } from "./imported-handler.js";
import { forcedCallArguments } from "./forced-call.js";
import { injectedKeys } from "./injected.js";
import { callableOf } from "../../link/callable.js";
import { destructure, followExpression, followParameter, followVariable, inRange, type Follow } from "./uses.js";
import { emptyView, markOpaque, mergeView, opaqueView, shareReads, type ArgumentsView, type TypedUse } from "./view.js";
import { weakCache } from "../../../util/weak-cache.js";

export type { ArgumentsView, SchemaEchoUse, TypedUse } from "./view.js";
export {
  rawTyped,
  readsAreComplete,
  readsAreTheModels,
  validatorName,
  typesLackSome,
  typesLeaveOptional,
} from "./view.js";

export interface FileViews {
  ctx: FindContext;
  /** Every tool definition of the file, class tools and registrations included. */
  definitions: ToolDefinition[];
  /** Definition node → its implementation's view of the arguments, when an implementation was found. */
  views: Map<TSESTree.Node, ArgumentsView>;
  /** Definition node → its tool name, also when only the checker can read it (an enum member). */
  names: Map<TSESTree.Node, string>;
  /** Tools dispatched in this file but listed in another file of the program. */
  remote: RemoteTool[];
  /** Definition node → where its implementation starts running: its handler function, its dispatch branches. */
  entries: Map<TSESTree.Node, ImplementationEntry[]>;
  /** Functions of this file that a dispatch in another file hands tools' arguments to. */
  incoming: IncomingTool[];
  /** Reads before the branch on the name that every tool reaching it makes. */
  prologue: PrologueRead[];
}

/** A read of the arguments that runs, before the dispatch, for each of `definitions`. */
export interface PrologueRead {
  property: string;
  /** The property read, or the argument handed to the function of another module that reads it. */
  node: TSESTree.Node;
  definitions: ToolDefinition[];
}

/**
 * A function of this file reached from dispatch branches in other files (`case "x": return
 * tool.execute(args)`): what it reads, and the schemas of the tools that reach it, declared
 * elsewhere. A schema that cannot be read is undefined: the tools' reads cannot be judged.
 */
export interface IncomingTool {
  names: string[];
  schemas: (ProgramToolSchema | undefined)[];
  view: ArgumentsView;
}

/** Code that runs, from its start, whenever the tool is called: a handler function or a dispatch branch. */
export type ImplementationEntry = { kind: "function"; fn: FunctionNode } | { kind: "site"; site: DispatchSite };

/** A tool dispatched here whose schema is declared in another file (known only by its property names). */
export interface RemoteTool {
  name: string;
  schema: ProgramToolSchema;
  view: ArgumentsView;
  /** The branches of this file that run it. */
  entries: ImplementationEntry[];
  /**
   * Whether the implementation is really found: the branch's reads are all visible, or it hands
   * the arguments to a function of another module that the program index resolved.
   */
  linked: boolean;
}

const viewsByFile = weakCache<TSESTree.Program, FileViews>();

const chainTexts = weakCache<TSESTree.Node, string>();

/** A member chain's text without whitespace, `?.` or `!`: `request.params` for `request?.params!`. */
function chainText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string {
  return chainTexts(node, () => sourceCode.getText(node).replace(/\s+/g, "").replace(/\?\./g, ".").replace(/!/g, ""));
}

function newFollow(
  ctx: FindContext,
  ownRange: TSESTree.Range | undefined,
  skip: (node: TSESTree.Node) => boolean,
): Follow {
  return {
    sourceCode: ctx.sourceCode,
    services: ctx.types,
    view: emptyView(),
    ownRange,
    skip,
    seen: new Set(),
    validatorKeys: (validator) => validatorKeys(ctx, validator),
  };
}

/**
 * Whether a validator is a zod object read from its source (through consts, members of const objects,
 * helpers and imports; never by typing it) whose methods keep the keys: no `.transform()`, `.pipe()`.
 */
function validatorKeys(ctx: FindContext, validator: TSESTree.Node): ZodProperties | undefined {
  const schema = zodSchemaOf(ctx, validator);
  const properties = schema === undefined ? undefined : writtenZodProperties(ctx, schema);
  return properties === "unread" ? undefined : properties;
}

/** Whether the implicit `arguments` object is used inside `range` (the handler's own code). */
function usesArgumentsObject(ctx: FindContext, scan: FileScan, range: TSESTree.Range): boolean {
  return scan.argumentsIdentifiers.some((identifier) => {
    if (!inRange(identifier, range)) return false;
    const parent = identifier.parent;
    if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === identifier && !parent.computed)
      return false;
    if (parent?.type === AST_NODE_TYPES.Property && parent.key === identifier && !parent.computed) return false;
    // The implicit object of a function scope has no definition; a declared `arguments` has one.
    const variable = resolveVariable(ctx.sourceCode, identifier);
    return variable !== undefined && variable.defs.length === 0 && variable.scope.type === "function";
  });
}

/** `() => "search results"`, `async () => { return 42; }`: a literal, or a text without substitutions. */
function answersFixedValue(fn: FunctionNode): boolean {
  const body = fn.body;
  const only = body.type === AST_NODE_TYPES.BlockStatement ? body.body : undefined;
  const value =
    only === undefined
      ? body
      : only.length === 1 && only[0]!.type === AST_NODE_TYPES.ReturnStatement
        ? only[0]!.argument
        : undefined;
  return (
    value != null &&
    (value.type === AST_NODE_TYPES.Literal ||
      (value.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length === 0))
  );
}

/**
 * The handler of a stub: a body of straight-line declarations and expressions that ends in a
 * `throw`, or no statement at all (`execute: async () => {}`: a tool defined to have the model fill
 * in its arguments, which the code reads from the tool call elsewhere).
 */
function isStub(ctx: FindContext, fn: FunctionNode): boolean {
  // A test's double: in a test file, a handler that takes nothing and answers a fixed value.
  if (isTestFile(ctx.fileName) && fn.params.length === 0 && answersFixedValue(fn)) return true;
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return false;
  const statements = fn.body.body;
  if (statements.length === 0) return true;
  return (
    statements.at(-1)?.type === AST_NODE_TYPES.ThrowStatement &&
    statements
      .slice(0, -1)
      .every(
        (statement) =>
          statement.type === AST_NODE_TYPES.VariableDeclaration ||
          statement.type === AST_NODE_TYPES.ExpressionStatement,
      )
  );
}

/**
 * A handler function's view: its first parameter receives the arguments object (`call(input)`,
 * `execute(args)`). A linked function of several parameters takes them positionally, which only the
 * signature (no-schema-drift) can speak about.
 */
function functionView(
  ctx: FindContext,
  scan: FileScan,
  fn: FunctionNode,
  argumentsFirst: boolean,
  followTyped = false,
): ArgumentsView {
  const follow = newFollow(ctx, undefined, () => false);
  if (isStub(ctx, fn)) {
    markOpaque(follow.view); // a deprecated or unimplemented tool: what it would read is unknown
    return follow.view;
  }
  const first = fn.params[0];
  if (first === undefined) return follow.view; // takes nothing: reads nothing
  if (!argumentsFirst && fn.params.length > 1) {
    follow.view.typed.push({ node: fn, type: undefined });
    return follow.view;
  }
  if (first.type === AST_NODE_TYPES.RestElement || first.type === AST_NODE_TYPES.TSParameterProperty) {
    markOpaque(follow.view);
    return follow.view;
  }
  // A written type that names properties is the signature's to compare (no-schema-drift links the
  // function itself). The reads are followed as well and kept beside the type: a read of a property
  // the type leaves optional is the model's to send, which only the schema can tell it
  // (no-undeclared-arguments), and no read is said to be missing (the type may be read elsewhere).
  const target = first.type === AST_NODE_TYPES.AssignmentPattern ? first.left : first;
  const annotation = parameterAnnotation(first);
  // A type that echoes the schema (`z.infer<typeof Schema>`, or an alias of one) says nothing: the reads speak.
  const typedAsWritten =
    !followTyped &&
    annotation !== undefined &&
    isDescriptiveTypeNode(annotation) &&
    !echoesSchemaTyped(annotation, ctx.types);
  const given = typedAsWritten ? writtenParameterType(ctx, first) : undefined;
  if (typedAsWritten && given === undefined) {
    follow.view.typed.push({ node: target, type: undefined });
    return follow.view;
  }
  followParameter(follow, fn, first, 0, true, given === undefined && !followTyped);
  if (usesArgumentsObject(ctx, scan, fn.body.range)) markOpaque(follow.view);
  if (target.type === AST_NODE_TYPES.Identifier && testsForText(ctx, fn, target)) follow.view.takesText = true;
  if (given !== undefined) follow.view.typed.push(typeOnParameter(given, first));
  return follow.view;
}

/**
 * A written parameter type, marked `visible` when every value taken out of the parameter is in the
 * view: it destructures them all, or it is a name whose every use was followed (what could not be
 * followed makes the view opaque, or records a type of its own).
 */
function typeOnParameter(given: TypedUse, parameter: TSESTree.Parameter): TypedUse {
  const target = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  const followedAll =
    target.type === AST_NODE_TYPES.Identifier ||
    (target.type === AST_NODE_TYPES.ObjectPattern &&
      target.properties.every((property) => property.type === AST_NODE_TYPES.Property));
  return followedAll ? { ...given, visible: true } : given;
}

/** Types a `typeof` test names that no object is of. */
const TEXT_LIKE = new Set(["string", "number", "boolean", "bigint"]);

/** Whether `fn` tests its parameter `parameter` for being text or another value no object is (`typeof p === "string"`). */
function testsForText(ctx: FindContext, fn: FunctionNode, parameter: TSESTree.Identifier): boolean {
  const variable = ctx.sourceCode.getDeclaredVariables(fn).find((v) => v.name === parameter.name);
  return (
    variable?.references.some((reference) => {
      const typeOf = reference.identifier.parent;
      const test = typeOf?.parent;
      if (typeOf?.type !== AST_NODE_TYPES.UnaryExpression || typeOf.operator !== "typeof") return false;
      if (test?.type !== AST_NODE_TYPES.BinaryExpression || !["===", "==", "!==", "!="].includes(test.operator))
        return false;
      const other = test.left === typeOf ? test.right : test.left;
      return other.type === AST_NODE_TYPES.Literal && typeof other.value === "string" && TEXT_LIKE.has(other.value);
    }) === true
  );
}

/** The segments of a member chain: `request.params` → ["request", "params"]; undefined when computed. */
function chainSegments(node: TSESTree.Node): string[] | undefined {
  const value = node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node;
  if (value.type === AST_NODE_TYPES.Identifier) return [value.name];
  if (value.type === AST_NODE_TYPES.ThisExpression) return ["this"];
  if (
    value.type !== AST_NODE_TYPES.MemberExpression ||
    value.computed ||
    value.property.type !== AST_NODE_TYPES.Identifier
  )
    return undefined;
  const object = chainSegments(value.object);
  return object === undefined ? undefined : [...object, value.property.name];
}

/**
 * Whether the tool call object (or something holding it, like the whole request) is handed on as a
 * value — `handle(request)`, `return block` — so its arguments may be read where we cannot see.
 */
function callObjectEscapes(
  ctx: FindContext,
  scan: FileScan,
  follow: Follow,
  callObject: TSESTree.Expression,
  scope: TSESTree.Node,
): boolean {
  const segments = chainSegments(callObject);
  const root = chainRoot(callObject);
  if (segments === undefined || root === undefined) return true;
  const variable = resolveVariable(ctx.sourceCode, root);
  if (variable === undefined) return false; // a global: nothing of ours to follow
  for (const reference of variable.references) {
    const identifier = reference.identifier;
    if (reference.init === true || !inRange(identifier, scope.range) || follow.skip(identifier)) continue;
    let node: TSESTree.Node = identifier;
    let length = 1;
    while (
      node.parent?.type === AST_NODE_TYPES.MemberExpression &&
      node.parent.object === node &&
      !node.parent.computed &&
      length < segments.length
    ) {
      const property = node.parent.property;
      if (property.type !== AST_NODE_TYPES.Identifier || property.name !== segments[length]) break;
      node = node.parent;
      length++;
    }
    const divergedEarly =
      node.parent?.type === AST_NODE_TYPES.MemberExpression && node.parent.object === node && length < segments.length;
    if (divergedEarly || length > segments.length) continue; // another part of the request (`toolCall.id`)
    if (
      length === segments.length &&
      node.parent?.type === AST_NODE_TYPES.MemberExpression &&
      node.parent.object === node
    )
      continue;
    if (isHarmless(node)) continue;
    // `this.configureToken(request)`: a function of this file reads the call object it is handed.
    if (inRange(node, follow.ownRange) && followedIntoLocal(ctx, scan, follow, node, segments.slice(length))) continue;
    return true;
  }
  return false;
}

/**
 * A call object (or what holds it: the request) handed to a function of this file, which reads the
 * arguments out of it (`this.configureToken(request)`, then `request.params.arguments.apiKey`):
 * its reads there are the branch's. `rest` is the way from the value handed to the call object.
 * False, leaving the branch opaque, when that function's reads of the call object cannot be followed,
 * take out more than one member that may hold the arguments, or none.
 */
function followedIntoLocal(
  ctx: FindContext,
  scan: FileScan,
  follow: Follow,
  value: TSESTree.Node,
  rest: readonly string[],
): boolean {
  const call = value.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee === value) return false;
  const index = call.arguments.indexOf(value as TSESTree.CallExpressionArgument);
  const fn = index < 0 ? undefined : localFunction(ctx.sourceCode, call.callee);
  if (fn === undefined) return false;
  const callObject = viewAt(ctx, parameterView(ctx, scan, fn, index, true), rest);
  if (callObject.opaque || callObject.reassigned) return false;
  const keys = ARGUMENT_KEYS.filter((key) => callObject.reads.has(key));
  if (keys.length !== 1) return false;
  const view = viewAt(ctx, callObject, keys);
  if (view.opaque || view.reassigned) return false;
  // A function several branches hand the request to reads for all of them: no one tool's reads.
  if (onlyCaller(ctx.sourceCode, fn) === call) mergeView(follow.view, view);
  else for (const name of [...view.reads.keys(), ...view.sharedReads]) follow.view.sharedReads.add(name);
  return true;
}

/** A use of a value that reads nothing out of it: a test, a comparison, a destructuring of static keys. */
function isHarmless(node: TSESTree.Node): boolean {
  const parent = node.parent;
  if (parent === undefined) return false;
  switch (parent.type) {
    case AST_NODE_TYPES.BinaryExpression:
      return ["==", "===", "!=", "!=="].includes(parent.operator);
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator === "!" || parent.operator === "typeof";
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.test === node;
    case AST_NODE_TYPES.VariableDeclarator:
      return (
        parent.id.type === AST_NODE_TYPES.ObjectPattern &&
        parent.id.properties.every((p) => p.type === AST_NODE_TYPES.Property)
      );
    case AST_NODE_TYPES.ForOfStatement:
      return parent.right === node;
    default:
      return false;
  }
}

/**
 * The dispatch branches' ranges, and for a node the ones that contain it: asked once per node, as
 * every branch's view follows the same references through every other branch.
 */
interface BranchRanges {
  containing(node: TSESTree.Node): readonly TSESTree.Range[];
}

function branchRanges(ranges: readonly TSESTree.Range[]): BranchRanges {
  const byNode = new WeakMap<TSESTree.Node, TSESTree.Range[]>();
  return {
    containing(node) {
      let found = byNode.get(node);
      if (found === undefined) {
        found = ranges.filter((range) => inRange(node, range));
        byNode.set(node, found);
      }
      return found;
    },
  };
}

/** The view of one dispatch branch: the arguments as the branch's statements use them. */
function siteView(ctx: FindContext, scan: FileScan, site: DispatchSite, branches: BranchRanges): ArgumentsView {
  const own = site.range;
  const decided = new Map<TSESTree.IfStatement, boolean | undefined>();
  const skip = (node: TSESTree.Node) =>
    !inRange(node, own) &&
    (branches.containing(node).some((range) => range !== own) ||
      notRunFor(ctx, site.dispatch, site.toolName, node, decided));
  const follow = newFollow(ctx, own, skip);
  const { source, scope } = site.dispatch;
  if (source.kind === "parameter") {
    const fn = source.fn;
    const holder =
      fn.params.find(
        (p) => p.type === AST_NODE_TYPES.Identifier && p !== source.parameter && ARGUMENT_PARAMETER_NAMES.has(p.name),
      ) ?? (fn.params.length === 2 ? fn.params.find((p) => p !== source.parameter) : undefined);
    if (holder === undefined) markOpaque(follow.view);
    else followParameter(follow, fn, holder, 0, false);
  } else {
    const callText = chainText(ctx.sourceCode, source.callObject);
    for (const member of scan.argumentMembers) {
      if (!inRange(member, scope.range) || skip(member)) continue;
      if (chainText(ctx.sourceCode, member.object) === callText) followExpression(follow, member);
    }
    for (const declarator of scan.destructurings) {
      if (!inRange(declarator, scope.range) || skip(declarator) || declarator.init == null) continue;
      if (
        chainText(ctx.sourceCode, declarator.init) !== callText ||
        declarator.id.type !== AST_NODE_TYPES.ObjectPattern
      )
        continue;
      takeArgumentsOut(ctx, follow, declarator, declarator.id);
    }
    if (callObjectEscapes(ctx, scan, follow, source.callObject, scope)) markOpaque(follow.view);
  }
  if (usesArgumentsObject(ctx, scan, own)) markOpaque(follow.view);
  // One body for every name of a table: what it reads is no one tool's.
  if (site.dispatch.table === true) shareReads(follow.view);
  return follow.view;
}

/** `const { name, arguments: args } = request.params`: follow `args`; `...rest` may hold them too. */
function takeArgumentsOut(
  ctx: FindContext,
  follow: Follow,
  declarator: TSESTree.VariableDeclarator,
  pattern: TSESTree.ObjectPattern,
): void {
  for (const property of pattern.properties) {
    if (property.type === AST_NODE_TYPES.RestElement) {
      markOpaque(follow.view);
      continue;
    }
    if (
      property.computed ||
      property.key.type !== AST_NODE_TYPES.Identifier ||
      !ARGUMENT_KEYS.includes(property.key.name)
    )
      continue;
    const value = property.value.type === AST_NODE_TYPES.AssignmentPattern ? property.value.left : property.value;
    if (value.type === AST_NODE_TYPES.ObjectPattern) destructure(follow, value, inRange(declarator, follow.ownRange));
    else if (value.type === AST_NODE_TYPES.Identifier) {
      const variable = ctx.sourceCode.getDeclaredVariables(declarator).find((v) => v.name === value.name);
      if (variable === undefined) markOpaque(follow.view);
      else followVariable(follow, variable, 0, false);
    } else markOpaque(follow.view);
  }
}

/**
 * A function linked only by its name is the implementation only if its parameter can be the
 * model's arguments: JSON data, so nothing read from it is called as a method, nor written into. A
 * function named after a tool that calls `k8sManager.refreshApiClients()` on its one parameter is
 * called elsewhere with something else.
 */
function readsLikeArguments(view: ArgumentsView): boolean {
  if (callsMethodOn(view)) return false;
  for (const nodes of view.reads.values()) {
    for (const node of nodes) {
      const member = node.parent;
      const use = member?.parent;
      // `context.actions.skipSummarization = true`: state the code changes, not the model's data.
      if (
        member?.type === AST_NODE_TYPES.MemberExpression &&
        use?.type === AST_NODE_TYPES.MemberExpression &&
        use.object === member &&
        use.parent?.type === AST_NODE_TYPES.AssignmentExpression &&
        use.parent.left === use
      )
        return false;
    }
  }
  return true;
}

/** Whether a method is called on the value the view follows (`toolContext.run(…)`), but for the `except` ones. */
function callsMethodOn(view: ArgumentsView, except: ReadonlySet<string> = new Set()): boolean {
  for (const [name, nodes] of view.reads) {
    if (except.has(name)) continue;
    for (const node of nodes) {
      const member = node.parent;
      if (
        member?.type === AST_NODE_TYPES.MemberExpression &&
        member.parent?.type === AST_NODE_TYPES.CallExpression &&
        member.parent.callee === member
      )
        return true;
    }
  }
  return false;
}

/**
 * Whether a parameter provably holds no arguments: its written type admits no object or holds
 * functions; or, untyped,
 * nothing uses it, or what it reads is called (`client.search(…)`) or has a method called that no
 * JSON value has. A parameter written with a type of data, or whose uses cannot all be seen, may.
 */
function holdsNoArguments(
  ctx: FindContext,
  parameter: TSESTree.Parameter,
  view: ArgumentsView,
  jsonMethods: ReadonlySet<string>,
  checker: ts.TypeChecker,
): boolean {
  const annotation = parameterAnnotation(parameter);
  // Text holds no object, unless it is the arguments as JSON (`handler: (argString: string) => JSON.parse(argString)`).
  if (
    annotation !== undefined &&
    ctx.types !== undefined &&
    view.parsesText !== true &&
    holdsNoObject(ctx.types, annotation, checker)
  )
    return true;
  const given = annotation === undefined ? undefined : descriptiveTypeOfNode(annotation, ctx.types);
  if (given?.type !== undefined) return holdsFunctions(given.type, checker);
  if (view.typed.length > 0 || view.opaque) return false;
  return readNames(view).length === 0 || !readsLikeArguments(view) || callsObjectMethods(view, jsonMethods);
}

/** Value types no object is of: the model's arguments, an object, are never one (`toolCallId: string`). */
const NO_OBJECT =
  compiler.TypeFlags.StringLike |
  compiler.TypeFlags.NumberLike |
  compiler.TypeFlags.BooleanLike |
  compiler.TypeFlags.BigIntLike |
  compiler.TypeFlags.ESSymbolLike |
  compiler.TypeFlags.Null |
  compiler.TypeFlags.Undefined |
  compiler.TypeFlags.Void;

/** Whether a written type admits no object: each of its members is text, a number, a flag… */
function holdsNoObject(
  services: NonNullable<FindContext["types"]>,
  annotation: TSESTree.TypeNode,
  checker: ts.TypeChecker,
): boolean {
  const type = checker.getTypeFromTypeNode(services.esTreeNodeToTSNodeMap.get(annotation) as ts.TypeNode);
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => (member.flags & NO_OBJECT) !== 0);
}

/** A type with functions among its properties, or theirs (`{ api: { search(q: string): … } }`): no JSON. */
function holdsFunctions(type: ts.Type, checker: ts.TypeChecker, depth = 0): boolean {
  if (type.getCallSignatures().length > 0) return true;
  if (depth > 1 || !(type.flags & compiler.TypeFlags.Object) || checker.isArrayType(type)) return false;
  return checker
    .getPropertiesOfType(type)
    .some((property) =>
      holdsFunctions(checker.getNonNullableType(checker.getTypeOfSymbol(property)), checker, depth + 1),
    );
}

/**
 * Whether some value the view reads has a method called that no JSON value has
 * (`context.stateManager.getProjectId()`): what was read holds a client or a service, not data.
 */
function callsObjectMethods(view: ArgumentsView, jsonMethods: ReadonlySet<string>): boolean {
  for (const nodes of view.reads.values()) {
    for (const node of nodes) {
      const value = node.parent;
      if (value?.type !== AST_NODE_TYPES.MemberExpression || value.property !== node) continue;
      const use = value.parent;
      if (
        use?.type === AST_NODE_TYPES.MemberExpression &&
        use.object === value &&
        !use.computed &&
        use.property.type === AST_NODE_TYPES.Identifier &&
        use.parent?.type === AST_NODE_TYPES.CallExpression &&
        use.parent.callee === use &&
        !jsonMethods.has(use.property.name)
      )
        return true;
    }
  }
  return false;
}

/** The tool's name as written, or as the checker reads it (an enum member, an imported const). */
function toolNameOf(ctx: FindContext, definition: ToolDefinition): string | undefined {
  if (definition.name !== undefined) return definition.name;
  return definition.nameNode === undefined ? undefined : labelValue(ctx.sourceCode, ctx.types, definition.nameNode);
}

/** How many levels below a handler's parameter the arguments are looked for (`request.params.arguments`). */
const ALIGN_DEPTH = 3;

/**
 * The view of a handler whose first parameter no SDK describes. The parameter is the arguments
 * object when it reads a property the schema declares, or when nothing it reads is read further
 * (its reads are plain values: reads of the arguments, declared or not). Otherwise it holds the
 * arguments one level down: under the one property whose own reads include a declared name (a
 * request's `params`, a context's `input`). When no property does, what it reads is unknown: opaque.
 */
function alignedView(ctx: FindContext, view: ArgumentsView, declared: ReadonlySet<string>, depth = 0): ArgumentsView {
  // Text the callable receives and parses as JSON is the tool call's arguments themselves: a
  // wrapper around them would be handed over as an object. Its reads are the arguments', aligned or not.
  if (declared.size === 0 || view.typed.length > 0 || (depth === 0 && view.parsesText === true)) return view;
  const names = readNames(view);
  if (names.length === 0) return view;
  if (names.some((name) => declared.has(name))) return deeperMatch(ctx, view, declared, depth) ?? view;
  // Reading no declared name and calling a method of what it holds (`messages.map(…)`): a list or a
  // service, not the model's arguments object.
  if (!readsLikeArguments(view)) return opaqueView();
  const inner = readValues(ctx, view);
  if (usedAsValues(inner)) return view;
  if (depth + 1 >= ALIGN_DEPTH) return opaqueView();
  const views = inner.map(({ view: sub }) => alignedView(ctx, sub, declared, depth + 1));
  const aligned = views.filter((sub) => readNames(sub).some((name) => declared.has(name)));
  if (aligned.length === 1) return aligned[0]!;
  // No declared name anywhere (every property renamed): the one property read into, the only
  // object the parameter holds that the schema does not declare, is where the arguments are.
  // Its reads must be data, as the model's arguments are: `api.search(…)` calls a method of a client.
  const containers = inner.flatMap(({ view: sub }, index) =>
    sub.reads.size > 0 && readsLikeArguments(sub) ? [views[index]!] : [],
  );
  const handedWhole = inner.some((sub) => sub.handedWhole);
  return aligned.length === 0 && containers.length === 1 && !handedWhole ? containers[0]! : opaqueView();
}

/**
 * A parameter that reads a declared name beside one the schema does not declare may still hold the
 * arguments one level down, under a property that happens to share a declared name
 * (`runAsync({ args, toolContext })` for a schema that declares `args` among others). They are under
 * the one property whose own reads match more declared names than the parameter's do; or, when the
 * parameter also holds a service (a value whose methods no JSON value has are called:
 * `toolContext.run(…)`), so it is no arguments object, under the one data property that reads a
 * declared name.
 */
function deeperMatch(
  ctx: FindContext,
  view: ArgumentsView,
  declared: ReadonlySet<string>,
  depth: number,
): ArgumentsView | undefined {
  const names = readNames(view);
  const matched = (list: readonly string[]): number => list.filter((name) => declared.has(name)).length;
  if (names.every((name) => declared.has(name)) || depth + 1 >= ALIGN_DEPTH) return undefined;
  const inner = readValues(ctx, view).map(({ view: sub }) => sub);
  const better = inner.filter((sub) => matched(readNames(sub)) > matched(names));
  if (better.length === 1) return better[0];
  const checker = ctx.types?.program.getTypeChecker();
  if (checker === undefined) return undefined;
  const methods = jsonValueMethods(checker);
  if (!inner.some((sub) => callsMethodOn(sub, methods))) return undefined;
  const holding = inner.filter((sub) => !callsMethodOn(sub, methods) && matched(readNames(sub)) > 0);
  return holding.length === 1 ? holding[0] : undefined;
}

/** What each property read out of a view holds, followed on, and whether it is handed whole to a call. */
function readValues(ctx: FindContext, view: ArgumentsView): { view: ArgumentsView; handedWhole: boolean }[] {
  return [...view.reads].map(([, nodes]) => {
    const follow = newFollow(ctx, undefined, () => false);
    for (const node of nodes) followReadValue(ctx, follow, node);
    return { view: follow.view, handedWhole: nodes.some((node) => isHandedWhole(ctx, node)) };
  });
}

/**
 * Values read out and used as values (returned, compared, printed, put in a template): the model's
 * arguments are data, so the parameter read is the arguments. Read into, or handed whole to a call,
 * a value may be an object whose reads we do not see: no telling.
 */
function usedAsValues(inner: readonly { view: ArgumentsView; handedWhole: boolean }[]): boolean {
  return inner.every(({ view: sub, handedWhole }) => sub.reads.size === 0 && sub.elsewhere.size === 0 && !handedWhole);
}

/**
 * Whether a view's reads show a parameter to hold the arguments, whatever the schema names: it is
 * read, and every value read out of it is used as a value. The evidence for a parameter typed with
 * names the schema does not declare (every property renamed) that it is the arguments still.
 */
export function readsUsedAsValues(ctx: FindContext, view: ArgumentsView): boolean {
  return !view.opaque && readNames(view).length > 0 && usedAsValues(readValues(ctx, view));
}

/**
 * A map of parameters' schemas (`{ block: { type: "string" } }`) is weaker word than a JSON Schema
 * that its keys are the arguments' (a framework may take it for one item of a list it builds): a
 * callable that reads none of its keys is no evidence of what it receives.
 */
function readsNoneOfItsMap(definition: ToolDefinition, view: ArgumentsView): boolean {
  const map = definition.parameterList;
  if (map?.type !== AST_NODE_TYPES.ObjectExpression || view.opaque) return false;
  const keys = new Set(staticProperties(map).map(({ name }) => name));
  const names = readNames(view);
  return names.length > 0 && !names.some((name) => keys.has(name));
}

/** alignedView against the schema's names (nothingToAlignWith when it declares none). */
function alignedWithSchema(ctx: FindContext, view: ArgumentsView, definition: ToolDefinition): ArgumentsView {
  const names = new Set(definitionDeclared(ctx, definition)?.keys.keys() ?? []);
  return names.size > 0 ? alignedView(ctx, view, names) : nothingToAlignWith(view);
}

/**
 * A schema that declares nothing gives nothing to align with: a parameter that is read, or typed,
 * may as well hold something else than the arguments (a context): opaque.
 */
function nothingToAlignWith(view: ArgumentsView): ArgumentsView {
  return readNames(view).length > 0 || view.typed.length > 0 ? opaqueView() : view;
}

/**
 * The view of a handler no SDK describes (alignedView). A written type on its parameter speaks for
 * the arguments only when the parameter is the arguments object: when its reads put the arguments
 * one level down (`request.params.arguments`), those reads are the view, whatever the request's type.
 */
function handlerView(
  ctx: FindContext,
  scan: FileScan,
  handler: FunctionNode,
  view: ArgumentsView,
  definition: ToolDefinition,
): ArgumentsView {
  const declared = definitionDeclared(ctx, definition);
  const names = new Set(declared?.keys.keys() ?? []);
  // Typed by the SDK as what the schema parses to (`def.server(({ query }) => …)`, `invoke(wallet,
  // args)`), the parameter is the arguments whatever it reads: a read the schema does not declare is
  // drift, not a sign of a context — even when the schema declares nothing.
  // One untyped parameter whose reads align: the view either way. Asking what the schema parses to
  // makes the checker instantiate zod's types, the costliest question of a file (most of a
  // Vercel AI project's time in the rules): asked only where the answer changes the view.
  if (
    handler.params.length === 1 &&
    view.typed.length === 0 &&
    names.size > 0 &&
    alignedView(ctx, view, names) === view
  )
    return view;
  const parsed = schemaOutputParameter(ctx, definition, handler);
  if (parsed === 0 && view.typed.length === 0) return view;
  if (parsed !== undefined && parsed > 0) return parameterView(ctx, scan, handler, parsed);
  // Nothing declared, nothing to align with: a parameter that is read may be a context as well.
  if (names.size === 0) return nothingToAlignWith(view);
  // Several parameters: the one whose reads align is the arguments (`(context, params) => params.query`).
  if (handler.params.length > 1) {
    // Each through its written type, if any: a typed parameter's type aligns it (typedWith) and speaks for it.
    const raw = handler.params.map((_, index) => parameterView(ctx, scan, handler, index, true));
    // The one parameter a validator checks (`schema.parse(params)`, however deep) is the arguments,
    // whatever another one reads: a context that shares a declared name (`context.accountId`) is no
    // arguments object. Where the validator hides its reads, no telling which they are: opaque.
    const checked = raw.filter((candidate) => candidate.checkedBySchema === true);
    if (checked.length === 1) return checked[0]!.opaque ? opaqueView() : alignedView(ctx, checked[0]!, names);
    const matching = raw
      .map((candidate) => alignedView(ctx, candidate, names))
      .filter((candidate) => readNames(candidate).some((name) => names.has(name)) || typedWith(ctx, candidate, names));
    if (matching.length === 1) return matching[0]!;
    // None aligns (the schema's names all differ from the reads): the one parameter whose reads are
    // data is the arguments, when every other one that is read holds something whose methods are
    // called (`context.api.dashboards(…)`): the model's arguments are JSON, with no methods but a
    // string's, an array's… Without the checker to say which those are, no telling.
    const checker = ctx.types?.program.getTypeChecker();
    const methods = checker === undefined ? undefined : jsonValueMethods(checker);
    const possible =
      methods === undefined
        ? []
        : raw.filter(
            (candidate, index) => !holdsNoArguments(ctx, handler.params[index]!, candidate, methods, checker!),
          );
    const data = possible.length === 1 && readNames(possible[0]!).length > 0 ? possible[0] : undefined;
    // Several, or none: which parameter holds the arguments is not told by the code.
    return matching.length === 0 && data !== undefined ? data : opaqueView();
  }
  if (view.typed.length === 0) return alignedView(ctx, view, names);
  const untyped = functionView(ctx, scan, handler, true, true);
  const aligned = alignedView(ctx, untyped, names);
  return aligned === untyped ? view : aligned;
}

/**
 * Whether a callee may give a function its parameters' types: a function or arrow expression the
 * checker finds a contextual type for, or a method of an object literal (the object's contextual
 * type types it). A declaration or a class's method takes its types from what is written on it.
 */
function mayBeContextuallyTyped(checker: ts.TypeChecker, fn: ts.FunctionLikeDeclaration): boolean {
  if (compiler.isMethodDeclaration(fn) || compiler.isAccessor(fn)) return compiler.isObjectLiteralExpression(fn.parent);
  if (!compiler.isFunctionExpression(fn) && !compiler.isArrowFunction(fn)) return false;
  return checker.getContextualType(fn) !== undefined;
}

/**
 * The one parameter of a handler typed (by the SDK's declarations, or its own) as exactly what the
 * definition's zod schema parses to, as the SDK types that schema where it is written: that
 * parameter is the parsed arguments, whatever the schema declares. `any` tells nothing; two such
 * parameters, nothing either.
 */
function schemaOutputParameter(
  ctx: FindContext,
  definition: ToolDefinition,
  handler: FunctionNode,
): number | undefined {
  const services = ctx.types;
  if (services === undefined || handler.params.length === 0) return undefined;
  const checker = services.program.getTypeChecker();
  // Parameters typed by nothing (no written type, none from JSDoc, none the callee gives the
  // function) are typed as their own patterns: none is what the schema parses to, and asking for that
  // makes the checker instantiate zod's types, the costliest question of a file.
  const tsHandler = services.esTreeNodeToTSNodeMap.get(handler) as ts.FunctionLikeDeclaration;
  if (
    tsHandler.parameters.every(
      (parameter) => compiler.getJSDocType(parameter) === undefined && parameter.type === undefined,
    ) &&
    !mayBeContextuallyTyped(checker, tsHandler)
  )
    return undefined;
  const output = definitionOutputType(ctx, definition);
  if (output === undefined) return undefined;
  const matching = handler.params.flatMap((parameter, index) => {
    const received = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(parameter));
    return sameShape(checker, received, output) ? [index] : [];
  });
  return matching.length === 1 ? matching[0] : undefined;
}

/**
 * Whether a type written on what the view follows names a property the schema declares
 * (`(toolCallId: string, params: { query: string }) => …`): a typed parameter's reads are its
 * type's to speak for, so its type is what aligns it with the schema.
 */
function typedWith(ctx: FindContext, view: ArgumentsView, declared: ReadonlySet<string>): boolean {
  const checker = ctx.types?.program.getTypeChecker();
  if (checker === undefined) return false;
  return view.typed.some(
    (use) =>
      use.type !== undefined &&
      checker.getPropertiesOfType(checker.getNonNullableType(use.type)).some((property) => declared.has(property.name)),
  );
}

/** The top-level names a view reads, here or in a function of another module. */
function readNames(view: ArgumentsView): string[] {
  return [...view.reads.keys(), ...view.elsewhere];
}

/**
 * Whether a read's value (`x.k`, a destructured `k`) is passed as an argument of a call, where it
 * may be an object whose reads we do not see. Not when the call only converts it (`String(x.k)`),
 * nor a binding the types say holds no object (`({ query = "" }) => search(query)`).
 */
function isHandedWhole(ctx: FindContext, node: TSESTree.Node): boolean {
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === node) return isCallArgument(ctx, parent);
  // `({ inputData }) => resolve(inputData)`: the binding a destructuring key names, handed on.
  if (parent?.type !== AST_NODE_TYPES.Property || parent.key !== node) return false;
  const value = parent.value.type === AST_NODE_TYPES.AssignmentPattern ? parent.value.left : parent.value;
  const variable = value.type === AST_NODE_TYPES.Identifier ? resolveVariable(ctx.sourceCode, value) : undefined;
  if (variable === undefined || !mayHoldObject(ctx, value)) return false;
  // Put into a text as well (`` `Component '${name}' not found` ``), the value is data, not an object.
  if (variable.references.some((reference) => isInterpolated(reference.identifier))) return false;
  return variable.references.some((reference) => isCallArgument(ctx, reference.identifier));
}

/** Whether `node` is interpolated into an untagged template: an object there would print `[object Object]`. */
function isInterpolated(node: TSESTree.Node): boolean {
  const template = node.parent;
  return (
    template?.type === AST_NODE_TYPES.TemplateLiteral &&
    template.expressions.includes(node as TSESTree.Expression) &&
    template.parent?.type !== AST_NODE_TYPES.TaggedTemplateExpression
  );
}

/** Whether `node` is an argument of a call or `new` that may keep it whole (no global conversion). */
function isCallArgument(ctx: FindContext, node: TSESTree.Node): boolean {
  const use = node.parent;
  return (
    (use?.type === AST_NODE_TYPES.CallExpression || use?.type === AST_NODE_TYPES.NewExpression) &&
    use.arguments.includes(node as TSESTree.CallExpressionArgument) &&
    !isGlobalConversion(ctx, use.callee) &&
    !takesNoObject(ctx, use, use.arguments.indexOf(node as TSESTree.CallExpressionArgument))
  );
}

/**
 * Whether the checker types the parameter a call's argument at `index` fills as admitting no object
 * (`fetchPage(url: string)`): what is handed there is data, whatever its own type says (`any`).
 */
function takesNoObject(
  ctx: FindContext,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  index: number,
): boolean {
  const services = ctx.types;
  if (services === undefined) return false;
  const checker = services.program.getTypeChecker();
  const signature = checker.getResolvedSignature(services.esTreeNodeToTSNodeMap.get(call));
  const parameter = signature?.parameters[index];
  const declaration = parameter?.valueDeclaration;
  // A rest parameter's type is the array of what it collects.
  if (
    parameter === undefined ||
    (declaration !== undefined && compiler.isParameter(declaration) && declaration.dotDotDotToken)
  )
    return false;
  const type = checker.getTypeOfSymbol(parameter);
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => (member.flags & NO_OBJECT) !== 0);
}

/** The language's own functions that turn a value into text or a number, and keep nothing of it. */
const GLOBAL_CONVERSIONS = new Set([
  "String",
  "Number",
  "Boolean",
  "parseInt",
  "parseFloat",
  "encodeURIComponent",
  "encodeURI",
]);

/** `String(…)` and its kin, not shadowed by a binding of this file. */
function isGlobalConversion(ctx: FindContext, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.Identifier || !GLOBAL_CONVERSIONS.has(callee.name)) return false;
  const variable = resolveVariable(ctx.sourceCode, callee);
  return variable === undefined || variable.defs.length === 0;
}

/** Whether the checker leaves room for an object in the value at `node` (always, without types). */
function mayHoldObject(ctx: FindContext, node: TSESTree.Node): boolean {
  const services = ctx.types;
  if (services === undefined) return true;
  const type = services.program.getTypeChecker().getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
  const members = type.isUnion() ? type.types : [type];
  return !members.every((member) => (member.flags & NO_OBJECT) !== 0);
}

/** Follows the value a read took out of the arguments: `x.k` as a member, or a destructured binding. */
function followReadValue(ctx: FindContext, follow: Follow, node: TSESTree.Node): void {
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === node) {
    followExpression(follow, parent);
    return;
  }
  if (parent?.type !== AST_NODE_TYPES.Property || parent.key !== node) {
    markOpaque(follow.view);
    return;
  }
  const value = parent.value.type === AST_NODE_TYPES.AssignmentPattern ? parent.value.left : parent.value;
  if (value.type === AST_NODE_TYPES.ObjectPattern) {
    destructure(follow, value, true);
    return;
  }
  const variable = value.type === AST_NODE_TYPES.Identifier ? resolveVariable(ctx.sourceCode, value) : undefined;
  if (variable === undefined) markOpaque(follow.view);
  else followVariable(follow, variable);
}

function buildViews(ctx: FindContext, { definitions, handlers, aligned, otherHandlers }: Extraction): FileViews {
  const scan = scanFile(ctx.sourceCode);
  const bySite = fileSites(ctx, scan);
  const sites = [...[...bySite.switches.values()].flat(), ...[...bySite.ifs.values()].flat()];
  const ranges = branchRanges([...new Set(sites.map((site) => site.range))]);
  const views = new Map<TSESTree.Node, ArgumentsView>();
  const names = new Map<TSESTree.Node, string>();
  const entries = new Map<TSESTree.Node, ImplementationEntry[]>();
  const branchViews: { site: DispatchSite; view: ArgumentsView }[] = [];
  const compared = comparedTexts(ctx, scan);
  for (const definition of definitions) {
    let view: ArgumentsView | undefined;
    const own: ImplementationEntry[] = [];
    const handler = handlers.get(definition.node);
    const linked = definition.implementation;
    if (handler !== undefined && definition.textInput === true) {
      view = opaqueView(); // a text: nothing to follow (typing what it is passed to would cost)
    } else if (handler !== undefined) {
      view = functionView(ctx, scan, handler, true);
      if (aligned.has(definition.node)) view = handlerView(ctx, scan, handler, view, definition);
      for (const key of injectedBeside(ctx, definition)) view.written.add(key);
      own.push({ kind: "function", fn: handler });
      // Beside it, the other callables that may receive the arguments: each read the same way.
      const others = otherHandlers.get(definition.node) ?? [];
      if (others.length > 0) {
        const merged = emptyView();
        mergeView(merged, view);
        for (const other of others) {
          mergeView(merged, handlerView(ctx, scan, other, functionView(ctx, scan, other, true), definition));
          own.push({ kind: "function", fn: other });
        }
        view = merged;
      }
      if (readsNoneOfItsMap(definition, view)) view = opaqueView();
    } else if (linked?.functionNode !== undefined) {
      const convention = argumentsConvention(definition.format, linked, passedParameterCount(linked.functionNode));
      const dispatched =
        convention.kind === "unknown"
          ? dispatchedParameter(ctx, linked.functionNode, toolNameOf(ctx, definition))
          : undefined;
      if (dispatched !== undefined) view = parameterView(ctx, scan, linked.functionNode, dispatched);
      else if (convention.kind === "unknown") view = opaqueView();
      else view = functionView(ctx, scan, linked.functionNode, convention.kind === "object");
      // Found by the name it is kept under, the function's first parameter is what the code that
      // calls it passes, which no SDK describes: a request holds the arguments one level down.
      // Unless every lookup hands it the parsed text of the call: then it is the arguments themselves.
      if (
        linked.kind === "dispatch-object" &&
        convention.kind === "object" &&
        dispatched === undefined &&
        !handedParsedText(ctx, linked.node)
      )
        view = alignedWithSchema(ctx, view, definition);
      if (convention.kind === "object" || dispatched !== undefined)
        own.push({ kind: "function", fn: linked.functionNode });
      if (linked.kind === "name-match" && !readsLikeArguments(view)) view = opaqueView();
    } else if (linked !== undefined) {
      // Imported: a typed signature is no-schema-drift's to compare; an untyped one is read in its module.
      view = importedHandlerView(ctx, definition, linked, aligned.has(definition.node)) ?? opaqueView();
    }
    const name = toolNameOf(ctx, definition);
    if (name !== undefined) names.set(definition.node, name);
    // Sent alone or forced, its request's response is parsed right there: those are its arguments,
    // whatever dispatch elsewhere routes its name (another request's tool of that name).
    const parses = forcedCallArguments(ctx, definition, name);
    if (parses.length > 0) {
      const forced = newFollow(ctx, undefined, () => false);
      for (const parse of parses) followExpression(forced, parse);
      if (view === undefined) view = forced.view;
      else mergeView(view, forced.view);
    }
    for (const site of name === undefined || parses.length > 0 ? [] : sites.filter((s) => s.toolName === name)) {
      const branch = siteView(ctx, scan, site, ranges);
      own.push({ kind: "site", site });
      branchViews.push({ site, view: branch });
      if (view === undefined) view = branch;
      else mergeView(view, branch);
    }
    // Compared with some value here, yet routed by no dispatch we follow: code we do not read may
    // handle it (`if (Object.keys(input.action)[0] === "done") … input.action.done.text`).
    if (view !== undefined && name !== undefined && !sites.some((site) => site.toolName === name) && compared.has(name))
      markOpaque(view);
    if (view !== undefined) views.set(definition.node, view);
    entries.set(definition.node, own);
  }
  const incoming = incomingTools(ctx, scan);
  linkIncoming(definitions, names, views, incoming);
  return {
    ctx,
    definitions,
    views,
    names,
    remote: remoteTools(ctx, scan, sites, ranges, new Set(names.values())),
    incoming,
    prologue: prologueReads(definitions, names, sites, branchViews),
    entries,
  };
}

/** What the project's calls of a definition's callable key write into the arguments (injected.ts). */
function injectedBeside(ctx: FindContext, definition: ToolDefinition): ReadonlySet<string> {
  const program = ctx.types?.program;
  const container = definition.containerNode;
  if (program === undefined || container?.type !== AST_NODE_TYPES.ObjectExpression) return new Set();
  const key = callableOf(ctx, container)?.key;
  return key === undefined ? new Set() : injectedKeys(program, key);
}

/**
 * A definition of this file found no implementation here, but a dispatch in another file hands its
 * tool, and no other, to a function of this file: that function is its implementation.
 */
function linkIncoming(
  definitions: readonly ToolDefinition[],
  names: ReadonlyMap<TSESTree.Node, string>,
  views: Map<TSESTree.Node, ArgumentsView>,
  incoming: readonly IncomingTool[],
): void {
  for (const definition of definitions) {
    const name = names.get(definition.node);
    if (name === undefined || views.has(definition.node)) continue;
    const reached = incoming.filter((tool) => tool.names.includes(name));
    if (reached.length === 0 || reached.some((tool) => tool.names.length > 1)) continue;
    const view = emptyView();
    for (const tool of reached) mergeView(view, tool.view);
    views.set(definition.node, view);
  }
}

/**
 * The statement of the dispatching function's body that a read belongs to, when the read runs
 * whenever that statement runs: no condition, callback, loop or `?.` call between them. A `try`
 * block counts as the body.
 */
function unconditionalStatement(node: TSESTree.Node, scope: TSESTree.Node): TSESTree.Node | undefined {
  if (!isFunctionNode(scope) || scope.body.type !== AST_NODE_TYPES.BlockStatement) return undefined;
  const body = scope.body;
  let child: TSESTree.Node = node;
  let parent = node.parent;
  while (parent !== undefined && parent !== body) {
    switch (parent.type) {
      case AST_NODE_TYPES.LogicalExpression:
        if (parent.left !== child) return undefined;
        break;
      case AST_NODE_TYPES.ConditionalExpression:
      case AST_NODE_TYPES.IfStatement:
        if (parent.test !== child) return undefined;
        break;
      case AST_NODE_TYPES.ChainExpression:
        // `args?.x` is read when there are arguments; `a?.f(args.x)` maybe not at all.
        if (child.type !== AST_NODE_TYPES.MemberExpression || child.property !== node) return undefined;
        break;
      case AST_NODE_TYPES.BlockStatement:
        if (parent.parent?.type !== AST_NODE_TYPES.TryStatement || parent.parent.block !== parent) return undefined;
        break;
      case AST_NODE_TYPES.Property:
        if (parent.value !== child) return undefined;
        break;
      case AST_NODE_TYPES.TryStatement:
      case AST_NODE_TYPES.MemberExpression:
      case AST_NODE_TYPES.AwaitExpression:
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression:
      case AST_NODE_TYPES.VariableDeclarator:
      case AST_NODE_TYPES.VariableDeclaration:
      case AST_NODE_TYPES.ExpressionStatement:
      case AST_NODE_TYPES.AssignmentExpression:
      case AST_NODE_TYPES.TemplateLiteral:
      case AST_NODE_TYPES.ObjectExpression:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.ObjectPattern:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.UnaryExpression:
      case AST_NODE_TYPES.BinaryExpression:
        break;
      default:
        return undefined;
    }
    child = parent;
    parent = parent.parent;
  }
  // Inside a try block, the statement is the `try` itself.
  return parent === body ? child : undefined;
}

/** Whether a statement may return (outside the functions it declares). */
function mayReturn(statement: TSESTree.Node): boolean {
  let found = false;
  const visit = (node: TSESTree.Node): void => {
    if (found || isFunctionNode(node)) return;
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      found = true;
      return;
    }
    for (const key of Object.keys(node) as (keyof typeof node)[]) {
      if (key === "parent") continue;
      const value = node[key] as unknown;
      if (Array.isArray(value))
        for (const item of value)
          if (item !== null && typeof item === "object" && "type" in item) visit(item as TSESTree.Node);
      if (value !== null && typeof value === "object" && "type" in value) visit(value as TSESTree.Node);
    }
  };
  visit(statement);
  return found;
}

/**
 * Reads of the arguments before the branch on the name that every tool reaching the branch makes
 * (`const page = await ensureBrowser(args)`), with the definitions of this file that reach them: each
 * of its dispatch branches comes after the read, in the same function, and nothing between the
 * function's start and the read returns except the branches of other tools.
 */
function prologueReads(
  definitions: readonly ToolDefinition[],
  names: ReadonlyMap<TSESTree.Node, string>,
  sites: readonly DispatchSite[],
  branchViews: readonly { site: DispatchSite; view: ArgumentsView }[],
): PrologueRead[] {
  const found: PrologueRead[] = [];
  const seen = new Set<TSESTree.Node>();
  for (const { site, view } of branchViews) {
    const scope = site.dispatch.scope;
    for (const [property, nodes] of view.sharedNodes) {
      for (const node of nodes) {
        if (seen.has(node) || !inRange(node, scope.range) || sites.some((s) => inRange(node, s.range))) continue;
        seen.add(node);
        const statement = unconditionalStatement(node, scope);
        if (statement === undefined) continue;
        const body = (scope as FunctionNode).body as TSESTree.BlockStatement;
        const before = body.body.filter((s) => s.range[1] <= statement.range[0]);
        const earlySites = sites.filter(
          (s) => s.range[1] <= statement.range[0] && inRange(s.dispatch.statement, scope.range),
        );
        // A statement before that may return, other than another tool's branch: who reaches the read is unknown.
        if (before.some((s) => mayReturn(s) && !earlySites.some((e) => inRange(e.dispatch.statement, s.range))))
          continue;
        const reaching = definitions.filter((definition) => {
          const name = names.get(definition.node);
          const own = name === undefined ? [] : sites.filter((s) => s.toolName === name);
          return own.length > 0 && own.every((s) => s.dispatch.scope === scope && s.range[0] >= statement.range[1]);
        });
        if (reaching.length > 1) found.push({ property, node, definitions: reaching });
      }
    }
  }
  return found;
}

/** The function an ESTree node of a declaration is (a method's value, a declared function, an arrow). */
function functionNodeOf(node: TSESTree.Node | undefined): FunctionNode | undefined {
  if (node === undefined) return undefined;
  if (isFunctionNode(node)) return node;
  if (
    (node.type === AST_NODE_TYPES.MethodDefinition ||
      node.type === AST_NODE_TYPES.PropertyDefinition ||
      node.type === AST_NODE_TYPES.Property) &&
    node.value !== null &&
    isFunctionNode(node.value)
  ) {
    return node.value;
  }
  return undefined;
}

/**
 * The view of a function whose parameter `index` receives the arguments (from a dispatch elsewhere).
 * `throughType`: a parameter written with a type that names properties is read as well, and the type
 * kept beside the reads (no-undeclared-arguments judges only the reads it leaves optional).
 */
function parameterView(
  ctx: FindContext,
  scan: FileScan,
  fn: FunctionNode,
  index: number,
  throughType = false,
): ArgumentsView {
  const parameter = fn.params[index];
  const given = throughType && parameter !== undefined ? writtenParameterType(ctx, parameter) : undefined;
  const reading = given !== undefined;
  const view =
    index === 0 ? functionView(ctx, scan, fn, true, reading) : laterParameterView(ctx, scan, fn, index, reading);
  if (given !== undefined) view.typed.push(typeOnParameter(given, parameter!));
  return view;
}

/** parameterView of a parameter after the first; `reading`: through its written type. */
function laterParameterView(
  ctx: FindContext,
  scan: FileScan,
  fn: FunctionNode,
  index: number,
  reading: boolean,
): ArgumentsView {
  const follow = newFollow(ctx, undefined, () => false);
  const parameter = fn.params[index];
  if (
    parameter === undefined ||
    parameter.type === AST_NODE_TYPES.RestElement ||
    parameter.type === AST_NODE_TYPES.TSParameterProperty
  ) {
    markOpaque(follow.view);
    return follow.view;
  }
  followParameter(follow, fn, parameter, 0, true, !reading);
  if (usesArgumentsObject(ctx, scan, fn.body.range)) markOpaque(follow.view);
  return follow.view;
}

/** The type a parameter is written with, when the checker reads properties in it (`input: SchemaInput`). */
function writtenParameterType(ctx: FindContext, parameter: TSESTree.Parameter): TypedUse | undefined {
  const target = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  const annotation = parameterAnnotation(parameter);
  const given = annotation === undefined ? undefined : descriptiveTypeOfNode(annotation, ctx.types);
  return given?.type === undefined ? undefined : { node: target, type: given.type };
}

/**
 * Which parameter of a linked function of several receives the tool's arguments, when the dispatch
 * branches of other files that hand this tool's arguments on all hand them to this function, at
 * one place (`if (name === "kubectl_context") return kubectlContext(k8sManager, input)`).
 */
function dispatchedParameter(ctx: FindContext, fn: FunctionNode, toolName: string | undefined): number | undefined {
  const services = ctx.types;
  if (services === undefined || toolName === undefined) return undefined;
  const fileName = services.esTreeNodeToTSNodeMap.get(ctx.sourceCode.ast).fileName;
  let index: number | undefined;
  for (const call of incomingCalls(services.program, fileName, toolName)) {
    const target = functionNodeOf(services.tsNodeToESTreeNodeMap.get(call.target) as TSESTree.Node | undefined);
    // Handed the whole tool call, the parameter holds the arguments deeper down: not them.
    if (target !== fn || call.path !== undefined || (index !== undefined && index !== call.parameterIndex))
      return undefined;
    index = call.parameterIndex;
  }
  return index;
}

/** Functions of this file that dispatch branches in other files hand arguments to, grouped by function. */
function incomingTools(ctx: FindContext, scan: FileScan): IncomingTool[] {
  const services = ctx.types;
  if (services === undefined) return [];
  const fileName = services.esTreeNodeToTSNodeMap.get(ctx.sourceCode.ast).fileName;
  const byTarget = new Map<FunctionNode, { index: number; path: string; names: Set<string> }>();
  for (const call of incomingCalls(services.program, fileName)) {
    const fn = functionNodeOf(services.tsNodeToESTreeNodeMap.get(call.target) as TSESTree.Node | undefined);
    if (fn === undefined) continue;
    const entry = byTarget.get(fn);
    const path = (call.path ?? []).join(".");
    if (entry === undefined) byTarget.set(fn, { index: call.parameterIndex, path, names: new Set([call.toolName]) });
    else if (entry.index !== call.parameterIndex || entry.path !== path)
      entry.index = -1; // the arguments arrive at two places: no view
    else entry.names.add(call.toolName);
  }
  const tools: IncomingTool[] = [];
  for (const [fn, { index, path, names }] of byTarget) {
    if (index < 0) continue;
    const list = [...names];
    const received = parameterView(ctx, scan, fn, index, true);
    tools.push({
      names: list,
      schemas: list.map((name) => programToolSchema(services.program, name, fileName)),
      view: path === "" ? received : viewAt(ctx, received, path.split(".")),
    });
  }
  return tools;
}

/**
 * The view of what a tool call holds under `path` (`params.arguments` of a request handed on whole):
 * each step follows the values read under that key. A use of a step that cannot be followed may
 * read the next: opaque. Types given to the tool call speak of it, not of its arguments: not kept.
 */
function viewAt(ctx: FindContext, view: ArgumentsView, path: readonly string[]): ArgumentsView {
  let current = view;
  for (const key of path) {
    const follow = newFollow(ctx, undefined, () => false);
    if (current.opaque || current.reassigned) markOpaque(follow.view);
    for (const node of current.reads.get(key) ?? []) followReadValue(ctx, follow, node);
    current = follow.view;
  }
  return current;
}

/** Dispatched names no definition of this file has, whose one schema is declared elsewhere in the program. */
function remoteTools(
  ctx: FindContext,
  scan: FileScan,
  sites: readonly DispatchSite[],
  ranges: BranchRanges,
  localNames: ReadonlySet<string>,
): RemoteTool[] {
  const services = ctx.types;
  if (services === undefined) return [];
  const mapped = nameKeyedMapEntries(ctx);
  const unmatched = [...new Set([...sites, ...mapped].map((site) => site.toolName))].filter(
    (name) => !localNames.has(name),
  );
  if (unmatched.length === 0) return [];
  const sourceFile = services.esTreeNodeToTSNodeMap.get(ctx.sourceCode.ast);
  const remote: RemoteTool[] = [];
  for (const name of unmatched) {
    const schema = programToolSchema(services.program, name, sourceFile.fileName);
    if (schema === undefined) continue;
    const view = emptyView();
    const entries: ImplementationEntry[] = [];
    for (const site of sites) {
      if (site.toolName !== name) continue;
      mergeView(view, siteView(ctx, scan, site, ranges));
      entries.push({ kind: "site", site });
    }
    // A handler the map keeps under the name receives what the lookup hands it, which no SDK
    // describes: the arguments, or a request holding them (aligned with the schema's names).
    for (const entry of mapped) {
      if (entry.toolName !== name) continue;
      const declared = schema.properties.size > 0 ? schema.properties : undefined;
      if (entry.fn === undefined) {
        // Imported: read in its module, where its reads share a name with the schema's.
        const link = { kind: "dispatch-object" as const, node: entry.value, functionName: entry.toolName };
        mergeView(view, importedFunctionView(ctx, link, declared ?? new Set()) ?? opaqueView());
        continue;
      }
      const own = functionView(ctx, scan, entry.fn, true);
      mergeView(view, declared === undefined ? nothingToAlignWith(own) : alignedView(ctx, own, declared));
      entries.push({ kind: "function", fn: entry.fn });
    }
    // A branch that validates the arguments with a zod object we can read, or reads them by name,
    // is where they are handled, though a value it reads goes where we cannot see; one that hands
    // them on whole is linked when the program shows where to.
    const linked =
      !view.opaque ||
      view.validators.length > 0 ||
      readNames(view).length > 0 ||
      dispatchesInto(services.program, sourceFile.fileName, name);
    remote.push({ name, schema, view, entries, linked });
  }
  return remote;
}

/** The definitions of the linked file and their implementations' views, computed once per file. */
export function getFileViews(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): FileViews {
  const sourceCode = context.sourceCode;
  return viewsByFile(sourceCode.ast, () => {
    const ctx: FindContext = {
      sourceCode,
      nameMatch: readNameMatchSetting(context.settings),
      types: optionalTypeServices(sourceCode),
      fileName: context.filename,
    };
    return buildViews(ctx, getExtraction(context));
  });
}
