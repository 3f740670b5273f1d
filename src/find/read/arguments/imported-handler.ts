// A tool run by a function of another module, named in its own definition (`execute: runSearch`,
// imported): what that function reads of the arguments, read in its module (module-reads.ts), as
// the view of a handler handed them whole. Only where the function's parameter names no property
// (a JavaScript function, `args: any`, `Record<string, unknown>`): a type that names them is the
// signature no-schema-drift compares, and speaks for the function.
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import type { FindContext } from "../../context.js";
import { moduleReads } from "../../link/dispatch/module-reads.js";
import { implementationFunction } from "../../link/implementation-function.js";
import type { ImplementationLink, ToolDefinition } from "../../types.js";
import { definitionDeclared } from "./declared.js";
import { addElsewhereRead, emptyView, type ArgumentsView } from "./view.js";

/**
 * The view of an imported handler; undefined when it cannot be read whole (then the tool is linked
 * but not compared). Where no SDK says the first parameter receives the arguments (`aligned`, or a
 * handler found under the tool's name in a table), its reads must share a name with the schema's,
 * or they are of something else.
 */
export function importedHandlerView(
  ctx: FindContext,
  definition: ToolDefinition,
  link: ImplementationLink,
  aligned: boolean,
): ArgumentsView | undefined {
  if ((link.kind !== "inline" && link.kind !== "dispatch-object") || link.functionNode !== undefined) return undefined;
  if (definition.format === "registry") return undefined; // positional: the signature is the schema
  const declared = definitionDeclared(ctx, definition)?.keys;
  const alignWith = aligned || link.kind === "dispatch-object" ? (declared ?? new Map()) : undefined;
  return importedFunctionView(ctx, link, alignWith);
}

/**
 * What the function `link` names, declared in another module, reads of its first parameter, when
 * that parameter's type names no property. With `alignWith`, only when a read shares a name with it.
 */
export function importedFunctionView(
  ctx: FindContext,
  link: ImplementationLink,
  alignWith: { has(name: string): boolean } | undefined,
): ArgumentsView | undefined {
  const services = ctx.types;
  if (services === undefined) return undefined;
  const fn = implementationFunction(link, services);
  const here = services.esTreeNodeToTSNodeMap.get(link.node)?.getSourceFile();
  if (fn === undefined || here === undefined || fn.getSourceFile() === here) return undefined;
  const parameter = fn.parameters[0];
  if (parameter === undefined || !namesNoProperty(services.program.getTypeChecker(), parameter)) return undefined;
  // Its type names nothing: read past it, into what it hands the value on to.
  const reads = moduleReads(services.program, fn, 0, true);
  if (!reads.complete || reads.validators.length > 0) return undefined;
  if (alignWith !== undefined && ![...reads.names].some((name) => alignWith.has(name))) return undefined;
  const view = emptyView();
  for (const name of reads.names) {
    view.elsewhere.add(name);
    addElsewhereRead(view, name, { node: link.node, functions: reads.functions });
  }
  return view;
}

/**
 * `args`, `{ a, b }`, `args: any`, `args: Record<string, unknown>`: a parameter written with no type
 * (nor a JSDoc one), or with one that names no property.
 */
function namesNoProperty(checker: TS.TypeChecker, parameter: TS.ParameterDeclaration): boolean {
  if (parameter.dotDotDotToken !== undefined) return false;
  const written = parameter.type ?? ts.getJSDocType(parameter);
  if (written === undefined) return true;
  const type = checker.getTypeFromTypeNode(written);
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  return !type.isUnion() && type.getProperties().length === 0 && type.getCallSignatures().length === 0;
}
