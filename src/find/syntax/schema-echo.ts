// A type written as a schema's own value — zod's `z.infer<typeof Schema>`, `z.input`, `z.output`,
// `z.TypeOf`, TypeBox's `Static<typeof Schema>` — says nothing the schema does not: it is no
// evidence about what the code reads, and typing it makes the checker instantiate the schema's whole
// type. Where a parameter or a cast is written so, the reads speak instead (a renamed key then shows
// as a read the schema no longer declares). Asked of both trees: the linted file's, and other
// modules' in the program.
import { AST_NODE_TYPES, type ParserServicesWithTypeInformation, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";

/** zod's type helpers that give a schema's own parsed (or accepted) value, written `z.infer`. */
const ZOD_VALUE_TYPES = new Set(["infer", "input", "output", "TypeOf"]);
/** TypeBox's, written bare or qualified (`Static`, `Type.Static`). */
const TYPEBOX_VALUE_TYPE = "Static";

/** Whether a type name is one of the helpers: `z.infer`, `Static`, `Type.Static`. */
function isValueTypeName(qualified: boolean, last: string): boolean {
  return last === TYPEBOX_VALUE_TYPE || (qualified && ZOD_VALUE_TYPES.has(last));
}

/** `z.infer<typeof Schema>` and its kin, in the linted file's tree. */
export function echoesSchema(node: TSESTree.TypeNode): boolean {
  if (node.type !== AST_NODE_TYPES.TSTypeReference) return false;
  const name = node.typeName;
  const qualified = name.type === AST_NODE_TYPES.TSQualifiedName;
  const last = qualified ? name.right.name : name.type === AST_NODE_TYPES.Identifier ? name.name : "";
  if (!isValueTypeName(qualified, last)) return false;
  const parameters = node.typeArguments?.params ?? [];
  if (parameters.length !== 1) return false;
  // `z.infer<typeof Schema>`, or of the schema a raw shape makes: `z.infer<z.ZodObject<typeof shape>>`.
  const [argument] = parameters;
  const inner = argument!.type === AST_NODE_TYPES.TSTypeReference ? argument.typeArguments?.params : undefined;
  return (
    argument!.type === AST_NODE_TYPES.TSTypeQuery ||
    (inner?.length === 1 && inner[0]!.type === AST_NODE_TYPES.TSTypeQuery)
  );
}

/**
 * The same, as another module of the program writes it; with a checker, also through type aliases
 * (`type SelectInput = z.infer<typeof SelectInputSchema>`), found by symbols only: the alias's
 * declaration is read, its type never instantiated.
 */
export function echoesSchemaTs(type: TS.TypeNode, checker?: TS.TypeChecker, depth = 0): boolean {
  if (!ts.isTypeReferenceNode(type)) return false;
  const qualified = ts.isQualifiedName(type.typeName);
  const last = ts.isQualifiedName(type.typeName) ? type.typeName.right.text : type.typeName.text;
  if (isValueTypeName(qualified, last)) {
    if (type.typeArguments?.length !== 1) return false;
    const argument = type.typeArguments[0]!;
    const inner = ts.isTypeReferenceNode(argument) ? argument.typeArguments : undefined;
    return ts.isTypeQueryNode(argument) || (inner?.length === 1 && ts.isTypeQueryNode(inner[0]!));
  }
  if (checker === undefined || depth > 3 || type.typeArguments !== undefined) return false;
  let symbol = checker.getSymbolAtLocation(type.typeName);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  // The schema's const may share the alias's name (`type Params = Static<typeof Params>`): one symbol.
  const aliases = symbol?.declarations?.filter(ts.isTypeAliasDeclaration) ?? [];
  const declaration = aliases.length === 1 ? aliases[0]! : undefined;
  return (
    declaration !== undefined &&
    declaration.typeParameters === undefined &&
    echoesSchemaTs(declaration.type, checker, depth + 1)
  );
}

/** echoesSchema of the linted file's node, through aliases when the checker is at hand. */
export function echoesSchemaTyped(
  node: TSESTree.TypeNode,
  services: ParserServicesWithTypeInformation | undefined,
): boolean {
  if (echoesSchema(node)) return true;
  const tsNode = services?.esTreeNodeToTSNodeMap.get(node) as TS.TypeNode | undefined;
  return tsNode !== undefined && echoesSchemaTs(tsNode, services!.program.getTypeChecker());
}
