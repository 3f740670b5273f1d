/**
 * The `typescript` module, loaded with `require` rather than `import`.
 *
 * Why: `typescript` is one 9 MB CommonJS file. Importing it from an ES module makes Node scan the
 * whole source for export names (cjs-module-lexer) on every start, several times what `require`
 * costs on a cold run, and the CLI is one cold run. `require` returns
 * the same instance that typescript-eslint loads, so nodes and types stay interchangeable.
 * Types come from `import type * as TS from "typescript"`, which is erased.
 */
import { createRequire } from "node:module";
import type * as TS from "typescript";

const ts = createRequire(import.meta.url)("typescript") as typeof TS;

export default ts;

/** Looks through `(…)`, `as`, `satisfies`, `<T>` and `!` to the expression inside. */
export function skipExpressionWrappers(node: TS.Expression): TS.Expression;
export function skipExpressionWrappers(node: TS.Node): TS.Node;
export function skipExpressionWrappers(node: TS.Node): TS.Node {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}
