// Recognising what can be an implementation: function expressions, and identifiers bound to a
// function (declared, `const f = () => …`) or imported in this file.
import { unwrap } from "../../util/syntax.js";
import { weakCache } from "../../util/weak-cache.js";
import { isNode } from "./file-scan.js";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { constInitializer, resolveVariable, writesMember } from "./follow-const.js";
import { findProperty, propertyValue } from "./object.js";
import type { ImplementationLink, LinkKind } from "../types.js";

export type FunctionNode =
  TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression;

export function isFunctionNode(node: TSESTree.Node): node is FunctionNode {
  return (
    node.type === AST_NODE_TYPES.FunctionDeclaration ||
    node.type === AST_NODE_TYPES.FunctionExpression ||
    node.type === AST_NODE_TYPES.ArrowFunctionExpression
  );
}

/** What a variable is, as far as linking cares. */
/**
 * The values a function returns: its expression body, or the argument of every `return` outside
 * nested functions (`undefined` for a bare `return`).
 */
export function returnedValues(fn: FunctionNode): (TSESTree.Expression | undefined)[] {
  if (fn.body === null || fn.body === undefined) return [];
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const values: (TSESTree.Expression | undefined)[] = [];
  const visit = (node: TSESTree.Node): void => {
    if (isFunctionNode(node)) return;
    if (node.type === AST_NODE_TYPES.ReturnStatement) values.push(node.argument ?? undefined);
    for (const [key, value] of Object.entries(node)) {
      if (key === "parent") continue;
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  for (const statement of fn.body.body) visit(statement);
  return values;
}

export type BindingKind = "function" | "import" | "other";

/** The function a variable is bound to in this file, when it is declared here. */
export function functionOfVariable(variable: TSESLint.Scope.Variable): FunctionNode | undefined {
  if (variable.defs.length !== 1) return undefined;
  const def = variable.defs[0]!;
  if (def.type === "FunctionName" && def.node.type === AST_NODE_TYPES.FunctionDeclaration) return def.node;
  const init = constInitializer(variable);
  if (init === undefined) return undefined;
  const value = unwrap(init);
  return isFunctionNode(value) ? value : undefined;
}

/**
 * The function a callee of this file always runs: a name bound once to a function written here
 * (`function f`, `const f = () => …`). Undefined for any other callee, and for a function
 * declaration that is reassigned somewhere (`f = …`): a call of `f` may run the other function.
 */
export function localFunction(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.Node,
): FunctionNode | undefined {
  if (callee.type === AST_NODE_TYPES.MemberExpression)
    return ownMethod(callee) ?? namedMemberFunction(sourceCode, callee);
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, callee);
  if (variable === undefined || !neverAssigned(variable)) return undefined;
  return functionOfVariable(variable);
}

/**
 * `this.send` called in a method of a class: the class's own method of that name, when the class
 * writes one, private (`#send`, `private send`) or not (a subclass could replace a public one, but
 * the class as written is the evidence we have). `this` is the class's only through arrow functions.
 */
function ownMethod(callee: TSESTree.MemberExpression): FunctionNode | undefined {
  if (callee.object.type !== AST_NODE_TYPES.ThisExpression || callee.computed) return undefined;
  const key = callee.property;
  if (key.type !== AST_NODE_TYPES.Identifier && key.type !== AST_NODE_TYPES.PrivateIdentifier) return undefined;
  let node: TSESTree.Node | null | undefined = callee.parent; // the Program's parent is null
  for (;;) {
    while (node != null && !isFunctionNode(node)) node = node.parent;
    if (node?.type !== AST_NODE_TYPES.ArrowFunctionExpression) break;
    node = node.parent;
  }
  if (node == null) return undefined;
  const member = node.parent;
  if (member?.type !== AST_NODE_TYPES.MethodDefinition || member.parent.type !== AST_NODE_TYPES.ClassBody)
    return undefined;
  return classMethod(member.parent.parent, key, member.static);
}

/**
 * The one call of this file that runs `fn`, when nothing else in the file names it: for a function
 * bound to a name (`function f`, `const f = () => …`), its only reference; for a method or a class
 * field holding a function, the only member access of that name (`this.configure(…)`,
 * `manager.configure(…)`). Undefined when it is named twice, or named without being called.
 */
export function onlyCaller(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: FunctionNode,
): TSESTree.CallExpression | undefined {
  const named = nameOfFunction(sourceCode, fn);
  if (named === undefined) return undefined;
  const uses =
    typeof named === "string"
      ? membersNamed(sourceCode, named)
      : named.references.filter((reference) => reference.init !== true).map((reference) => reference.identifier);
  if (uses.length !== 1) return undefined;
  const call = uses[0]!.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.callee === uses[0] ? call : undefined;
}

/** What names `fn`: its variable, or a method's (or field's) key as a member access reads it (`#key` when private). */
function nameOfFunction(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: FunctionNode,
): TSESLint.Scope.Variable | string | undefined {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration)
    return fn.id === null ? undefined : resolveVariable(sourceCode, fn.id);
  const holder = fn.parent;
  if (holder?.type === AST_NODE_TYPES.VariableDeclarator && holder.id.type === AST_NODE_TYPES.Identifier)
    return resolveVariable(sourceCode, holder.id);
  if (holder?.type !== AST_NODE_TYPES.MethodDefinition && holder?.type !== AST_NODE_TYPES.PropertyDefinition)
    return undefined;
  if (holder.computed) return undefined;
  if (holder.key.type === AST_NODE_TYPES.PrivateIdentifier) return `#${holder.key.name}`;
  return holder.key.type === AST_NODE_TYPES.Identifier ? holder.key.name : undefined;
}

/** The name a member access reads: `x.name`, `x["name"]`, `this.#name` (as `#name`). */
function memberName(member: TSESTree.MemberExpression): string | undefined {
  const { property } = member;
  if (property.type === AST_NODE_TYPES.PrivateIdentifier) return `#${property.name}`;
  if (!member.computed) return property.type === AST_NODE_TYPES.Identifier ? property.name : undefined;
  return property.type === AST_NODE_TYPES.Literal && typeof property.value === "string" ? property.value : undefined;
}

/** Every member access of the file that names its property, by that name (`#name` for a private one). */
const memberIndex = weakCache<TSESTree.Program, Map<string, TSESTree.MemberExpression[]>>();

/** The member accesses of the file whose property is `name` (`x.name`, `x["name"]`, `this.#name`). */
function membersNamed(sourceCode: Readonly<TSESLint.SourceCode>, name: string): TSESTree.MemberExpression[] {
  const index = memberIndex(sourceCode.ast, () => {
    const byName = new Map<string, TSESTree.MemberExpression[]>();
    const stack: TSESTree.Node[] = [sourceCode.ast];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const key = node.type === AST_NODE_TYPES.MemberExpression ? memberName(node) : undefined;
      if (key !== undefined) {
        const named = byName.get(key);
        if (named === undefined) byName.set(key, [node as TSESTree.MemberExpression]);
        else named.push(node as TSESTree.MemberExpression);
      }
      for (const key of sourceCode.visitorKeys[node.type] ?? []) {
        const value: unknown = (node as unknown as Record<string, unknown>)[key];
        for (const child of Array.isArray(value) ? (value as unknown[]) : [value]) if (isNode(child)) stack.push(child);
      }
    }
    return byName;
  });
  return index.get(name) ?? [];
}

/**
 * `Helpers.search(…)` or `api.search(…)`: a static method of a class this file declares (`class
 * Helpers`, or a const bound to a class expression, as bundlers write it) under a name never
 * assigned again, or the function a const object literal of this file holds under that name
 * (`const api = { search(input) {…} }`, or `search: async (input) => …`), when no spread after it
 * may replace it and no code of the file assigns a member of the object.
 */
function namedMemberFunction(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.MemberExpression,
): FunctionNode | undefined {
  if (callee.object.type !== AST_NODE_TYPES.Identifier || callee.computed) return undefined;
  if (callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, callee.object);
  if (variable === undefined || variable.defs.length !== 1) return undefined;
  const name = callee.property.name;
  const declared = declaredValue(variable);
  if (isClassNode(declared)) return neverAssigned(variable) ? classMethod(declared, name, true) : undefined;
  // `const manager = new Manager(); manager.create(…)`: the method of the class of this file it was made with.
  if (declared?.type === AST_NODE_TYPES.NewExpression)
    return neverAssigned(variable) && !variable.references.some(mayReplaceMember)
      ? instanceMethod(sourceCode, declared, name)
      : undefined;
  const init = constInitializer(variable);
  const object = init === undefined ? undefined : unwrap(init);
  if (object?.type !== AST_NODE_TYPES.ObjectExpression || variable.references.some(mayReplaceMember)) return undefined;
  return objectFunction(object, name);
}

type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

const isClassNode = (node: TSESTree.Node | undefined): node is ClassNode =>
  node?.type === AST_NODE_TYPES.ClassDeclaration || node?.type === AST_NODE_TYPES.ClassExpression;

/** What a name bound once is declared as: its class, or the value it is initialised with (unwrapped). */
function declaredValue(variable: TSESLint.Scope.Variable): TSESTree.Node | undefined {
  if (variable.defs.length !== 1) return undefined;
  const def = variable.defs[0]!;
  if (def.type === "ClassName") return def.node;
  return def.type === "Variable" && def.node.init != null ? unwrap(def.node.init) : undefined;
}

/**
 * The method a class writes under `name` (static or not), or for an instance a field holding a
 * function (`create = async (input) => …`); a base class may hold one it does not write.
 */
function classMethod(
  declared: ClassNode,
  name: string | TSESTree.Identifier | TSESTree.PrivateIdentifier,
  isStatic: boolean,
): FunctionNode | undefined {
  const key = typeof name === "string" ? { type: AST_NODE_TYPES.Identifier, name } : name;
  for (const member of declared.body.body) {
    if (member.type !== AST_NODE_TYPES.MethodDefinition && member.type !== AST_NODE_TYPES.PropertyDefinition) continue;
    if (member.static !== isStatic || member.computed) continue;
    if (member.key.type !== key.type || (member.key as { name?: string }).name !== key.name) continue;
    if (member.type === AST_NODE_TYPES.MethodDefinition) {
      if (member.value.type === AST_NODE_TYPES.TSEmptyBodyFunctionExpression) continue; // an overload's signature
      return member.kind === "method" ? member.value : undefined;
    }
    const value = member.value === null ? undefined : unwrap(member.value);
    return value !== undefined && isFunctionNode(value) ? value : undefined;
  }
  return undefined;
}

/** The class of this file that `new X(…)` makes: `class X` or a const bound to a class expression. */
function constructedClass(
  sourceCode: Readonly<TSESLint.SourceCode>,
  made: TSESTree.NewExpression,
): ClassNode | undefined {
  if (made.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, made.callee);
  if (variable === undefined || !neverAssigned(variable)) return undefined;
  const declared = declaredValue(variable);
  return isClassNode(declared) ? declared : undefined;
}

/** The method `name` of what `new X(…)` makes, when X is a class of this file that writes it. */
function instanceMethod(
  sourceCode: Readonly<TSESLint.SourceCode>,
  made: TSESTree.NewExpression,
  name: string,
): FunctionNode | undefined {
  const declared = constructedClass(sourceCode, made);
  return declared === undefined ? undefined : classMethod(declared, name, false);
}

/** The function an object literal holds under `name` (a method or a function value), unless a later spread may replace it. */
function objectFunction(object: TSESTree.ObjectExpression, name: string): FunctionNode | undefined {
  const property = findProperty(object, name);
  // A getter's function is not what the call runs: the call runs what it returns.
  const value = property?.kind === "init" ? propertyValue(property) : undefined;
  const fn = value === undefined ? undefined : unwrap(value);
  return fn !== undefined && isFunctionNode(fn) ? fn : undefined;
}

/**
 * The functions a call through a computed member of a table of this file may run: every entry's
 * `transcribe` for `BACKENDS[provider].transcribe(…)` (an object literal's, or the method of the
 * class of this file an entry is made with: `openai: new OpenAiBackend()`), every entry for
 * `HANDLERS[name](…)`. The table is a const object literal with named keys that no code of the
 * file changes. Undefined when it is no such call, or one entry's function is not known.
 */
export function tableFunctions(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.Node,
): FunctionNode[] | undefined {
  let lookup = callee;
  let method: string | undefined;
  if (lookup.type === AST_NODE_TYPES.MemberExpression && !lookup.computed) {
    if (lookup.property.type !== AST_NODE_TYPES.Identifier) return undefined;
    method = lookup.property.name;
    lookup = unwrap(lookup.object);
  }
  if (lookup.type !== AST_NODE_TYPES.MemberExpression || !lookup.computed) return undefined;
  if (lookup.object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, lookup.object);
  const init = variable === undefined ? undefined : constInitializer(variable);
  const table = init === undefined ? undefined : unwrap(init);
  if (table?.type !== AST_NODE_TYPES.ObjectExpression || table.properties.length === 0) return undefined;
  if (variable!.references.some(mayReplaceMember)) return undefined;
  const found: FunctionNode[] = [];
  for (const entry of table.properties) {
    if (entry.type !== AST_NODE_TYPES.Property || entry.computed || entry.kind !== "init") return undefined;
    const value = propertyValue(entry);
    const fn = value === undefined ? undefined : entryFunction(sourceCode, unwrap(value), method);
    if (fn === undefined) return undefined;
    found.push(fn);
  }
  return found;
}

/** The function a table entry gives a call: the entry itself, or its method `method`. */
function entryFunction(
  sourceCode: Readonly<TSESLint.SourceCode>,
  entry: TSESTree.Node,
  method: string | undefined,
): FunctionNode | undefined {
  if (method === undefined) {
    if (isFunctionNode(entry)) return entry;
    return entry.type === AST_NODE_TYPES.Identifier ? localFunction(sourceCode, entry) : undefined;
  }
  if (entry.type === AST_NODE_TYPES.ObjectExpression) return objectFunction(entry, method);
  return entry.type === AST_NODE_TYPES.NewExpression ? instanceMethod(sourceCode, entry, method) : undefined;
}

/** `api.search = …`, `delete api.search`, `Object.assign(api, …)`: code that may change what the object holds. */
function mayReplaceMember(reference: TSESLint.Scope.Reference): boolean {
  const parent = reference.identifier.parent;
  return (
    writesMember(reference) ||
    (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === reference.identifier)
  );
}

function neverAssigned(variable: TSESLint.Scope.Variable): boolean {
  return variable.references.every((reference) => reference.init === true || reference.isReadOnly());
}

export function bindingKind(variable: TSESLint.Scope.Variable): BindingKind {
  if (functionOfVariable(variable) !== undefined) return "function";
  if (variable.defs.length !== 1) return "other";
  const def = variable.defs[0]!;
  // `import * as ns` is a module, not a function.
  if (def.type === "ImportBinding" && def.node.type !== AST_NODE_TYPES.ImportNamespaceSpecifier) return "import";
  // CommonJS: `const { getWeather } = require("./weather")` or `const getWeather = require("./weather").getWeather`.
  if (def.type === "Variable" && def.node.init != null && isRequireOfMember(def.node.id, def.node.init))
    return "import";
  return "other";
}

/**
 * `mod.fn` where `mod` is a module another file exports: `import * as mod from "./m"`, or CommonJS's
 * `const mod = require("./m")`, as TypeScript's CommonJS output reads every named import.
 */
export function isModuleMember(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const value = unwrap(node);
  if (value.type !== AST_NODE_TYPES.MemberExpression || value.computed) return false;
  if (value.object.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = resolveVariable(sourceCode, value.object);
  const def = variable?.defs.length === 1 ? variable.defs[0]! : undefined;
  if (def?.type === "ImportBinding") return def.node.type === AST_NODE_TYPES.ImportNamespaceSpecifier;
  if (def?.type !== "Variable" || def.node.init == null || def.node.id.type !== AST_NODE_TYPES.Identifier) return false;
  return neverAssigned(variable!) && isRequireCall(unwrap(def.node.init));
}

function isRequireCall(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.CallExpression &&
    node.callee.type === AST_NODE_TYPES.Identifier &&
    node.callee.name === "require" &&
    node.arguments.length === 1
  );
}

/** A binding that takes one member out of a required module (not the module object itself). */
function isRequireOfMember(id: TSESTree.BindingName, init: TSESTree.Expression): boolean {
  const value = unwrap(init);
  if (id.type === AST_NODE_TYPES.ObjectPattern) return isRequireCall(value);
  return value.type === AST_NODE_TYPES.MemberExpression && isRequireCall(value.object);
}

/**
 * A link to `node` when it can be an implementation: a function written in place, or an identifier
 * bound to a function or an import (a member like `api.search` links through its property name).
 * Undefined for anything else (strings, objects, calls, unbound names).
 */
export function linkTo(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node,
  kind: LinkKind,
  options: { allowUnresolved?: boolean } = {},
): ImplementationLink | undefined {
  const value = unwrap(node);
  if (isFunctionNode(value)) {
    return { kind, node: value, functionName: value.id?.name ?? "<anonymous>", functionNode: value };
  }
  if (value.type === AST_NODE_TYPES.Identifier) {
    const variable = resolveVariable(sourceCode, value);
    if (variable === undefined) {
      return options.allowUnresolved ? { kind, node: value, functionName: value.name } : undefined;
    }
    const binding = bindingKind(variable);
    if (binding === "other" && !options.allowUnresolved) return undefined;
    const functionNode = functionOfVariable(variable);
    return { kind, node: value, functionName: value.name, ...(functionNode ? { functionNode } : {}) };
  }
  if (
    value.type === AST_NODE_TYPES.MemberExpression &&
    !value.computed &&
    value.property.type === AST_NODE_TYPES.Identifier &&
    options.allowUnresolved
  ) {
    return { kind, node: value.property, functionName: sourceCode.getText(value) };
  }
  return undefined;
}
