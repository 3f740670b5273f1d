// The tool name a dispatch compares against: a string literal, a `const` string, a member of a string
// `enum`, or a member of an `as const` object of names. With type information the checker's literal
// type decides, so names imported from other files resolve too.
import {
  AST_NODE_TYPES,
  type ParserServicesWithTypeInformation,
  type TSESLint,
  type TSESTree,
} from "@typescript-eslint/utils";
import type ts from "typescript";
import type { FindContext } from "../../context.js";
import { followConst, readStaticString, resolveVariable } from "../../syntax/follow-const.js";
import { findProperty, propertyKeyName, propertyValue } from "../../syntax/object.js";
import { memberKey } from "../../../util/syntax.js";

/**
 * A tool's name as written at `node`, when it is known without running the code (labelValue); or
 * the name it takes unless whoever makes it gives another (`name ?? "show_toast"`).
 */
export function toolNameAt(ctx: FindContext, node: TSESTree.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  const fallback = defaultOf(node);
  return labelValue(ctx.sourceCode, ctx.types, node) ?? (fallback && labelValue(ctx.sourceCode, ctx.types, fallback));
}

/** The default of `given ?? fallback` (or `||`): what holds when nothing is given. */
function defaultOf(node: TSESTree.Node): TSESTree.Node | undefined {
  return node.type === AST_NODE_TYPES.LogicalExpression && (node.operator === "??" || node.operator === "||")
    ? node.right
    : undefined;
}

/** Parts of a name built from parts (`${PREFIX}search`, `PREFIX + "search"`) deeper than this are not read. */
const MAX_PARTS_DEPTH = 4;

export function labelValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation | undefined,
  node: TSESTree.Node,
  depth = 0,
): string | undefined {
  const text = readStaticString(sourceCode, node);
  if (text !== undefined) return text;
  // `const ReadToolName = Names.READ`: what a constant of this file holds.
  const value = followConst(sourceCode, node);
  return (
    memberValue(sourceCode, services, value, depth) ??
    joinedValue(sourceCode, services, value, depth) ??
    literalTypeValue(sourceCode, services, value)
  );
}

/**
 * A name joined from parts that are each known: a template whose substitutions are names
 * (`${TOOL_PREFIX}search`), or `+` of two. One unknown part leaves the whole unknown.
 */
function joinedValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation | undefined,
  value: TSESTree.Node,
  depth: number,
): string | undefined {
  if (depth >= MAX_PARTS_DEPTH) return undefined;
  const part = (expression: TSESTree.Node) => labelValue(sourceCode, services, expression, depth + 1);
  if (value.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length > 0) {
    let text = value.quasis[0]?.value.cooked ?? undefined;
    for (let index = 0; index < value.expressions.length && text !== undefined; index++) {
      const expression = part(value.expressions[index]!);
      const after = value.quasis[index + 1]?.value.cooked ?? undefined;
      text = expression === undefined || after === undefined ? undefined : text + expression + after;
    }
    return text;
  }
  if (value.type === AST_NODE_TYPES.BinaryExpression && value.operator === "+") {
    const left = part(value.left);
    const right = left === undefined ? undefined : part(value.right);
    return right === undefined ? undefined : left! + right;
  }
  return undefined;
}

/**
 * `Names.GetWeather` on an `as const` object or a string enum declared in this file, or `Tool.ID` on
 * a class of this file whose `static ID` holds a name.
 */
function memberValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation | undefined,
  node: TSESTree.Node,
  depth: number,
): string | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const key = memberKey(node);
  if (key === undefined) return undefined;
  const object = followConst(sourceCode, node.object);
  if (object.type === AST_NODE_TYPES.ObjectExpression) {
    const value = propertyValue(findProperty(object, key));
    return value === undefined ? undefined : readStaticString(sourceCode, value);
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, object);
  const declaration = variable?.defs.length === 1 ? variable.defs[0]!.node : undefined;
  if (declaration?.type === AST_NODE_TYPES.VariableDeclarator) return compiledEnumMember(sourceCode, variable!, key);
  if (declaration?.type === AST_NODE_TYPES.ClassDeclaration) {
    const field = staticField(declaration, key);
    return field === undefined || depth >= MAX_PARTS_DEPTH
      ? undefined
      : labelValue(sourceCode, services, field, depth + 1);
  }
  if (declaration?.type !== AST_NODE_TYPES.TSEnumDeclaration) return undefined;
  for (const member of declaration.body.members) {
    const name = member.id.type === AST_NODE_TYPES.Identifier ? member.id.name : member.id.value;
    if (name === key && member.initializer !== undefined) return readStaticString(sourceCode, member.initializer);
  }
  return undefined;
}

/** The value of a `static` (and never-written, as names are) field `key` of a class. */
function staticField(declaration: TSESTree.ClassDeclaration, key: string): TSESTree.Expression | undefined {
  for (const member of declaration.body.body) {
    if (
      member.type === AST_NODE_TYPES.PropertyDefinition &&
      member.static &&
      !member.computed &&
      propertyKeyName(member) === key
    )
      return member.value ?? undefined;
  }
  return undefined;
}

/**
 * A string enum as TypeScript compiles it to JavaScript, which published servers ship:
 *   var ToolName;
 *   (function (ToolName) { ToolName["ECHO"] = "echo"; … })(ToolName || (ToolName = {}));
 * The member's value is the string assigned to it inside that function.
 */
function compiledEnumMember(
  sourceCode: Readonly<TSESLint.SourceCode>,
  variable: TSESLint.Scope.Variable,
  key: string,
): string | undefined {
  const declarator = variable.defs[0]!.node as TSESTree.VariableDeclarator;
  if (declarator.init != null) return undefined;
  for (const reference of variable.references) {
    // `ToolName = {}` inside `ToolName || (ToolName = {})`, the argument of a called function.
    const assignment = reference.identifier.parent;
    if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || assignment.left !== reference.identifier) continue;
    const logical = assignment.parent;
    const call = logical?.parent;
    if (
      logical?.type !== AST_NODE_TYPES.LogicalExpression ||
      call?.type !== AST_NODE_TYPES.CallExpression ||
      call.arguments[0] !== logical
    )
      continue;
    const fn = call.callee;
    if (fn.type !== AST_NODE_TYPES.FunctionExpression && fn.type !== AST_NODE_TYPES.ArrowFunctionExpression) continue;
    const parameter = fn.params[0];
    if (parameter?.type !== AST_NODE_TYPES.Identifier) continue;
    const inner = sourceCode.getDeclaredVariables(fn).find((v) => v.name === parameter.name);
    for (const use of inner?.references ?? []) {
      const member = use.identifier.parent;
      if (
        member?.type !== AST_NODE_TYPES.MemberExpression ||
        member.object !== use.identifier ||
        memberKey(member) !== key
      )
        continue;
      const set = member.parent;
      if (set?.type === AST_NODE_TYPES.AssignmentExpression && set.operator === "=" && set.left === member) {
        return set.right.type === AST_NODE_TYPES.Literal && typeof set.right.value === "string"
          ? set.right.value
          : undefined;
      }
    }
  }
  return undefined;
}

/** The value of a string literal type, e.g. an enum member or a const imported from another file. */
function literalTypeValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation | undefined,
  node: TSESTree.Node,
): string | undefined {
  if (services === undefined || !mayNameAConstant(sourceCode, services, node)) return undefined;
  const tsNode = services.esTreeNodeToTSNodeMap.get(node) as ts.Node | undefined;
  if (tsNode === undefined) return undefined;
  const type = services.program.getTypeChecker().getTypeAtLocation(tsNode);
  return type.isStringLiteral() ? type.value : undefined;
}

/**
 * Whether the checker may know a literal type here that the syntax did not: a name imported from
 * another module of the project, a member of such an object or enum, a member of an enum whose values
 * are computed. Anything else (`tool.name` of a value built at run time; constants of this file are
 * read from the syntax; a package's enum, such as the kinds a bundled zod-to-json-schema switches on)
 * would make the checker infer types for nothing, and in SDK handlers that costs seconds.
 */
function mayNameAConstant(
  sourceCode: Readonly<TSESLint.SourceCode>,
  services: ParserServicesWithTypeInformation,
  node: TSESTree.Node,
): boolean {
  let root: TSESTree.Node = node;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const def = resolveVariable(sourceCode, root)?.defs[0];
  if (def?.type === "TSEnumName") return true;
  return (
    def?.type === "ImportBinding" &&
    def.parent?.type === AST_NODE_TYPES.ImportDeclaration &&
    !importsPackage(services, def.parent)
  );
}

/** Whether an import resolves into an installed package (node_modules), not a module of the project. */
function importsPackage(services: ParserServicesWithTypeInformation, declaration: TSESTree.ImportDeclaration): boolean {
  // Told from the text where the compiler options allow it: a relative path is the project's, and
  // without `paths` or `baseUrl` a bare name can only be a package. Resolving the module through the
  // checker costs more than the whole label.
  const specifier = declaration.source.value;
  if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..")
    return false;
  const options = services.program.getCompilerOptions();
  if (
    options.paths === undefined &&
    options.baseUrl === undefined &&
    !specifier.startsWith("#") &&
    !specifier.startsWith("/")
  )
    return true;
  const tsDeclaration = services.esTreeNodeToTSNodeMap.get(declaration) as ts.ImportDeclaration | undefined;
  if (tsDeclaration === undefined) return false;
  const module = services.program.getTypeChecker().getSymbolAtLocation(tsDeclaration.moduleSpecifier);
  const file = module?.valueDeclaration?.getSourceFile() ?? module?.declarations?.[0]?.getSourceFile();
  return file !== undefined && services.program.isSourceFileFromExternalLibrary(file);
}
