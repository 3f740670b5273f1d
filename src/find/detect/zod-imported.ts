// zod schemas declared in another module of the program and imported by name. Read from the
// declaring module's syntax through the checker's symbols (cheap), not from their types: asking
// the checker for the type of a zod schema written in JavaScript makes it infer zod's generics for
// the whole chain, for every schema. Only a schema whose declaration has no
// initializer to read (a `.d.ts`) is typed.
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { tsBindsPackage, type Package } from "../syntax/bound-package.js";
import { weakCache } from "../../util/weak-cache.js";
import { writtenDeclaration } from "../syntax/written-file.js";
import {
  constDeclarationInitializer,
  constInitializerOf,
  keyName,
  skipWrappers,
  targetSymbol,
  tsChainRoot,
} from "../syntax/ts-syntax.js";

/** Hops through `const a = b`, aliases, re-exports and `.extend()` receivers. */
const MAX_HOPS = 8;

/** "zod", "zod/v4", "zod/v3", "zod/mini"… */
export function isZodModuleName(source: string): boolean {
  return source === "zod" || source.startsWith("zod/");
}

/** A file of the zod package, wherever the package manager put it. */
const ZOD_PACKAGE_FILE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Whether an imported binding is zod's, by where the checker resolves it: zod re-exported by another
 * module (`import { z } from "@llamaindex/core/zod"`, an app's `lib/zod.ts` with `export * from "zod"`).
 * The import's module name says so for the usual `from "zod"` without asking.
 */
export function isZodSymbol(checker: TS.TypeChecker, symbol: TS.Symbol, depth = 0): boolean {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (target.declarations?.some((declaration) => ZOD_PACKAGE_FILE.test(declaration.getSourceFile().fileName)))
    return true;
  // `import * as z from "./zod"` of a module that re-exports zod's exports: one of them tells.
  if (depth > 0 || !(target.flags & ts.SymbolFlags.ValueModule)) return false;
  const object = checker.tryGetMemberInModuleExports("object", target);
  return object !== undefined && isZodSymbol(checker, object, depth + 1);
}

/** zod, for bindsPackage and tsBindsPackage: its modules, and a re-export of it (isZodSymbol). */
export const ZOD: Package = { isModuleName: isZodModuleName, isPackageSymbol: isZodSymbol, bindings: weakCache() };

/** `import { z } from "zod"`, `import * as z from "zod/v4"`, `const { z } = require("zod")`, in any module. */
export function importsZod(checker: TS.TypeChecker, identifier: TS.Identifier): boolean {
  return tsBindsPackage(checker, identifier, ZOD);
}

/**
 * What an imported name is: a zod schema written in its module (with its initializer), a name a
 * `.d.ts` declares (with the type written there when that is a zod type: `z.ZodObject<…>`), or neither.
 */
export type ImportedZod =
  | { kind: "written"; init: TS.Expression }
  | { kind: "declared"; zodType: TS.TypeReferenceNode | TS.TypeLiteralNode | undefined }
  | undefined;

/** Whether `expression` (in any module) is a zod chain: it starts at zod, or at another schema that does. */
function isZodChain(checker: TS.TypeChecker, expression: TS.Expression, depth: number): boolean {
  if (depth > MAX_HOPS) return false;
  const root = tsChainRoot(expression, { calls: true });
  if (root === undefined) return false;
  if (importsZod(checker, root))
    return ts.isCallExpression(skipWrappers(expression)) || ts.isPropertyAccessExpression(skipWrappers(expression));
  const init = constInitializerOf(targetSymbol(checker, root));
  return init !== undefined && isZodChain(checker, init, depth + 1);
}

export function importedZod(program: TS.Program, identifier: TS.Identifier): ImportedZod {
  return importedZodSymbol(program, targetSymbol(program.getTypeChecker(), identifier));
}

/**
 * importedZod for the symbol a name stands for (aliases already followed). A `.d.ts` beside the
 * project's JavaScript is read in the JavaScript, which is what runs (written-file.ts).
 */
export function importedZodSymbol(program: TS.Program, symbol: TS.Symbol | undefined): ImportedZod {
  const declaration = symbol?.valueDeclaration;
  if (declaration === undefined) return undefined;
  const init = constDeclarationInitializer(writtenDeclaration(program, declaration));
  if (init !== undefined) return isWrittenZod(program.getTypeChecker(), init) ? { kind: "written", init } : undefined;
  if (declaration.getSourceFile().isDeclarationFile) return { kind: "declared", zodType: writtenZodType(declaration) };
  return undefined;
}

/** Whether an expression of another module is a zod schema or a raw shape as written there. */
export function isWrittenZod(checker: TS.TypeChecker, expression: TS.Expression): boolean {
  return isZodChain(checker, expression, 0) || isRawShape(checker, expression);
}

/** `{ city: z.string(), days: Days }`: an object literal whose every member is a zod schema (a raw shape). */
function isRawShape(checker: TS.TypeChecker, expression: TS.Expression): expression is TS.ObjectLiteralExpression {
  const value = skipWrappers(expression);
  return (
    ts.isObjectLiteralExpression(value) &&
    value.properties.length > 0 &&
    value.properties.every(
      (member) =>
        (ts.isPropertyAssignment(member) && isZodChain(checker, member.initializer, 1)) ||
        (ts.isShorthandPropertyAssignment(member) && isZodChain(checker, member.name, 1)),
    )
  );
}

/** The rightmost name of a type reference: `ZodObject` of `z.ZodObject`. */
function referenceName(node: TS.TypeReferenceNode): string {
  return ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text;
}

/**
 * The zod type a declaration file writes for a schema (`export declare const S: z.ZodObject<…>`), read
 * from the syntax: asking the checker for it makes it resolve zod's generics.
 */
function writtenZodType(declaration: TS.Declaration): TS.TypeReferenceNode | TS.TypeLiteralNode | undefined {
  if (!ts.isVariableDeclaration(declaration) || declaration.type === undefined) return undefined;
  const type = declaration.type;
  if (ts.isTypeReferenceNode(type)) return isZodReference(type) ? type : undefined;
  // A raw shape: `export declare const Shape: { readonly city: z.ZodString; … }`.
  return ts.isTypeLiteralNode(type) &&
    type.members.length > 0 &&
    type.members.every(
      (member) => ts.isPropertySignature(member) && member.type !== undefined && isZodReference(member.type),
    )
    ? type
    : undefined;
}

function isZodReference(type: TS.TypeNode): boolean {
  return ts.isTypeReferenceNode(type) && referenceName(type).startsWith("Zod");
}

/**
 * zod types a property of a declared shape may have that take no `undefined`: the model must send it.
 * Any other (`ZodOptional`, `ZodDefault`, `ZodEffects` of a preprocess, `ZodAny`, a union, a name
 * of the project's own) may let it be left out, and is counted so.
 */
const DECLARED_REQUIRED = new Set([
  "ZodString",
  "ZodNumber",
  "ZodBigInt",
  "ZodBoolean",
  "ZodDate",
  "ZodEnum",
  "ZodNativeEnum",
  "ZodLiteral",
  "ZodArray",
  "ZodObject",
  "ZodRecord",
  "ZodTuple",
  "ZodMap",
  "ZodSet",
]);

/** Whether a declared zod type takes no `undefined` (a nullable one only when what it wraps takes none). */
function declaredRequired(type: TS.TypeNode | undefined): boolean {
  if (type === undefined || !ts.isTypeReferenceNode(type)) return false;
  const name = referenceName(type);
  if (name === "ZodNullable") return declaredRequired(type.typeArguments?.[0]);
  return DECLARED_REQUIRED.has(name);
}

/** The members of a declared shape: one type literal, or an intersection of them (zod 3's `.extend()`). */
function shapeMembers(shape: TS.TypeNode): readonly TS.TypeElement[] | undefined {
  if (ts.isTypeLiteralNode(shape)) return shape.members;
  if (!ts.isIntersectionTypeNode(shape)) return undefined;
  const members: TS.TypeElement[] = [];
  for (const part of shape.types) {
    if (!ts.isTypeLiteralNode(part)) return undefined;
    members.push(...part.members);
  }
  return members;
}

/**
 * The keys of a declared `ZodObject<{ a: …; b: … }, …>` (zod 3's `ZodEffects<…>` of a refined one
 * included, and the `{ … } & { … }` zod 3 declares for an extended one), whether it takes other
 * keys: zod 3's "passthrough" or a catch-all, zod 4's `$loose` or `$catchall`; and which keys the
 * model may leave out (every one whose written zod type is not one that takes no `undefined`).
 * Undefined for any other declared type (the checker answers those).
 */
export function declaredZodKeys(
  type: TS.TypeReferenceNode | TS.TypeLiteralNode,
): { keys: string[]; open: boolean; optional: string[] } | undefined {
  if (ts.isTypeLiteralNode(type)) return shapeKeys(type.members); // a raw shape: closed, as the SDK wraps it
  const [shape, config, catchall] = type.typeArguments ?? [];
  const name = referenceName(type);
  if (name === "ZodEffects")
    return shape !== undefined && ts.isTypeReferenceNode(shape) ? declaredZodKeys(shape) : undefined;
  const members = name === "ZodObject" && shape !== undefined ? shapeMembers(shape) : undefined;
  const read = members === undefined ? undefined : shapeKeys(members);
  if (read === undefined) return undefined;
  const { keys, optional } = read;
  const passthrough =
    config !== undefined &&
    ts.isLiteralTypeNode(config) &&
    ts.isStringLiteral(config.literal) &&
    config.literal.text === "passthrough";
  const loose =
    config !== undefined && ts.isTypeReferenceNode(config) && ["$loose", "$catchall"].includes(referenceName(config));
  const catches =
    catchall !== undefined &&
    !(ts.isTypeReferenceNode(catchall) && ["ZodTypeAny", "ZodNever"].includes(referenceName(catchall)));
  return { keys, open: passthrough || loose || catches, optional };
}

/** The keys of a declared shape's members, and those the model may leave out. */
function shapeKeys(
  members: readonly TS.TypeElement[],
): { keys: string[]; open: boolean; optional: string[] } | undefined {
  const keys: string[] = [];
  const optional: string[] = [];
  for (const member of members) {
    const key = ts.isPropertySignature(member) ? keyName(member.name) : undefined;
    if (key === undefined) return undefined;
    if (keys.includes(key)) continue;
    keys.push(key);
    const property = member as TS.PropertySignature;
    if (property.questionToken !== undefined || !declaredRequired(property.type)) optional.push(key);
  }
  return { keys, open: false, optional };
}

function literalKeys(object: TS.ObjectLiteralExpression): { keys: string[]; open: boolean } {
  const keys: string[] = [];
  let open = false;
  for (const member of object.properties) {
    const name = member.name === undefined || ts.isSpreadAssignment(member) ? undefined : keyName(member.name);
    if (name === undefined) open = true;
    else keys.push(name);
  }
  return { keys, open };
}

/** Methods after `z.object({…})` that keep its keys and leave it closed to other keys. */
export const KEY_PRESERVING = new Set([
  "describe",
  "meta",
  "strict",
  "strip",
  "optional",
  "nullable",
  "nullish",
  "default",
  "refine",
  "superRefine",
  "check",
  "brand",
  "readonly",
  "partial",
  "deepPartial",
  "required",
]);
/** Methods that let the object take keys it does not list. */
export const OPENING = new Set(["passthrough", "loose", "catchall", "and"]);

export interface WrittenZodKeys {
  keys: string[];
  open: boolean;
  /** Keys the model may leave out: optional, or given a value when absent (`.default(…)`). */
  optional: string[];
  /** Keys given a value when absent (`.default(…)`, `.catch(…)`, `.prefault(…)`): never missing after parsing. */
  filled: string[];
}

/** Methods that fill in a value the model left out, when the schema parses the arguments. */
export const FILLING_METHODS: ReadonlySet<string> = new Set(["default", "catch", "prefault"]);
/**
 * Methods that may give a property a value once the schema has parsed the arguments, though the model
 * left it out: the filling ones, and those that run a function of the value (`undefined` included).
 */
export const MAY_FILL_METHODS: ReadonlySet<string> = new Set([...FILLING_METHODS, "transform", "pipe", "preprocess"]);
/** Methods that let the model leave a property out. */
export const LEAVE_OUT_METHODS: ReadonlySet<string> = new Set(["optional", "nullish", ...FILLING_METHODS]);
/** Methods that make every key of an object optional, or every one required. */
const ALL_OPTIONAL = new Set(["partial", "deepPartial"]);

/** The keys of a shape literal whose zod chain lets the model leave them out, and those it fills in when left out. */
function leftOutKeys(
  checker: TS.TypeChecker,
  shape: TS.ObjectLiteralExpression,
): { optional: string[]; filled: string[] } {
  const optional: string[] = [];
  const filled: string[] = [];
  for (const member of shape.properties) {
    if (!ts.isPropertyAssignment(member)) continue;
    const name = keyName(member.name);
    if (name === undefined) continue;
    const methods = chainMethods(checker, member.initializer);
    if (methods.some((method) => LEAVE_OUT_METHODS.has(method))) optional.push(name);
    if (methods.some((method) => FILLING_METHODS.has(method))) filled.push(name);
  }
  return { optional, filled };
}

/**
 * The methods a property's schema chain calls, through the `const`s it starts at: `hourly:
 * HourlyVariables` with `const HourlyVariables = z.array(…).optional()` calls `optional`.
 */
function chainMethods(checker: TS.TypeChecker, initializer: TS.Expression): string[] {
  const methods: string[] = [];
  let current = skipWrappers(initializer);
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
      methods.push(current.expression.name.text);
      current = skipWrappers(current.expression.expression);
    }
    const next = ts.isIdentifier(current) ? constInitializerOf(targetSymbol(checker, current)) : undefined;
    if (next === undefined) break;
    current = next;
  }
  return methods;
}

/**
 * The top-level keys of a zod object chain written in any module: `z.object({…})`, through
 * key-preserving methods, `.extend({…})` and `.merge(other)`. Undefined when a step hides them
 * (`.pick`, `.omit`, a union, a preprocess).
 */
export function writtenZodKeys(
  checker: TS.TypeChecker,
  expression: TS.Expression,
  depth = 0,
): WrittenZodKeys | undefined {
  if (depth > MAX_HOPS) return undefined;
  const current = skipWrappers(expression);
  if (ts.isIdentifier(current)) {
    const init = constInitializerOf(targetSymbol(checker, current));
    return init === undefined ? undefined : writtenZodKeys(checker, init, depth + 1);
  }
  if (isRawShape(checker, current)) {
    const read = literalKeys(current);
    return { keys: read.keys, open: read.open, ...leftOutKeys(checker, current) };
  }
  if (!ts.isCallExpression(current) || !ts.isPropertyAccessExpression(current.expression)) return undefined;
  const method = current.expression.name.text;
  const receiver = current.expression.expression;
  const argument = current.arguments[0] === undefined ? undefined : skipWrappers(current.arguments[0]);
  if (method === "object" || method === "strictObject" || method === "looseObject") {
    // `z.object`, or `zod_1.z.object` of compiled CommonJS (`const zod_1 = require("zod")`).
    const root = tsChainRoot(receiver);
    if (
      root === undefined ||
      !importsZod(checker, root) ||
      argument === undefined ||
      !ts.isObjectLiteralExpression(argument)
    )
      return undefined;
    const read = literalKeys(argument);
    return { keys: read.keys, open: read.open || method === "looseObject", ...leftOutKeys(checker, argument) };
  }
  const inner = writtenZodKeys(checker, receiver, depth + 1);
  if (inner === undefined) return undefined;
  if (ALL_OPTIONAL.has(method)) return { ...inner, optional: inner.keys };
  if (method === "required") return { ...inner, optional: [], filled: [] };
  if (KEY_PRESERVING.has(method)) return inner;
  if (OPENING.has(method)) return { ...inner, open: true };
  if (method === "extend" && argument !== undefined && ts.isObjectLiteralExpression(argument)) {
    const added = literalKeys(argument);
    const leftOut = leftOutKeys(checker, argument);
    // An extending key replaces the base's: what the base said of it no longer holds.
    const kept = (names: string[]) => names.filter((name) => !added.keys.includes(name));
    return {
      keys: [...new Set([...inner.keys, ...added.keys])],
      open: inner.open || added.open,
      optional: [...kept(inner.optional), ...leftOut.optional],
      filled: [...kept(inner.filled), ...leftOut.filled],
    };
  }
  if (method === "merge" && argument !== undefined) {
    const other = writtenZodKeys(checker, argument, depth + 1);
    return other === undefined
      ? undefined
      : {
          keys: [...new Set([...inner.keys, ...other.keys])],
          open: inner.open || other.open,
          optional: [...inner.optional.filter((name) => !other.keys.includes(name)), ...other.optional],
          filled: [...inner.filled.filter((name) => !other.keys.includes(name)), ...other.filled],
        };
  }
  return undefined;
}
