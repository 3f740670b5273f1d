// The runner of a class that returns its definition from a method: `schema() { return { name,
// description, inputSchema } }` beside `execute(args)`.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { CLASS_HANDLER_METHODS, handlerMethod, isBaseClass } from "../syntax/class-members.js";
import type { FunctionNode } from "../syntax/functions.js";

/**
 * `schema() { return { name, description, inputSchema } }` beside `execute(args)` in one class: the
 * class's runner handles the definition a method of it returns (the method takes nothing and returns
 * the definition last). Not in a base class, whose runner its subclasses replace.
 */
export function returningClassHandler(
  definition: TSESTree.Node,
): { handler: FunctionNode; key: TSESTree.Node } | undefined {
  const returned = definition.parent;
  if (returned?.type !== AST_NODE_TYPES.ReturnStatement) return undefined;
  const method = returned.parent?.parent;
  const member = method?.parent;
  if (
    method?.type !== AST_NODE_TYPES.FunctionExpression ||
    method.params.length > 0 ||
    method.body.body.at(-1) !== returned ||
    member?.type !== AST_NODE_TYPES.MethodDefinition ||
    member.static
  )
    return undefined;
  const node = member.parent.parent;
  if (
    (node.type !== AST_NODE_TYPES.ClassDeclaration && node.type !== AST_NODE_TYPES.ClassExpression) ||
    isBaseClass(node)
  )
    return undefined;
  const handler = handlerMethod(node, CLASS_HANDLER_METHODS);
  return handler === undefined || handler === method
    ? undefined
    : {
        handler,
        key:
          handler.parent?.type === AST_NODE_TYPES.MethodDefinition ||
          handler.parent?.type === AST_NODE_TYPES.PropertyDefinition
            ? handler.parent.key
            : handler,
      };
}
