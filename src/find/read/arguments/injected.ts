// Keys the project's own code adds to a tool's arguments before it hands them to the tool's callable:
//   const paramsWithSession = { ...toolCall.parameters, _sessionId: sessionId };
//   await tool.handler(paramsWithSession);
// A definition that holds its callable under a key (`{ name, parameters, handler }`) is run by the
// calls of that key; what such a call writes beside the spread of what it was given is read by the
// handler without the model sending it. Read from the program's syntax alone, once per key.
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import { filesCache, forProgramFiles } from "../../link/program-files.js";
import { isProjectFile } from "../../syntax/written-file.js";
import { skipWrappers } from "../../syntax/ts-syntax.js";

const injectedByKey = filesCache<Map<string, ReadonlySet<string>>>();

/** The keys the program's calls `x.key(…)` write beside a spread into the object they hand over first. */
export function injectedKeys(program: TS.Program, key: string): ReadonlySet<string> {
  const byKey = forProgramFiles(injectedByKey, program, () => new Map<string, ReadonlySet<string>>());
  let keys = byKey.get(key);
  if (keys === undefined) {
    keys = collectInjected(program, key);
    byKey.set(key, keys);
  }
  return keys;
}

function collectInjected(program: TS.Program, key: string): ReadonlySet<string> {
  const keys = new Set<string>();
  const text = new RegExp(`\\.\\s*${key.replace(/[$]/g, "\\$")}\\s*\\(`);
  for (const file of program.getSourceFiles()) {
    if (!isProjectFile(program, file) || !text.test(file.text)) continue;
    const visit = (node: TS.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === key &&
        node.arguments[0] !== undefined
      )
        for (const object of handedObjects(node.arguments[0])) addedBesideSpread(object, keys);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return keys;
}

/** The object literals an argument is: written there, either branch of a conditional, or a const's initializer. */
function handedObjects(argument: TS.Expression, depth = 0): TS.ObjectLiteralExpression[] {
  const value = skipWrappers(argument);
  if (ts.isObjectLiteralExpression(value)) return [value];
  if (ts.isConditionalExpression(value))
    return [...handedObjects(value.whenTrue, depth), ...handedObjects(value.whenFalse, depth)];
  if (!ts.isIdentifier(value) || depth > 0) return [];
  const initializer = constInitializer(value);
  return initializer === undefined ? [] : handedObjects(initializer, depth + 1);
}

/** The initializer of the `const` of that name declared in a block around `name`, before it. */
function constInitializer(name: TS.Identifier): TS.Expression | undefined {
  for (let scope: TS.Node | undefined = name.parent; scope !== undefined; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (statement.pos > name.pos) break;
      if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name.text) return declaration.initializer;
    }
  }
  return undefined;
}

/** Adds the keys an object literal writes beside a spread (`{ ...params, _sessionId }`): none without one. */
function addedBesideSpread(object: TS.ObjectLiteralExpression, keys: Set<string>): void {
  if (!object.properties.some(ts.isSpreadAssignment)) return;
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property) || property.name === undefined) continue;
    if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) keys.add(property.name.text);
  }
}
