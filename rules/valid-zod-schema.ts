// valid-zod-schema: zod tool schemas that the SDK taking them publishes differently from what they
// say. Two cases, each one an SDK's documented behaviour:
//   - the MCP SDK's `server.tool()` takes a raw shape (`{ city: z.string() }`); a zod schema in that
//     place is taken for the tool's annotations, and the tool is published with no parameters;
//   - openai's `zodFunction`/`zodResponsesFunction` build strict tools: they throw on a field that is
//     `.optional()` without `.nullable()` when the tool is built, and publish a `.default()` field as
//     required, so the model must always send it and the default never applies.
// Nothing is fixed: rewriting zod code is a suggestion at most.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { toolLabel } from "../src/util/tool-label.js";
import {
  type FindContext,
  followConst,
  getExtraction,
  isImportedRawShape,
  type ToolDefinition,
  chainMethods,
  writtenObjectShape,
} from "../src/find/index.js";

type MessageIds = "objectForRawShape" | "useRawShape" | "optionalWithoutNullable" | "defaultInStrict";

/** `Schema.shape` passed as an argument. */
function isShapeOf(argument: TSESTree.Node): boolean {
  return (
    argument.type === AST_NODE_TYPES.MemberExpression &&
    !argument.computed &&
    argument.property.type === AST_NODE_TYPES.Identifier &&
    argument.property.name === "shape"
  );
}

/** Whether the checker types `node` with a `parse` method, as every zod schema has and no raw shape. */
function hasParse(ctx: FindContext, node: TSESTree.Node): boolean {
  const services = ctx.types!;
  const type = services.program.getTypeChecker().getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
  return type.getProperty("parse") !== undefined;
}

/** `server.tool(…)`, as opposed to `registerTool`, which takes a zod schema as well as a raw shape. */
function isServerToolCall(definition: ToolDefinition): boolean {
  const node = definition.node;
  return (
    definition.format === "mcp" &&
    node.type === AST_NODE_TYPES.CallExpression &&
    node.callee.type === AST_NODE_TYPES.MemberExpression &&
    node.callee.property.type === AST_NODE_TYPES.Identifier &&
    node.callee.property.name === "tool"
  );
}

/**
 * What openai's strict conversion does with a field, from its chain of zod methods (outermost first).
 * The outermost of `.optional()` and `.default()` decides: a default outside an optional makes the
 * field required, an optional outside a default makes it omittable. A `.nullable()`/`.nullish()`
 * anywhere lets the strict schema say "not given" with null.
 */
function strictFieldProblem(methods: readonly string[]): "optionalWithoutNullable" | "defaultInStrict" | undefined {
  const outer = methods.find((method) => method === "optional" || method === "default");
  if (outer === "default") return "defaultInStrict";
  if (outer === "optional" && !methods.includes("nullable") && !methods.includes("nullish"))
    return "optionalWithoutNullable";
  return undefined;
}

/** The shape literal of a bare `z.object({…})` written in the call itself: what the fix puts there instead. */
function inlineShape(call: TSESTree.CallExpression, schema: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  if (!call.arguments.includes(schema as TSESTree.CallExpressionArgument)) return undefined;
  if (
    schema.type !== AST_NODE_TYPES.CallExpression ||
    chainMethods(schema).length !== 1 ||
    chainMethods(schema)[0] !== "object"
  )
    return undefined;
  const shape = schema.arguments[0];
  return shape?.type === AST_NODE_TYPES.ObjectExpression ? shape : undefined;
}

export default createRule<[], MessageIds>({
  name: "valid-zod-schema",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow zod tool schemas that the SDK publishes differently from what they say",
      recommended: true,
      url: ruleDocsUrl("valid-zod-schema"),
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      objectForRawShape:
        "The MCP SDK's server.tool() takes a raw shape here ({ city: z.string() }); it takes this zod schema for the annotations of {{tool}}, which is then published with no parameters. Pass the shape, or use registerTool({ inputSchema }).",
      useRawShape: "Pass the object's shape instead of z.object(…).",
      optionalWithoutNullable:
        "`{{property}}` of {{tool}} is .optional() without .nullable(): openai's strict zod tools reject it, and building the tool throws. Write .nullable() (or .nullish()) instead.",
      defaultInStrict:
        "`{{property}}` of {{tool}} has a .default(): openai's strict zod tools publish it as required, so the model must always send it and the default never applies. Make it .nullable() and apply the default in the code.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;

    function checkRawShape(ctx: FindContext, definition: ToolDefinition, schema: TSESTree.Node): void {
      if (!isServerToolCall(definition) || schema.type === AST_NODE_TYPES.ObjectExpression) return;
      if (isImportedRawShape(ctx, schema)) return;
      const call = definition.node as TSESTree.CallExpression;
      // `Schema.shape` is the raw shape taken from the object the finder reads it as.
      if (call.arguments.some(isShapeOf)) return;
      const shape = inlineShape(call, schema);
      // Reported where it is passed: the schema itself may be a const written elsewhere.
      const argument =
        call.arguments.find((arg) => arg === schema || followConst(sourceCode, arg) === schema) ?? schema;
      // What another module passes on (`getRunsTool.schema`, set to `Schema.shape` there) is a zod
      // schema only if the checker gives it one's `parse`.
      if (ctx.types !== undefined && !hasParse(ctx, argument)) return;
      context.report({
        node: argument,
        messageId: "objectForRawShape",
        data: { tool: toolLabel(definition) },
        suggest:
          shape === undefined
            ? []
            : [{ messageId: "useRawShape", fix: (fixer) => fixer.replaceText(schema, sourceCode.getText(shape)) }],
      });
    }

    function checkStrictOptionals(ctx: FindContext, definition: ToolDefinition, schema: TSESTree.Node): void {
      if (!definition.strict || !definition.format.startsWith("openai") || definition.format === "openai-agents")
        return;
      const written = writtenObjectShape(ctx, schema);
      for (const property of written?.shape.properties ?? []) {
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const messageId = strictFieldProblem(chainMethods(property.value));
        if (messageId === undefined) continue;
        const name = sourceCode.getText(property.key);
        context.report({ node: property.key, messageId, data: { property: name, tool: toolLabel(definition) } });
      }
    }

    return {
      "Program:exit"() {
        const { ctx, definitions } = getExtraction(context);
        for (const definition of definitions) {
          const schema = definition.zodSchema;
          if (schema === undefined) continue;
          checkRawShape(ctx, definition, schema);
          checkStrictOptionals(ctx, definition, schema);
        }
      },
    };
  },
});
