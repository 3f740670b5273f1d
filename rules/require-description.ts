// require-description: a tool the model cannot tell when to use — no description, an empty one, one
// that only repeats the name, or one word for word another tool's; with `parameters: true`, schema
// properties without descriptions.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { toolLabel } from "../src/util/tool-label.js";
import {
  findProperty,
  followConst,
  getExtraction,
  propertyValue,
  readStaticString,
  staticProperties,
  type ToolDefinition,
  type FindContext,
  normalizeForComparison,
  definitionDeclared,
  readDescriptionText,
  writtenObjectShape,
  zodFieldDescribed,
} from "../src/find/index.js";

type MessageIds = "missing" | "empty" | "repeatsName" | "sameAsOther" | "missingParameter";
type Options = [{ parameters?: boolean }];

/** Schema keywords whose branches may carry the description instead of the property itself. */
const BRANCH_KEYWORDS = ["anyOf", "oneOf", "allOf"];

/** Fewer words than this, a description may well be shared by right ("Delete the record."). */
const MIN_WORDS_TO_COMPARE = 8;

export default createRule<Options, MessageIds>({
  name: "require-description",
  meta: {
    type: "suggestion",
    docs: {
      description: "Require every tool, and optionally every parameter, to have a meaningful description",
      recommended: true,
      url: ruleDocsUrl("require-description"),
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          parameters: {
            type: "boolean",
            description: "Also require a non-empty `description` on every top-level property of the tool's schema.",
          },
        },
      },
    ],
    defaultOptions: [{ parameters: false }],
    messages: {
      missing:
        "Add a description to {{tool}}: it is the model's only clue to when to call it. Say what the tool does and when to use it.",
      empty: "The description of {{tool}} is empty. Say what the tool does and when the model should use it.",
      repeatsName:
        'The description of {{tool}} ("{{description}}") only repeats its name. Say what the tool does and when the model should use it.',
      sameAsOther:
        "The description of {{tool}} is word for word that of {{other}} (line {{line}}): the model cannot tell the two tools apart. Say what this one does that the other does not.",
      missingParameter:
        'Parameter "{{parameter}}" of {{tool}} has no description. Add a `description` to its schema so the model knows what to pass.',
    },
    languages: ["js/js"],
  },
  create(context, [options]) {
    const sourceCode = context.sourceCode;

    function checkToolDescription(definition: ToolDefinition): void {
      const tool = toolLabel(definition);
      if (definition.descriptionNode === undefined) {
        if (definition.descriptionUnreadable) return;
        context.report({ node: definition.headNode ?? definition.node, messageId: "missing", data: { tool } });
        return;
      }
      const description = definition.description;
      if (description === undefined) return; // written, but not statically readable
      if (description.trim() === "") {
        // A placeholder the definition's registration may fill (descriptionUnreadable): not judged.
        if (definition.descriptionUnreadable) return;
        context.report({ node: definition.descriptionNode, messageId: "empty", data: { tool } });
        return;
      }
      const names = [definition.name, definition.implementation?.functionName].filter(
        (name): name is string => name !== undefined && name !== "<anonymous>",
      );
      const normalized = normalizeForComparison(description);
      if (names.some((name) => normalizeForComparison(name) === normalized)) {
        context.report({ node: definition.descriptionNode, messageId: "repeatsName", data: { tool, description } });
      }
    }

    /** Whether a property schema (or one of its anyOf/oneOf/allOf branches) states a description. */
    function hasDescription(schema: TSESTree.ObjectExpression, seen = new Set<TSESTree.Node>()): boolean {
      // A const can name itself in its own branches (`const s = { anyOf: [s] }`): never loop.
      if (seen.has(schema)) return true;
      seen.add(schema);
      const value = propertyValue(findProperty(schema, "description"));
      if (value !== undefined) {
        const text = readStaticString(sourceCode, value);
        return text === undefined || text.trim() !== ""; // unreadable counts as present
      }
      // Absent but possibly spread in, or described through a reference: not ours to judge.
      if (schema.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement)) return true;
      if (findProperty(schema, "$ref") !== undefined) return true;
      return BRANCH_KEYWORDS.some((keyword) => {
        const branches = propertyValue(findProperty(schema, keyword));
        const list = branches === undefined ? undefined : followConst(sourceCode, branches);
        return (
          list?.type === AST_NODE_TYPES.ArrayExpression &&
          list.elements.some((element) => {
            if (element === null || element.type === AST_NODE_TYPES.SpreadElement) return false;
            const branch = followConst(sourceCode, element);
            return branch.type === AST_NODE_TYPES.ObjectExpression && hasDescription(branch, seen);
          })
        );
      });
    }

    // One schema literal can serve several tools; report each of its properties once.
    const reportedKeys = new Set<TSESTree.Node>();

    /** A zod shape written in this file: each field needs `.describe("…")` or `.meta({ description })`. */
    function checkZodFieldDescriptions(ctx: FindContext, definition: ToolDefinition, schema: TSESTree.Node): void {
      const shape = schema.type === AST_NODE_TYPES.ObjectExpression ? schema : writtenObjectShape(ctx, schema)?.shape;
      for (const { name, property } of shape === undefined ? [] : staticProperties(shape)) {
        if (zodFieldDescribed(ctx, property.value) !== false || reportedKeys.has(property.key)) continue;
        reportedKeys.add(property.key);
        context.report({
          node: property.key,
          messageId: "missingParameter",
          data: { parameter: name, tool: toolLabel(definition) },
        });
      }
    }

    function checkParameterDescriptions(ctx: FindContext, definition: ToolDefinition): void {
      if (definition.zodSchema !== undefined) return checkZodFieldDescriptions(ctx, definition, definition.zodSchema);
      if (definition.schemaNode === undefined) return;
      const propertiesValue = propertyValue(findProperty(definition.schemaNode, "properties"));
      if (propertiesValue === undefined) return;
      const properties = followConst(sourceCode, propertiesValue);
      if (properties.type !== AST_NODE_TYPES.ObjectExpression) return;
      for (const { name, property } of staticProperties(properties)) {
        const schema = followConst(sourceCode, property.value);
        if (schema.type !== AST_NODE_TYPES.ObjectExpression || hasDescription(schema)) continue;
        if (reportedKeys.has(property.key)) continue;
        reportedKeys.add(property.key);
        context.report({
          node: property.key,
          messageId: "missingParameter",
          data: { parameter: name, tool: toolLabel(definition) },
        });
      }
    }

    /**
     * Tools of one file whose descriptions are the same long text, and whose names and schemas
     * differ: a copied description. The same tool written twice (for two providers, or an alias
     * taking the same arguments) may share its text; short texts may be shared by right.
     */
    function checkCopiedDescriptions(ctx: FindContext, definitions: readonly ToolDefinition[]): void {
      const firstByText = new Map<string, ToolDefinition>();
      for (const definition of [...definitions].sort((a, b) => a.node.range[0] - b.node.range[0])) {
        const text = readDescriptionText(ctx, definition.descriptionNode)?.text.trim().replace(/\s+/g, " ");
        if (text === undefined || definition.name === undefined || text.split(" ").length < MIN_WORDS_TO_COMPARE)
          continue;
        const first = firstByText.get(text);
        if (first === undefined) {
          firstByText.set(text, definition);
          continue;
        }
        if (!isOtherTool(ctx, first, definition)) continue;
        context.report({
          node: definition.descriptionNode!,
          messageId: "sameAsOther",
          data: {
            tool: toolLabel(definition),
            other: toolLabel(first),
            line: String((first.descriptionNode ?? first.node).loc.start.line),
          },
        });
      }
    }

    /** Two definitions that are surely two different tools offered together: other names, other arguments, one list. */
    function isOtherTool(ctx: FindContext, a: ToolDefinition, b: ToolDefinition): boolean {
      if (
        a.name === undefined ||
        b.name === undefined ||
        normalizeForComparison(a.name) === normalizeForComparison(b.name)
      )
        return false;
      if (a.group !== undefined && b.group !== undefined && a.group !== b.group) return false;
      const keysOfA = definitionDeclared(ctx, a);
      const keysOfB = definitionDeclared(ctx, b);
      if (keysOfA === undefined || keysOfB === undefined) return false;
      const namesOfA = [...keysOfA.keys.keys()].sort().join(",");
      return namesOfA !== [...keysOfB.keys.keys()].sort().join(",");
    }

    return {
      "Program:exit"() {
        const { ctx, definitions } = getExtraction(context);
        for (const definition of definitions) {
          checkToolDescription(definition);
          if (options.parameters === true) checkParameterDescriptions(ctx, definition);
        }
        checkCopiedDescriptions(ctx, definitions);
      },
    };
  },
});
