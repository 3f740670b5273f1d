// Tool schemas declared anywhere in the program, by tool name: for a dispatch in one file on a tool
// listed in another (`tools.ts` holds the ListTools list, `index.ts` the CallTool switch). Only the
// top-level property names are kept — what no-undeclared-arguments needs to judge a read.
// The syntactic part is cached per ts.SourceFile, the index per program and its files (program-files.ts).
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import { isTrustedElsewhere } from "../../syntax/on-disk.js";
import { filesCache, forProgramFiles } from "../program-files.js";
import { isProjectFile } from "../../syntax/written-file.js";
import { initializerOf, keyName, namesMatching, skipWrappers } from "../../syntax/ts-syntax.js";
import { declaredZodKeys, importedZod, writtenZodKeys } from "../../detect/zod-imported.js";
import { opensItself } from "../../detect/imported-schema.js";
import { OPENING_KEYWORDS } from "../../../schema/keywords.js";
import { weakCache } from "../../../util/weak-cache.js";

export interface ProgramToolSchema {
  fileName: string;
  /** Top-level property names the schema declares. */
  properties: ReadonlySet<string>;
  /** The schema may allow or hold more than it lists. */
  open: boolean;
  /** A JSON Schema literal: the object written there. */
  literal?: TS.ObjectLiteralExpression;
  /** A zod object read from its source: the keys that may still be missing after parsing. */
  absent?: ReadonlySet<string>;
}

interface Candidate {
  nameNode: TS.Expression;
  /** A JSON Schema literal, or the zod schema a `zodToJsonSchema(X)` publishes; undefined when the schema is written otherwise (a call, an identifier…). */
  schema: TS.ObjectLiteralExpression | { zod: TS.Expression } | undefined;
}

const SCHEMA_KEYS = new Set(["inputSchema", "input_schema", "parameters"]);
/** The schema keys in a file's text; each is found in the syntax by descending to it. */
const SCHEMA_KEY_TEXT = /\b(?:inputSchema|input_schema|parameters)\b/g;

const candidatesByFile = weakCache<TS.SourceFile, Candidate[]>();
const indexes = filesCache<Map<string, ProgramToolSchema[]>>();
const toolNames = filesCache<ReadonlySet<string>>();

function candidates(sourceFile: TS.SourceFile): Candidate[] {
  return candidatesByFile(sourceFile, () => candidatesUncached(sourceFile));
}

function candidatesUncached(sourceFile: TS.SourceFile): Candidate[] {
  const found: Candidate[] = [];
  const seen = new Set<TS.ObjectLiteralExpression>();
  for (const key of namesMatching(sourceFile, SCHEMA_KEY_TEXT)) {
    const property = key.parent;
    if (!ts.isPropertyAssignment(property) || property.name !== key || !ts.isObjectLiteralExpression(property.parent))
      continue;
    const node = property.parent;
    if (seen.has(node)) continue;
    seen.add(node);
    const nameNode = initializerOf(node, "name");
    const schemaKey = node.properties.find((p) => ts.isPropertyAssignment(p) && SCHEMA_KEYS.has(keyName(p.name) ?? ""));
    const schema =
      schemaKey !== undefined && ts.isPropertyAssignment(schemaKey) ? skipWrappers(schemaKey.initializer) : undefined;
    if (nameNode !== undefined && schema !== undefined) {
      const zod = ts.isObjectLiteralExpression(schema) ? undefined : publishedZod(schema);
      found.push({
        nameNode,
        schema: ts.isObjectLiteralExpression(schema) ? schema : zod === undefined ? undefined : { zod },
      });
    }
  }
  return found;
}

/** X of `zodToJsonSchema(X)` and `z.toJSONSchema(X)` (zod.ts tells the same from ESTree). */
function publishedZod(schema: TS.Expression): TS.Expression | undefined {
  if (!ts.isCallExpression(schema) || schema.arguments[0] === undefined) return undefined;
  const callee = schema.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : undefined;
  return name === "zodToJsonSchema" || name === "toJSONSchema" ? schema.arguments[0] : undefined;
}

/** The keys of a zod object read from its syntax (as zod-imported.ts reads imported schemas); undefined when hidden. */
function readZod(program: TS.Program, expression: TS.Expression, fileName: string): ProgramToolSchema | undefined {
  const checker = program.getTypeChecker();
  const value = skipWrappers(expression);
  let keys: { keys: string[]; open: boolean; optional?: string[]; filled?: string[] } | undefined;
  if (ts.isIdentifier(value)) {
    const imported = importedZod(program, value);
    if (imported?.kind === "written") keys = writtenZodKeys(checker, imported.init);
    else if (imported?.kind === "declared" && imported.zodType !== undefined) keys = declaredZodKeys(imported.zodType);
  } else {
    keys = writtenZodKeys(checker, value);
  }
  if (keys === undefined) return undefined;
  const { optional, filled } = keys;
  return {
    fileName,
    properties: new Set(keys.keys),
    open: keys.open,
    ...(optional === undefined || filled === undefined
      ? {}
      : { absent: new Set(optional.filter((name) => !filled.includes(name))) }),
  };
}

function readSchema(schema: TS.ObjectLiteralExpression, fileName: string): ProgramToolSchema {
  const properties = new Set<string>();
  let open = false;
  for (const member of schema.properties) {
    if (ts.isSpreadAssignment(member)) open = true;
    else if (member.name !== undefined && OPENING_KEYWORDS.has(keyName(member.name) ?? "")) open = true;
  }
  if (opensItself(schema)) open = true;
  const list = initializerOf(schema, "properties");
  const object = list === undefined ? undefined : skipWrappers(list);
  if (list !== undefined && (object === undefined || !ts.isObjectLiteralExpression(object))) open = true;
  if (object !== undefined && ts.isObjectLiteralExpression(object)) {
    for (const member of object.properties) {
      const name = member.name === undefined ? undefined : keyName(member.name);
      if (name === undefined) open = true;
      else properties.add(name);
    }
  }
  return { fileName, properties, open, literal: schema };
}

/** The static name of a candidate: a string literal, or a string literal type (an imported const). */
function candidateName(checker: TS.TypeChecker, candidate: Candidate): string | undefined {
  const nameNode = skipWrappers(candidate.nameNode);
  if (ts.isStringLiteralLike(nameNode)) return nameNode.text;
  if (!mayNameConstant(nameNode) || !mayHoldLiteral(checker, nameNode)) return undefined;
  const type = checker.getTypeAtLocation(nameNode);
  return type.isStringLiteral() ? type.value : undefined;
}

/**
 * Whether a name's chain starts at something that may keep a string's literal type: an import, an
 * enum, a `const`. A parameter, a `let` or a property of one (`name: tool.name` in a function that
 * maps tools) holds what a caller gives: typing it checks the caller's world for nothing.
 */
function mayHoldLiteral(checker: TS.TypeChecker, nameNode: TS.Expression): boolean {
  let root = nameNode; // a chain mayNameConstant accepted: names, `.name` and `["name"]`
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root))
    root = skipWrappers(root.expression);
  const symbol = checker.getSymbolAtLocation(root);
  if (symbol === undefined) return false;
  if (symbol.flags & (ts.SymbolFlags.Alias | ts.SymbolFlags.Enum)) return true;
  const declaration = symbol.valueDeclaration;
  return (
    declaration !== undefined &&
    ts.isVariableDeclaration(declaration) &&
    (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0
  );
}

/**
 * Whether an expression may denote a constant: a name (`TOOL_NAME`) or a chain of names
 * (`NAMES.getPod`, `NAMES["get-pod"]`). Anything else is no tool's name written elsewhere: typing
 * `name: z.string()` of a zod object in JavaScript infers zod's generics, for nothing.
 */
function mayNameConstant(node: TS.Expression): boolean {
  if (ts.isIdentifier(node)) return true;
  if (ts.isPropertyAccessExpression(node))
    return node.questionDotToken === undefined && mayNameConstant(skipWrappers(node.expression));
  if (ts.isElementAccessExpression(node))
    return ts.isStringLiteralLike(node.argumentExpression) && mayNameConstant(skipWrappers(node.expression));
  return false;
}

function buildIndex(program: TS.Program): Map<string, ProgramToolSchema[]> {
  const checker = program.getTypeChecker();
  const index = new Map<string, ProgramToolSchema[]>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isProjectFile(program, sourceFile)) continue;
    for (const candidate of candidates(sourceFile)) {
      if (candidate.schema === undefined) continue;
      const name = candidateName(checker, candidate);
      if (name === undefined) continue;
      const entry =
        "zod" in candidate.schema
          ? (readZod(program, candidate.schema.zod, sourceFile.fileName) ?? {
              fileName: sourceFile.fileName,
              properties: new Set<string>(),
              open: true,
            })
          : readSchema(candidate.schema, sourceFile.fileName);
      const list = index.get(name);
      if (list === undefined) index.set(name, [entry]);
      else list.push(entry);
    }
  }
  return index;
}

/**
 * The one schema declared for `name` in another file of the program; undefined when there is none
 * or more than one (two servers may share a tool name: no guess).
 */
export function programToolSchema(
  program: TS.Program,
  name: string,
  exceptFile: string,
): ProgramToolSchema | undefined {
  const index = forProgramFiles(indexes, program, () => buildIndex(program));
  // A file changed on disk since the program read it declares what it declares now, not this.
  const entries = (index.get(name) ?? []).filter((entry) => {
    const sourceFile = program.getSourceFile(entry.fileName);
    return sourceFile !== undefined && isTrustedElsewhere(program, sourceFile, exceptFile);
  });
  if (entries.some((entry) => entry.fileName === exceptFile)) return undefined; // declared here: the file's own definitions speak
  return entries.length === 1 ? entries[0] : undefined;
}

/**
 * Every static tool name the project's files declare with a schema (`{ name, inputSchema | input_schema
 * | parameters }`, whatever the schema is written as): the names a dispatch may rightly handle.
 */
export function programToolNames(program: TS.Program): ReadonlySet<string> {
  return forProgramFiles(toolNames, program, () => collectToolNames(program));
}

function collectToolNames(program: TS.Program): ReadonlySet<string> {
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isProjectFile(program, sourceFile)) continue;
    for (const candidate of candidates(sourceFile)) {
      const name = candidateName(checker, candidate);
      if (name !== undefined) names.add(name);
    }
  }
  return names;
}

/**
 * How many times `name` is written as a whole string (`"name"`, `'name'`, `` `name` ``) in the
 * project's files: in `fileName`, and in all the others. A name written anywhere else may be
 * declared there in a way no reader here follows (a class field, a registry call…).
 */
export function quotedNameCounts(
  program: TS.Program,
  name: string,
  fileName: string,
): { here: number; elsewhere: number } {
  const quoted = ['"', "'", "`"].map((quote) => quote + name + quote);
  let here = 0;
  let elsewhere = 0;
  for (const sourceFile of program.getSourceFiles()) {
    if (!isProjectFile(program, sourceFile)) continue;
    const count = quoted.reduce((sum, text) => sum + sourceFile.text.split(text).length - 1, 0);
    if (sourceFile.fileName === fileName) here += count;
    else elsewhere += count;
  }
  return { here, elsewhere };
}
