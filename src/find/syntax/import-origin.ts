// Where an imported binding really comes from. A project may re-export an SDK's factory through a
// module of its own (`export { tool, jsonSchema } from "ai"` in `types/core.ts`) and import it from
// there: the import's text then names the project's module, while the checker knows the package
// that declares it. Recognisers ask this, not the import's text, which package a callee is from.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type ts from "typescript";
import compiler from "../../schema/typescript.js";
import type { FindContext } from "../context.js";
import { weakCache } from "../../util/weak-cache.js";
import { importBinding, importedName, type ImportBinding } from "./follow-const.js";

export interface ImportOrigin {
  /** The name the module exports it under (`tool` of `import { tool as aiTool }`); "default" or "*" otherwise. */
  name: string;
  /** The package that declares it, or the import's text when no re-export leads to a package. */
  source: string;
}

/** The package of a declaration file in `node_modules` (`ai`, `@mastra/core`). */
const PACKAGE_IN_PATH = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/;

const origins = weakCache<TSESTree.Node, ImportOrigin | undefined>();

/** The origin of an imported identifier; undefined when the identifier is not imported. */
export function importOrigin(ctx: FindContext, identifier: TSESTree.Node): ImportOrigin | undefined {
  const binding = importBinding(ctx.sourceCode, identifier);
  if (binding === undefined) return undefined;
  return origins(binding.node, () => originOf(ctx, binding));
}

function originOf(ctx: FindContext, binding: ImportBinding): ImportOrigin {
  const written = { name: importedName(binding), source: binding.parent.source.value };
  // Only a module of the project can re-export: a package's own name is the origin already.
  if (!isRelative(written.source) || ctx.types === undefined || written.name === "*") return written;
  const tsNode = ctx.types.esTreeNodeToTSNodeMap.get(binding.node) as ts.ImportSpecifier | ts.ImportClause | undefined;
  const checker = ctx.types.program.getTypeChecker();
  const symbol = tsNode?.name === undefined ? undefined : checker.getSymbolAtLocation(tsNode.name);
  if (symbol === undefined || (symbol.flags & compiler.SymbolFlags.Alias) === 0) return written;
  const target = checker.getAliasedSymbol(symbol);
  const file = target.declarations?.[0]?.getSourceFile();
  const match = file === undefined ? null : PACKAGE_IN_PATH.exec(file.fileName);
  if (match === null) return written;
  const name = target.escapedName === "default" ? "default" : target.name;
  return { name, source: match[1]!.replace(/\\/g, "/") };
}

function isRelative(specifier: string): boolean {
  return specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..";
}

/** Whether `node` is an identifier imported as `name` from a module `fromModule` accepts. */
export function isImportOf(
  ctx: FindContext,
  node: TSESTree.Node,
  name: string,
  fromModule: (source: string) => boolean,
): boolean {
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const origin = importOrigin(ctx, node);
  return origin !== undefined && origin.name === name && fromModule(origin.source);
}
