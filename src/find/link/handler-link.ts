// When a handler found beside a schema (a class's `call` method, a registration's callback) becomes
// the definition's implementation: only when its one parameter (or, where the SDK hands the arguments
// first, its first) is written with a type that names properties. Then `no-schema-drift` compares the
// schema with that signature. An untyped or `any` parameter — or, where nothing says which
// parameter takes the arguments, a context among several — would make a signature comparison report
// the schema's properties as strangers; those handlers are read instead (see read/arguments/).
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isDescriptiveTypeNode } from "../read/arguments/types.js";
import type { FunctionNode } from "../syntax/functions.js";
import type { ImplementationLink } from "../types.js";

export function typedHandlerLink(
  handler: FunctionNode,
  functionName: string,
  options: { argumentsFirst?: boolean } = {},
): ImplementationLink | undefined {
  // Where the SDK hands the arguments first (`execute(input, context)` of a class an SDK row
  // knows), the first parameter is the one compared (argumentsConvention): a context after it is no stranger.
  if (handler.params.length !== 1 && !(options.argumentsFirst === true && handler.params.length > 1)) return undefined;
  const parameter = handler.params[0]!;
  const target = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  if (target.type !== AST_NODE_TYPES.Identifier && target.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
  const annotation = target.typeAnnotation?.typeAnnotation;
  if (annotation === undefined || !isDescriptiveTypeNode(annotation)) return undefined;
  return { kind: "inline", node: handler, functionName, functionNode: handler };
}
