// The hook no-schema-drift uses when a tool has no linked function but its implementation gives the
// arguments a type — a cast (`args as WeatherArgs`, `as unknown as WeatherArgs`), a type guard
// (`isWeatherArgs(args)`), or a typed parameter receiving them (`handleWeather(args)`). The type is
// mapped by the one generator (`schemaFromType`), so the comparison, its equivalences and its fixes
// are exactly those of a function signature. Failing both, `propertyTypesFor` gives the types of
// single properties (`getForecast(args.city, args.days)`, `args.days as number`), each for its own
// property's type only.
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import { schemaFromType } from "../../src/schema/from-type.js";
import type { JsonSchema, ObjectJsonSchema } from "../../src/schema/json-schema.js";
import ts from "../../src/schema/typescript.js";
import type { GenerateResult } from "../../src/schema/types.js";
import {
  argumentsConvention,
  passedParameterCount,
  type ToolDefinition,
  getFileViews,
  callSignature,
  calleeDeclaration,
  declaredInDefaultLibrary,
  declaredSignature,
  hasNoWrittenType,
  definitionOutputType,
  getExtraction,
  sameShape,
  type SchemaEchoUse,
  type TypedUse,
} from "../../src/find/index.js";

export interface ImplementationType {
  type: TS.Type;
  /** How messages name it: "the cast to WeatherArgs", "the type guard isWeatherArgs". */
  label: string;
  /** The generated schema of the type, as `generateSchema` returns one for a signature. */
  result: GenerateResult;
  /**
   * The reads tell which properties exist, and the type speaks only for their types and whether they
   * are required: the type went to a function whose reads were followed as well, or it is another zod
   * schema's value (`args as z.infer<typeof OtherSchema>`), which may be a schema built from the
   * tool's with more keys. One problem gets one report: a property the reads leave out is theirs.
   */
  readsTellPresence?: boolean;
  /**
   * The type is the parameter of a function the arguments are handed to (`service.getProduct(args)`):
   * that function's contract, often shared by several callers, not the tool's. A schema stricter
   * than it (requiring what it leaves optional) narrows nothing the function needs.
   */
  calleeParameter?: boolean;
  /**
   * Top-level properties the implementation reads beside the type (`args.path`, then `args as
   * { env?: string[] }`): the type is a partial view of the arguments, so it does not say that the
   * schema declares them for nothing.
   */
  readBeside?: ReadonlySet<string>;
}

type ImplementationServices = Pick<ParserServicesWithTypeInformation, "program" | "esTreeNodeToTSNodeMap">;

/** Long anonymous types are named by their start. */
const MAX_TYPE_TEXT = 48;

function typeText(type: TS.Type, checker: TS.TypeChecker): string {
  const text = checker.typeToString(type);
  return text.length > MAX_TYPE_TEXT ? `${text.slice(0, MAX_TYPE_TEXT - 1)}…` : text;
}

/** Whether the use is an argument handed to a call, whose parameter gives the type. */
function isCalleeParameter(use: TypedUse): boolean {
  const node = use.node;
  if (node.type === AST_NODE_TYPES.CallExpression) return false; // a type guard
  if (
    (node.type === AST_NODE_TYPES.TSAsExpression || node.type === AST_NODE_TYPES.TSTypeAssertion) &&
    !isCastToNothing(node)
  )
    return false;
  const call = node.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && calleeName(call.callee) !== undefined;
}

function useLabel(use: TypedUse, text: string): string {
  const node = use.node;
  // `listApps(args as any)`: the type is the parameter's, not the cast's.
  if (
    (node.type === AST_NODE_TYPES.TSAsExpression || node.type === AST_NODE_TYPES.TSTypeAssertion) &&
    !isCastToNothing(node)
  )
    return `the cast to ${text}`;
  if (node.type === AST_NODE_TYPES.CallExpression) {
    const callee = node.callee;
    const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : "the type guard";
    return `the type guard ${name} (${text})`;
  }
  const call = node.parent;
  const name = call?.type === AST_NODE_TYPES.CallExpression ? calleeName(call.callee) : undefined;
  return name === undefined ? `the declared type ${text}` : `the parameter of ${name} (${text})`;
}

/** `x as any`, `x as unknown`: a cast that gives no type of its own. */
function isCastToNothing(node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion): boolean {
  const type = node.typeAnnotation.type;
  return type === AST_NODE_TYPES.TSAnyKeyword || type === AST_NODE_TYPES.TSUnknownKeyword;
}

/**
 * The one type the implementation gives the arguments of a tool that has no linked function.
 * Undefined when there is none, when several disagree, when the type is not an object with named
 * properties, or without type information: then there is nothing to compare.
 */
export function implementationTypeFor(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  definition: ToolDefinition,
  services: ImplementationServices,
): ImplementationType | undefined {
  // With a linked function, the signature speaks, unless it cannot tell which parameter receives
  // the arguments: then the types the call sites give them do (`kubectlGet(k8sManager, input as Args)`).
  if (definition.implementation !== undefined && !signatureIsSilent(definition)) return undefined;
  const view = getFileViews(context).views.get(definition.node);
  if (view === undefined) return undefined;
  if (view.typed.length === 0) return echoTypeFor(context.sourceCode, view.echoes, definition, services);
  const checker = services.program.getTypeChecker();
  const first = view.typed[0]!;
  const type = first.type;
  if (type === undefined) return undefined;
  const text = checker.typeToString(type);
  for (const use of view.typed) {
    if (use.type === undefined) return undefined;
    if (use.type !== type && checker.typeToString(use.type) !== text) return undefined; // they disagree: no guess
  }
  if (extendsSchemaOutput(context, definition, type, checker)) return undefined;
  const mapped = schemaFromType(checker.getNonNullableType(type), checker, { name: typeText(type, checker) });
  const schema = mapped.schema;
  if (schema.type !== "object" || schema.properties === undefined) return undefined;
  const { description: _typeDescription, ...parameters } = schema;
  return {
    type,
    label: useLabel(first, typeText(type, checker)),
    result: { parameters: parameters as ObjectJsonSchema, diagnostics: mapped.diagnostics },
    ...(view.typed.every((use) => use.followed === true) ? { readsTellPresence: true } : {}),
    ...(view.typed.every(isCalleeParameter) ? { calleeParameter: true } : {}),
    readBeside: new Set([...view.reads.keys(), ...view.elsewhere]),
  };
}

/**
 * A type of the arguments written as what the schema parses to and more (`z.infer<typeof S> & {
 * toolCallId: string }`): its author says the rest comes from elsewhere than the model, and the
 * part from the model is the schema itself. Nothing to compare.
 */
export function extendsSchemaOutput(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  definition: ToolDefinition,
  type: TS.Type,
  checker: TS.TypeChecker,
): boolean {
  if (!type.isIntersection()) return false;
  const output = definitionOutputType(getExtraction(context).ctx, definition);
  return output !== undefined && type.types.some((member) => sameShape(checker, member, output));
}

/**
 * The type of a zod schema's value that the implementation gives the arguments of a tool whose schema
 * is a JSON Schema literal (mysql-mcp's `selectTool(db, args as SelectInput)`, `SelectInput =
 * z.infer<typeof SelectInputSchema>`): the literal is not that schema, so the type is evidence of
 * what the code takes. A zod tool's own schema is compared by its names only (checkZodNames), where
 * such a type says nothing, and typing it would instantiate the schema's whole type. Several
 * that disagree give no type.
 */
function echoTypeFor(
  sourceCode: Readonly<TSESLint.SourceCode>,
  echoes: readonly SchemaEchoUse[],
  definition: ToolDefinition,
  services: ImplementationServices,
): ImplementationType | undefined {
  if (definition.schemaNode === undefined || echoes.length === 0) return undefined;
  const checker = services.program.getTypeChecker();
  let found: { use: SchemaEchoUse; type: TS.Type; text: string } | undefined;
  for (const use of echoes) {
    const annotation = services.esTreeNodeToTSNodeMap.get(use.annotation) as TS.TypeNode;
    const type = checker.getTypeFromTypeNode(annotation);
    const text = checker.typeToString(type);
    if (found === undefined) found = { use, type, text };
    else if (found.text !== text) return undefined; // they disagree: no guess
  }
  if (found === undefined) return undefined;
  const mapped = schemaFromType(checker.getNonNullableType(found.type), checker, { name: found.text });
  if (mapped.schema.type !== "object" || mapped.schema.properties === undefined) return undefined;
  const { description: _typeDescription, ...parameters } = mapped.schema;
  // Named as written (`SelectInput`): the checker would spell out the schema's whole value.
  const label = useLabel({ node: found.use.node, type: found.type }, sourceCode.getText(found.use.annotation));
  return {
    type: found.type,
    label,
    result: { parameters: parameters as ObjectJsonSchema, diagnostics: mapped.diagnostics },
    readsTellPresence: true,
  };
}

/** A function linked by name whose several parameters do not say which one takes the arguments. */
function signatureIsSilent(definition: ToolDefinition): boolean {
  const link = definition.implementation;
  if (link === undefined || link.functionNode === undefined) return false;
  return argumentsConvention(definition.format, link, passedParameterCount(link.functionNode)).kind === "unknown";
}

// ─── one property's type ─────────────────────────────────────────────────────────────────────────

/** The type the implementation gives one property of the arguments, and the schema it implies. */
export interface PropertyType {
  type: TS.Type;
  /** How messages name it: "the parameter `days` of getForecast (number)", "the cast to string". */
  label: string;
  /** The generated schema of the type (without `null`: handlers often take care of it). */
  schema: JsonSchema;
}

/** Generator codes that mean the type says nothing (or cannot be mapped): then there is no type. */
const UNREADABLE_CODES = new Set(["any-type", "unknown-type"]);

type PropertyServices = Pick<ParserServicesWithTypeInformation, "program" | "esTreeNodeToTSNodeMap">;

/** `any`, `unknown`, `never` and unconstrained type parameters say nothing about a value. */
function saysNothing(type: TS.Type, checker: TS.TypeChecker): boolean {
  const flags = ts.TypeFlags;
  if (type.flags & (flags.Any | flags.Unknown | flags.Never)) return true;
  const nonNullable = checker.getNonNullableType(type);
  if (nonNullable.flags & (flags.Any | flags.Unknown | flags.Never | flags.TypeParameter)) return true;
  return false;
}

/** How messages name a callee: `getForecast`, `weather.getForecast`, `this.fetch`; undefined when it is an expression. */
function calleeName(callee: TSESTree.Node): string | undefined {
  if (callee.type === AST_NODE_TYPES.Identifier) return callee.name;
  if (
    callee.type !== AST_NODE_TYPES.MemberExpression ||
    callee.computed ||
    callee.property.type !== AST_NODE_TYPES.Identifier
  )
    return undefined;
  const object = callee.object;
  if (object.type === AST_NODE_TYPES.Identifier) return `${object.name}.${callee.property.name}`;
  if (object.type === AST_NODE_TYPES.ThisExpression) return `this.${callee.property.name}`;
  return callee.property.name;
}

/** A cast of the property (`args.days as number`): its type, unless it says nothing. */
function castType(
  node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion,
  services: PropertyServices,
): TS.Type | undefined {
  const annotation = node.typeAnnotation;
  // `as const` names no type.
  if (
    annotation.type === AST_NODE_TYPES.TSTypeReference &&
    annotation.typeName.type === AST_NODE_TYPES.Identifier &&
    annotation.typeName.name === "const"
  ) {
    return undefined;
  }
  const tsNode = services.esTreeNodeToTSNodeMap.get(annotation) as TS.TypeNode | undefined;
  if (tsNode === undefined) return undefined;
  const checker = services.program.getTypeChecker();
  const type = checker.getTypeFromTypeNode(tsNode);
  return saysNothing(type, checker) ? undefined : type;
}

/**
 * The declared type of the parameter an argument is passed to, when it says something: the call's
 * one signature (overloads: no guess), a parameter of its own (not a rest), with a written type that
 * is not `any`/`unknown`/an unconstrained type parameter. Functions of the default library
 * (`parseInt`, `isNaN`, `encodeURIComponent`…) are skipped: their parameters coerce whatever they get,
 * and a handler calls them precisely because it does not trust the model's type.
 */
function parameterType(
  argument: TSESTree.Node,
  call: TSESTree.CallExpression,
  services: PropertyServices,
): { type: TS.Type; parameter: string } | undefined {
  const index = call.arguments.indexOf(argument as TSESTree.CallExpressionArgument);
  if (index < 0) return undefined;
  if (call.arguments.slice(0, index + 1).some((a) => a.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  const tsCall = services.esTreeNodeToTSNodeMap.get(call) as TS.CallExpression | undefined;
  if (tsCall === undefined) return undefined;
  const checker = services.program.getTypeChecker();
  // A function of the program whose parameter has no written type, told from its declaration,
  // which symbols find without typing the receiver (`client.send(…)` of `new Client(…)`).
  const source = calleeDeclaration(checker, tsCall.expression);
  if (source !== undefined && hasNoWrittenType(source, index)) return undefined;
  if (source === undefined && receiverIsInferred(checker, tsCall.expression)) return undefined;
  // Then the library test, from the callee's symbol: resolving a call to `String(…)` or `Number(…)`
  // costs far more than looking at where the name is declared, and such calls are everywhere.
  if (declaredInDefaultLibrary(checker, services.program, tsCall.expression)) return undefined;
  const signature =
    declaredSignature(checker, source) ??
    // Overloads: no guess.
    (checker.getTypeAtLocation(tsCall.expression).getCallSignatures().length === 1
      ? callSignature(checker, tsCall)
      : undefined);
  const declaration = signature?.getDeclaration();
  if (signature === undefined || declaration === undefined) return undefined;
  const sourceFile = declaration.getSourceFile();
  if (sourceFile === undefined || services.program.isSourceFileDefaultLibrary(sourceFile)) return undefined;
  const symbol = signature.getParameters()[index];
  const parameter = symbol?.valueDeclaration;
  if (symbol === undefined || parameter === undefined || !ts.isParameter(parameter)) return undefined;
  if (parameter.dotDotDotToken !== undefined || parameter.type === undefined) return undefined;
  const declared = checker.getNonNullableType(checker.getTypeFromTypeNode(parameter.type));
  if (declared.flags & ts.TypeFlags.TypeParameter && checker.getBaseConstraintOfType(declared) === undefined)
    return undefined;
  // The signature as resolved for this call: type parameters instantiated (`Map<string, number>.set`).
  const type = checker.getTypeOfSymbolAtLocation(symbol, tsCall);
  if (saysNothing(type, checker)) return undefined;
  return { type, parameter: symbol.getName() };
}

/**
 * `job.log(…)` where nothing written gives `job` a type: a variable set from a call's result
 * (`const job = await queue.getJob(id)`) or an unannotated callback parameter. Its method's
 * parameter is the library's, but reaching it makes the checker infer the receiver through the
 * library's generics (0.7 s for one call in a queue server), for a type the code never wrote.
 * A `new Client(…)`, an annotation or a JSDoc type is written: those are asked.
 */
function receiverIsInferred(checker: TS.TypeChecker, callee: TS.Expression): boolean {
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return false;
  const declaration = checker.getSymbolAtLocation(callee.expression)?.valueDeclaration;
  if (declaration === undefined || ts.getJSDocType(declaration) !== undefined) return false;
  if (ts.isParameter(declaration)) return declaration.type === undefined;
  if (!ts.isVariableDeclaration(declaration) || declaration.type !== undefined) return false;
  let value = declaration.initializer;
  while (value !== undefined && (ts.isAwaitExpression(value) || ts.isParenthesizedExpression(value)))
    value = value.expression;
  return value !== undefined && ts.isCallExpression(value);
}

/** The type one recorded use gives its property, and how messages name it. */
function propertyUseType(
  node: TSESTree.Node,
  services: PropertyServices,
): { type: TS.Type; label: (text: string) => string } | undefined {
  if (node.type === AST_NODE_TYPES.TSAsExpression || node.type === AST_NODE_TYPES.TSTypeAssertion) {
    const type = castType(node, services);
    return type && { type, label: (text) => `the cast to ${text}` };
  }
  const call = node.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const found = parameterType(node, call, services);
  if (found === undefined) return undefined;
  const name = calleeName(call.callee);
  return {
    type: found.type,
    label: (text) =>
      name === undefined
        ? `the parameter \`${found.parameter}\` (${text})`
        : `the parameter \`${found.parameter}\` of ${name} (${text})`,
  };
}

/**
 * The types the implementation gives single properties of the arguments of a tool that has neither a
 * linked function nor a type for the whole arguments (those speak first): property → its type, for
 * the properties whose uses that give a type all agree. Empty without anything to say. Never throws.
 */
export function propertyTypesFor(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  definition: ToolDefinition,
  services: PropertyServices,
): Map<string, PropertyType> {
  const found = new Map<string, PropertyType>();
  if (definition.implementation !== undefined && !signatureIsSilent(definition)) return found; // the signature speaks
  const view = getFileViews(context).views.get(definition.node);
  if (view === undefined || view.typed.length > 0) return found; // the type of the whole arguments speaks (or none may)
  // A value the handler wrote (`args.days ??= 1`, a reassigned variable) may be its own, not the model's.
  if (view.reassigned) return found;
  // What a validator returns (`Schema.parse(args)`) is typed by the validator, which may coerce or
  // default: its uses say what the validator gives, not what the model must send.
  if (view.validated) return found;
  const checker = services.program.getTypeChecker();
  for (const [name, uses] of view.propertyTypes) {
    if (view.written.has(name)) continue;
    try {
      const property = agreedType(name, uses, services, checker);
      if (property !== undefined) found.set(name, property);
    } catch {
      // One property left unchecked rather than the whole file.
    }
  }
  return found;
}

function agreedType(
  name: string,
  uses: readonly { node: TSESTree.Node }[],
  services: PropertyServices,
  checker: TS.TypeChecker,
): PropertyType | undefined {
  let first: { type: TS.Type; label: (text: string) => string; text: string } | undefined;
  for (const use of uses) {
    const typed = propertyUseType(use.node, services);
    if (typed === undefined) continue; // says nothing
    const text = checker.typeToString(checker.getNonNullableType(typed.type));
    if (first === undefined) first = { ...typed, text };
    else if (first.text !== text) return undefined; // they disagree: no guess
  }
  if (first === undefined) return undefined;
  const type = checker.getNonNullableType(first.type);
  const mapped = schemaFromType(type, checker, { name: typeText(type, checker), path: [name] });
  if (mapped.diagnostics.some((d) => d.severity === "error" || UNREADABLE_CODES.has(d.code))) return undefined;
  return { type: first.type, label: first.label(typeText(type, checker)), schema: mapped.schema };
}
