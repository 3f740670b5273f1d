// What every recogniser needs: the file's source code, the name-matching settings and, when the
// parser was given a project, the type checker.
import type { ParserServicesWithTypeInformation, TSESLint } from "@typescript-eslint/utils";
import type { NameMatchStyle } from "./syntax/names.js";

export interface FindContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  nameMatch: readonly NameMatchStyle[];
  /** Present only when the file was parsed with type information. */
  types: ParserServicesWithTypeInformation | undefined;
  /** The linted file's path, when the caller knows it: a test file's tools are doubles. */
  fileName?: string;
}

/** A file of tests (`*.test.ts`, `*.spec.js`, a `__tests__` folder), by the names test runners look for. */
export function isTestFile(fileName: string | undefined): boolean {
  return fileName !== undefined && /\.(?:test|spec)\.[cm]?[jt]sx?$|[\\/]__tests__[\\/]/.test(fileName);
}

/**
 * The parser services when the file has a TypeScript program behind it, else undefined. Reads them
 * without `ESLintUtils.getParserServices`, which throws when type information is missing: finding
 * tools must work in plain JavaScript files too.
 */
export function optionalTypeServices(
  sourceCode: Readonly<TSESLint.SourceCode>,
): ParserServicesWithTypeInformation | undefined {
  const services = sourceCode.parserServices as Partial<ParserServicesWithTypeInformation> | undefined;
  if (services?.program == null || services.esTreeNodeToTSNodeMap == null) return undefined;
  return services as ParserServicesWithTypeInformation;
}
