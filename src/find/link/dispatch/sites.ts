// Dispatch on the tool name: `switch (x) { case "get_weather": … }`, `if (x === "get_weather") …`
// (else-if chains are ifs in ifs), the guard `if (x !== "get_weather") throw …`, and a table of data
// keyed by tool names that the name picks an entry of (`const route = ROUTES[x]; if (route) {…}`, or
// `if (!route) throw …` then the rest), where `x` is the name of a tool call — `request.params.name`,
// `toolCall.function.name`, `block.name` — or a variable or parameter holding one. The statements
// run for a name are that tool's implementation.
import { unwrap } from "../../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { resolveVariable } from "../../syntax/follow-const.js";
import { staticProperties } from "../../syntax/object.js";
import type { FunctionNode } from "../../syntax/functions.js";
import { memberKey } from "../../../util/syntax.js";
import { labelValue } from "./labels.js";
import { weakCache } from "../../../util/weak-cache.js";

/** Where the tool call whose name is dispatched on comes from. */
export type NameSource =
  /** `request.params.name`, or a variable read from it: the call object is `request.params`. */
  | { kind: "call-object"; callObject: TSESTree.Expression }
  /** A parameter of a function (`function callTool(name, args)`): the arguments are a sibling parameter. */
  | { kind: "parameter"; fn: FunctionNode; parameter: TSESTree.Identifier };

export interface Dispatch {
  statement: TSESTree.SwitchStatement | TSESTree.IfStatement;
  /** The expression holding the name: the `switch`'s discriminant, or the compared side of the `if`. */
  subject: TSESTree.Node;
  source: NameSource;
  /** The function the dispatch is written in (or the Program): where the arguments are looked for. */
  scope: TSESTree.Node;
  /**
   * A guard (`if (x !== "a") throw …`): the statements after the `if`, in its block, run for the
   * names it lets through.
   */
  guard?: boolean;
  /** A table's branch (`if (ROUTES[name])`): one body for every name the table holds, none of them in particular. */
  table?: boolean;
}

export interface DispatchSite {
  toolName: string;
  labelNode: TSESTree.Node;
  /** The source range of the statements run for this tool. */
  range: TSESTree.Range;
  dispatch: Dispatch;
}

/** The call object a `.name` read comes from: `request.params` in `request.params.name`. */
function nameReadObject(node: TSESTree.Node): TSESTree.Expression | undefined {
  const value = unwrap(node);
  if (value.type !== AST_NODE_TYPES.MemberExpression || memberKey(value) !== "name") return undefined;
  return value.object;
}

/** What a dispatched-on expression is the name of; undefined when it is not a tool call's name. */
export function nameSource(ctx: FindContext, expression: TSESTree.Node): NameSource | undefined {
  const callObject = nameReadObject(expression);
  if (callObject !== undefined) return { kind: "call-object", callObject };
  const value = unwrap(expression);
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(ctx.sourceCode, value);
  if (variable === undefined || variable.defs.length !== 1) return undefined;
  if (variable.references.some((reference) => reference.isWrite() && reference.init !== true)) return undefined;
  const def = variable.defs[0]!;
  if (def.type === "Parameter") {
    const fn = def.node as FunctionNode;
    const parameter = fn.params.find((p) => p.type === AST_NODE_TYPES.Identifier && p.name === value.name);
    return parameter?.type === AST_NODE_TYPES.Identifier ? { kind: "parameter", fn, parameter } : undefined;
  }
  if (def.type !== "Variable" || def.node.init == null) return undefined;
  const init = unwrap(def.node.init);
  const id = def.node.id;
  // const name = request.params.name
  if (id.type === AST_NODE_TYPES.Identifier) {
    const object = nameReadObject(init);
    return object === undefined ? undefined : { kind: "call-object", callObject: object };
  }
  // const { name, arguments: args } = request.params
  if (id.type === AST_NODE_TYPES.ObjectPattern) {
    const property = id.properties.find(
      (p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && p.value === def.name,
    );
    if (
      property !== undefined &&
      !property.computed &&
      property.key.type === AST_NODE_TYPES.Identifier &&
      property.key.name === "name"
    ) {
      return { kind: "call-object", callObject: init as TSESTree.Expression };
    }
  }
  return undefined;
}

function enclosingScope(node: TSESTree.Node): TSESTree.Node {
  let current: TSESTree.Node | undefined = node.parent;
  while (current !== undefined) {
    if (
      current.type === AST_NODE_TYPES.FunctionDeclaration ||
      current.type === AST_NODE_TYPES.FunctionExpression ||
      current.type === AST_NODE_TYPES.ArrowFunctionExpression ||
      current.type === AST_NODE_TYPES.Program
    ) {
      return current;
    }
    current = current.parent;
  }
  return node;
}

/**
 * Where a dispatch's arguments are looked for: the function that holds where the name comes from,
 * which may enclose the dispatch's own (`const { name, arguments: args } = request.params`, then
 * `(async () => { if (name === "a") … args.x … })()`).
 */
function dispatchScope(source: NameSource): TSESTree.Node {
  return source.kind === "parameter" ? source.fn : enclosingScope(source.callObject);
}

function statementsRange(statements: readonly TSESTree.Node[]): TSESTree.Range | undefined {
  if (statements.length === 0) return undefined;
  return [statements[0]!.range[0], statements[statements.length - 1]!.range[1]];
}

/** `case "a": case "b": body` gives both names the body; `default` belongs to no tool. */
export function switchSites(ctx: FindContext, statement: TSESTree.SwitchStatement): DispatchSite[] {
  const source = nameSource(ctx, statement.discriminant);
  if (source === undefined) return [];
  const dispatch: Dispatch = {
    statement,
    subject: statement.discriminant,
    source,
    scope: dispatchScope(source),
  };
  const sites: DispatchSite[] = [];
  let pending: { toolName: string; labelNode: TSESTree.Node }[] = [];
  for (const switchCase of statement.cases) {
    if (switchCase.test === null) {
      pending = [];
      continue;
    }
    const toolName = labelValue(ctx.sourceCode, ctx.types, switchCase.test);
    if (toolName !== undefined) pending.push({ toolName, labelNode: switchCase.test });
    const range = statementsRange(switchCase.consequent);
    if (range === undefined) continue; // falls through to the next case's body
    for (const label of pending) sites.push({ ...label, range, dispatch });
    pending = [];
  }
  return sites;
}

/** A test's comparisons of a tool call's name with tool names: where the name comes from, and the names. */
interface Compared {
  source: NameSource;
  subject: TSESTree.Node;
  labels: { toolName: string; labelNode: TSESTree.Node }[];
}

/** Both sides' names, when both sides compare the name (the subject of the left one stands for both). */
function bothSides(left: Compared | undefined, right: Compared | undefined): Compared | undefined {
  if (left === undefined || right === undefined) return undefined;
  return { source: left.source, subject: left.subject, labels: [...left.labels, ...right.labels] };
}

/** The names an if-test compares the dispatched expression with: `x === "a"`, `"a" === x`, `x === "a" || x === "b"`. */
function comparedNames(ctx: FindContext, test: TSESTree.Expression): Compared | undefined {
  if (test.type === AST_NODE_TYPES.LogicalExpression && test.operator === "||")
    return bothSides(comparedNames(ctx, test.left), comparedNames(ctx, test.right));
  if (test.type === AST_NODE_TYPES.LogicalExpression && test.operator === "&&") {
    // `block.type === "tool_use" && block.name === "a"`: the body runs only for that name.
    const left = comparedNames(ctx, test.left);
    const right = comparedNames(ctx, test.right);
    return left === undefined ? right : right === undefined ? left : undefined;
  }
  if (test.type !== AST_NODE_TYPES.BinaryExpression || (test.operator !== "===" && test.operator !== "=="))
    return undefined;
  return comparison(ctx, test);
}

/** The names a guard's test refuses every other name with: `x !== "a"`, `x !== "a" && x !== "b"`. */
function refusedNames(ctx: FindContext, test: TSESTree.Expression): Compared | undefined {
  if (test.type === AST_NODE_TYPES.LogicalExpression && test.operator === "&&")
    return bothSides(refusedNames(ctx, test.left), refusedNames(ctx, test.right));
  if (test.type !== AST_NODE_TYPES.BinaryExpression || (test.operator !== "!==" && test.operator !== "!="))
    return undefined;
  return comparison(ctx, test);
}

/** A comparison of a tool call's name (either side) with a tool name (the other). */
function comparison(ctx: FindContext, test: TSESTree.BinaryExpression): Compared | undefined {
  for (const [subject, label] of [
    [test.left, test.right],
    [test.right, test.left],
  ] as const) {
    // The subject first: it is told from the syntax, and only then is the label worth a question
    // to the checker (the type of `name` in an SDK's request handler costs seconds).
    const source = nameSource(ctx, subject);
    if (source === undefined) continue;
    const toolName = labelValue(ctx.sourceCode, ctx.types, label);
    if (toolName !== undefined) return { source, subject, labels: [{ toolName, labelNode: label }] };
  }
  return undefined;
}

export function ifSites(ctx: FindContext, statement: TSESTree.IfStatement): DispatchSite[] {
  const compared = comparedNames(ctx, statement.test);
  if (compared === undefined) {
    const guarded = guardSites(ctx, statement);
    return guarded.length > 0 ? guarded : tableSites(ctx, statement);
  }
  const dispatch: Dispatch = {
    statement,
    subject: compared.subject,
    source: compared.source,
    scope: dispatchScope(compared.source),
  };
  return compared.labels.map((label) => ({ ...label, range: statement.consequent.range, dispatch }));
}

/**
 * `if (name !== "a") throw …` (or `return`, `continue`), with no `else`: the statements after it in
 * its block run for "a" alone, so they are that tool's implementation.
 */
function guardSites(ctx: FindContext, statement: TSESTree.IfStatement): DispatchSite[] {
  const range = rangeAfterGuard(statement);
  if (range === undefined) return [];
  const refused = refusedNames(ctx, statement.test);
  if (refused === undefined) return [];
  const { subject, source, labels } = refused;
  const dispatch: Dispatch = { statement, subject, source, scope: dispatchScope(source), guard: true };
  return labels.map((label) => ({ ...label, range, dispatch }));
}

/**
 * `const route = ROUTES[request.params.name]; if (route) {…}` (or `if (!route) throw …` and the
 * statements after it): the branch runs for every name the table holds, and for no other. The
 * table is a const object literal of data written with static keys, each a tool's name; a table of
 * functions is a map of handlers instead (map-sites.ts), which links each name to its own.
 */
function tableSites(ctx: FindContext, statement: TSESTree.IfStatement): DispatchSite[] {
  const test = unwrap(statement.test);
  const refused = test.type === AST_NODE_TYPES.UnaryExpression && test.operator === "!";
  const picked = pickedEntry(ctx, refused ? test.argument : test);
  if (picked === undefined) return [];
  const range = refused ? rangeAfterGuard(statement) : statement.consequent.range;
  if (range === undefined) return [];
  const { subject, source, labels } = picked;
  const dispatch: Dispatch = { statement, subject, source, scope: dispatchScope(source), guard: refused, table: true };
  return labels.map((label) => ({ ...label, range, dispatch }));
}

/** `route`, a const holding `TABLE[name]`: the names the table holds, as labels. */
function pickedEntry(ctx: FindContext, node: TSESTree.Node): Compared | undefined {
  const value = unwrap(node);
  if (value.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(ctx.sourceCode, value);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Variable" || def.parent.kind !== "const" || def.node.id.type !== AST_NODE_TYPES.Identifier)
    return undefined;
  const lookup = def.node.init == null ? undefined : unwrap(def.node.init);
  if (lookup?.type !== AST_NODE_TYPES.MemberExpression || !lookup.computed) return undefined;
  const source = nameSource(ctx, lookup.property);
  if (source === undefined || lookup.object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const table = resolveVariable(ctx.sourceCode, lookup.object)?.defs[0];
  if (table?.type !== "Variable" || table.parent.kind !== "const" || table.node.init == null) return undefined;
  const object = unwrap(table.node.init);
  if (object.type !== AST_NODE_TYPES.ObjectExpression || object.properties.length === 0) return undefined;
  const entries = staticProperties(object);
  if (entries.length !== object.properties.length) return undefined; // a spread or a computed key: unknown names
  if (entries.some(({ property }) => property.kind !== "init" || !isWrittenData(unwrap(property.value))))
    return undefined;
  return {
    source,
    subject: lookup.property,
    labels: entries.map(({ name, property }) => ({ toolName: name, labelNode: property.key })),
  };
}

/** An entry written as data: an object or array literal, a string, a number. Not a function, nor a name that may be one. */
function isWrittenData(value: TSESTree.Node): boolean {
  return (
    value.type === AST_NODE_TYPES.ObjectExpression ||
    value.type === AST_NODE_TYPES.ArrayExpression ||
    value.type === AST_NODE_TYPES.Literal ||
    value.type === AST_NODE_TYPES.TemplateLiteral
  );
}

/**
 * The statements after a guard (an `if` with no `else` that always leaves) in its block: what runs
 * only for what the guard lets through. Undefined when it is no guard or nothing follows it.
 */
function rangeAfterGuard(statement: TSESTree.IfStatement): TSESTree.Range | undefined {
  const block = statement.parent;
  if (statement.alternate !== null || !alwaysLeaves(statement.consequent)) return undefined;
  if (block?.type !== AST_NODE_TYPES.BlockStatement && block?.type !== AST_NODE_TYPES.Program) return undefined;
  return statementsRange(block.body.slice(block.body.indexOf(statement as TSESTree.Statement) + 1));
}

/** A `throw`, `return` or `continue`, alone or ending a block. */
function alwaysLeaves(statement: TSESTree.Statement): boolean {
  const last = statement.type === AST_NODE_TYPES.BlockStatement ? statement.body.at(-1) : statement;
  return (
    last?.type === AST_NODE_TYPES.ThrowStatement ||
    last?.type === AST_NODE_TYPES.ReturnStatement ||
    last?.type === AST_NODE_TYPES.ContinueStatement
  );
}

const sitesByFile = weakCache<
  TSESTree.Program,
  { switches: Map<TSESTree.SwitchStatement, DispatchSite[]>; ifs: Map<TSESTree.IfStatement, DispatchSite[]> }
>();

/**
 * Every dispatch site of the file, by statement, computed once per file: the rules that read
 * implementations and the rule that checks the dispatch against the definitions share them
 * (reading a label may ask the checker).
 */
export function fileSites(
  ctx: FindContext,
  statements: { switches: readonly TSESTree.SwitchStatement[]; ifs: readonly TSESTree.IfStatement[] },
): {
  switches: ReadonlyMap<TSESTree.SwitchStatement, DispatchSite[]>;
  ifs: ReadonlyMap<TSESTree.IfStatement, DispatchSite[]>;
} {
  return sitesByFile(ctx.sourceCode.ast, () => ({
    switches: new Map(statements.switches.map((statement) => [statement, switchSites(ctx, statement)] as const)),
    ifs: new Map(statements.ifs.map((statement) => [statement, ifSites(ctx, statement)] as const)),
  }));
}

const textsByFile = weakCache<TSESTree.Program, ReadonlySet<string>>();

/**
 * Every text this file compares a value with in an `if` (`x === "done"`, within `&&`/`||` too) or
 * names in a `case`, whatever the value is. A tool name among them that no dispatch site of the file
 * routes may be routed by code we do not follow (`Object.keys(input.action)[0] === "done"`).
 */
export function comparedTexts(
  ctx: FindContext,
  statements: { switches: readonly TSESTree.SwitchStatement[]; ifs: readonly TSESTree.IfStatement[] },
): ReadonlySet<string> {
  return textsByFile(ctx.sourceCode.ast, () => {
    const texts = new Set<string>();
    const add = (node: TSESTree.Node | null): void => {
      if (node?.type === AST_NODE_TYPES.Literal && typeof node.value === "string") texts.add(node.value);
    };
    const visit = (test: TSESTree.Node): void => {
      if (test.type === AST_NODE_TYPES.LogicalExpression) {
        visit(test.left);
        visit(test.right);
      } else if (test.type === AST_NODE_TYPES.BinaryExpression && ["===", "==", "!==", "!="].includes(test.operator)) {
        add(test.left);
        add(test.right);
      }
    };
    for (const statement of statements.ifs) visit(statement.test);
    for (const statement of statements.switches) for (const switchCase of statement.cases) add(switchCase.test);
    return texts;
  });
}
