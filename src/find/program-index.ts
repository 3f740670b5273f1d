// Cross-file index of registry tool names, for no-duplicate-tool-names. Built once per ts.Program
// from program.getSourceFiles() (declaration and library files left out); the syntactic part is
// cached per ts.SourceFile, so when an editor rebuilds the program after one edit only the edited
// file is re-scanned. No module-level accumulation: the index depends only on the program.
//
// "The same registry" means the same symbol: a `const registry = new ToolRegistry()` exported from
// one module and imported (under any name, through re-exports) by others. Calls on anything else —
// a property (`this.registry`), a parameter, a registry the checker cannot resolve — are left out:
// two objects of one class are not one registry.
import type * as TS from "typescript";
import ts from "../schema/typescript.js";

/** One `registry.tool(…)` call somewhere in the program. */
export interface RegistrySite {
  fileName: string;
  /** 1-based. */
  line: number;
  name: string;
}

/** A `.tool(…)` call found by syntax alone: its receiver identifier and the node naming the tool. */
interface SyntacticCall {
  receiver: TS.Identifier;
  /** The `name:` value, or the function argument the registry names the tool after. */
  nameNode: TS.Expression;
  nameFromFunction: boolean;
}

const callsByFile = new WeakMap<TS.SourceFile, SyntacticCall[]>();
const indexByProgram = new WeakMap<TS.Program, Map<TS.Symbol, RegistrySite[]>>();

/** Cheap text test before walking a file: it must contain `.tool` somewhere. */
const MAY_REGISTER = /\.\s*tool\b/;

function propertyNamed(object: TS.ObjectLiteralExpression, name: string): TS.PropertyAssignment | undefined {
  let found: TS.PropertyAssignment | undefined;
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) found = undefined; // a later spread may override
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

function syntacticCall(node: TS.CallExpression): SyntacticCall | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== "tool" || !ts.isIdentifier(callee.expression)) {
    return undefined;
  }
  const [fn, options] = node.arguments;
  if (fn === undefined || options === undefined || !ts.isObjectLiteralExpression(options)) return undefined;
  const explicit = propertyNamed(options, "name");
  if (explicit !== undefined) return { receiver: callee.expression, nameNode: explicit.initializer, nameFromFunction: false };
  if (options.properties.some(ts.isSpreadAssignment)) return undefined;
  return { receiver: callee.expression, nameNode: fn, nameFromFunction: true };
}

function scanFile(sourceFile: TS.SourceFile): SyntacticCall[] {
  const cached = callsByFile.get(sourceFile);
  if (cached !== undefined) return cached;
  const calls: SyntacticCall[] = [];
  if (MAY_REGISTER.test(sourceFile.text)) {
    const visit = (node: TS.Node): void => {
      if (ts.isCallExpression(node)) {
        const call = syntacticCall(node);
        if (call !== undefined) calls.push(call);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  callsByFile.set(sourceFile, calls);
  return calls;
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

/** The registry variable a receiver identifier denotes, or undefined when it is not one. */
export function registrySymbol(checker: TS.TypeChecker, receiver: TS.Node): TS.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(receiver);
  if (symbol === undefined) return undefined;
  const target = resolveAliases(checker, symbol);
  const declaration = target.valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return undefined;
  const typeName = checker.getTypeOfSymbol(target).getSymbol()?.getName();
  const initializer = declaration.initializer;
  const constructed =
    initializer !== undefined &&
    ts.isNewExpression(initializer) &&
    (ts.isIdentifier(initializer.expression)
      ? initializer.expression.text === "ToolRegistry"
      : ts.isPropertyAccessExpression(initializer.expression) && initializer.expression.name.text === "ToolRegistry");
  return typeName === "ToolRegistry" || constructed ? target : undefined;
}

/** The static tool name of a call, read through the checker (string literal types, consts). */
function toolName(checker: TS.TypeChecker, call: SyntacticCall): string | undefined {
  if (call.nameFromFunction) {
    const fn = call.nameNode;
    if (ts.isIdentifier(fn)) return fn.text;
    if ((ts.isFunctionExpression(fn) || ts.isClassExpression(fn)) && fn.name !== undefined) return fn.name.text;
    return undefined;
  }
  if (ts.isStringLiteralLike(call.nameNode)) return call.nameNode.text;
  const type = checker.getTypeAtLocation(call.nameNode);
  return type.isStringLiteral() ? type.value : undefined;
}

function isProjectFile(program: TS.Program, sourceFile: TS.SourceFile): boolean {
  return (
    !sourceFile.isDeclarationFile &&
    !program.isSourceFileFromExternalLibrary(sourceFile) &&
    !program.isSourceFileDefaultLibrary(sourceFile)
  );
}

function buildIndex(program: TS.Program): Map<TS.Symbol, RegistrySite[]> {
  const checker = program.getTypeChecker();
  const index = new Map<TS.Symbol, RegistrySite[]>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isProjectFile(program, sourceFile)) continue;
    for (const call of scanFile(sourceFile)) {
      const registry = registrySymbol(checker, call.receiver);
      if (registry === undefined) continue;
      const name = toolName(checker, call);
      if (name === undefined) continue;
      const { line } = sourceFile.getLineAndCharacterOfPosition(call.nameNode.getStart(sourceFile));
      const sites = index.get(registry);
      const site = { fileName: sourceFile.fileName, line: line + 1, name };
      if (sites === undefined) index.set(registry, [site]);
      else sites.push(site);
    }
  }
  return index;
}

/** Every registration of `name` on the registry `receiver` denotes, across the program. */
export function registrySitesNamed(program: TS.Program, receiver: TS.Node, name: string): RegistrySite[] {
  let index = indexByProgram.get(program);
  if (index === undefined) {
    index = buildIndex(program);
    indexByProgram.set(program, index);
  }
  const registry = registrySymbol(program.getTypeChecker(), receiver);
  if (registry === undefined) return [];
  return (index.get(registry) ?? []).filter((site) => site.name === name);
}
