// no-schema-drift, required-ness from use for zod schemas written here: a key the shape may leave
// missing after parsing (`.optional()`, `.nullish()`, `.partial()`, no default in its chain) that the
// handler uses on every path. A default or fallback fills the key in before the handler runs; a transform may.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const SERVER = "required/zod-server.ts";
const LABEL = `label: z.string().describe("The label to print."),`;
const NOTE = `note: z.string().describe("The note."),`;

const PARSED = "required/parsed-server.ts";

function invalid(changes: [string, string][], marker: string, data: Record<string, string>, file = SERVER) {
  const { code, filename } = variantOf(file, changes);
  return {
    code,
    filename,
    errors: [
      {
        messageId: "requiredFromUseLibrary",
        data: { ...data, library: "zod", line: String(at(code, data.use!).line) },
        ...at(code, marker),
      } as never,
    ],
  };
}

tester.run("no-schema-drift (required from use, zod)", noSchemaDrift, {
  valid: [
    {
      name: "as written: the used key is required, the optional one tested, the counted one defaulted",
      ...fixture(SERVER),
    },
    {
      name: "a default after .optional() fills the key in before the handler runs",
      ...variantOf(SERVER, [[LABEL, `label: z.string().optional().default("").describe("The label to print."),`]]),
    },
    {
      name: "a fallback (.catch) fills it in too",
      ...variantOf(SERVER, [[LABEL, `label: z.string().optional().catch("").describe("The label to print."),`]]),
    },
    {
      name: "a transform may map the missing key to a value of its own",
      ...variantOf(SERVER, [
        [LABEL, `label: z.string().optional().transform((value) => value ?? "").describe("The label to print."),`],
      ]),
    },
    {
      name: "the handler defaults the optional key itself",
      ...variantOf(SERVER, [
        [LABEL, `label: z.string().optional().describe("The label to print."),`],
        ["async ({ label, copies }) =>", `async ({ label = "", copies }) =>`],
      ]),
    },
    {
      name: "parsed by the schema the model sees: the defaulted key is there after the parse, the optional one tested",
      ...fixture(PARSED),
    },
    {
      name: "parsed by a schema that defaults what the listed JSON Schema leaves optional: there after the parse",
      ...variantOf(PARSED, [
        ["destination: z.string(),", `destination: z.string().default("home"),`],
        [
          "inputSchema: zodToJsonSchema(TripSchema)",
          `inputSchema: {\n        type: "object",\n        properties: { origin: { type: "string" }, destination: { type: "string" }, nights: { type: "number" }, note: { type: "string" } },\n        required: ["origin"],\n      }`,
        ],
      ]),
    },
  ],
  invalid: [
    {
      name: "parsed by the schema the model sees: an optional key it leaves missing, used on every path after",
      ...invalid(
        [["destination: z.string(),", "destination: z.string().optional(),"]],
        "destination: z",
        { name: "destination", tool: 'tool "plan_trip"', when: "the tool runs", use: "trip.destination.toUpperCase" },
        PARSED,
      ),
    },
    {
      name: "an optional key the handler dereferences on every path",
      ...invalid([[LABEL, `label: z.string().optional().describe("The label to print."),`]], "label: z", {
        name: "label",
        tool: 'tool "stamp_label"',
        when: "the tool runs",
        use: "label.toUpperCase",
      }),
    },
    {
      name: "a nullish key of registerTool's input schema, used on every path",
      ...invalid([[NOTE, `note: z.string().nullish().describe("The note."),`]], "note: z", {
        name: "note",
        tool: 'tool "stamp_note"',
        when: "the tool runs",
        use: "note.length",
      }),
    },
    {
      name: "a handler that takes its arguments as `any`: no type stands between the optional key and the use",
      ...invalid(
        [
          [LABEL, `label: z.string().optional().describe("The label to print."),`],
          ["async ({ label, copies }) => ({", "async (args: any) => ({"],
          ["label.toUpperCase().repeat(copies)", "args.label.toUpperCase().repeat(args.copies)"],
        ],
        "label: z",
        { name: "label", tool: 'tool "stamp_label"', when: "the tool runs", use: "args.label.toUpperCase" },
      ),
    },
  ],
});
