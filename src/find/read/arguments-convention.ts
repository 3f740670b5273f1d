// How a tool's implementation function receives the model's arguments. Only our registry calls a
// function positionally; every other SDK and every dispatcher hands over ONE arguments object, as
// the first parameter (`execute(input, runContext)`, `(args, extra)`, `handlers[name](args)`). A
// function linked only by its name is called where we do not see: with one parameter, that is the
// arguments object; with several (`kubectlGet(k8sManager, input)`), only the call can tell which
// one it is, so its signature is not compared (the types its call sites give the arguments are).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { ImplementationLink, ToolFormat } from "../types.js";

export type ArgumentsConvention =
  /** Our registry: the signature is the schema (one object parameter, or one property per parameter). */
  | { kind: "positional" }
  /** The parameter at `index` receives the whole arguments object. */
  | { kind: "object"; index: number }
  /** Nothing says which parameter receives the arguments. */
  | { kind: "unknown" };

/**
 * `parameterCount` counts the parameters a caller passes (without `this` and without a
 * `ToolContext` the registry injects).
 */
export function argumentsConvention(
  format: ToolFormat,
  link: ImplementationLink,
  parameterCount: number,
): ArgumentsConvention {
  if (format === "registry") return { kind: "positional" };
  if (link.kind === "inline" || link.kind === "dispatch-object") return { kind: "object", index: 0 };
  return parameterCount <= 1 ? { kind: "object", index: 0 } : { kind: "unknown" };
}

/** The parameters a caller passes to a function written in this file: without a TypeScript `this`. */
export function passedParameterCount(fn: TSESTree.FunctionLike): number {
  return fn.params.filter((p) => !(p.type === AST_NODE_TYPES.Identifier && p.name === "this")).length;
}
