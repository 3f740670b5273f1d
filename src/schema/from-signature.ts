/**
 * Function signature → the JSON Schema of its tool arguments (`parameters`), the call style
 * (`positional` or one arguments object) and diagnostics. Called from lint rules, so it never throws.
 */
import type * as TS from "typescript";
import ts, { skipExpressionWrappers } from "./typescript.js";
import { makeDiagnostic, strictNullChecksEnabled, strictNullChecksOff } from "./diagnostics.js";
import {
  applyConstraints,
  cloneJson,
  includesUndefined,
  misplacedReason,
  setOwnProperty,
  TypeMapper,
  withDescription,
  type TypeIssue,
} from "./from-type.js";
import {
  constraintsFromTags,
  functionDocs,
  hasDocComment,
  locationOf,
  ownTags,
  tagSources,
  type SourceLocation,
  type TagSource,
} from "./jsdoc.js";
import type { JsonSchema, JsonValue, ObjectJsonSchema } from "./json-schema.js";
import { CONSTRAINT_TAGS } from "./constraints.js";
import type { GenerateOptions, GenerateResult, SchemaDiagnostic } from "./types.js";

// Read once: every `ts.X` is a getter on the compiler's exports, and these are read per type.
const { TypeFlags } = ts;

/** One parameter as the generator sees it, after `this` is dropped. */
interface ParameterInfo {
  node: TS.ParameterDeclaration;
  /** The property name the model uses: the identifier, or a JSDoc name for a destructured parameter. */
  name: string;
  type: TS.Type;
  optional: boolean;
}

/**
 * Derives the tool schema of a function: a function declaration, function expression, arrow
 * function or method of `program`. Diagnostics say what could not be mapped; the result is always
 * usable (unsupported types become `{}`), and nothing is thrown.
 */
export function generateSchema(
  fn: TS.SignatureDeclaration,
  program: TS.Program,
  options: GenerateOptions = {},
): GenerateResult {
  const functionName = options.functionName ?? functionNameOf(fn);
  try {
    return generate(fn, program, functionName, options.shared === true);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      parameters: { type: "object", properties: {} },
      diagnostics: [
        {
          severity: "error",
          code: "internal-error",
          message: `${functionName}: the schema could not be generated (${reason}); please report this`,
          functionName,
          path: [],
          ...locationOf(fn),
        },
      ],
    };
  }
}

function generate(
  fn: TS.SignatureDeclaration,
  program: TS.Program,
  functionName: string,
  shared: boolean,
): GenerateResult {
  const checker = program.getTypeChecker();
  const mapper = new TypeMapper(checker);
  const diagnostics: SchemaDiagnostic[] = [];
  if (!strictNullChecksEnabled(program.getCompilerOptions())) diagnostics.push(strictNullChecksOff(functionName, fn));

  // Locations are computed only for what is reported: finding a line costs more than the mapping.
  const report = (issue: TypeIssue, path: readonly string[], at: TS.Node): void => {
    diagnostics.push(makeDiagnostic(functionName, issue, [...path, ...issue.path], issue.location ?? locationOf(at)));
  };

  const docs = functionDocs(fn);
  const parameters: ParameterInfo[] = [];
  let index = 0;
  for (const node of fn.parameters) {
    if (ts.isIdentifier(node.name) && node.name.text === "this") continue;
    const position = index++;
    const type = checker.getTypeAtLocation(node);
    if (isToolContextType(type, checker)) {
      if (!isLastParameter(fn, node)) report(toolContextPositionIssue(), [], node);
      continue;
    }
    const name = ts.isIdentifier(node.name) ? node.name.text : (docs.paramNames[position] ?? `arg${position}`);
    if (node.dotDotDotToken) {
      report(restParameterIssue(), [name], node);
      continue;
    }
    // `days = 1` before a `ctx: ToolContext` is optional to the model although the checker calls
    // it required (a required parameter follows it): the context never comes from the model.
    const optional =
      checker.isOptionalParameter(node) ||
      node.initializer !== undefined ||
      node.questionToken !== undefined ||
      includesUndefined(type);
    parameters.push({ node, name, type, optional });
  }

  const descriptions = docs.paramTexts;
  const summary = docs.summary;
  const described = (result: GenerateResult): GenerateResult =>
    summary ? { ...result, description: summary } : result;

  const only = parameters.length === 1 && fn.parameters.every((p) => !p.dotDotDotToken) ? parameters[0]! : undefined;
  if (only) {
    const objectStyle = objectParameters(only, mapper, descriptions);
    if (objectStyle) {
      for (const issue of objectStyle.issues) report(issue, [only.name], only.node);
      return described({ parameters: output(objectStyle.schema, shared), diagnostics });
    }
  }

  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const defs = new Set<TS.Type>();
  const functionTags = constraintTagsByParameter(docs.otherTags, parameters);
  for (const problem of functionTags.problems)
    diagnostics.push(makeDiagnostic(functionName, problem, problem.path, problem.location));
  for (const parameter of parameters) {
    const mapped = mapper.map(parameter.type);
    for (const issue of mapped.issues) report(issue, [parameter.name], parameter.node);
    for (const def of mapped.defs) defs.add(def);
    let schema = mapped.schema;
    const ownParameterTags = hasDocComment(parameter.node) ? tagSources(ownTags(parameter.node)) : [];
    const tags = [...ownParameterTags, ...(functionTags.byParameter.get(parameter.name) ?? [])];
    if (tags.length > 0) {
      const { constraints, problems } = constraintsFromTags(tags);
      for (const problem of problems)
        report(tagIssue(problem.reason, problem.location), [parameter.name], parameter.node);
      const applied = applyConstraints(schema, constraints);
      for (const keyword of applied.misplaced) {
        report(tagIssue(misplacedReason(keyword, applied.schema)), [parameter.name], parameter.node);
      }
      schema = applied.schema;
    }
    schema = withDefault(schema, parameter.node.initializer);
    setOwnProperty(properties, parameter.name, withDescription(schema, descriptions.get(parameter.name)));
    if (!parameter.optional) required.push(parameter.name);
  }
  const root: ObjectJsonSchema = { type: "object", properties };
  if (required.length > 0) root.required = required;
  root.additionalProperties = false;
  const defsRecord = mapper.collectDefs(defs);
  if (Object.keys(defsRecord).length > 0) root.$defs = defsRecord;
  return described({ parameters: output(root, shared), positional: parameters.map((p) => p.name), diagnostics });
}

/**
 * The arguments-object style: one parameter whose type maps to an object with named properties.
 * Returns undefined when the parameter is anything else (array, record, Date, union, nullable…).
 */
function objectParameters(
  parameter: ParameterInfo,
  mapper: TypeMapper,
  descriptions: ReadonlyMap<string, string>,
): { schema: ObjectJsonSchema; issues: readonly TypeIssue[] } | undefined {
  const mapped = mapper.map(parameter.type);
  const shape =
    mapped.schema.$ref !== undefined ? mapper.definitionOf(objectDefType(parameter.type, mapped)) : mapped.schema;
  if (!shape || shape.type !== "object" || !shape.properties || Object.keys(shape.properties).length === 0)
    return undefined;
  // The root is the arguments object itself: a description there would repeat the tool's.
  const { description: _typeDescription, ...rest } = shape;
  const root = {
    ...rest,
    properties: describeProperties(withBindingDefaults(shape.properties, parameter.node), parameter, descriptions),
  } as ObjectJsonSchema;
  const defs = mapper.collectDefs(mapped.defs);
  if (Object.keys(defs).length > 0) root.$defs = defs;
  return { schema: root, issues: mapped.issues };
}

/**
 * `schema` with the parameter's default as `default`, when the initializer is a JSON literal
 * (`days = 1`, `unit = "c"`, `tags = []`); a computed one (`Date.now()`, a constant) says nothing
 * the schema can state, and is left out rather than guessed at.
 */
function withDefault(schema: JsonSchema, initializer: TS.Expression | undefined): JsonSchema {
  const value = initializer === undefined ? undefined : jsonLiteral(initializer, 0);
  return value === undefined ? schema : { ...schema, default: value };
}

/** `{ days = 1, unit = "c" }: Options`: each destructured default on its property. */
function withBindingDefaults(
  properties: Record<string, JsonSchema>,
  node: TS.ParameterDeclaration,
): Record<string, JsonSchema> {
  if (!ts.isObjectBindingPattern(node.name)) return properties;
  let copy: Record<string, JsonSchema> | undefined;
  for (const element of node.name.elements) {
    if (element.initializer === undefined || element.dotDotDotToken) continue;
    const key = element.propertyName ?? element.name;
    const name = ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
    if (name === undefined || !Object.hasOwn(properties, name)) continue;
    const schema = withDefault(properties[name]!, element.initializer);
    if (schema !== properties[name]) setOwnProperty((copy ??= { ...properties }), name, schema);
  }
  return copy ?? properties;
}

/** The JSON value a literal expression denotes, or undefined when it is not one. */
function jsonLiteral(node: TS.Expression, depth: number): JsonValue | undefined {
  const expression = skipExpressionWrappers(node);
  if (depth > 20) return undefined;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (
    ts.isPrefixUnaryExpression(expression) &&
    expression.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(expression.operand)
  ) {
    return -Number(expression.operand.text);
  }
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(expression)) {
    const items: JsonValue[] = [];
    for (const element of expression.elements) {
      const value = jsonLiteral(element, depth + 1);
      if (value === undefined) return undefined;
      items.push(value);
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const object: Record<string, JsonValue> = {};
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const key = property.name;
      if (!(ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key))) return undefined;
      const value = jsonLiteral(property.initializer, depth + 1);
      if (value === undefined) return undefined;
      setOwnProperty(object, key.text, value);
    }
    return object;
  }
  return undefined;
}

/** The recursive type a root `$ref` points to: the parameter's type without `undefined`. */
function objectDefType(type: TS.Type, mapped: { defs: ReadonlySet<TS.Type> }): TS.Type {
  if (mapped.defs.has(type)) return type;
  const members = type.isUnion() ? type.types.filter((t) => !(t.flags & TypeFlags.Undefined)) : [type];
  return members.length === 1 && mapped.defs.has(members[0]!) ? members[0]! : type;
}

/**
 * `@param options.query text` (or `@param query text` for a destructured `{ query }`) describes a
 * property of the arguments object; it wins over the property's own JSDoc for this function.
 */
function describeProperties(
  properties: Record<string, JsonSchema>,
  parameter: ParameterInfo,
  descriptions: ReadonlyMap<string, string>,
): Record<string, JsonSchema> {
  if (descriptions.size === 0) return properties;
  const destructured = ts.isObjectBindingPattern(parameter.node.name);
  const described: Record<string, JsonSchema> = {};
  for (const [key, schema] of Object.entries(properties)) {
    const text = descriptions.get(`${parameter.name}.${key}`) ?? (destructured ? descriptions.get(key) : undefined);
    setOwnProperty(described, key, withDescription(schema, text));
  }
  return described;
}

/**
 * Function-level constraint tags name the parameter they constrain: `@minimum count 1`.
 * Tags that name no parameter are reported rather than guessed at.
 */
function constraintTagsByParameter(
  functionTags: readonly TS.JSDocTag[],
  parameters: readonly ParameterInfo[],
): { byParameter: Map<string, TagSource[]>; problems: (TypeIssue & { path: string[] })[] } {
  const byParameter = new Map<string, TagSource[]>();
  const problems: (TypeIssue & { path: string[] })[] = [];
  const names = new Set(parameters.map((p) => p.name));
  for (const tag of tagSources(functionTags)) {
    const tagName = tag.name;
    if (!(tagName in CONSTRAINT_TAGS)) {
      // Misspelt tags are reported whether or not they name a parameter.
      const { problems: found } = constraintsFromTags([tag]);
      for (const p of found) problems.push({ ...tagIssue(p.reason, p.location), path: [] });
      continue;
    }
    const [target = "", ...value] = tag.text.trim().split(/\s+/);
    if (!names.has(target)) {
      const where = locationOf(tag.node);
      const reason = `@${tagName} in the function's JSDoc must name a parameter first (@${tagName} <parameter> <value>); "${target}" is not one`;
      problems.push({ ...tagIssue(reason, where), path: [] });
      continue;
    }
    const list = byParameter.get(target) ?? [];
    list.push({ ...tag, text: value.join(" ") });
    byParameter.set(target, list);
  }
  return { byParameter, problems };
}

function tagIssue(reason: string, location?: SourceLocation): TypeIssue {
  return { code: "bad-constraint-tag", severity: "warning", path: [], reason, ...(location ? { location } : {}) };
}

/**
 * The runtime passes the context after the model's arguments (`fn(a, b, ctx)`), so a `ToolContext`
 * anywhere else would receive an argument, and the argument before it the context.
 */
export const TOOL_CONTEXT_LAST =
  "a ToolContext parameter must be the last parameter: ToolRegistry passes the context after the model's arguments; move it to the end";

function toolContextPositionIssue(): TypeIssue {
  return { code: "tool-context-position", severity: "error", path: [], reason: TOOL_CONTEXT_LAST };
}

/** Whether `node` is the last parameter of `fn`. */
function isLastParameter(fn: TS.SignatureDeclaration, node: TS.ParameterDeclaration): boolean {
  return fn.parameters[fn.parameters.length - 1] === node;
}

function restParameterIssue(): TypeIssue {
  return {
    code: "rest-parameter",
    severity: "error",
    path: [],
    reason: "a rest parameter cannot be passed by name; take an array parameter instead",
  };
}

/**
 * `ToolContext` is injected by the runtime: recognised by its declared name (imported from
 * tool-schema, a relative path or declared locally), also through `?`, intersections and interfaces
 * that extend it.
 */
export function isToolContextType(type: TS.Type, checker: TS.TypeChecker, depth = 0): boolean {
  if (depth > 8) return false;
  if (type.aliasSymbol?.name === "ToolContext") return true;
  if (type.isUnion()) {
    const defined = type.types.filter((t) => !(t.flags & (TypeFlags.Undefined | TypeFlags.Null)));
    return defined.length === 1 && isToolContextType(defined[0]!, checker, depth + 1);
  }
  if (type.isIntersection()) return type.types.some((t) => isToolContextType(t, checker, depth + 1));
  const symbol = type.getSymbol();
  if (symbol?.name === "ToolContext") return true;
  if (symbol && hasHeritage(symbol) && type.isClassOrInterface()) {
    return (checker.getBaseTypes(type) ?? []).some((base) => isToolContextType(base, checker, depth + 1));
  }
  return false;
}

/** Declared with `extends`/`implements` (checked before asking the checker for base types). */
function hasHeritage(symbol: TS.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (d) => (ts.isInterfaceDeclaration(d) || ts.isClassDeclaration(d)) && d.heritageClauses !== undefined,
  );
}

/** The function's name as written: declaration, method, `const x = () => …`, or `{ x: () => … }`. */
export function functionNameOf(fn: TS.SignatureDeclaration): string {
  if (fn.name && (ts.isIdentifier(fn.name) || ts.isStringLiteral(fn.name) || ts.isPrivateIdentifier(fn.name))) {
    return fn.name.text;
  }
  const parent = fn.parent as TS.Node | undefined;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  ) {
    const name = parent.name;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  }
  return "<anonymous>";
}

/**
 * The result's schema: a fresh copy, because its parts are shared with the per-checker cache and a
 * caller that edits its result must not change the next function's; the shared tree when asked.
 */
function output(schema: ObjectJsonSchema, shared: boolean): ObjectJsonSchema {
  return shared ? schema : cloneJson(schema);
}
