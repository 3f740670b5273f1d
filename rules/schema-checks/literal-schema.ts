// A tool definition's hand-written schema read as JSON, with where each part was written, for rules
// that judge the schema itself (valid-schema, provider-compatible).
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type { ToolDefinition } from "../../src/find/index.js";
import { type LiteralNodeInfo, readSchemaLiteral } from "../../src/schema/from-literal.js";
import type { JsonValue } from "../../src/schema/json-schema.js";

export interface ReadSchema {
  value: JsonValue;
  nodes: ReadonlyMap<string, LiteralNodeInfo>;
  /** The schema literal itself (the root of `nodes`). */
  root: TSESTree.ObjectExpression;
}

/** The definition's schema as JSON, or undefined when it is absent or any part of it cannot be read statically. */
export function readDefinitionSchema(
  definition: ToolDefinition,
  sourceCode: Readonly<TSESLint.SourceCode>,
): ReadSchema | undefined {
  const root = definition.schemaNode;
  if (root === undefined) return undefined;
  const literal = readSchemaLiteral(sourceCode, root);
  if (!literal.readable) return undefined;
  // Where each part was written is looked up only to report a problem: read it then.
  return {
    value: literal.value,
    get nodes() {
      return literal.nodes;
    },
    root,
  };
}

/** A JSON Pointer as shown in messages: "/properties/city/type", or "the root" for "". */
export function showPath(path: string): string {
  return path === "" ? "the root" : path;
}

/**
 * The node a report about `path` points at: the key of the property that holds it when it is an
 * object member (short and precise), the value itself for an array element, and for the root the
 * key the schema is written under (`parameters:`), else the literal.
 */
export function reportNode(schema: ReadSchema, path: string): TSESTree.Node {
  const info = nearestInfo(schema, path);
  if (info === undefined || path === "" || info === schema.nodes.get("")) return rootReportNode(schema.root);
  return info.property?.key ?? info.node;
}

/** The recorded node for `path`, or for its nearest recorded ancestor. */
function nearestInfo(schema: ReadSchema, path: string): LiteralNodeInfo | undefined {
  let at = path;
  for (;;) {
    const info = schema.nodes.get(at);
    if (info !== undefined || at === "") return info;
    at = at.slice(0, at.lastIndexOf("/"));
  }
}

/** Wrappers a schema literal may sit in: `{…} as const`, `{…} satisfies T`, `jsonSchema({…})`. */
const WRAPPERS = new Set<string>([
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSTypeAssertion,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.CallExpression,
]);

function rootReportNode(root: TSESTree.ObjectExpression): TSESTree.Node {
  let written: TSESTree.Node = root;
  while (written.parent !== undefined && WRAPPERS.has(written.parent.type)) written = written.parent;
  const parent = written.parent;
  if (parent?.type === AST_NODE_TYPES.Property && parent.value === written) return parent.key;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === written) return parent.id;
  return root;
}

/** A short JSON rendering of a value for a message. */
export function showValue(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Reports each node once per message: one schema literal (a shared const) can serve several tools,
 * and the same problem should not be listed once per tool.
 */
export function onceReporter(): (node: TSESTree.Node, key: string) => boolean {
  const seen = new Map<TSESTree.Node, Set<string>>();
  return (node, key) => {
    const keys = seen.get(node) ?? new Set<string>();
    seen.set(node, keys);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  };
}
