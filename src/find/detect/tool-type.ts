// A tool that takes no arguments writes no schema: `export const tool$list: ToolDefinition = { name,
// description, tool: async (client, ctx) => … }`. Name, description and a callable alone are as often
// a prompt or a command as a tool; the evidence that this one is a tool is the type the project
// declares it with: a type whose declaration is written with a schema library's types (`args?:
// ZodRawShape`, a type parameter constrained by one), i.e. the project's type of a tool and its schema.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import type { FindContext } from "../context.js";
import { tsBindsPackage } from "../syntax/bound-package.js";
import { targetSymbol } from "../syntax/ts-syntax.js";
import { TYPEBOX } from "./typebox.js";
import { ZOD } from "./zod-imported.js";

/** How many nodes of a type's declaration are looked at before giving up. */
const MAX_NODES = 400;

/**
 * Whether `object` initializes a variable whose written type is declared with a schema library's
 * types: the object is of the project's tool type, and writes no schema because it takes nothing.
 */
export function declaredAsSchemaTool(ctx: FindContext, object: TSESTree.ObjectExpression): boolean {
  const services = ctx.types;
  const declarator = object.parent;
  if (services === undefined || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object)
    return false;
  const annotation = declarator.id.typeAnnotation?.typeAnnotation;
  if (annotation?.type !== AST_NODE_TYPES.TSTypeReference) return false;
  const checker = services.program.getTypeChecker();
  const name = services.esTreeNodeToTSNodeMap.get(annotation.typeName) as TS.EntityName;
  const symbol = targetSymbol(checker, ts.isIdentifier(name) ? name : name.right);
  const declarations = symbol?.declarations ?? [];
  return (
    declarations.length === 1 &&
    (ts.isTypeAliasDeclaration(declarations[0]!) || ts.isInterfaceDeclaration(declarations[0]!)) &&
    mentionsSchemaLibrary(checker, declarations[0]!)
  );
}

/** Whether a declaration names a type of zod or TypeBox (`ZodRawShape`, `z.ZodType`, `TSchema`). */
function mentionsSchemaLibrary(checker: TS.TypeChecker, declaration: TS.Node): boolean {
  let seen = 0;
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found || ++seen > MAX_NODES) return;
    if (ts.isTypeReferenceNode(node)) {
      const root = rootIdentifier(node.typeName);
      if (tsBindsPackage(checker, root, ZOD) || tsBindsPackage(checker, root, TYPEBOX)) {
        found = true;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration);
  return found;
}

function rootIdentifier(name: TS.EntityName): TS.Identifier {
  return ts.isIdentifier(name) ? name : rootIdentifier(name.left);
}
