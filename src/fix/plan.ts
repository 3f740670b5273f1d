/**
 * Turns one drift into text edits on the hand-written schema literal. Each fix rewrites only the
 * node that drifted and keeps what the user wrote around it: descriptions, constraints, key order,
 * quote style, indentation. `undefined` means "no safe fix": the drift is still reported.
 */
import { isRecord } from "../util/is-record.js";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type { Drift } from "../schema/compare.js";
import { pointer, type LiteralNodeInfo } from "../schema/from-literal.js";
import { propertyKeyName, unwrap } from "../util/syntax.js";
import type { JsonSchema, JsonValue } from "../schema/json-schema.js";
import { insertMembers, removeMember, replaceNode, type MemberRenderer, type TextEdit } from "./edits.js";
import { renderInline, renderKey, renderLines, renderString, renderValue } from "./render.js";
import { lineIndent, type JsonStyle } from "./style.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface SchemaLiteral {
  sourceCode: SourceCode;
  /** The schema's object literal (`parameters: { … }`). */
  root: TSESTree.ObjectExpression;
  /** JSON path → node, from `readLiteral`. */
  nodes: ReadonlyMap<string, LiteralNodeInfo>;
  style: JsonStyle;
}

/**
 * Keywords that say what values are valid; everything else is an annotation the user owns and a
 * fix keeps as written.
 */
const STRUCTURAL = new Set([
  "type",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "items",
  "prefixItems",
  "properties",
  "required",
  "nullable",
  "$ref",
]);

/** Keywords whose value maps names to schemas: written one entry per line. */
const SCHEMA_MAPS = new Set(["properties", "$defs", "definitions"]);

/**
 * The edits that repair `drift`, or undefined when no safe edit exists. `all` is every drift of the
 * same schema: the extra half of a rename borrows the plan of its missing half.
 */
export function planDriftFix(
  literal: SchemaLiteral,
  drift: Drift,
  all: readonly Drift[] = [drift],
): TextEdit[] | undefined {
  switch (drift.kind) {
    case "missing-property": {
      if (drift.rename) return planRename(literal, drift);
      // All properties missing from one object go in together, in the function's order: one
      // fix per object, whichever of its reports ESLint applies first.
      const siblings = all.filter((d) => d.kind === "missing-property" && !d.rename && samePath(d.path, drift.path));
      return planAdd(literal, siblings.length > 0 ? siblings : [drift]);
    }
    case "extra-property": {
      if (!drift.rename) return planRemove(literal, drift);
      const parent = drift.path.slice(0, -1);
      const missing = all.find(
        (d) => d.kind === "missing-property" && d.rename?.from === drift.rename!.from && samePath(d.path, parent),
      );
      return missing && planRename(literal, missing);
    }
    case "type-mismatch":
    case "enum-mismatch":
      return planReplace(literal, drift);
    case "required-mismatch":
      return planRequired(literal, drift.path.slice(0, -2), drift.property!, drift.expectedRequired === true);
    case "positional-order":
      return undefined; // the rule rewrites `positional` itself: it is not part of the schema literal
  }
}

// ─── node lookup ────────────────────────────────────────────────────────────────────────────────

function editableEntry(literal: SchemaLiteral, path: readonly string[]): LiteralNodeInfo | undefined {
  const entry = literal.nodes.get(pointer(path));
  return entry && !entry.viaReference ? entry : undefined;
}

function editableObject(literal: SchemaLiteral, path: readonly string[]): TSESTree.ObjectExpression | undefined {
  const node = editableEntry(literal, path)?.node;
  return node?.type === AST_NODE_TYPES.ObjectExpression ? node : undefined;
}

function editableArray(literal: SchemaLiteral, path: readonly string[]): TSESTree.ArrayExpression | undefined {
  const node = editableEntry(literal, path)?.node;
  return node?.type === AST_NODE_TYPES.ArrayExpression ? node : undefined;
}

/** The `key: value` property named `key` in an object literal. */
function propertyNamed(object: TSESTree.ObjectExpression, key: string): TSESTree.Property | undefined {
  return object.properties.find(
    (p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && propertyKeyName(p) === key,
  );
}

// ─── required ───────────────────────────────────────────────────────────────────────────────────

/** A string literal in the quote style of an existing one. */
function quotedLike(existing: TSESTree.Node, value: string, style: JsonStyle): string {
  const raw = existing.type === AST_NODE_TYPES.Literal ? existing.raw : "";
  return renderString(value, { quote: raw.startsWith("'") ? "'" : raw.startsWith('"') ? '"' : style.quote });
}

/** Adds `add` to / removes `remove` from the `required` array of the object schema at `objectPath`. */
function requiredEdits(
  literal: SchemaLiteral,
  objectPath: readonly string[],
  add: string[],
  remove: string[],
): TextEdit[] | undefined {
  const { sourceCode, style } = literal;
  const object = editableObject(literal, objectPath);
  if (!object) return undefined;
  const array = editableArray(literal, [...objectPath, "required"]);
  if (!array) {
    if (propertyNamed(object, "required")) return undefined; // written in a way we cannot edit
    if (add.length === 0) return [];
    return [
      insertMembers(
        sourceCode,
        object,
        [() => `${renderKey("required", style)}: ${renderValue(add, style, "")}`],
        style,
      ),
    ];
  }
  const elements = array.elements.filter(
    (e): e is TSESTree.Expression => e !== null && e.type !== AST_NODE_TYPES.SpreadElement,
  );
  const nameOf = (e: TSESTree.Node) =>
    e.type === AST_NODE_TYPES.Literal && typeof e.value === "string" ? e.value : undefined;
  const names = elements.map(nameOf);
  const toRemove = elements.filter((e) => remove.includes(nameOf(e)!));
  const toAdd = add.filter((name) => !names.includes(name));
  const remaining = elements.filter((e) => !toRemove.includes(e));
  if (toRemove.length === 0 && toAdd.length === 0) return [];
  // A rename: the new name takes the old one's place.
  if (toRemove.length === 1 && toAdd.length === 1)
    return [replaceNode(toRemove[0]!, quotedLike(toRemove[0]!, toAdd[0]!, style))];
  if (remaining.length === 0 && toAdd.length === 0) return [replaceNode(array, "[]")];
  if (toAdd.length === 0 && toRemove.length === 1) return [removeMember(sourceCode, array, toRemove[0]!)];
  const sample = elements[0];
  const render = (name: string) => (sample ? quotedLike(sample, name, style) : renderString(name, style));
  if (toRemove.length === 0)
    return [
      insertMembers(
        sourceCode,
        array,
        toAdd.map((name) => () => render(name)),
        style,
      ),
    ];
  // Several changes to one array: rewrite it, keeping the user's order and quotes.
  const texts = [...remaining.map((e) => sourceCode.getText(e)), ...toAdd.map(render)];
  const multiline = array.loc.start.line !== array.loc.end.line;
  return [
    replaceNode(
      array,
      multiline ? renderLines("[", "]", texts, style, lineIndent(sourceCode, array)) : renderInline("[", "]", texts),
    ),
  ];
}

function planRequired(
  literal: SchemaLiteral,
  objectPath: readonly string[],
  key: string,
  required: boolean,
): TextEdit[] | undefined {
  return required ? requiredEdits(literal, objectPath, [key], []) : requiredEdits(literal, objectPath, [], [key]);
}

// ─── add, remove, rename ────────────────────────────────────────────────────────────────────────

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

/** Adds missing properties (all of one `properties` object) and lists the required ones. */
function planAdd(literal: SchemaLiteral, drifts: readonly Drift[]): TextEdit[] | undefined {
  const { sourceCode, style } = literal;
  const first = drifts[0]!;
  if (drifts.some((d) => d.property === undefined || !d.expectedSchema)) return undefined;
  const objectPath = first.path.slice(0, -1);
  const schemaObject = editableObject(literal, objectPath);
  if (!schemaObject) return undefined;
  const members: MemberRenderer[] = drifts.map(
    (d) => (indent) => `${renderKey(d.property!, style)}: ${renderValue(d.expectedSchema as JsonValue, style, indent)}`,
  );
  const required = drifts.filter((d) => d.expectedRequired).map((d) => d.property!);
  const properties = editableObject(literal, first.path);
  let edits: TextEdit[];
  if (properties) {
    edits = [insertMembers(sourceCode, properties, members, style)];
  } else {
    if (propertyNamed(schemaObject, "properties")) return undefined; // written as something we cannot edit
    // No `properties` yet: write one holding the new properties, and `required` next to it if absent.
    const written: MemberRenderer[] = [];
    if (!propertyNamed(schemaObject, "type"))
      written.push(() => `${renderKey("type", style)}: ${renderString("object", style)}`);
    written.push(
      (indent) =>
        `${renderKey("properties", style)}: ${renderLines(
          "{",
          "}",
          members.map((m) => m(indent + style.indentUnit)),
          style,
          indent,
        )}`,
    );
    if (required.length > 0 && !propertyNamed(schemaObject, "required")) {
      written.push(() => `${renderKey("required", style)}: ${renderValue(required, style, "")}`);
      return [insertMembers(sourceCode, schemaObject, written, style)];
    }
    edits = [insertMembers(sourceCode, schemaObject, written, style)];
  }
  if (required.length === 0) return edits;
  const requiredFix = requiredEdits(literal, objectPath, required, []);
  return requiredFix && combine(edits, requiredFix);
}

function planRemove(literal: SchemaLiteral, drift: Drift): TextEdit[] | undefined {
  const entry = editableEntry(literal, drift.path);
  const properties = editableObject(literal, drift.path.slice(0, -1));
  if (!entry?.property || !properties || drift.property === undefined) return undefined;
  const required = requiredEdits(literal, drift.path.slice(0, -2), [], [drift.property]);
  return required && combine([removeMember(literal.sourceCode, properties, entry.property)], required);
}

/**
 * One property disappeared and one appeared in the same object (`missing` is the drift of the new
 * one): rename the old property in place, so its description and annotations carry over, and give
 * it the new type.
 */
function planRename(literal: SchemaLiteral, missing: Drift): TextEdit[] | undefined {
  const { sourceCode, style } = literal;
  const { from, to } = missing.rename!;
  const objectPath = missing.path.slice(0, -1);
  const old = editableEntry(literal, [...missing.path, from]);
  if (!old?.property || !missing.expectedSchema) return undefined;
  const property = old.property;
  const keyText =
    property.key.type === AST_NODE_TYPES.Literal ? quotedLike(property.key, to, style) : renderKey(to, style);
  const value = mergeRender(sourceCode, property.value, missing.expectedSchema, style);
  const edits: TextEdit[] = [replaceNode(property, `${keyText}: ${value}`)];
  const required = requiredEdits(literal, objectPath, missing.expectedRequired ? [to] : [], [from]);
  return required && combine(edits, required);
}

// ─── type replacement ───────────────────────────────────────────────────────────────────────────

function planReplace(literal: SchemaLiteral, drift: Drift): TextEdit[] | undefined {
  const entry = editableEntry(literal, drift.path);
  if (!entry || !drift.expectedSchema) return undefined;
  return [replaceNode(entry.node, mergeRender(literal.sourceCode, entry.node, drift.expectedSchema, literal.style))];
}

/**
 * The expected schema written over the user's node: the user's annotation keywords stay as written
 * and in their place, structural keywords take the expected values, nested properties that survive
 * keep their own annotations, and generated keywords the user did not write are appended.
 */
export function mergeRender(
  sourceCode: SourceCode,
  written: TSESTree.Node,
  expected: JsonSchema,
  style: JsonStyle,
  indent = lineIndent(sourceCode, written),
): string {
  const node = unwrap(written);
  if (node.type !== AST_NODE_TYPES.ObjectExpression || !node.properties.every(isPlainProperty)) {
    return renderValue(expected as JsonValue, style, indent);
  }
  const inner = indent + style.indentUnit;
  const members: string[] = [];
  const writtenKeys = new Set<string>();
  for (const property of node.properties as TSESTree.Property[]) {
    const key = propertyKeyName(property)!;
    writtenKeys.add(key);
    const keyText = sourceCode.getText(property.key);
    if (!STRUCTURAL.has(key)) {
      members.push(sourceCode.getText(property));
      continue;
    }
    if (!(key in expected)) continue; // a structural keyword the expected schema does not have
    const value = unwrap(property.value);
    if (key === "properties" && isObject(expected.properties) && value.type === AST_NODE_TYPES.ObjectExpression) {
      members.push(`${keyText}: ${mergeProperties(sourceCode, value, expected.properties, style, inner)}`);
    } else if (key === "items" && isObject(expected.items)) {
      members.push(`${keyText}: ${mergeRender(sourceCode, value, expected.items, style, inner)}`);
    } else {
      members.push(`${keyText}: ${renderValue(expected[key] as JsonValue, style, inner, SCHEMA_MAPS.has(key))}`);
    }
  }
  for (const [key, value] of Object.entries(expected)) {
    if (!writtenKeys.has(key)) {
      members.push(`${renderKey(key, style)}: ${renderValue(value as JsonValue, style, inner, SCHEMA_MAPS.has(key))}`);
    }
  }
  const inline = renderInline("{", "}", members);
  const fitsOnOneLine = node.loc.start.line === node.loc.end.line && !inline.includes("\n") && inline.length <= 100;
  return fitsOnOneLine ? inline : renderLines("{", "}", members, style, indent);
}

/** `properties` merged: surviving entries in the user's order with their annotations, then new ones. */
function mergeProperties(
  sourceCode: SourceCode,
  written: TSESTree.ObjectExpression,
  expected: Record<string, JsonSchema>,
  style: JsonStyle,
  indent: string,
): string {
  if (!written.properties.every(isPlainProperty)) return renderValue(expected as JsonValue, style, indent, true);
  const members: string[] = [];
  const seen = new Set<string>();
  for (const property of written.properties as TSESTree.Property[]) {
    const key = propertyKeyName(property)!;
    if (!(key in expected)) continue;
    seen.add(key);
    members.push(
      `${sourceCode.getText(property.key)}: ${mergeRender(sourceCode, property.value, expected[key]!, style, indent + style.indentUnit)}`,
    );
  }
  for (const [key, value] of Object.entries(expected)) {
    if (!seen.has(key))
      members.push(`${renderKey(key, style)}: ${renderValue(value as JsonValue, style, indent + style.indentUnit)}`);
  }
  return members.length === 0 ? "{}" : renderLines("{", "}", members, style, indent);
}

function isPlainProperty(member: TSESTree.ObjectLiteralElement): boolean {
  return (
    member.type === AST_NODE_TYPES.Property &&
    !member.computed &&
    member.kind === "init" &&
    !member.method &&
    propertyKeyName(member) !== undefined
  );
}

const isObject = (value: unknown): value is Record<string, JsonSchema> => isRecord<Record<string, JsonSchema>>(value);

/** Edits of one fix must not overlap; when they would, there is no safe single fix. */
function combine(a: TextEdit[], b: TextEdit[]): TextEdit[] | undefined {
  const all = [...a, ...b];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [x, y] = [all[i]!, all[j]!];
      if (x.range[0] < y.range[1] && y.range[0] < x.range[1]) return undefined;
      // Two insertions at one point would be applied in an unspecified order.
      if (x.range[0] === x.range[1] && x.range[0] === y.range[0] && y.range[0] === y.range[1]) return undefined;
    }
  }
  return all;
}
