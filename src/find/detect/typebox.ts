// TypeBox schemas written as tool schemas (`parameters: Type.Object({ query: Type.String(),
// limit: Type.Optional(Type.Number()) })`). TypeBox builds JSON Schema values: the object's
// properties are the keys of `Type.Object`'s first argument, and `Type.Optional(…)` leaves a key
// out of `required`. Recognised by where the chain's start is bound: an import from TypeBox
// (`typebox`, `@sinclair/typebox` and their subpaths), or, with the checker, a name another module
// re-exports from a TypeBox package. A `Type.Object(…)` another module declares is read through the
// checker's symbols from that module's syntax, like imported JSON Schema literals.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { literalBoolean, unwrap } from "../../util/syntax.js";
import { weakCache } from "../../util/weak-cache.js";
import type { FindContext } from "../context.js";
import { bindsPackage, tsBindsPackage, type Package } from "../syntax/bound-package.js";
import { followConst } from "../syntax/follow-const.js";
import { findProperty, hasSpread, propertyValue, staticProperties } from "../syntax/object.js";
import { keyName, skipWrappers } from "../syntax/ts-syntax.js";
import { importedSymbol, objectLiteralOf, opensItself, symbolValue } from "./imported-schema.js";

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
export const TYPEBOX: Package = {
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

/** `Type.<method>(…)` written in another module, with `Type` bound to TypeBox there: the method's name. */
function tsTypeboxMethod(checker: TS.TypeChecker, node: TS.Expression): string | undefined {
  const value = skipWrappers(node);
  if (!ts.isCallExpression(value)) return undefined;
  const callee = skipWrappers(value.expression);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return undefined;
  return tsBindsPackage(checker, callee.expression, TYPEBOX) ? callee.name.text : undefined;
}

/**
 * The TypeBox object an imported name stands for in its own module: the `Type.Object(…)` call its
 * `const` holds, or, in a declaration file, the members of the `TObject<{ … }>` it is declared with.
 */
type ImportedTypebox = { call: TS.CallExpression } | { declared: TS.TypeLiteralNode };

function importedTypeboxObject(ctx: FindContext, node: TSESTree.Node): ImportedTypebox | undefined {
  const program = ctx.types?.program;
  const symbol = importedSymbol(ctx, node);
  if (program === undefined || symbol === undefined) return undefined;
  const checker = program.getTypeChecker();
  // The initializer written in the module (the project's JavaScript, for a `.d.ts` beside it).
  const value = symbolValue(program, symbol);
  if (value !== undefined)
    return ts.isCallExpression(value) && tsTypeboxMethod(checker, value) === "Object" ? { call: value } : undefined;
  const declaration = symbol.valueDeclaration;
  if (declaration === undefined || !declaration.getSourceFile().isDeclarationFile) return undefined;
  const type = ts.isVariableDeclaration(declaration) ? declaration.type : undefined;
  const members = type === undefined ? undefined : typeArgumentOf(checker, type, "TObject");
  return members !== undefined && ts.isTypeLiteralNode(members) ? { declared: members } : undefined;
}

/**
 * `TObject<A>` written as a declaration file writes TypeBox's types (`import("typebox").TObject<A>`
 * or a name imported from TypeBox), when `type` is TypeBox's type `name`: its first type argument.
 */
function typeArgumentOf(checker: TS.TypeChecker, type: TS.TypeNode, name: string): TS.TypeNode | undefined {
  if (ts.isImportTypeNode(type)) {
    const module = type.argument;
    const fromTypebox =
      ts.isLiteralTypeNode(module) && ts.isStringLiteral(module.literal) && isTypeboxModuleName(module.literal.text);
    const written = type.qualifier === undefined ? undefined : rightmostName(type.qualifier);
    return fromTypebox && written === name ? type.typeArguments?.[0] : undefined;
  }
  if (!ts.isTypeReferenceNode(type) || rightmostName(type.typeName) !== name) return undefined;
  const symbol = checker.getSymbolAtLocation(type.typeName);
  return symbol !== undefined && TYPEBOX.isPackageSymbol(checker, symbol) ? type.typeArguments?.[0] : undefined;
}

function rightmostName(name: TS.EntityName): string {
  return ts.isIdentifier(name) ? name.text : name.right.text;
}

/**
 * The TypeBox object a schema value is: the `Type.Object(…)` call, through consts of this file, or
 * the imported name of one another module declares; undefined for anything else.
 */
export function typeboxObjectOf(ctx: FindContext, node: TSESTree.Node): TSESTree.Node | undefined {
  const value = unwrap(followConst(ctx.sourceCode, node));
  if (value.type === AST_NODE_TYPES.CallExpression) return typeboxMethod(ctx, value) === "Object" ? value : undefined;
  return importedTypeboxObject(ctx, value) === undefined ? undefined : value;
}

/**
 * The top-level properties of `Type.Object(properties, options?)`, or of the one an imported name
 * stands for; undefined when its properties are not an object literal.
 */
export function typeboxProperties(ctx: FindContext, schema: TSESTree.Node): TypeboxProperties | undefined {
  if (schema.type !== AST_NODE_TYPES.CallExpression) return importedTypeboxProperties(ctx, schema);
  const [first, options] = schema.arguments;
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

/** The JSON type each of TypeBox's builders makes. */
const TYPEBOX_JSON_TYPES: Readonly<Record<string, string>> = {
  String: "string",
  Number: "number",
  Integer: "integer",
  Boolean: "boolean",
  Array: "array",
  Object: "object",
};

/**
 * The JSON type a field written with one of TypeBox's builders takes (`Type.String({ … })`, through
 * `Type.Optional(…)`: "string"); undefined for anything else (a union, a reference, a helper's result).
 */
export function typeboxFieldType(ctx: FindContext, node: TSESTree.Node): string | undefined {
  const method = typeboxMethod(ctx, node);
  if (method === "Optional") {
    const inner = (unwrap(node) as TSESTree.CallExpression).arguments[0];
    return inner === undefined || inner.type === AST_NODE_TYPES.SpreadElement
      ? undefined
      : typeboxFieldType(ctx, inner);
  }
  return method !== undefined && Object.hasOwn(TYPEBOX_JSON_TYPES, method) ? TYPEBOX_JSON_TYPES[method] : undefined;
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
  return literalBoolean(value) !== false;
}

/**
 * What the TypeBox object an imported name stands for declares, read from its module's syntax:
 * every key is reported at the name here. A spread, or options that may allow more, leave it open.
 */
function importedTypeboxProperties(ctx: FindContext, reference: TSESTree.Node): TypeboxProperties | undefined {
  const imported = importedTypeboxObject(ctx, reference);
  if (imported === undefined) return undefined;
  const checker = ctx.types!.program.getTypeChecker();
  const keys = new Map<string, TSESTree.Node>();
  const optional = new Set<string>();
  if ("declared" in imported) {
    // A declaration file's `TObject<{ … }>` lists every property; `TOptional<…>` marks what may be
    // left out. Its options are not in the type: read like a `Type.Object` written without any.
    for (const member of imported.declared.members) {
      const name = member.name === undefined ? undefined : keyName(member.name);
      if (name === undefined || !ts.isPropertySignature(member)) return undefined;
      keys.set(name, reference);
      if (member.type !== undefined && typeArgumentOf(checker, member.type, "TOptional") !== undefined)
        optional.add(name);
    }
    return { keys, open: false, optional };
  }
  const [first, options] = imported.call.arguments;
  const properties = first === undefined ? undefined : objectLiteralOf(checker, first);
  if (properties === undefined) return undefined;
  let open = false;
  for (const member of properties.properties) {
    const name = ts.isSpreadAssignment(member) || member.name === undefined ? undefined : keyName(member.name);
    if (name === undefined) {
      open = true;
      continue;
    }
    keys.set(name, reference);
    if (ts.isPropertyAssignment(member) && tsTypeboxMethod(checker, member.initializer) === "Optional")
      optional.add(name);
  }
  if (options !== undefined) {
    const written = objectLiteralOf(checker, options);
    open ||= written === undefined || opensItself(written);
  }
  return { keys, open, optional };
}
