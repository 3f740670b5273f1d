// Whether a name is bound to a schema library (zod, TypeBox): imported or required from one of its
// modules, or, with the checker, from a module that re-exports it. Asked once per binding.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import { boundModule } from "../../util/syntax.js";
import type { WeakCache } from "../../util/weak-cache.js";
import type { FindContext } from "../context.js";
import { resolveVariable } from "./follow-const.js";

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
