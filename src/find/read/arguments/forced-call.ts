// A tool the code sends alone, or forces (`tool_choice`), in one request whose response it reads
// right there:
//   const response = await openai.chat.completions.create({ tools: [TOOL], tool_choice: {…} });
//   const call = response.choices[0]?.message?.tool_calls?.[0];
//   const args = JSON.parse(call.function.arguments);
// or, from Anthropic, the `input` of a block of the response (`response.content.find(…).input`).
// The model can answer that request with this tool only, so the arguments the code parses from its
// response are this tool's: they enter the code there, whatever dispatch elsewhere routes the name.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { readStaticString, resolveVariable } from "../../syntax/follow-const.js";
import { findProperty, propertyKeyName, propertyValue } from "../../syntax/object.js";
import { chainRoot, isJsonParseCall, memberKey, unwrap } from "../../../util/syntax.js";
import type { ToolDefinition } from "../../types.js";

/** How many variables deep a response is followed (`response` → `choice` → `call`). */
const MAX_HOPS = 3;

/**
 * Where the arguments of the one tool a request can be answered with enter the code, when
 * `definition` is that tool (`JSON.parse(….function.arguments)`, `….input`); empty otherwise.
 */
export function forcedCallArguments(
  ctx: FindContext,
  definition: ToolDefinition,
  name: string | undefined,
): TSESTree.Node[] {
  const request = requestOf(definition.node);
  if (request === undefined || name === undefined) return [];
  const { tools, options, call } = request;
  if (tools.elements.length !== 1 && forcedName(ctx, options) !== name) return [];
  const response = resultVariable(ctx, call);
  if (response === undefined) return [];
  const holders = derivedVariables(ctx, response);
  const entries: TSESTree.Node[] = [];
  for (const variable of holders) {
    for (const reference of variable.references) {
      const entry =
        reference.identifier.type === AST_NODE_TYPES.Identifier ? argumentsAbove(reference.identifier) : undefined;
      if (entry !== undefined && !entries.includes(entry)) entries.push(entry);
    }
  }
  return entries;
}

/** The tool object's request: `create({ tools: [tool, …], … })`. */
function requestOf(
  node: TSESTree.Node,
): { tools: TSESTree.ArrayExpression; options: TSESTree.ObjectExpression; call: TSESTree.CallExpression } | undefined {
  const tools = node.parent;
  const property = tools?.parent;
  const options = property?.parent;
  const call = options?.parent;
  if (
    tools?.type !== AST_NODE_TYPES.ArrayExpression ||
    property?.type !== AST_NODE_TYPES.Property ||
    property.value !== tools ||
    propertyKeyName(property) !== "tools" ||
    options?.type !== AST_NODE_TYPES.ObjectExpression ||
    call?.type !== AST_NODE_TYPES.CallExpression ||
    !call.arguments.includes(options)
  )
    return undefined;
  return { tools, options, call };
}

/**
 * The tool `tool_choice` forces: `{ type: "function", function: { name } }` (Chat Completions),
 * `{ type: "function", name }` (Responses), `{ type: "tool", name }` (Anthropic).
 */
function forcedName(ctx: FindContext, options: TSESTree.ObjectExpression): string | undefined {
  const choice = propertyValue(findProperty(options, "tool_choice"));
  if (choice?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const fn = propertyValue(findProperty(choice, "function"));
  const holder = fn?.type === AST_NODE_TYPES.ObjectExpression ? fn : choice;
  const name = propertyValue(findProperty(holder, "name"));
  return name === undefined ? undefined : readStaticString(ctx.sourceCode, name);
}

/** `const response = await create(…)`: the variable holding the call's result. */
function resultVariable(ctx: FindContext, call: TSESTree.CallExpression): TSESLint.Scope.Variable | undefined {
  let node: TSESTree.Node = call;
  while (node.parent !== undefined && unwrap(node.parent) === node) node = node.parent;
  if (node.parent?.type === AST_NODE_TYPES.AwaitExpression) node = node.parent;
  while (node.parent !== undefined && unwrap(node.parent) === node) node = node.parent;
  const declarator = node.parent;
  if (
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.init !== node ||
    declarator.id.type !== AST_NODE_TYPES.Identifier
  )
    return undefined;
  return resolveVariable(ctx.sourceCode, declarator.id);
}

/** The response's variable and those made from it (`const call = response.choices[0]…`), never written again. */
function derivedVariables(ctx: FindContext, start: TSESLint.Scope.Variable): TSESLint.Scope.Variable[] {
  const found = [start];
  for (let index = 0; index < found.length && found.length <= MAX_HOPS + 1; index++) {
    for (const reference of found[index]!.references) {
      if (reference.isWrite() && reference.init !== true) return [];
      const declarator =
        reference.identifier.type === AST_NODE_TYPES.Identifier ? declaratorOfChain(reference.identifier) : undefined;
      if (declarator === undefined) continue;
      const variable = resolveVariable(ctx.sourceCode, declarator.id as TSESTree.Identifier);
      if (variable !== undefined && !found.includes(variable)) found.push(variable);
    }
  }
  return found;
}

/** The top of the chain of reads from `identifier`: members, wrappers, and its methods' results (`content.find(…)`). */
function chainTop(identifier: TSESTree.Identifier): TSESTree.Node {
  let node: TSESTree.Node = identifier;
  for (;;) {
    const parent: TSESTree.Node | undefined = node.parent;
    if (
      parent !== undefined &&
      ((parent.type === AST_NODE_TYPES.MemberExpression && parent.object === node) ||
        unwrap(parent) === node ||
        parent.type === AST_NODE_TYPES.ChainExpression ||
        (parent.type === AST_NODE_TYPES.CallExpression &&
          parent.callee === node &&
          node.type === AST_NODE_TYPES.MemberExpression))
    )
      node = parent;
    else return node;
  }
}

/** `const x = <identifier>.a[0]?.b`: the declarator a chain of reads from the identifier initializes. */
function declaratorOfChain(identifier: TSESTree.Identifier): TSESTree.VariableDeclarator | undefined {
  const node = chainTop(identifier);
  const declarator = node.parent;
  return declarator?.type === AST_NODE_TYPES.VariableDeclarator &&
    declarator.init === node &&
    declarator.id.type === AST_NODE_TYPES.Identifier &&
    node !== identifier
    ? declarator
    : undefined;
}

/**
 * Around a use of the identifier, what holds the arguments: `JSON.parse(<identifier>….arguments)`,
 * or `<identifier>….input` (an Anthropic block's, an object already).
 */
function argumentsAbove(identifier: TSESTree.Identifier): TSESTree.Node | undefined {
  const node = chainTop(identifier);
  const member = unwrap(node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node);
  if (member.type !== AST_NODE_TYPES.MemberExpression || chainRoot(member, { calls: true }) !== identifier)
    return undefined;
  const key = memberKey(member);
  if (key === "input") return node;
  const call = node.parent;
  return key === "arguments" &&
    call?.type === AST_NODE_TYPES.CallExpression &&
    isJsonParseCall(call) &&
    call.arguments[0] === node
    ? call
    : undefined;
}
