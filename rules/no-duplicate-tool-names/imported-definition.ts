// A tool definition imported from another module, read through the type checker: for tool lists
// such as `export const tools = [weatherTool, searchTool]` whose elements are defined elsewhere.
// Only `const x = { …tool object… }` declarations (through `as const`, `satisfies`, `as`) with a
// string-literal name count; anything else is not a definition we can name.
import type * as TS from "typescript";
import ts from "../../src/schema/typescript.js";
import { skipExpressionWrappers } from "../../src/schema/typescript.js";
import { isTrustedElsewhere, resolveAliases } from "../../src/find/index.js";

export interface ImportedDefinition {
  name: string;
  fileName: string;
  /** 1-based line of the name. */
  line: number;
}

function property(object: TS.ObjectLiteralExpression, name: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  for (const element of object.properties) {
    if (ts.isSpreadAssignment(element)) found = undefined;
    else if (
      ts.isPropertyAssignment(element) &&
      (ts.isIdentifier(element.name) || ts.isStringLiteral(element.name)) &&
      element.name.text === name
    ) {
      found = skipExpressionWrappers(element.initializer);
    }
  }
  return found;
}

/** The node holding the tool's name in an OpenAI, Anthropic or MCP object literal. */
function toolNameNode(object: TS.ObjectLiteralExpression): TS.Expression | undefined {
  const type = property(object, "type");
  if (type !== undefined && ts.isStringLiteralLike(type) && type.text === "function") {
    const fn = property(object, "function");
    if (fn !== undefined) return ts.isObjectLiteralExpression(fn) ? property(fn, "name") : undefined;
    return property(object, "name");
  }
  if (property(object, "input_schema") !== undefined || property(object, "inputSchema") !== undefined) {
    return property(object, "name");
  }
  return undefined;
}

/** The definition an identifier imports from another module, or undefined. */
export function importedDefinition(program: TS.Program, identifier: TS.Node): ImportedDefinition | undefined {
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(identifier);
  if (symbol === undefined || !(symbol.flags & ts.SymbolFlags.Alias)) return undefined;
  const declaration = resolveAliases(checker, symbol).valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration) || declaration.initializer === undefined) {
    return undefined;
  }
  if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
  const initializer = skipExpressionWrappers(declaration.initializer);
  if (!ts.isObjectLiteralExpression(initializer)) return undefined;
  const nameNode = toolNameNode(initializer);
  if (nameNode === undefined || !ts.isStringLiteralLike(nameNode)) return undefined;
  const sourceFile = declaration.getSourceFile();
  if (!isTrustedElsewhere(program, sourceFile, identifier.getSourceFile().fileName)) return undefined; // changed on disk
  const { line } = sourceFile.getLineAndCharacterOfPosition(nameNode.getStart(sourceFile));
  return { name: nameNode.text, fileName: sourceFile.fileName, line: line + 1 };
}
