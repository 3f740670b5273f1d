// Whether a dispatch on the tool name and the definitions it serves agree: a branch for a name no
// definition declares any more (it never runs), and a definition no branch handles (every call of
// it is rejected as an unknown tool). A dispatch is every `switch`/`if` of one function on one name
// (the CallTool handler's `name`, a dispatcher's `name` parameter); both findings need the whole
// picture, so anything unreadable — a label, a list of definitions, a path that uses the name
// otherwise — silences them.
import { unwrap } from "../../src/util/syntax.js";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../src/schema/typescript.js";
import {
  type FindContext,
  scanFile,
  resolveVariable,
  isFunctionNode,
  getExtraction,
  type ToolDefinition,
  labelValue,
  programToolNames,
  quotedNameCounts,
  fileSites,
  type DispatchSite,
  constInitializerOf,
  namesMatching,
  skipWrappers,
  targetSymbol,
} from "../../src/find/index.js";
import { handlerListedNames, listedNames, type Reader } from "./tool-lists.js";

type DispatchStatement = TSESTree.SwitchStatement | TSESTree.IfStatement;

/** Every branch of one function on one name. */
export interface DispatchGroup {
  subject: TSESTree.Node;
  scope: TSESTree.Node;
  sites: DispatchSite[];
  statements: DispatchStatement[];
}

/** A branch for a tool no definition declares. */
export interface StaleBranch {
  toolName: string;
  labelNode: TSESTree.Node;
}

/** A definition of the file no branch of a complete dispatch handles. */
export interface UnhandledDefinition {
  toolName: string;
  definition: ToolDefinition;
  /** Where unknown names end up: the rejecting default (or the statement after the dispatch). */
  rejection: TSESTree.Node;
  /** The line of the dispatch's first branch. */
  dispatchLine: number;
}

/** At least this many names must agree before a single disagreeing one means anything. */
const MIN_AGREEING = 2;
/** Error text a dispatch answers an unknown name with. */
const REJECTING_TEXT =
  /unknown|not found|invalid|unsupported|not supported|not implemented|no such|unrecognized|unrecognised/i;
/** Calls that only log what they are given. */
const LOGGING_METHODS = new Set(["log", "info", "debug", "warn", "error", "trace"]);

function subjectKey(ctx: FindContext, scope: TSESTree.Node, subject: TSESTree.Node): string {
  return `${scope.range[0]}:${ctx.sourceCode.getText(unwrap(subject))}`;
}

/** The file's dispatches, each with all the branches of one function on one name. */
export function dispatchGroups(ctx: FindContext): DispatchGroup[] {
  const scan = scanFile(ctx.sourceCode);
  const groups = new Map<string, DispatchGroup>();
  const add = (statement: DispatchStatement, sites: DispatchSite[]): void => {
    const dispatch = sites[0]?.dispatch;
    if (dispatch === undefined) return;
    const key = subjectKey(ctx, dispatch.scope, dispatch.subject);
    let group = groups.get(key);
    if (group === undefined) {
      group = { subject: dispatch.subject, scope: dispatch.scope, sites: [], statements: [] };
      groups.set(key, group);
    }
    group.sites.push(...sites);
    group.statements.push(statement);
  };
  const sites = fileSites(ctx, scan);
  for (const [statement, found] of sites.switches) add(statement, found);
  for (const [statement, found] of sites.ifs) add(statement, found);
  return [...groups.values()];
}

/** A `case` whose label cannot be read: it may handle any name. */
function hasUnreadableLabel(ctx: FindContext, group: DispatchGroup): boolean {
  return group.statements.some(
    (statement) =>
      statement.type === AST_NODE_TYPES.SwitchStatement &&
      statement.cases.some((c) => c.test !== null && labelValue(ctx.sourceCode, ctx.types, c.test) === undefined),
  );
}

/** `setRequestHandler(X, fn)` (possibly `fn` wrapped in calls, `withTelemetry(fn)`): the text of `X`. */
function registeredFor(ctx: FindContext, fn: TSESTree.Node): string | undefined {
  let current: TSESTree.Node = fn;
  for (let hops = 0; hops < 3; hops++) {
    const call = current.parent;
    if (
      call?.type !== AST_NODE_TYPES.CallExpression ||
      !call.arguments.includes(current as TSESTree.CallExpressionArgument)
    )
      return undefined;
    const callee = call.callee;
    if (
      callee.type === AST_NODE_TYPES.MemberExpression &&
      !callee.computed &&
      callee.property.type === AST_NODE_TYPES.Identifier &&
      callee.property.name === "setRequestHandler"
    ) {
      const schema = call.arguments[0];
      return schema === undefined ? undefined : ctx.sourceCode.getText(schema);
    }
    current = call;
  }
  return undefined;
}

/** The dispatch sits in a handler of another request (prompts, resources): its names are no tools'. */
function inOtherHandler(ctx: FindContext, group: DispatchGroup): boolean {
  if (!isFunctionNode(group.scope)) return false;
  const registered = registeredFor(ctx, group.scope);
  return registered !== undefined && !/CallTool|tools\/call/.test(registered);
}

function isRejectingValue(node: TSESTree.Node): boolean {
  const value = unwrap(node);
  if (value.type === AST_NODE_TYPES.Literal) return typeof value.value === "string" && REJECTING_TEXT.test(value.value);
  if (value.type === AST_NODE_TYPES.TemplateLiteral)
    return value.quasis.some((q) => REJECTING_TEXT.test(q.value.cooked ?? q.value.raw));
  if (value.type !== AST_NODE_TYPES.ObjectExpression) return false;
  return value.properties.some((p) => {
    if (p.type !== AST_NODE_TYPES.Property || p.computed || p.key.type !== AST_NODE_TYPES.Identifier) return false;
    if (p.key.name === "error") return true;
    return p.key.name === "isError" && p.value.type === AST_NODE_TYPES.Literal && p.value.value === true;
  });
}

/** Statements that end in an error for the caller, doing nothing else on the way but logging. */
function rejects(statements: readonly TSESTree.Statement[]): boolean {
  const last = statements[statements.length - 1];
  if (last === undefined) return false;
  const before = statements.slice(0, -1);
  if (
    !before.every((s) => s.type === AST_NODE_TYPES.ExpressionStatement || s.type === AST_NODE_TYPES.VariableDeclaration)
  )
    return false;
  if (last.type === AST_NODE_TYPES.ThrowStatement) return true;
  if (last.type === AST_NODE_TYPES.BlockStatement) return rejects(last.body);
  return last.type === AST_NODE_TYPES.ReturnStatement && last.argument != null && isRejectingValue(last.argument);
}

/** The statements after `statement` in the block that holds it. */
function following(statement: TSESTree.Node): TSESTree.Statement[] {
  const parent = statement.parent;
  const body =
    parent?.type === AST_NODE_TYPES.BlockStatement || parent?.type === AST_NODE_TYPES.Program
      ? parent.body
      : parent?.type === AST_NODE_TYPES.SwitchCase
        ? parent.consequent
        : undefined;
  if (body === undefined) return [];
  const index = (body as TSESTree.Node[]).indexOf(statement);
  return index < 0 ? [] : (body.slice(index + 1) as TSESTree.Statement[]);
}

/**
 * Where a name no branch handles ends: the node of the rejection when it is an error, else
 * undefined (it falls off the function, or reaches code that may handle it after all).
 */
function rejection(group: DispatchGroup): TSESTree.Node | undefined {
  const last = [...group.statements].sort((a, b) => b.range[0] - a.range[0]);
  const lastSwitch = last.find((s): s is TSESTree.SwitchStatement => s.type === AST_NODE_TYPES.SwitchStatement);
  if (lastSwitch !== undefined) {
    const fallback = lastSwitch.cases.find((c) => c.test === null);
    if (fallback !== undefined) return rejects(fallback.consequent) ? fallback : undefined;
    const after = following(lastSwitch);
    return rejects(after) ? after[0] : undefined;
  }
  let chain: TSESTree.Node | undefined = last[0];
  if (chain?.type !== AST_NODE_TYPES.IfStatement) return undefined;
  if (chain.alternate != null) return rejects([chain.alternate]) ? chain.alternate : undefined;
  // The end of an else-if chain: the statements after its first `if`.
  while (chain.parent?.type === AST_NODE_TYPES.IfStatement && chain.parent.alternate === chain) chain = chain.parent;
  const after = following(chain);
  return rejects(after) ? after[0] : undefined;
}

/** The longest member chain `node` starts (`request` in `request.params.name` gives the whole). */
function memberChain(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (current.parent?.type === AST_NODE_TYPES.MemberExpression && current.parent.object === current)
    current = current.parent;
  return current;
}

function rootIdentifier(node: TSESTree.Node): TSESTree.Identifier | undefined {
  let current = unwrap(node);
  while (current.type === AST_NODE_TYPES.MemberExpression) current = unwrap(current.object);
  return current.type === AST_NODE_TYPES.Identifier ? current : undefined;
}

/** A use of the name that only compares it, rejects it, or logs it. */
function isHarmlessUse(ctx: FindContext, group: DispatchGroup, use: TSESTree.Node): boolean {
  const parent = use.parent;
  if (parent?.type === AST_NODE_TYPES.SwitchStatement && parent.discriminant === use)
    return group.statements.includes(parent);
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && ["===", "==", "!==", "!="].includes(parent.operator)) {
    const other = parent.left === use ? parent.right : parent.left;
    return labelValue(ctx.sourceCode, ctx.types, other) !== undefined;
  }
  for (let node: TSESTree.Node | undefined = parent; node !== undefined && node !== group.scope; node = node.parent) {
    if (node.type === AST_NODE_TYPES.ThrowStatement) return true;
    if (node.type === AST_NODE_TYPES.ReturnStatement) return node.argument != null && isRejectingValue(node.argument);
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const callee = node.callee;
      return (
        callee.type === AST_NODE_TYPES.MemberExpression &&
        callee.property.type === AST_NODE_TYPES.Identifier &&
        LOGGING_METHODS.has(callee.property.name)
      );
    }
    if (node.type.endsWith("Statement") || isFunctionNode(node)) return false;
  }
  return false;
}

/**
 * Whether the name reaches anything but the branches (a map lookup, a forwarding call, a
 * prefix test): then a name no branch lists may still be handled. Unknown when the name's
 * variable cannot be followed: true.
 */
function hasGenericPath(ctx: FindContext, group: DispatchGroup): boolean {
  const subject = unwrap(group.subject);
  const root = rootIdentifier(subject);
  const variable = root === undefined ? undefined : resolveVariable(ctx.sourceCode, root);
  if (variable === undefined) return true;
  const subjectText = ctx.sourceCode.getText(subject);
  for (const reference of variable.references) {
    if (!reference.isRead()) continue;
    const chain = memberChain(reference.identifier);
    const chainText = ctx.sourceCode.getText(chain);
    if (chainText === subjectText) {
      if (!isHarmlessUse(ctx, group, chain)) return true;
    } else if (chainText.startsWith(`${subjectText}.`)) {
      return true; // `name.startsWith("git_")`: a test no branch lists
    } else if (subjectText.startsWith(`${chainText}.`)) {
      // The object holding the name: taken apart into other variables, or passed on whole.
      const declarator = chain.parent;
      if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.ObjectPattern)
        return true;
    }
  }
  return false;
}

/** The TS function a handler argument is: written inline, or a function/const of the program. */
function tsHandler(checker: TS.TypeChecker, node: TS.Expression): TS.SignatureDeclaration | undefined {
  const value = skipWrappers(node);
  if (ts.isFunctionLike(value)) return value;
  if (!ts.isIdentifier(value)) return undefined;
  const symbol = targetSymbol(checker, value);
  const declaration = symbol?.valueDeclaration;
  if (declaration !== undefined && ts.isFunctionDeclaration(declaration)) return declaration;
  const initializer = constInitializerOf(symbol);
  return initializer !== undefined && ts.isFunctionLike(initializer) ? initializer : undefined;
}

interface OfferedNames {
  names: Set<string>;
  /** How many ListTools handlers the file registers, and the line of the first. */
  handlers: number;
  line: number;
}

/**
 * The names the file's ListTools handlers offer; undefined when one cannot be read, and an empty
 * set when the file has none.
 */
function listToolsNames(reader: Reader, sourceFile: TS.SourceFile): OfferedNames | undefined {
  const names = new Set<string>();
  let handlers = 0;
  let line = 0;
  if (!/ListTools|tools\/list/.test(sourceFile.text)) return { names, handlers, line };
  for (const method of namesMatching(sourceFile, /\bsetRequestHandler\b/g)) {
    const access = method.parent;
    if (
      !ts.isPropertyAccessExpression(access) ||
      access.name !== method ||
      !ts.isCallExpression(access.parent) ||
      access.parent.expression !== access
    )
      continue;
    const node = access.parent;
    if (node.arguments.length < 2 || !/ListTools|tools\/list/.test(node.arguments[0]!.getText(sourceFile))) continue;
    if (handlers++ === 0) line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    const handler = tsHandler(reader.checker, node.arguments[1]!);
    const listed = handler === undefined ? undefined : handlerListedNames(reader, handler);
    if (listed === undefined) return undefined;
    for (const name of listed) names.add(name);
  }
  return { names, handlers, line };
}

/** The array literal a definition is an element of (through wrappers), in the TS AST. */
function containingList(node: TS.Node): TS.ArrayLiteralExpression | undefined {
  let current = node;
  while (
    ts.isAsExpression(current.parent) ||
    ts.isSatisfiesExpression(current.parent) ||
    ts.isParenthesizedExpression(current.parent)
  )
    current = current.parent;
  return ts.isArrayLiteralExpression(current.parent) ? current.parent : undefined;
}

/**
 * Every tool name the program may offer this file's dispatch, when all the definitions it may serve
 * are visible: the file's ListTools lists read whole, else the file's own definitions (their lists
 * read whole); plus every name the program's files declare with a schema. Undefined when unsure.
 */
function knownNames(
  ctx: FindContext,
  definitions: readonly ToolDefinition[],
  names: ReadonlyMap<ToolDefinition, string>,
  listed: OfferedNames | undefined,
): Set<string> | undefined {
  const services = ctx.types;
  if (services === undefined || listed === undefined) return undefined;
  const reader = readerOf(ctx, services);
  const known = new Set(listed.names);
  if (listed.handlers === 0) {
    if (definitions.length === 0 || definitions.some((d) => !names.has(d))) return undefined;
    for (const definition of definitions) {
      known.add(names.get(definition)!);
      const list = containingList(services.esTreeNodeToTSNodeMap.get(definition.node));
      if (list !== undefined && listedNames(reader, list) === undefined) return undefined;
    }
  }
  for (const name of programToolNames(services.program)) known.add(name);
  return known;
}

function readerOf(ctx: FindContext, services: NonNullable<FindContext["types"]>): Reader {
  const linted = services.esTreeNodeToTSNodeMap.get(ctx.sourceCode.ast).fileName;
  return { program: services.program, checker: services.program.getTypeChecker(), linted };
}

/** The file's ListTools offer (see listToolsNames); undefined without type information. */
function fileOffer(ctx: FindContext): OfferedNames | undefined {
  const services = ctx.types;
  if (services === undefined) return undefined;
  return listToolsNames(readerOf(ctx, services), services.esTreeNodeToTSNodeMap.get(ctx.sourceCode.ast));
}

/** Label nodes by name, in source order. */
function labelsByName(group: DispatchGroup): Map<string, TSESTree.Node[]> {
  const labels = new Map<string, TSESTree.Node[]>();
  for (const site of group.sites) {
    const list = labels.get(site.toolName);
    if (list === undefined) labels.set(site.toolName, [site.labelNode]);
    else if (!list.includes(site.labelNode)) list.push(site.labelNode);
  }
  return labels;
}

/** A name sharing its branch with another (`case "old": case "new":`) is an alias kept on purpose. */
function hasOwnBranch(group: DispatchGroup, toolName: string): boolean {
  return group.sites
    .filter((s) => s.toolName === toolName)
    .every((site) => group.sites.every((other) => other.range !== site.range || other.toolName === toolName));
}

/** A definition run by its own handler or object needs no branch. */
function runsWithoutDispatch(definition: ToolDefinition, handled: ReadonlySet<TSESTree.Node>): boolean {
  const link = definition.implementation;
  return handled.has(definition.node) || link?.kind === "inline" || link?.kind === "dispatch-object";
}

/** A tool the file's ListTools handler offers (defined in another file) that its CallTool dispatch lacks. */
export interface UnhandledListed {
  toolName: string;
  /** The name the dispatch reads, at its first branch: where the report goes. */
  subject: TSESTree.Node;
  listLine: number;
  rejection: TSESTree.Node;
}

export interface Coverage {
  stale: StaleBranch[];
  unhandled: UnhandledDefinition[];
  unhandledListed: UnhandledListed[];
}

/**
 * The file's stale branches and unhandled definitions. `names` holds the definitions' tool names
 * (as the checker reads them too); `handled` the definitions that have a handler of their own.
 */
export function dispatchCoverage(
  ctx: FindContext,
  definitions: readonly ToolDefinition[],
  names: ReadonlyMap<ToolDefinition, string>,
  handled: ReadonlySet<TSESTree.Node>,
): Coverage {
  const coverage: Coverage = { stale: [], unhandled: [], unhandledListed: [] };
  const groups = dispatchGroups(ctx).filter((group) => !inOtherHandler(ctx, group) && !hasUnreadableLabel(ctx, group));
  if (groups.length === 0) return coverage;
  const allLabels = new Set(groups.flatMap((group) => group.sites.map((site) => site.toolName)));
  // Computed once, when a group needs them.
  let known: Set<string> | undefined | null = null;
  let offer: OfferedNames | undefined | null = null;
  const localNames = new Set(names.values());
  for (const group of groups) {
    const labels = labelsByName(group);
    const unknown = [...labels.keys()].filter((name) => !localNames.has(name));
    if (unknown.length > 0 && labels.size > MIN_AGREEING) {
      if (offer === null) offer = fileOffer(ctx);
      if (known === null) known = knownNames(ctx, definitions, names, offer);
      const stale = known === undefined ? [] : [...labels.keys()].filter((name) => !known!.has(name));
      if (
        stale.length === 1 &&
        labels.size - 1 >= MIN_AGREEING &&
        hasOwnBranch(group, stale[0]!) &&
        writtenOnlyHere(ctx, stale[0]!, labels.get(stale[0]!)!.length)
      ) {
        coverage.stale.push({ toolName: stale[0]!, labelNode: labels.get(stale[0]!)![0]! });
      }
    }
    const rejected = rejection(group);
    if (rejected === undefined || hasGenericPath(ctx, group)) continue;
    for (const list of definitionLists(definitions, names)) {
      const waiting = list.filter((d) => !runsWithoutDispatch(d, handled));
      const missing = waiting.filter((d) => !labels.has(names.get(d)!));
      const served = waiting.length - missing.length;
      if (missing.length !== 1 || served < MIN_AGREEING) continue;
      const definition = missing[0]!;
      const toolName = names.get(definition)!;
      if (allLabels.has(toolName) || quotedInFile(ctx, toolName) > 1) continue;
      const dispatchLine = Math.min(...group.statements.map((s) => s.loc.start.line));
      coverage.unhandled.push({ toolName, definition, rejection: rejected, dispatchLine });
    }
    if (!isFunctionNode(group.scope) || !/CallTool|tools\/call/.test(registeredFor(ctx, group.scope) ?? "")) continue;
    if (offer === null) offer = fileOffer(ctx);
    if (offer === undefined || offer.handlers === 0) continue;
    // Tools listed here but defined elsewhere (the file's own definitions were judged above).
    // The group is the tools/call handler, its other path rejects, and no generic path runs before
    // it: every listed name without a branch (and named nowhere else in the file) is rejected,
    // however many there are.
    const offered = [...offer.names].filter((name) => !localNames.has(name));
    const missing = offered.filter(
      (name) => !labels.has(name) && !allLabels.has(name) && quotedInFile(ctx, name) === 0,
    );
    if (missing.length === 0 || offered.length - missing.length < MIN_AGREEING) continue;
    const first = [...group.statements].sort((a, b) => a.range[0] - b.range[0])[0]!;
    const subject = group.sites.find((site) => site.dispatch.statement === first)?.dispatch.subject ?? group.subject;
    for (const toolName of missing)
      coverage.unhandledListed.push({ toolName, subject, listLine: offer.line, rejection: rejected });
  }
  return coverage;
}

/** The file's definitions by the list (group) they sit in; a list with an unnamed definition is left out. */
function definitionLists(
  definitions: readonly ToolDefinition[],
  names: ReadonlyMap<ToolDefinition, string>,
): ToolDefinition[][] {
  const lists = new Map<string, ToolDefinition[]>();
  for (const definition of definitions) {
    if (definition.group === undefined) continue;
    const list = lists.get(definition.group);
    if (list === undefined) lists.set(definition.group, [definition]);
    else list.push(definition);
  }
  return [...lists.values()].filter((list) => list.every((d) => names.has(d)));
}

function quotedInFile(ctx: FindContext, name: string): number {
  return ['"', "'", "`"].reduce((sum, quote) => sum + ctx.sourceCode.text.split(quote + name + quote).length - 1, 0);
}

/** The name is written nowhere in the project but at its labels: no definition declares it in a way not read here. */
function writtenOnlyHere(ctx: FindContext, name: string, labels: number): boolean {
  const services = ctx.types;
  if (services === undefined) return false;
  const counts = quotedNameCounts(
    services.program,
    name,
    services.esTreeNodeToTSNodeMap.get(ctx.sourceCode.ast).fileName,
  );
  return counts.elsewhere === 0 && counts.here === labels;
}

/** The file's stale branches and unhandled definitions, from the file's one extraction. */
export function getDispatchCoverage(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): Coverage {
  const { ctx, definitions, handlers } = getExtraction(context);
  const names = new Map<ToolDefinition, string>();
  for (const definition of definitions) {
    const name =
      definition.name ??
      (definition.nameNode === undefined ? undefined : labelValue(ctx.sourceCode, ctx.types, definition.nameNode));
    if (name !== undefined) names.set(definition, name);
  }
  return dispatchCoverage(ctx, definitions, names, new Set(handlers.keys()));
}
