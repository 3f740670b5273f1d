// no-untyped-parameters: a tool's function takes a parameter typed `any` or `unknown` (written or
// implicit), so no schema can say what the model must send for it.
import { ESLintUtils, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../src/schema/typescript.js";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { implementationFunction, getToolDefinitions } from "../src/find/index.js";
import { isToolContextType } from "../src/schema/from-signature.js";

type MessageIds = "anyParameter" | "unknownParameter" | "implicitAnyParameter" | "toolContextNotLast";

export default createRule<[], MessageIds>({
  name: "no-untyped-parameters",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow `any`, `unknown` and implicitly typed parameters in functions used as LLM tools",
      requiresTypeChecking: true,
      recommended: true,
      url: ruleDocsUrl("no-untyped-parameters"),
    },
    schema: [],
    messages: {
      anyParameter:
        "Parameter `{{name}}` of {{functionName}} is typed `any`, so its tool schema cannot say what to send: give it a real type.",
      unknownParameter:
        "Parameter `{{name}}` of {{functionName}} is typed `{{type}}`, so its tool schema cannot say what to send: give it a real type.",
      implicitAnyParameter:
        "Parameter `{{name}}` of {{functionName}} has no type (implicitly `any`), so its tool schema cannot say what to send: annotate it.",
      toolContextNotLast:
        "Parameter `{{name}}` of {{functionName}} is a `ToolContext` but not the last parameter: ToolRegistry passes the context after the model's arguments, so it would receive an argument. Move it to the end.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const sourceFile = services.esTreeNodeToTSNodeMap.get(context.sourceCode.ast).getSourceFile();
    // One function may implement several tools: report each parameter once.
    const reported = new Set<TS.ParameterDeclaration>();

    return {
      "Program:exit"() {
        for (const definition of getToolDefinitions(context)) {
          // Only our registry derives the schema from the signature. Every other SDK hands the
          // function one arguments object that the schema describes: an untyped one is read
          // through its uses (no-undeclared-arguments, no-unread-parameters), and the other
          // parameters are the SDK's or the application's, never the model's.
          if (definition.format !== "registry") continue;
          const link = definition.implementation;
          if (!link) continue;
          const fn = implementationFunction(link, services);
          if (!fn) continue;
          for (const parameter of fn.parameters) {
            if (reported.has(parameter) || isThisParameter(parameter)) continue;
            const problem: Problem | undefined =
              untypedProblem(parameter, checker) ?? runtimeProblem(parameter, fn, checker);
            if (!problem) continue;
            // JavaScript has no annotations to write: only a JSDoc type that says `any` is reported there.
            if (problem.messageId === "implicitAnyParameter" && isJavaScript(parameter)) continue;
            reported.add(parameter);
            // A parameter declared in this file is reported where it is written; an imported
            // function's at the link, so the report stays in the linted file.
            const node: TSESTree.Node =
              parameter.getSourceFile() === sourceFile
                ? ((services.tsNodeToESTreeNodeMap.get(parameter) as TSESTree.Node | undefined) ?? link.node)
                : link.node;
            context.report({
              node,
              messageId: problem.messageId,
              data: {
                name: parameter.name.getText(),
                functionName: link.functionName,
                type: problem.type,
              },
            });
          }
        }
      },
    };
  },
});

function isJavaScript(node: TS.Node): boolean {
  return /\.[cm]?jsx?$/.test(node.getSourceFile().fileName);
}

function isThisParameter(parameter: TS.ParameterDeclaration): boolean {
  return ts.isIdentifier(parameter.name) && parameter.name.text === "this";
}

/** Why a parameter's type says nothing, if it does not. */
function untypedProblem(
  parameter: TS.ParameterDeclaration,
  checker: TS.TypeChecker,
): { messageId: MessageIds; type: string } | undefined {
  let type = checker.getTypeAtLocation(parameter);
  // A type parameter stands for its constraint; without one it is `unknown`.
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(type);
    if (constraint === undefined || constraint.flags & ts.TypeFlags.Unknown) {
      return { messageId: "unknownParameter", type: checker.typeToString(type) };
    }
    type = constraint;
  }
  if (type.flags & ts.TypeFlags.Any) {
    return parameter.type === undefined && !hasContextualAnnotation(parameter)
      ? { messageId: "implicitAnyParameter", type: "any" }
      : { messageId: "anyParameter", type: "any" };
  }
  if (type.flags & ts.TypeFlags.Unknown) return { messageId: "unknownParameter", type: "unknown" };
  return undefined;
}

interface Problem {
  messageId: MessageIds;
  type: string;
}

/**
 * What would go wrong at run time although the parameter is typed: a `ToolContext` before other
 * parameters (the runtime passes the context last). The generator refuses it with the same advice
 * (src/schema/from-signature.ts). A `Date` is fine: the registry turns the model's ISO string into one.
 */
function runtimeProblem(
  parameter: TS.ParameterDeclaration,
  fn: TS.SignatureDeclaration,
  checker: TS.TypeChecker,
): Problem | undefined {
  const type = checker.getTypeAtLocation(parameter);
  if (!isToolContextType(type, checker) || fn.parameters[fn.parameters.length - 1] === parameter) return undefined;
  return { messageId: "toolContextNotLast", type: "ToolContext" };
}

/** A JSDoc `@param {any}` counts as written, in JavaScript files. */
function hasContextualAnnotation(parameter: TS.ParameterDeclaration): boolean {
  return ts.getJSDocType(parameter) !== undefined;
}
