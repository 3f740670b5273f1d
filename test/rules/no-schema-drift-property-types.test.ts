// no-schema-drift where a tool has neither a linked function nor a type for its whole arguments, but
// its implementation gives single properties a type: `args.days` passed to a typed parameter (also
// through a destructured binding), or cast (`args.amount as number`). Each speaks for its own
// property's type only; anything unsure (any/unknown, overloads, disagreeing uses) stays silent.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const FILE = "typed-calls/agent.ts";

/** The fixture with several replacements, each of a text occurring exactly once. */
function edited(...replacements: [string, string][]): { code: string; filename: string } {
  const { filename } = fixture(FILE);
  let { code } = fixture(FILE);
  for (const [from, to] of replacements) {
    const count = code.split(from).length - 1;
    if (count !== 1) throw new Error(`"${from}" occurs ${count} times`);
    code = code.replace(from, to);
  }
  return { code, filename };
}

/** The forecast made by a method of an instance a generic call hands back, the receiver's type written or not. */
const MADE_FORECASTER = (receiver: string): [string, string][] => [
  [
    'type Unit = "c" | "f";',
    `type Unit = "c" | "f";\nclass Forecaster { text(city: string, days: number, unit?: Unit): string { return city + days + (unit ?? ""); } }\nfunction made<T>(value: T): T { return value; }\nconst ${receiver} = made(new Forecaster());`,
  ],
  [
    "result = forecastText(args.city, args.days, args.unit);",
    "result = forecaster.text(args.city, args.days, args.unit);",
  ],
];

/** The forecast made by a method of a local class instance, its `days` parameter written as given. */
const FORECASTER = (days: string): [string, string][] => [
  [
    'type Unit = "c" | "f";',
    `type Unit = "c" | "f";\nclass Forecaster { text(city: string, ${days}, unit?: Unit): string { return city + days + (unit ?? ""); } }\nconst forecaster = new Forecaster();`,
  ],
  [
    "result = forecastText(args.city, args.days, args.unit);",
    "result = forecaster.text(args.city, args.days, args.unit);",
  ],
];

const CURRENCY_NUMBER: [string, string] = [`currency: { type: "string" }`, `currency: { type: "number" }`];
const DAYS_AS_STRING: [string, string] = [
  `days: { type: "integer", description: "How many days" }`,
  `days: { type: "string", description: "How many days" }`,
];

tester.run("no-schema-drift (property types)", noSchemaDrift, {
  valid: [
    // Every passed or cast property agrees with its schema; `any`/`unknown` parameters and the
    // overloaded callee say nothing about `value`, `note` and `id`.
    { name: "the clean fixture", ...fixture(FILE) },
    {
      name: "an untyped parameter of a local class's method says nothing",
      ...edited(DAYS_AS_STRING, ...FORECASTER("days")),
    },
    {
      // Its method's parameter is only reached by inferring the receiver through the call's generics
      // (a library's, in real servers: 0.7 s for one): not asked, for the cost.
      name: "a method of a receiver no written type gives a type is not asked",
      ...edited(DAYS_AS_STRING, ...MADE_FORECASTER("forecaster")),
    },
    {
      name: "a parameter typed unknown or any says nothing",
      ...variant(
        FILE,
        `properties: { value: { type: "string" }, note: { type: "string" } },`,
        `properties: { value: { type: "number" }, note: { type: "boolean" } },`,
      ),
    },
    {
      name: "read from what a validator returned: the validator types it (here it coerces), not the model",
      ...edited(
        DAYS_AS_STRING,
        [
          `import OpenAI from "openai";`,
          `import OpenAI from "openai";\nimport { z } from "zod";\nconst ForecastArgs = z.object({ city: z.string(), days: z.coerce.number(), unit: z.enum(["c", "f"]).optional() });`,
        ],
        [
          "result = forecastText(args.city, args.days, args.unit);",
          "const parsed = ForecastArgs.parse(args);\n          result = forecastText(parsed.city, parsed.days, parsed.unit);",
        ],
      ),
    },
    {
      name: "an overloaded callee: no guess which signature the model's value meets",
      ...variant(FILE, `properties: { id: { type: "string" } }`, `properties: { id: { type: "boolean" } }`),
    },
    {
      // A string parameter, then a number one.
      name: "two uses that disagree: no guess",
      ...edited([
        "result = forecastText(args.city, args.days, args.unit);",
        "result = searchNotes(args.days, 1).join() + forecastText(args.city, args.days, args.unit);",
      ]),
    },
    {
      name: "a spread gives no parameter to one property",
      ...edited(DAYS_AS_STRING, [
        "result = forecastText(args.city, args.days, args.unit);",
        "result = forecastText(args.city, ...args.days);",
      ]),
    },
    {
      name: "a default in between: the value passed is not the model's alone",
      ...edited(DAYS_AS_STRING, [
        "forecastText(args.city, args.days, args.unit)",
        "forecastText(args.city, args.days ?? 1, args.unit)",
      ]),
    },
    {
      name: "a reassigned binding may hold a value the handler made",
      ...edited(
        [
          `properties: { query: { type: "string" }, limit: { type: "number" } },`,
          `properties: { query: { type: "string" }, limit: { type: "string" } },`,
        ],
        ["const { query, limit } = args;", "let { query, limit } = args;\n          limit = Number(limit);"],
      ),
    },
    {
      name: "a property the handler writes may hold its own value",
      ...edited(DAYS_AS_STRING, [
        "result = forecastText(args.city, args.days, args.unit);",
        "args.days ??= 1;\n          result = forecastText(args.city, args.days, args.unit);",
      ]),
    },
    {
      name: "a default-library function coerces what it gets (parseInt)",
      ...edited([
        "forecastText(args.city, args.days, args.unit)",
        "forecastText(args.city, parseInt(args.days), args.unit)",
      ]),
    },
    // `null` is not the property type's to say (handlers often take care of it).
    {
      name: "nor is null",
      ...variant(
        FILE,
        `days: { type: "integer", description: "How many days" }`,
        `days: { type: ["integer", "null"], description: "How many days" }`,
      ),
    },
    {
      // The property the schema lacks is no-undeclared-arguments' business; the others are not missing.
      name: "no missing or extra properties from property types",
      ...edited([
        'properties: { amount: { type: "number" }, currency: { type: "string" } },',
        'properties: { amount: { type: "number" }, rate: { type: "string" } },',
      ]),
    },
  ],
  invalid: [
    // Required-ness is not the property type's to say (no requiredMismatch from it); but `days` is
    // passed on every path to `days: number`, which refuses undefined: required from use.
    {
      name: "required-ness comes from the use, not the property type",
      ...variant(FILE, `required: ["city", "days"],`, `required: ["city"],`),
      errors: [
        {
          messageId: "requiredFromUse",
          ...at(variant(FILE, `required: ["city", "days"],`, `required: ["city"],`).code, `days: { type: "integer"`),
          suggestions: [{ messageId: "addRequired", data: { property: "days" }, output: fixture(FILE).code }],
        } as never,
      ],
    },
    // A method of a class of this file, through an instance made here: its written parameter type speaks.
    {
      name: "a positional pass to a typed method of a local class",
      ...edited(DAYS_AS_STRING, ...FORECASTER("days: number")),
      output: edited(
        [DAYS_AS_STRING[0], `days: { type: "number", description: "How many days" }`],
        ...FORECASTER("days: number"),
      ).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: {
            name: "days",
            expected: "number",
            actual: "string",
            signature: "the parameter `days` of forecaster.text (number)",
          },
          ...at(edited(DAYS_AS_STRING, ...FORECASTER("days: number")).code, `days: { type: "string"`),
          suggestions: [],
        } as never,
      ],
    },
    {
      name: "a method of a receiver whose type is written",
      ...edited(DAYS_AS_STRING, ...MADE_FORECASTER("forecaster: Forecaster")),
      output: edited(
        [DAYS_AS_STRING[0], `days: { type: "number", description: "How many days" }`],
        ...MADE_FORECASTER("forecaster: Forecaster"),
      ).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: {
            name: "days",
            expected: "number",
            actual: "string",
            signature: "the parameter `days` of forecaster.text (number)",
          },
          ...at(edited(DAYS_AS_STRING, ...MADE_FORECASTER("forecaster: Forecaster")).code, `days: { type: "string"`),
          suggestions: [],
        } as never,
      ],
    },
    // Passed positionally to a typed function: reported once, at the property; the fix keeps the description.
    {
      name: "a positional pass to a typed function",
      ...edited(DAYS_AS_STRING),
      output: edited([DAYS_AS_STRING[0], `days: { type: "number", description: "How many days" }`]).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: {
            name: "days",
            expected: "number",
            actual: "string",
            signature: "the parameter `days` of forecastText (number)",
          },
          ...at(edited(DAYS_AS_STRING).code, `days: { type: "string"`),
          suggestions: [],
        } as never,
      ],
    },
    // A literal-union parameter against the schema's enum.
    {
      name: "a literal-union parameter against the schema's enum",
      ...variant(FILE, `unit: { type: "string", enum: ["c", "f"] },`, `unit: { type: "string", enum: ["c", "k"] },`),
      output: fixture(FILE).code,
      errors: [
        {
          messageId: "enumMismatch",
          data: {
            name: "unit",
            expected: '"c" | "f"',
            actual: '"c" | "k"',
            signature: "the parameter `unit` of forecastText (Unit)",
          },
          ...at(variant(FILE, `enum: ["c", "f"]`, `enum: ["c", "k"]`).code, `unit: {`),
        } as never,
      ],
    },
    // A cast of a property read.
    {
      name: "a cast of a property read",
      ...variant(
        FILE,
        `properties: { amount: { type: "number" }, currency: { type: "string" } },`,
        `properties: { amount: { type: "string" }, currency: { type: "string" } },`,
      ),
      output: fixture(FILE).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "amount", expected: "number", actual: "string", signature: "the cast to number" },
          ...at(fixture(FILE).code, "amount: {"),
        } as never,
      ],
    },
    // A cast through unknown, and `<T>x`.
    {
      name: "a cast through unknown",
      ...edited(["${args.currency as string}", "${args.currency as unknown as number}"]),
      output: edited(CURRENCY_NUMBER, ["${args.currency as string}", "${args.currency as unknown as number}"]).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "currency", expected: "number", actual: "string", signature: "the cast to number" },
        } as never,
      ],
    },
    {
      name: "an angle-bracket cast",
      ...edited(["${args.currency as string}", "${<number>args.currency}"]),
      output: edited(CURRENCY_NUMBER, ["${args.currency as string}", "${<number>args.currency}"]).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "currency", expected: "number", actual: "string", signature: "the cast to number" },
        } as never,
      ],
    },
    // A destructured binding passed on.
    {
      name: "a destructured binding passed on",
      ...variant(
        FILE,
        `properties: { query: { type: "string" }, limit: { type: "number" } },`,
        `properties: { query: { type: "string" }, limit: { type: "boolean" } },`,
      ),
      output: fixture(FILE).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: {
            name: "limit",
            expected: "number",
            actual: "boolean",
            signature: "the parameter `limit` of searchNotes (number)",
          },
          ...at(fixture(FILE).code, "limit: {"),
        } as never,
      ],
    },
    // A method of an object: `notes.search(args.query, …)`.
    {
      name: "a method of an object",
      ...edited(
        ['result = searchNotes(query, limit).join("\\n");', 'result = notes.search(query, limit).join("\\n");'],
        [
          "const client = new OpenAI();",
          "const client = new OpenAI();\nconst notes = { search: (text: number, max: number): string[] => [String(text)].slice(0, max) };",
        ],
      ),
      output: edited(
        ['result = searchNotes(query, limit).join("\\n");', 'result = notes.search(query, limit).join("\\n");'],
        [
          "const client = new OpenAI();",
          "const client = new OpenAI();\nconst notes = { search: (text: number, max: number): string[] => [String(text)].slice(0, max) };",
        ],
        [`properties: { query: { type: "string" }, limit`, `properties: { query: { type: "number" }, limit`],
      ).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: {
            name: "query",
            expected: "number",
            actual: "string",
            signature: "the parameter `text` of notes.search (number)",
          },
        } as never,
      ],
    },
    // A type for the whole arguments speaks first: one report, naming it — not a second from the parameter.
    {
      name: "a type for the whole arguments speaks first",
      ...edited(
        DAYS_AS_STRING,
        [
          'type Unit = "c" | "f";',
          'type Unit = "c" | "f";\ninterface ForecastArgs { city: string; days: number; unit?: Unit }',
        ],
        [
          "result = forecastText(args.city, args.days, args.unit);",
          "void (args as ForecastArgs);\n          result = forecastText(args.city, args.days, args.unit);",
        ],
      ),
      output: edited(
        [DAYS_AS_STRING[0], `days: { type: "number", description: "How many days" }`],
        [
          'type Unit = "c" | "f";',
          'type Unit = "c" | "f";\ninterface ForecastArgs { city: string; days: number; unit?: Unit }',
        ],
        [
          "result = forecastText(args.city, args.days, args.unit);",
          "void (args as ForecastArgs);\n          result = forecastText(args.city, args.days, args.unit);",
        ],
      ).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "days", expected: "number", actual: "string", signature: "the cast to ForecastArgs" },
          suggestions: 1,
        } as never,
      ],
    },
    // A function linked by name that takes its arguments one by one (a switch calls it
    // `getForecast(args.city, args.days, …)`): which parameter gets what is for the call to say.
    {
      name: "a function linked by name and called positionally: the call's types speak",
      ...edited(
        DAYS_AS_STRING,
        ["function forecastText(", "function getForecast("],
        ["result = forecastText(args.city", "result = getForecast(args.city"],
      ),
      output: edited(
        [DAYS_AS_STRING[0], `days: { type: "number", description: "How many days" }`],
        ["function forecastText(", "function getForecast("],
        ["result = forecastText(args.city", "result = getForecast(args.city"],
      ).code,
      errors: [
        {
          messageId: "typeMismatch",
          data: {
            name: "days",
            expected: "number",
            actual: "string",
            signature: "the parameter `days` of getForecast (number)",
          },
          suggestions: 0,
        } as never,
      ],
    },
  ],
});
