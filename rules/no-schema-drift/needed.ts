// Required-ness from use: the properties an implementation needs whenever the tool runs. A value is
// needed when it is used in a way that fails without it — dereferenced (`args.path.length`),
// destructured, spread, put in a template, `String(…)` or arithmetic, called, passed to a parameter
// whose type does not take `undefined`, or refused with a throw (`if (!x) throw …`) — at a place
// reached on every path of the tool, and nothing anywhere else tests it (`if (!x)`, `x ?? d`, `x?.y`,
// a default, `typeof`, `in`, a comparison, a check call). A nested property (`location.latitude`) is
// needed when its use is reached whenever its parent is given: the only conditions on the way may
// test that the parent is there — or, for a `switch` on a required argument whose schema lists its
// values (`operation: { enum: ["cordon", "drain"] }`), that the use is reached in the case of every
// value the schema allows.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../src/schema/typescript.js";
import {
  type FindContext,
  resolveVariable,
  isFunctionNode,
  localFunction,
  onlyCaller,
  type FunctionNode,
  type ImplementationEntry,
  memberKey,
  propertyKeyName,
  type ArgumentsView,
  returnedValues,
  unwrap,
} from "../../src/find/index.js";
import type { JsonValue } from "../../src/schema/json-schema.js";
import { isRecord } from "../../src/util/is-record.js";
import { encloses } from "../../src/util/syntax.js";
import { CONSTRAINING_KEYWORDS } from "../../src/schema/keywords.js";

/** A use that fails when the property at `path` (from the arguments object) is missing. */
export interface NeededUse {
  path: string[];
  node: TSESTree.Node;
  /** What a message shows for the use when not `node`'s code (a validator of another module: its name). */
  text?: string;
  /** The required argument whose every allowed value leads to a use (through a `switch` on it). */
  over?: string;
}

/** Which properties are worth following: the caller knows the schema. */
export interface NeededQuery {
  /** The schema lets the model omit the property at `path`: a needed use of it is worth reporting. */
  optional(path: readonly string[]): boolean;
  /** The property at `path`, or one below it, may be optional: follow its value. */
  follow(path: readonly string[]): boolean;
  /** The values a required top-level property can take, when the schema lists them all (`enum`). */
  values(name: string): readonly JsonValue[] | undefined;
}

/** Calls into local functions followed one inside another, at most. */
const MAX_CALLS = 4;

interface Candidate {
  path: string[];
  node: TSESTree.Node;
  /** The calls into local functions that carried the value here, outermost first. */
  via: TSESTree.CallExpression[];
}

interface Walk {
  ctx: FindContext;
  query: NeededQuery;
  /** Nodes that evaluate to a property's value → the property's path key. */
  valued: Map<TSESTree.Node, string>;
  /** Paths that something tests or defaults → where: never needed (but after their refusal: isGuarded). */
  guarded: Map<string, TSESTree.Node[]>;
  /** Paths whose value goes where we cannot follow it → how many calls deep, and where. */
  lost: Map<string, { depth: number; at: TSESTree.Node }[]>;
  candidates: Candidate[];
  seen: Set<string>;
  variableIds: Map<TSESLint.Scope.Variable, number>;
  callIds: Map<TSESTree.CallExpression, number>;
  /** Read nodes of the arguments (a member's property, a destructuring key) → the top-level property. */
  readNames: Map<TSESTree.Node, string>;
  /** Where the implementation starts: a use is on every path only below one of them. */
  entries: readonly ImplementationEntry[];
}

/** How a use is reached from the start of an entry: always, or in one case of a switch on an enumerated argument. */
type Reach =
  | { kind: "always" }
  | { kind: "case"; switchCase: TSESTree.SwitchCase; over: string }
  /** Reached in one branch of a condition that is itself reached always: with a use in the other branch too, always. */
  | { kind: "branch"; choice: Choice; side: "consequent" | "alternate" };

type Choice = TSESTree.IfStatement | TSESTree.ConditionalExpression;

const PATH_SEPARATOR = "\u0000";
const keyOf = (path: readonly string[]): string => path.join(PATH_SEPARATOR);

/**
 * The uses, one per property path, that fail without the property on every path of the tool.
 * Empty when the reads are incomplete or typed (a type speaks for the implementation: the compiler
 * and no-schema-drift's signature check own it).
 */
export function neededProperties(
  ctx: FindContext,
  view: ArgumentsView,
  entries: readonly ImplementationEntry[],
  query: NeededQuery,
): NeededUse[] {
  // After a validator (`Schema.parse(args)`), the validator decides what is there: it may default
  // what the model left out, so a use of its result proves nothing about the model's arguments —
  // unless every validator lets the property through missing (`.optional()` with nothing to fill it).
  if (view.opaque || view.reassigned || view.typed.length > 0 || entries.length === 0) return [];
  const leftMissing = (name: string): boolean =>
    !view.validated ||
    (view.validators.length > 0 && view.validators.every((validator) => validator.absent?.has(name) === true));
  const walk = walkReads(ctx, view, entries, query);
  const found = new Map<string, NeededUse>();
  /** Per property path, the conditions reached always in whose branches a use is reached, by side. */
  const inBranches = new Map<string, Map<Choice, Set<string>>>();
  /** Per property path, per switch: the cases in which a use is reached, and the first such use. */
  const inCases = new Map<
    string,
    Map<TSESTree.SwitchStatement, { cases: Set<TSESTree.SwitchCase>; first: NeededUse }>
  >();
  for (const candidate of walk.candidates) {
    const key = keyOf(candidate.path);
    if (found.has(key) || !query.optional(candidate.path) || !leftMissing(candidate.path[0]!)) continue;
    if (isGuarded(walk, candidate)) continue;
    const reach = reachFromEntry(walk, candidate, entries);
    if (reach?.kind === "branch") {
      const sides = inBranches.get(key) ?? new Map<Choice, Set<string>>();
      inBranches.set(key, sides);
      const seen = sides.get(reach.choice) ?? new Set<string>();
      sides.set(reach.choice, seen.add(reach.side));
      if (seen.size === 2) found.set(key, { path: candidate.path, node: candidate.node });
    } else if (reach?.kind === "always") found.set(key, { path: candidate.path, node: candidate.node });
    else if (reach?.kind === "case") {
      const statement = reach.switchCase.parent;
      const bySwitch = inCases.get(key) ?? new Map();
      inCases.set(key, bySwitch);
      const entry = bySwitch.get(statement) ?? {
        cases: new Set(),
        first: { path: candidate.path, node: candidate.node, over: reach.over },
      };
      bySwitch.set(statement, entry);
      entry.cases.add(reach.switchCase);
    }
  }
  for (const [key, bySwitch] of inCases) {
    if (found.has(key)) continue;
    for (const [statement, { cases, first }] of bySwitch) {
      if (everyValueReaches(statement, query.values(first.over!) ?? [], cases)) {
        found.set(key, first);
        break;
      }
    }
  }
  return [...found.values()];
}

/**
 * Whether each value the schema allows enters the switch at a case (its own, else `default`) from
 * which it falls, through empty cases only, into a case where the use is reached.
 */
function everyValueReaches(
  statement: TSESTree.SwitchStatement,
  values: readonly JsonValue[],
  reached: ReadonlySet<TSESTree.SwitchCase>,
): boolean {
  if (values.length === 0) return false;
  const cases = statement.cases;
  return values.every((value) => {
    let index = cases.findIndex((c) => c.test?.type === AST_NODE_TYPES.Literal && c.test.value === value);
    if (index < 0) index = cases.findIndex((c) => c.test === null);
    if (index < 0) return false;
    while (index < cases.length && !reached.has(cases[index]!)) {
      if (cases[index]!.consequent.length > 0) return false;
      index++;
    }
    return index < cases.length;
  });
}

/** Every use of the view's reads that the query follows, walked. */
function walkReads(
  ctx: FindContext,
  view: ArgumentsView,
  entries: readonly ImplementationEntry[],
  query: NeededQuery,
): Walk {
  const readNames = new Map<TSESTree.Node, string>();
  for (const [name, nodes] of view.reads) for (const node of nodes) readNames.set(node, name);
  const walk: Walk = {
    ctx,
    query,
    valued: new Map(),
    guarded: new Map(),
    lost: new Map(),
    candidates: [],
    seen: new Set(),
    variableIds: new Map(),
    callIds: new Map(),
    readNames,
    entries,
  };
  for (const [name, nodes] of view.reads) {
    if (view.written.has(name) || !query.follow([name])) continue;
    for (const node of nodes) startFrom(walk, name, node);
  }
  return walk;
}

/** A query that follows every property and finds none optional: only the tests are gathered. */
const TESTS_ONLY: NeededQuery = { optional: () => false, follow: () => true, values: () => undefined };

/**
 * The top-level properties the implementation tests or defaults somewhere (`switch (format)` with a
 * default, `x ?? d`, `if (x)`): it copes with their absence, whatever a type written on it says.
 */
export function testedProperties(ctx: FindContext, view: ArgumentsView): ReadonlySet<string> {
  if (view.opaque) return new Set();
  const walk = walkReads(ctx, view, [], TESTS_ONLY);
  return new Set([...walk.guarded.keys()].filter((key) => !key.includes(PATH_SEPARATOR)));
}

/**
 * Whether something tests or defaults the property at `path` anywhere in the tool: its absence is
 * handled. Not what runs only after a refusal of it (`if (!x) throw …`, then `items.find((i) => i.id
 * === x)`): there the value is present. Nor a test in the refusal's own condition (`if (!x ||
 * typeof x !== "string") throw …`): it runs only once `!x` has let the value through, and throws too.
 */
function isGuarded(walk: Walk, candidate: Candidate): boolean {
  const key = keyOf(candidate.path);
  const refusal = candidate.node.type === AST_NODE_TYPES.IfStatement ? candidate.node : undefined;
  const counts = (at: TSESTree.Node): boolean =>
    refusal === undefined || !(runsAfter(at, refusal) || encloses(refusal.test, at));
  return (
    (walk.guarded.get(key) ?? []).some(counts) ||
    (walk.lost.get(key) ?? []).some((lost) => lost.depth <= candidate.via.length && counts(lost.at))
  );
}

/** Whether `node` is written after `statement` in the block that holds `statement`: it runs only once that has run. */
function runsAfter(node: TSESTree.Node, statement: TSESTree.Statement): boolean {
  const block = statement.parent;
  if (block === undefined || node.range[0] < statement.range[1]) return false;
  return node.range[1] <= block.range[1] && block.range[0] <= node.range[0];
}

/** A read of top-level property `name`: `args.name`, `{ name } = args`, `"name" in args`. */
function startFrom(walk: Walk, name: string, node: TSESTree.Node): void {
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === node)
    return followValue(walk, parent, [name], []);
  if (
    parent?.type === AST_NODE_TYPES.Property &&
    parent.key === node &&
    parent.parent.type === AST_NODE_TYPES.ObjectPattern
  ) {
    return bindingTarget(walk, parent.value, [name], [], parent);
  }
  guard(walk, [name], node); // `"name" in args`: a test
}

function guard(walk: Walk, path: readonly string[], at: TSESTree.Node): void {
  const key = keyOf(path);
  walk.guarded.set(key, [...(walk.guarded.get(key) ?? []), at]);
}

/**
 * The value goes where it cannot be followed (stored elsewhere, a binding we cannot resolve): a test
 * of it there would not be seen. That hides the uses at its depth of calls and deeper, not one met
 * before the call that lost it (`connect(args.code as string)` breaks its contract at the call,
 * whatever `connect` then does with the value).
 */
function lose(walk: Walk, path: readonly string[], via: readonly TSESTree.CallExpression[], at: TSESTree.Node): void {
  const key = keyOf(path);
  walk.lost.set(key, [...(walk.lost.get(key) ?? []), { depth: via.length, at }]);
}

function candidate(walk: Walk, path: string[], node: TSESTree.Node, via: TSESTree.CallExpression[]): void {
  if (walk.query.optional(path)) walk.candidates.push({ path, node, via });
}

/** What a destructuring key binds the value at `path` to. */
function bindingTarget(
  walk: Walk,
  target: TSESTree.Node,
  path: string[],
  via: TSESTree.CallExpression[],
  at: TSESTree.Node,
): void {
  if (target.type === AST_NODE_TYPES.AssignmentPattern) return guard(walk, path, at); // a default
  if (target.type === AST_NODE_TYPES.Identifier) return bindVariable(walk, target, path, via);
  if (target.type === AST_NODE_TYPES.ObjectPattern) {
    candidate(walk, path, at, via); // destructuring `undefined` throws
    return destructurePattern(walk, target, path, via);
  }
  lose(walk, path, via, at); // an array pattern, a member target: lost track
}

function destructurePattern(
  walk: Walk,
  pattern: TSESTree.ObjectPattern,
  path: string[],
  via: TSESTree.CallExpression[],
): void {
  for (const property of pattern.properties) {
    if (property.type === AST_NODE_TYPES.RestElement) continue;
    const key = property.computed
      ? undefined
      : property.key.type === AST_NODE_TYPES.Identifier
        ? property.key.name
        : property.key.type === AST_NODE_TYPES.Literal
          ? String(property.key.value)
          : undefined;
    if (key !== undefined) bindingTarget(walk, property.value, [...path, key], via, property);
  }
}

function variableId(walk: Walk, variable: TSESLint.Scope.Variable): number {
  let id = walk.variableIds.get(variable);
  if (id === undefined) {
    id = walk.variableIds.size;
    walk.variableIds.set(variable, id);
  }
  return id;
}

/** Every use of a variable bound to the value at `path` (of a reassigned one, only its tests: followVariable). */
function bindVariable(walk: Walk, id: TSESTree.Identifier, path: string[], via: TSESTree.CallExpression[]): void {
  const variable = resolveVariable(walk.ctx.sourceCode, id);
  if (variable === undefined || !variable.identifiers.includes(id)) return lose(walk, path, via, id);
  followVariable(walk, variable, path, via);
}

function callId(walk: Walk, call: TSESTree.CallExpression): number {
  let id = walk.callIds.get(call);
  if (id === undefined) {
    id = walk.callIds.size;
    walk.callIds.set(call, id);
  }
  return id;
}

function followVariable(
  walk: Walk,
  variable: TSESLint.Scope.Variable,
  path: string[],
  via: TSESTree.CallExpression[],
): void {
  // A function called from several places is followed once per chain of calls: each chain is its
  // own way from the tool's start (the case of one operation, then another's).
  const seenKey = `${variableId(walk, variable)}:${keyOf(path)}:${via.map((call) => callId(walk, call)).join(",")}`;
  if (walk.seen.has(seenKey)) return;
  walk.seen.add(seenKey);
  // Reassigned, it may hold another value at a use (`let shown = location; shown = other`): such a
  // use proves nothing about the property, but a test of it still says the code handles an absence.
  // A use before anything else is written (`codes = codes.map(…)`) still holds the model's value.
  const firstWrite = variable.references.find((reference) => reference.isWrite() && reference.init !== true);
  for (const reference of variable.references) {
    if (reference.init === true || !reference.isRead()) continue;
    const before = walk.candidates.length;
    followValue(walk, reference.identifier, path, via);
    if (firstWrite !== undefined && !readsFirstValue(variable, reference, firstWrite)) walk.candidates.length = before;
  }
}

/**
 * Whether a read of a reassigned variable sees the value it was bound to: written before the first
 * assignment, or in the value that assignment writes, in the variable's own function (a function
 * written earlier may run later).
 */
function readsFirstValue(
  variable: TSESLint.Scope.Variable,
  read: TSESLint.Scope.Reference,
  firstWrite: TSESLint.Scope.Reference,
): boolean {
  if (read.from.variableScope !== variable.scope.variableScope) return false;
  const assignment = firstWrite.identifier.parent;
  const inWrittenValue =
    assignment?.type === AST_NODE_TYPES.AssignmentExpression &&
    assignment.operator === "=" &&
    assignment.left === firstWrite.identifier &&
    encloses(assignment.right, read.identifier);
  return inWrittenValue || read.identifier.range[1] <= firstWrite.identifier.range[0];
}

const ARITHMETIC = new Set(["+", "-", "*", "/", "%", "**", "<<", ">>", ">>>", "&", "|", "^"]);

/** One node that evaluates to the value at `path`: what its parent does with it. */
function followValue(walk: Walk, start: TSESTree.Node, path: string[], via: TSESTree.CallExpression[]): void {
  let node = start;
  walk.valued.set(node, keyOf(path));
  for (;;) {
    const parent = node.parent;
    if (
      parent !== undefined &&
      (parent.type === AST_NODE_TYPES.TSNonNullExpression ||
        parent.type === AST_NODE_TYPES.ChainExpression ||
        parent.type === AST_NODE_TYPES.AwaitExpression ||
        ((parent.type === AST_NODE_TYPES.TSAsExpression ||
          parent.type === AST_NODE_TYPES.TSTypeAssertion ||
          parent.type === AST_NODE_TYPES.TSSatisfiesExpression) &&
          parent.expression === node))
    ) {
      node = parent;
      walk.valued.set(node, keyOf(path));
      continue;
    }
    break;
  }
  const parent = node.parent;
  if (parent === undefined) return;
  // `if (!x) throw …`, `if (typeof x !== "string") throw …`: the absence is refused, not handled;
  // the throw is the use that fails.
  // In the function the tool starts in, `if (!x) return { isError: true, … }` refuses as well: the
  // tool's result is an error. Further down, a return only leaves the function followed into.
  const refusing = refusingIf(absenceTest(node), via.length === 0 ? walk.ctx.sourceCode : undefined);
  if (refusing !== undefined) return candidate(walk, path, refusing, via);
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== node) return; // a computed key: `map[x]` is just undefined
      if (parent.optional) return guard(walk, path, node);
      candidate(walk, path, parent, via);
      const call = parent.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === parent) return; // a method of the value
      const key = memberKey(parent);
      if (key === undefined || isWritten(parent)) return;
      return followValue(walk, parent, [...path, key], via);
    }
    case AST_NODE_TYPES.TemplateLiteral:
      if (parent.parent.type !== AST_NODE_TYPES.TaggedTemplateExpression) candidate(walk, path, node, via);
      return;
    case AST_NODE_TYPES.BinaryExpression:
      if (ARITHMETIC.has(parent.operator)) candidate(walk, path, node, via);
      else guard(walk, path, node); // a comparison, `in`, `instanceof`: a test
      return;
    case AST_NODE_TYPES.LogicalExpression:
      // `x ?? undefined`, `x || void 0`: a default of nothing, the same value when it is missing.
      if (parent.left === node && parent.operator !== "&&" && isUndefinedValue(parent.right))
        return followValue(walk, parent, path, via);
      if (parent.left === node) guard(walk, path, node); // `x ?? d`, `x || d`, `x && …`
      return;
    case AST_NODE_TYPES.UnaryExpression:
      if (parent.operator === "!" || parent.operator === "typeof") guard(walk, path, node);
      return;
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
      if (parent.test === node) guard(walk, path, node);
      return;
    case AST_NODE_TYPES.SwitchStatement:
      if (parent.discriminant === node) guard(walk, path, node);
      return;
    case AST_NODE_TYPES.CallExpression:
      if (parent.callee === node) return candidate(walk, path, node, via);
      // `String(x)` is `${x}` spelled as a call: "undefined" where the value was meant.
      if (isGlobalString(walk, parent.callee) && parent.arguments[0] === node && !resultIsTested(parent))
        return candidate(walk, path, node, via);
      return followArgument(walk, parent, node, path, via);
    case AST_NODE_TYPES.NewExpression:
      if (parent.callee !== node) typedArgument(walk, parent, node, path, via);
      return;
    case AST_NODE_TYPES.SpreadElement:
      // `[...x]`, `f(...x)` throw on undefined; `{ ...x }` does not.
      if (parent.parent.type !== AST_NODE_TYPES.ObjectExpression) candidate(walk, path, node, via);
      return;
    case AST_NODE_TYPES.ForOfStatement:
      if (parent.right === node) candidate(walk, path, node, via);
      return;
    case AST_NODE_TYPES.ArrayExpression:
      return arrayElement(walk, parent, node, path, via);
    case AST_NODE_TYPES.Property:
      if (parent.value === node && parent.parent.type === AST_NODE_TYPES.ObjectExpression)
        return objectMember(walk, parent, path, via);
      return;
    case AST_NODE_TYPES.VariableDeclarator:
      if (parent.init === node) bindingTarget(walk, parent.id, path, via, parent);
      return;
    case AST_NODE_TYPES.AssignmentExpression:
      if (parent.right === node && parent.operator === "=" && parent.left.type === AST_NODE_TYPES.ObjectPattern) {
        candidate(walk, path, parent, via);
        return destructurePattern(walk, parent.left, path, via);
      }
      if (parent.right === node) lose(walk, path, via, node); // stored elsewhere: lost track
      return;
    default:
      return; // returned, put in an object, logged…: nothing fails here
  }
}

/** The built-in `String`, not a binding of the file's own that shadows it. */
function isGlobalString(walk: Walk, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== "String") return false;
  const variable = resolveVariable(walk.ctx.sourceCode, callee);
  return variable === undefined || variable.defs.length === 0;
}

/**
 * The test around `value` that holds whenever the value is missing: `!x`, `typeof x !== "string"`
 * (any type but "undefined"), `x === undefined`, `x == null`.
 */
function absenceTest(value: TSESTree.Node): TSESTree.Expression | undefined {
  const parent = value.parent;
  if (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "!") return parent;
  if (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "typeof") {
    const comparison = parent.parent;
    if (
      comparison?.type !== AST_NODE_TYPES.BinaryExpression ||
      !(comparison.operator === "!==" || comparison.operator === "!=")
    )
      return undefined;
    const other = comparison.left === parent ? comparison.right : comparison.left;
    return other.type === AST_NODE_TYPES.Literal && typeof other.value === "string" && other.value !== "undefined"
      ? comparison
      : undefined;
  }
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && (parent.operator === "===" || parent.operator === "==")) {
    const other = parent.left === value ? parent.right : parent.left;
    const isNull = other.type === AST_NODE_TYPES.Literal && other.value === null && other.raw === "null";
    if (isUndefinedValue(other) || (isNull && parent.operator === "==")) return parent;
  }
  return undefined;
}

/** `undefined`, `void 0`. */
function isUndefinedValue(node: TSESTree.Node): boolean {
  return (
    (node.type === AST_NODE_TYPES.Identifier && node.name === "undefined") ||
    (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "void")
  );
}

/**
 * The `if` that only throws when `test` holds, where `test` is its condition or one alternative of
 * an `||` chain that is (`if (!weights || !weightsId) throw …`): whenever `test` holds, the tool fails.
 * With `returns` (the source of the function the tool starts in), an `if` that only returns an error
 * result fails the tool too.
 */
function refusingIf(
  test: TSESTree.Expression | undefined,
  returns?: Readonly<TSESLint.SourceCode>,
): TSESTree.IfStatement | undefined {
  if (test === undefined) return undefined;
  let node: TSESTree.Node = test;
  while (node.parent?.type === AST_NODE_TYPES.LogicalExpression && node.parent.operator === "||") node = node.parent;
  const statement = node.parent;
  if (statement?.type !== AST_NODE_TYPES.IfStatement || statement.test !== node || statement.alternate !== null)
    return undefined;
  const body = statement.consequent;
  const only = body.type === AST_NODE_TYPES.BlockStatement && body.body.length === 1 ? body.body[0] : body;
  if (only?.type === AST_NODE_TYPES.ThrowStatement) return statement;
  const returned = only?.type === AST_NODE_TYPES.ReturnStatement ? only.argument : null;
  return returns !== undefined && returned != null && isErrorResult(returns, returned) ? statement : undefined;
}

/**
 * A tool result the protocol marks as failed: `{ isError: true, content }` (MCP's `CallToolResult`),
 * written there or returned by every `return` of a local function that makes it (`errorResult(msg)`).
 */
function isErrorResult(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth = 0): boolean {
  const value = unwrap(node);
  if (value.type === AST_NODE_TYPES.ObjectExpression)
    return value.properties.some(
      (property) =>
        property.type === AST_NODE_TYPES.Property &&
        propertyKeyName(property) === "isError" &&
        property.value.type === AST_NODE_TYPES.Literal &&
        property.value.value === true,
    );
  if (value.type !== AST_NODE_TYPES.CallExpression || depth > 0) return false;
  const fn = localFunction(sourceCode, value.callee);
  if (fn === undefined) return false;
  const results = returnedValues(fn);
  return (
    results.length > 0 &&
    results.every((result) => result !== undefined && isErrorResult(sourceCode, result, depth + 1))
  );
}

function isWritten(member: TSESTree.MemberExpression): boolean {
  const parent = member.parent;
  return (
    (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === member) ||
    parent.type === AST_NODE_TYPES.UpdateExpression
  );
}

/** Whether the call's result is tested: `if (!isValid(x))`, `Array.isArray(x) ? … : …`. */
function resultIsTested(call: TSESTree.Node): boolean {
  let node = call;
  while (
    node.parent?.type === AST_NODE_TYPES.AwaitExpression ||
    node.parent?.type === AST_NODE_TYPES.ChainExpression ||
    node.parent?.type === AST_NODE_TYPES.TSNonNullExpression
  )
    node = node.parent;
  const parent = node.parent;
  switch (parent?.type) {
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator === "!";
    case AST_NODE_TYPES.LogicalExpression:
      return true;
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.WhileStatement:
      return parent.test === node;
    default:
      return false;
  }
}

/** `f(x)`: into a function of this file; and where the parameter's type refuses `undefined`, a needed use. */
function followArgument(
  walk: Walk,
  call: TSESTree.CallExpression,
  argument: TSESTree.Node,
  path: string[],
  via: TSESTree.CallExpression[],
): void {
  const index = call.arguments.indexOf(argument as TSESTree.CallExpressionArgument);
  if (index < 0) return;
  const fn = localFunction(walk.ctx.sourceCode, call.callee);
  const tested = resultIsTested(call);
  // A check of this file (`if (!isPathAllowed(p))`) is read like any function of this file: a test
  // in it handles the absence, a use that fails without the value (`path.resolve(p)`) does not. Its
  // parameter's type proves nothing: the project's own check may be typed loosely and still take it.
  if (tested && fn === undefined) {
    // `if (path.isAbsolute(p))` tests the value's form, not its presence: a package declares what
    // it takes, and one that refuses `undefined` fails without it (Node throws). Only a package's
    // declaration file is trusted for that: the language's globals coerce (`isNaN(undefined)` is true).
    if (walk.query.optional(path) && !inCallback(walk, call, via)) {
      const parameter = requiredParameter(walk, call, index);
      if (
        parameter !== undefined &&
        refusesUndefined(parameter.type) &&
        isPackageDeclaration(walk, parameter.declaration)
      )
        return candidate(walk, path, argument, via);
    }
    return guard(walk, path, argument);
  }
  if (fn !== undefined) {
    const parameter = fn.params[index];
    if (parameter === undefined) return;
    if (via.length >= MAX_CALLS) return lose(walk, path, via, argument);
    if (parameter.type === AST_NODE_TYPES.AssignmentPattern) return guard(walk, path, argument);
    if (parameter.type === AST_NODE_TYPES.ObjectPattern) {
      candidate(walk, path, argument, via);
      destructurePattern(walk, parameter, path, [...via, call]);
    } else if (parameter.type === AST_NODE_TYPES.Identifier) {
      const variable = walk.ctx.sourceCode.getDeclaredVariables(fn).find((v) => v.name === parameter.name);
      if (variable === undefined) return lose(walk, path, via, argument);
      followVariable(walk, variable, path, [...via, call]);
    } else {
      return;
    }
  }
  if (!tested) typedArgument(walk, call, argument, path, via);
}

/**
 * An argument to a callee of one signature whose parameter at that place is required and typed
 * without `undefined` (`new URL(x)`, `Object.keys(x)`, `readFile(path: string)`): passing
 * `undefined` breaks the call's contract. Asked only for a property the schema leaves optional.
 */
function typedArgument(
  walk: Walk,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  argument: TSESTree.Node,
  path: string[],
  via: TSESTree.CallExpression[],
): void {
  const services = walk.ctx.types;
  if (services === undefined || !walk.query.optional(path) || argument.type === AST_NODE_TYPES.SpreadElement) return;
  // A use in a callback is on no path for sure: typing its callee (`page.click` of a callback's
  // `page`, typed by inferring the generic call the callback is handed to) costs seconds for nothing.
  if (inCallback(walk, call, via)) return;
  // A method of an array the code builds (`args.push("--format", params.format)`): an array takes
  // any value, and typing it types what it was built from, there the SDK's generic call (seconds).
  if (isArrayMethodCall(walk.ctx.sourceCode, call)) return;
  const parameter = requiredParameter(walk, call, call.arguments.indexOf(argument as TSESTree.CallExpressionArgument));
  if (parameter !== undefined && refusesUndefined(parameter.type)) candidate(walk, path, argument, via);
}

/**
 * The parameter at `index` of a callee of one signature, when it is not optional: its declaration
 * and type — for a rest parameter (`resolve(...paths: string[])`), the type of its elements.
 * Overloads may take `undefined` in another form; a generic signature hands the argument's type back.
 */
function requiredParameter(
  walk: Walk,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  index: number,
): { declaration: TS.ParameterDeclaration; type: TS.Type; checker: TS.TypeChecker } | undefined {
  const services = walk.ctx.types;
  if (services === undefined || index < 0) return undefined;
  const tsCall = services.esTreeNodeToTSNodeMap.get(call) as TS.CallExpression | TS.NewExpression | undefined;
  if (tsCall === undefined) return undefined;
  const checker = services.program.getTypeChecker();
  const calleeType = checker.getTypeAtLocation(tsCall.expression);
  const signatures =
    call.type === AST_NODE_TYPES.NewExpression ? calleeType.getConstructSignatures() : calleeType.getCallSignatures();
  if (signatures.length !== 1 || signatures[0]!.getTypeParameters() !== undefined) return undefined;
  const parameters = signatures[0]!.getParameters();
  const last = parameters.at(-1)?.valueDeclaration;
  const rest = last !== undefined && ts.isParameter(last) && last.dotDotDotToken !== undefined;
  const parameter = rest && index >= parameters.length - 1 ? parameters.at(-1) : parameters[index];
  const declaration = parameter?.valueDeclaration;
  if (parameter === undefined || declaration === undefined || !ts.isParameter(declaration)) return undefined;
  if (declaration.dotDotDotToken !== undefined) {
    const element = checker.getIndexTypeOfType(checker.getTypeOfSymbol(parameter), ts.IndexKind.Number);
    return element === undefined ? undefined : { declaration, type: element, checker };
  }
  if (checker.isOptionalParameter(declaration)) return undefined;
  return { declaration, type: checker.getTypeOfSymbol(parameter), checker };
}

/** Declared in a package's declaration file, not the project's own code nor TypeScript's default library. */
function isPackageDeclaration(walk: Walk, declaration: TS.Node): boolean {
  const file = declaration.getSourceFile();
  return file.isDeclarationFile && walk.ctx.types?.program.isSourceFileDefaultLibrary(file) === false;
}

/** `list.push(…)`, `list.includes(…)` on a variable of this file whose every value is an array literal. */
function isArrayMethodCall(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
): boolean {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = resolveVariable(sourceCode, callee.object);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.node.init == null) return false;
  const reassigned = variable!.references.some((reference) => reference.isWrite() && reference.init !== true);
  return !reassigned && definition.node.init.type === AST_NODE_TYPES.ArrayExpression;
}

/**
 * `drain({ nodeName: nodeName, force })`: a property of an object literal handed straight to a local
 * function, which reads it back under the same key (`const { nodeName } = params`, `params.nodeName`):
 * the value goes on. Other uses of the parameter read other keys or nothing we follow.
 */
function objectMember(walk: Walk, property: TSESTree.Property, path: string[], via: TSESTree.CallExpression[]): void {
  const object = property.parent as TSESTree.ObjectExpression;
  const call = object.parent;
  const key = property.computed ? undefined : propertyKeyName(property);
  if (
    key === undefined ||
    call?.type !== AST_NODE_TYPES.CallExpression ||
    call.callee === object ||
    via.length >= MAX_CALLS
  )
    return;
  // A later property of the same key, or a spread that may hold it, overrides the value.
  const after = object.properties.slice(object.properties.indexOf(property) + 1);
  if (
    after.some(
      (other) => other.type === AST_NODE_TYPES.SpreadElement || other.computed || propertyKeyName(other) === key,
    )
  )
    return;
  const index = call.arguments.indexOf(object);
  const fn = localFunction(walk.ctx.sourceCode, call.callee);
  const parameter = fn?.params[index];
  if (fn === undefined || parameter === undefined) return;
  const inner = [...via, call];
  if (parameter.type === AST_NODE_TYPES.ObjectPattern) {
    const bound = parameter.properties.find(
      (p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && !p.computed && propertyKeyName(p) === key,
    );
    if (bound !== undefined) bindingTarget(walk, bound.value, path, inner, bound);
    return;
  }
  if (parameter.type !== AST_NODE_TYPES.Identifier) return;
  const variable = walk.ctx.sourceCode.getDeclaredVariables(fn).find((v) => v.name === parameter.name);
  if (variable === undefined || variable.references.some((reference) => reference.isWrite() && reference.init !== true))
    return;
  for (const reference of variable.references) {
    const use = reference.identifier.parent;
    if (
      use?.type === AST_NODE_TYPES.MemberExpression &&
      use.object === reference.identifier &&
      memberKey(use) === key &&
      !isWritten(use)
    ) {
      followValue(walk, use, path, inner);
    } else if (
      use?.type === AST_NODE_TYPES.VariableDeclarator &&
      use.init === reference.identifier &&
      use.id.type === AST_NODE_TYPES.ObjectPattern
    ) {
      const bound = use.id.properties.find(
        (p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && !p.computed && propertyKeyName(p) === key,
      );
      if (bound !== undefined) bindingTarget(walk, bound.value, path, inner, bound);
    }
  }
}

/**
 * `run("kubectl", ["get", "node", name])`: an element of an array literal handed straight to a
 * parameter typed as an array of values that refuse `undefined` (`args: string[]`), or to a local
 * function that, whenever it runs, hands that parameter on to one. An `undefined` element breaks
 * the call's contract as an `undefined` argument does.
 */
function arrayElement(
  walk: Walk,
  array: TSESTree.ArrayExpression,
  element: TSESTree.Node,
  path: string[],
  via: TSESTree.CallExpression[],
): void {
  if (walk.ctx.types === undefined || !walk.query.optional(path)) return;
  const call = array.parent;
  if (
    (call.type !== AST_NODE_TYPES.CallExpression && call.type !== AST_NODE_TYPES.NewExpression) ||
    call.callee === array
  )
    return;
  if (resultIsTested(call)) return;
  const index = call.arguments.indexOf(array);
  if (index < 0) return;
  if (inCallback(walk, call, via)) return;
  const fn = call.type === AST_NODE_TYPES.CallExpression ? localFunction(walk.ctx.sourceCode, call.callee) : undefined;
  if (elementsRefuseUndefined(walk, call, index) || (fn !== undefined && passesOnAlways(walk, fn, index)))
    candidate(walk, path, element, via);
}

/** Whether a local function's parameter `index`, never reassigned, is handed on whenever the function runs to a parameter typed as such an array. */
function passesOnAlways(walk: Walk, fn: FunctionNode, index: number): boolean {
  const parameter = fn.params[index];
  if (parameter?.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = walk.ctx.sourceCode.getDeclaredVariables(fn).find((v) => v.name === parameter.name);
  if (variable === undefined || variable.references.some((reference) => reference.isWrite() && reference.init !== true))
    return false;
  return variable.references.some((reference) => {
    const id = reference.identifier;
    const call = id.parent;
    if (
      (call?.type !== AST_NODE_TYPES.CallExpression && call?.type !== AST_NODE_TYPES.NewExpression) ||
      call.callee === id
    )
      return false;
    const at = call.arguments.indexOf(id as TSESTree.Identifier);
    return at >= 0 && elementsRefuseUndefined(walk, call, at) && runsWheneverCalled(walk, call, fn);
  });
}

/**
 * Whether `node` is in a function handed to a call (`safeBrowserOperation(oc, async (page) => …)`)
 * that is neither where the implementation starts nor a function the value was followed into:
 * reachFromEntry never finds such a use on every path.
 */
function inCallback(walk: Walk, node: TSESTree.Node, via: readonly TSESTree.CallExpression[]): boolean {
  let fn: TSESTree.Node | undefined = node.parent;
  while (fn !== undefined && !isFunctionNode(fn)) fn = fn.parent;
  const holder = fn?.parent;
  if (
    fn === undefined ||
    (holder?.type !== AST_NODE_TYPES.CallExpression && holder?.type !== AST_NODE_TYPES.NewExpression) ||
    !holder.arguments.includes(fn as TSESTree.CallExpressionArgument)
  )
    return false;
  const isEntry = walk.entries.some((entry) =>
    entry.kind === "function" ? entry.fn === fn : encloses(fn, entry.site),
  );
  return !isEntry && !via.some((call) => localFunction(walk.ctx.sourceCode, call.callee) === fn);
}

/** Whether `node` runs whenever `fn` does: no branch, callback or early exit between them. */
function runsWheneverCalled(walk: Walk, node: TSESTree.Node, fn: FunctionNode): boolean {
  let child = node;
  for (;;) {
    if (child === fn.body) return true;
    const parent = child.parent;
    if (parent === undefined || isFunctionNode(parent) || !takenWithParent(walk, [], parent, child)) return false;
    child = parent;
  }
}

/** A callee of one non-generic signature whose parameter `index` is required and typed as an array of values refusing `undefined`. */
function elementsRefuseUndefined(
  walk: Walk,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  index: number,
): boolean {
  const parameter = requiredParameter(walk, call, index);
  if (parameter === undefined) return false;
  const { type, checker } = parameter;
  if (!checker.isArrayType(type)) return false;
  const element = checker.getTypeArguments(type as TS.TypeReference)[0];
  return element !== undefined && refusesUndefined(element);
}

function refusesUndefined(type: TS.Type): boolean {
  const open =
    ts.TypeFlags.Any |
    ts.TypeFlags.Unknown |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Void |
    ts.TypeFlags.TypeParameter |
    ts.TypeFlags.Never;
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => (part.flags & open) === 0);
}

// ─── every path ─────────────────────────────────────────────────────────────────────────────────

/**
 * Whether the candidate's use runs whenever the tool runs: climbing from the use to the start of an
 * entry (a handler's body, a dispatch branch), every branch on the way is taken for sure (or only
 * tests that a parent of the property is there), and no statement before it may leave early.
 */
function reachFromEntry(
  walk: Walk,
  { path, node, via }: Candidate,
  entries: readonly ImplementationEntry[],
): Reach | undefined {
  const calls = [...via];
  let inCase: Reach | undefined;
  let child: TSESTree.Node = node;
  for (;;) {
    if (entries.some((entry) => atEntryStart(walk, path, entry, child))) return inCase ?? { kind: "always" };
    const parent: TSESTree.Node | undefined = child.parent;
    if (parent === undefined) return undefined;
    if (isFunctionNode(parent)) {
      const call = callerOf(walk, parent, calls);
      if (call === undefined) return undefined;
      child = call;
      continue;
    }
    // One switch on an enumerated argument may stand on the way: which of its cases is the caller's to judge.
    if (
      parent.type === AST_NODE_TYPES.SwitchCase &&
      inCase === undefined &&
      parent.consequent.includes(child as TSESTree.Statement)
    ) {
      const over = enumeratedDiscriminant(walk, parent.parent);
      if (over === undefined || !noEarlyExitBefore(walk, path, parent.consequent, child)) return undefined;
      inCase = { kind: "case", switchCase: parent, over };
      child = parent.parent;
      continue;
    }
    if (!takenWithParent(walk, path, parent, child))
      return inCase === undefined ? branchReach(walk, path, parent, child, calls, entries) : undefined;
    child = parent;
  }
}

/**
 * A use in one branch of a condition (`url ? \`…${id}\` : \`…${id}\``, or an `if` with an `else`),
 * reached always within that branch: the condition's side, when the condition itself is reached
 * always. Only the first condition on the way; a use under two of them is not followed further.
 */
function branchReach(
  walk: Walk,
  path: readonly string[],
  parent: TSESTree.Node,
  child: TSESTree.Node,
  calls: TSESTree.CallExpression[],
  entries: readonly ImplementationEntry[],
): Reach | undefined {
  if (parent.type !== AST_NODE_TYPES.IfStatement && parent.type !== AST_NODE_TYPES.ConditionalExpression)
    return undefined;
  if (parent.alternate === null || parent.test === child) return undefined;
  const side = parent.consequent === child ? "consequent" : "alternate";
  const rest = reachFromEntry(walk, { path: [...path], node: parent, via: calls }, entries);
  return rest?.kind === "always" ? { kind: "branch", choice: parent, side } : undefined;
}

/**
 * The top-level property a switch tests, when the schema requires it and lists its values:
 * `switch (args.operation)`, or `switch (operation)` on a never-reassigned binding destructured from
 * the arguments.
 */
function enumeratedDiscriminant(walk: Walk, statement: TSESTree.SwitchStatement): string | undefined {
  const name = argumentOf(walk, statement.discriminant);
  return name !== undefined && walk.query.values(name) !== undefined ? name : undefined;
}

function argumentOf(walk: Walk, expression: TSESTree.Expression): string | undefined {
  if (expression.type === AST_NODE_TYPES.MemberExpression) return walk.readNames.get(expression.property);
  if (expression.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(walk.ctx.sourceCode, expression);
  const binding = variable?.identifiers[0];
  if (variable === undefined || variable.identifiers.length !== 1 || binding === undefined) return undefined;
  if (variable.references.some((reference) => reference.isWrite() && reference.init !== true)) return undefined;
  const property = binding.parent;
  if (
    property?.type !== AST_NODE_TYPES.Property ||
    property.value !== binding ||
    property.parent.type !== AST_NODE_TYPES.ObjectPattern
  )
    return undefined;
  return walk.readNames.get(property.key);
}

/** At the top of an entry: the function's body, or the statements of a dispatch branch. */
function atEntryStart(walk: Walk, path: readonly string[], entry: ImplementationEntry, child: TSESTree.Node): boolean {
  if (entry.kind === "function") return entry.fn.body === child;
  const { site } = entry;
  const parent = child.parent;
  if (!encloses(site, child) || parent === undefined || encloses(site, parent)) return false;
  const statement = site.dispatch.statement;
  if (site.dispatch.guard === true) {
    // After `if (name !== "a") throw …`: the statements that follow it in its block.
    const block = statement.parent as TSESTree.BlockStatement | TSESTree.Program;
    return (
      parent === block &&
      noEarlyExitBefore(
        walk,
        path,
        block.body.filter((s) => s.range[0] >= site.range[0]),
        child,
      )
    );
  }
  if (statement.type === AST_NODE_TYPES.IfStatement) {
    // `if (name === "a" && mode === "x")` runs the branch under another condition too.
    return statement.consequent === child && isNameTestOnly(statement.test);
  }
  if (parent.type !== AST_NODE_TYPES.SwitchCase) return false;
  return noEarlyExitBefore(walk, path, parent.consequent, child);
}

/** `x === "a" || x === "b"`: an if-site's test that names tools and nothing else. */
function isNameTestOnly(test: TSESTree.Expression): boolean {
  if (test.type === AST_NODE_TYPES.LogicalExpression)
    return test.operator === "||" && isNameTestOnly(test.left) && isNameTestOnly(test.right);
  return test.type === AST_NODE_TYPES.BinaryExpression && (test.operator === "===" || test.operator === "==");
}

/** The call that runs a local function: the one that carried the value in, else its only caller. */
function callerOf(walk: Walk, fn: FunctionNode, calls: TSESTree.CallExpression[]): TSESTree.CallExpression | undefined {
  const last = calls.at(-1);
  if (last !== undefined && localFunction(walk.ctx.sourceCode, last.callee) === fn) {
    calls.pop();
    return last;
  }
  return onlyCaller(walk.ctx.sourceCode, fn);
}

/** Whether `child` runs whenever `parent` does (or whenever a parent of the property is there). */
function takenWithParent(walk: Walk, path: readonly string[], parent: TSESTree.Node, child: TSESTree.Node): boolean {
  switch (parent.type) {
    case AST_NODE_TYPES.BlockStatement:
    case AST_NODE_TYPES.Program:
      return noEarlyExitBefore(walk, path, parent.body, child);
    case AST_NODE_TYPES.SwitchCase:
    case AST_NODE_TYPES.CatchClause:
    case AST_NODE_TYPES.AssignmentPattern:
    case AST_NODE_TYPES.ClassBody:
    case AST_NODE_TYPES.PropertyDefinition:
      return false;
    case AST_NODE_TYPES.IfStatement:
      if (parent.test === child) return true;
      return presenceTest(walk, path, parent.test, parent.consequent === child);
    case AST_NODE_TYPES.ConditionalExpression:
      if (parent.test === child) return true;
      return presenceTest(walk, path, parent.test, parent.consequent === child);
    case AST_NODE_TYPES.LogicalExpression:
      return parent.left === child || (parent.operator === "&&" && presenceTest(walk, path, parent.left, true));
    case AST_NODE_TYPES.ForStatement:
      return parent.init === child;
    case AST_NODE_TYPES.ForOfStatement:
    case AST_NODE_TYPES.ForInStatement:
      return parent.right === child;
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
      return parent.test === child && parent.type === AST_NODE_TYPES.WhileStatement;
    case AST_NODE_TYPES.SwitchStatement:
      return parent.discriminant === child;
    case AST_NODE_TYPES.TryStatement:
      return parent.handler !== child;
    case AST_NODE_TYPES.CallExpression:
      // `a?.b(x)`: the arguments run only when the chain did not stop.
      return parent.callee === child || !inOptionalChain(parent);
    case AST_NODE_TYPES.MemberExpression:
      return parent.object === child || !inOptionalChain(parent);
    default:
      return true;
  }
}

function inOptionalChain(node: TSESTree.CallExpression | TSESTree.MemberExpression): boolean {
  let current: TSESTree.Node = node;
  for (;;) {
    if (current.type === AST_NODE_TYPES.CallExpression || current.type === AST_NODE_TYPES.MemberExpression) {
      if (current.optional) return true;
      current = current.type === AST_NODE_TYPES.CallExpression ? current.callee : current.object;
    } else {
      return false;
    }
  }
}

/**
 * Whether `test` (taken as `positive`) says only that a parent of the property at `path` is there:
 * `location`, `location != null` (or, for the other branch, `!location`, `location === undefined`).
 */
function presenceTest(walk: Walk, path: readonly string[], test: TSESTree.Node, positive: boolean): boolean {
  if (test.type === AST_NODE_TYPES.UnaryExpression && test.operator === "!")
    return presenceTest(walk, path, test.argument, !positive);
  if (test.type === AST_NODE_TYPES.BinaryExpression && ["==", "===", "!=", "!=="].includes(test.operator)) {
    const nothing = (side: TSESTree.Node) =>
      (side.type === AST_NODE_TYPES.Literal && side.value === null) ||
      (side.type === AST_NODE_TYPES.Identifier && side.name === "undefined");
    const other = nothing(test.right) ? test.left : nothing(test.left) ? test.right : undefined;
    if (other === undefined) return false;
    const equal = test.operator === "==" || test.operator === "===";
    return presenceTest(walk, path, other, equal ? !positive : positive);
  }
  if (!positive) return false;
  const tested = walk.valued.get(test);
  if (tested === undefined) return false;
  const key = keyOf(path);
  return key.startsWith(`${tested}\u0000`);
}

/** Whether no statement before `child` in `statements` may return or leave the block (a throw fails the call anyway). */
function noEarlyExitBefore(
  walk: Walk,
  path: readonly string[],
  statements: readonly TSESTree.Node[],
  child: TSESTree.Node,
): boolean {
  for (const statement of statements) {
    if (statement === child) return true;
    if (!mayLeave(walk.ctx.sourceCode.visitorKeys, statement)) continue;
    // `if (!location) return …`: leaves only when the parent is absent.
    if (
      statement.type === AST_NODE_TYPES.IfStatement &&
      statement.alternate === null &&
      presenceTest(walk, path, statement.test, false)
    )
      continue;
    return false;
  }
  return true;
}

/** A `return`, or a `break`/`continue` leaving the statement, outside nested functions. */
function mayLeave(visitorKeys: TSESLint.SourceCode.VisitorKeys, root: TSESTree.Node): boolean {
  const stack: { node: TSESTree.Node; loop: boolean; breakable: boolean }[] = [
    { node: root, loop: false, breakable: false },
  ];
  while (stack.length > 0) {
    const { node, loop, breakable } = stack.pop()!;
    switch (node.type) {
      case AST_NODE_TYPES.ReturnStatement:
        return true;
      case AST_NODE_TYPES.BreakStatement:
        if (node.label !== null || !breakable) return true;
        continue;
      case AST_NODE_TYPES.ContinueStatement:
        if (node.label !== null || !loop) return true;
        continue;
      default:
        break;
    }
    if (
      isFunctionNode(node) ||
      node.type === AST_NODE_TYPES.ClassDeclaration ||
      node.type === AST_NODE_TYPES.ClassExpression
    )
      continue;
    const isLoop =
      node.type === AST_NODE_TYPES.ForStatement ||
      node.type === AST_NODE_TYPES.ForInStatement ||
      node.type === AST_NODE_TYPES.ForOfStatement ||
      node.type === AST_NODE_TYPES.WhileStatement ||
      node.type === AST_NODE_TYPES.DoWhileStatement;
    const innerLoop = loop || isLoop;
    const innerBreakable = breakable || isLoop || node.type === AST_NODE_TYPES.SwitchStatement;
    for (const key of visitorKeys[node.type] ?? []) {
      const value: unknown = (node as unknown as Record<string, unknown>)[key];
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (typeof item === "object" && item !== null && typeof (item as { type?: unknown }).type === "string") {
          stack.push({ node: item as TSESTree.Node, loop: innerLoop, breakable: innerBreakable });
        }
      }
    }
  }
  return false;
}

// ─── the schema's side ──────────────────────────────────────────────────────────────────────────

type JsonObject = { [key: string]: JsonValue };

const isObject = (value: JsonValue | undefined): value is JsonObject => isRecord<JsonObject>(value);

/** The object schema at a property path of a schema read as JSON (`["location"]` → `properties.location`). */
export function schemaAt(schema: JsonValue, path: readonly string[]): JsonObject | undefined {
  let current: JsonValue | undefined = schema;
  for (const name of path) {
    if (!isObject(current) || !isObject(current.properties) || !Object.hasOwn(current.properties, name))
      return undefined;
    current = current.properties[name];
  }
  return isObject(current) ? current : undefined;
}

/** What a hand-written schema (read as JSON) leaves optional: a property it declares but does not list in `required`. */
/** The query of a zod object: its top-level keys that may still be missing after parsing. */
export function absentKeysQuery(absent: ReadonlySet<string>): NeededQuery {
  const optional = (path: readonly string[]): boolean => path.length === 1 && absent.has(path[0]!);
  return { optional, follow: optional, values: () => undefined };
}

export function literalQuery(schema: JsonValue): NeededQuery {
  const optional = (path: readonly string[]): boolean => {
    const parent = schemaAt(schema, path.slice(0, -1));
    const name = path.at(-1);
    if (parent === undefined || name === undefined || CONSTRAINING_KEYWORDS.some((keyword) => keyword in parent))
      return false;
    if (!isObject(parent.properties) || !Object.hasOwn(parent.properties, name)) return false;
    const required = parent.required;
    if (required === undefined) return true;
    return Array.isArray(required) && !required.includes(name);
  };
  const values = (name: string): readonly JsonValue[] | undefined => {
    const root = schemaAt(schema, []);
    if (root === undefined || CONSTRAINING_KEYWORDS.some((keyword) => keyword in root)) return undefined;
    if (!Array.isArray(root.required) || !root.required.includes(name)) return undefined;
    const property = schemaAt(schema, [name]);
    if (property === undefined || CONSTRAINING_KEYWORDS.some((keyword) => keyword in property)) return undefined;
    const listed = property.enum;
    return Array.isArray(listed) && listed.length > 0 && listed.every((value) => typeof value === "string")
      ? listed
      : undefined;
  };
  return {
    optional,
    follow: (path) => optional(path) || isObject(schemaAt(schema, path)?.properties),
    values,
  };
}
