/**
 * The JSON Schema keyword table: where sub-schemas sit, which keywords read an object together with
 * other schemas, which let it hold properties its `properties` do not list, which are annotations;
 * and the one walk over it. Plain data and functions: the runtime imports this file, so it must
 * never import `typescript` or `eslint`.
 *
 * Covers draft 2020-12 and what draft-07 adds (`definitions`, `additionalItems`, tuple `items`).
 * Draft-07's `dependencies` is left out of the walk: its entries mix sub-schemas with lists of names.
 */
import { pointerSegment } from "./pointer.js";
import { isRecord } from "../util/is-record.js";

/**
 * How a sub-schema relates to the value its parent describes:
 * - `property`: a property's value (`properties`, `patternProperties`);
 * - `items`: an element's value (`items`, `prefixItems`, `contains`, …);
 * - `definition`: a `$defs`/`definitions` entry, a whole value wherever it is referred to;
 * - `additional`: the value, or name, of a property nobody listed (`additionalProperties`, …);
 * - `branch`: the same value as the parent, read together with it (`allOf`, `anyOf`, `not`, `if`, …),
 *   so a branch is never judged alone: its `required` may name a property its parent declares.
 */
export type SubschemaPosition = "property" | "items" | "definition" | "additional" | "branch";

/** How the keyword's value holds sub-schemas: one, a list, or a name → sub-schema map. */
export type SubschemaShape = "single" | "list" | "map";

export interface SubschemaKeyword {
  readonly shape: SubschemaShape;
  readonly position: SubschemaPosition;
}

const single = (position: SubschemaPosition): SubschemaKeyword => ({ shape: "single", position });
const list = (position: SubschemaPosition): SubschemaKeyword => ({ shape: "list", position });
const map = (position: SubschemaPosition): SubschemaKeyword => ({ shape: "map", position });

/**
 * Every keyword whose value holds sub-schemas. `items` is `single`; its draft-07 tuple form (a list)
 * is walked as a list too, so that a schema written for draft-07 is read whole.
 */
export const SUBSCHEMA_KEYWORDS: Readonly<Record<string, SubschemaKeyword>> = Object.freeze({
  properties: map("property"),
  patternProperties: map("property"),
  $defs: map("definition"),
  definitions: map("definition"),
  dependentSchemas: map("branch"),
  items: single("items"),
  prefixItems: list("items"),
  additionalItems: single("items"),
  unevaluatedItems: single("items"),
  contains: single("items"),
  additionalProperties: single("additional"),
  unevaluatedProperties: single("additional"),
  propertyNames: single("additional"),
  allOf: list("branch"),
  anyOf: list("branch"),
  oneOf: list("branch"),
  not: single("branch"),
  if: single("branch"),
  then: single("branch"),
  else: single("branch"),
});

/** The keyword's entry in the table, or undefined when its value holds no sub-schema. */
export const subschemaKeyword = (keyword: string): SubschemaKeyword | undefined =>
  Object.hasOwn(SUBSCHEMA_KEYWORDS, keyword) ? SUBSCHEMA_KEYWORDS[keyword] : undefined;

/** `anyOf`, `oneOf`, `allOf`: lists of schemas that describe one value together. */
export const COMBINATOR_KEYWORDS = ["allOf", "anyOf", "oneOf"] as const;

/** References: the schema is read together with the one they point at. */
export const REFERENCE_KEYWORDS: ReadonlySet<string> = new Set(["$ref", "$dynamicRef", "$recursiveRef"]);

/**
 * Keywords whose sub-schemas describe the same value as their parent and are read together with it
 * (`allOf`, `not`, `if`, `dependentSchemas`, …): the table's `branch` position.
 */
export const BRANCH_KEYWORDS: ReadonlySet<string> = new Set(
  Object.keys(SUBSCHEMA_KEYWORDS).filter((keyword) => SUBSCHEMA_KEYWORDS[keyword]!.position === "branch"),
);

/**
 * Keywords that read an object together with other schemas (references, branches, draft-07's
 * `dependencies`): a property the object's own `properties` do not list may be declared there.
 * `not` is a branch that declares nothing: it only refuses.
 */
export const COMPOSING_KEYWORDS: ReadonlySet<string> = new Set([
  ...REFERENCE_KEYWORDS,
  ...[...BRANCH_KEYWORDS].filter((keyword) => keyword !== "not"),
  "dependencies",
]);

/**
 * Keywords whose presence alone lets an object hold a property its own `properties` do not list:
 * the composing keywords, and `patternProperties` (a pattern may match the name).
 */
export const OPENING_KEYWORDS: ReadonlySet<string> = new Set([...COMPOSING_KEYWORDS, "patternProperties"]);

/**
 * Keywords by which a schema says for itself what happens to properties it does not list: `false`
 * refuses them, anything else (`true`, a schema) admits them.
 */
export const OPENNESS_KEYWORDS = ["additionalProperties", "unevaluatedProperties"] as const;

/**
 * Whether an object schema may hold a property its own `properties` do not list: it composes other
 * schemas that may declare it, `patternProperties` may match it, or it says so itself. An object
 * that says nothing is taken as closed: tool-schema's registry validates arguments that way
 * (`closeForValidation`), and strict providers require it. `propertyNames` admits nothing: it only
 * restricts names.
 */
export function admitsUnlisted(schema: Readonly<Record<string, unknown>>): boolean {
  for (const keyword of Object.keys(schema)) if (OPENING_KEYWORDS.has(keyword)) return true;
  return OPENNESS_KEYWORDS.some((keyword) => schema[keyword] !== undefined && schema[keyword] !== false);
}

/**
 * Keywords by which other schemas or lists constrain a value too, so that its own `required` is not
 * all it must hold and its own `enum` not all it may be: references, branches (`not` included),
 * `dependentRequired` and draft-07's `dependencies`.
 */
export const CONSTRAINING_KEYWORDS: readonly string[] = [
  ...REFERENCE_KEYWORDS,
  ...BRANCH_KEYWORDS,
  "dependentRequired",
  "dependencies",
];

/**
 * Annotations (the meta-data vocabulary and `$comment`): they describe a value and never decide
 * whether it is valid. `format` is not among them: validators may assert it.
 */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$comment",
]);

export const isAnnotationKeyword = (keyword: string): boolean => ANNOTATION_KEYWORDS.has(keyword);

/** The validation vocabulary and the core keywords that are neither sub-schemas, references nor annotations. */
const OTHER_KEYWORDS = [
  ...["type", "enum", "const", "required", "format", "nullable", "dependentRequired", "dependencies"],
  ...["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  ...["minLength", "maxLength", "pattern", "contentEncoding", "contentMediaType", "contentSchema"],
  ...["minItems", "maxItems", "uniqueItems", "minContains", "maxContains", "minProperties", "maxProperties"],
  ...["$schema", "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "$recursiveAnchor"],
];

/** Every keyword of JSON Schema (draft-07 to 2020-12, with OpenAPI's `nullable`), from the tables above. */
const ALL_KEYWORDS: ReadonlySet<string> = new Set([
  ...Object.keys(SUBSCHEMA_KEYWORDS),
  ...REFERENCE_KEYWORDS,
  ...ANNOTATION_KEYWORDS,
  ...OTHER_KEYWORDS,
]);

/** Whether `key` is a JSON Schema keyword (an object holding none is no JSON Schema). */
export const isSchemaKeyword = (key: string): boolean => ALL_KEYWORDS.has(key);

// ─── the walk ──────────────────────────────────────────────────────────────────────────────────

type SchemaObject = Record<string, unknown>;

const isSchemaObject = (value: unknown): value is SchemaObject => isRecord<SchemaObject>(value);

/** Where one direct sub-schema sits in its parent. */
export interface SubschemaSite {
  readonly keyword: string;
  /** The name in a map keyword, the index in a list; undefined for a single sub-schema. */
  readonly key: string | number | undefined;
  readonly position: SubschemaPosition;
  /** JSON Pointer of the sub-schema relative to its parent: `/properties/city`, `/anyOf/0`, `/not`. */
  readonly pointer: string;
}

/**
 * Every direct sub-schema of `node`, in the order the keywords are written, whatever its value
 * (an object, a boolean, or something that is no schema at all: callers that check schemas need to
 * see it). A keyword whose value has the wrong shape for it (a map that is not an object, a list
 * that is not an array) yields nothing: checking that is the caller's business.
 */
export function* subschemas(node: SchemaObject): Generator<[child: unknown, site: SubschemaSite]> {
  for (const keyword of Object.keys(node)) {
    const entry = subschemaKeyword(keyword);
    if (entry === undefined) continue;
    const value = node[keyword];
    const at = pointerSegment(keyword);
    const { position } = entry;
    if (entry.shape === "map") {
      if (!isSchemaObject(value)) continue;
      for (const [key, child] of Object.entries(value))
        yield [child, { keyword, key, position, pointer: at + pointerSegment(key) }];
    } else if (Array.isArray(value)) {
      // A list keyword, or draft-07's tuple `items`; any other single keyword holding a list is malformed.
      if (entry.shape === "single" && keyword !== "items") continue;
      for (const [index, child] of value.entries())
        yield [child, { keyword, key: index, position, pointer: at + pointerSegment(index) }];
    } else if (entry.shape === "single" && value !== undefined) {
      yield [value, { keyword, key: undefined, position, pointer: at }];
    }
  }
}

/**
 * A shallow copy of `node` in which each object sub-schema is replaced by `transform`'s answer;
 * boolean schemas and malformed values are kept as written. Keys keep their order, and a property
 * literally named `__proto__` stays a property.
 */
export function mapSubschemas<T extends SchemaObject>(
  node: T,
  transform: (child: SchemaObject, site: SubschemaSite) => unknown,
): T {
  const copy: SchemaObject = { ...node };
  for (const [child, site] of subschemas(node)) {
    if (!isSchemaObject(child)) continue;
    const replaced = transform(child, site);
    if (site.key === undefined) {
      copy[site.keyword] = replaced;
      continue;
    }
    let container = copy[site.keyword];
    if (container === node[site.keyword]) {
      container = Array.isArray(container) ? [...(container as unknown[])] : mapEntries(container as SchemaObject);
      copy[site.keyword] = container;
    }
    if (Array.isArray(container)) container[site.key as number] = replaced;
    else defineOwn(container as SchemaObject, site.key as string, replaced);
  }
  return copy as T;
}

/**
 * A copy of a name → schema map (`properties`, `$defs`) with each object entry replaced by
 * `transform`'s answer (without one, kept); other entries are kept as written.
 */
export function mapEntries<V = unknown>(
  map: Readonly<Record<string, unknown>>,
  transform?: (child: SchemaObject, key: string) => V,
): Record<string, V> {
  const copy: Record<string, V> = {};
  for (const [key, value] of Object.entries(map))
    defineOwn(copy, key, transform !== undefined && isSchemaObject(value) ? transform(value, key) : value);
  return copy;
}

/** defineProperty, not assignment: a property literally named "__proto__" must stay a property. */
function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** One object sub-schema reached by `walkSchema`. */
export interface SchemaVisit<S extends SchemaObject = SchemaObject> {
  readonly schema: S;
  /** JSON Pointer of the sub-schema inside the root ("" for the root). */
  readonly path: string;
  readonly position: SubschemaPosition | "root";
  readonly depth: number;
}

export interface WalkOptions {
  /** Only descend through these keywords (a dialect's own structure). */
  readonly through?: ReadonlySet<string>;
  /** Deeper than any schema a person writes; keeps a pathological document cheap. Default 64. */
  readonly maxDepth?: number;
}

/**
 * Every object sub-schema of `root`, root first, in document order. Boolean schemas and values
 * that are not schemas are passed over.
 */
export function walkSchema<S extends SchemaObject>(root: unknown, options: WalkOptions = {}): SchemaVisit<S>[] {
  const { through, maxDepth = 64 } = options;
  const visits: SchemaVisit<S>[] = [];
  const visit = (value: unknown, path: string, position: SchemaVisit["position"], depth: number): void => {
    if (!isSchemaObject(value) || depth > maxDepth) return;
    visits.push({ schema: value as S, path, position, depth });
    for (const [child, site] of subschemas(value)) {
      if (through === undefined || through.has(site.keyword))
        visit(child, path + site.pointer, site.position, depth + 1);
    }
  };
  visit(root, "", "root", 0);
  return visits;
}
