// Reading object literals by static key. Spreads and computed keys that are not plain literals are
// skipped, never guessed.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName, unwrap } from "../../util/syntax.js";

export { propertyKeyName } from "../../util/syntax.js";

/** The plain (non-method-call-only, non-spread) properties of an object literal with a static key. */
export function staticProperties(object: TSESTree.ObjectExpression): { name: string; property: TSESTree.Property }[] {
  const result: { name: string; property: TSESTree.Property }[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = propertyKeyName(property);
    if (name !== undefined) result.push({ name, property });
  }
  return result;
}

/**
 * The last property with this static key (the one that wins at run time). Undefined when absent,
 * or when a spread after it could override it (then the value is not static).
 */
export function findProperty(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  for (let index = object.properties.length - 1; index >= 0; index--) {
    const property = object.properties[index]!;
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      if (spreadKeys(property.argument)?.has(name) !== false) return undefined;
      continue;
    }
    if (propertyKeyName(property) === name) return property;
  }
  return undefined;
}

/** Whether the object has a spread element (so absent keys may still be present at run time). */
export function hasSpread(object: TSESTree.ObjectExpression): boolean {
  return object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement);
}

/** Whether a spread of the object may bring one of `keys`: it is not one whose keys the code shows all of. */
export function spreadMayBring(object: TSESTree.ObjectExpression, keys: readonly string[]): boolean {
  return object.properties.some(
    (property) =>
      property.type === AST_NODE_TYPES.SpreadElement &&
      keys.some((key) => spreadKeys(property.argument)?.has(key) !== false),
  );
}

/**
 * Every key a spread's value can bring, when the code shows them all: an object literal of static
 * keys, or one a condition guards (`...(cond && { renderCall })`, `...(c ? { a } : {})`); a falsy
 * value spreads nothing. Undefined when some key is not known.
 */
function spreadKeys(value: TSESTree.Node): ReadonlySet<string> | undefined {
  const node = unwrap(value);
  switch (node.type) {
    case AST_NODE_TYPES.ObjectExpression: {
      const keys = new Set<string>();
      for (const property of node.properties) {
        if (property.type === AST_NODE_TYPES.SpreadElement) {
          const inner = spreadKeys(property.argument);
          if (inner === undefined) return undefined;
          for (const key of inner) keys.add(key);
          continue;
        }
        const key = propertyKeyName(property);
        if (key === undefined) return undefined;
        keys.add(key);
      }
      return keys;
    }
    // `a && {…}` is `a` when falsy: no object, nothing spread.
    case AST_NODE_TYPES.LogicalExpression:
      return node.operator === "&&" ? spreadKeys(node.right) : union(spreadKeys(node.left), spreadKeys(node.right));
    case AST_NODE_TYPES.ConditionalExpression:
      return union(spreadKeys(node.consequent), spreadKeys(node.alternate));
    case AST_NODE_TYPES.Literal:
      return node.value === null || typeof node.value === "boolean" || typeof node.value === "number"
        ? new Set()
        : undefined;
    case AST_NODE_TYPES.Identifier:
      return node.name === "undefined" ? new Set() : undefined;
    default:
      return undefined;
  }
}

function union(
  a: ReadonlySet<string> | undefined,
  b: ReadonlySet<string> | undefined,
): ReadonlySet<string> | undefined {
  return a === undefined || b === undefined ? undefined : new Set([...a, ...b]);
}

/** The value node of a property (for `{ a }` the identifier, for `{ a() {} }` the function). */
export function propertyValue(property: TSESTree.Property | undefined): TSESTree.Node | undefined {
  if (property === undefined) return undefined;
  const value = property.value;
  // AssignmentPattern only appears in destructuring patterns, never in an object literal we read.
  return value.type === AST_NODE_TYPES.AssignmentPattern ? undefined : value;
}
