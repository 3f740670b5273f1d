// The method a decorator's configuration decorates: the name and schema sit in the decorator's
// call (`@Tool({ name, inputSchema })`), the callable is the method below it. Recognition of a
// style no SDK defines takes it as the definition's callable (detect/shapes/generic.ts); a
// definition another style recognised gets it as its handler (handler-registrations.ts).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FunctionNode } from "../syntax/functions.js";

/**
 * The method a decorator's configuration object decorates: `@Tool({ name, schema }) search(args) {…}`,
 * or as compilers write it with the class in this file: TypeScript's
 * `__decorate([Tool({ name, schema })], Search.prototype, "search")`, esbuild's
 * `_search_dec = [Tool({…})]` … `__decorateElement(_init, 1, "search", _search_dec, Search)`.
 * The method is the callable the name and schema sit with.
 */
export function decoratedMethod(object: TSESTree.ObjectExpression): FunctionNode | undefined {
  const call = object.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments.length !== 1) return undefined;
  const holder = call?.parent;
  if (holder?.type === AST_NODE_TYPES.Decorator && holder.parent?.type === AST_NODE_TYPES.MethodDefinition) {
    const method = holder.parent;
    const fn = method.value;
    return method.kind === "method" && !method.static && fn.type === AST_NODE_TYPES.FunctionExpression ? fn : undefined;
  }
  if (holder?.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  let root: TSESTree.Node = object;
  while (root.parent != null) root = root.parent;
  if (root.type !== AST_NODE_TYPES.Program) return undefined;
  const target = decoratedTarget(holder, root);
  return target === undefined ? undefined : classMethod(root, target.className, target.methodName);
}

/** The class and method a list of decorators is applied to by a compiler's helper call. */
function decoratedTarget(
  list: TSESTree.ArrayExpression,
  root: TSESTree.Program,
): { className: string; methodName: string } | undefined {
  const parent = list.parent;
  // TypeScript: `__decorate([…], Search.prototype, "search", null)`
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === list) {
    const [, target, key] = parent.arguments;
    if (
      target?.type !== AST_NODE_TYPES.MemberExpression ||
      target.computed ||
      target.property.type !== AST_NODE_TYPES.Identifier ||
      target.property.name !== "prototype" ||
      target.object.type !== AST_NODE_TYPES.Identifier
    )
      return undefined;
    const methodName = stringLiteralValue(key);
    return methodName === undefined ? undefined : { className: target.object.name, methodName };
  }
  // esbuild: `_search_dec = […]`, then `__decorateElement(_init, 1, "search", _search_dec, Search)` at the top level.
  const held =
    parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.right === list
      ? parent.left
      : parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === list
        ? parent.id
        : undefined;
  if (held?.type !== AST_NODE_TYPES.Identifier) return undefined;
  let found: { className: string; methodName: string } | undefined;
  for (const statement of root.body) {
    const applied = statement.type === AST_NODE_TYPES.ExpressionStatement ? statement.expression : undefined;
    if (applied?.type !== AST_NODE_TYPES.CallExpression) continue;
    const [, , key, decorators, target] = applied.arguments;
    if (decorators?.type !== AST_NODE_TYPES.Identifier || decorators.name !== held.name) continue;
    const methodName = stringLiteralValue(key);
    if (methodName === undefined || target?.type !== AST_NODE_TYPES.Identifier) return undefined;
    if (found !== undefined) return undefined; // applied twice: no telling
    found = { className: target.name, methodName };
  }
  return found;
}

function stringLiteralValue(node: TSESTree.Node | undefined): string | undefined {
  return node?.type === AST_NODE_TYPES.Literal && typeof node.value === "string" ? node.value : undefined;
}

/** The one instance method `methodName` of the class `className` declared at the top level of the file. */
function classMethod(root: TSESTree.Program, className: string, methodName: string): FunctionNode | undefined {
  for (const statement of root.body) {
    const body = topLevelClassBody(statement, className);
    if (body === undefined) continue;
    const methods = body.body.filter(
      (member): member is TSESTree.MethodDefinition =>
        member.type === AST_NODE_TYPES.MethodDefinition &&
        !member.static &&
        member.kind === "method" &&
        member.key.type === AST_NODE_TYPES.Identifier &&
        member.key.name === methodName,
    );
    const fn = methods.length === 1 ? methods[0]!.value : undefined;
    return fn?.type === AST_NODE_TYPES.FunctionExpression ? fn : undefined;
  }
  return undefined;
}

/** The body of `class Name {…}` or `var Name = class … {…}` when `statement` declares it. */
function topLevelClassBody(statement: TSESTree.ProgramStatement, className: string): TSESTree.ClassBody | undefined {
  const declared =
    statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : (statement as TSESTree.Node);
  if (declared?.type === AST_NODE_TYPES.ClassDeclaration)
    return declared.id?.name === className ? declared.body : undefined;
  if (declared?.type !== AST_NODE_TYPES.VariableDeclaration) return undefined;
  for (const declarator of declared.declarations) {
    const init = declarator.init;
    if (declarator.id.type === AST_NODE_TYPES.Identifier && declarator.id.name === className)
      return init?.type === AST_NODE_TYPES.ClassExpression ? init.body : undefined;
  }
  return undefined;
}
