// Reading another module's syntax through the TypeScript AST: what the readers of schemas declared
// elsewhere in the program (imported literals, imported zod schemas, dispatched tools) share.
import type * as TS from "typescript";
import ts from "../schema/typescript.js";

/** Removes `as`, `satisfies`, parentheses and `!` around an expression. */
export function skipWrappers(node: TS.Expression): TS.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current)) {
    current = current.expression;
  }
  return current;
}

/** A property's static name: `a`, `"a"`, `1`; undefined for a computed one. */
export function keyName(name: TS.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** The value under `key` in an object literal, when no spread after it may replace it. */
export function initializerOf(object: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  for (const member of object.properties) {
    if (ts.isSpreadAssignment(member)) found = undefined;
    else if (ts.isPropertyAssignment(member) && keyName(member.name) === key) found = member.initializer;
  }
  return found;
}

/** The symbol an identifier names, through import aliases and re-exports. */
export function targetSymbol(checker: TS.TypeChecker, identifier: TS.Identifier): TS.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(identifier);
  return symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The initializer of the `const` a symbol declares (unwrapped); a `let` in another module may be assigned anywhere. */
export function constInitializerOf(symbol: TS.Symbol | undefined): TS.Expression | undefined {
  const declaration = symbol?.valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration) || declaration.initializer === undefined) return undefined;
  if ((ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) === 0) return undefined;
  return skipWrappers(declaration.initializer);
}
