/**
 * From the implementation as written at a tool's link site to the TypeScript declaration whose
 * signature the generator reads. `undefined` whenever it is not sure: an unresolved import,
 * overloads, a value that is not a function (`fn.bind(x)`, a call result), several declarations, a
 * function in another file that changed on disk since the program read it.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { skipExpressionWrappers } from "../../schema/typescript.js";
import { isTrustedElsewhere } from "../syntax/on-disk.js";
import type { ImplementationLink } from "../types.js";

/** How many `const f = g` hops to follow before giving up. */
const MAX_HOPS = 8;

export function implementationFunction(
  link: ImplementationLink,
  services: Pick<ParserServicesWithTypeInformation, "esTreeNodeToTSNodeMap" | "program">,
): TS.SignatureDeclaration | undefined {
  const written: TSESTree.Node = link.functionNode ?? link.node;
  const tsNode = services.esTreeNodeToTSNodeMap.get(written) as TS.Node | undefined;
  if (tsNode === undefined) return undefined;
  const declaration = signatureOf(tsNode, services.program.getTypeChecker(), 0);
  // A function in a file changed on disk since the program read it is no longer this function.
  if (
    declaration !== undefined &&
    !isTrustedElsewhere(services.program, declaration.getSourceFile(), tsNode.getSourceFile().fileName)
  )
    return undefined;
  return declaration;
}

function signatureOf(node: TS.Node, checker: TS.TypeChecker, hops: number): TS.SignatureDeclaration | undefined {
  if (hops > MAX_HOPS) return undefined;
  const value = skipExpressionWrappers(node);
  if (isFunctionLike(value)) return value;
  // A function declaration maps to its own node; its name maps to the identifier.
  if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value)) {
    const name = ts.isPropertyAccessExpression(value) ? value.name : value;
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol === undefined) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    // An unresolved import aliases to the `unknown` symbol, which has no declarations.
    const declarations = symbol.declarations ?? [];
    const functions = declarations.filter(
      (d) =>
        isFunctionLike(d) ||
        ts.isVariableDeclaration(d) ||
        ts.isPropertyAssignment(d) ||
        ts.isShorthandPropertyAssignment(d),
    );
    if (functions.length !== 1) return undefined; // overloads, merged declarations, nothing
    let declaration = functions[0]!;
    if (isFunctionLike(declaration)) return declaration;
    if (ts.isShorthandPropertyAssignment(declaration)) {
      // `{ schema, handler }`: the `handler` it names, a function or a const holding one.
      const target = checker.getShorthandAssignmentValueSymbol(declaration)?.valueDeclaration;
      if (target === undefined || !(isFunctionLike(target) || ts.isVariableDeclaration(target))) return undefined;
      if (isFunctionLike(target)) return target;
      declaration = target;
    }
    if (ts.isVariableDeclaration(declaration)) {
      // Only `const`: a `let` can be reassigned to another function.
      const list = declaration.parent;
      if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const)) return undefined;
      if (declaration.initializer === undefined) return declaredFunctionType(declaration, checker);
      return signatureOf(declaration.initializer, checker, hops + 1);
    }
    return declaration.initializer ? signatureOf(declaration.initializer, checker, hops + 1) : undefined;
  }
  return undefined;
}

/** `declare const f: (a: string) => void` in a declaration file: the function type node itself. */
function declaredFunctionType(
  declaration: TS.VariableDeclaration,
  checker: TS.TypeChecker,
): TS.SignatureDeclaration | undefined {
  const type = declaration.type;
  if (type !== undefined && ts.isFunctionTypeNode(type)) return type;
  const signatures = checker.getTypeAtLocation(declaration).getCallSignatures();
  const only = signatures.length === 1 ? signatures[0]!.getDeclaration() : undefined;
  return only !== undefined && isFunctionLike(only) ? only : undefined;
}

/** Function declarations and expressions, arrows, methods: anything with parameters to read. */
function isFunctionLike(node: TS.Node): node is TS.SignatureDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isFunctionTypeNode(node)
  );
}
