// Small readers of a class's members that detection (class tools) and linking (the runner of a class
// whose method returns a definition) share.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FunctionNode } from "./functions.js";
import { HANDLER_METHODS } from "./method-names.js";

export type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/**
 * The methods a class tool runs with: the handler names, their protected forms (`_run`), which
 * a framework's base class calls from its public one, and their named-async forms (`runAsync`).
 */
export const CLASS_HANDLER_METHODS: readonly string[] = [
  ...HANDLER_METHODS,
  ...HANDLER_METHODS.map((name) => `_${name}`),
  ...HANDLER_METHODS.map((name) => `${name}Async`),
];

export function memberName(member: TSESTree.ClassElement): string | undefined {
  if (member.type !== AST_NODE_TYPES.PropertyDefinition && member.type !== AST_NODE_TYPES.MethodDefinition)
    return undefined;
  if (member.computed && member.key.type !== AST_NODE_TYPES.Literal) return undefined;
  if (member.key.type === AST_NODE_TYPES.Identifier) return member.key.name;
  if (member.key.type === AST_NODE_TYPES.Literal && typeof member.key.value === "string") return member.key.value;
  return undefined;
}

/**
 * A base that tools extend (`abstract class`, or named so: `GoogleCalendarBase`, `BaseTool`) is not
 * itself a tool: its name and description are placeholders its subclasses replace. JavaScript keeps
 * no `abstract`, so the name is what tells.
 */
export function isBaseClass(node: ClassNode): boolean {
  if ("abstract" in node && node.abstract === true) return true;
  const name =
    node.id?.name ??
    (node.parent?.type === AST_NODE_TYPES.VariableDeclarator && node.parent.id.type === AST_NODE_TYPES.Identifier
      ? node.parent.id.name
      : undefined);
  return name !== undefined && /^(Base|Abstract)[A-Z]|Base$/.test(name);
}

export function handlerMethod(node: ClassNode, names: readonly string[]): FunctionNode | undefined {
  for (const name of names) {
    for (const member of node.body.body) {
      if (memberName(member) !== name) continue;
      if (member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "method")
        return member.value as FunctionNode;
      if (member.type === AST_NODE_TYPES.PropertyDefinition && member.value !== null) {
        const value = member.value;
        if (value.type === AST_NODE_TYPES.ArrowFunctionExpression || value.type === AST_NODE_TYPES.FunctionExpression)
          return value;
      }
    }
  }
  return undefined;
}
