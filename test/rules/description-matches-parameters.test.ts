import rule from "../../rules/description-matches-parameters.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const descriptionMatchesParameters = rule as unknown as Parameters<typeof tester.run>[1];

const THINK = (description: string, property = "thoughtNumber") => `export const tools = [
  {
    name: "sequential_thinking",
    description: ${description},
    inputSchema: {
      type: "object",
      properties: {
        thought: { type: "string", description: "The current thought" },
        ${property}: { type: "integer", description: "Which thought this is, from 1" },
      },
      required: ["thought", "${property}"],
    },
  },
];`;

tester.run("description-matches-parameters", descriptionMatchesParameters, {
  valid: [
    fixture("mcp-server/server.ts"), // names `body`, which the schema declares
    fixture("openai-loop/agent.ts"),
    fixture("anthropic-loop/agent.ts"),
    fixture("class-tools/tools.ts"),
    fixture("const-enum/server.ts"),
    THINK(`"Think step by step; number each thought with \`thoughtNumber\`."`),
    // Code-like words that are close to no property.
    THINK(`"Uses the step_by_step method; see docs at example_site."`),
    // A brand-like bare word is not a typo of a property.
    `export const tool = { name: "buy", description: "Buy on the iPhone app", input_schema: { type: "object", properties: { phone: { type: "string" } } } };`,
    // Plain prose is not checked, even when a word happens to be near a property.
    THINK(`"Record a thought. Thoughts are numbered."`),
    // The tool's own name is not a parameter.
    THINK(`"Call sequential_thinking once per thought"`),
    // A spread may bring in `max_result` itself: no word is a stranger then.
    `const common = { max_result: { type: "number" } };
export const tools = [{ name: "x", description: "Pass \`max_result\`", inputSchema: { type: "object", properties: { ...common, maxResults: { type: "number" } } } }];`,
    // Nothing static to compare with.
    `export const tools = [{ name: "x", description: "Pass \`max_len\`", inputSchema: schemaFromElsewhere }];`,
    `export const tools = [{ name: "x", description: "Pass \`max_len\`", inputSchema: { type: "object" } }];`,
  ],
  invalid: [
    // The tool description names the property in another case style: the model follows the prose.
    (() => {
      const code = THINK(`"Think step by step; number each thought with \`thought_number\`."`);
      return {
        code,
        errors: [
          {
            messageId: "mismatch",
            data: { where: 'tool "sequential_thinking"', word: "thought_number", declared: "thoughtNumber" },
            ...at(code, '"Think'),
            suggestions: [
              {
                messageId: "useDeclared",
                data: { word: "thought_number", declared: "thoughtNumber" },
                output: THINK(`"Think step by step; number each thought with \`thoughtNumber\`."`),
              },
            ],
          },
        ],
      };
    })(),
    // A parameter description, a small edit away, bare camelCase.
    (() => {
      const code = THINK(`"Sequential thinking"`).replace("The current thought", "The current thought; see thougthNumber");
      return {
        code,
        errors: [
          {
            messageId: "mismatch",
            data: { where: 'parameter "thought" of tool "sequential_thinking"', word: "thougthNumber", declared: "thoughtNumber" },
            ...at(code, '"The current'),
            suggestions: [
              {
                messageId: "useDeclared",
                data: { word: "thougthNumber", declared: "thoughtNumber" },
                output: THINK(`"Sequential thinking"`).replace("The current thought", "The current thought; see thoughtNumber"),
              },
            ],
          },
        ],
      };
    })(),
    // A description kept in a const: reported at the reference, no edit of the shared text.
    (() => {
      const code = `const DESCRIPTION = "Search; pass \`max_results\` to cap the list";
export const tool = { name: "search", description: DESCRIPTION, input_schema: { type: "object", properties: { maxResults: { type: "number" } } } };`;
      return {
        code,
        errors: [
          {
            messageId: "mismatch",
            data: { where: 'tool "search"', word: "max_results", declared: "maxResults" },
            ...at(code, "DESCRIPTION,"),
            suggestions: [],
          },
        ],
      };
    })(),
    // MCP fixture: a typo in the prose.
    (() => {
      const { code, filename } = variant("mcp-server/server.ts", "Pass the text as `body`.", "Pass the text as `boddy`.");
      return {
        code,
        filename,
        errors: [
          {
            messageId: "mismatch",
            data: { where: 'tool "add_note"', word: "boddy", declared: "body" },
            ...at(code, '"Store a note'),
            suggestions: [{ messageId: "useDeclared", data: { word: "boddy", declared: "body" }, output: fixture("mcp-server/server.ts").code }],
          },
        ],
      };
    })(),
  ],
});
