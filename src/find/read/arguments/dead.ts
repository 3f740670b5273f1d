// Reads whose value goes nowhere: `const showCurrent = input.showCurrent !== false;` and then
// nothing uses `showCurrent`, or `const { detailed } = input` with `detailed` never used. The
// property is read, but the model's value cannot change what the tool does, so it is dropped all
// the same. Sound only as far as the syntax proves it: the value reaches the variable through
// operators that call nothing, throw nothing and decide nothing else (no call, `new`, member access,
// assignment, tagged template or `await` on the way; no short-circuit that would skip or run other
// code), and the variable, declared once, is never read nor assigned again. A value handed to a
// function of this file whose parameter nothing uses is dropped there (`handleGeo(address, city)`
// with `city` unused in `handleGeo`): the parameter is then where the value lands, and so is each
// of several such parameters when the value is only ever handed to them.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { resolveVariable } from "../../syntax/follow-const.js";
import { propertyKeyName } from "../../syntax/object.js";
import { memberKey } from "../../../util/syntax.js";
import { type FunctionNode, localFunction } from "../../syntax/functions.js";
import { weakCache } from "../../../util/weak-cache.js";
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import { optionalTypeServices } from "../../context.js";
import { calleeFunction } from "../../link/dispatch/incoming.js";
import { identifiersNamed, refersTo } from "../../syntax/ts-syntax.js";

/**
 * Binary operators that, with a JSON value (what the model sends) on one side, never throw and call
 * nothing the value could decide. `in` and `instanceof` throw on the wrong operand; `==` calls an
 * object's `valueOf` only for some types of the other side, so it counts only against a literal.
 */
const PURE_BINARY = new Set([
  "===",
  "!==",
  "<",
  "<=",
  ">",
  ">=",
  "+",
  "-",
  "*",
  "/",
  "%",
  "**",
  "&",
  "|",
  "^",
  "<<",
  ">>",
  ">>>",
]);

/** Unary operators that call nothing on a JSON value (`delete` writes; `-`/`+`/`~` convert a number or string). */
const PURE_UNARY = new Set(["!", "typeof", "void", "-", "+", "~"]);

/** Wrappers that only give a type or mark a non-null: the value is the same. */
function isTypeWrapper(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.TSAsExpression ||
    node.type === AST_NODE_TYPES.TSSatisfiesExpression ||
    node.type === AST_NODE_TYPES.TSNonNullExpression ||
    node.type === AST_NODE_TYPES.TSTypeAssertion ||
    node.type === AST_NODE_TYPES.ChainExpression
  );
}

/**
 * Whether evaluating `node` (code's own values, not the model's) can run nothing: literals, names,
 * functions made but not called, `===` and the like over such. Used for what a read decides whether
 * to evaluate (the right of `args.x && …`, the branches of `args.x ? … : …`, a destructuring default).
 * No member access (a getter), no template with expressions (a `toString`), no call.
 */
export function runsNothing(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
      return true;
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions.length === 0;
    case AST_NODE_TYPES.UnaryExpression:
      return (
        (node.operator === "!" || node.operator === "typeof" || node.operator === "void") && runsNothing(node.argument)
      );
    case AST_NODE_TYPES.BinaryExpression:
      return (node.operator === "===" || node.operator === "!==") && runsNothing(node.left) && runsNothing(node.right);
    case AST_NODE_TYPES.LogicalExpression:
      return runsNothing(node.left) && runsNothing(node.right);
    case AST_NODE_TYPES.ConditionalExpression:
      return runsNothing(node.test) && runsNothing(node.consequent) && runsNothing(node.alternate);
    case AST_NODE_TYPES.ArrayExpression:
      return node.elements.every(
        (element) => element === null || (element.type !== AST_NODE_TYPES.SpreadElement && runsNothing(element)),
      );
    case AST_NODE_TYPES.ObjectExpression:
      return node.properties.every(
        (property) =>
          property.type === AST_NODE_TYPES.Property &&
          !property.computed &&
          property.kind === "init" &&
          runsNothing(property.value),
      );
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
    case AST_NODE_TYPES.ChainExpression:
      return runsNothing(node.expression);
    default:
      return false;
  }
}

/**
 * One step up from `node` (holding a value computed from the read) when the parent's value is all
 * the read's value flows into and evaluating the parent runs nothing the read could decide:
 * the parent, or undefined when the value escapes (a call, a member access, an assignment…).
 */
function pureParent(node: TSESTree.Node, source?: TSESTree.Node): TSESTree.Node | undefined {
  const parent = node.parent;
  if (parent === undefined) return undefined;
  if (isTypeWrapper(parent)) return parent;
  switch (parent.type) {
    case AST_NODE_TYPES.BinaryExpression: {
      if (PURE_BINARY.has(parent.operator)) return parent;
      const other = parent.left === node ? parent.right : parent.left;
      return (parent.operator === "==" || parent.operator === "!=") && other.type === AST_NODE_TYPES.Literal
        ? parent
        : undefined;
    }
    case AST_NODE_TYPES.UnaryExpression:
      return PURE_UNARY.has(parent.operator) ? parent : undefined;
    case AST_NODE_TYPES.LogicalExpression:
      // `args.x && run()`: the read decides whether `run()` runs.
      return parent.right === node || runsNothing(parent.right) ? parent : undefined;
    case AST_NODE_TYPES.ConditionalExpression: {
      if (parent.test !== node) return parent;
      // `typeof args.context === "number" ? args.context : 0`: a branch that reads the same object
      // as the test (the model's arguments, plain data) runs nothing either.
      const plain = (branch: TSESTree.Node) => runsNothing(branch) || sameMemberRead(branch, source);
      return plain(parent.consequent) && plain(parent.alternate) ? parent : undefined;
    }
    case AST_NODE_TYPES.TemplateLiteral:
      return parent.parent.type === AST_NODE_TYPES.TaggedTemplateExpression ? undefined : parent;
    case AST_NODE_TYPES.ArrayExpression:
      return parent;
    case AST_NODE_TYPES.Property:
      return parent.value === node && parent.kind === "init" && parent.parent.type === AST_NODE_TYPES.ObjectExpression
        ? parent.parent
        : undefined;
    default:
      return undefined;
  }
}

/** `args.context` or `args["context"]` again: a member read of the same name and key as `source`. */
function sameMemberRead(node: TSESTree.Node, source: TSESTree.Node | undefined): boolean {
  if (source?.type !== AST_NODE_TYPES.MemberExpression || node.type !== AST_NODE_TYPES.MemberExpression) return false;
  const key = memberKey(node);
  return (
    source.object.type === AST_NODE_TYPES.Identifier &&
    node.object.type === AST_NODE_TYPES.Identifier &&
    node.object.name === source.object.name &&
    key !== undefined &&
    key === memberKey(source)
  );
}

const mayEvaluateByFile = weakCache<TSESTree.Program, boolean>();

/** Whether the file may read a local by a name the scope manager does not see (`eval`, `with`). */
function mayReadByText(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  return mayEvaluateByFile(sourceCode.ast, () => /\b(?:eval|with)\s*\(/.test(sourceCode.text));
}

/**
 * A reference that uses the variable's value: not its initialization, nor `void x` (written to say
 * the value is dropped on purpose: "available but not used").
 */
function usesValue(reference: TSESLint.Scope.Reference): boolean {
  const parent = reference.identifier.parent;
  const discarded =
    parent?.type === AST_NODE_TYPES.UnaryExpression &&
    parent.operator === "void" &&
    parent.argument === reference.identifier;
  return reference.init !== true && !discarded;
}

/**
 * Whether a local variable holds a value no code ever looks at: declared once, in a function or a
 * block (a module's or script's variable may be exported or read by another script), and referenced
 * only by its own initialization (or by `void x`). A parameter's function has a body (a declaration has none to read it).
 */
function isNeverUsed(sourceCode: Readonly<TSESLint.SourceCode>, variable: TSESLint.Scope.Variable): boolean {
  if (variable.defs.length !== 1 || variable.scope.type === "global" || variable.scope.type === "module") return false;
  const def = variable.defs[0]!;
  if (def.type === "Parameter") {
    if (!("body" in def.node) || def.node.body == null) return false;
  } else if (def.type !== "Variable") return false;
  if (variable.references.some(usesValue)) return false;
  return !mayReadByText(sourceCode);
}

/**
 * Where a read's value (`args.showCurrent`, the member read) lands and nothing then uses it, when
 * every step between them only computes with it: a variable (`const showCurrent = args.showCurrent
 * !== false`), or a parameter of a function of this file it is handed to. Undefined whenever the
 * value may go anywhere else. Said as messages name it: "`showCurrent`".
 */
export function unusedVariableOfValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  value: TSESTree.Node,
): string | undefined {
  let node = value;
  let held: TSESTree.Property | undefined;
  for (let parent = pureParent(node, value); parent !== undefined; parent = pureParent(node, value)) {
    held = node.parent?.type === AST_NODE_TYPES.Property ? node.parent : undefined;
    node = parent;
  }
  const declarator = node.parent;
  if (declarator?.type === AST_NODE_TYPES.CallExpression)
    return held === undefined
      ? unusedParameterOf(sourceCode, declarator, node, 0)
      : unusedOptionOf(sourceCode, declarator, held);
  if (
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.init !== node ||
    declarator.id.type !== AST_NODE_TYPES.Identifier
  )
    return undefined;
  const name = declarator.id.name;
  const variable = sourceCode.getDeclaredVariables(declarator).find((candidate) => candidate.name === name);
  return variable === undefined ? undefined : droppedIn(sourceCode, variable, 0);
}

/** How deep a value is followed from parameter to parameter before we stop looking. */
const HANDED_ON_DEPTH = 3;

/**
 * Where a variable's value lands unused: the variable itself when nothing reads it, or — when its
 * one use hands it to a function of this file — that function's parameter, if nothing uses that.
 */
function droppedIn(
  sourceCode: Readonly<TSESLint.SourceCode>,
  variable: TSESLint.Scope.Variable,
  depth: number,
): string | undefined {
  if (isNeverUsed(sourceCode, variable)) return `\`${variable.name}\``;
  const uses = variable.references.filter(usesValue);
  if (uses.length === 0 || depth >= HANDED_ON_DEPTH || !isLocal(variable) || mayReadByText(sourceCode))
    return undefined;
  // Handed on in each branch (`kind === "task" ? makeTask(…, data) : makeFlow(…, data)`): dropped
  // when every function it is handed to drops it.
  let first: string | undefined;
  for (const { identifier } of uses) {
    const call = identifier.parent;
    const dropped =
      call?.type === AST_NODE_TYPES.CallExpression
        ? unusedParameterOf(sourceCode, call, identifier, depth + 1)
        : call?.type === AST_NODE_TYPES.Property && call.value === identifier
          ? optionHandedOn(sourceCode, call)
          : undefined;
    if (dropped === undefined) return undefined;
    first ??= dropped;
  }
  return first;
}

/** A variable of a function or a block: no other module or script can read it. */
function isLocal(variable: TSESLint.Scope.Variable): boolean {
  return variable.defs.length === 1 && variable.scope.type !== "global" && variable.scope.type !== "module";
}

/**
 * `f(…, value, …)` with `f` a function of this file whose parameter at that place nothing uses (and
 * whose body never reads `arguments`): "the parameter `p` of f".
 */
function unusedParameterOf(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  argument: TSESTree.Node,
  depth: number,
): string | undefined {
  const index = call.arguments.indexOf(argument as TSESTree.CallExpressionArgument);
  if (index < 0 || call.arguments.slice(0, index).some(isSpread)) return undefined;
  const fn = localFunction(sourceCode, call.callee);
  if (fn === undefined) return unusedParameterElsewhere(sourceCode, call, index);
  if (usesArgumentsObject(sourceCode, fn)) return undefined;
  const parameter = fn.params[index];
  if (parameter === undefined || parameter.type === AST_NODE_TYPES.RestElement) return undefined;
  if (parameter.type === AST_NODE_TYPES.AssignmentPattern && !runsNothing(parameter.right)) return undefined;
  const id = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  if (id.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === id.name);
  const dropped = variable === undefined ? undefined : droppedIn(sourceCode, variable, depth);
  return dropped === `\`${id.name}\`` ? `the parameter \`${id.name}\` of ${functionLabel(fn)}` : dropped;
}

/**
 * unusedParameterOf for a function of another module of the program (`engine.summarise(id, focus)`
 * with `engine` an instance of a class imported from there): its parameter at `index`, a plain name
 * with no default, that nothing in its body names. Only with type information; never followed on.
 */
function unusedParameterElsewhere(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  index: number,
): string | undefined {
  const services = optionalTypeServices(sourceCode);
  const tsCall = services?.esTreeNodeToTSNodeMap.get(call) as TS.CallExpression | undefined;
  if (services === undefined || tsCall === undefined) return undefined;
  const fn = calleeFunction(services.program, tsCall.expression);
  const parameter = fn?.parameters[index];
  if (fn === undefined || parameter === undefined || !("body" in fn) || fn.body === undefined) return undefined;
  if (fn.getSourceFile() === tsCall.getSourceFile()) return undefined; // this file's own: read above
  if (parameter.dotDotDotToken !== undefined || parameter.initializer !== undefined || !ts.isIdentifier(parameter.name))
    return undefined;
  const body = fn.body as TS.Node;
  if (!ts.isArrowFunction(fn) && identifiersNamed(body, "arguments").length > 0) return undefined;
  const checker = services.program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(parameter.name);
  if (symbol === undefined) return undefined;
  const used = identifiersNamed(body, parameter.name.text).some((identifier) => refersTo(checker, identifier, symbol));
  const name = fn.name !== undefined && ts.isIdentifier(fn.name) ? fn.name.text : "a function";
  return used ? undefined : `the parameter \`${parameter.name.text}\` of ${name}`;
}

/** `f(…, { …, key: value }, …)`: the property of an object literal handed straight to a call, checked by unusedOptionOf. */
function optionHandedOn(sourceCode: Readonly<TSESLint.SourceCode>, property: TSESTree.Property): string | undefined {
  const call = property.parent.parent;
  return call?.type === AST_NODE_TYPES.CallExpression ? unusedOptionOf(sourceCode, call, property) : undefined;
}

/**
 * `searchContent(path, { ignoreCase, contextLines })` with `searchContent` a function of this file
 * whose parameter there is only ever read by static keys, none of them this property's (or is a
 * pattern without it and without a rest): "the option `contextLines` of searchContent". The object
 * must be the argument itself, written without spreads, with the key once.
 */
function unusedOptionOf(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  property: TSESTree.Property,
): string | undefined {
  const object = property.parent;
  const key = property.computed ? undefined : propertyKeyName(property);
  if (key === undefined || object.type !== AST_NODE_TYPES.ObjectExpression || property.kind !== "init")
    return undefined;
  if (
    object.properties.some(
      (other) =>
        other.type !== AST_NODE_TYPES.Property ||
        (other !== property && !other.computed && propertyKeyName(other) === key),
    )
  )
    return undefined;
  const index = call.arguments.indexOf(object);
  if (index < 0 || call.arguments.slice(0, index).some(isSpread)) return undefined;
  const fn = localFunction(sourceCode, call.callee);
  if (fn === undefined || usesArgumentsObject(sourceCode, fn) || mayReadByText(sourceCode)) return undefined;
  const parameter = fn.params[index];
  const label = `the option \`${key}\` of ${functionLabel(fn)}`;
  if (parameter?.type === AST_NODE_TYPES.ObjectPattern) {
    const keys = parameter.properties.map((element) =>
      element.type === AST_NODE_TYPES.Property && !element.computed ? propertyKeyName(element) : undefined,
    );
    return keys.every((name) => name !== undefined && name !== key) ? label : undefined;
  }
  if (parameter?.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === parameter.name);
  if (variable === undefined) return undefined;
  const readsOnlyOtherKeys = variable.references.every(({ identifier }) => {
    const member = identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== identifier) return false;
    const name = memberKey(member);
    return name !== undefined && name !== key;
  });
  return readsOnlyOtherKeys ? label : undefined;
}

function isSpread(node: TSESTree.Node): boolean {
  return node.type === AST_NODE_TYPES.SpreadElement;
}

function usesArgumentsObject(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): boolean {
  return fn.type !== AST_NODE_TYPES.ArrowFunctionExpression && /\barguments\b/.test(sourceCode.getText(fn.body));
}

/** `handleGeo`, `this.send`'s `send`, or "a function" when it has no name. */
function functionLabel(fn: FunctionNode): string {
  if (fn.id != null) return fn.id.name;
  const holder = fn.parent;
  if (holder?.type === AST_NODE_TYPES.VariableDeclarator && holder.id.type === AST_NODE_TYPES.Identifier)
    return holder.id.name;
  if (holder?.type === AST_NODE_TYPES.MethodDefinition && holder.key.type === AST_NODE_TYPES.Identifier)
    return holder.key.name;
  return "a function";
}

/**
 * Where a destructured property's value lands unused (unusedVariableOfValue): the variable it is
 * bound to, `const { detailed } = args` or a parameter `({ detailed }) => …`, with no default or
 * one that runs nothing, or a parameter of a function of this file it is handed to.
 */
export function unusedBinding(sourceCode: Readonly<TSESLint.SourceCode>, target: TSESTree.Node): string | undefined {
  if (target.type === AST_NODE_TYPES.AssignmentPattern && !runsNothing(target.right)) return undefined;
  const id = target.type === AST_NODE_TYPES.AssignmentPattern ? target.left : target;
  if (id.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, id);
  // An assignment pattern (`({ a } = args)`) binds a variable declared elsewhere.
  if (variable === undefined || !variable.identifiers.includes(id)) return undefined;
  return droppedIn(sourceCode, variable, 0);
}
