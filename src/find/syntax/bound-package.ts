// Whether a name is bound to a schema library (zod, TypeBox): imported or required from one of its
// modules, or, with the checker, from a module that re-exports it. Asked once per binding of the
// linted file (bindsPackage), and of another module's syntax (tsBindsPackage).
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { boundModule } from "../../util/syntax.js";
import type { WeakCache } from "../../util/weak-cache.js";
import type { FindContext } from "../context.js";
import { resolveVariable } from "./follow-const.js";
import { skipWrappers } from "./ts-syntax.js";

export interface Package {
  /** Whether an import specifier names one of the package's modules (`zod`, `zod/v4`). */
  isModuleName(source: string): boolean;
  /** Whether what a binding imports from another module is the package's own (a re-export). */
  isPackageSymbol(checker: TS.TypeChecker, symbol: TS.Symbol): boolean;
  /** The answers, per binding. */
  bindings: WeakCache<TSESLint.Scope.Variable, boolean>;
}

export function bindsPackage(ctx: FindContext, identifier: TSESTree.Identifier, pkg: Package): boolean {
  const variable = resolveVariable(ctx.sourceCode, identifier);
  if (variable === undefined) return false;
  return pkg.bindings(variable, () => {
    const source = boundModule(variable);
    if (source === undefined) return false;
    if (pkg.isModuleName(source)) return true;
    const services = ctx.types;
    const declared = variable.identifiers[0];
    if (services === undefined || declared === undefined) return false;
    const checker = services.program.getTypeChecker();
    const symbol = checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(declared));
    return symbol !== undefined && pkg.isPackageSymbol(checker, symbol);
  });
}

/** A module specifier naming one of the package's modules. */
function namesModule(specifier: TS.Expression | undefined, pkg: Package): boolean {
  return specifier !== undefined && ts.isStringLiteralLike(specifier) && pkg.isModuleName(specifier.text);
}

/**
 * bindsPackage for a name in any module, read through the checker: `import { Type } from "typebox"`,
 * `import * as z from "zod/v4"`, `const { z } = require("zod")`, or a re-export of the package.
 */
export function tsBindsPackage(checker: TS.TypeChecker, identifier: TS.Identifier, pkg: Package): boolean {
  const symbol = checker.getSymbolAtLocation(identifier);
  const declaration = symbol?.declarations?.[0];
  if (declaration === undefined) return false;
  let node: TS.Node | undefined = declaration;
  while (
    node !== undefined &&
    !ts.isImportDeclaration(node) &&
    !ts.isVariableDeclaration(node) &&
    !ts.isSourceFile(node)
  )
    node = node.parent;
  if (node === undefined || ts.isSourceFile(node)) return false;
  if (ts.isImportDeclaration(node))
    return namesModule(node.moduleSpecifier, pkg) || pkg.isPackageSymbol(checker, symbol!);
  const init = node.initializer === undefined ? undefined : skipWrappers(node.initializer);
  const call = init !== undefined && ts.isPropertyAccessExpression(init) ? skipWrappers(init.expression) : init;
  return (
    call !== undefined &&
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === "require" &&
    namesModule(call.arguments[0], pkg)
  );
}
