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

/** A toolkit entry (the PayPal and Stripe shape) whose prompt is a function returning one text, with a zod schema. */
/** A search tool whose `sort_by` describes the values it takes; `extra` is written in its schema. */
const SORTED = (extra: string) => `export const tools = [{
  name: "search_tasks",
  description: "Search tasks",
  input_schema: {
    type: "object",
    properties: {
      created_on: { type: "string", description: "Tasks created on this date" },
      sort_by: { type: "string", description: "Sort by: due_date, created_at, modified_at", ${extra} },
    },
  },
}];`;

const TOOLKIT = (
  prompt: string,
  shape = "name: z.string(), type: z.string(), category: z.string().optional()",
  extra = "",
) => `import { z } from "zod";
const createProductPrompt = (context: unknown) => \`${prompt}\`;
const createProductParameters = (context: unknown) => z.object({ ${shape} })${extra};
export const tools = (context: unknown) => [
  { method: "create_product", name: "Create Product", description: createProductPrompt(context), parameters: createProductParameters(context) },
];`;

const PAYLOAD = `Create a product.
Below is the payload request structure:
{
    "id": "#PROD-1",
    "name": "Video Streaming Service",
    "type": "SERVICE",
    "category": "SOFTWARE"
}`;

tester.run("description-matches-parameters", descriptionMatchesParameters, {
  valid: [
    {
      name: "a parameter's description that names one of its own values lists values, not properties",
      code: SORTED(`default: "modified_at"`),
    },
    {
      name: "prose speaking of several values of a property by its plural",
      code: THINK(`"Number each thought; list earlier ones as [thoughtNumbers] when revising."`),
    },
    // Input examples whose keys are all the schema's; output examples are not arguments.
    { name: "the mail-tools fixture as written", ...fixture("mail-tools/tools.ts") },
    {
      name: "a payload example whose keys are all the schema's",
      code: TOOLKIT(PAYLOAD.replace(`"id": "#PROD-1",\n    `, "")),
    },
    {
      name: "a zod schema: a word a small edit from a top-level name may be a nested or returned one",
      code: TOOLKIT(
        "Usage per key, each period identified by its \\`apiKey\\` field.",
        "view: z.string(), byApiKey: z.boolean()",
      ),
    },
    {
      name: "a zod schema that lets any key in: no word is a stranger",
      code: TOOLKIT(
        "Create a product of a product_type.",
        "name: z.string(), productType: z.string()",
        ".passthrough()",
      ),
    },
    {
      name: "a payload key the schema lacks, when the schema lets any key in",
      code: TOOLKIT(PAYLOAD, undefined, ".passthrough()"),
    },
    {
      name: "a returned example is not what is sent",
      code: TOOLKIT(
        `Create a product. Returns the created product:\n{ "id": "PROD-1", "name": "x", "type": "SERVICE" }`,
      ),
    },
    {
      name: "a sample sharing one key with the schema is not the arguments",
      code: TOOLKIT(`Create a product. Example payload: { "id": "PROD-1", "name": "x" }`),
    },
    {
      name: "the example value of one parameter is not the arguments",
      code: TOOLKIT(`Create a product. Example input for category: { "id": "SOFTWARE", "label": "Software" }`),
    },
    // Keys none of which is the schema's: the content of a text parameter, unless a heading over a tool of several parameters says otherwise.
    {
      name: "keys none of which is the schema's are a text parameter's content",
      code: TOOLKIT(`Parse a JSON input such as { "a": 1, "b": 2 }`, "text: z.string(), strict: z.boolean()"),
    },
    {
      name: "an input heading over a tool of one text parameter is its content",
      code: TOOLKIT(`Parse JSON.\nINPUT example:\n{ "a": 1 }`, "text: z.string()"),
    },
    {
      name: "a tool-call envelope holds the arguments inside",
      code: TOOLKIT(
        `Call it with input like { "tool": "create_product", "arguments": { "name": "x", "type": "SERVICE" } }`,
      ),
    },
    {
      name: "placeholders in braces are not objects",
      code: TOOLKIT(`Create a product.\n- name: {product_name} (required)\n- type {DIGITAL | PHYSICAL} (required)`),
    },
    // Plain prose naming a word is no claim, and a list not said to be required is no list of arguments.
    {
      name: "plain prose naming a word is no claim",
      code: TOOLKIT(`Create a product; products are found by name, type, category or status.`),
    },
    {
      name: "a list said to be required that names only the schema's properties",
      code: TOOLKIT(`High level: name, type, category are required.`),
    },
    {
      name: "a list mostly not of the schema's names is prose",
      code: TOOLKIT(`The id, status, owner, name are required by the catalog.`),
    },
    { name: "the mcp-server fixture as written", ...fixture("mcp-server/server.ts") }, // names `body`, which the schema declares
    { name: "the openai-loop fixture as written", ...fixture("openai-loop/agent.ts") },
    { name: "the anthropic-loop fixture as written", ...fixture("anthropic-loop/agent.ts") },
    { name: "the class-tools fixture as written", ...fixture("class-tools/tools.ts") },
    { name: "the const-enum fixture as written", ...fixture("const-enum/server.ts") },
    {
      name: "a description naming a property as the schema spells it",
      code: THINK(`"Think step by step; number each thought with \`thoughtNumber\`."`),
    },
    {
      name: "code-like words close to no property",
      code: THINK(`"Uses the step_by_step method; see docs at example_site."`),
    },
    {
      name: "a brand-like bare word is no typo of a property",
      code: `export const tool = { name: "buy", description: "Buy on the iPhone app", input_schema: { type: "object", properties: { phone: { type: "string" } } } };`,
    },
    {
      name: "plain prose is not checked, even near a property's name",
      code: THINK(`"Record a thought. Thoughts are numbered."`),
    },
    { name: "the tool's own name is no parameter", code: THINK(`"Call sequential_thinking once per thought"`) },
    {
      name: "a spread may bring in the named property itself",
      code: `const common = { max_result: { type: "number" } };
export const tools = [{ name: "x", description: "Pass \`max_result\`", inputSchema: { type: "object", properties: { ...common, maxResults: { type: "number" } } } }];`,
    },
    // Nothing static to compare with.
    {
      name: "a schema from elsewhere: nothing static to compare with",
      code: `export const tools = [{ name: "x", description: "Pass \`max_len\`", inputSchema: schemaFromElsewhere }];`,
    },
    {
      name: "a schema without properties: nothing to compare with",
      code: `export const tools = [{ name: "x", description: "Pass \`max_len\`", inputSchema: { type: "object" } }];`,
    },
  ],
  invalid: [
    {
      name: "a parameter's description whose words are none of its values: a near miss of a property is one",
      ...(() => {
        const code = SORTED(`default: "newest"`);
        return {
          code,
          errors: [
            {
              messageId: "mismatch",
              data: { where: 'parameter "sort_by" of tool "search_tasks"', word: "created_at", declared: "created_on" },
              ...at(code, '"Sort by'),
              suggestions: [
                {
                  messageId: "useDeclared",
                  data: { word: "created_at", declared: "created_on" },
                  output: code.replace("due_date, created_at", "due_date, created_on"),
                },
              ],
            },
          ],
        };
      })(),
    },
    {
      name: "a tool with a zod schema whose description names a property in another case style",
      ...(() => {
        const code = TOOLKIT("Create a product of a product_type.", "name: z.string(), productType: z.string()");
        return {
          code,
          errors: [
            {
              messageId: "mismatch",
              data: { where: 'tool "create_product"', word: "product_type", declared: "productType" },
              ...at(code, "createProductPrompt(context), parameters"),
              suggestions: [],
            },
          ],
        };
      })(),
    },
    {
      name: "a description written as texts joined with +: read whole, reported without an edit to the sum",
      ...(() => {
        const code = THINK(`"Think step by step; " +\n      "number each thought with thought_number."`);
        return {
          code,
          errors: [
            {
              messageId: "mismatch",
              data: { where: 'tool "sequential_thinking"', word: "thought_number", declared: "thoughtNumber" },
              ...at(code, '"Think step by step; " +'),
              suggestions: [],
            },
          ],
        };
      })(),
    },
    {
      name: "the tool description names a property in another case style",
      ...(() => {
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
    },
    {
      name: "a parameter description names a property a small edit away",
      ...(() => {
        const code = THINK(`"Sequential thinking"`).replace(
          "The current thought",
          "The current thought; see thougthNumber",
        );
        return {
          code,
          errors: [
            {
              messageId: "mismatch",
              data: {
                where: 'parameter "thought" of tool "sequential_thinking"',
                word: "thougthNumber",
                declared: "thoughtNumber",
              },
              ...at(code, '"The current'),
              suggestions: [
                {
                  messageId: "useDeclared",
                  data: { word: "thougthNumber", declared: "thoughtNumber" },
                  output: THINK(`"Sequential thinking"`).replace(
                    "The current thought",
                    "The current thought; see thoughtNumber",
                  ),
                },
              ],
            },
          ],
        };
      })(),
    },
    {
      name: "a description kept in a const is reported at the reference",
      ...(() => {
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
    },
    {
      name: "a typo in the prose of an MCP tool",
      ...(() => {
        const { code, filename } = variant(
          "mcp-server/server.ts",
          "Pass the text as `body`.",
          "Pass the text as `boddy`.",
        );
        return {
          code,
          filename,
          errors: [
            {
              messageId: "mismatch",
              data: { where: 'tool "add_note"', word: "boddy", declared: "body" },
              ...at(code, '"Store a note'),
              suggestions: [
                {
                  messageId: "useDeclared",
                  data: { word: "boddy", declared: "body" },
                  output: fixture("mcp-server/server.ts").code,
                },
              ],
            },
          ],
        };
      })(),
    },
    {
      name: "a prompt function's payload example holds a key the schema lacks",
      ...(() => {
        const code = TOOLKIT(PAYLOAD);
        return {
          code,
          errors: [
            {
              messageId: "undeclared" as const,
              data: { where: 'tool "create_product"', word: "id", place: "in its input example" },
              ...at(code, "createProductPrompt(context)"),
            },
          ],
        };
      })(),
    },
    {
      name: "a list said to be required names a property the schema lacks",
      ...(() => {
        const code = TOOLKIT(
          `Create a product.\nHigh level: name, type, status: {CREATED|ACTIVE}, category are required in json object.`,
        );
        return {
          code,
          errors: [
            {
              messageId: "undeclared" as const,
              data: { where: 'tool "create_product"', word: "status", place: "in the list it says is required" },
              ...at(code, "createProductPrompt(context)"),
            },
          ],
        };
      })(),
    },
    {
      name: "a list of required parameters names one the schema lacks",
      ...(() => {
        const code = TOOLKIT(
          `Create a product. Required parameters are: name (the product name), type (its type), sku.`,
        );
        return {
          code,
          errors: [
            {
              messageId: "undeclared" as const,
              data: { where: 'tool "create_product"', word: "sku", place: "in the list it says is required" },
              ...at(code, "createProductPrompt(context)"),
            },
          ],
        };
      })(),
    },
    // A description imported from another module, meant for another tool: its input example is not this schema.
    {
      name: "a description imported from another module, meant for another tool",
      ...(() => {
        const { code, filename } = variant(
          "mail-tools/tools.ts",
          "description: SEND_DESCRIPTION",
          "description: READ_DESCRIPTION",
        );
        return {
          code,
          filename,
          errors: [
            {
              messageId: "undeclared" as const,
              data: { where: 'tool "send_message"', word: "messageId", place: "in its input example" },
              ...at(code, "READ_DESCRIPTION,\n    inputSchema"),
            },
          ],
        };
      })(),
    },
  ],
});
