/**
 * Reading descriptions and constraint tags from JSDoc. The compiler has already parsed the comments;
 * this only picks out the text the schema needs.
 */
import type * as TS from "typescript";
import ts from "./typescript.js";
import { readConstraintTag } from "./constraints.js";
import type { JsonValue } from "./json-schema.js";
import { weakCache } from "../util/weak-cache.js";

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

export function locationOf(node: TS.Node): SourceLocation | undefined {
  const sourceFile = node.getSourceFile() as TS.SourceFile | undefined;
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
export function propertyAnnotations(property: TS.Symbol): DocAnnotations {
  const declarations = property.declarations ?? [];
  // Most properties have no JSDoc: skip the documentation lookup for them.
  if (!declarations.some(hasDocComment)) return NO_ANNOTATIONS;
  const description = cleanText(documentationText(declarations));
  const tags = tagSources(declarations.flatMap((d) => ownTags(d)));
  if (description === undefined && tags.length === 0) return NO_ANNOTATIONS;
  return { description, ...constraintsFromTags(tags) };
}

/**
 * The comment text of the declarations' own JSDoc blocks, distinct texts one per line (how the
 * language service's `getDocumentationComment` joins them); undefined when there is none. Read
 * here rather than through the language service so that it also works on lazily parsed JSDoc.
 */
export function documentationText(declarations: readonly TS.Node[]): string | undefined {
  const texts: string[] = [];
  for (const declaration of declarations) {
    for (const block of ownJsDoc(declaration)) {
      const text = ts.getTextOfJSDocComment(block.comment);
      if (text !== undefined && !texts.includes(text)) texts.push(text);
    }
  }
  return texts.length > 0 ? texts.join("\n") : undefined;
}

/** Constraint tags written in a JSDoc block attached directly to `node` (not inherited `@param` tags). */
export function ownTags(node: TS.Node): TS.JSDocTag[] {
  return ownJsDoc(node).flatMap((doc) => [...(doc.tags ?? [])]);
}

export function tagText(tag: TS.JSDocTag): string {
  return ts.getTextOfJSDocComment(tag.comment) ?? "";
}

/** One tag to read: its name, its text and where it is written. */
export interface TagSource {
  name: string;
  text: string;
  node: TS.Node;
}

/** Tags as name/text pairs, leaving out `@param` and `@returns`, which describe rather than constrain. */
export function tagSources(tags: readonly TS.JSDocTag[]): TagSource[] {
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

/** What a function's JSDoc says, read in one pass. */
export interface FunctionDocs {
  /** All text before the first tag of the JSDoc block nearest the function. */
  summary: string | undefined;
  /** `@param` text by the name it documents (`options.limit` kept dotted). */
  paramTexts: Map<string, string>;
  /** Top-level `@param` names in order (names destructured parameters by position). */
  paramNames: string[];
  /** Other tags, for function-level constraints such as `@minimum count 1`. */
  otherTags: TS.JSDocTag[];
}

export function functionDocs(fn: TS.SignatureDeclaration): FunctionDocs {
  const docs: FunctionDocs = { summary: undefined, paramTexts: new Map(), paramNames: [], otherTags: [] };
  const host = jsDocHost(fn);
  let blocks = [...ownJsDoc(host), ...(host === fn ? [] : ownJsDoc(fn))];
  // An overloaded function is usually documented on its first overload, not on the implementation.
  if (blocks.length === 0) blocks = overloadsOf(fn).flatMap(ownJsDoc).slice(0, 1);
  for (const block of blocks) {
    const summary = cleanText(ts.getTextOfJSDocComment(block.comment));
    if (summary !== undefined) docs.summary = summary;
    for (const tag of block.tags ?? []) {
      if (ts.isJSDocParameterTag(tag)) {
        const name = entityNameText(tag.name);
        const text = cleanText(tagText(tag));
        if (text !== undefined && !docs.paramTexts.has(name)) docs.paramTexts.set(name, text);
        if (!name.includes(".") && !docs.paramNames.includes(name)) docs.paramNames.push(name);
      } else if (!ts.isJSDocReturnTag(tag)) {
        docs.otherTags.push(tag);
      }
    }
  }
  return docs;
}

/** The bodiless overload declarations before an implementation, in order. */
function overloadsOf(fn: TS.SignatureDeclaration): readonly TS.Node[] {
  if (
    !(ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) ||
    !fn.body ||
    !fn.name ||
    !ts.isIdentifier(fn.name)
  )
    return [];
  return bodilessByName(fn.parent).get(fn.name.text) ?? [];
}

/**
 * Bodiless function and method declarations among a block's statements or a class's members, by
 * name, in order. Built once per parent: scanning the siblings for every undocumented function
 * made a file of n functions cost n² (half the generation time at 1,000 functions).
 */
const bodilessIndex = weakCache<TS.Node, ReadonlyMap<string, readonly TS.Node[]>>();

const bodilessByName = (parent: TS.Node): ReadonlyMap<string, readonly TS.Node[]> =>
  bodilessIndex(parent, () => indexBodiless(parent));

function indexBodiless(parent: TS.Node): ReadonlyMap<string, readonly TS.Node[]> {
  const siblings: readonly TS.Node[] =
    ts.isSourceFile(parent) || ts.isModuleBlock(parent) || ts.isBlock(parent)
      ? parent.statements
      : ts.isClassLike(parent)
        ? parent.members
        : [];
  const byName = new Map<string, TS.Node[]>();
  for (const s of siblings) {
    if (
      (ts.isFunctionDeclaration(s) || ts.isMethodDeclaration(s)) &&
      !s.body &&
      s.name !== undefined &&
      ts.isIdentifier(s.name)
    ) {
      const list = byName.get(s.name.text);
      if (list) list.push(s);
      else byName.set(s.name.text, [s]);
    }
  }
  return byName;
}

/** JSDoc blocks written directly on `node` (cheap when there are none: no comment, no lookup). */
function ownJsDoc(node: TS.Node): readonly TS.JSDoc[] {
  if (!hasDocComment(node)) return [];
  if (jsDocSkipped(node.getSourceFile())) return lazyJsDoc(node);
  return ts.getJSDocCommentsAndTags(node).filter((item): item is TS.JSDoc => ts.isJSDoc(item) && item.parent === node);
}

/**
 * The compiler can parse a file without its JSDoc (`jsDocParsingMode`: the CLI does, and so may a
 * typescript-eslint setup), since types in TypeScript files never come from it. The few comments
 * the generator reads are then parsed here, once per node, with the compiler's own JSDoc parser.
 * Both the file's mode and that parser are internal to the compiler: when either is missing, the
 * file is taken as fully parsed (the CLI then asks for full parsing, see `canParseJsDocLazily`).
 */
const lazilyParsed = weakCache<TS.Node, readonly TS.JSDoc[]>();

interface JsDocInternals {
  parseIsolatedJSDocComment?: (
    content: string,
    start: number,
    length: number,
  ) => { jsDoc: TS.JSDoc | undefined } | undefined;
}

const parseIsolatedJsDoc = (ts as unknown as JsDocInternals).parseIsolatedJSDocComment;

/** Whether JSDoc that the compiler skipped can be read here (see `lazyJsDoc`). */
export function canParseJsDocLazily(): boolean {
  return typeof parseIsolatedJsDoc === "function";
}

/**
 * Whether the compiler left some of this file's JSDoc unparsed. The partial modes still parse every
 * comment of a JavaScript file (its types are written there), and "type info" also the comments of
 * a TypeScript file that hold `@see` or `@link`; the rest are read here, all alike.
 */
function jsDocSkipped(sourceFile: TS.SourceFile): boolean {
  const mode = (sourceFile as { jsDocParsingMode?: TS.JSDocParsingMode }).jsDocParsingMode;
  if (mode === undefined || mode === ts.JSDocParsingMode.ParseAll || !parseIsolatedJsDoc) return false;
  return mode === ts.JSDocParsingMode.ParseNone || !/\.[cm]?jsx?$/i.test(sourceFile.fileName);
}

const lazyJsDoc = (node: TS.Node): readonly TS.JSDoc[] => lazilyParsed(node, () => parseJsDocOf(node));

function parseJsDocOf(node: TS.Node): readonly TS.JSDoc[] {
  const text = node.getSourceFile().text;
  const found: TS.JSDoc[] = [];
  ts.forEachLeadingCommentRange(text, node.pos, (pos, end) => {
    // The comments the compiler would attach: `/** … */`, not `/**/`.
    if (!text.startsWith("/**", pos) || text.startsWith("/**/", pos)) return;
    const jsDoc = parseIsolatedJsDoc!(text, pos, end - pos)?.jsDoc;
    if (jsDoc) found.push(withParents(jsDoc, node));
  });
  return found;
}

/** Links the parsed block into the tree under `node`, as the compiler does, so positions and names resolve. */
function withParents<T extends TS.Node>(node: T, parent: TS.Node): T {
  (node as { parent: TS.Node }).parent = parent;
  ts.forEachChild(node, (child) => {
    withParents(child, node);
  });
  return node;
}

/** Whether a `/** … *\/` comment precedes the node: a quick test before asking for parsed JSDoc. */
export function hasDocComment(node: TS.Node): boolean {
  const text = node.getSourceFile().text;
  // The same comments `getLeadingCommentRanges` lists, without building the list: asked for every
  // property of every mapped type, most of which have no comment at all.
  return ts.forEachLeadingCommentRange(text, node.pos, isDocCommentAt, text) ?? false;
}

function isDocCommentAt(pos: number, _end: number, _kind: TS.CommentKind, _newLine: boolean, text: string): boolean {
  return text.startsWith("/**", pos);
}

function entityNameText(name: TS.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityNameText(name.left)}.${name.right.text}`;
}

/**
 * The node a function's JSDoc is attached to: the function itself, the `const` statement holding
 * it, or the property holding it (`{ /** … *\/ search: (q) => … }`, `search = (q) => …` in a class).
 */
export function jsDocHost(fn: TS.SignatureDeclaration): TS.Node {
  const parent = fn.parent as TS.Node | undefined;
  if (!parent || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return fn;
  if (ts.isVariableDeclaration(parent)) {
    const statement = parent.parent?.parent;
    if (statement && ts.isVariableStatement(statement)) return statement;
  }
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.initializer === fn) return parent;
  return fn;
}
