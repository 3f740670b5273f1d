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

/**
 * Every value a variable is given: its initializer and each `name = value` in its file; undefined
 * when something else changes it (`name += …`). A `const` is its initializer. A file whose text
 * never assigns the name is not walked, and a file is walked once for all its names.
 */
export function assignedValues(checker: TS.TypeChecker, declaration: TS.VariableDeclaration): TS.Expression[] | undefined {
  if (!ts.isIdentifier(declaration.name)) return undefined;
  const values = declaration.initializer === undefined ? [] : [declaration.initializer];
  const file = declaration.getSourceFile();
  const name = declaration.name.text;
  if ((ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0 || !mayBeAssigned(file, name)) return values;
  const symbol = checker.getSymbolAtLocation(declaration.name);
  for (const assignment of assignmentsOf(file).get(name) ?? []) {
    if (checker.getSymbolAtLocation(assignment.left) !== symbol) continue;
    if (assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
    values.push(assignment.right);
  }
  return values;
}

/**
 * Whether the file's text has `name =` or `name += …` anywhere outside a member (`x.name =`) or a
 * comparison: when it has not, nothing assigns the name again and no walk is needed.
 */
function mayBeAssigned(file: TS.SourceFile, name: string): boolean {
  const escaped = name.replace(/[$]/g, "\\$&");
  return new RegExp(`(?<![\\w$.])${escaped}\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?![=>])`).test(file.text);
}

type Assignment = TS.BinaryExpression & { left: TS.Identifier };
const assignmentsByFile = new WeakMap<TS.SourceFile, Map<string, Assignment[]>>();

/** The assignments (`=`, `+=`, …) to plain names in a file, by name: one walk per file. */
function assignmentsOf(file: TS.SourceFile): Map<string, Assignment[]> {
  const known = assignmentsByFile.get(file);
  if (known !== undefined) return known;
  const byName = new Map<string, Assignment[]>();
  const visit = (node: TS.Node): void => {
    if (ts.isBinaryExpression(node) && ts.isIdentifier(node.left) && isAssignmentOperator(node.operatorToken.kind)) {
      const list = byName.get(node.left.text);
      if (list === undefined) byName.set(node.left.text, [node as Assignment]);
      else list.push(node as Assignment);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  assignmentsByFile.set(file, byName);
  return byName;
}

function isAssignmentOperator(kind: TS.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}
