// Tool shapes of hand-written agents and MCP servers, added to what the registry/provider recognisers
// find: class-based tools, handler registrations (`server.tool`, `server.registerTool`), and handlers
// attached to a definition (`client.addTool(def, handler)`, `{ schema: def, handler }`, a `call`
// method beside the schema). One walk per file collects everything this and the dispatch/arguments
// code need; it is cached per ESTree Program node like the main extraction.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { recogniseClassTool, HANDLER_METHODS } from "./class-tools.js";
import type { FindContext } from "./context.js";
import { resolveVariable, unwrapExpression } from "./follow-const.js";
import type { FunctionNode } from "./functions.js";
import { typedHandlerLink } from "./handler-link.js";
import { attachedLink, handlerAttachment, handlerFunction, recogniseRegistration } from "./handler-registrations.js";
import { findProperty, propertyValue } from "./object.js";
import type { ToolDefinition } from "./types.js";

/** Keys under which a tool call carries its arguments: MCP/OpenAI `arguments`, Anthropic `input`, Gemini `args`. */
export const ARGUMENT_KEYS: readonly string[] = ["arguments", "input", "args"];

export interface FileScan {
  classes: (TSESTree.ClassDeclaration | TSESTree.ClassExpression)[];
  calls: TSESTree.CallExpression[];
  objects: TSESTree.ObjectExpression[];
  switches: TSESTree.SwitchStatement[];
  ifs: TSESTree.IfStatement[];
  /** `x.arguments`, `x.input`, `x.args`: where a tool call's arguments may be read. */
  argumentMembers: TSESTree.MemberExpression[];
  /** `const { …, arguments: args } = x`: destructurings that may take the arguments out of a call. */
  destructurings: TSESTree.VariableDeclarator[];
  /** Every `arguments` identifier (the implicit object, when it escapes, hides what is read). */
  argumentsIdentifiers: TSESTree.Identifier[];
}

const scans = new WeakMap<TSESTree.Program, FileScan>();

/**
 * Cheap text test before walking a file: only files that may dispatch on a tool name, declare a
 * class, register a handler or use `arguments` have anything for the walk to find. Most files of a
 * project have none of these, and skip the walk.
 */
const MAY_HOLD_SOMETHING =
  /\bswitch\b|[Nn]ame\s*==|==\s*[\w.]*[Nn]ame\b|\bclass\b|\.tool\s*\(\s*[A-Z"'`]|registerTool|addTool|\bhandler\b|\bschema\s*:|\barguments\b/;

function isNode(value: unknown): value is TSESTree.Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

function collect(scan: FileScan, node: TSESTree.Node): void {
  switch (node.type) {
    case AST_NODE_TYPES.ClassDeclaration:
    case AST_NODE_TYPES.ClassExpression:
      scan.classes.push(node);
      break;
    case AST_NODE_TYPES.CallExpression:
      scan.calls.push(node);
      break;
    case AST_NODE_TYPES.ObjectExpression:
      scan.objects.push(node);
      break;
    case AST_NODE_TYPES.SwitchStatement:
      scan.switches.push(node);
      break;
    case AST_NODE_TYPES.IfStatement:
      scan.ifs.push(node);
      break;
    case AST_NODE_TYPES.MemberExpression:
      if (!node.computed && node.property.type === AST_NODE_TYPES.Identifier && ARGUMENT_KEYS.includes(node.property.name)) {
        scan.argumentMembers.push(node);
      }
      break;
    case AST_NODE_TYPES.VariableDeclarator:
      if (node.id.type === AST_NODE_TYPES.ObjectPattern && node.init != null) scan.destructurings.push(node);
      break;
    case AST_NODE_TYPES.Identifier:
      if (node.name === "arguments") scan.argumentsIdentifiers.push(node);
      break;
    default:
      break;
  }
}

/** The file's nodes of interest, in source order (one walk, cached). */
export function scanFile(sourceCode: Readonly<TSESLint.SourceCode>): FileScan {
  const cached = scans.get(sourceCode.ast);
  if (cached !== undefined) return cached;
  const scan: FileScan = {
    classes: [],
    calls: [],
    objects: [],
    switches: [],
    ifs: [],
    argumentMembers: [],
    destructurings: [],
    argumentsIdentifiers: [],
  };
  const stack: TSESTree.Node[] = MAY_HOLD_SOMETHING.test(sourceCode.text) ? [sourceCode.ast] : [];
  const visitorKeys = sourceCode.visitorKeys;
  while (stack.length > 0) {
    const node = stack.pop()!;
    collect(scan, node);
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k--) {
      const child = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) if (isNode(child[i])) stack.push(child[i] as TSESTree.Node);
      } else if (isNode(child)) {
        stack.push(child);
      }
    }
  }
  scans.set(sourceCode.ast, scan);
  return scan;
}

/** The namespace of names of `server.tool(…)` registrations: the server variable. */
function serverGroup(ctx: FindContext, call: TSESTree.CallExpression): string | undefined {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const receiver = unwrapExpression(callee.object);
  if (receiver.type !== AST_NODE_TYPES.Identifier) return undefined;
  const declaration = resolveVariable(ctx.sourceCode, receiver)?.defs[0]?.name;
  return declaration === undefined ? `server:${receiver.name}` : `server@${declaration.range[0]}`;
}

/** The array literal an expression is an element of (through `as`/`satisfies`), if any. */
function containingArray(node: TSESTree.Node): TSESTree.ArrayExpression | undefined {
  let current = node;
  while (current.parent !== undefined && (current.parent.type === AST_NODE_TYPES.TSAsExpression || current.parent.type === AST_NODE_TYPES.TSSatisfiesExpression)) {
    current = current.parent;
  }
  return current.parent?.type === AST_NODE_TYPES.ArrayExpression ? current.parent : undefined;
}

/**
 * The registry a class tool's instances are kept in, so two tools of one name in it are duplicates:
 * an array listing `new WeatherTool()` (directly or through a const) — `new Map(list.map(…))` and
 * `[new A(), new B()]` alike — or `tools.set(name, new WeatherTool())` on one receiver.
 */
function classGroup(ctx: FindContext, node: TSESTree.ClassDeclaration | TSESTree.ClassExpression): string | undefined {
  if (node.id == null) return undefined;
  const variable = ctx.sourceCode.getDeclaredVariables(node).find((v) => v.name === node.id!.name);
  for (const reference of variable?.references ?? []) {
    const created = reference.identifier.parent;
    if (created?.type !== AST_NODE_TYPES.NewExpression || created.callee !== reference.identifier) continue;
    let instance: TSESTree.Node = created;
    const declarator = created.parent;
    if (declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.id.type === AST_NODE_TYPES.Identifier) {
      // const weather = new WeatherTool(); … [weather, …]
      const held = ctx.sourceCode.getDeclaredVariables(declarator)[0];
      const listed = held?.references.find((r) => containingArray(r.identifier) !== undefined);
      if (listed === undefined) continue;
      instance = listed.identifier;
    }
    const array = containingArray(instance);
    if (array !== undefined) return `list@${array.range[0]}`;
    const call = instance.parent;
    if (
      call?.type === AST_NODE_TYPES.CallExpression &&
      call.arguments[1] === instance &&
      call.callee.type === AST_NODE_TYPES.MemberExpression &&
      !call.callee.computed &&
      call.callee.property.type === AST_NODE_TYPES.Identifier &&
      call.callee.property.name === "set"
    ) {
      return `map:${ctx.sourceCode.getText(call.callee.object)}`;
    }
  }
  return undefined;
}

export interface RealWorldDefinitions {
  /** The definitions found by the main extraction, then class tools and registrations, in that order. */
  definitions: ToolDefinition[];
  /** Definition node → the function that runs it with the arguments object (typed or not). */
  handlers: Map<TSESTree.Node, FunctionNode>;
}

/** The `call`/`execute`/… method written in a tool's own object literal. */
function ownHandler(ctx: FindContext, definition: ToolDefinition): FunctionNode | undefined {
  if (definition.node.type !== AST_NODE_TYPES.ObjectExpression || definition.format === "vercel-ai") return undefined;
  for (const key of HANDLER_METHODS) {
    const fn = handlerFunction(ctx, propertyValue(findProperty(definition.node, key)));
    if (fn !== undefined) return fn;
  }
  return undefined;
}

/**
 * Adds class tools and handler registrations to `found`, and attaches handlers to the definitions
 * they run. Definitions already present (by node) are kept as they are, so calling this on a list
 * that already went through it changes nothing.
 */
export function addRealWorldDefinitions(ctx: FindContext, found: readonly ToolDefinition[]): RealWorldDefinitions {
  const scan = scanFile(ctx.sourceCode);
  const known = new Set(found.map((definition) => definition.node));
  const handlers = new Map<TSESTree.Node, FunctionNode>();
  const extra: ToolDefinition[] = [];
  for (const node of scan.classes) {
    const tool = recogniseClassTool(ctx, node);
    if (tool === undefined) continue;
    if (tool.handler !== undefined) handlers.set(node, tool.handler);
    if (!known.has(node)) extra.push({ ...tool.definition, group: classGroup(ctx, node) });
  }
  for (const call of scan.calls) {
    const registration = recogniseRegistration(ctx, call);
    if (registration === undefined) continue;
    if (registration.handler !== undefined) handlers.set(call, registration.handler);
    if (!known.has(call)) extra.push({ ...registration.definition, group: serverGroup(ctx, call) });
  }
  const definitions = [...found, ...extra];
  const attached = new Map<TSESTree.Node, { handlerNode: TSESTree.Node; handler: FunctionNode }>();
  for (const node of [...scan.calls, ...scan.objects]) {
    const attachment = handlerAttachment(ctx, node);
    if (attachment !== undefined) attached.set(attachment.definitionNode, attachment);
  }
  const linked = definitions.map((definition) => {
    const own = ownHandler(ctx, definition);
    if (own !== undefined && !handlers.has(definition.node)) {
      handlers.set(definition.node, own);
      const implementation = definition.implementation ?? typedHandlerLink(own, definition.name ?? "the handler");
      if (implementation !== definition.implementation) return { ...definition, implementation };
    }
    const attachment = attached.get(definition.node);
    if (attachment === undefined) return definition;
    if (!handlers.has(definition.node)) handlers.set(definition.node, attachment.handler);
    if (definition.implementation !== undefined) return definition;
    const implementation = attachedLink(ctx, attachment.handlerNode, attachment.handler);
    return implementation === undefined ? definition : { ...definition, implementation };
  });
  return { definitions: linked, handlers };
}
