// TypeBox schemas written as tool schemas (`parameters: Type.Object({ query: Type.String(),
// limit: Type.Optional(Type.Number()) })`). TypeBox builds JSON Schema values: the object's
// properties are the keys of `Type.Object`'s first argument, and `Type.Optional(…)` leaves a key
// out of `required`. Recognised by where the chain's start is bound: an import from TypeBox
// (`typebox`, `@sinclair/typebox` and their subpaths), or, with the checker, a name another module
// re-exports from a TypeBox package.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import ts from "../../schema/typescript.js";
import { unwrap } from "../../util/syntax.js";
import { weakCache } from "../../util/weak-cache.js";
import type { FindContext } from "../context.js";
import { bindsPackage, type Package } from "../syntax/bound-package.js";
import { followConst } from "../syntax/follow-const.js";
import { findProperty, hasSpread, propertyValue, staticProperties } from "../syntax/object.js";

/** What a TypeBox object declares at its top level. */
export interface TypeboxProperties {
  /** Property name → its key in `Type.Object`'s argument. */
  keys: Map<string, TSESTree.Node>;
  /** It may hold properties not listed (a spread, a computed key, `additionalProperties` not false). */
  open: boolean;
  /** The keys written `Type.Optional(…)`: the model may leave them out. */
  optional: Set<string>;
}

function isTypeboxModuleName(source: string): boolean {
  return /^(@sinclair\/typebox|typebox)(\/|$)/.test(source);
}

const TYPEBOX_PACKAGE_FILE = /[\\/]node_modules[\\/](@sinclair[\\/]typebox|typebox)[\\/]/;

/** TypeBox, for bindsPackage: its modules, and a name another module re-exports from its package. */
const TYPEBOX: Package = {
  isModuleName: isTypeboxModuleName,
  isPackageSymbol: (checker, symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return target.declarations?.some((d) => TYPEBOX_PACKAGE_FILE.test(d.getSourceFile().fileName)) === true;
  },
  bindings: weakCache(),
};

/** Whether `identifier` names TypeBox's builder (`Type`) or a namespace of TypeBox's exports. */
function bindsTypebox(ctx: FindContext, identifier: TSESTree.Identifier): boolean {
  return bindsPackage(ctx, identifier, TYPEBOX);
}

/** `Type.<method>(…)` with `Type` bound to TypeBox: the method's name. */
function typeboxMethod(ctx: FindContext, node: TSESTree.Node): string | undefined {
  const value = unwrap(node);
  if (value.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const callee = unwrap(value.callee);
  if (
    callee.type !== AST_NODE_TYPES.MemberExpression ||
    callee.computed ||
    callee.property.type !== AST_NODE_TYPES.Identifier ||
    callee.object.type !== AST_NODE_TYPES.Identifier
  )
    return undefined;
  return bindsTypebox(ctx, callee.object) ? callee.property.name : undefined;
}

/** The `Type.Object(…)` call a schema value is, through consts of this file; undefined for anything else. */
export function typeboxObjectOf(ctx: FindContext, node: TSESTree.Node): TSESTree.CallExpression | undefined {
  const value = unwrap(followConst(ctx.sourceCode, node));
  return value.type === AST_NODE_TYPES.CallExpression && typeboxMethod(ctx, value) === "Object" ? value : undefined;
}

/**
 * The top-level properties of `Type.Object(properties, options?)`; undefined when its properties are
 * not an object literal of this file.
 */
export function typeboxProperties(ctx: FindContext, call: TSESTree.CallExpression): TypeboxProperties | undefined {
  const [first, options] = call.arguments;
  if (first === undefined || first.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const properties = unwrap(followConst(ctx.sourceCode, first));
  if (properties.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const listed = staticProperties(properties);
  const keys = new Map<string, TSESTree.Node>();
  const optional = new Set<string>();
  for (const { name, property } of listed) {
    keys.set(name, property.key);
    if (typeboxMethod(ctx, property.value) === "Optional") optional.add(name);
  }
  return { keys, open: listed.length !== properties.properties.length || optionsOpen(ctx, options), optional };
}

/** `{ additionalProperties: false }` closes the object; another value, or options we cannot read, may not. */
function optionsOpen(ctx: FindContext, options: TSESTree.CallExpressionArgument | undefined): boolean {
  if (options === undefined) return false;
  if (options.type === AST_NODE_TYPES.SpreadElement) return true;
  const object = unwrap(followConst(ctx.sourceCode, options));
  if (object.type !== AST_NODE_TYPES.ObjectExpression || hasSpread(object)) return true;
  const additional = propertyValue(findProperty(object, "additionalProperties"));
  if (additional === undefined) return false;
  const value = unwrap(followConst(ctx.sourceCode, additional));
  return !(value.type === AST_NODE_TYPES.Literal && value.value === false);
}
