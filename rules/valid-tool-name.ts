// valid-tool-name: tool names the provider will reject (or, for MCP, warn about).
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl, isProvider, PROVIDERS, readSettings } from "../src/eslint/create-rule.js";
import { getToolDefinitions } from "../src/find/index.js";
import {
  checkToolName,
  NAME_POLICIES,
  type NameProblem,
  providerForFormat,
  suggestToolName,
} from "./valid-tool-name/provider-names.js";

type MessageIds = "empty" | "tooLong" | "invalidCharacters" | "invalidStart" | "edgeCharacter" | "renameTo";
type Options = [{ provider?: (typeof PROVIDERS)[number] }];

/** A name node the suggestion may rewrite: a string literal or plain template written in place. */
function isRewritableName(
  node: TSESTree.Node,
): node is TSESTree.Literal | TSESTree.TemplateLiteral | TSESTree.Identifier {
  return (
    (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string") ||
    (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0) ||
    // A Vercel tool's key: `{ $search: tool(…) }`.
    // (Not a shorthand `{ search }`: renaming its key alone would change what it refers to.)
    (node.type === AST_NODE_TYPES.Identifier &&
      node.parent?.type === AST_NODE_TYPES.Property &&
      node.parent.key === node &&
      !node.parent.shorthand)
  );
}

function describeCharacters(characters: readonly string[]): string {
  return characters.map((character) => (character === " " ? "a space" : `"${character}"`)).join(", ");
}

export default createRule<Options, MessageIds>({
  name: "valid-tool-name",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool names the configured provider rejects",
      recommended: true,
      url: ruleDocsUrl("valid-tool-name"),
    },
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          provider: {
            type: "string",
            enum: [...PROVIDERS],
            description:
              'Provider whose naming rules apply to registry and Vercel AI tools; defaults to settings["tool-schema"].provider, then "openai". Wire-format objects (OpenAI, Anthropic, MCP) are always checked against their own provider.',
          },
        },
      },
    ],
    defaultOptions: [{}],
    messages: {
      empty: "Tool name is empty; {{provider}} needs 1–{{max}} characters ({{allowed}}).",
      tooLong: 'Tool name "{{name}}" is {{length}} characters long; {{provider}} accepts at most {{max}}. Shorten it.',
      invalidCharacters:
        'Tool name "{{name}}" contains {{characters}}, which {{provider}} rejects; it accepts only {{allowed}}.',
      invalidStart:
        'Tool name "{{name}}" starts with "{{character}}"; {{provider}} requires it to start with {{first}}.',
      edgeCharacter:
        'Tool name "{{name}}" starts or ends with "{{character}}", which MCP clients warn about. Drop it from the edges.',
      renameTo: 'Rename the tool to "{{suggestion}}" (update the code that calls it by name too).',
    },
    languages: ["js/js"],
  },
  create(context, [options]) {
    const named = isProvider(options.provider) ? options.provider : readSettings(context.settings).providers?.[0];
    const configured = named ?? "openai";
    return {
      "Program:exit"() {
        for (const definition of getToolDefinitions(context)) {
          if (definition.name === undefined || definition.nameNode === undefined) continue;
          // A definition no SDK wrote may go to any provider, or to none (an agent's own actions):
          // its name is judged only against a provider the user names.
          if (definition.format === "generic" && named === undefined) continue;
          const provider = providerForFormat(definition.format, configured);
          const policy = NAME_POLICIES[provider];
          const name = definition.name;
          const nameNode = definition.nameNode;
          const problems = checkToolName(name, provider);
          if (problems.length === 0) continue;
          const suggestion = isRewritableName(nameNode) ? suggestToolName(name, provider) : undefined;
          const suggest =
            suggestion === undefined
              ? []
              : [
                  {
                    messageId: "renameTo" as const,
                    data: { suggestion },
                    fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(nameNode, JSON.stringify(suggestion)),
                  },
                ];
          for (const problem of problems) {
            context.report({
              node: nameNode,
              messageId: problem.kind,
              data: {
                name,
                provider: policy.label,
                max: String(policy.maxLength),
                allowed: policy.allowedText,
                first: policy.first?.text ?? "",
                ...problemData(problem),
              },
              suggest,
            });
          }
        }
      },
    };
  },
});

function problemData(problem: NameProblem): Record<string, string> {
  switch (problem.kind) {
    case "tooLong":
      return { length: String(problem.length) };
    case "invalidCharacters":
      return { characters: describeCharacters(problem.characters) };
    case "invalidStart":
    case "edgeCharacter":
      return { character: problem.character };
    default:
      return {};
  }
}
