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
import { CALLABLE_KEYS, HANDLER_METHODS, PAIR_SCHEMA_KEYS } from "../syntax/method-names.js";
import { keyName, targetSymbol } from "../syntax/ts-syntax.js";
import { isProjectFile } from "../syntax/written-file.js";
import { unwrap } from "../../util/syntax.js";
import { propertyKeyName } from "../syntax/object.js";
import type { FunctionNode } from "../syntax/functions.js";

/** `{ <definition key>: name, <handler key>: name }` in some file: the two names as written. */
interface WrittenPair {
  definition: TS.Identifier;
  handler: TS.Identifier;
}

/** `{ ...searchDefinition, run: async (args) => {…} }`: a copy of a definition that writes callables of its own. */
interface WrittenCopy {
  definition: TS.Identifier;
  /** The callable keys the copy writes: the copied definition's own under those keys do not run in it. */
  keys: readonly string[];
}

interface WrittenObjects {
  pairs: readonly WrittenPair[];
  copies: readonly WrittenCopy[];
}

const objectsByFile = weakCache<TS.SourceFile, WrittenObjects>();

/** A callable key followed by `:`, `,`, `}` or `(`: an object literal that may hold a pair or a copy. */
const CALLABLE_KEY_TEXT = new RegExp(`\\b(?:${CALLABLE_KEYS.join("|")})\\s*[:,}(]`);

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

function writtenCopy(object: TS.ObjectLiteralExpression): WrittenCopy | undefined {
  const spreads = object.properties.filter(ts.isSpreadAssignment);
  if (spreads.length !== 1 || !ts.isIdentifier(spreads[0]!.expression)) return undefined;
  // Only what is written after the spread replaces the copied definition's keys.
  const after = object.properties.slice(object.properties.indexOf(spreads[0]!) + 1);
  const keys = after.flatMap((property) => {
    const key = property.name === undefined ? undefined : keyName(property.name);
    return key !== undefined && CALLABLE_KEYS.includes(key) ? [key] : [];
  });
  return keys.length > 0 ? { definition: spreads[0]!.expression, keys } : undefined;
}

function fileObjects(sourceFile: TS.SourceFile): WrittenObjects {
  return objectsByFile(sourceFile, () => {
    if (!CALLABLE_KEY_TEXT.test(sourceFile.text)) return { pairs: [], copies: [] };
    const pairs: WrittenPair[] = [];
    const copies: WrittenCopy[] = [];
    const visit = (node: TS.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const pair = writtenPair(node);
        if (pair !== undefined) pairs.push(pair);
        const copy = writtenCopy(node);
        if (copy !== undefined) copies.push(copy);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return { pairs, copies };
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
      for (const pair of fileObjects(file).pairs) {
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

const copiesByProgram = weakCache<TS.Program, ReadonlyMap<TS.Symbol, ReadonlySet<string>>>();

/** The callable keys every copy of the program writes anew, by the symbol of the definition it copies. */
function replacedKeys(program: TS.Program): ReadonlyMap<TS.Symbol, ReadonlySet<string>> {
  return copiesByProgram(program, () => {
    const checker = program.getTypeChecker();
    const index = new Map<TS.Symbol, Set<string>>();
    for (const file of program.getSourceFiles()) {
      if (!isProjectFile(program, file)) continue;
      for (const copy of fileObjects(file).copies) {
        const definition = targetSymbol(checker, copy.definition);
        if (definition === undefined) continue;
        const keys = index.get(definition) ?? new Set<string>();
        for (const key of copy.keys) keys.add(key);
        index.set(definition, keys);
      }
    }
    return index;
  });
}

/**
 * Whether the callable under `key` of the definition held by `definitionNode`'s const is written
 * anew where the definition is copied (`{ ...SKILLS_TOOL_META, run: async (args) => {…} }`, in
 * any file): the copy runs its own, so the definition's (often a placeholder, `run: async () => ""`)
 * is not known to be what the model's arguments reach. False without types.
 */
function callableReplacedInCopy(ctx: FindContext, definitionNode: TSESTree.Node, key: string): boolean {
  const services = ctx.types;
  const held = holdingName(definitionNode);
  if (services === undefined || held === undefined) return false;
  const program = services.program;
  const symbol = program.getTypeChecker().getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(held));
  return symbol !== undefined && replacedKeys(program).get(symbol)?.has(key) === true;
}

/** Whether the key of a definition's object that holds `handler` is written anew where the definition is copied. */
export function isReplacedInCopy(
  ctx: FindContext,
  definitionNode: TSESTree.Node,
  object: TSESTree.ObjectExpression | undefined,
  handler: FunctionNode,
): boolean {
  const holding = object?.properties.find(
    (property) => property.type === AST_NODE_TYPES.Property && unwrap(property.value) === handler,
  );
  const key = holding?.type === AST_NODE_TYPES.Property ? propertyKeyName(holding) : undefined;
  return key !== undefined && callableReplacedInCopy(ctx, definitionNode, key);
}
