// no-schema-drift where a tool has no linked function but its implementation gives the arguments a
// type: a cast (through unknown too), a type guard, a typed parameter of a handler in another file,
// a class tool's typed `call`. Same kinds, messages and fixes as for a signature.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

/** A drifted variant of a fixture: one error at `marker`, fixed back to `fixed` (default: the clean fixture). */
function drifted(
  file: string,
  from: string,
  to: string,
  marker: string,
  error: { messageId: string; data: Record<string, string> },
  fixed?: string,
): Cases["invalid"][number] {
  const { code, filename } = variant(file, from, to);
  return {
    code,
    filename,
    output: fixed ?? fixture(file).code,
    errors: [{ ...error, ...at(code, marker), suggestions: 1 } as never],
  };
}

tester.run("no-schema-drift (implementation types)", noSchemaDrift, {
  valid: [
    { name: "the guards fixture as written", ...fixture("guards/server.ts") },
    {
      // `maxWords ?? 50` copes without it: the cast's required `maxWords` is the type's word, not the code's.
      name: "a cast that requires what the code defaults, the schema leaving it optional",
      ...variant("guards/server.ts", "  maxWords?: number;", "  maxWords: number;"),
    },
    { name: "the handlers fixture as written", ...fixture("handlers/index.ts") },
    { name: "the class-tools fixture as written", ...fixture("class-tools/tools.ts") },
    // Reads without a type are the read-based rules' business, not this one's.
    { name: "reads without a type are the read-based rules' business", ...fixture("mcp-server/server.ts") },
    { name: "the openai-loop fixture as written", ...fixture("openai-loop/agent.ts") },
    {
      name: "two casts that disagree: no guess",
      ...variant(
        "guards/server.ts",
        "const { text, maxWords } = args as unknown as SummarizeArgs;",
        "const { text, maxWords } = args as unknown as SummarizeArgs;\n    void (args as unknown as TranslateArgs);",
      ),
    },
  ],
  invalid: [
    {
      name: "a cast through unknown: a type mismatch, fixed in place",
      ...drifted(
        "guards/server.ts",
        `maxWords: { type: "integer" }`,
        `maxWords: { type: "string" }`,
        'maxWords: { type: "string"',
        {
          messageId: "typeMismatch",
          data: { name: "maxWords", expected: "number", actual: "string", signature: "the cast to SummarizeArgs" },
        },
        variant("guards/server.ts", `maxWords: { type: "integer" }`, `maxWords: { type: "number" }`).code,
      ),
    },
    {
      name: "required-ness disagreeing with the cast",
      ...drifted("guards/server.ts", `required: ["text"],`, `required: ["text", "maxWords"],`, "maxWords: {", {
        messageId: "requiredMismatch",
        data: { name: "maxWords", expected: "optional", actual: "required", signature: "the cast to SummarizeArgs" },
      }),
    },
    (() => {
      const { code, filename } = variant("guards/server.ts", 'required: ["text"],', "required: [],");
      return {
        name: "a cast that requires what the code uses untested, the schema leaving it optional",
        code,
        filename,
        output: fixture("guards/server.ts").code,
        errors: [
          {
            messageId: "requiredMismatch",
            data: { name: "text", expected: "required", actual: "optional", signature: "the cast to SummarizeArgs" },
            ...at(code, 'text: { type: "string" }, maxWords'),
            suggestions: 1,
          } as never,
        ],
      };
    })(),
    {
      name: "a type guard: the schema lacks a property of the guarded type",
      ...drifted(
        "guards/server.ts",
        `properties: { text: { type: "string" }, target: { type: "string" } },`,
        `properties: { text: { type: "string" } },`,
        'properties: { text: { type: "string" } },',
        {
          messageId: "missingProperty",
          data: {
            name: "target",
            expected: "string",
            actual: "absent",
            signature: "the type guard isTranslateArgs (TranslateArgs)",
          },
        },
      ),
    },
    {
      name: "a class tool's typed call method is its implementation",
      ...drifted(
        "class-tools/tools.ts",
        `recursive: { type: "boolean" }`,
        `recursive: { type: "string" }`,
        'recursive: { type: "string"',
        {
          messageId: "typeMismatch",
          data: { name: "recursive", expected: "boolean", actual: "string", signature: "ListFilesTool.call(input)" },
        },
      ),
    },
    {
      name: "a class tool's typed call method with a context after the arguments is its implementation",
      ...drifted(
        "class-tools/tools.ts",
        `followLinks: { type: "boolean" }`,
        `followLinks: { type: "string" }`,
        'followLinks: { type: "string"',
        {
          messageId: "typeMismatch",
          data: {
            name: "followLinks",
            expected: "boolean",
            actual: "string",
            signature: "StatFileTool.execute(input, context)",
          },
        },
      ),
    },
    {
      name: "a handler in another file, typed through the cast that hands it the arguments",
      ...drifted(
        "handlers/index.ts",
        `days: { type: "number" }`,
        `days: { type: "string" }`,
        'days: { type: "string"',
        {
          messageId: "typeMismatch",
          data: { name: "days", expected: "number", actual: "string", signature: "the cast to ForecastArgs" },
        },
      ),
    },
  ],
});
