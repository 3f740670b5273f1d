// provider-compatible: what the provider a tool is sent to rejects in its hand-written schema —
// Anthropic's root anyOf/oneOf/allOf, OpenAI strict mode's closed and fully required objects and its
// keyword and format lists, Gemini `parameters`' missing fields — said as what the provider does.
import type { TSESTree } from "@typescript-eslint/utils";
import {
  createRule,
  PROVIDERS,
  type Provider,
  readProviders,
  readSettings,
  ruleDocsUrl,
} from "../src/eslint/create-rule.js";
import { getToolDefinitions, type ToolDefinition } from "../src/find/index.js";
import {
  onceReporter,
  type ReadSchema,
  readDefinitionSchema,
  reportNode,
  showPath,
} from "./schema-checks/literal-schema.js";
import { toolLabel } from "../src/util/tool-label.js";
import { type ProviderMessageId, type ProviderProblem, targetProblems } from "./schema-checks/provider-checks.js";
import { targetsOf } from "./schema-checks/targets.js";

type Options = [{ provider?: Provider | Provider[] }];

export default createRule<Options, ProviderMessageId>({
  name: "provider-compatible",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool schemas that the provider they are sent to rejects",
      recommended: true,
      url: ruleDocsUrl("provider-compatible"),
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          provider: {
            description:
              'Provider(s) that MCP, registry and Vercel AI SDK tools are sent to; defaults to settings["tool-schema"].provider. Without either, only what a definition\'s own format shows (Anthropic `input_schema`, OpenAI `strict: true`) is checked.',
            anyOf: [
              { type: "string", enum: [...PROVIDERS] },
              { type: "array", items: { type: "string", enum: [...PROVIDERS] }, uniqueItems: true },
            ],
          },
        },
      },
    ],
    defaultOptions: [{}],
    messages: {
      openaiRootNotObject:
        'OpenAI rejects tool parameters whose root is not `type: "object"`; the schema of {{tool}} has {{actual}} there: every request that carries the tool fails.',
      openaiArrayWithoutItems:
        "OpenAI rejects an array schema without `items` ({{path}} of {{tool}}): every request that carries the tool fails. Say what the elements are with `items`.",
      strictRootAnyOf:
        "OpenAI strict mode rejects a schema whose root is anyOf: every request that carries {{tool}} fails. Make the root one object and put the alternatives in a property.",
      strictAdditionalProperties:
        "OpenAI strict mode requires `additionalProperties: false` on every object, and {{path}} of {{tool}} {{actual}}: every request that carries the tool fails.",
      strictNotAllRequired:
        "OpenAI strict mode requires every property to be listed in `required`; {{path}} of {{tool}} leaves out {{names}}: every request that carries the tool fails. List them, and let the optional ones accept null.",
      strictUnsupportedKeyword:
        "OpenAI strict mode does not support `{{keyword}}` ({{path}} of {{tool}}): every request that carries the tool fails.",
      strictFormat:
        'OpenAI strict mode rejects `format: "{{format}}"` ({{path}} of {{tool}}): every request that carries the tool fails. It accepts {{allowed}}; say the rest in the description.',
      strictRefSiblings:
        "OpenAI strict mode rejects a `$ref` with other keywords beside it ({{keywords}} at {{path}} of {{tool}}): every request that carries the tool fails. Wrap the reference in `anyOf: [{ $ref }]` to keep them.",
      anthropicRootCombinator:
        "Anthropic rejects a tool schema whose root is {{keyword}}: every request that carries {{tool}} fails. Make the root one object and put the alternatives in a property.",
      anthropicStrictAdditionalProperties:
        "Anthropic strict tools accept only `additionalProperties: false`; {{path}} of {{tool}} is {{value}}: every request that carries the tool fails.",
      anthropicStrictConstraint:
        "Anthropic strict tools do not support `{{keyword}}` ({{path}} of {{tool}}): every request that carries the tool fails. Say the limit in the description, or drop `strict`.",
      geminiUnknownField:
        'Gemini\'s `parameters` has no field `{{keyword}}` ({{path}} of {{tool}}): a request that declares the tool there fails as a whole ("Unknown name … Cannot find field").',
      geminiTypeList:
        "Gemini's `parameters` takes one `type`, not the list {{types}} ({{path}} of {{tool}}): a request that declares the tool there fails as a whole. Use one type and `nullable: true`, or `anyOf`.",
      geminiEnumNotString:
        "Gemini's `parameters` accepts only strings in `enum` ({{path}} of {{tool}}): a request that declares the tool there fails as a whole.",
    },
    languages: ["js/js"],
  },
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    const configured = readProviders(options.provider) ?? readSettings(context.settings).providers;
    const firstTime = onceReporter();

    function report(definition: ToolDefinition, read: ReadSchema, found: ProviderProblem): void {
      const node: TSESTree.Node = reportNode(read, found.path);
      const data = { path: showPath(found.path), ...found.data };
      if (!firstTime(node, `${found.messageId} ${JSON.stringify(data)}`)) return;
      context.report({ node, messageId: found.messageId, data: { tool: toolLabel(definition), ...data } });
    }

    return {
      "Program:exit"() {
        for (const definition of getToolDefinitions(context)) {
          const targets = targetsOf(definition, configured);
          if (targets.length === 0) continue;
          const read = readDefinitionSchema(definition, sourceCode);
          if (read === undefined) continue;
          for (const target of targets) {
            for (const found of targetProblems(read.value, target)) report(definition, read, found);
          }
        }
      },
    };
  },
});
