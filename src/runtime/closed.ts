/**
 * The registry's contract: an argument the schema does not declare is an error, unless the schema
 * says additional properties are allowed. Hand-written schemas rarely say
 * `additionalProperties: false`, and an open object lets a misspelt optional argument
 * (`amount_cents` for `amountCents`) pass validation while its default silently applies.
 *
 * `closeForValidation` makes the copy of a schema that arguments are validated against; the schema
 * sent to providers is left as written.
 */
import type { JsonSchema } from "../schema/json-schema.js";
import {
  COMBINATOR_KEYWORDS,
  COMPOSING_KEYWORDS,
  mapSubschemas,
  OPENNESS_KEYWORDS,
  subschemas,
  walkSchema,
  type SubschemaSite,
} from "../schema/keywords.js";
import { pointerSegment, resolveLocalRef } from "../schema/pointer.js";
import { isRecord } from "../util/is-record.js";

const typeList = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Whether the schema describes object values: `type` says so, or it lists properties. */
function describesObjects(schema: JsonSchema): boolean {
  const types = typeList(schema);
  return types.length > 0 ? types.includes("object") : isRecord<JsonSchema>(schema.properties);
}

/**
 * Whether the schema composes other schemas that may declare properties of the same object
 * (references, combinators, `if`/`then`/`else`, dependent schemas).
 */
const composes = (schema: JsonSchema): boolean =>
  Object.keys(schema).some((keyword) => COMPOSING_KEYWORDS.has(keyword));

/**
 * A copy of `schema` in which every object that does not say otherwise refuses undeclared
 * properties. A plain object gets `additionalProperties: false`. An object composed with other
 * schemas (`allOf`, `anyOf`, `oneOf`, `$ref`, `if`/`then`/`else`, dependent schemas) gets
 * `unevaluatedProperties: false` instead, which counts the properties its parts declare, and those
 * parts stay open (closing each part would refuse the properties of the others). A `$defs` entry is
 * closed where it is defined, unless some schema uses it as a part: then it is closed where it is
 * used as a whole value
 * (`{ $ref, unevaluatedProperties: false }`).
 */
export function closeForValidation(schema: JsonSchema): JsonSchema {
  return closeNode(schema, "value", { root: schema, partRefs: refsUsedAsParts(schema) });
}

type Position = "value" | "part";

interface Walk {
  readonly root: JsonSchema;
  /** `$ref`s used as parts of a composed object: their definitions must stay open. */
  readonly partRefs: ReadonlySet<string>;
}

function closeNode(node: JsonSchema, position: Position, walk: Walk): JsonSchema {
  const copy = mapSubschemas(node, (child, site) =>
    closeNode(child as JsonSchema, childPosition(node, position, site, walk), walk),
  );
  if (position !== "value" || OPENNESS_KEYWORDS.some((keyword) => node[keyword] !== undefined)) return copy;
  if (isPlainRef(node)) {
    // The definition is closed where it is defined, unless it is also used as a part.
    if (walk.partRefs.has(node.$ref as string) && refersToObject(node, walk.root)) copy.unevaluatedProperties = false;
  } else if (composes(node)) {
    if (composesObject(node, walk.root)) copy.unevaluatedProperties = false;
  } else if (describesObjects(node)) {
    copy.additionalProperties = false;
  }
  return copy;
}

/**
 * Whether a sub-schema describes a whole value of its own (a property, an element, a definition)
 * or a part of its parent's value. `allOf` parts, and `anyOf`/`oneOf` branches of an object that
 * composes them, contribute properties to one value; `anyOf`/`oneOf` branches of anything else
 * (`[{ type: "object", … }, { type: "null" }]`) are whole values. `not`, `if`, `then`, `else` and
 * dependent schemas read the parent's value too: closing them would change what they match (a
 * closed `not` would refuse less).
 */
function childPosition(parent: JsonSchema, position: Position, site: SubschemaSite, walk: Walk): Position {
  if (site.position === "definition")
    return walk.partRefs.has(`#${pointerSegment(site.keyword)}${pointerSegment(site.key!)}`) ? "part" : "value";
  if (site.position !== "branch") return "value";
  if (site.keyword !== "anyOf" && site.keyword !== "oneOf") return "part";
  return describesObjects(parent) || position === "part" ? "part" : "value";
}

/** A `$ref` with nothing beside it but annotations. */
const isPlainRef = (node: JsonSchema): boolean =>
  typeof node.$ref === "string" &&
  !describesObjects(node) &&
  !COMBINATOR_KEYWORDS.some((keyword) => Array.isArray(node[keyword]));

/** Whether a composing node describes objects: itself, through its `$ref`, or through an `allOf` part. */
function composesObject(node: JsonSchema, root: JsonSchema): boolean {
  if (describesObjects(node) || refersToObject(node, root)) return true;
  const parts = node.allOf;
  return (
    Array.isArray(parts) &&
    parts.some((part) => isRecord<JsonSchema>(part) && (describesObjects(part) || refersToObject(part, root)))
  );
}

/**
 * Every `$ref` used as a part of another schema's value: an `allOf` part, an `anyOf`/`oneOf`
 * branch of an object schema, or the schema of a `not`, `if`, `then`, `else` or dependent schema.
 */
function refsUsedAsParts(root: JsonSchema): Set<string> {
  const refs = new Set<string>();
  for (const { schema } of walkSchema<JsonSchema>(root, { maxDepth: 500 })) {
    for (const [branch, site] of subschemas(schema)) {
      if (site.position !== "branch" || !isRecord<JsonSchema>(branch) || typeof branch.$ref !== "string") continue;
      if ((site.keyword === "anyOf" || site.keyword === "oneOf") && !describesObjects(schema)) continue;
      refs.add(branch.$ref);
    }
  }
  return refs;
}

/** Whether a `$ref`-only node points at a local definition of an object (followed a few levels). */
function refersToObject(node: JsonSchema, root: JsonSchema, depth = 0): boolean {
  if (typeof node.$ref !== "string" || depth > 16) return false;
  const target = resolveLocal(root, node.$ref);
  if (target === undefined) return false;
  return describesObjects(target) || refersToObject(target, root, depth + 1);
}

/** The schema object a local reference points at (a boolean schema declares nothing). */
function resolveLocal(root: JsonSchema, ref: string): JsonSchema | undefined {
  const target = resolveLocalRef(root, ref);
  return isRecord<JsonSchema>(target) ? target : undefined;
}

/**
 * The property names an object schema declares, its parts' included (`allOf`/`anyOf`/`oneOf`
 * branches and local `$ref`s), for "did you mean" hints. Order: as written, first seen first.
 */
export function declaredProperties(schema: unknown, root: JsonSchema): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown, depth: number): void => {
    if (!isRecord<JsonSchema>(node) || seen.has(node) || depth > 16) return;
    seen.add(node);
    if (isRecord<JsonSchema>(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
    if (typeof node.$ref === "string") visit(resolveLocal(root, node.$ref), depth + 1);
    for (const keyword of COMBINATOR_KEYWORDS) {
      const list = node[keyword];
      if (Array.isArray(list)) for (const branch of list) visit(branch, depth + 1);
    }
  };
  visit(schema, 0);
  return [...names];
}
