// no-schema-drift, a zod schema written here and no type for the whole arguments: a field's zod
// constructor (`path: z.number()`) against the type the implementation gives that property where it
// uses it (`resolvePath(filePath: string)`). Only where both say one JSON type.
import { parse } from "@typescript-eslint/parser";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-schema-drift.js";
import { zodFieldType } from "../../src/find/index.js";
import { at, fixture, pluginReports, tester, variantOf } from "./real-world-helpers.js";

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

describe("zodFieldType", () => {
  const field = (code: string) => {
    const statement = parse(code).body[0];
    if (statement?.type !== AST_NODE_TYPES.ExpressionStatement) throw new Error(code);
    return zodFieldType(statement.expression);
  };

  it("reads a constructor of z through the methods that keep its type", () => {
    expect(field('z.string().min(1).describe("x")')).toBe("string");
    expect(field("z.int().optional()")).toBe("integer");
    expect(field("z.boolean()")).toBe("boolean");
  });

  it("says nothing of other chains, and never throws on them", () => {
    for (const code of [
      "z.coerce.number()",
      "make().number()",
      "make()().string()",
      "z.string().array()",
      "z.number().transform(String)",
      "Field",
    ])
      expect(field(code)).toBeUndefined();
  });
});

describe("a zod schema against the type its handler casts the arguments to", () => {
  const CAST = "zod-shapes/cast-handler.ts";

  it("as written: silent (an integer is a number)", () => {
    expect(pluginReports(fixture(CAST))).toEqual([]);
  });

  it("a field retyped in the schema is reported against the cast", () => {
    expect(pluginReports(variantOf(CAST, [["days: z.number().int()", "days: z.string()"]]))).toEqual([
      expect.stringMatching(/^no-schema-drift: `days` is string in the schema but number in the cast to /),
    ]);
  });
});
