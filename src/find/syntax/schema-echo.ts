// A type written as a zod schema's own value — `z.infer<typeof Schema>`, `z.input`, `z.output`,
// `z.TypeOf` — says nothing the schema does not: it is no evidence about what the code reads, and
// typing it makes the checker instantiate the schema's whole type. Where a parameter or a cast is
// written so, the reads speak instead (a renamed key then shows as a read the schema no longer
// declares). Asked of both trees: the linted file's, and other modules' in the program.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";

/** zod's type helpers that give a schema's own parsed (or accepted) value. */
const ZOD_VALUE_TYPES = new Set(["infer", "input", "output", "TypeOf"]);

/** `z.infer<typeof Schema>` and its kin, in the linted file's tree. */
export function echoesSchema(node: TSESTree.TypeNode): boolean {
  if (node.type !== AST_NODE_TYPES.TSTypeReference) return false;
  const name = node.typeName;
  if (name.type !== AST_NODE_TYPES.TSQualifiedName || !ZOD_VALUE_TYPES.has(name.right.name)) return false;
  const parameters = node.typeArguments?.params ?? [];
  return parameters.length === 1 && parameters[0]!.type === AST_NODE_TYPES.TSTypeQuery;
}

/** The same, as another module of the program writes it. */
export function echoesSchemaTs(type: TS.TypeNode): boolean {
  if (!ts.isTypeReferenceNode(type) || !ts.isQualifiedName(type.typeName)) return false;
  if (!ZOD_VALUE_TYPES.has(type.typeName.right.text)) return false;
  return type.typeArguments?.length === 1 && ts.isTypeQueryNode(type.typeArguments[0]!);
}
