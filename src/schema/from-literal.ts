/**
 * Reads a hand-written schema literal (an ESTree object expression) as JSON, and remembers which
 * AST node each JSON path came from, so a rule can report and fix at the exact node.
 *
 * Only what is static is read: string/number/boolean/null literals, `-1`, template literals
 * without expressions, arrays and objects of those, `as const`/`satisfies`/`!` wrappers, and
 * identifiers that resolve to a `const` initializer in the same file. Anything else (spreads,
 * computed keys, calls, methods, `undefined`, imports) makes the whole literal "unreadable":
 * the rule then stays silent rather than guess.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { setOwnProperty } from "./from-type.js";
import type { JsonValue } from "./json-schema.js";
import { pointerSegment } from "./pointer.js";
import { literalBoolean, propertyKeyName, unwrap } from "../util/syntax.js";
import { weakCache } from "../util/weak-cache.js";

/** Where one JSON path of the literal was written. */
export interface LiteralNodeInfo {
  /** The value's node, wrappers (`as const`, …) removed. */
  node: TSESTree.Node;
  /** The `key: value` property holding it, when it is an object member. */
  property?: TSESTree.Property;
  /** The value was reached through an identifier (a shared `const`): a fix must not edit it. */
  viaReference: boolean;
}

export type LiteralResult =
  | { readable: true; value: JsonValue; nodes: Map<string, LiteralNodeInfo> }
  | { readable: false; reason: string; node: TSESTree.Node };

/** Resolves an identifier to the initializer of the `const` it names in the same file, if any. */
export type ConstResolver = (identifier: TSESTree.Identifier) => TSESTree.Node | undefined;

/**
 * A resolver backed by the file's scope analysis: `const x = …` with one plain declaration, in any
 * scope visible from the identifier. `let`, parameters, imports and destructuring do not resolve.
 */
export function constResolver(sourceCode: Readonly<TSESLint.SourceCode>): ConstResolver {
  return (identifier) => {
    // By name from the identifier's own (innermost) scope: given the node, findVariable would first
    // search every child scope for it.
    const variable = ASTUtils.findVariable(sourceCode.getScope(identifier), identifier.name);
    if (variable === null || variable.defs.length !== 1) return undefined;
    const def = variable.defs[0]!;
    if (def.type !== "Variable" || def.parent.kind !== "const") return undefined;
    if (def.node.id.type !== AST_NODE_TYPES.Identifier || def.node.init == null) return undefined;
    return def.node.init;
  };
}

/** Per node, so per file: an edited file is parsed anew and read afresh. */
const readByNode = weakCache<TSESTree.Node, LiteralResult>();

/**
 * `readLiteral` with the file's const resolver, once per schema node: several rules read the same
 * schema of a file (drift, validity, provider checks). The result is shared: callers only read it.
 */
export const readSchemaLiteral = (sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): LiteralResult =>
  readByNode(node, () => readLiteral(node, constResolver(sourceCode)));

/** A JSON Pointer (RFC 6901) for a path: `["properties", "a/b"]` → `/properties/a~1b`. */
export function pointer(path: readonly string[]): string {
  return path.map(pointerSegment).join("");
}

class Unreadable extends Error {
  constructor(
    readonly reason: string,
    readonly node: TSESTree.Node,
  ) {
    super(reason);
  }
}

/** Reads `node` as JSON. `resolve` follows identifiers; without it any identifier is unreadable. */
export function readLiteral(node: TSESTree.Node, resolve?: ConstResolver): LiteralResult {
  try {
    const value = readValue(
      node,
      "",
      { resolve, nodes: undefined, resolving: new Set(), viaReference: false },
      undefined,
    );
    let nodes: Map<string, LiteralNodeInfo> | undefined;
    return {
      readable: true,
      value,
      // Most literals are read to be judged, and only a problem needs to know where a part was
      // written: the map of nodes is made by a second, recording read when first asked for.
      get nodes() {
        if (nodes === undefined) {
          nodes = new Map();
          readValue(node, "", { resolve, nodes, resolving: new Set(), viaReference: false }, undefined);
        }
        return nodes;
      },
    };
  } catch (error) {
    if (error instanceof Unreadable) return { readable: false, reason: error.reason, node: error.node };
    throw error;
  }
}

interface ReadState {
  resolve: ConstResolver | undefined;
  /** Where each JSON path was written; undefined on a read that only wants the value. */
  nodes: Map<string, LiteralNodeInfo> | undefined;
  /** Identifiers being followed, so `const a = { x: a }` cannot loop. */
  resolving: Set<TSESTree.Node>;
  viaReference: boolean;
}

function nodeInfo(
  node: TSESTree.Node,
  property: TSESTree.Property | undefined,
  viaReference: boolean,
): LiteralNodeInfo {
  return property === undefined ? { node, viaReference } : { node, property, viaReference };
}

function readValue(
  written: TSESTree.Node,
  at: string,
  state: ReadState,
  property: TSESTree.Property | undefined,
): JsonValue {
  const node = unwrap(written);
  if (node.type === AST_NODE_TYPES.Identifier) return readIdentifier(node, at, state, property);
  state.nodes?.set(at, nodeInfo(node, property, state.viaReference));
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
      if ("regex" in node || "bigint" in node) throw new Unreadable("regular expression or bigint", node);
      if (typeof node.value === "string" || typeof node.value === "boolean" || node.value === null) return node.value;
      if (typeof node.value === "number") return node.value;
      throw new Unreadable("not a JSON literal", node);
    case AST_NODE_TYPES.UnaryExpression: {
      const boolean = literalBoolean(node);
      if (boolean !== undefined) return boolean;
      if ((node.operator === "-" || node.operator === "+") && node.argument.type === AST_NODE_TYPES.Literal) {
        const value = node.argument.value;
        if (typeof value === "number") return node.operator === "-" ? -value : value;
      }
      throw new Unreadable("not a JSON literal", node);
    }
    case AST_NODE_TYPES.TemplateLiteral:
      if (node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("");
      throw new Unreadable("template literal with expressions", node);
    case AST_NODE_TYPES.BinaryExpression: {
      // A text split over lines (`"Voice name. " + "Or a custom voice ID."`): the joined text.
      if (node.operator !== "+") throw new Unreadable("not a JSON literal", node);
      const left = readValue(node.left, at, { ...state, nodes: undefined }, undefined);
      const right = readValue(node.right, at, { ...state, nodes: undefined }, undefined);
      if (typeof left === "string" && typeof right === "string") return left + right;
      throw new Unreadable("not a concatenation of texts", node);
    }
    case AST_NODE_TYPES.ArrayExpression:
      return node.elements.map((element, i) => {
        if (element === null) throw new Unreadable("array hole", node);
        if (element.type === AST_NODE_TYPES.SpreadElement) throw new Unreadable("spread element", element);
        return readValue(element, state.nodes === undefined ? at : `${at}/${i}`, state, undefined);
      });
    case AST_NODE_TYPES.ObjectExpression:
      return readObject(node, at, state);
    default:
      throw new Unreadable(`${node.type} is not static`, node);
  }
}

function readObject(node: TSESTree.ObjectExpression, at: string, state: ReadState): JsonValue {
  const out: { [key: string]: JsonValue } = {};
  for (const member of node.properties) {
    if (member.type === AST_NODE_TYPES.SpreadElement) throw new Unreadable("spread element", member);
    if (member.computed) throw new Unreadable("computed key", member);
    if (member.kind !== "init" || member.method) throw new Unreadable("method or accessor", member);
    const key = propertyKeyName(member);
    if (key === undefined) throw new Unreadable("unsupported key", member.key);
    if (Object.hasOwn(out, key)) throw new Unreadable(`duplicate key "${key}"`, member.key);
    // A shorthand `{ items }` names an identifier: the value node is that identifier.
    const value = readValue(member.value, state.nodes === undefined ? at : at + pointerSegment(key), state, member);
    setOwnProperty(out, key, value);
  }
  return out;
}

function readIdentifier(
  node: TSESTree.Identifier,
  at: string,
  state: ReadState,
  property: TSESTree.Property | undefined,
): JsonValue {
  const target = state.resolve?.(node);
  if (target === undefined) throw new Unreadable(`\`${node.name}\` is not a const literal in this file`, node);
  if (state.resolving.has(target)) throw new Unreadable(`\`${node.name}\` refers to itself`, node);
  state.resolving.add(target);
  const outer = state.viaReference;
  state.viaReference = true;
  try {
    const value = readValue(target, at, state, undefined);
    // Report at the identifier as written, but remember the edit must not reach the shared const.
    state.nodes?.set(at, nodeInfo(node, property, true));
    return value;
  } finally {
    state.viaReference = outer;
    state.resolving.delete(target);
  }
}
