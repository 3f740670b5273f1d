/**
 * The one mapping from a TypeScript type (as the checker sees it) to JSON Schema 2020-12.
 *
 * Results are memoised per `ts.Type` in a cache that lives as long as its checker (a WeakMap keyed
 * by the checker), so the second function that takes an `Options` type pays nothing for it.
 * Recursive types become `$defs` entries referenced by `$ref`: a type met again while it is still
 * being mapped is a cycle, and only types whose mapping touches no unfinished type are cached.
 */
import type * as TS from "typescript";
import ts from "./typescript.js";
import { addConstraints, constraintApplies, constraintTarget } from "./constraints.js";
import { makeNullable } from "./dialects.js";
import { makeDiagnostic } from "./diagnostics.js";
import {
  documentationText,
  hasDocComment,
  locationOf,
  NO_ANNOTATIONS,
  propertyAnnotations,
  type SourceLocation,
} from "./jsdoc.js";
import type { JsonSchema, JsonSchemaTypeName, JsonValue } from "./json-schema.js";
import { dateSchema } from "./runtime-marks.js";
import type { DiagnosticSeverity, SchemaDiagnostic } from "./types.js";
import { weakCache } from "../util/weak-cache.js";

// Read once: every `ts.X` is a getter on the compiler's exports, and these are read per type.
const { ElementFlags, ModifierFlags, ObjectFlags, SymbolFlags, TypeFlags } = ts;

/** A problem found in a type, with its path relative to the type that was mapped. */
export interface TypeIssue {
  code:
    | "unsupported-type"
    | "any-type"
    | "unknown-type"
    | "bad-constraint-tag"
    | "rest-parameter"
    | "tool-context-position"
    | "internal-error";
  severity: DiagnosticSeverity;
  path: readonly string[];
  typeText?: string;
  reason: string;
  /** Where the problem is written, when that is not where the type is used (a misspelt tag). */
  location?: SourceLocation;
}

/** A mapped type. Schemas are shared with the cache: copy before changing one. */
export interface MappedType {
  schema: JsonSchema;
  issues: readonly TypeIssue[];
  /** Recursive types whose `$defs` entries the schema refers to. */
  defs: ReadonlySet<TS.Type>;
  /** Types still being mapped that the schema refers to; while non-empty the result is not cached. */
  open: ReadonlySet<TS.Type>;
}

interface DefEntry {
  name: string;
  schema: JsonSchema;
  defs: ReadonlySet<TS.Type>;
}

interface CheckerCache {
  mapped: Map<TS.Type, MappedType>;
  defs: Map<TS.Type, DefEntry>;
  defNames: Map<TS.Type, string>;
  usedDefNames: Set<string>;
}

/** Per checker, so per program: a new program (an edited file) maps its types afresh. */
const caches = weakCache<TS.TypeChecker, CheckerCache>();
const EMPTY: ReadonlySet<TS.Type> = new Set();
const NO_ISSUES: readonly TypeIssue[] = Object.freeze([]);
/**
 * Warnings leave the schema trustworthy (a `{}` for `any`, a constraint tag that was not applied);
 * errors mean part of it could not be derived.
 */
const WARNING_CODES = new Set<TypeIssue["code"]>(["any-type", "unknown-type", "bad-constraint-tag"]);
/** Deeper than this, a type is expanding without end (e.g. `type Deep<T> = { next: Deep<T[]> }`). */
const MAX_DEPTH = 64;

const cacheFor = (checker: TS.TypeChecker): CheckerCache =>
  caches(checker, () => ({ mapped: new Map(), defs: new Map(), defNames: new Map(), usedDefNames: new Set() }));

/** Maps types for one caller; holds the stack of types being mapped. Cheap to create. */
export class TypeMapper {
  private readonly cache: CheckerCache;
  private readonly inProgress = new Map<TS.Type, { recursive: boolean }>();

  constructor(readonly checker: TS.TypeChecker) {
    this.cache = cacheFor(checker);
  }

  map(type: TS.Type): MappedType {
    const cached = this.cache.mapped.get(type);
    if (cached) return cached;
    const frame = this.inProgress.get(type);
    if (frame) {
      frame.recursive = true;
      const self = new Set([type]);
      return { schema: { $ref: this.refTo(type) }, issues: [], defs: self, open: self };
    }
    if (this.inProgress.size >= MAX_DEPTH) {
      return this.tooDeep(type);
    }
    const ownFrame = { recursive: false };
    this.inProgress.set(type, ownFrame);
    let result: MappedType;
    try {
      const parts = new Parts(this);
      const schema = withTypeDescription(mapUncached(type, parts), type);
      result = parts.done(schema);
    } finally {
      this.inProgress.delete(type);
    }
    // Most types touch nothing unfinished: keep the shared empty set rather than copying.
    let open = result.open;
    if (open.has(type)) {
      const rest = new Set(open);
      rest.delete(type);
      open = rest.size === 0 ? EMPTY : rest;
    }
    if (ownFrame.recursive) {
      this.cache.defs.set(type, { name: this.refName(type), schema: result.schema, defs: result.defs });
      const defs = new Set(result.defs).add(type);
      result = { schema: { $ref: this.refTo(type) }, issues: result.issues, defs, open };
    } else if (open !== result.open) {
      result = { schema: result.schema, issues: result.issues, defs: result.defs, open };
    }
    if (open.size === 0) this.cache.mapped.set(type, result);
    return result;
  }

  /** The `$defs` entries a set of recursive types needs, following the references between them. */
  collectDefs(roots: ReadonlySet<TS.Type>): Record<string, JsonSchema> {
    const defs: Record<string, JsonSchema> = {};
    if (roots.size === 0) return defs;
    const queue = [...roots];
    const seen = new Set<TS.Type>();
    while (queue.length > 0) {
      const type = queue.shift()!;
      if (seen.has(type)) continue;
      seen.add(type);
      const entry = this.cache.defs.get(type);
      if (!entry) continue;
      defs[entry.name] = entry.schema;
      queue.push(...entry.defs);
    }
    return defs;
  }

  /** The schema a `$ref` to a recursive type stands for (to inline it at a root). */
  definitionOf(type: TS.Type): JsonSchema | undefined {
    return this.cache.defs.get(type)?.schema;
  }

  typeText(type: TS.Type): string {
    return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  }

  private refTo(type: TS.Type): string {
    return `#/$defs/${this.refName(type)}`;
  }

  private refName(type: TS.Type): string {
    const known = this.cache.defNames.get(type);
    if (known) return known;
    const base =
      this.typeText(type)
        .replace(/[^A-Za-z0-9_.-]+/g, "_")
        .replace(/^_+|_+$/g, "") || "Type";
    let name = base;
    for (let n = 2; this.cache.usedDefNames.has(name); n++) name = `${base}_${n}`;
    this.cache.usedDefNames.add(name);
    this.cache.defNames.set(type, name);
    return name;
  }

  private tooDeep(type: TS.Type): MappedType {
    const issue: TypeIssue = {
      code: "unsupported-type",
      severity: "error",
      path: [],
      typeText: this.typeText(type),
      reason: `type ${this.typeText(type)} is not supported: it nests more than ${MAX_DEPTH} levels deep (a generic type that expands without end?)`,
    };
    return { schema: {}, issues: [issue], defs: EMPTY, open: EMPTY };
  }
}

/** Gathers what the children of one type contribute: issues (re-rooted), `$defs` and open references. */
class Parts {
  private issues: TypeIssue[] | undefined;
  private defs: Set<TS.Type> | undefined;
  private open: Set<TS.Type> | undefined;

  constructor(readonly mapper: TypeMapper) {}

  get checker(): TS.TypeChecker {
    return this.mapper.checker;
  }

  child(type: TS.Type, segment?: string): JsonSchema {
    const mapped = this.mapper.map(type);
    for (const issue of mapped.issues) {
      (this.issues ??= []).push(segment === undefined ? issue : { ...issue, path: [segment, ...issue.path] });
    }
    if (mapped.defs.size > 0) for (const d of mapped.defs) (this.defs ??= new Set()).add(d);
    if (mapped.open.size > 0) for (const o of mapped.open) (this.open ??= new Set()).add(o);
    return mapped.schema;
  }

  issue(code: TypeIssue["code"], type: TS.Type | undefined, reason: string, extra: Partial<TypeIssue> = {}): void {
    const severity: DiagnosticSeverity = WARNING_CODES.has(code) ? "warning" : "error";
    const typeText = type ? this.mapper.typeText(type) : undefined;
    (this.issues ??= []).push({ code, severity, path: [], ...(typeText ? { typeText } : {}), reason, ...extra });
  }

  /** Records a type JSON cannot carry (`why` says why and what to use instead); its schema is `{}`. */
  unsupported(type: TS.Type, why: string): JsonSchema {
    this.issue("unsupported-type", type, `type ${this.mapper.typeText(type)} is not supported: ${why}`);
    return {};
  }

  done(schema: JsonSchema): MappedType {
    return { schema, issues: this.issues ?? NO_ISSUES, defs: this.defs ?? EMPTY, open: this.open ?? EMPTY };
  }
}

function mapUncached(type: TS.Type, parts: Parts): JsonSchema {
  const f = type.flags;
  const F = TypeFlags;
  if (f & F.Any) {
    parts.issue("any-type", type, "type any tells the model nothing about this value; give it a real type");
    return {};
  }
  if (f & F.Unknown) {
    parts.issue("unknown-type", type, "type unknown tells the model nothing about this value; give it a real type");
    return {};
  }
  if (f & F.Never) return parts.unsupported(type, "no value has type never");
  if (f & F.Void) return parts.unsupported(type, "no value can be passed for void; remove the parameter");
  if (f & F.Undefined) return parts.unsupported(type, "JSON has no undefined; make it optional instead");
  if (f & F.Null) return { type: "null" };
  if (f & F.ESSymbolLike) return parts.unsupported(type, "JSON cannot carry symbols; use a string");
  if (f & F.BigIntLike)
    return parts.unsupported(type, "JSON cannot carry bigints; use number, Integer or a string of digits");
  if (f & F.Boolean) return { type: "boolean" };
  if (f & F.Union) return mapUnion(type as TS.UnionType, parts);
  if (f & (F.StringLiteral | F.NumberLiteral | F.BooleanLiteral))
    return literalEnum([literalValue(type, parts.checker)]);
  if (f & (F.String | F.TemplateLiteral | F.StringMapping)) return { type: "string" };
  if (f & (F.Number | F.Enum)) return { type: "number" };
  if (f & F.Intersection) return mapIntersection(type as TS.IntersectionType, parts);
  if (f & F.NonPrimitive) return { type: "object" };
  if (f & F.TypeParameter) return mapTypeParameter(type, parts);
  if (f & F.Object) return mapObject(type as TS.ObjectType, parts);
  if (f & (F.Index | F.IndexedAccess | F.Conditional | F.Substitution)) {
    const constraint = parts.checker.getBaseConstraintOfType(type);
    if (constraint && constraint !== type && !(constraint.flags & F.Unknown)) return parts.child(constraint);
  }
  return parts.unsupported(type, "it cannot be resolved to a concrete type");
}

function literalValue(type: TS.Type, checker: TS.TypeChecker): JsonValue {
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  return checker.typeToString(type) === "true";
}

function jsonTypeOf(value: JsonValue): JsonSchemaTypeName {
  return typeof value === "string" ? "string" : typeof value === "number" ? "number" : "boolean";
}

/** `"a" | "b"` → `{ type: "string", enum: ["a", "b"] }`; mixed kinds give a type array. */
function literalEnum(values: JsonValue[]): JsonSchema {
  const types = [...new Set(values.map(jsonTypeOf))];
  return { type: types.length === 1 ? types[0]! : types, enum: values };
}

function mapUnion(union: TS.UnionType, parts: Parts): JsonSchema {
  const F = TypeFlags;
  let nullable = false;
  const literals: JsonValue[] = [];
  const others: TS.Type[] = [];
  let trueSeen = false;
  let falseSeen = false;
  for (const member of union.types) {
    if (member.flags & F.Undefined) continue; // optionality: the caller leaves the property out of `required`
    if (member.flags & F.Null) nullable = true;
    else if (member.flags & F.BooleanLiteral) {
      if (literalValue(member, parts.checker) === true) trueSeen = true;
      else falseSeen = true;
    } else if (member.flags & (F.StringLiteral | F.NumberLiteral)) literals.push(literalValue(member, parts.checker));
    else others.push(member);
  }
  if (trueSeen !== falseSeen) literals.push(trueSeen);
  const branches = others.map((member) => parts.child(member));
  if (trueSeen && falseSeen) branches.push({ type: "boolean" });
  if (literals.length > 0) branches.push(literalEnum(literals));
  if (branches.length === 0) {
    if (nullable) return { type: "null" };
    return parts.unsupported(union, "JSON has no undefined; make it optional instead");
  }
  const schema = branches.length === 1 ? branches[0]! : { anyOf: branches.flatMap(flattenAnyOf) };
  return nullable ? makeNullable(schema) : schema;
}

function flattenAnyOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf && Object.keys(schema).length === 1 ? schema.anyOf : [schema];
}

function mapIntersection(type: TS.IntersectionType, parts: Parts): JsonSchema {
  if (isIntegerType(type, parts.checker)) return { type: "integer" };
  // A branded primitive (`string & { __brand: "Email" }`) is that primitive on the wire.
  const primitive = type.types.find(
    (t) => t.flags & (TypeFlags.StringLike | TypeFlags.NumberLike | TypeFlags.BooleanLike),
  );
  if (primitive) return parts.child(primitive);
  const array = type.types.find((t) => parts.checker.isArrayType(t) || parts.checker.isTupleType(t));
  if (array) return parts.child(array);
  return mapObject(type, parts);
}

/**
 * `Integer` from tool-schema: recognised by its alias name, or structurally by its phantom brand
 * (`number & { [brand]?: "Integer" }`), so a copy declared anywhere works the same.
 */
export function isIntegerType(type: TS.Type, checker: TS.TypeChecker): boolean {
  if (!(type.flags & TypeFlags.Intersection)) return false;
  const members = (type as TS.IntersectionType).types;
  if (!members.some((t) => t.flags & TypeFlags.Number)) return false;
  if (type.aliasSymbol?.name === "Integer") return true;
  return members.some((member) =>
    checker.getPropertiesOfType(member).some((property) => {
      const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      return propertyType.isStringLiteral() && propertyType.value === "Integer";
    }),
  );
}

function mapTypeParameter(type: TS.Type, parts: Parts): JsonSchema {
  const constraint = parts.checker.getBaseConstraintOfType(type);
  if (constraint && constraint !== type && !(constraint.flags & TypeFlags.Unknown)) return parts.child(constraint);
  parts.issue(
    "unknown-type",
    type,
    `type parameter ${parts.mapper.typeText(type)} has no constraint, so the model is told nothing about it; give it one`,
  );
  return {};
}

/** Library types with a fixed answer, by name. */
const LIBRARY_ADVICE: Readonly<Record<string, string>> = {
  Map: "JSON has no maps; use Record<string, T> or an array of [key, value] pairs",
  ReadonlyMap: "JSON has no maps; use Record<string, T> or an array of [key, value] pairs",
  WeakMap: "JSON has no maps; use Record<string, T>",
  Set: "JSON has no sets; use an array",
  ReadonlySet: "JSON has no sets; use an array",
  WeakSet: "JSON has no sets; use an array",
  Promise: "the model sends plain JSON values, not promises",
  PromiseLike: "the model sends plain JSON values, not promises",
  Function: "JSON cannot carry functions",
};

function mapObject(type: TS.ObjectType | TS.IntersectionType, parts: Parts): JsonSchema {
  const checker = parts.checker;
  if (checker.isTupleType(type)) return mapTuple(type as TS.TupleTypeReference, parts);
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as TS.TypeReference);
    return { type: "array", items: element ? parts.child(element, "[]") : {} };
  }
  if (
    !declaresNoSignatures(type) &&
    (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0)
  ) {
    return parts.unsupported(type, "JSON cannot carry functions");
  }
  const symbol = type.getSymbol();
  if (symbol && isLibrarySymbol(symbol)) {
    // JSON has no dates: the model sends an ISO string, which ToolRegistry turns into the Date
    // the function takes, told by the mark in the schema (runtime-marks.ts).
    if (symbol.name === "Date") return dateSchema();
    const advice = LIBRARY_ADVICE[symbol.name];
    if (advice) return parts.unsupported(type, advice);
    if (symbol.flags & (SymbolFlags.Interface | SymbolFlags.Class) && hasMethods(type, checker)) {
      return parts.unsupported(type, `${symbol.name} is a built-in object with methods, and JSON carries only data`);
    }
  }
  if (symbol && symbol.flags & SymbolFlags.Class && hasMethods(type, checker)) {
    return parts.unsupported(
      type,
      `class ${symbol.name} has methods, and JSON carries only data; take a plain object type`,
    );
  }
  return mapProperties(type, parts);
}

/**
 * Whether a type certainly has no call or construct signatures, told from its declarations alone:
 * an interface or type literal declares its signatures as members, and an interface inherits more
 * only through `extends`. Asking the checker instead makes it resolve every member of the type
 * (for a library type such as Date, members the schema never reads) before the properties are
 * even listed. Anything else (classes, mapped types, `typeof` values…) is left to the checker.
 */
function declaresNoSignatures(type: TS.Type): boolean {
  if (type.flags & TypeFlags.Intersection) return (type as TS.IntersectionType).types.every(declaresNoSignatures);
  const declarations = type.getSymbol()?.declarations;
  if (!declarations || declarations.length === 0) return false;
  for (const declaration of declarations) {
    if (ts.isInterfaceDeclaration(declaration)) {
      if (declaration.heritageClauses !== undefined) return false;
    } else if (ts.isVariableDeclaration(declaration) && isInterfaceInstance(type)) {
      // `declare var Date: DateConstructor` beside `interface Date`: the variable has a type of its
      // own; an interface's instance type takes signatures only from the interface.
      continue;
    } else if (!ts.isTypeLiteralNode(declaration)) {
      return false;
    }
    for (const member of declaration.members) {
      if (ts.isCallSignatureDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return false;
    }
  }
  return true;
}

/** The instance type of an interface (or class), generic or not; never the type of a value. */
function isInterfaceInstance(type: TS.Type): boolean {
  if (type.isClassOrInterface()) return true;
  const objectType = type as TS.ObjectType;
  return (
    (objectType.objectFlags & ObjectFlags.Reference) !== 0 && (type as TS.TypeReference).target.isClassOrInterface()
  );
}

/**
 * Declared by TypeScript's standard library (`lib.es5.d.ts`, `lib.dom.d.ts`, …). TypeScript 6 lib
 * files no longer carry `no-default-lib`, so the file name is checked too; only the checker is at
 * hand here, not the program.
 */
function isLibrarySymbol(symbol: TS.Symbol): boolean {
  return (symbol.declarations ?? []).some((d) => isLibraryFile(d.getSourceFile()));
}

/** Per source file, weakly held: asked once per object type, answered once per file. */
const libraryFiles = weakCache<TS.SourceFile, boolean>();

const isLibraryFile = (sourceFile: TS.SourceFile): boolean =>
  libraryFiles(
    sourceFile,
    () => sourceFile.hasNoDefaultLib || /(^|[\\/])lib\.[\w.-]+\.d\.ts$/.test(sourceFile.fileName),
  );

function hasMethods(type: TS.Type, checker: TS.TypeChecker): boolean {
  return checker.getPropertiesOfType(type).some((p) => p.flags & SymbolFlags.Method);
}

function mapTuple(type: TS.TupleTypeReference, parts: Parts): JsonSchema {
  const target = type.target;
  const elements = parts.checker.getTypeArguments(type);
  const prefixItems: JsonSchema[] = [];
  let rest: JsonSchema | undefined;
  for (let i = 0; i < elements.length; i++) {
    const flags = target.elementFlags[i] ?? ElementFlags.Required;
    if (flags & ElementFlags.Variable) {
      if (i !== elements.length - 1) {
        return parts.unsupported(type, "JSON Schema cannot describe elements after a rest element; use an object");
      }
      if (flags & ElementFlags.Rest) {
        rest = parts.child(elements[i]!, "[]");
      } else {
        // A variadic `...T` element: T is an array type; its items are the rest.
        const spread = parts.child(elements[i]!);
        rest = typeof spread.items === "object" ? spread.items : {};
      }
    } else {
      prefixItems.push(parts.child(elements[i]!, `[${i}]`));
    }
  }
  const schema: JsonSchema = { type: "array" };
  if (prefixItems.length > 0) schema.prefixItems = prefixItems;
  schema.minItems = target.minLength;
  if (rest) schema.items = rest;
  else schema.maxItems = prefixItems.length;
  return schema;
}

function mapProperties(type: TS.Type, parts: Parts): JsonSchema {
  const checker = parts.checker;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isDataProperty(property)) continue;
    const name = property.name;
    const propertyType = checker.getTypeOfSymbol(property);
    const schema = parts.child(propertyType, name);
    setOwnProperty(properties, name, annotate(schema, property, name, parts));
    const optional = (property.flags & SymbolFlags.Optional) !== 0;
    if (!optional && !includesUndefined(propertyType)) required.push(name);
  }
  const schema: JsonSchema = { type: "object" };
  const index = stringIndex(type, checker);
  if (Object.keys(properties).length > 0 || !index) schema.properties = properties;
  if (required.length > 0) schema.required = required;
  schema.additionalProperties = index ? parts.child(index.type, "[key]") : false;
  return schema;
}

/** Symbol-keyed, `#private` and private/protected members are not part of the JSON shape. */
function isDataProperty(property: TS.Symbol): boolean {
  const name = property.escapedName as string;
  if (name.startsWith("__@") || name.startsWith("#")) return false;
  // Only class members (and constructor parameter properties) can be private or protected.
  return !(property.declarations ?? []).some(
    (d) =>
      (ts.isClassElement(d) || ts.isParameter(d)) &&
      ts.getCombinedModifierFlags(d) & (ModifierFlags.Private | ModifierFlags.Protected),
  );
}

function stringIndex(type: TS.Type, checker: TS.TypeChecker): TS.IndexInfo | undefined {
  const infos = checker.getIndexInfosOfType(type);
  return infos.find((i) => i.keyType.flags & TypeFlags.String) ?? infos[0];
}

export function includesUndefined(type: TS.Type): boolean {
  if (type.flags & TypeFlags.Undefined) return true;
  return type.isUnion() && type.types.some((t) => t.flags & TypeFlags.Undefined);
}

/** Adds a property's JSDoc description and constraint tags to its schema; bad tags become issues. */
function annotate(schema: JsonSchema, property: TS.Symbol, name: string, parts: Parts): JsonSchema {
  const docs = propertyAnnotations(property);
  if (docs === NO_ANNOTATIONS) return schema;
  for (const problem of docs.problems) {
    parts.issue("bad-constraint-tag", undefined, problem.reason, {
      path: [name],
      ...(problem.location ? { location: problem.location } : {}),
    });
  }
  const { schema: constrained, misplaced } = applyConstraints(schema, docs.constraints);
  if (misplaced.length > 0) {
    const declaration = property.declarations?.[0];
    const where = declaration ? locationOf(declaration) : undefined;
    for (const keyword of misplaced) {
      parts.issue("bad-constraint-tag", undefined, misplacedReason(keyword, constrained), {
        path: [name],
        ...(where ? { location: where } : {}),
      });
    }
  }
  return withDescription(constrained, docs.description);
}

/** Puts constraint keywords on a schema, returning those that cannot apply to its type. */
export function applyConstraints(
  schema: JsonSchema,
  constraints: Readonly<Record<string, JsonValue>>,
): { schema: JsonSchema; misplaced: string[] } {
  const keywords = Object.keys(constraints);
  if (keywords.length === 0) return { schema, misplaced: [] };
  const misplaced = keywords.filter((k) => !constraintFits(k, schema));
  const fitting = Object.fromEntries(keywords.filter((k) => !misplaced.includes(k)).map((k) => [k, constraints[k]!]));
  return { schema: addConstraints(schema, fitting), misplaced };
}

function constraintFits(keyword: string, schema: JsonSchema): boolean {
  return schema.$ref !== undefined || constraintApplies(keyword, schema);
}

export function misplacedReason(keyword: string, schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "this value");
  return `@${keyword} applies to ${constraintTarget(keyword)}, not to ${types}; it was left out`;
}

/** Sets `description`, keeping `type` first and the description right after it (how people write it). */
export function withDescription(schema: JsonSchema, description: string | undefined): JsonSchema {
  if (description === undefined) return schema;
  const { type, description: _old, ...rest } = schema;
  return type === undefined ? { description, ...rest } : { type, description, ...rest };
}

/** An interface's, alias's or enum's own JSDoc becomes the description of its schema. */
function withTypeDescription(schema: JsonSchema, type: TS.Type): JsonSchema {
  // Integer's own JSDoc explains the brand to programmers, not the value to the model.
  if (schema.description !== undefined || schema.type === "integer") return schema;
  const symbol = type.aliasSymbol ?? namedSymbol(type);
  // The library test first: it is answered once per file, while looking for a comment before each
  // of Array's many declarations scans the long JSDoc blocks of the lib files.
  if (!symbol || isLibrarySymbol(symbol) || !(symbol.declarations ?? []).some(hasDocComment)) return schema;
  const text = documentationText(symbol.declarations ?? [])?.trim();
  return text ? withDescription(schema, text) : schema;
}

function namedSymbol(type: TS.Type): TS.Symbol | undefined {
  const symbol = type.getSymbol();
  if (!symbol) return undefined;
  const named = SymbolFlags.Interface | SymbolFlags.Class | SymbolFlags.Enum;
  return symbol.flags & named ? symbol : undefined;
}

export interface TypeSchemaOptions {
  /** The name diagnostics start with (a function or variable name); default "<type>". */
  name?: string;
  /** A path to prefix diagnostic paths with, e.g. ["args"]. */
  path?: readonly string[];
  /** The node the type was read from, for the diagnostics' file and line. */
  node?: TS.Node;
}

export interface TypeSchemaResult {
  /** The type's schema; `$defs` at its root when the type is recursive. */
  schema: JsonSchema;
  diagnostics: SchemaDiagnostic[];
}

/**
 * Maps one type (a cast, a type guard, a declared argument type…) to a standalone JSON Schema,
 * with the same mapping and cache as `generateSchema`. Never throws.
 */
export function schemaFromType(
  type: TS.Type,
  checker: TS.TypeChecker,
  options: TypeSchemaOptions = {},
): TypeSchemaResult {
  const name = options.name ?? "<type>";
  const prefix = options.path ?? [];
  const at = options.node ? locationOf(options.node) : undefined;
  try {
    const mapper = new TypeMapper(checker);
    const mapped = mapper.map(type);
    let schema = mapped.schema;
    if (schema.$ref !== undefined && mapped.defs.has(type)) schema = mapper.definitionOf(type) ?? schema;
    const defs = mapper.collectDefs(mapped.defs);
    if (Object.keys(defs).length > 0) schema = { ...schema, $defs: defs };
    const diagnostics = mapped.issues.map((issue) =>
      makeDiagnostic(name, issue, [...prefix, ...issue.path], issue.location ?? at),
    );
    return { schema: cloneJson(schema) as JsonSchema, diagnostics };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const issue: TypeIssue = {
      code: "internal-error",
      severity: "error",
      path: [],
      reason: `the schema could not be generated (${reason}); please report this`,
    };
    return { schema: {}, diagnostics: [makeDiagnostic(name, issue, prefix, at)] };
  }
}

/** A deep copy of a JSON tree (schemas handed out must not share objects with the cache). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) items[i] = cloneJson(value[i]);
    return items as T;
  }
  // Spreading copies every key as an own data property (a "__proto__" key included) in one step,
  // reusing the source's shape; only nested objects and arrays are then replaced by their copies.
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in copy) {
    const item = copy[key];
    if (item !== null && typeof item === "object") copy[key] = cloneJson(item);
  }
  return copy as T;
}

/**
 * `record[key] = value`, except that a key named "__proto__" stays an own property instead of
 * replacing the record's prototype (a parameter or property may be called that).
 */
export function setOwnProperty<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__")
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}
