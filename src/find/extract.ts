// The one extraction of tool definitions per file, shared by every rule: recognise each definition
// (detect/), attach its handlers and link it to its implementation (link/). Cached per ESTree Program
// node, so all rules linting a file pay for one walk.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { type FindContext, optionalTypeServices } from "./context.js";
import { isNode, mayHoldSomething, scanDuringWalk, scanFile } from "./syntax/file-scan.js";
import type { FunctionNode } from "./syntax/functions.js";
import { groupOf } from "./detect/group.js";
import { templateInstances } from "./detect/template.js";
import { attachHandlers } from "./link/handler-registrations.js";
import { collectDispatchObject, type DispatchIndex, linkByNameOrDispatch } from "./link/link.js";
import { fileSites } from "./link/dispatch/sites.js";
import { ALL_NAME_MATCH_STYLES, type NameMatchStyle } from "./syntax/names.js";
import { SHAPES, type Recognised, type Shape } from "./detect/shapes/index.js";
import type { ToolDefinition } from "./types.js";
import { weakCache } from "../util/weak-cache.js";
import { encloses } from "../util/syntax.js";
import { findProperty, staticProperties } from "./syntax/object.js";
import { recogniseArgumentlessCall, recogniseGenericObject } from "./detect/shapes/generic.js";
import { isReplacedInCopy } from "./link/paired-elsewhere.js";

/** What one file defines: its tools, and the function each tool's style attaches to it. */
export interface Extraction {
  /** What the extraction read the file with: rules that read schemas further use the same. */
  ctx: FindContext;
  definitions: ToolDefinition[];
  /** Definition node → the function that runs it with the arguments object (typed or not). */
  handlers: ReadonlyMap<TSESTree.Node, FunctionNode>;
  /** Definition node → the style (a row of the shapes table) that recognised it. */
  styles: ReadonlyMap<TSESTree.Node, string>;
  /** Definitions whose handler may receive the arguments one level down (Recognised.alignArguments). */
  aligned: ReadonlySet<TSESTree.Node>;
  /** Definition node → other functions that receive the arguments too (Recognised.otherHandlers). */
  otherHandlers: ReadonlyMap<TSESTree.Node, readonly FunctionNode[]>;
}

const extractions = weakCache<TSESTree.Program, Extraction>();

/** The nodes the extraction starts from, recorded while ESLint walks the file (see recordingListeners). */
interface Recording {
  nodes: TSESTree.Node[];
  /** Set when ESLint has left the Program node: the list is complete. */
  complete: boolean;
}

const recordings = weakCache<TSESTree.Program, Recording>();

/** Node types that recognisers start from (NODE_KINDS). */
const RECOGNISED_TYPES = [
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.ClassDeclaration,
  AST_NODE_TYPES.ClassExpression,
] as const;

/** Node types only the file scan starts from (file-scan.ts), recorded only when it will scan. */
const SCANNED_TYPES = [
  AST_NODE_TYPES.SwitchStatement,
  AST_NODE_TYPES.IfStatement,
  AST_NODE_TYPES.MemberExpression,
  AST_NODE_TYPES.VariableDeclarator,
] as const;

/**
 * Listeners that record, as ESLint walks the file, the nodes the extraction would otherwise find by
 * walking the whole tree again: in a bundle of thousands of lines that second walk is a good part
 * of the plugin's time. Only the first rule created for a file records; the extraction then reads
 * the recording at `Program:exit`, and walks the tree itself when asked earlier or without one.
 */
export function recordingListeners(sourceCode: Readonly<TSESLint.SourceCode>): TSESLint.RuleListener {
  const ast = sourceCode.ast;
  if (recordings.has(ast) || extractions.has(ast)) return {};
  const recording = recordings(ast, (): Recording => ({ nodes: [], complete: false }));
  const record = (node: TSESTree.Node): void => {
    recording.nodes.push(node);
  };
  // Each listener is a call per node of its type (member expressions and identifiers are the most
  // numerous): the file scan's types are listened to only when the file's text says it will scan.
  const scans = mayHoldSomething(sourceCode);
  const types = scans ? [...RECOGNISED_TYPES, ...SCANNED_TYPES] : RECOGNISED_TYPES;
  const listeners: TSESLint.RuleListener = Object.fromEntries(types.map((type) => [type, record]));
  return {
    ...listeners,
    // The implicit `arguments` object (file-scan.ts): among all identifiers, only these.
    ...(scans &&
      /\barguments\b/.test(sourceCode.text) && {
        Identifier(node: TSESTree.Identifier) {
          if (node.name === "arguments") recording.nodes.push(node);
        },
      }),
    "Program:exit"() {
      recording.complete = true;
    },
  };
}

/** The styles from `settings["tool-schema"].nameMatch`, defaulting to all; unknown values are ignored. */
export function readNameMatchSetting(settings: unknown): readonly NameMatchStyle[] {
  const own = (settings as Record<string, unknown> | undefined)?.["tool-schema"];
  const value = (own as Record<string, unknown> | undefined)?.["nameMatch"];
  if (!Array.isArray(value)) return ALL_NAME_MATCH_STYLES;
  return ALL_NAME_MATCH_STYLES.filter((style) => value.includes(style));
}

/**
 * Keys that hold only type-level syntax (annotations, type arguments and parameters), and
 * declarations that are nothing but types: no tool definition or dispatch object can be inside,
 * and in typed code they are a good part of the tree.
 */
const TYPE_ONLY_KEYS = new Set(["typeAnnotation", "returnType", "typeParameters", "typeArguments"]);
const TYPE_ONLY_NODES = new Set<string>([
  AST_NODE_TYPES.TSInterfaceDeclaration,
  AST_NODE_TYPES.TSTypeAliasDeclaration,
  AST_NODE_TYPES.TSDeclareFunction,
]);

/** Every node of the tree that can hold values, children before their later siblings (source order). */
function forEachNode(
  root: TSESTree.Node,
  visitorKeys: TSESLint.SourceCode.VisitorKeys,
  visit: (node: TSESTree.Node) => void,
): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (TYPE_ONLY_NODES.has(node.type)) continue;
    visit(node);
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k--) {
      if (TYPE_ONLY_KEYS.has(keys[k]!)) continue;
      const child = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) {
          const item: unknown = child[i];
          if (isNode(item)) stack.push(item);
        }
      } else if (isNode(child)) {
        stack.push(child);
      }
    }
  }
}

type ShapeNode =
  | TSESTree.CallExpression
  | TSESTree.NewExpression
  | TSESTree.ObjectExpression
  | TSESTree.ClassDeclaration
  | TSESTree.ClassExpression;

const NODE_KINDS: Partial<Record<string, Shape["node"]>> = {
  [AST_NODE_TYPES.CallExpression]: "call",
  [AST_NODE_TYPES.NewExpression]: "new",
  [AST_NODE_TYPES.ObjectExpression]: "object",
  [AST_NODE_TYPES.ClassDeclaration]: "class",
  [AST_NODE_TYPES.ClassExpression]: "class",
};

/** The first shape of the table that reads a definition from `node`. */
function recognise(
  ctx: FindContext,
  node: ShapeNode,
  kind: Shape["node"],
): { shape: Shape; recognised: Recognised } | undefined {
  for (const shape of SHAPES) {
    if (shape.node !== kind) continue;
    const recognised = (shape.recognise as (ctx: FindContext, node: ShapeNode) => Recognised | undefined)(ctx, node);
    if (recognised !== undefined) return { shape, recognised };
  }
  return undefined;
}

/**
 * Whether a generic row's definition is one an SDK row found already: inside it (the options of
 * `tool({ name, parameters, execute })`), or holding the very schema it reads (a tool object spread
 * into `server.addTool({ ...tool })`).
 */
function sameDefinition(known: { recognised: Recognised }, hit: { recognised: Recognised }): boolean {
  const outer = known.recognised.definition;
  const inner = hit.recognised.definition;
  if (encloses(outer.node, inner.node)) return true;
  const schema = inner.schemaNode ?? inner.zodSchema;
  return schema !== undefined && schema === (outer.schemaNode ?? outer.zodSchema);
}

type Hit = { shape: Shape; recognised: Recognised };

/**
 * Whether `outer`, an SDK row's definition, holds `inner` and takes its name from it: a class tool
 * whose constructor hands its base `{ name, inputSchema }` is that object's definition, not a second
 * one beside it. (A generic row's definition gives way to an SDK row's instead: sameDefinition.)
 */
function readsItsNameFrom(outer: Hit, inner: Hit): boolean {
  const holder = outer.recognised.definition;
  const held = inner.recognised.definition;
  return (
    holder.node !== held.node &&
    encloses(holder.node, held.node) &&
    holder.nameNode !== undefined &&
    encloses(held.node, holder.nameNode)
  );
}

/**
 * An SDK row's definition that found no callable of its own takes the one a generic row read inside
 * it, for the same tool: `class X extends Base { constructor() { super({ name, parameters, execute }) } }`
 * is a class tool whose `execute` sits in the object its constructor hands the base. The callable in
 * the definition is the strongest link there is; which row named the style does not weaken it.
 */
function withCallableWithin(hit: Hit, generic: readonly Hit[]): Hit {
  const own = hit.recognised;
  if (own.handler !== undefined || own.definition.implementation !== undefined) return hit;
  const inner = generic.find(
    (candidate) =>
      candidate.recognised.handler !== undefined &&
      candidate.recognised.definition.name === own.definition.name &&
      sameDefinition(hit, candidate),
  )?.recognised;
  if (inner === undefined) return hit;
  return {
    ...hit,
    recognised: {
      ...own,
      handler: inner.handler,
      ...(inner.alignArguments === undefined ? {} : { alignArguments: inner.alignArguments }),
      definition: { ...own.definition, implementation: inner.definition.implementation },
    },
  };
}

/** Finds and links every tool definition in one file (uncached): recognise, then link, once each. */
function extractTools(ctx: FindContext): Extraction {
  const found: Hit[] = [];
  const unrecognised: (TSESTree.CallExpression | TSESTree.ObjectExpression)[] = [];
  const dispatch: DispatchIndex = new Map();
  // The arguments code's scan of the file (switches, ifs, argument reads) rides on this walk.
  const scan = scanDuringWalk(ctx.sourceCode);
  const recording = recordings.peek(ctx.sourceCode.ast);
  const each = (visit: (node: TSESTree.Node) => void): void => {
    if (recording?.complete === true) recording.nodes.forEach(visit);
    else forEachNode(ctx.sourceCode.ast, ctx.sourceCode.visitorKeys, visit);
  };
  each((node) => {
    scan?.visit(node);
    const kind = NODE_KINDS[node.type];
    if (kind === undefined) return;
    const hit = recognise(ctx, node as ShapeNode, kind);
    if (hit !== undefined) {
      found.push(hit);
    } else if (node.type === AST_NODE_TYPES.ObjectExpression) {
      collectDispatchObject(ctx, node, dispatch);
      unrecognised.push(node);
    } else if (node.type === AST_NODE_TYPES.CallExpression) {
      unrecognised.push(node);
    }
  });
  scan?.done();
  const routedFound = [...routedObjects(ctx, unrecognised), ...argumentlessCalls(ctx, found, unrecognised)];
  const routedNodes = new Set(routedFound.map((hit) => hit.recognised.definition.node));
  routedFound.push(
    ...objectsLikeFound(
      ctx,
      found,
      unrecognised.filter((node) => !routedNodes.has(node)),
    ),
  );
  if (routedFound.length > 0) {
    found.push(...routedFound);
    found.sort((a, b) => a.recognised.definition.node.range[0] - b.recognised.definition.node.range[0]);
  }
  // The generic rows also match what an SDK row read as a definition (the options of
  // `tool({ name, parameters, execute })`, a tool object spread into `addTool`): one definition is one.
  const sdk = found.filter((hit) => !hit.shape.generic);
  const generic = found.filter((hit) => hit.shape.generic === true);
  const unique = found
    .filter((hit) => !hit.shape.generic || !sdk.some((known) => sameDefinition(known, hit)))
    .filter((hit) => !sdk.some((outer) => readsItsNameFrom(outer, hit)))
    .map((hit) => (hit.shape.generic === true ? hit : withCallableWithin(hit, generic)))
    // A definition a helper makes from its parameters stands for the helper's calls.
    .flatMap((hit) => templateInstances(ctx, hit.recognised)?.map((recognised) => ({ ...hit, recognised })) ?? [hit]);
  const handlers = new Map<TSESTree.Node, FunctionNode>();
  const styles = new Map<TSESTree.Node, string>();
  const aligned = new Set<TSESTree.Node>();
  const otherHandlers = new Map<TSESTree.Node, readonly FunctionNode[]>();
  let routed: ReadonlySet<string> | undefined;
  const linked = unique.map(({ shape, recognised: found }) => {
    // A callable that a copy of the definition writes anew is no evidence of what runs: not linked.
    const replaced =
      found.handler !== undefined &&
      isReplacedInCopy(ctx, found.definition.node, found.definition.containerNode, found.handler);
    const recognised: Recognised = replaced
      ? { ...found, handler: undefined, definition: { ...found.definition, implementation: undefined } }
      : found;
    const definition = recognised.definition;
    if (recognised.handler !== undefined) handlers.set(definition.node, recognised.handler);
    if (recognised.alignArguments === true) aligned.add(definition.node);
    if (recognised.otherHandlers !== undefined) otherHandlers.set(definition.node, recognised.otherHandlers);
    styles.set(definition.node, shape.style);
    // A branch of this file that routes the tool's name is stronger evidence than a name: the
    // views read that branch, and a function named like the tool is only what the branch may call.
    routed ??= routedNames(ctx);
    // A callable of the definition's own is the strongest evidence: no function named like the tool
    // stands in for it.
    const implementation =
      definition.implementation ??
      (shape.linksByName &&
      !replaced &&
      recognised.handler === undefined &&
      definition.name !== undefined &&
      !routed.has(definition.name)
        ? linkByNameOrDispatch(ctx, definition.name, definition.node, dispatch)
        : undefined);
    const group = "group" in recognised ? recognised.group : groupOf(ctx, definition);
    return { ...definition, implementation, group };
  });
  const definitions = attachHandlers(ctx, linked, unrecognised, handlers, aligned);
  return { ctx, definitions, handlers, styles, aligned, otherHandlers };
}

/**
 * Objects no style recognised that a dispatch of this file routes by name (recogniseGenericObject
 * with the routed names): `{ name, description, parameters: { type: "object", … } }` in a list with
 * no callable, run by `case "name":`. Only objects that hold a name and a description are worth the
 * file's dispatch sites.
 */
function routedObjects(ctx: FindContext, candidates: readonly TSESTree.Node[]): Hit[] {
  const objects = candidates.filter(
    (node): node is TSESTree.ObjectExpression =>
      node.type === AST_NODE_TYPES.ObjectExpression &&
      findProperty(node, "name") !== undefined &&
      findProperty(node, "description") !== undefined,
  );
  if (objects.length === 0) return [];
  const routed = routedNames(ctx);
  if (routed.size === 0) return [];
  const shape = SHAPES.find((row) => row.style === "generic-object")!;
  return objects.flatMap((object) => {
    const recognised = recogniseGenericObject(ctx, object, routed);
    return recognised === undefined ? [] : [{ shape, recognised }];
  });
}

/**
 * Calls no style recognised of a function that registers tools with a schema in this file, written
 * the same (`server.addTool("list", "List all", async () => …)` beside `server.addTool("get", "Get
 * one", { id: z.string() }, async ({ id }) => …)`): its registrations of tools that take no arguments.
 */
function argumentlessCalls(ctx: FindContext, found: readonly Hit[], candidates: readonly TSESTree.Node[]): Hit[] {
  const shape = SHAPES.find((row) => row.style === "generic-call")!;
  const registrars = new Set(
    found
      .filter((hit) => hit.shape === shape && hit.recognised.definition.node.type === AST_NODE_TYPES.CallExpression)
      .map((hit) => ctx.sourceCode.getText((hit.recognised.definition.node as TSESTree.CallExpression).callee)),
  );
  if (registrars.size === 0) return [];
  return candidates.flatMap((node) => {
    if (node.type !== AST_NODE_TYPES.CallExpression || !registrars.has(ctx.sourceCode.getText(node.callee))) return [];
    const recognised = recogniseArgumentlessCall(ctx, node);
    return recognised === undefined ? [] : [{ shape, recognised }];
  });
}

/**
 * Objects no style recognised that are written like the file's definitions found with a callable of
 * their own or paired with one (`{ name, description, parameters: [...], riskLevel }`, its handler made
 * elsewhere): a name, a description and an input schema, and no key that none of those definitions
 * holds. Found, linked by what links an object without a callable.
 */
function objectsLikeFound(ctx: FindContext, found: readonly Hit[], candidates: readonly TSESTree.Node[]): Hit[] {
  const shape = SHAPES.find((row) => row.style === "generic-object")!;
  const known = new Set<string>();
  for (const hit of found) {
    const container = hit.recognised.definition.containerNode;
    if (hit.shape !== shape || hit.recognised.handler === undefined || container === undefined) continue;
    for (const { name } of staticProperties(container)) known.add(name);
  }
  if (known.size === 0) return [];
  return candidates.flatMap((node) => {
    if (node.type !== AST_NODE_TYPES.ObjectExpression || findProperty(node, "description") === undefined) return [];
    const keys = staticProperties(node);
    if (keys.length !== node.properties.length || !keys.every(({ name }) => known.has(name))) return [];
    const recognised = recogniseGenericObject(ctx, node, undefined, true);
    return recognised === undefined ? [] : [{ shape, recognised }];
  });
}

/** The tool names a `switch` or `if` of this file dispatches on. */
function routedNames(ctx: FindContext): ReadonlySet<string> {
  const sites = fileSites(ctx, scanFile(ctx.sourceCode));
  const names = new Set<string>();
  for (const list of [...sites.switches.values(), ...sites.ifs.values()])
    for (const site of list) names.add(site.toolName);
  return names;
}

/** The file's extraction, computed once per file and shared by every rule. */
export function getExtraction(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): Extraction {
  const sourceCode = context.sourceCode;
  return extractions(sourceCode.ast, () =>
    extractTools({
      sourceCode,
      nameMatch: readNameMatchSetting(context.settings),
      types: optionalTypeServices(sourceCode),
      fileName: context.filename,
    }),
  );
}

/**
 * The tool definitions in the linted file, in source order. Computed once per file and shared by
 * every rule; works with or without type information.
 */
export function getToolDefinitions(context: Readonly<TSESLint.RuleContext<string, unknown[]>>): ToolDefinition[] {
  return getExtraction(context).definitions;
}
