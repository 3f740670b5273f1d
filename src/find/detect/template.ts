// A definition written inside a helper of the file, from the helper's parameters, is a template:
//   function createToolSchema(schema, name, description) {
//     return { name, description, inputSchema: zodToJsonSchema(schema) };
//   }
//   const TOOLS = [createToolSchema(ListIncidents, "list_incidents", "Get incidents"), …];
// Its name is no text, so it is no tool; each call of the helper is one, with the arguments in the
// parameters' places. Which parameter is which is read from the template itself: the one its name
// is, the one (or the member of one) its description is; of the others it uses, what each call gives
// tells the callable (a function) from the schema (a zod schema or a JSON Schema literal). A call
// that gives two of either is left out; a template no call names stays as it is.
import { toolNameAt } from "../link/dispatch/labels.js";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../context.js";
import { followConst, readStaticString, resolveVariable } from "../syntax/follow-const.js";
import { type FunctionNode, isFunctionNode } from "../syntax/functions.js";
import { findProperty, propertyValue } from "../syntax/object.js";
import { handlerFunction } from "../link/callable.js";
import { memberPath } from "../../util/syntax.js";
import { looksLikeJsonSchema, zodSchemaOf } from "./zod.js";
import type { Recognised } from "./shapes/shape.js";

/** Where an argument of the helper lands: its parameter, and the properties read of it (`config.inputSchema`). */
interface Slot {
  index: number;
  path: string[];
}

interface Roles {
  fn: FunctionNode;
  name: Slot;
  description: Slot | undefined;
  /** The other parameters (or their members) the template uses: the schema and the callable among them. */
  others: Slot[];
}

/** A parameter of `fn` read as `p` or `p.a.b`, as a slot; undefined for anything else. */
function slotOf(ctx: FindContext, fn: FunctionNode, node: TSESTree.Node | undefined): Slot | undefined {
  const member = node === undefined ? undefined : memberPath(node);
  if (member === undefined) return undefined;
  const { root: current, path } = member;
  const variable = resolveVariable(ctx.sourceCode, current);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== "Parameter" || def.node !== fn) return undefined;
  const index = fn.params.findIndex(
    (parameter) => parameter.type === AST_NODE_TYPES.Identifier && parameter.name === current.name,
  );
  return index < 0 ? undefined : { index, path };
}

/** The function directly around a definition (no other function between them). */
function enclosingFunction(node: TSESTree.Node): FunctionNode | undefined {
  // The Program's parent is null.
  for (let parent: TSESTree.Node | null | undefined = node.parent; parent != null; parent = parent.parent) {
    if (isFunctionNode(parent)) return parent;
  }
  return undefined;
}

/** Every slot through which code inside `within` reads a parameter of `fn` (`p`, `p.a.b`). */
function parameterUses(ctx: FindContext, fn: FunctionNode, within: TSESTree.Node): Slot[] {
  const uses: Slot[] = [];
  for (const variable of ctx.sourceCode.getDeclaredVariables(fn)) {
    for (const reference of variable.references) {
      const identifier = reference.identifier;
      if (identifier.range[0] < within.range[0] || identifier.range[1] > within.range[1]) continue;
      let node: TSESTree.Node = identifier;
      while (
        node.parent?.type === AST_NODE_TYPES.MemberExpression &&
        node.parent.object === node &&
        !node.parent.computed
      )
        node = node.parent;
      const slot = slotOf(ctx, fn, node);
      if (slot !== undefined) uses.push(slot);
    }
  }
  return uses;
}

function slotKey(slot: Slot): string {
  return `${slot.index}.${slot.path.join(".")}`;
}

/** The roles of a template's parameters; undefined when the definition is no template. */
function rolesOf(ctx: FindContext, recognised: Recognised): Roles | undefined {
  const definition = recognised.definition;
  if (definition.name !== undefined || definition.nameNode === undefined) return undefined;
  const fn = enclosingFunction(definition.node);
  if (fn === undefined) return undefined;
  const name = slotOf(ctx, fn, definition.nameNode);
  if (name === undefined || name.path.length > 0) return undefined;
  const description = slotOf(ctx, fn, definition.descriptionNode);
  const taken = new Set([name, ...(description === undefined ? [] : [description])].map(slotKey));
  const others = new Map<string, Slot>();
  for (const slot of parameterUses(ctx, fn, definition.node)) {
    if (!taken.has(slotKey(slot))) others.set(slotKey(slot), slot);
  }
  return { fn, name, description, others: [...others.values()] };
}

/** The value of an argument at a slot: the argument, or the property of the object literal it is. */
function argumentAt(ctx: FindContext, call: TSESTree.CallExpression, slot: Slot): TSESTree.Node | undefined {
  let value: TSESTree.Node | undefined = call.arguments[slot.index];
  for (const key of slot.path) {
    if (value === undefined || value.type === AST_NODE_TYPES.SpreadElement) return undefined;
    const object = followConst(ctx.sourceCode, value);
    value = object.type === AST_NODE_TYPES.ObjectExpression ? propertyValue(findProperty(object, key)) : undefined;
  }
  return value === undefined || value.type === AST_NODE_TYPES.SpreadElement ? undefined : value;
}

/** The calls of a helper in this file: where it is the callee. */
function callsOf(ctx: FindContext, fn: FunctionNode): TSESTree.CallExpression[] {
  const holder =
    fn.type === AST_NODE_TYPES.FunctionDeclaration
      ? fn
      : fn.parent?.type === AST_NODE_TYPES.VariableDeclarator
        ? fn.parent
        : undefined;
  if (holder === undefined) return [];
  const variable = ctx.sourceCode.getDeclaredVariables(holder)[0] as TSESLint.Scope.Variable | undefined;
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const call = reference.identifier.parent;
    if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.identifier) calls.push(call);
  }
  return calls;
}

/**
 * The definitions a template's calls make, each read as the template reads its parameters; undefined
 * when `recognised` is no template, or when no call of its helper in this file gives it a name.
 */
export function templateInstances(ctx: FindContext, recognised: Recognised): Recognised[] | undefined {
  const roles = rolesOf(ctx, recognised);
  if (roles === undefined) return undefined;
  const template = recognised.definition;
  const instances: Recognised[] = [];
  for (const call of callsOf(ctx, roles.fn)) {
    if (call.arguments.some((argument) => argument.type === AST_NODE_TYPES.SpreadElement)) continue;
    const nameNode = argumentAt(ctx, call, roles.name);
    const name = toolNameAt(ctx, nameNode);
    if (nameNode === undefined || name === undefined) continue;
    // A description the template writes itself (`description: formatToolDescription(meta)`) is every
    // call's; one a parameter gives is the call's argument there.
    const descriptionNode =
      roles.description === undefined ? template.descriptionNode : argumentAt(ctx, call, roles.description);
    const description =
      roles.description === undefined ? template.description : readStaticString(ctx.sourceCode, descriptionNode);
    // What the call gives in the other places says which is the callable and which the schema.
    const given = roles.others.map((slot) => argumentAt(ctx, call, slot)).filter((node) => node !== undefined);
    const handlers = given.map((node) => handlerFunction(ctx, node)).filter((fn) => fn !== undefined);
    const schemas = given.flatMap(
      (node): { zod: TSESTree.Node | undefined; json: TSESTree.ObjectExpression | undefined }[] => {
        const zod = zodSchemaOf(ctx, node);
        if (zod !== undefined) return [{ zod, json: undefined }];
        const value = followConst(ctx.sourceCode, node);
        return value.type === AST_NODE_TYPES.ObjectExpression && looksLikeJsonSchema(value)
          ? [{ zod: undefined, json: value }]
          : [];
      },
    );
    if (handlers.length > 1 || schemas.length > 1) continue; // which is which is not told
    const handler = handlers[0];
    const zodSchema = schemas[0]?.zod;
    const jsonSchema = schemas[0]?.json;
    instances.push({
      definition: {
        ...template,
        node: call,
        name,
        nameNode,
        description,
        descriptionNode,
        // An argument we cannot read as text is a description all the same (unreadable, not missing).
        descriptionUnreadable:
          roles.description === undefined || descriptionNode === undefined
            ? template.descriptionUnreadable
            : description === undefined,
        schemaNode: jsonSchema,
        zodSchema,
        schemaUnreadable: jsonSchema === undefined && zodSchema === undefined,
        containerNode: undefined,
        implementation: undefined,
        headNode: nameNode,
      },
      handler,
      ...(recognised.alignArguments === undefined ? {} : { alignArguments: recognised.alignArguments }),
    });
  }
  return instances.length === 0 ? undefined : instances;
}
