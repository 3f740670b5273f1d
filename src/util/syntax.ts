// Small readers of ESTree syntax that every part of the plugin shares (typescript-eslint's
// src/util is the model). ESLint side only: the runtime never imports this file.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";

/**
 * `node` without the wrappers that do not change its value at run time: `x as T`, `x as const`,
 * `x satisfies T`, `<T>x` and `x!`, nested in any order, and the `(0, x)` TypeScript writes when it
 * compiles a call of an imported function to CommonJS (`(0, ai_1.tool)({…})`: `x`, called without
 * a receiver). Parentheses need no unwrapping: ESTree keeps none (`(x as T)!` is a non-null
 * expression around an `as` expression).
 */
export function unwrap(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    if (
      current.type === AST_NODE_TYPES.TSAsExpression ||
      current.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      current.type === AST_NODE_TYPES.TSTypeAssertion ||
      current.type === AST_NODE_TYPES.TSNonNullExpression
    )
      current = current.expression;
    else if (
      current.type === AST_NODE_TYPES.SequenceExpression &&
      current.expressions.slice(0, -1).every((part) => part.type === AST_NODE_TYPES.Literal)
    )
      current = current.expressions.at(-1)!;
    else return current;
  }
}

/** Whether `inner`'s text lies within `outer`'s (or is it). */
export function encloses(outer: { range: TSESTree.Range }, inner: { range: TSESTree.Range }): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/** The method a callee calls and its receiver (`addTool` and `server` of `server.addTool`); undefined for anything else. */
export function methodOf(callee: TSESTree.Node): { name: string; object: TSESTree.Expression } | undefined {
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return undefined;
  return callee.property.type === AST_NODE_TYPES.Identifier
    ? { name: callee.property.name, object: callee.object }
    : undefined;
}

/** The name of the method a callee calls (`addTool` of `server.addTool`); undefined for anything else. */
export function methodName(callee: TSESTree.Node): string | undefined {
  return methodOf(callee)?.name;
}

/**
 * The static name of a property's key: `a`, `"a"`, `1`, `["a"]`, `` [`a`] ``. Undefined when the
 * name is only known at run time: a computed `[a]` is the value of `a`, not the key `"a"`.
 */
export function propertyKeyName(
  property: TSESTree.Property | TSESTree.MethodDefinition | TSESTree.PropertyDefinition,
): string | undefined {
  const key = property.key;
  if (key.type === AST_NODE_TYPES.Identifier) return property.computed ? undefined : key.name;
  if (key.type === AST_NODE_TYPES.Literal) {
    return typeof key.value === "string" || typeof key.value === "number" ? String(key.value) : undefined;
  }
  if (key.type === AST_NODE_TYPES.TemplateLiteral && key.expressions.length === 0) {
    return key.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * The identifier a chain starts from, through member accesses, optional chaining and type-only
 * wrappers: `args` in `args.user?.name`. With `calls`, through calls as well: `z` in
 * `z.object({…}).optional().describe("…")`. Undefined when the chain starts elsewhere (`this`,
 * a call when calls are not followed, a literal).
 */
export function chainRoot(node: TSESTree.Node, { calls = false } = {}): TSESTree.Identifier | undefined {
  let current = unwrap(node);
  for (;;) {
    if (current.type === AST_NODE_TYPES.ChainExpression) current = unwrap(current.expression);
    else if (current.type === AST_NODE_TYPES.MemberExpression) current = unwrap(current.object);
    else if (calls && current.type === AST_NODE_TYPES.CallExpression) current = unwrap(current.callee);
    else break;
  }
  return current.type === AST_NODE_TYPES.Identifier ? current : undefined;
}

/**
 * `p.a.b` as the name it starts from and the names after it (`p`, `["a", "b"]`), through type-only
 * wrappers; undefined when a step is computed or the chain starts elsewhere than at a name.
 */
export function memberPath(node: TSESTree.Node): { root: TSESTree.Identifier; path: string[] } | undefined {
  const path: string[] = [];
  let current = unwrap(node);
  while (
    current.type === AST_NODE_TYPES.MemberExpression &&
    !current.computed &&
    current.property.type === AST_NODE_TYPES.Identifier
  ) {
    path.unshift(current.property.name);
    current = unwrap(current.object);
  }
  return current.type === AST_NODE_TYPES.Identifier ? { root: current, path } : undefined;
}

/**
 * The module a CommonJS binding takes its value from: `"zod"` for `require("zod")`, and for a
 * member taken out of it (`require("zod").z`, `require("ai").tool`). Undefined for anything else.
 */
export function requiredModule(node: TSESTree.Node | null | undefined): string | undefined {
  if (node == null) return undefined;
  let value = unwrap(node);
  while (value.type === AST_NODE_TYPES.MemberExpression) value = unwrap(value.object);
  if (
    value.type !== AST_NODE_TYPES.CallExpression ||
    value.callee.type !== AST_NODE_TYPES.Identifier ||
    value.callee.name !== "require"
  )
    return undefined;
  const argument = value.arguments[0];
  return argument?.type === AST_NODE_TYPES.Literal && typeof argument.value === "string" ? argument.value : undefined;
}

/**
 * The module a variable's one definition takes its value from: imported (`import { z } from "zod"`,
 * `import * as ai from "ai"`) or required (`const { z } = require("zod")`). Undefined otherwise.
 */
export function boundModule(variable: TSESLint.Scope.Variable): string | undefined {
  if (variable.defs.length !== 1) return undefined;
  const def = variable.defs[0]!;
  if (def.type === "ImportBinding")
    return def.parent.type === AST_NODE_TYPES.ImportDeclaration ? def.parent.source.value : undefined;
  return def.type === "Variable" ? requiredModule(def.node.init) : undefined;
}

/** `JSON.<method>(…)`: `JSON.parse`, `JSON.stringify`. */
export function isJsonCall(node: TSESTree.Node, method: string): node is TSESTree.CallExpression {
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = node.callee;
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === "JSON" &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    callee.property.name === method
  );
}

/** `JSON.parse(…)`: text turned into a value. */
export function isJsonParseCall(node: TSESTree.Node): node is TSESTree.CallExpression {
  return isJsonCall(node, "parse");
}

/**
 * The boolean a node spells: `true`, `false`, or the `!0` and `!1` that minifiers write for them
 * (bundled servers ship `additionalProperties: !1`). Undefined for anything else.
 */
export function literalBoolean(node: TSESTree.Node): boolean | undefined {
  if (node.type === AST_NODE_TYPES.Literal) return typeof node.value === "boolean" ? node.value : undefined;
  if (node.type !== AST_NODE_TYPES.UnaryExpression || node.operator !== "!") return undefined;
  const operand = node.argument;
  return operand.type === AST_NODE_TYPES.Literal && typeof operand.value === "number" ? !operand.value : undefined;
}

/** The static name a member expression reads: `a.b`, `a["b"]`, `a[0]`; undefined when computed. */
export function memberKey(member: TSESTree.MemberExpression): string | undefined {
  if (!member.computed) return member.property.type === AST_NODE_TYPES.Identifier ? member.property.name : undefined;
  const key = member.property;
  if (key.type === AST_NODE_TYPES.Literal && (typeof key.value === "string" || typeof key.value === "number"))
    return String(key.value);
  if (key.type === AST_NODE_TYPES.TemplateLiteral && key.expressions.length === 0)
    return key.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
