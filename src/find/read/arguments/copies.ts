// Copies of the arguments: `{ ...args }`, `Object.assign({}, args)`, and a local helper that hands
// back a filtered copy of what it is given (`removeEmpty(args)`). A copy holds the model's values
// under the model's keys, so what the code reads of it is read of the arguments; only the keys the
// code itself puts there (`{ ...args, origin }`) are not the model's. Pure syntax: anything that could
// add a key we cannot name (another spread, a computed key, a helper that writes its own keys) is no copy.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { resolveVariable } from "../../syntax/follow-const.js";
import { localFunction, returnedValues, type FunctionNode } from "../../syntax/functions.js";
import { propertyKeyName } from "../../syntax/object.js";
import { encloses } from "../../../util/syntax.js";

/** An expression that evaluates to a copy of the arguments, and the keys the code itself gives it. */
export interface Copy {
  node: TSESTree.Node;
  added: Set<string>;
  /** For a helper's copy, the parameter it takes the arguments in (its written type may speak for them). */
  parameter?: TSESTree.Identifier;
}

/** The keys of an object literal made only of static keys; undefined when a spread or computed key hides one. */
function literalKeys(object: TSESTree.ObjectExpression, except?: TSESTree.Node): Set<string> | undefined {
  const keys = new Set<string>();
  for (const property of object.properties) {
    if (property === except) continue;
    if (property.type !== AST_NODE_TYPES.Property) return undefined;
    const name = propertyKeyName(property);
    if (name === undefined) return undefined;
    keys.add(name);
  }
  return keys;
}

function isStaticCall(call: TSESTree.CallExpression, object: string, method: string): boolean {
  const callee = call.callee;
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === object &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    callee.property.name === method
  );
}

/**
 * The copy that `node` (an expression evaluating to the arguments) is spread or assigned into:
 * `{ ...args, origin }`, `Object.assign({}, args, { origin })`, `removeEmpty(args)`.
 */
export function copyOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): Copy | undefined {
  const parent = node.parent;
  if (
    parent?.type === AST_NODE_TYPES.SpreadElement &&
    parent.argument === node &&
    parent.parent.type === AST_NODE_TYPES.ObjectExpression
  ) {
    const added = literalKeys(parent.parent, parent);
    return added === undefined ? undefined : { node: parent.parent, added };
  }
  if (parent?.type !== AST_NODE_TYPES.CallExpression || parent.callee === node) return undefined;
  const index = parent.arguments.indexOf(node as TSESTree.CallExpressionArgument);
  if (index < 0) return undefined;
  if (isStaticCall(parent, "Object", "assign")) return assignedCopy(parent, index);
  const fn = localFunction(sourceCode, parent.callee);
  if (fn !== undefined && returnsFilteredCopy(sourceCode, fn, index))
    return { node: parent, added: new Set(), parameter: fn.params[index] as TSESTree.Identifier };
  return undefined;
}

/** `Object.assign({}, args, { origin })`: a fresh literal first, every other source a literal of static keys. */
function assignedCopy(call: TSESTree.CallExpression, index: number): Copy | undefined {
  if (index === 0) return undefined; // the arguments themselves are written into
  const added = new Set<string>();
  for (const [i, argument] of call.arguments.entries()) {
    if (i === index) continue;
    if (argument.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    const keys = literalKeys(argument);
    if (keys === undefined) return undefined;
    for (const key of keys) added.add(key);
  }
  return { node: call, added };
}

/** The variable a function parameter declares, when it is a plain name. */
function parameterVariable(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: FunctionNode,
  index: number,
): TSESLint.Scope.Variable | undefined {
  const parameter = fn.params[index];
  if (parameter?.type !== AST_NODE_TYPES.Identifier) return undefined;
  return sourceCode.getDeclaredVariables(fn).find((variable) => variable.name === parameter.name);
}

/** The references of a variable other than its declaration. */
function uses(variable: TSESLint.Scope.Variable): TSESLint.Scope.Reference[] {
  return variable.references.filter((reference) => reference.init !== true);
}

/** `Object.entries(x)` where `x` is exactly `identifier`. */
function isEntriesOf(node: TSESTree.Node | undefined, identifier: TSESTree.Node): boolean {
  return (
    node?.type === AST_NODE_TYPES.CallExpression &&
    isStaticCall(node, "Object", "entries") &&
    node.arguments.length === 1 &&
    node.arguments[0] === identifier
  );
}

/**
 * Whether a function of this file returns an object holding only keys of its parameter `index`,
 * never one it makes up. Two shapes, the parameter used nowhere else:
 *   `const out = {}; for (const [k, v] of Object.entries(obj)) { … out[k] = v; } return out;`
 *   `return Object.fromEntries(Object.entries(obj).filter(…))`
 */
export function returnsFilteredCopy(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: FunctionNode,
  index: number,
): boolean {
  if (fn.async || fn.generator) return false;
  const parameter = parameterVariable(sourceCode, fn, index);
  const references = parameter === undefined ? [] : uses(parameter);
  if (references.length !== 1) return false;
  const entries = references[0]!.identifier.parent;
  if (!isEntriesOf(entries, references[0]!.identifier)) return false;
  const returned = singleReturn(fn);
  if (returned === undefined) return false;
  return fromFilteredEntries(returned, entries!) || builtFromEntries(sourceCode, fn, returned, entries!);
}

/** The one value the function returns: its expression body, or the last statement's `return`, with no other `return`. */
function singleReturn(fn: FunctionNode): TSESTree.Expression | undefined {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return fn.body;
  const last = fn.body.body.at(-1);
  if (last?.type !== AST_NODE_TYPES.ReturnStatement || last.argument === null) return undefined;
  return returnedValues(fn).length === 1 ? last.argument : undefined;
}

/** `Object.fromEntries(Object.entries(obj).filter(…).filter(…))`: a filter keeps entries as they are. */
function fromFilteredEntries(returned: TSESTree.Expression, entries: TSESTree.Node): boolean {
  if (
    returned.type !== AST_NODE_TYPES.CallExpression ||
    !isStaticCall(returned, "Object", "fromEntries") ||
    returned.arguments.length !== 1
  )
    return false;
  let node: TSESTree.Node = returned.arguments[0]!;
  while (node !== entries) {
    if (
      node.type !== AST_NODE_TYPES.CallExpression ||
      node.callee.type !== AST_NODE_TYPES.MemberExpression ||
      node.callee.computed
    )
      return false;
    if (node.callee.property.type !== AST_NODE_TYPES.Identifier || node.callee.property.name !== "filter") return false;
    node = node.callee.object;
  }
  return true;
}

/**
 * `const out = {}; for (const [k, v] of Object.entries(obj)) { … out[k] = v; } return out;`: `out`
 * starts empty, is written only under the entry's own key, and is what is returned.
 */
function builtFromEntries(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: FunctionNode,
  returned: TSESTree.Expression,
  entries: TSESTree.Node,
): boolean {
  const loop = entries.parent;
  if (loop?.type !== AST_NODE_TYPES.ForOfStatement || loop.right !== entries || loop.await) return false;
  const declaration = loop.left;
  if (declaration.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== "const") return false;
  const pattern = declaration.declarations[0]?.id;
  const keyId = pattern?.type === AST_NODE_TYPES.ArrayPattern ? pattern.elements[0] : undefined;
  if (keyId?.type !== AST_NODE_TYPES.Identifier) return false;
  const key = sourceCode.getDeclaredVariables(declaration).find((variable) => variable.name === keyId.name);
  if (key === undefined || returned.type !== AST_NODE_TYPES.Identifier) return false;
  const out = resolveVariable(sourceCode, returned);
  if (out === undefined || out.defs.length !== 1) return false;
  const def = out.defs[0]!;
  if (
    def.type !== "Variable" ||
    def.parent.kind !== "const" ||
    def.node.init?.type !== AST_NODE_TYPES.ObjectExpression ||
    def.node.init.properties.length > 0
  )
    return false;
  if (!encloses(fn.body, def.node)) return false;
  return uses(out).every(
    (reference) => reference.identifier === returned || writesUnderKey(sourceCode, reference.identifier, key, loop),
  );
}

/** `out[k] = …` inside the loop, `k` being the loop's own key (not a name that shadows it). */
function writesUnderKey(
  sourceCode: Readonly<TSESLint.SourceCode>,
  identifier: TSESTree.Node,
  key: TSESLint.Scope.Variable,
  loop: TSESTree.ForOfStatement,
): boolean {
  const member = identifier.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== identifier || !member.computed)
    return false;
  if (member.property.type !== AST_NODE_TYPES.Identifier || resolveVariable(sourceCode, member.property) !== key)
    return false;
  const assignment = member.parent;
  return (
    assignment.type === AST_NODE_TYPES.AssignmentExpression &&
    assignment.left === member &&
    assignment.operator === "=" &&
    encloses(loop.body, member)
  );
}
