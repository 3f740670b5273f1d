// One ts.Program per fixture folder, shared by a test file (a program costs about a second).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { generateSchema, type GenerateResult } from "../../src/generate.js";

export const SCHEMA_FIXTURES = fileURLToPath(new URL("../fixtures/schema/", import.meta.url));

/** The fixtures' tsconfig.json, spelt out: TypeScript 6 changed several defaults. */
export const STRICT_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts"],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

export function createFixtureProgram(folder: string, options: ts.CompilerOptions = STRICT_OPTIONS): ts.Program {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(folder, f));
  return ts.createProgram(files, options);
}

/** A function, class method, or arrow/function expression held by a const or a property, by name. */
export function findFunction(program: ts.Program, file: string, name: string): ts.SignatureDeclaration {
  const sourceFile = program.getSourceFile(join(SCHEMA_FIXTURES, file)) ?? program.getSourceFile(file);
  if (!sourceFile) throw new Error(`fixture ${file} is not in the program`);
  let found: ts.SignatureDeclaration | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && nameIs(node.name, name)) found = node;
    else if (
      (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) &&
      nameIs(node.name, name) &&
      node.initializer
    ) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) found = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!found) throw new Error(`no function ${name} in ${file}`);
  return found;
}

function nameIs(node: ts.Node | undefined, name: string): boolean {
  return node !== undefined && ts.isIdentifier(node) && node.text === name;
}

export function generator(program: ts.Program): (file: string, name: string) => GenerateResult {
  return (file, name) => generateSchema(findFunction(program, file, name), program);
}
