import rule from "../../rules/valid-zod-schema.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const validZodSchema = rule as unknown as Parameters<typeof tester.run>[1];

const RAW_SHAPE = "{ state: z.string().length(2) }";
const ZOD_OBJECT = "z.object({ state: z.string().length(2) })";

const objectGiven = variant("reach/mcp-zod.ts", RAW_SHAPE, ZOD_OBJECT);
const constGiven = variant("reach/mcp-zod.ts", `  ${RAW_SHAPE},\n`, "  StateArgs,\n");
const constCode = constGiven.code.replace("export { server };", `export { server };\nconst StateArgs = ${ZOD_OBJECT};`);
const optional = variant(
  "reach/openai-zod.ts",
  'unit: z.enum(["c", "f"]).nullable()',
  'unit: z.enum(["c", "f"]).optional().describe("unit")',
);
// The outermost of .optional() and .default() decides what openai's strict conversion does.
const UNIT = 'unit: z.enum(["c", "f"]).nullable()';
const defaulted = variant("reach/openai-zod.ts", UNIT, 'unit: z.enum(["c", "f"]).default("c")');
const optionalThenDefault = variant("reach/openai-zod.ts", UNIT, 'unit: z.enum(["c", "f"]).optional().default("c")');
const defaultThenOptional = variant("reach/openai-zod.ts", UNIT, 'unit: z.enum(["c", "f"]).default("c").optional()');
const unitError = (messageId: string, code: string) => ({
  messageId,
  data: { property: "unit", tool: 'tool "get_weather"' },
  ...at(code, "unit: z.enum"),
});

tester.run("valid-zod-schema", validZodSchema, {
  valid: [
    { name: "the MCP zod fixture as written", ...fixture("reach/mcp-zod.ts") },
    { name: "the OpenAI zod fixture as written", ...fixture("reach/openai-zod.ts") },
    { name: "the Agents SDK fixture as written", ...fixture("reach/agents.ts") },
    { name: "the LangChain fixture as written", ...fixture("reach/langchain.ts") },
    { name: "the Vercel AI zod fixture as written", ...fixture("reach/vercel-zod.ts") },
    {
      name: "registerTool takes a zod schema as well as a raw shape",
      ...variant(
        "reach/mcp-zod.ts",
        'inputSchema: { city: z.string().describe("City name"), unit: z.enum(["c", "f"]).optional() }',
        'inputSchema: z.object({ city: z.string(), unit: z.enum(["c", "f"]).optional() })',
      ),
    },
    // .nullish() and .optional().nullable() are fine in a strict tool.
    {
      name: ".nullish() is fine in a strict tool",
      ...variant("reach/openai-zod.ts", 'unit: z.enum(["c", "f"]).nullable()', 'unit: z.enum(["c", "f"]).nullish()'),
    },
    {
      name: ".optional().nullable() is fine in a strict tool",
      ...variant(
        "reach/openai-zod.ts",
        'unit: z.enum(["c", "f"]).nullable()',
        'unit: z.enum(["c", "f"]).optional().nullable()',
      ),
    },
    // The Agents SDK rewrites optional fields for strict mode itself.
    {
      name: "the Agents SDK rewrites an optional field for strict mode itself",
      ...variant("reach/agents.ts", "includeItems: z.boolean().nullable()", "includeItems: z.boolean().optional()"),
    },
    {
      name: "the Agents SDK rewrites a defaulted field for strict mode itself",
      ...variant("reach/agents.ts", "includeItems: z.boolean().nullable()", "includeItems: z.boolean().default(false)"),
    },
    {
      name: "not strict: the MCP SDK publishes a .default() field as optional",
      ...variant("reach/mcp-zod.ts", 'unit: z.enum(["c", "f"]).optional()', 'unit: z.enum(["c", "f"]).default("c")'),
    },
  ],
  invalid: [
    {
      name: "a zod object where a raw shape is due",
      ...objectGiven,
      errors: [
        {
          messageId: "objectForRawShape",
          data: { tool: 'tool "get_alerts"' },
          ...at(objectGiven.code, ZOD_OBJECT),
          suggestions: [{ messageId: "useRawShape", output: fixture("reach/mcp-zod.ts").code }],
        },
      ] as never,
    },
    {
      name: "a const zod object is reported where it is passed", // A const: reported where it is passed, no suggestion (the const may serve elsewhere).
      code: constCode,
      filename: constGiven.filename,
      errors: [{ messageId: "objectForRawShape", ...at(constCode, "StateArgs,"), suggestions: [] }] as never,
    },
    {
      name: "an optional field without nullable in a strict tool",
      ...optional,
      errors: [
        {
          messageId: "optionalWithoutNullable",
          data: { property: "unit", tool: 'tool "get_weather"' },
          ...at(optional.code, "unit: z.enum"),
        },
      ] as never,
    },
    {
      name: "a default makes the strict field required: published as such, it never applies",
      ...defaulted,
      errors: [unitError("defaultInStrict", defaulted.code)] as never,
    },
    // A default outside an optional: required, no throw; an optional outside a default: the throw.
    {
      name: "a default outside an optional: required, no throw",
      ...optionalThenDefault,
      errors: [unitError("defaultInStrict", optionalThenDefault.code)] as never,
    },
    {
      name: "an optional outside a default: the throw",
      ...defaultThenOptional,
      errors: [unitError("optionalWithoutNullable", defaultThenOptional.code)] as never,
    },
  ],
});
