// Following the arguments object through an implementation: from an expression that evaluates to
// it, through casts, `??`, `JSON.parse`, aliases and destructuring, to the properties read. Any use
// that cannot be followed (a spread, a dynamic key, a call to a function whose parameter says
// nothing, a return) makes the view opaque: the read-based rules then stay silent.
import {
  AST_NODE_TYPES,
  type ParserServicesWithTypeInformation,
  type TSESLint,
  type TSESTree,
} from "@typescript-eslint/utils";
import type ts from "typescript";
import { isJsonCall, isJsonParseCall, memberKey } from "../../../util/syntax.js";
import compiler from "../../../schema/typescript.js";
import { resolveVariable } from "../../syntax/follow-const.js";
import { isTrustedElsewhere } from "../../syntax/on-disk.js";
import { isFunctionNode, localFunction, tableFunctions, type FunctionNode } from "../../syntax/functions.js";
import { VALIDATOR_METHODS } from "../../syntax/method-names.js";
import { propertyKeyName } from "../../syntax/object.js";
import type { ZodProperties } from "../../detect/zod.js";
import {
  callSignature,
  descriptiveTypeOfNode,
  isDescriptiveType,
  mayHavePredicate,
  mayTypeArgument,
  ownParameterSaysNothing,
  returnsNonBoolean,
  saysNothingAboutProperties,
  parameterAnnotation,
} from "./types.js";
import { echoesSchemaTyped } from "../../syntax/schema-echo.js";
import { unusedBinding, unusedVariableOfValue } from "./dead.js";
import {
  addElsewhereRead,
  addPropertyType,
  addRead,
  addSharedNode,
  emptyView,
  mergeView,
  type ArgumentsView,
} from "./view.js";
import { copyOf, type Copy } from "./copies.js";
import { calleeFunction } from "../../link/dispatch/incoming.js";
import { moduleReads, type ModuleReads } from "../../link/dispatch/module-reads.js";

/** Aliases of aliases of … deeper than this are not followed (and the view is opaque). */
const MAX_DEPTH = 8;

export interface Follow {
  sourceCode: Readonly<TSESLint.SourceCode>;
  services: ParserServicesWithTypeInformation | undefined;
  view: ArgumentsView;
  /** The tool's own code: reads inside count as the tool's, reads elsewhere as shared. */
  ownRange: TSESTree.Range | undefined;
  /** Code belonging to other tools (their case bodies): uses there are none of this tool's business. */
  skip: (node: TSESTree.Node) => boolean;
  /**
   * The keys of a validator (`Schema` in `Schema.parse(args)`) that hands back the arguments under the
   * keys the model sent: a zod object whose keys no method renames. Unset, or undefined: the validator
   * hides its reads.
   */
  validatorKeys?: (validator: TSESTree.Node) => ZodProperties | undefined;
  /**
   * Following a copy of the arguments (`{ ...args }`): handed to anything but a function of this
   * file or one imported by name, it is opaque without asking the checker. A copy used to be
   * opaque from the start; typing the calls it reaches (`client.post(path, { ...cleaned })`) would
   * cost more than it could tell.
   */
  insideCopy?: boolean;
  /** Variables already followed (aliases can point back and forth). */
  seen: Set<TSESLint.Scope.Variable>;
  /**
   * Inside a function that only checks the arguments (it returns a boolean: a hand-written type
   * guard): a cast there tests one field (`(args as { url: unknown }).url`), it does not type them.
   * Asked only when such a cast is met: inferring a return type makes the checker type the whole body.
   */
  insideCheck?: () => boolean;
  /** Following what a validator handed back: a use that hides reads hides only the keys it kept. */
  validatedResult?: boolean;
  /**
   * Following a parameter into a function of this file from one call of it: a value that function
   * returns is what the call evaluates to (`const rec = (input) => input && … ? input : {}`), and is
   * followed on from the call, in the caller's follow.
   */
  returnsTo?: { fn: FunctionNode; call: TSESTree.CallExpression; outer: Follow; depth: number; own: boolean };
}

export function inRange(node: TSESTree.Node, range: TSESTree.Range | undefined): boolean {
  return range !== undefined && range[0] <= node.range[0] && node.range[1] <= range[1];
}

/**
 * Whether a use belongs to the tool: it is in the tool's own code, or was reached from there
 * (through an alias or into a local function). Uses reached only from shared code are shared.
 */
function isOwn(follow: Follow, node: TSESTree.Node, inherited: boolean): boolean {
  return inherited || follow.ownRange === undefined || inRange(node, follow.ownRange);
}

function read(follow: Follow, name: string, node: TSESTree.Node, own: boolean): void {
  if (own) addRead(follow.view, name, node);
  else {
    follow.view.sharedReads.add(name);
    addSharedNode(follow.view, name, node);
  }
}

/** Records that the value read at `node` lands only in `variable`, which nothing uses (shared reads are never judged so). */
function unusedValue(follow: Follow, node: TSESTree.Node, variable: string | undefined): void {
  if (variable !== undefined) follow.view.unusedValues.set(node, variable);
}

function typed(
  follow: Follow,
  node: TSESTree.Node,
  type: ts.Type | undefined,
  own: boolean,
  how: "followed" | "guard" | undefined = undefined,
): void {
  // A type given where every tool shares the arguments speaks for all of them, so for none in particular.
  const use = {
    node,
    type: own ? type : undefined,
    ...(how === "followed" ? { followed: true } : how === "guard" ? { guard: true } : {}),
    ...(follow.validatedResult === true ? { validated: true } : {}),
  };
  if (!follow.view.typed.some((known) => known.node === node)) follow.view.typed.push(use);
}

/** A type written as a zod schema's value (`z.infer<typeof S>`, or its alias): the rule that compares types tells whose. */
function noteEcho(follow: Follow, node: TSESTree.Node, annotation: TSESTree.TypeNode): void {
  if (follow.services === undefined || !echoesSchemaTyped(annotation, follow.services)) return;
  if (!follow.view.echoes.some((known) => known.node === node)) follow.view.echoes.push({ node, annotation });
}

/**
 * Where the value of one property read flows into a type: the outermost cast of it (`args.days as
 * number`, `args.days as unknown as Days`) or, uncast, the argument it is passed as (`getForecast(args.days)`).
 * Spreads (`f(...args.list)`), defaults (`args.days ?? 1`) and every other use give none.
 */
function typedPlace(value: TSESTree.Node): TSESTree.Node | undefined {
  let node = value;
  let cast: TSESTree.Node | undefined;
  for (;;) {
    const parent: TSESTree.Node | undefined = node.parent;
    if (parent === undefined) break;
    if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSTypeAssertion) {
      if (parent.expression !== node) break;
      cast = parent;
    } else if (parent.type === AST_NODE_TYPES.ChainExpression || parent.type === AST_NODE_TYPES.TSNonNullExpression) {
      // `args?.days`, `args.days!`: still the property's value
    } else {
      break;
    }
    node = parent;
  }
  if (cast !== undefined) return cast;
  const parent = node.parent;
  if (
    parent?.type === AST_NODE_TYPES.CallExpression &&
    parent.callee !== node &&
    parent.arguments.includes(node as TSESTree.CallExpressionArgument)
  ) {
    return node;
  }
  return undefined;
}

/** Records where the value of property `name` (read at `value`) is given a type; only the tool's own uses, only with type information. */
function propertyValue(follow: Follow, name: string, value: TSESTree.Node, own: boolean): void {
  if (!own || follow.services === undefined || follow.insideCopy === true) return;
  const place = typedPlace(value);
  if (place !== undefined) addPropertyType(follow.view, name, place);
}

/** `const { days } = args` then `getForecast(days)`: the binding's uses, unless it is ever reassigned. */
function bindingValue(follow: Follow, name: string, target: TSESTree.Node, own: boolean): void {
  if (!own || follow.services === undefined || follow.insideCopy === true) return;
  const id = target.type === AST_NODE_TYPES.AssignmentPattern ? target.left : target;
  if (id.type !== AST_NODE_TYPES.Identifier) return;
  const variable = resolveVariable(follow.sourceCode, id);
  if (variable === undefined || !variable.identifiers.includes(id)) return;
  if (variable.references.some((reference) => reference.isWrite() && reference.init !== true)) return;
  for (const reference of variable.references) {
    if (reference.init === true || !reference.isRead() || follow.skip(reference.identifier)) continue;
    propertyValue(follow, name, reference.identifier, own);
  }
}

function opaque(follow: Follow): void {
  follow.view.opaque = true;
  if (follow.validatedResult !== true) follow.view.rawOpaque = true;
}

/** `JSON.parse(x)`: the parsed arguments are the arguments. */
function isJsonParseOf(call: TSESTree.CallExpression, argument: TSESTree.Node): boolean {
  return call.arguments[0] === argument && isJsonParseCall(call);
}

/**
 * The outermost expression that still evaluates to the arguments, climbing through casts (noting
 * descriptive ones), `!`, `?.` chains, `x ?? {}`, `x || {}` and `JSON.parse(x)`.
 */
function climbWrappers(follow: Follow, start: TSESTree.Node, own: boolean): TSESTree.Node {
  let node = start;
  for (;;) {
    const parent = node.parent;
    if (parent === undefined) return node;
    if (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSTypeAssertion) {
      const given =
        follow.insideCheck?.() === true ? undefined : descriptiveTypeOfNode(parent.typeAnnotation, follow.services);
      if (given !== undefined) typed(follow, parent, given.type, own);
      else if (own && follow.insideCheck?.() !== true) noteEcho(follow, parent, parent.typeAnnotation);
      node = parent;
    } else if (
      parent.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      parent.type === AST_NODE_TYPES.TSNonNullExpression ||
      parent.type === AST_NODE_TYPES.ChainExpression ||
      parent.type === AST_NODE_TYPES.AwaitExpression
    ) {
      node = parent;
    } else if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator !== "&&") {
      node = parent;
    } else if (parent.type === AST_NODE_TYPES.ConditionalExpression && parent.test !== node) {
      node = parent;
    } else if (parent.type === AST_NODE_TYPES.CallExpression && isJsonParseOf(parent, node)) {
      follow.view.parsesText = true;
      node = parent;
    } else {
      return node;
    }
  }
}

function isWriteTarget(member: TSESTree.MemberExpression): boolean {
  const parent = member.parent;
  return (
    (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === member) ||
    parent.type === AST_NODE_TYPES.UpdateExpression ||
    (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "delete")
  );
}

/** `delete args.x` takes a key away: later reads see nothing, never a value the code wrote. */
function isDeleted(member: TSESTree.MemberExpression): boolean {
  return member.parent.type === AST_NODE_TYPES.UnaryExpression && member.parent.operator === "delete";
}

function isPlainAssignmentTarget(member: TSESTree.MemberExpression): boolean {
  const parent = member.parent;
  return (
    (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.operator === "=") ||
    parent.type === AST_NODE_TYPES.UnaryExpression
  );
}

/** Follows one expression that evaluates to the arguments object. */
export function followExpression(follow: Follow, expression: TSESTree.Node, depth = 0, inherited = false): void {
  if (follow.skip(expression)) return;
  const own = isOwn(follow, expression, inherited);
  const node = climbWrappers(follow, expression, own);
  const parent = node.parent;
  if (parent === undefined) return opaque(follow);
  const copy = copyOf(follow.sourceCode, node);
  if (copy !== undefined && !helperTypesArguments(follow, copy))
    return followCopy(follow, copy.added, new Set(), (inner) => followExpression(inner, copy.node, depth + 1, own));
  switch (parent.type) {
    case AST_NODE_TYPES.MemberExpression: {
      if (parent.object !== node) return opaque(follow); // used as a key: args[x]… of something else
      const key = memberKey(parent);
      if (key === undefined) return opaque(follow);
      if (isWriteTarget(parent) && !isDeleted(parent)) follow.view.written.add(key);
      // `args.limit = 10` only writes; `args.limit ??= 10` and `args.n++` read the model's value first.
      if (!isWriteTarget(parent) || !isPlainAssignmentTarget(parent)) read(follow, key, parent.property, own);
      if (!isWriteTarget(parent)) {
        propertyValue(follow, key, parent, own);
        if (own) unusedValue(follow, parent.property, unusedVariableOfValue(follow.sourceCode, parent));
      }
      return;
    }
    case AST_NODE_TYPES.VariableDeclarator: {
      if (parent.init !== node) return opaque(follow);
      const annotation = parent.id.typeAnnotation?.typeAnnotation;
      if (annotation !== undefined) {
        const given = descriptiveTypeOfNode(annotation, follow.services);
        if (given !== undefined) typed(follow, parent.id, given.type, own);
        else if (own) noteEcho(follow, parent.id, annotation);
      }
      return bind(follow, parent.id, parent, depth, own);
    }
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right === node && parent.left.type === AST_NODE_TYPES.ObjectPattern)
        return destructure(follow, parent.left, own);
      const holder = parent.right === node ? variableHoldingOnly(follow, parent) : undefined;
      if (holder === undefined) return opaque(follow);
      if (follow.seen.has(holder)) return;
      follow.seen.add(holder);
      for (const reference of holder.references)
        if (reference.isRead() && !follow.skip(reference.identifier))
          followExpression(follow, reference.identifier, depth + 1, own);
      return;
    }
    case AST_NODE_TYPES.CallExpression:
      if (parent.callee === node) return opaque(follow);
      return followCallArgument(follow, parent, node, depth, own);
    case AST_NODE_TYPES.UnaryExpression:
      if (parent.operator === "!" || parent.operator === "typeof" || parent.operator === "void") return;
      return opaque(follow);
    case AST_NODE_TYPES.BinaryExpression:
      if (["==", "===", "!=", "!=="].includes(parent.operator)) return; // compared, not read
      if (parent.operator === "in" && parent.right === node) {
        const key =
          parent.left.type === AST_NODE_TYPES.Literal && typeof parent.left.value === "string"
            ? parent.left.value
            : undefined;
        if (key === undefined) return opaque(follow);
        return read(follow, key, parent.left, own);
      }
      return opaque(follow);
    case AST_NODE_TYPES.LogicalExpression: // `args && …`: a test
    case AST_NODE_TYPES.ExpressionStatement:
      return;
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ConditionalExpression:
      if (parent.test === node) return;
      return opaque(follow);
    case AST_NODE_TYPES.Property: // `{ arguments: args }` handed to a log: nothing is used
      if (parent.value === node && !parent.computed && onlyLogged(follow, parent.parent)) return;
      return opaque(follow);
    case AST_NODE_TYPES.ArrowFunctionExpression: // `(input) => input ?? {}`
    case AST_NODE_TYPES.ReturnStatement: {
      const back = follow.returnsTo;
      const fn = parent.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(parent) : parent;
      if (
        back === undefined ||
        fn !== back.fn ||
        (parent.type !== AST_NODE_TYPES.ReturnStatement && parent.body !== node)
      )
        return opaque(follow);
      return followExpression(back.outer, back.call, back.depth + 1, back.own);
    }
    default:
      return opaque(follow);
  }
}

/** The function a statement is written in. */
function enclosingFunction(node: TSESTree.Node): TSESTree.Node | undefined {
  let current = node.parent;
  while (current !== undefined && !isFunctionNode(current)) current = current.parent;
  return current;
}

/** Functions of this file followed, one inside another, to see that a value only reaches a log. */
const MAX_LOG_DEPTH = 2;

/**
 * Whether a value only goes to a log, where it is printed and never used: an argument of `console.*`,
 * `JSON.stringify` of it logged, or an argument of a function of this file whose parameter only
 * goes to a log or is tested (`function log(level, message, data) { if (data) console.error(…) }`).
 * An object literal holding it in another one goes where that one goes.
 */
function onlyLogged(follow: Follow, value: TSESTree.Node, depth = 0): boolean {
  const parent = value.parent;
  if (parent?.type === AST_NODE_TYPES.Property && parent.value === value)
    return parent.parent.type === AST_NODE_TYPES.ObjectExpression && onlyLogged(follow, parent.parent, depth);
  if (parent?.type !== AST_NODE_TYPES.CallExpression || parent.callee === value) return false;
  const index = parent.arguments.indexOf(value as TSESTree.CallExpressionArgument);
  if (index < 0) return false;
  if (isConsoleCall(parent) || isLoggedText(parent, index)) return true;
  const fn = depth < MAX_LOG_DEPTH ? localFunction(follow.sourceCode, parent.callee) : undefined;
  const parameter = fn?.params[index];
  if (parameter?.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = follow.sourceCode.getDeclaredVariables(fn!).find((v) => v.name === parameter.name);
  return (
    variable !== undefined &&
    variable.references.length > 0 &&
    variable.references.every((reference) => {
      const use = reference.identifier;
      const at = use.parent;
      const tested =
        (at?.type === AST_NODE_TYPES.IfStatement && at.test === use) ||
        (at?.type === AST_NODE_TYPES.UnaryExpression && at.operator === "!");
      return reference.isRead() && (tested || onlyLogged(follow, use, depth + 1));
    })
  );
}

/** `const x = args` (follow x), `const { a, b } = args` (read a, b); anything else is opaque. */
function bind(
  follow: Follow,
  id: TSESTree.BindingName,
  declarator: TSESTree.VariableDeclarator,
  depth: number,
  own: boolean,
): void {
  if (id.type === AST_NODE_TYPES.ObjectPattern) return destructure(follow, id, own);
  if (id.type !== AST_NODE_TYPES.Identifier) return opaque(follow);
  const variable = follow.sourceCode.getDeclaredVariables(declarator).find((v) => v.name === id.name);
  if (variable === undefined) return opaque(follow);
  followVariable(follow, variable, depth + 1, own);
}

/** Reads the keys of a destructuring pattern; a computed key hides the rest, a `...rest` is a copy without the keys named. */
export function destructure(follow: Follow, pattern: TSESTree.ObjectPattern, own: boolean): void {
  for (const property of pattern.properties) {
    if (property.type === AST_NODE_TYPES.RestElement) {
      followRest(follow, pattern, property, own);
      continue;
    }
    const name = propertyKeyName(property);
    if (name === undefined) opaque(follow);
    else {
      read(follow, name, property.key, own);
      bindingValue(follow, name, property.value, own);
      if (own) unusedValue(follow, property.key, unusedBinding(follow.sourceCode, property.value));
    }
  }
}

/**
 * A copy of the arguments (`{ ...args, origin }`, `const { url, ...rest } = args`): what is read of it
 * is read of the arguments, except the keys the copy lacks (`excluded`: the rest's named keys). The
 * keys the code itself puts in it (`added`, or written into it) are read but no sign of the model.
 */
function followCopy(
  follow: Follow,
  added: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
  walk: (inner: Follow) => void,
): void {
  // A copy a helper returns is not followed on from its call: the keys it adds would pass for reads.
  const inner: Follow = { ...follow, view: emptyView(), insideCopy: true, returnsTo: undefined };
  walk(inner);
  const view = inner.view;
  for (const name of excluded) {
    view.reads.delete(name);
    view.sharedReads.delete(name);
    view.sharedNodes.delete(name);
    view.elsewhere.delete(name);
    view.propertyTypes.delete(name);
  }
  // A key the code gives the copy matters only where the copy is read: `post({ ...args, timeout })`
  // puts a `timeout` in a body sent away, which says nothing about `args.timeout` read elsewhere.
  const read = new Set([...view.reads.keys(), ...view.sharedReads, ...view.elsewhere]);
  view.written = new Set([...view.written, ...added].filter((name) => read.has(name)));
  mergeView(follow.view, view);
}

/** `const { url, ...rest } = args`: `rest` is a copy without `url`; a computed key leaves unknown which keys it lacks. */
function followRest(follow: Follow, pattern: TSESTree.ObjectPattern, rest: TSESTree.RestElement, own: boolean): void {
  const excluded = new Set<string>();
  for (const property of pattern.properties) {
    if (property === rest) continue;
    const name = property.type === AST_NODE_TYPES.Property ? propertyKeyName(property) : undefined;
    if (name === undefined) return opaque(follow);
    excluded.add(name);
  }
  // Only a name the pattern declares: `({ a, ...this.rest } = args)` stores the copy out of sight.
  const target = rest.argument;
  const variable = target.type === AST_NODE_TYPES.Identifier ? resolveVariable(follow.sourceCode, target) : undefined;
  if (variable === undefined || !variable.identifiers.includes(target as TSESTree.Identifier)) return opaque(follow);
  followCopy(follow, new Set(), excluded, (inner) => followVariable(inner, variable, 1, own));
}

/**
 * Whether the helper a copy is made by gives the arguments a type in its parameter (`clean(obj: Options)`):
 * then the type speaks for them, as for any typed parameter, and the copy is not followed.
 */
function helperTypesArguments(follow: Follow, copy: Copy): boolean {
  const annotation = copy.parameter?.typeAnnotation?.typeAnnotation;
  return annotation !== undefined && !saysNothingAboutProperties(annotation, follow.services);
}

/**
 * The variable `assignment` writes the arguments into, when nothing else is ever written to it but
 * an empty object (`let input = {}; … input = JSON.parse(text)`): it holds them, or none of them.
 */
function variableHoldingOnly(
  follow: Follow,
  assignment: TSESTree.AssignmentExpression,
): TSESLint.Scope.Variable | undefined {
  if (assignment.operator !== "=" || assignment.left.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(follow.sourceCode, assignment.left);
  if (variable === undefined || variable.defs[0]?.parent?.type !== AST_NODE_TYPES.VariableDeclaration) return undefined;
  const holdsOnly = variable.references.every(
    (reference) =>
      !reference.isWrite() ||
      reference.identifier === assignment.left ||
      (reference.writeExpr?.type === AST_NODE_TYPES.ObjectExpression && reference.writeExpr.properties.length === 0),
  );
  return holdsOnly ? variable : undefined;
}

/** Every read of a variable holding the arguments; reassigning it hides what it holds. */
export function followVariable(follow: Follow, variable: TSESLint.Scope.Variable, depth = 0, inherited = false): void {
  if (follow.seen.has(variable)) return;
  follow.seen.add(variable);
  if (depth > MAX_DEPTH) return opaque(follow);
  for (const reference of variable.references) {
    if (reference.init === true) continue;
    if (follow.skip(reference.identifier)) continue;
    if (reference.isWrite()) {
      opaque(follow);
      follow.view.reassigned = true;
      continue;
    }
    followExpression(follow, reference.identifier, depth, inherited);
  }
}

/** A parameter (or destructuring pattern) receiving the arguments. */
export function followParameter(
  follow: Follow,
  fn: TSESTree.FunctionLike,
  parameter: TSESTree.Parameter,
  depth = 0,
  own = true,
  typeSpeaks = true,
): void {
  const target = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  const annotation = parameterAnnotation(parameter);
  if (annotation !== undefined && typeSpeaks) {
    const given = descriptiveTypeOfNode(annotation, follow.services);
    if (given !== undefined) return typed(follow, target, given.type, own);
    if (own) noteEcho(follow, target, annotation);
    // `query: string`: a value, not the arguments object — the signature speaks (no-schema-drift).
    // Unless the function parses it: then the text is the arguments as JSON (`JSON.parse(argString)`).
    if (!saysNothingAboutProperties(annotation, follow.services) && !parsedAsJson(follow, fn, target))
      return typed(follow, target, undefined, own);
  }
  if (target.type === AST_NODE_TYPES.ObjectPattern) return destructure(follow, target, own);
  if (target.type !== AST_NODE_TYPES.Identifier) return opaque(follow);
  const variable = follow.sourceCode.getDeclaredVariables(fn).find((v) => v.name === target.name);
  if (variable === undefined) return opaque(follow);
  followVariable(follow, variable, depth + 1, own);
}

/**
 * Whether `fn` hands its parameter `target` to `JSON.parse`, itself or through a function of this
 * file it passes it to (`(argString: string) => this.execute(argString)`).
 */
function parsedAsJson(follow: Follow, fn: TSESTree.FunctionLike, target: TSESTree.Node, depth = 0): boolean {
  if (target.type !== AST_NODE_TYPES.Identifier || depth > MAX_DEPTH) return false;
  const variable = follow.sourceCode.getDeclaredVariables(fn).find((v) => v.name === target.name);
  return (
    variable?.references.some((reference) => {
      const call = reference.identifier.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression) return false;
      if (isJsonParseOf(call, reference.identifier)) return true;
      const index = call.arguments.indexOf(reference.identifier as TSESTree.Identifier);
      const callee = index < 0 ? undefined : localFunction(follow.sourceCode, call.callee);
      const parameter = callee?.params[index];
      return parameter !== undefined && parsedAsJson(follow, callee!, parameter, depth + 1);
    }) === true
  );
}

/**
 * `f(args)`: a type guard or a parameter with a descriptive type gives the arguments a type; a
 * function of this file with an untyped parameter is followed into; anything else is opaque.
 */
function followCallArgument(
  follow: Follow,
  call: TSESTree.CallExpression,
  argument: TSESTree.Node,
  depth: number,
  own: boolean,
): void {
  const index = call.arguments.indexOf(argument as TSESTree.CallExpressionArgument);
  if (index < 0) return opaque(follow);
  // Logging the arguments uses none of them: a property only ever logged is still dropped.
  if (isConsoleCall(call) || isLoggedText(call, index)) return;
  // A validator's `parse(args)` takes `unknown` and hides which properties it reads: opaque, known
  // from the syntax (typing the callee would instantiate the validator's schema type: seconds).
  // Unless it is a zod object that keeps the keys: then its result is the arguments, validated.
  if (isValidatorCall(call)) {
    if (index === 0) follow.view.checkedBySchema = true;
    const callee = call.callee as TSESTree.MemberExpression;
    const keys = index === 0 ? follow.validatorKeys?.(callee.object) : undefined;
    if (keys !== undefined && !follow.view.validators.some((known) => known.node === callee.object))
      follow.view.validators.push({ ...keys, node: callee.object });
    const method = (callee.property as TSESTree.Identifier).name;
    if (index !== 0 || keys === undefined) return opaque(follow);
    follow.view.validated = true;
    const validated: Follow = { ...follow, validatedResult: true };
    if (RETURNS_ARGUMENTS.has(method)) return followExpression(validated, call, depth + 1, own);
    return followSafeParseResult(validated, call, depth, own);
  }
  const services = follow.insideCopy === true ? undefined : follow.services;
  const fn = localFunction(follow.sourceCode, call.callee);
  // `BACKENDS[provider].transcribe(audio, args)`: any entry's function may run; each is read.
  const table = fn === undefined ? tableFunctions(follow.sourceCode, call.callee) : undefined;
  if (services !== undefined) {
    const checker = services.program.getTypeChecker();
    const tsCall = services.esTreeNodeToTSNodeMap.get(call) as ts.CallExpression | undefined;
    // A function of this file whose written parameter says nothing is told without the checker's
    // symbols: a bundle's dispatcher calls dozens of them (`createInvoice(client, context, params)`).
    const tsFn =
      fn === undefined ? undefined : (services.esTreeNodeToTSNodeMap.get(fn) as ts.SignatureDeclaration | undefined);
    const written = parameterAnnotation(fn?.params[index]);
    const saysNothing =
      (tsFn !== undefined && ownParameterSaysNothing(tsFn, index)) ||
      (written !== undefined && echoesSchemaTyped(written, services));
    if (tsCall !== undefined && !saysNothing && mayTypeArgument(services.program, tsCall, index)) {
      const signature = callSignature(checker, tsCall, index);
      const predicate =
        signature === undefined || !mayHavePredicate(signature, index)
          ? undefined
          : checker.getTypePredicateOfSignature(signature);
      if (predicate?.type !== undefined && predicate.parameterIndex === index) {
        // A type guard only checks: what the code then does with the narrowed value is followed where
        // it is done, so the type hides no read (it still speaks for what may be read).
        if (isDescriptiveType(predicate.type, checker)) return typed(follow, call, predicate.type, own, "guard");
      }
      const parameter = signature?.getParameters()[index];
      const declaration = parameter?.valueDeclaration;
      const isRest =
        declaration !== undefined && compiler.isParameter(declaration) && declaration.dotDotDotToken !== undefined;
      const parameterType = parameter === undefined || isRest ? undefined : checker.getTypeOfSymbol(parameter);
      if (parameterType !== undefined && isDescriptiveType(parameterType, checker)) {
        // A function of another module is read as well: what its body reads is what it uses, whatever
        // the type lets it (`transformAgentInput(input: z.infer<typeof CreateAgentInput>)` copying four
        // of five keys). Complete reads there keep the view complete.
        const target = fn === undefined ? moduleCallee(services, call) : undefined;
        const reads = target === undefined ? undefined : moduleReads(services.program, target, index, true);
        if (reads?.complete === true) addModuleReads(follow, call, index, own, reads);
        // So is a function of this file (`this.synthesize(text, args)`), past the type it writes.
        const local =
          (fn !== undefined || table !== undefined) &&
          followPastType(follow, call, fn === undefined ? table! : [fn], index, depth, own);
        return typed(follow, argument, parameterType, own, reads?.complete === true || local ? "followed" : undefined);
      }
    }
  }
  if (table !== undefined) {
    if (!followPastType(follow, call, table, index, depth, own)) opaque(follow);
    return;
  }
  if (fn === undefined && services !== undefined) return followIntoModule(follow, services, call, index, own);
  // A copy handed to a function imported by name (`getEvents(env, id, options)` with
  // `{ id, ...options } = args`): its symbol is the import's, cheap to resolve, and its module says
  // what it reads.
  if (fn === undefined && follow.services !== undefined && call.callee.type === AST_NODE_TYPES.Identifier)
    return followIntoModule(follow, follow.services, call, index, own);
  const parameter = fn?.params[index];
  if (fn === undefined || parameter === undefined || parameter.type === AST_NODE_TYPES.RestElement)
    return opaque(follow);
  if (parameter.type === AST_NODE_TYPES.TSParameterProperty) return opaque(follow);
  // Inside a check, everything it calls is part of the check.
  let isCheck: boolean | undefined;
  const inner: Follow = {
    ...follow,
    insideCheck: () => follow.insideCheck?.() === true || (isCheck ??= returnsBoolean(fn, follow.services)),
  };
  // A helper that several places call (`assertOperandsNotFlagLike(params)` from three helm tools)
  // reads the union of what its callers have: its reads are no tool's in particular.
  // What it returns goes back to this call, whoever else calls it.
  const returning: Follow = { ...inner, returnsTo: { fn, call, outer: follow, depth, own } };
  if (calledFromSeveralPlaces(inner, call.callee)) return followShared(returning, fn, parameter, depth, own);
  followParameter(returning, fn, parameter, depth, own);
}

/**
 * Reads what the functions of this file a call may run read of their parameter `index`, past any
 * type it is written with (which speaks for the arguments as well): true when every use there was
 * followed (the reads are then the tool's, or every tool's for a helper several places call),
 * false when one was not (nothing is added).
 */
function followPastType(
  follow: Follow,
  call: TSESTree.CallExpression,
  fns: readonly FunctionNode[],
  index: number,
  depth: number,
  own: boolean,
): boolean {
  const inner: Follow = { ...follow, view: emptyView() };
  for (const fn of fns) {
    const parameter = fn.params[index];
    if (
      parameter === undefined ||
      parameter.type === AST_NODE_TYPES.RestElement ||
      parameter.type === AST_NODE_TYPES.TSParameterProperty
    )
      return false;
    followParameter(inner, fn, parameter, depth, own, false);
    if (inner.view.opaque) return false;
  }
  if (!calledFromSeveralPlaces(follow, call.callee)) mergeView(follow.view, inner.view);
  else for (const name of [...inner.view.reads.keys(), ...inner.view.sharedReads]) follow.view.sharedReads.add(name);
  return true;
}

/**
 * `ensureBrowser(args)`, `screenshotTool.execute(args)`: a function of another module of the program
 * is read in its own syntax. What it reads is read (by this tool when the call is the tool's own
 * code, by every tool when it is shared); a callee that cannot be resolved hides the reads.
 */
function followIntoModule(
  follow: Follow,
  services: ParserServicesWithTypeInformation,
  call: TSESTree.CallExpression,
  index: number,
  own: boolean,
): void {
  const target = moduleCallee(services, call);
  if (target === undefined) return opaque(follow);
  const reads = moduleReads(services.program, target, index);
  addModuleReads(follow, call, index, own, reads);
  if (!reads.complete) opaque(follow);
}

/** The function of another module of the program a call runs, as the program read it; undefined when unsure. */
function moduleCallee(
  services: ParserServicesWithTypeInformation,
  call: TSESTree.CallExpression,
): ts.SignatureDeclaration | undefined {
  const tsCall = services.esTreeNodeToTSNodeMap.get(call) as ts.CallExpression | undefined;
  const target = tsCall === undefined ? undefined : calleeFunction(services.program, tsCall.expression);
  if (target === undefined || target.getSourceFile() === tsCall!.getSourceFile()) return undefined;
  // A module changed on disk since the program read it may read other things now.
  return isTrustedElsewhere(services.program, target.getSourceFile(), tsCall!.getSourceFile().fileName)
    ? target
    : undefined;
}

/** What a function of another module reads: this tool's when the call is the tool's own code, every tool's when shared. */
function addModuleReads(
  follow: Follow,
  call: TSESTree.CallExpression,
  index: number,
  own: boolean,
  reads: ModuleReads,
): void {
  const argument = call.arguments[index]!;
  for (const name of reads.names) {
    if (!own) {
      read(follow, name, argument, false);
      continue;
    }
    follow.view.elsewhere.add(name);
    // A handler's own code has no range of its own; a dispatch branch's call is judged in the module it reaches.
    if (follow.ownRange === undefined)
      addElsewhereRead(follow.view, name, { node: argument, functions: reads.functions });
  }
  // Its validators speak for the tool only when the call is the tool's own code.
  const node = call.arguments[index]!;
  for (const validator of own ? reads.validators : []) {
    if (follow.view.validators.some((known) => known.node === node && known.name === validator.name)) continue;
    const { name, keys, open, optional, filled } = validator;
    follow.view.validators.push({
      node,
      name,
      keys: new Map(keys.map((key) => [key, node])),
      open,
      optional: new Set(optional),
      absent: new Set(optional.filter((key) => !filled.includes(key))),
    });
  }
}

/** A function whose result is a boolean (a check) or a type predicate; syntax first, then the checker. */
function returnsBoolean(fn: TSESTree.FunctionLike, services: ParserServicesWithTypeInformation | undefined): boolean {
  const written = fn.returnType?.typeAnnotation;
  if (written !== undefined)
    return written.type === AST_NODE_TYPES.TSBooleanKeyword || written.type === AST_NODE_TYPES.TSTypePredicate;
  // An async function returns a promise, a generator an iterator: no check, and no need to make the
  // checker infer a return type from a long body.
  if (services === undefined || fn.async || fn.generator) return false;
  const checker = services.program.getTypeChecker();
  const tsFn = services.esTreeNodeToTSNodeMap.get(fn) as ts.SignatureDeclaration | undefined;
  if (tsFn === undefined || returnsNonBoolean(tsFn)) return false;
  const signature = checker.getSignatureFromDeclaration(tsFn);
  return (
    signature !== undefined &&
    (checker.getReturnTypeOfSignature(signature).flags & compiler.TypeFlags.BooleanLike) !== 0
  );
}

/** Follows into a shared helper: what it reads counts as read (not dropped), but by no tool in particular. */
function followShared(
  follow: Follow,
  fn: TSESTree.FunctionLike,
  parameter: TSESTree.Parameter,
  depth: number,
  own: boolean,
): void {
  const inner: Follow = { ...follow, view: emptyView(), seen: follow.seen };
  followParameter(inner, fn, parameter, depth, own);
  for (const name of [...inner.view.reads.keys(), ...inner.view.sharedReads]) follow.view.sharedReads.add(name);
  if (inner.view.opaque) opaque(follow);
}

/** Whether the function a callee names is called (or passed on) from more than one place. */
function calledFromSeveralPlaces(follow: Follow, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = resolveVariable(follow.sourceCode, callee);
  if (variable === undefined) return false;
  return variable.references.filter((reference) => reference.init !== true && reference.isRead()).length > 1;
}

/**
 * `Schema.safeParse(args)`: its `data` is the arguments, validated; `success` and `error` say
 * nothing of them. Followed through `.data` on the call or on a const holding it, and through
 * `const { data } = …`; any other use hides the reads.
 */
function followSafeParseResult(follow: Follow, call: TSESTree.CallExpression, depth: number, own: boolean): void {
  const result = climbWrappers(follow, call, own);
  const parent = result.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === result)
    return followResultMember(follow, parent, depth, own);
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.init !== result) return opaque(follow);
  if (parent.id.type === AST_NODE_TYPES.ObjectPattern) {
    for (const property of parent.id.properties) {
      const key = property.type === AST_NODE_TYPES.Property ? propertyKeyName(property) : undefined;
      if (key === undefined) return opaque(follow);
      if (key !== "data") continue;
      const value = (property as TSESTree.Property).value;
      if (value.type !== AST_NODE_TYPES.Identifier) return opaque(follow);
      bind(follow, value, parent, depth, own);
    }
    return;
  }
  if (parent.id.type !== AST_NODE_TYPES.Identifier) return opaque(follow);
  const name = parent.id.name;
  const variable = follow.sourceCode.getDeclaredVariables(parent).find((v) => v.name === name);
  if (variable === undefined) return opaque(follow);
  for (const reference of variable.references) {
    if (reference.init === true) continue;
    const use = reference.identifier.parent;
    if (use?.type !== AST_NODE_TYPES.MemberExpression || use.object !== reference.identifier) return opaque(follow);
    followResultMember(follow, use, depth, own);
  }
}

/** `result.data` is the arguments; `result.success`, `result.error` are not; anything else hides them. */
function followResultMember(follow: Follow, member: TSESTree.MemberExpression, depth: number, own: boolean): void {
  const key = memberKey(member);
  if (key === "data") return followExpression(follow, member, depth + 1, own);
  if (key !== "success" && key !== "error") opaque(follow);
}

/** The validator methods whose result is the validated value itself (`safeParse` wraps it). */
const RETURNS_ARGUMENTS = new Set(["parse", "parseAsync"]);

function isValidatorCall(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    VALIDATOR_METHODS.has(callee.property.name) &&
    !(callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "JSON")
  );
}

/**
 * `console.log(JSON.stringify(args))`, `` console.log(`got ${JSON.stringify(args)}`) ``: the text
 * made of the arguments is only logged, so none of them is used.
 */
function isLoggedText(call: TSESTree.CallExpression, index: number): boolean {
  if (index !== 0 || !isJsonCall(call, "stringify")) return false;
  let text: TSESTree.Node = call;
  if (text.parent?.type === AST_NODE_TYPES.TemplateLiteral) text = text.parent;
  const use = text.parent;
  return (
    use?.type === AST_NODE_TYPES.CallExpression &&
    use.arguments.includes(text as TSESTree.CallExpressionArgument) &&
    isConsoleCall(use)
  );
}

function isConsoleCall(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === "console"
  );
}
