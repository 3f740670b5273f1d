// Schema values written in another module: `inputSchema: searchSchema` with
// `import { searchSchema } from "./schemas.js"` (through re-exports and const chains), and spreads of
// imported fragments (`properties: { ...paginationProps, query: {…} }`). Read through the checker's
// symbols to the object literal that declares them; only the top-level property names are kept,
// which is what the read-based rules judge.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import type { FindContext } from "../context.js";
import { resolveVariable } from "../syntax/follow-const.js";
import { unwrap } from "../../util/syntax.js";
import { OPENING_KEYWORDS, OPENNESS_KEYWORDS } from "../../schema/keywords.js";
import type { JsonValue } from "../../schema/json-schema.js";
import { namespaceMember } from "./zod.js";
import { writtenDeclaration } from "../syntax/written-file.js";
import {
  constDeclarationInitializer,
  constInitializerOf,
  initializerOf,
  keyName,
  skipWrappers,
  targetSymbol,
} from "../syntax/ts-syntax.js";

/** How many `const a = b` hops, aliases and re-exports are followed. */
const MAX_HOPS = 8;

/** What a TypeScript expression stands for: itself, or the initializer of the `const` it names (anywhere), followed. */
function constValueOf(checker: TS.TypeChecker, expression: TS.Expression): TS.Expression | undefined {
  let current: TS.Expression | undefined = skipWrappers(expression);
  for (let hop = 0; hop < MAX_HOPS && current !== undefined; hop++) {
    if (!ts.isIdentifier(current)) return current;
    current = constInitializerOf(targetSymbol(checker, current));
  }
  return undefined;
}

/** The object literal a TypeScript expression stands for: itself, or the `const` it names (anywhere). */
export function objectLiteralOf(
  checker: TS.TypeChecker,
  expression: TS.Expression,
): TS.ObjectLiteralExpression | undefined {
  const value = constValueOf(checker, expression);
  return value !== undefined && ts.isObjectLiteralExpression(value) ? value : undefined;
}

/** `type: "…"`, `properties`, `$schema`: a JSON Schema, not a zod raw shape or an options bag. */
export function isJsonSchemaLiteral(object: TS.ObjectLiteralExpression): boolean {
  const type = initializerOf(object, "type");
  return (
    (type !== undefined && ts.isStringLiteralLike(type)) ||
    initializerOf(object, "properties") !== undefined ||
    initializerOf(object, "$schema") !== undefined
  );
}

/** An identifier imported into this file (or required), whose declaration the checker can reach. */
function isImported(ctx: FindContext, identifier: TSESTree.Identifier): boolean {
  const def = resolveVariable(ctx.sourceCode, identifier)?.defs[0];
  return def?.type === "ImportBinding";
}

/** The symbol an imported name (or a member of an imported namespace) stands for in its own module. */
export function importedSymbol(ctx: FindContext, node: TSESTree.Node): TS.Symbol | undefined {
  const services = ctx.types;
  const value = unwrap(node);
  if (services === undefined) return undefined;
  // `schemas.search` of `import * as schemas from "./schemas.js"`: the export's name.
  const member = namespaceMember(ctx, value);
  if (member !== undefined) return member;
  if (value.type !== AST_NODE_TYPES.Identifier || !isImported(ctx, value)) return undefined;
  return targetSymbol(services.program.getTypeChecker(), services.esTreeNodeToTSNodeMap.get(value) as TS.Identifier);
}

/**
 * The expression an imported name stands for, in its own module, through `const` chains: the
 * initializer of `export const searchSchema = …`.
 */
export function importedValue(ctx: FindContext, node: TSESTree.Node): TS.Expression | undefined {
  const program = ctx.types?.program;
  return program === undefined ? undefined : symbolValue(program, importedSymbol(ctx, node));
}

/** importedValue for the symbol in hand. */
export function symbolValue(program: TS.Program, symbol: TS.Symbol | undefined): TS.Expression | undefined {
  const declaration = symbol?.valueDeclaration;
  if (declaration === undefined) return undefined;
  // A `.d.ts` beside the project's JavaScript: what runs is the JavaScript's initializer.
  const init = constDeclarationInitializer(writtenDeclaration(program, declaration));
  return init === undefined ? undefined : constValueOf(program.getTypeChecker(), init);
}

/** The object literal an imported name stands for, in its own module. */
export function importedObjectLiteral(ctx: FindContext, node: TSESTree.Node): TS.ObjectLiteralExpression | undefined {
  const value = importedValue(ctx, node);
  return value !== undefined && ts.isObjectLiteralExpression(value) ? value : undefined;
}

/** The names an object literal (in any module) lists, spreads of other literals included. */
export function literalKeys(
  checker: TS.TypeChecker,
  object: TS.ObjectLiteralExpression,
  depth = 0,
): { keys: string[]; open: boolean } {
  const keys: string[] = [];
  let open = false;
  for (const member of object.properties) {
    if (ts.isSpreadAssignment(member)) {
      const spread = depth < MAX_HOPS ? objectLiteralOf(checker, member.expression) : undefined;
      if (spread === undefined) open = true;
      else {
        const inner = literalKeys(checker, spread, depth + 1);
        keys.push(...inner.keys);
        open ||= inner.open;
      }
      continue;
    }
    const name = member.name === undefined ? undefined : keyName(member.name);
    if (name === undefined) open = true;
    else keys.push(name);
  }
  return { keys, open };
}

/**
 * The literal admits unlisted properties itself: `additionalProperties` or `unevaluatedProperties`
 * written other than `false` (keywords.ts's OPENNESS_KEYWORDS).
 */
export function opensItself(schema: TS.ObjectLiteralExpression): boolean {
  return OPENNESS_KEYWORDS.some((keyword) => {
    const value = initializerOf(schema, keyword);
    return value !== undefined && value.kind !== ts.SyntaxKind.FalseKeyword;
  });
}

/** The top-level properties a JSON Schema literal in another module declares. */
export function importedSchemaKeys(
  ctx: FindContext,
  schema: TS.ObjectLiteralExpression,
): { keys: string[]; open: boolean } {
  const checker = ctx.types!.program.getTypeChecker();
  const own = literalKeys(checker, schema);
  const open = own.open || own.keys.some((keyword) => OPENING_KEYWORDS.has(keyword)) || opensItself(schema);
  const properties = initializerOf(schema, "properties");
  if (properties === undefined) return { keys: [], open };
  const list = objectLiteralOf(checker, properties);
  if (list === undefined) return { keys: [], open: true };
  const inner = literalKeys(checker, list);
  return { keys: inner.keys, open: open || inner.open };
}

/**
 * The JSON value an object literal of another module writes, with `const` names and spreads of
 * other literals followed. What cannot be read (a call, a computed key, a spread of something else)
 * is `null`, and an object holding such a spread is `null` as a whole: a reader asking for
 * `required` or `properties` then finds no list, and claims nothing.
 */
export function importedSchemaValue(checker: TS.TypeChecker, expression: TS.Expression, depth = 0): JsonValue {
  if (depth > MAX_HOPS * 4) return null;
  const value = skipWrappers(expression);
  if (ts.isStringLiteralLike(value)) return value.text;
  if (ts.isNumericLiteral(value)) return Number(value.text);
  if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(value))
    return value.elements.map((element) =>
      ts.isSpreadElement(element) ? null : importedSchemaValue(checker, element, depth + 1),
    );
  const object = objectLiteralOf(checker, value);
  if (object === undefined) return null;
  const result: Record<string, JsonValue> = {};
  for (const member of object.properties) {
    if (ts.isSpreadAssignment(member)) {
      const spread = objectLiteralOf(checker, member.expression);
      const inner = spread === undefined ? null : importedSchemaValue(checker, spread, depth + 1);
      if (inner === null || typeof inner !== "object" || Array.isArray(inner)) return null;
      Object.assign(result, inner);
      continue;
    }
    const name = member.name === undefined ? undefined : keyName(member.name);
    if (name === undefined) return null;
    result[name] = ts.isPropertyAssignment(member) ? importedSchemaValue(checker, member.initializer, depth + 1) : null;
  }
  return result;
}
