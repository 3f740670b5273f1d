// The files a project wrote, and the JavaScript a declaration file stands for. A published package
// ships `schemas.js` beside `schemas.d.ts`, and an import resolves to the declaration, which has no
// body or initializer to read: what runs is the JavaScript, when the project holds it.
import type * as TS from "typescript";
import ts from "../../schema/typescript.js";
import { commonJsExportNamed } from "./ts-syntax.js";

/** A file the project wrote: not a declaration file, nor one of a package or of the default library. */
export function isProjectFile(program: TS.Program, sourceFile: TS.SourceFile): boolean {
  return (
    !sourceFile.isDeclarationFile &&
    !program.isSourceFileFromExternalLibrary(sourceFile) &&
    !program.isSourceFileDefaultLibrary(sourceFile)
  );
}

/**
 * The JavaScript a declaration file describes: a published package ships `screenshot.js` beside
 * `screenshot.d.ts`, and an import resolves to the declaration, which has no body to read.
 */
function writtenFile(program: TS.Program, declaration: TS.Node): TS.SourceFile | undefined {
  const sourceFile = declaration.getSourceFile();
  if (!sourceFile.isDeclarationFile) return sourceFile;
  const match = /\.d\.(m|c)?ts$/.exec(sourceFile.fileName);
  if (match === null) return undefined;
  const written = program.getSourceFile(sourceFile.fileName.slice(0, match.index) + `.${match[1] ?? ""}js`);
  return written !== undefined && isProjectFile(program, written) ? written : undefined;
}

/** The top-level function, class or variable of a file that bears `name`. */
function topLevelNamed(sourceFile: TS.SourceFile, name: string): TS.Node | undefined {
  for (const statement of sourceFile.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name)
      return statement;
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (declaration !== undefined) return declaration;
    }
  }
  return undefined;
}

/**
 * The declaration a project's JavaScript writes for one a declaration file makes (`export declare
 * const searchSchema: …` → `export const searchSchema = z.object(…)`): the top-level declaration of the
 * same name in the file beside it, or the `exports.name` compiled CommonJS assigns it once. A
 * declaration of the project's own sources is itself.
 */
export function writtenDeclaration(program: TS.Program, declaration: TS.Declaration): TS.Node | undefined {
  if (!declaration.getSourceFile().isDeclarationFile) return declaration;
  const name =
    ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration) || ts.isClassDeclaration(declaration)
      ? declaration.name
      : undefined;
  const file = writtenFile(program, declaration);
  if (name === undefined || !ts.isIdentifier(name) || file === undefined) return undefined;
  return topLevelNamed(file, name.text) ?? commonJsExportNamed(file, name.text)?.target;
}
