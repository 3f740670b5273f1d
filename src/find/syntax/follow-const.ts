// Reading values statically: unwrap TypeScript-only wrappers, follow identifiers to `const`
// initializers in the same file, read string literals. Nothing here throws on odd input; anything
// that cannot be read statically comes back as `undefined`.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { literalBoolean, unwrap } from "../../util/syntax.js";
import { weakCache } from "../../util/weak-cache.js";
import { findProperty, propertyValue } from "./object.js";

/** How many `const a = b` hops to follow before giving up (cycles are impossible for const, but be safe). */
const MAX_HOPS = 8;

/**
 * The variable an identifier refers to, seen from the identifier's own scope and then outwards.
 * (`ASTUtils.findVariable` first searches down from the scope it is given for the innermost one
 * holding the node; `getScope` already returned that one, and in a bundle the search visits every
 * function of the module for each identifier.)
 */
export function resolveVariable(
  sourceCode: Readonly<TSESLint.SourceCode>,
  identifier: TSESTree.Identifier,
): TSESLint.Scope.Variable | undefined {
  for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(identifier); scope !== null; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (variable !== undefined) return variable;
  }
  return undefined;
}

/** Local names the file's `import` declarations bind, per file: imports are only ever top-level. */
const importNamesByFile = weakCache<TSESTree.Program, ReadonlySet<string>>();

function importedLocalNames(sourceCode: Readonly<TSESLint.SourceCode>): ReadonlySet<string> {
  return importNamesByFile(sourceCode.ast, () => {
    const found = new Set<string>();
    for (const statement of sourceCode.ast.body) {
      if (statement.type !== AST_NODE_TYPES.ImportDeclaration) continue;
      for (const specifier of statement.specifiers) found.add(specifier.local.name);
    }
    return found;
  });
}

export type ImportBinding = TSESLint.Scope.Definitions.ImportBindingDefinition & { parent: TSESTree.ImportDeclaration };

/**
 * The `import` an identifier refers to, else undefined. A name no import of the file binds is told
 * without a scope lookup: recognisers ask this of most calls of a file, and few are imported.
 */
export function importBinding(
  sourceCode: Readonly<TSESLint.SourceCode>,
  identifier: TSESTree.Node,
): ImportBinding | undefined {
  if (identifier.type !== AST_NODE_TYPES.Identifier || !importedLocalNames(sourceCode).has(identifier.name))
    return undefined;
  const def = resolveVariable(sourceCode, identifier)?.defs[0];
  return def?.type === "ImportBinding" && def.parent.type === AST_NODE_TYPES.ImportDeclaration
    ? (def as ImportBinding)
    : undefined;
}

/** The name an import binding imports: `x` of `import { x as y }`, "default" or "*" otherwise. */
export function importedName(binding: ImportBinding): string {
  const node = binding.node;
  if (node.type === AST_NODE_TYPES.ImportSpecifier)
    return node.imported.type === AST_NODE_TYPES.Identifier ? node.imported.name : String(node.imported.value);
  return node.type === AST_NODE_TYPES.ImportDefaultSpecifier ? "default" : "*";
}

/**
 * The initializer of a variable with a single plain-identifier value declaration that is never assigned
 * again: a `const`, or a `var`/`let` only read after its declaration (bundlers write `var` for the
 * module's consts).
 */
export function constInitializer(variable: TSESLint.Scope.Variable): TSESTree.Expression | undefined {
  // A type of the same name beside it (`type Params = Static<typeof Params>`, `z.infer<typeof User>`)
  // declares no value: the const is still the one value.
  const values = variable.defs.filter((def) => def.type !== "Type");
  if (values.length !== 1) return undefined;
  const def = values[0]!;
  if (def.type !== "Variable") return undefined;
  const declarator = def.node;
  if (declarator.id.type !== AST_NODE_TYPES.Identifier || declarator.init == null) return undefined;
  if (
    def.parent.kind !== "const" &&
    !variable.references.every((reference) => reference.init === true || reference.isReadOnly())
  )
    return undefined;
  return declarator.init;
}

/**
 * The expression a node stands for: the node itself after unwrapping, or, for an identifier bound
 * to a `const` in the same file, that const's initializer, and for a member of a const object
 * literal of the file (`definition.inputSchema`), the value written under its key (recursively,
 * unwrapped).
 */
export function followConst(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next =
      current.type === AST_NODE_TYPES.Identifier
        ? identifierValue(sourceCode, current)
        : current.type === AST_NODE_TYPES.MemberExpression
          ? constMemberValue(sourceCode, current)
          : undefined;
    if (next === undefined) break;
    current = unwrap(next);
  }
  return current;
}

function identifierValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  identifier: TSESTree.Identifier,
): TSESTree.Node | undefined {
  const variable = resolveVariable(sourceCode, identifier);
  return variable === undefined ? undefined : constInitializer(variable);
}

/**
 * `definition.inputSchema` where `definition` is a const object literal of this file that nothing
 * writes a member of: the value its literal writes under that key (none after a spread).
 */
function constMemberValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  member: TSESTree.MemberExpression,
): TSESTree.Node | undefined {
  const key = member.computed
    ? member.property.type === AST_NODE_TYPES.Literal && typeof member.property.value === "string"
      ? member.property.value
      : undefined
    : member.property.type === AST_NODE_TYPES.Identifier
      ? member.property.name
      : undefined;
  const object = unwrap(member.object);
  if (key === undefined || object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = resolveVariable(sourceCode, object);
  const literal = variable === undefined ? undefined : constInitializer(variable);
  if (literal?.type !== AST_NODE_TYPES.ObjectExpression || variable!.references.some(writesMember)) return undefined;
  return propertyValue(findProperty(literal, key));
}

/** `x.key = …`, `x[key] += …`, `delete x.key`, `x.key++`: a reference through which a member is written. */
export function writesMember(reference: TSESLint.Scope.Reference): boolean {
  const member = reference.identifier.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier) return false;
  const parent = member.parent;
  return (
    (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === member) ||
    parent?.type === AST_NODE_TYPES.UpdateExpression ||
    (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "delete")
  );
}

/** A string written as text: a literal, a template (with substitutions or not), a const holding one. */
export function isText(ctx: { sourceCode: Readonly<TSESLint.SourceCode> }, node: TSESTree.Node): boolean {
  return readStaticString(ctx.sourceCode, node) !== undefined || node.type === AST_NODE_TYPES.TemplateLiteral;
}

/**
 * A string written as a literal, a template without substitutions, or texts joined with `+` or
 * `[…].join(separator)` (a long description split over lines), after following consts.
 */
export function readStaticString(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node | undefined,
  depth = 0,
): string | undefined {
  if (node === undefined) return undefined;
  const value = followConst(sourceCode, node);
  if (value.type === AST_NODE_TYPES.Literal) {
    return typeof value.value === "string" ? value.value : undefined;
  }
  if (value.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length === 0) {
    return value.quasis[0]?.value.cooked ?? undefined;
  }
  if (value.type === AST_NODE_TYPES.BinaryExpression && value.operator === "+" && depth < MAX_JOINED) {
    const left = readStaticString(sourceCode, value.left, depth + 1);
    const right = left === undefined ? undefined : readStaticString(sourceCode, value.right, depth + 1);
    return right === undefined ? undefined : left! + right;
  }
  if (depth < MAX_JOINED) return joinedList(sourceCode, value, depth);
  return undefined;
}

/** `["a", "b"].join(" ")`: the texts of a list written out, joined as JavaScript joins them. */
function joinedList(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth: number): string | undefined {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.arguments.length > 1) return undefined;
  const callee = node.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return undefined;
  if (callee.property.type !== AST_NODE_TYPES.Identifier || callee.property.name !== "join") return undefined;
  const list = followConst(sourceCode, callee.object);
  if (list.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  const separator = node.arguments[0] === undefined ? "," : readStaticString(sourceCode, node.arguments[0], depth + 1);
  if (separator === undefined) return undefined;
  const texts: string[] = [];
  for (const element of list.elements) {
    const text = element === null ? undefined : readStaticString(sourceCode, element, depth + 1);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts.join(separator);
}

/** Texts joined with `+` deeper than this are not read (a generated file's one expression). */
const MAX_JOINED = 64;

/** A boolean literal after following consts. */
export function readStaticBoolean(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node | undefined,
): boolean | undefined {
  if (node === undefined) return undefined;
  return literalBoolean(followConst(sourceCode, node));
}
