// The hook no-schema-drift uses when a tool has no linked function but its implementation gives the
// arguments a type — a cast (`args as WeatherArgs`, `as unknown as WeatherArgs`), a type guard
// (`isWeatherArgs(args)`), or a typed parameter receiving them (`handleWeather(args)`). The type is
// mapped by the one generator (`schemaFromType`), so the comparison, its equivalences and its fixes
// are exactly those of a function signature.
import type { ParserServicesWithTypeInformation, TSESLint } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type ts from "typescript";
import { schemaFromType } from "../../schema/from-type.js";
import type { ObjectJsonSchema } from "../../schema/json-schema.js";
import type { GenerateResult } from "../../schema/types.js";
import type { ToolDefinition } from "../types.js";
import { getFileViews } from "./index.js";
import type { TypedUse } from "./view.js";

export interface ImplementationType {
  type: ts.Type;
  /** How messages name it: "the cast to WeatherArgs", "the type guard isWeatherArgs". */
  label: string;
  /** The generated schema of the type, as `generateSchema` returns one for a signature. */
  result: GenerateResult;
}

/** Long anonymous types are named by their start. */
const MAX_TYPE_TEXT = 48;

function typeText(type: ts.Type, checker: ts.TypeChecker): string {
  const text = checker.typeToString(type);
  return text.length > MAX_TYPE_TEXT ? `${text.slice(0, MAX_TYPE_TEXT - 1)}…` : text;
}

function useLabel(use: TypedUse, text: string): string {
  const node = use.node;
  if (node.type === AST_NODE_TYPES.TSAsExpression || node.type === AST_NODE_TYPES.TSTypeAssertion) return `the cast to ${text}`;
  if (node.type === AST_NODE_TYPES.CallExpression) {
    const callee = node.callee;
    const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : "the type guard";
    return `the type guard ${name} (${text})`;
  }
  const call = node.parent;
  if (call?.type === AST_NODE_TYPES.CallExpression && call.callee.type === AST_NODE_TYPES.Identifier) {
    return `the parameter of ${call.callee.name} (${text})`;
  }
  return `the declared type ${text}`;
}

/**
 * The one type the implementation gives the arguments of a tool that has no linked function.
 * Undefined when there is none, when several disagree, when the type is not an object with named
 * properties, or without type information: then there is nothing to compare.
 */
export function implementationTypeFor(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  definition: ToolDefinition,
  services: Pick<ParserServicesWithTypeInformation, "program">,
): ImplementationType | undefined {
  if (definition.implementation !== undefined) return undefined; // the signature speaks
  const view = getFileViews(context).views.get(definition.node);
  if (view === undefined || view.typed.length === 0) return undefined;
  const checker = services.program.getTypeChecker();
  const first = view.typed[0]!;
  const type = first.type;
  if (type === undefined) return undefined;
  const text = checker.typeToString(type);
  for (const use of view.typed) {
    if (use.type === undefined) return undefined;
    if (use.type !== type && checker.typeToString(use.type) !== text) return undefined; // they disagree: no guess
  }
  const mapped = schemaFromType(checker.getNonNullableType(type), checker, { name: typeText(type, checker) });
  const schema = mapped.schema;
  if (schema.type !== "object" || schema.properties === undefined) return undefined;
  const { description: _typeDescription, ...parameters } = schema;
  return {
    type,
    label: useLabel(first, typeText(type, checker)),
    result: { parameters: parameters as ObjectJsonSchema, diagnostics: mapped.diagnostics },
  };
}
