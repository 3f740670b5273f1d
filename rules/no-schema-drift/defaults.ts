// The values an implementation falls back to when the model leaves a property out: a destructuring
// or parameter default (`{ model = "x" } = args`), `args.model ?? "x"`, `args.model || "x"`. Only
// defaults written as literals (or consts of literals) count: anything computed says nothing the
// schema's `default` could be compared with.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { readSchemaLiteral } from "../../src/schema/from-literal.js";
import type { JsonValue } from "../../src/schema/json-schema.js";
import type { ArgumentsView } from "../../src/find/index.js";

export interface CodeDefault {
  /** The default as written (the right side of `=`, `??` or `||`). */
  node: TSESTree.Node;
  /** Undefined when it is not a literal. */
  value: JsonValue | undefined;
  /** `||` also replaces `0`, `""` and `false`: the caller decides whether that matters. */
  operator: "=" | "??" | "||";
}

/**
 * The defaults the implementation applies to the top-level property `name`, one per read that has
 * one; empty when no read defaults it. A read without a default next to reads with one is not
 * listed: it takes the value as sent, so whatever it does with an absent one is not a default.
 */
export function codeDefaults(
  sourceCode: Readonly<TSESLint.SourceCode>,
  view: ArgumentsView,
  name: string,
): CodeDefault[] {
  const found: CodeDefault[] = [];
  for (const read of view.reads.get(name) ?? []) {
    const written = defaultOfRead(read);
    if (written === undefined) continue;
    const literal = readSchemaLiteral(sourceCode, written.node);
    found.push({ ...written, value: literal.readable ? literal.value : undefined });
  }
  return found;
}

/** The default applied where `read` (a destructuring key, or a member's property) takes the value. */
function defaultOfRead(read: TSESTree.Node): Omit<CodeDefault, "value"> | undefined {
  const parent = read.parent;
  if (
    parent?.type === AST_NODE_TYPES.Property &&
    parent.key === read &&
    parent.parent.type === AST_NODE_TYPES.ObjectPattern
  ) {
    // `{ model = "x" }`, in a declaration or a parameter alike.
    return parent.value.type === AST_NODE_TYPES.AssignmentPattern
      ? { node: parent.value.right, operator: "=" }
      : undefined;
  }
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.property !== read) return undefined;
  const value = outerValue(parent);
  const user = value.parent;
  if (user?.type !== AST_NODE_TYPES.LogicalExpression || user.left !== value) return undefined;
  if (user.operator === "??" || user.operator === "||") return { node: user.right, operator: user.operator };
  return undefined;
}

/** `args?.x`, `args.x!`, `(args.x as string)`: still the property's value. */
function outerValue(member: TSESTree.MemberExpression): TSESTree.Node {
  let node: TSESTree.Node = member;
  for (;;) {
    const parent: TSESTree.Node | undefined = node.parent;
    if (
      parent?.type === AST_NODE_TYPES.ChainExpression ||
      parent?.type === AST_NODE_TYPES.TSNonNullExpression ||
      ((parent?.type === AST_NODE_TYPES.TSAsExpression || parent?.type === AST_NODE_TYPES.TSSatisfiesExpression) &&
        parent.expression === node)
    ) {
      node = parent;
      continue;
    }
    return node;
  }
}
