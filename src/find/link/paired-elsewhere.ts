// A definition and its handler written in one module and paired in another:
//   export const searchDefinition = { name: "search", inputSchema: {…} };      (tools/search.ts)
//   export const searchHandler = async (args) => {…};
//   export const tools = { search: { definition: searchDefinition, handler: searchHandler } };
//                                                                               (tools/index.ts)
// or `[{ ...searchDefinition, handler: searchHandler }]`, the definition copied into the entry.
// The pair is the evidence that the handler runs the definition, as `{ schema: def, handler }`
// is within one file (handler-registrations.ts). Read through the checker: both names of the pair
// must denote the definition's const and a function of the file being linted.
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { weakCache } from "../../util/weak-cache.js";
import type { FindContext } from "../context.js";
import { HANDLER_METHODS, PAIR_SCHEMA_KEYS } from "../syntax/method-names.js";
import { keyName, targetSymbol } from "../syntax/ts-syntax.js";
import { isProjectFile } from "./program-files.js";

/** `{ <definition key>: name, <handler key>: name }` in some file: the two names as written. */
interface WrittenPair {
  definition: TS.Identifier;
  handler: TS.Identifier;
}

const pairsByFile = weakCache<TS.SourceFile, readonly WrittenPair[]>();

/** A handler key followed by `:`, `,` or `}`: an object literal that may hold a pair. */
const HANDLER_KEY_TEXT = new RegExp(`\\b(?:${HANDLER_METHODS.join("|")})\\s*[:,}]`);

/** The name a property gives as its value: `key: name` or the shorthand `key`. */
function namedValue(property: TS.ObjectLiteralElementLike): { key: string; name: TS.Identifier } | undefined {
  if (ts.isShorthandPropertyAssignment(property)) return { key: property.name.text, name: property.name };
  if (!ts.isPropertyAssignment(property)) return undefined;
  const key = keyName(property.name);
  return key !== undefined && ts.isIdentifier(property.initializer) ? { key, name: property.initializer } : undefined;
}

function writtenPair(object: TS.ObjectLiteralExpression): WrittenPair | undefined {
  let definition: TS.Identifier | undefined;
  let handler: TS.Identifier | undefined;
  // `{ ...searchSchema, handler: search }`: the entry is the definition, copied, with its handler.
  const spreads = object.properties.filter(ts.isSpreadAssignment);
  if (spreads.length === 1 && ts.isIdentifier(spreads[0]!.expression)) definition = spreads[0]!.expression;
  for (const property of object.properties) {
    const named = namedValue(property);
    if (named === undefined) continue;
    if (PAIR_SCHEMA_KEYS.includes(named.key)) definition = named.name;
    else if (HANDLER_METHODS.includes(named.key)) handler = named.name;
  }
  return definition !== undefined && handler !== undefined ? { definition, handler } : undefined;
}

function filePairs(sourceFile: TS.SourceFile): readonly WrittenPair[] {
  return pairsByFile(sourceFile, () => {
    if (!HANDLER_KEY_TEXT.test(sourceFile.text)) return [];
    const found: WrittenPair[] = [];
    const visit = (node: TS.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const pair = writtenPair(node);
        if (pair !== undefined) found.push(pair);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return found;
  });
}

/** A written pair as the checker reads it: the file it is in, and what its handler's name declares. */
interface ResolvedPair {
  file: TS.SourceFile;
  handler: TS.Declaration | undefined;
}

const pairsByProgram = weakCache<TS.Program, ReadonlyMap<TS.Symbol, readonly ResolvedPair[]>>();

/** Every pair of the program's files, by the symbol its definition's name denotes: resolved once per program. */
function resolvedPairs(program: TS.Program): ReadonlyMap<TS.Symbol, readonly ResolvedPair[]> {
  return pairsByProgram(program, () => {
    const checker = program.getTypeChecker();
    const index = new Map<TS.Symbol, ResolvedPair[]>();
    for (const file of program.getSourceFiles()) {
      if (!isProjectFile(program, file)) continue;
      for (const pair of filePairs(file)) {
        const definition = targetSymbol(checker, pair.definition);
        if (definition === undefined) continue;
        const resolved = { file, handler: targetSymbol(checker, pair.handler)?.valueDeclaration };
        const list = index.get(definition);
        if (list === undefined) index.set(definition, [resolved]);
        else list.push(resolved);
      }
    }
    return index;
  });
}

/** The name a definition's object literal is held by: `const name = { … }` (possibly exported). */
function holdingName(definitionNode: TSESTree.Node): TSESTree.Identifier | undefined {
  const parent = definitionNode.parent;
  return parent?.type === AST_NODE_TYPES.VariableDeclarator &&
    parent.init === definitionNode &&
    parent.id.type === AST_NODE_TYPES.Identifier
    ? parent.id
    : undefined;
}

/**
 * The handler that another module pairs with the definition held by `definitionNode`'s const,
 * when that handler is declared in this file: the identifier that declares it. Undefined without
 * types, without a pair, or when pairs disagree.
 */
export function handlerPairedElsewhere(
  ctx: FindContext,
  definitionNode: TSESTree.Node,
): TSESTree.Identifier | undefined {
  const services = ctx.types;
  const held = holdingName(definitionNode);
  if (services === undefined || held === undefined) return undefined;
  const program = services.program;
  const checker = program.getTypeChecker();
  const heldNode = services.esTreeNodeToTSNodeMap.get(held);
  const definitionSymbol = checker.getSymbolAtLocation(heldNode);
  const ownFile = heldNode.getSourceFile();
  if (definitionSymbol === undefined) return undefined;
  let found: TS.Declaration | undefined;
  for (const pair of resolvedPairs(program).get(definitionSymbol) ?? []) {
    if (pair.file === ownFile) continue; // this file's own pairs are read where it is linted
    if (pair.handler === undefined || pair.handler.getSourceFile() !== ownFile) return undefined;
    if (found !== undefined && found !== pair.handler) return undefined; // pairs that disagree
    found = pair.handler;
  }
  if (found === undefined || !(ts.isFunctionDeclaration(found) || ts.isVariableDeclaration(found))) return undefined;
  const name = found.name === undefined ? undefined : services.tsNodeToESTreeNodeMap.get(found.name);
  return name?.type === AST_NODE_TYPES.Identifier ? name : undefined;
}
