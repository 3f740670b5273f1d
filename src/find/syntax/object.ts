// Reading object literals by static key. Spreads and computed keys that are not plain literals are
// skipped, never guessed.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { propertyKeyName } from "../../util/syntax.js";

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
    if (property.type === AST_NODE_TYPES.SpreadElement) return undefined;
    if (propertyKeyName(property) === name) return property;
  }
  return undefined;
}

/** Whether the object has a spread element (so absent keys may still be present at run time). */
export function hasSpread(object: TSESTree.ObjectExpression): boolean {
  return object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement);
}

/** The value node of a property (for `{ a }` the identifier, for `{ a() {} }` the function). */
export function propertyValue(property: TSESTree.Property | undefined): TSESTree.Node | undefined {
  if (property === undefined) return undefined;
  const value = property.value;
  // AssignmentPattern only appears in destructuring patterns, never in an object literal we read.
  return value.type === AST_NODE_TYPES.AssignmentPattern ? undefined : value;
}
