/**
 * Reading descriptions and constraint tags from JSDoc. The compiler has already parsed the comments;
 * this only picks out the text the schema needs.
 */
import ts from "typescript";
import { readConstraintTag } from "./constraints.js";
import type { JsonValue } from "./json-schema.js";

/** Where a problem was found, for the diagnostic's file and line. */
export interface SourceLocation {
  file: string;
  line: number;
}

export interface TagProblem {
  reason: string;
  location: SourceLocation | undefined;
}

/** What the JSDoc of one property or parameter adds to its schema. */
export interface DocAnnotations {
  description: string | undefined;
  constraints: Record<string, JsonValue>;
  problems: TagProblem[];
}

export const NO_ANNOTATIONS: DocAnnotations = Object.freeze({
  description: undefined,
  constraints: Object.freeze({}) as Record<string, JsonValue>,
  problems: [],
});

export function locationOf(node: ts.Node): SourceLocation | undefined {
  const sourceFile = node.getSourceFile() as ts.SourceFile | undefined;
  if (!sourceFile) return undefined;
  const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  return { file: sourceFile.fileName, line };
}

/** Comment text, trimmed; undefined when empty. A leading "- " (TSDoc `@param x - text`) is dropped. */
export function cleanText(text: string | undefined): string | undefined {
  const trimmed = text?.replace(/^\s*-\s+/, "").trim();
  return trimmed ? trimmed : undefined;
}

/** A property's description and constraints, from its declaration's own JSDoc. */
export function propertyAnnotations(property: ts.Symbol, checker: ts.TypeChecker): DocAnnotations {
  const declarations = property.declarations ?? [];
  if (declarations.length === 0) return NO_ANNOTATIONS;
  const description = cleanText(ts.displayPartsToString(property.getDocumentationComment(checker)));
  const tags = tagSources(declarations.flatMap((d) => ownTags(d)));
  if (description === undefined && tags.length === 0) return NO_ANNOTATIONS;
  return { description, ...constraintsFromTags(tags) };
}

/** Constraint tags written in a JSDoc block attached directly to `node` (not inherited `@param` tags). */
export function ownTags(node: ts.Node): ts.JSDocTag[] {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter((item): item is ts.JSDoc => ts.isJSDoc(item) && item.parent === node)
    .flatMap((doc) => [...(doc.tags ?? [])]);
}

export function tagText(tag: ts.JSDocTag): string {
  return ts.getTextOfJSDocComment(tag.comment) ?? "";
}

/** One tag to read: its name, its text and where it is written. */
export interface TagSource {
  name: string;
  text: string;
  node: ts.Node;
}

/** Tags as name/text pairs, leaving out `@param` and `@returns`, which describe rather than constrain. */
export function tagSources(tags: readonly ts.JSDocTag[]): TagSource[] {
  return tags
    .filter((tag) => !ts.isJSDocParameterTag(tag) && !ts.isJSDocReturnTag(tag))
    .map((tag) => ({ name: tag.tagName.text, text: tagText(tag), node: tag }));
}

/** Splits tags into constraint keywords and problems (misspelt names, unparseable values). */
export function constraintsFromTags(tags: readonly TagSource[]): Pick<DocAnnotations, "constraints" | "problems"> {
  const constraints: Record<string, JsonValue> = {};
  const problems: TagProblem[] = [];
  for (const tag of tags) {
    const reading = readConstraintTag(tag.name, tag.text);
    if (reading.kind === "constraint") constraints[reading.keyword] = reading.value;
    else if (reading.kind === "problem") problems.push({ reason: reading.reason, location: locationOf(tag.node) });
  }
  return { constraints, problems };
}

/** The summary of a function's JSDoc: all text before the first tag. */
export function functionSummary(fn: ts.SignatureDeclaration, checker: ts.TypeChecker): string | undefined {
  const signature = checker.getSignatureFromDeclaration(fn);
  return signature ? cleanText(ts.displayPartsToString(signature.getDocumentationComment(checker))) : undefined;
}

/** All `@param` tags of a function's JSDoc, by the name they document (`options.limit` kept dotted). */
export function paramTagTexts(fn: ts.SignatureDeclaration): Map<string, string> {
  const texts = new Map<string, string>();
  for (const tag of ts.getAllJSDocTags(fn, ts.isJSDocParameterTag)) {
    const name = entityNameText(tag.name);
    const text = cleanText(tagText(tag));
    if (text !== undefined && !texts.has(name)) texts.set(name, text);
  }
  // JSDoc on `const f = (…) => …` sits on the variable statement, which getAllJSDocTags does not see.
  const host = jsDocHost(fn);
  if (host !== fn) {
    for (const tag of ts.getAllJSDocTags(host, ts.isJSDocParameterTag)) {
      const name = entityNameText(tag.name);
      const text = cleanText(tagText(tag));
      if (text !== undefined && !texts.has(name)) texts.set(name, text);
    }
  }
  return texts;
}

/** Names written in `@param` tags, in order (for naming destructured parameters by position). */
export function paramTagNames(fn: ts.SignatureDeclaration): string[] {
  const host = jsDocHost(fn);
  const tags = [...ts.getAllJSDocTags(fn, ts.isJSDocParameterTag)];
  if (host !== fn) tags.push(...ts.getAllJSDocTags(host, ts.isJSDocParameterTag));
  const names = tags.map((t) => entityNameText(t.name)).filter((n) => !n.includes("."));
  return [...new Set(names)];
}

/** Function-level constraint tags (`@minimum count 1`), which name the parameter they constrain. */
export function functionConstraintTags(fn: ts.SignatureDeclaration): ts.JSDocTag[] {
  const host = jsDocHost(fn);
  const tags = [...ownTags(fn)];
  if (host !== fn) tags.push(...ownTags(host));
  return tags.filter((t) => !ts.isJSDocParameterTag(t) && !ts.isJSDocReturnTag(t));
}

function entityNameText(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityNameText(name.left)}.${name.right.text}`;
}

/** The node a function's JSDoc is attached to: the function, or the `const` statement holding it. */
export function jsDocHost(fn: ts.SignatureDeclaration): ts.Node {
  const parent = fn.parent as ts.Node | undefined;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && parent && ts.isVariableDeclaration(parent)) {
    const statement = parent.parent?.parent;
    if (statement && ts.isVariableStatement(statement)) return statement;
  }
  return fn;
}
