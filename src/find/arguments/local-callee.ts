// Calls of functions declared in this file, told from the syntax: `helper(args)`, `client.send(x)`
// where `const client = new Client(…)` and `class Client` are in this file, `this.send(x)` inside
// the class. When such a function's parameter has no written type, asking the checker about the
// call answers `any`, after typing the receiver: in an MCP server, `new SlackClient(token)` and the
// flow of every variable around it, tens of milliseconds for the first question of a file.
import { AST_NODE_TYPES, type ParserServicesWithTypeInformation, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type ts from "typescript";
import { constInitializer, resolveVariable, unwrapExpression } from "../follow-const.js";
import { functionOfVariable } from "../functions.js";
import { declarationMayHavePredicate } from "./types.js";

type Class = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** The function of this file that a call runs, when the syntax says which one it is. */
export function localCallee(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): TSESTree.FunctionLike | undefined {
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const variable = resolveVariable(sourceCode, callee);
    return variable === undefined ? undefined : functionOfVariable(variable);
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const receiverClass = callee.object.type === AST_NODE_TYPES.ThisExpression ? enclosingClass(callee) : instanceClass(sourceCode, callee.object);
  return receiverClass === undefined ? undefined : ownMethod(receiverClass, callee.property.name);
}

/** The class whose method `this` is used in (arrows keep the method's `this`; a nested function does not). */
function enclosingClass(node: TSESTree.Node): Class | undefined {
  for (let current = node.parent; current !== undefined; current = current.parent) {
    if (current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) {
      const method = current.parent;
      if (method?.type !== AST_NODE_TYPES.MethodDefinition || method.static) return undefined;
      const owner = method.parent.parent;
      return owner.type === AST_NODE_TYPES.ClassDeclaration || owner.type === AST_NODE_TYPES.ClassExpression ? owner : undefined;
    }
  }
  return undefined;
}

/** The class of `x` in `const x = new C(…)`, when `C` is declared in this file. */
function instanceClass(sourceCode: Readonly<TSESLint.SourceCode>, receiver: TSESTree.Node): Class | undefined {
  if (receiver.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, receiver);
  const init = variable === undefined ? undefined : constInitializer(variable);
  if (init === undefined) return undefined;
  const created = unwrapExpression(init);
  if (created.type !== AST_NODE_TYPES.NewExpression || created.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const classVariable = resolveVariable(sourceCode, created.callee);
  if (classVariable?.defs.length !== 1) return undefined;
  const def = classVariable.defs[0]!;
  if (def.type === "ClassName") return def.node;
  const value = def.type === "Variable" ? constInitializer(classVariable) : undefined;
  return value?.type === AST_NODE_TYPES.ClassExpression ? value : undefined;
}

/** The class's one instance method of that name (none inherited, no overloads), as written. */
function ownMethod(owner: Class, name: string): TSESTree.FunctionExpression | undefined {
  const members = owner.body.body.filter(
    (member) => "key" in member && !member.computed && member.key.type === AST_NODE_TYPES.Identifier && member.key.name === name,
  );
  const method = members.length === 1 ? members[0] : undefined;
  if (method?.type !== AST_NODE_TYPES.MethodDefinition || method.static || method.kind !== "method") return undefined;
  return method.value.type === AST_NODE_TYPES.FunctionExpression ? method.value : undefined;
}

/** Parameter `index` as written, unless it is a rest element or a constructor's parameter property. */
function writtenParameter(fn: TSESTree.FunctionLike, index: number): TSESTree.Parameter | undefined {
  const parameter = fn.params[index];
  return parameter === undefined || parameter.type === AST_NODE_TYPES.RestElement || parameter.type === AST_NODE_TYPES.TSParameterProperty ? undefined : parameter;
}

/** Whether parameter `index` carries no written type (`(a)`, `(a = 1)`, `({ a })`): the checker's declared-type question has no answer. */
export function hasNoWrittenType(fn: TSESTree.FunctionLike, index: number): boolean {
  const parameter = writtenParameter(fn, index);
  if (parameter === undefined) return false;
  const target = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  return !("typeAnnotation" in target) || target.typeAnnotation === undefined;
}

/**
 * Whether nothing at all gives parameter `index` a type: a plain name with no annotation, in a
 * function with no JSDoc tags that takes no type from its context (declared, a method, or the whole
 * initializer of an unannotated variable). The checker's type for it is `any`, and the function's
 * return cannot be an inferred type predicate that names properties (no `instanceof`, no call of
 * another predicate given it).
 */
export function saysNothingOfParameter(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation,
  fn: TSESTree.FunctionLike,
  index: number,
): boolean {
  const parameter = fn.params[index];
  if (parameter?.type !== AST_NODE_TYPES.Identifier || parameter.typeAnnotation !== undefined) return false;
  if (fn.returnType?.typeAnnotation.type === AST_NODE_TYPES.TSTypePredicate) return false;
  const holders: TSESTree.Node[] = [fn];
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.MethodDefinition) {
    holders.push(parent);
  } else if (fn.type !== AST_NODE_TYPES.FunctionDeclaration) {
    if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.init !== fn || parent.id.typeAnnotation !== undefined) return false;
    holders.push(parent.parent);
  }
  const last = holders[holders.length - 1]!;
  if (last.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration || last.parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration) holders.push(last.parent);
  const tagged = holders.some((holder) => sourceCode.getCommentsBefore(holder).some((comment) => comment.type === "Block" && comment.value.startsWith("*") && comment.value.includes("@")));
  if (tagged) return false;
  const declaration = services.esTreeNodeToTSNodeMap.get(fn) as ts.SignatureDeclaration | undefined;
  return declaration !== undefined && !declarationMayHavePredicate(declaration, index, true);
}
