// The tool name a dispatch compares against: a string literal, a `const` string, a member of a string
// `enum`, or a member of an `as const` object of names. With type information the checker's literal
// type decides, so names imported from other files resolve too.
import { AST_NODE_TYPES, type ParserServicesWithTypeInformation, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type ts from "typescript";
import { followConst, readStaticString, resolveVariable } from "../follow-const.js";
import { findProperty, propertyValue } from "../object.js";
import { memberKey } from "../arguments/uses.js";

export function labelValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation | undefined,
  node: TSESTree.Node,
): string | undefined {
  return readStaticString(sourceCode, node) ?? memberValue(sourceCode, node) ?? literalTypeValue(sourceCode, services, node);
}

/** `Names.GetWeather` on an `as const` object or a string enum declared in this file. */
function memberValue(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const key = memberKey(node);
  if (key === undefined) return undefined;
  const object = followConst(sourceCode, node.object);
  if (object.type === AST_NODE_TYPES.ObjectExpression) {
    const value = propertyValue(findProperty(object, key));
    return value === undefined ? undefined : readStaticString(sourceCode, value);
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, object);
  const declaration = variable?.defs.length === 1 ? variable.defs[0]!.node : undefined;
  if (declaration?.type !== AST_NODE_TYPES.TSEnumDeclaration) return undefined;
  for (const member of declaration.body.members) {
    const name = member.id.type === AST_NODE_TYPES.Identifier ? member.id.name : member.id.value;
    if (name === key && member.initializer !== undefined) return readStaticString(sourceCode, member.initializer);
  }
  return undefined;
}

/** The value of a string literal type, e.g. an enum member or a const imported from another file. */
function literalTypeValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation | undefined,
  node: TSESTree.Node,
): string | undefined {
  if (services === undefined || !mayNameAConstant(sourceCode, node)) return undefined;
  const tsNode = services.esTreeNodeToTSNodeMap.get(node) as ts.Node | undefined;
  if (tsNode === undefined) return undefined;
  const type = services.program.getTypeChecker().getTypeAtLocation(tsNode);
  return type.isStringLiteral() ? type.value : undefined;
}

/**
 * Whether the checker may know a literal type here that the syntax did not: an imported name, a
 * member of an imported object or enum, a member of an enum whose values are computed. Anything
 * else (`tool.name` of a value built at run time; constants of this file are read from the syntax)
 * would make the checker infer types for nothing, and in SDK handlers that costs seconds.
 */
function mayNameAConstant(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  let root: TSESTree.Node = node;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = resolveVariable(sourceCode, root);
  const kind = variable?.defs[0]?.type;
  return kind === "ImportBinding" || kind === "TSEnumName";
}
