// no-schema-drift, a zod schema written here and no type for the whole arguments: a field's zod
// constructor (`path: z.number()`) against the type the implementation gives that property where it
// uses it (`resolvePath(filePath: string)`). Only where both say one JSON type.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const SERVER = "required/checked-path.ts";
const PATH = `{ path: z.string().describe("The path to read") }`;

tester.run("no-schema-drift (zod fields against the types their uses give)", noSchemaDrift, {
  valid: [
    { name: "as written: a string handed to a string", ...fixture(SERVER) },
    {
      name: "checks and a description keep the type",
      ...variantOf(SERVER, [[PATH, `{ path: z.string().min(1).trim().describe("The path to read") }`]]),
    },
    {
      name: "a coercion, a union or a transform may give the use what it takes: silent",
      ...variantOf(SERVER, [[PATH, `{ path: z.number().transform(String).describe("The path to read") }`]]),
    },
    {
      name: "a field that is no constructor call of z says no type",
      ...variantOf(SERVER, [
        [PATH, `{ path: PathField }`],
        [`const server = new McpServer`, `const PathField = z.number();\nconst server = new McpServer`],
      ]),
    },
  ],
  invalid: [
    (() => {
      const { code, filename } = variantOf(SERVER, [[PATH, `{ path: z.number().describe("The path to read") }`]]);
      return {
        name: "a number field whose value is handed to a parameter that takes a string",
        code,
        filename,
        errors: [
          {
            messageId: "typeMismatch",
            data: {
              name: "path",
              actual: "number",
              expected: "string",
              signature: "the parameter `filePath` of resolvePath (string)",
            },
            ...at(code, "path: z.number()"),
          } as never,
        ],
      };
    })(),
  ],
});
