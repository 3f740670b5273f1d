// Registry calls: registry.tool(fn, { name?, description, parameters?, positional? }) on a
// `ToolRegistry` from "tool-schema". With type information the receiver's type decides; without it,
// the receiver must be a binding initialised with `new ToolRegistry(…)` or annotated `ToolRegistry`,
// where `ToolRegistry` comes from "tool-schema" (or is not bound in the file, as in a loose script).
import { boundModule, unwrap } from "../../../util/syntax.js";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import type { FindContext } from "../../context.js";
import { readCommonFields } from "../fields.js";
import { followConst, resolveVariable } from "../../syntax/follow-const.js";
import { linkTo } from "../../syntax/functions.js";
import { typeOfValueSymbol } from "../../syntax/ts-syntax.js";
import { findProperty, propertyValue } from "../../syntax/object.js";
import type { ToolDefinition } from "../../types.js";

const PACKAGE = "tool-schema";
const CLASS = "ToolRegistry";

/** The name of the method called, for `x.tool(…)` and `x["tool"](…)`. */
function calledMethodName(callee: TSESTree.Node): string | undefined {
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  if (!callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) return callee.property.name;
  if (callee.property.type === AST_NODE_TYPES.Literal && typeof callee.property.value === "string") {
    return callee.property.value;
  }
  return undefined;
}

/** Whether an identifier naming the class refers to tool-schema's `ToolRegistry`. */
function isToolRegistryClassName(ctx: FindContext, identifier: TSESTree.Identifier): boolean {
  if (identifier.name !== CLASS) return false;
  const variable = resolveVariable(ctx.sourceCode, identifier);
  if (variable === undefined) return true; // a global in a loose script: trust the name
  return boundModule(variable) === PACKAGE;
}

/** `ToolRegistry` or `ns.ToolRegistry` (a namespace import of the package). */
function isToolRegistryClassReference(ctx: FindContext, node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Identifier) return isToolRegistryClassName(ctx, node);
  if (
    node.type === AST_NODE_TYPES.MemberExpression &&
    !node.computed &&
    node.property.type === AST_NODE_TYPES.Identifier &&
    node.property.name === CLASS
  ) {
    return true;
  }
  if (node.type === AST_NODE_TYPES.TSQualifiedName) return node.right.name === CLASS;
  return false;
}

function isNewToolRegistry(ctx: FindContext, node: TSESTree.Node | null | undefined): boolean {
  if (node == null) return false;
  const value = unwrap(node);
  return value.type === AST_NODE_TYPES.NewExpression && isToolRegistryClassReference(ctx, value.callee);
}

function isToolRegistryAnnotation(ctx: FindContext, annotation: TSESTree.TSTypeAnnotation | undefined): boolean {
  const type = annotation?.typeAnnotation;
  return type?.type === AST_NODE_TYPES.TSTypeReference && isToolRegistryClassReference(ctx, type.typeName);
}

/**
 * The class `this` refers to at `node`: the nearest enclosing class, unless a non-arrow function
 * that is not one of its methods comes first (that function has its own `this`).
 */
function enclosingClassOfThis(node: TSESTree.Node): TSESTree.ClassBody | undefined {
  let current = node.parent;
  while (current !== undefined) {
    if (current.type === AST_NODE_TYPES.FunctionDeclaration) return undefined;
    if (current.type === AST_NODE_TYPES.FunctionExpression) {
      const owner = current.parent;
      const isMethod =
        owner?.type === AST_NODE_TYPES.MethodDefinition && owner.parent.type === AST_NODE_TYPES.ClassBody;
      return isMethod ? owner.parent : undefined;
    }
    if (current.type === AST_NODE_TYPES.PropertyDefinition && current.parent.type === AST_NODE_TYPES.ClassBody) {
      return current.parent; // a field initializer
    }
    current = current.parent;
  }
  return undefined;
}

/** `this.registry` where the class declares `registry = new ToolRegistry()` or `registry: ToolRegistry`. */
function isRegistryField(ctx: FindContext, member: TSESTree.MemberExpression): boolean {
  if (member.object.type !== AST_NODE_TYPES.ThisExpression || member.computed) return false;
  if (member.property.type !== AST_NODE_TYPES.Identifier && member.property.type !== AST_NODE_TYPES.PrivateIdentifier) {
    return false;
  }
  const fieldName = member.property.name;
  const isPrivate = member.property.type === AST_NODE_TYPES.PrivateIdentifier;
  const body = enclosingClassOfThis(member);
  for (const element of body?.body ?? []) {
    if (element.type !== AST_NODE_TYPES.PropertyDefinition || element.computed || element.static) continue;
    const key = element.key;
    const sameName = isPrivate
      ? key.type === AST_NODE_TYPES.PrivateIdentifier && key.name === fieldName
      : key.type === AST_NODE_TYPES.Identifier && key.name === fieldName;
    if (!sameName) continue;
    return isNewToolRegistry(ctx, element.value) || isToolRegistryAnnotation(ctx, element.typeAnnotation);
  }
  return false;
}

/** Syntax only: the receiver is bound to `new ToolRegistry(…)` or annotated `: ToolRegistry`. */
function isRegistryBySyntax(ctx: FindContext, receiver: TSESTree.Node): boolean {
  const value = unwrap(receiver);
  if (isNewToolRegistry(ctx, value)) return true;
  if (value.type === AST_NODE_TYPES.MemberExpression) return isRegistryField(ctx, value);
  if (value.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = resolveVariable(ctx.sourceCode, value);
  if (variable === undefined || variable.defs.length !== 1) return false;
  const def = variable.defs[0]!;
  if (def.type === "Variable") {
    return (
      isNewToolRegistry(ctx, def.node.init) ||
      (def.node.id.type === AST_NODE_TYPES.Identifier && isToolRegistryAnnotation(ctx, def.node.id.typeAnnotation))
    );
  }
  if (def.type === "Parameter" && def.name.type === AST_NODE_TYPES.Identifier) {
    return isToolRegistryAnnotation(ctx, def.name.typeAnnotation);
  }
  return false;
}

/** With types: the receiver's type (or its alias) is named `ToolRegistry`. */
function isRegistryByType(ctx: FindContext, receiver: TSESTree.Node): boolean | undefined {
  const types = ctx.types;
  if (types === undefined) return undefined;
  const tsNode = types.esTreeNodeToTSNodeMap.get(receiver);
  if (tsNode === undefined) return undefined;
  const checker = types.program.getTypeChecker();
  const type = declaredTypeOf(checker, tsNode) ?? checker.getTypeAtLocation(tsNode);
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  // Error types and `any` have no symbol: fall back to syntax rather than guess.
  if (symbol === undefined) return undefined;
  return symbol.getName() === CLASS;
}

/**
 * The declared type of a receiver that names a variable or property (`registry`, `this.tools`), or
 * undefined. Asking for the type at the reference itself runs control-flow narrowing back through
 * the enclosing code for every call; a declared type that is not a union cannot be narrowed to
 * another class, so it answers the same question for less.
 */
function declaredTypeOf(checker: TS.TypeChecker, node: TS.Node): TS.Type | undefined {
  if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return undefined;
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  if (symbol === undefined || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property))) return undefined;
  const type = typeOfValueSymbol(checker, symbol);
  return type.isUnion() ? undefined : type;
}

export function recogniseRegistryCall(
  ctx: FindContext,
  call: TSESTree.CallExpression,
): Omit<ToolDefinition, "group"> | undefined {
  if (calledMethodName(call.callee) !== "tool" || call.callee.type !== AST_NODE_TYPES.MemberExpression) {
    return undefined;
  }
  const receiver = call.callee.object;
  // A typed "not a registry" can still be one the checker could not resolve (e.g. the package's
  // types are not built yet): an explicit `new ToolRegistry` binding in the file settles it then.
  const isRegistry = isRegistryByType(ctx, receiver) === true || isRegistryBySyntax(ctx, receiver);
  if (!isRegistry) return undefined;

  const [fnArgument, optionsArgument] = call.arguments;
  const fn = fnArgument === undefined || fnArgument.type === AST_NODE_TYPES.SpreadElement ? undefined : fnArgument;
  const implementation = fn === undefined ? undefined : linkTo(ctx.sourceCode, fn, "inline", { allowUnresolved: true });

  const options =
    optionsArgument === undefined || optionsArgument.type === AST_NODE_TYPES.SpreadElement
      ? undefined
      : followConst(ctx.sourceCode, optionsArgument);
  if (options !== undefined && options.type !== AST_NODE_TYPES.ObjectExpression) {
    // Options built elsewhere: nothing about this tool can be read statically.
    return {
      format: "registry",
      node: call,
      name: undefined,
      nameNode: undefined,
      description: undefined,
      descriptionNode: undefined,
      descriptionUnreadable: true,
      schemaNode: undefined,
      schemaUnreadable: true,
      containerNode: undefined,
      positionalNode: undefined,
      strict: false,
      implementation,
      headNode: call.callee.property,
      registry: receiver,
    };
  }

  const fields =
    options === undefined
      ? {
          name: undefined,
          nameNode: undefined,
          description: undefined,
          descriptionNode: undefined,
          descriptionUnreadable: false,
          schemaNode: undefined,
          schemaUnreadable: false,
          strict: false,
        }
      : readCommonFields(ctx, options, ["parameters"]);
  // Without an explicit `name`, the registry names the tool after the function.
  const explicitName = options === undefined ? undefined : findProperty(options, "name");
  const nameFromFunction =
    explicitName === undefined &&
    implementation !== undefined &&
    implementation.functionName !== "<anonymous>" &&
    !implementation.functionName.includes(".");
  const positional = options === undefined ? undefined : propertyValue(findProperty(options, "positional"));
  const positionalValue = positional === undefined ? undefined : followConst(ctx.sourceCode, positional);
  return {
    format: "registry",
    node: call,
    ...fields,
    name: nameFromFunction ? implementation.functionName : fields.name,
    nameNode: nameFromFunction ? fn : fields.nameNode,
    headNode: fields.nameNode ?? fn ?? call.callee.property,
    containerNode: options,
    positionalNode: positionalValue?.type === AST_NODE_TYPES.ArrayExpression ? positionalValue : undefined,
    strict: false,
    implementation,
    registry: receiver,
  };
}
