// Cross-file index of the tool names registered on one registry or MCP server, for
// no-duplicate-tool-names. Built once per ts.Program
// from program.getSourceFiles() (declaration and library files left out); the syntactic part is
// cached per ts.SourceFile, so when an editor rebuilds the program after one edit only the edited
// file is re-scanned. No module-level accumulation: the index depends only on the program.
//
// "The same registry" means the same symbol: a `const registry = new ToolRegistry()` (or
// `const server = new McpServer(…)`) exported from one module and imported (under any name, through
// re-exports) by others. Calls on anything else —
// a property (`this.registry`), a parameter, a registry the checker cannot resolve — are left out:
// two objects of one class are not one registry.
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { isTrustedElsewhere } from "../syntax/on-disk.js";
import { isProjectFile } from "../syntax/written-file.js";
import { weakCache, weakPairCache } from "../../util/weak-cache.js";
import { namesMatching, typeOfValueSymbol } from "../syntax/ts-syntax.js";

/** One `registry.tool(…)` or `server.registerTool(…)`/`server.tool(…)` call somewhere in the program. */
export interface RegistrySite {
  sourceFile: TS.SourceFile;
  fileName: string;
  /** 1-based. */
  line: number;
  name: string;
}

/** A registration call found by syntax alone: its receiver identifier and its arguments. */
interface SyntacticCall {
  receiver: TS.Identifier;
  method: "tool" | "registerTool";
  args: readonly TS.Expression[];
}

/** What a receiver is: our registry (`tool(fn, options)`) or an MCP server (`tool(name, …)`, `registerTool(name, …)`). */
type RegistryKind = "registry" | "mcp";

const callsByFile = weakCache<TS.SourceFile, SyntacticCall[]>();
const indexByProgram = weakCache<TS.Program, Map<TS.Symbol, RegistrySite[]>>();

/** The registration methods in a file's text (`.tool`, `.registerTool`); each is found in the syntax by descending to it. */
const METHOD_TEXT = /\.\s*(tool|registerTool)\b/g;

function propertyNamed(object: TS.ObjectLiteralExpression, name: string): TS.PropertyAssignment | undefined {
  let found: TS.PropertyAssignment | undefined;
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property))
      found = undefined; // a later spread may override
    else if (
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name
    ) {
      found = property;
    }
  }
  return found;
}

/** `receiver.tool(…)` or `receiver.registerTool(…)` around the method's name. */
function syntacticCall(name: TS.Node): SyntacticCall | undefined {
  const callee = name.parent;
  if (!ts.isPropertyAccessExpression(callee) || callee.name !== name || !ts.isIdentifier(callee.expression))
    return undefined;
  const node = callee.parent;
  if (!ts.isCallExpression(node) || node.expression !== callee) return undefined;
  const method = callee.name.text;
  if (method !== "tool" && method !== "registerTool") return undefined;
  return { receiver: callee.expression, method, args: node.arguments };
}

/** `registry.tool(fn, { name? })`: the node naming the tool, the `name:` value or the function. */
function registryNameNode(call: SyntacticCall): { node: TS.Expression; fromFunction: boolean } | undefined {
  const [fn, options] = call.args;
  if (call.method !== "tool" || fn === undefined || options === undefined || !ts.isObjectLiteralExpression(options))
    return undefined;
  const explicit = propertyNamed(options, "name");
  if (explicit !== undefined) return { node: explicit.initializer, fromFunction: false };
  if (options.properties.some(ts.isSpreadAssignment)) return undefined;
  return { node: fn, fromFunction: true };
}

function scanFile(sourceFile: TS.SourceFile): SyntacticCall[] {
  return callsByFile(sourceFile, () => {
    const calls: SyntacticCall[] = [];
    for (const name of namesMatching(sourceFile, METHOD_TEXT)) {
      const call = syntacticCall(name);
      if (call !== undefined) calls.push(call);
    }
    return calls;
  });
}

/** The symbol a name finally denotes, through import/export aliases. */
export function resolveAliases(checker: TS.TypeChecker, symbol: TS.Symbol): TS.Symbol {
  let current = symbol;
  for (let hop = 0; hop < 16 && current.flags & ts.SymbolFlags.Alias; hop++) {
    const next = checker.getAliasedSymbol(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Whether a `const` is initialised with `new <className>(…)` (or `new ns.<className>(…)`). */
function constructs(declaration: TS.VariableDeclaration, className: string): boolean {
  const initializer = declaration.initializer;
  if (initializer === undefined || !ts.isNewExpression(initializer)) return false;
  const callee = initializer.expression;
  return ts.isIdentifier(callee)
    ? callee.text === className
    : ts.isPropertyAccessExpression(callee) && callee.name.text === className;
}

type Registry = { symbol: TS.Symbol; kind: RegistryKind } | undefined;

const registryAnswers = weakPairCache<TS.Program, TS.Node, Registry>();

/**
 * The registry or server variable a receiver identifier denotes, or undefined when it is not one.
 * Asked once per program and receiver: the index asks about every registration and each linted
 * file again about its own, and each answer resolves import aliases.
 */
function registrySymbol(program: TS.Program, receiver: TS.Node): Registry {
  return registryAnswers(program, receiver, () => resolveRegistry(program.getTypeChecker(), receiver));
}

function resolveRegistry(checker: TS.TypeChecker, receiver: TS.Node): Registry {
  const symbol = checker.getSymbolAtLocation(receiver);
  if (symbol === undefined) return undefined;
  const target = resolveAliases(checker, symbol);
  const declaration = target.valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return undefined;
  const typeName = typeOfValueSymbol(checker, target).getSymbol()?.getName();
  if (typeName === "ToolRegistry" || constructs(declaration, "ToolRegistry"))
    return { symbol: target, kind: "registry" };
  if (typeName === "McpServer" || constructs(declaration, "McpServer")) return { symbol: target, kind: "mcp" };
  return undefined;
}

/** A string the checker knows statically: a literal, or a constant's literal type. */
function staticString(checker: TS.TypeChecker, node: TS.Expression): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : undefined;
}

/** The static tool name of a call and the node it is read from, by what the receiver is. */
function toolName(
  checker: TS.TypeChecker,
  call: SyntacticCall,
  kind: RegistryKind,
): { name: string; node: TS.Node } | undefined {
  if (kind === "mcp") {
    const node = call.args[0];
    const name = node === undefined ? undefined : staticString(checker, node);
    return name === undefined || node === undefined ? undefined : { name, node };
  }
  const named = registryNameNode(call);
  if (named === undefined) return undefined;
  if (!named.fromFunction) {
    const name = staticString(checker, named.node);
    return name === undefined ? undefined : { name, node: named.node };
  }
  const fn = named.node;
  if (ts.isIdentifier(fn)) return { name: fn.text, node: fn };
  if ((ts.isFunctionExpression(fn) || ts.isClassExpression(fn)) && fn.name !== undefined)
    return { name: fn.name.text, node: fn };
  return undefined;
}

function buildIndex(program: TS.Program): Map<TS.Symbol, RegistrySite[]> {
  const checker = program.getTypeChecker();
  const index = new Map<TS.Symbol, RegistrySite[]>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isProjectFile(program, sourceFile)) continue;
    for (const call of scanFile(sourceFile)) {
      const registry = registrySymbol(program, call.receiver);
      if (registry === undefined) continue;
      const named = toolName(checker, call, registry.kind);
      if (named === undefined) continue;
      const { line } = sourceFile.getLineAndCharacterOfPosition(named.node.getStart(sourceFile));
      const sites = index.get(registry.symbol);
      const site = { sourceFile, fileName: sourceFile.fileName, line: line + 1, name: named.name };
      if (sites === undefined) index.set(registry.symbol, [site]);
      else sites.push(site);
    }
  }
  return index;
}

/**
 * Every registration of `name` on the registry or MCP server `receiver` denotes, across the program,
 * but for those in files that changed on disk since the program read them (see on-disk.ts).
 */
export function registrySitesNamed(program: TS.Program, receiver: TS.Node, name: string): RegistrySite[] {
  const index = indexByProgram(program, () => buildIndex(program));
  const registry = registrySymbol(program, receiver);
  if (registry === undefined) return [];
  const linted = receiver.getSourceFile().fileName;
  return (index.get(registry.symbol) ?? []).filter(
    (site) => site.name === name && isTrustedElsewhere(program, site.sourceFile, linted),
  );
}
