// A tool that takes no arguments writes no schema: `export const tool$list: ToolDefinition = { name,
// description, tool: async (client, ctx) => … }`. Name, description and a callable alone are as often
// a prompt or a command as a tool; the evidence that this one is a tool is the type the project
// declares it with: a type whose declaration is written with a schema library's types (`args?:
// ZodRawShape`, a type parameter constrained by one), i.e. the project's type of a tool and its schema;
// or the type a callee gives the object it is handed, when that type holds an input schema's key
// (`tool({ name, description, execute })`, whose options may hold `parameters`).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import type { FindContext } from "../context.js";
import { tsBindsPackage } from "../syntax/bound-package.js";
import { targetSymbol } from "../syntax/ts-syntax.js";
import { TYPEBOX } from "./typebox.js";
import { ZOD } from "./zod-imported.js";
import { INPUT_SCHEMA_KEYS } from "../syntax/method-names.js";
import { calleeDeclaration } from "../read/arguments/types.js";

/** How many nodes of a type's declaration are looked at before giving up. */
const MAX_NODES = 400;

/**
 * Whether `object` initializes a variable whose written type is declared with a schema library's
 * types: the object is of the project's tool type, and writes no schema because it takes nothing.
 */
export function declaredAsSchemaTool(ctx: FindContext, object: TSESTree.ObjectExpression): boolean {
  const services = ctx.types;
  const declarator = object.parent;
  if (services === undefined) return false;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object)
    return handedAsSchemaTool(services, object);
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

/**
 * Whether `object` is an argument whose parameter the callee types with an input schema's key
 * (`tool({ name, description, execute })` where `tool` takes `{ name; description; parameters?: …;
 * execute }`): the callee's type of a tool, and this one, writing none, takes nothing.
 */
function handedAsSchemaTool(services: NonNullable<FindContext["types"]>, object: TSESTree.ObjectExpression): boolean {
  const call = object.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.includes(object)) return false;
  const checker = services.program.getTypeChecker();
  const tsCall = services.esTreeNodeToTSNodeMap.get(call) as TS.CallExpression;
  const type =
    declaredParameterType(checker, tsCall, call.arguments.indexOf(object)) ??
    checker.getContextualType(services.esTreeNodeToTSNodeMap.get(object) as TS.Expression);
  if (type === undefined) return false;
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => INPUT_SCHEMA_KEYS.some((key) => member.getProperty(key) !== undefined));
}

/**
 * The type the one declaration a call runs writes for argument `index`, found through symbols: the
 * contextual type would infer the call's type arguments, typing every callback the object holds (a
 * framework's generic `createMiddleware({ name, beforeAgent })`: most of a file's time in the
 * rules). Undefined when no such declaration says, or a rest parameter takes the argument.
 */
function declaredParameterType(checker: TS.TypeChecker, call: TS.CallExpression, index: number): TS.Type | undefined {
  const declaration = calleeDeclaration(checker, call.expression);
  const parameters = declaration?.parameters ?? [];
  const parameter = parameters[index];
  if (parameter?.type === undefined || parameters.slice(0, index + 1).some((p) => p.dotDotDotToken !== undefined))
    return undefined;
  // A type parameter's properties are its constraint's (the checker reads its apparent type).
  return checker.getTypeFromTypeNode(parameter.type);
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
