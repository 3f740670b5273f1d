/** The exported functions of a file, each with its generated schema (what the CLI prints). */
import type * as TS from "typescript";
import ts, { skipExpressionWrappers } from "./typescript.js";
import { STRICT_NULL_CHECKS_OFF } from "./diagnostics.js";
import { generateSchema } from "./from-signature.js";
import type { GenerateResult, SchemaDiagnostic } from "./types.js";

/** A function a file exports, under its exported name (`default` for an unnamed default export). */
export interface ExportedFunction {
  name: string;
  node: TS.SignatureDeclaration;
}

export interface GeneratedFunction extends GenerateResult {
  name: string;
  node: TS.SignatureDeclaration;
}

export interface FileGeneration {
  functions: GeneratedFunction[];
  /** Diagnostics about the whole program, said once (e.g. strictNullChecks off). */
  diagnostics: SchemaDiagnostic[];
}

/**
 * Exported functions in declaration order: `export function`, `export const f = (…) => …` or
 * `= function …`, `export default function`, and names exported by `export { f }` lists.
 * An overloaded function is read from its implementation.
 */
export function exportedFunctions(sourceFile: TS.SourceFile, checker: TS.TypeChecker): ExportedFunction[] {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  // Each function's position is found once, not in every comparison: `getSourceFile` walks up the tree.
  const found: { fn: ExportedFunction; order: number }[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const node = functionDeclarationOf(symbol);
    if (node) found.push({ fn: { name: exported.name, node }, order: order(node, sourceFile) });
  }
  return found.sort((a, b) => a.order - b.order).map((entry) => entry.fn);
}

/** Declarations in this file first, in source order; re-exported ones after, in export order. */
function order(node: TS.Node, sourceFile: TS.SourceFile): number {
  return node.getSourceFile() === sourceFile ? node.pos : Number.MAX_SAFE_INTEGER;
}

function functionDeclarationOf(symbol: TS.Symbol): TS.SignatureDeclaration | undefined {
  const declarations = symbol.declarations ?? [];
  const functions = declarations.filter(ts.isFunctionDeclaration);
  if (functions.length > 0) return functions.find((f) => f.body !== undefined) ?? functions[0];
  for (const declaration of declarations) {
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const initializer = skipExpressionWrappers(declaration.initializer);
      if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return initializer;
    }
    if (ts.isExportAssignment(declaration)) {
      const expression = skipExpressionWrappers(declaration.expression);
      if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return expression;
    }
  }
  return undefined;
}

/**
 * Generates every exported function of `sourceFile`. Program-wide notes are hoisted and said once.
 * `shared`: see `GenerateOptions` (the results must then not be edited).
 */
export function generateFile(
  sourceFile: TS.SourceFile,
  program: TS.Program,
  options: { shared?: boolean } = {},
): FileGeneration {
  const checker = program.getTypeChecker();
  const diagnostics: SchemaDiagnostic[] = [];
  const functions = exportedFunctions(sourceFile, checker).map(({ name, node }) => {
    const result = generateSchema(node, program, { functionName: name, shared: options.shared === true });
    const own = result.diagnostics.filter((d) => d.code !== STRICT_NULL_CHECKS_OFF);
    if (own.length !== result.diagnostics.length && diagnostics.length === 0) {
      const note = result.diagnostics.find((d) => d.code === STRICT_NULL_CHECKS_OFF)!;
      diagnostics.push({ ...note, functionName: "", message: note.message.replace(/^[^:]*: /, "") });
    }
    return { ...result, diagnostics: own, name, node };
  });
  return { functions, diagnostics };
}
