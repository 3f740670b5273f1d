// Whether the program shows how a function is called. A tool linked to a function only by its name
// says nothing about how the model's arguments reach it: where some code calls the function (or
// hands it on as a value), that code decides which parameter gets what, and the reads of that code
// are the evidence. Where nothing in the program uses the function, the tool's schema names the
// function's parameters one by one, and the signature is what to compare it with.
import type * as TS from "typescript";
import ts from "../../src/schema/typescript.js";
import { weakPairCache } from "../../src/util/weak-cache.js";
import { isProjectFile, identifiersNamed, resolveAliases } from "../../src/find/index.js";

const memo = weakPairCache<TS.Program, TS.SignatureDeclaration, boolean>();

/** The identifier a function is declared under: its own name, or the `const` that holds it. */
function declaredName(fn: TS.SignatureDeclaration): TS.Identifier | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name !== undefined)
    return ts.isIdentifier(fn.name) ? fn.name : undefined;
  let holder: TS.Node = fn.parent;
  while (ts.isParenthesizedExpression(holder) || ts.isAsExpression(holder) || ts.isSatisfiesExpression(holder))
    holder = holder.parent;
  return ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? holder.name : undefined;
}

/** Whether a symbol is declared in the `.d.ts` twin of `file` (`tools.d.ts` for `tools.js`). */
function declaredBeside(symbol: TS.Symbol, file: TS.SourceFile): boolean {
  const stem = file.fileName.replace(/\.[cm]?[jt]s$/, "");
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((declaration) => {
      const source = declaration.getSourceFile();
      return source.isDeclarationFile && source.fileName.replace(/\.d\.[cm]?ts$/, "") === stem;
    })
  );
}

/** Names that only move the binding around (an import, an export list): not a use of the value. */
function onlyMovesTheBinding(identifier: TS.Identifier): boolean {
  const parent = identifier.parent;
  return (
    ts.isImportSpecifier(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent) ||
    ts.isExportSpecifier(parent) ||
    ts.isImportEqualsDeclaration(parent)
  );
}

/**
 * Whether any file of the program uses `fn` other than by declaring, importing or exporting it.
 * True when it cannot tell (an anonymous function, a method, a name the checker cannot resolve):
 * then the signature is not taken as the schema's evidence.
 */
export function isUsedInProgram(program: TS.Program, fn: TS.SignatureDeclaration): boolean {
  return memo(program, fn, () => {
    const name = declaredName(fn);
    if (name === undefined || ts.isMethodDeclaration(fn)) return true;
    const checker = program.getTypeChecker();
    const declared = checker.getSymbolAtLocation(name);
    if (declared === undefined) return true;
    // An exported function has a local symbol and an export symbol; an import resolves to the latter.
    const identity = (symbol: TS.Symbol): TS.Symbol => checker.getExportSymbolOfSymbol(resolveAliases(checker, symbol));
    const target = identity(declared);
    for (const file of program.getSourceFiles()) {
      if (!isProjectFile(program, file) || !file.text.includes(name.text)) continue;
      for (const identifier of identifiersNamed(file, name.text)) {
        if (identifier === name || onlyMovesTheBinding(identifier)) continue;
        // `{ cropImage }` names the property; the value it takes is the variable's.
        const symbol = ts.isShorthandPropertyAssignment(identifier.parent)
          ? checker.getShorthandAssignmentValueSymbol(identifier.parent)
          : checker.getSymbolAtLocation(identifier);
        // A name the checker cannot resolve may be this function reached another way; shipped
        // JavaScript imports resolve to the `.d.ts` beside the `.js`, another symbol for it: uses.
        if (symbol === undefined) return true;
        const used = identity(symbol);
        if (used === target || declaredBeside(used, fn.getSourceFile())) return true;
      }
    }
    return false;
  });
}
