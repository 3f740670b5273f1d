// no-schema-drift, defaults: the schema promises a `default` for a property the model may leave out,
// and the implementation falls back to another literal when it is absent (a destructuring or
// parameter default, `??`, `||`). Silent when the two agree, when either is not a literal, when the
// code has no default, and when a validator or a write may stand between the model and the read.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

const SERVER = "defaults/server.ts";

const variant = (changes: [string, string][]) => variantOf(SERVER, changes);

/** A variant with one defaultMismatch error at the schema's `default` key on the line of `marker`. */
function invalid(changes: [string, string][], marker: string, data: Record<string, string>): Cases["invalid"][number] {
  const { code, filename } = variant(changes);
  const position = at(code, marker);
  const line = code.split("\n")[position.line - 1]!;
  const column = line.indexOf("default:") + 1;
  // The message names the default's line and its text, cut at 40 characters.
  const use = data.use!;
  data = { ...data, use: use.length > 40 ? `${use.slice(0, 39)}…` : use, line: String(at(code, use).line) };
  return {
    code,
    filename,
    errors: [
      {
        messageId: "defaultMismatch",
        data,
        line: position.line,
        column,
        endLine: position.line,
        endColumn: column + "default".length,
      } as never,
    ],
  };
}

tester.run("no-schema-drift (defaults)", noSchemaDrift, {
  valid: [
    // As written: every default the code applies is the schema's (through a const, too).
    { name: "every default the code applies is the schema's, through a const too", ...fixture(SERVER) },
    {
      name: "a default the code computes says nothing to compare",
      ...variant([
        [`model = "5000"`, `model = process.env.MODEL ?? "5000"`],
        [`default: "5000"`, `default: "9000"`],
      ]),
    },
    {
      name: "no default in the code: the value is taken as sent",
      ...variant([
        [`model = "5000"`, `model`],
        [`generate(model,`, `generate(JSON.stringify(model),`],
        [`default: "5000"`, `default: "9000"`],
      ]),
    },
    {
      name: "a required property is always sent: neither default applies",
      ...variant([
        [`model = "5000"`, `model = "9000"`],
        [`required: ["prompt"],`, `required: ["prompt", "model"],`],
      ]),
    },
    // `||` also replaces a falsy value: with a falsy schema default, `|| 10` is no plain default.
    {
      name: "|| with a falsy schema default is no plain default",
      ...variant([[`limit: { type: "number", default: 10 }`, `limit: { type: "number", default: 0 }`]]),
    },
    {
      name: "written by the code before it is read",
      ...variant([
        [
          `const args = request.params.arguments as Record<string, any>;`,
          `const args = request.params.arguments as Record<string, any>;\n    args.limit ??= 10;`,
        ],
        [`limit: { type: "number", default: 10 }`, `limit: { type: "number", default: 20 }`],
      ]),
    },
    {
      name: "one read agrees with the schema: the author meant the schema's value",
      ...variant([
        [
          `const style = request.params.arguments?.style ?? DEFAULT_STYLE;`,
          `const style = request.params.arguments?.style ?? DEFAULT_STYLE;\n    const label = request.params.arguments?.style ?? "sketch";\n    void label;`,
        ],
      ]),
    },
  ],
  invalid: [
    {
      name: "a destructuring default",
      ...invalid([[`model = "5000"`, `model = "207910310772879360"`]], `default: "5000"`, {
        name: "model",
        tool: `tool "generate_image"`,
        schema: `"5000"`,
        code: `"207910310772879360"`,
        use: `model = "207910310772879360"`,
      }),
    },
    // `??`, with a const on the code's side.
    {
      name: "a ?? default with a const on the code's side",
      ...invalid(
        [[`const DEFAULT_STYLE = "photo";`, `const DEFAULT_STYLE = "sketch";`]],
        `style: { type: "string", default: "photo" }`,
        {
          name: "style",
          tool: `tool "generate_image"`,
          schema: `"photo"`,
          code: `"sketch"`,
          use: `request.params.arguments?.style ?? DEFAULT_STYLE`,
        },
      ),
    },
    {
      name: "|| with a truthy schema default",
      ...invalid([[`args.limit || 10`, `args.limit || 25`]], `limit: { type: "number", default: 10 }`, {
        name: "limit",
        tool: `tool "search_images"`,
        schema: "10",
        code: "25",
        use: "args.limit || 25",
      }),
    },
    {
      name: "a parameter default of a function the arguments are handed to",
      ...invalid(
        [[`order = "newest"`, `order = "oldest"`]],
        `order: { type: "string", enum: ["newest", "oldest"], default: "newest" }`,
        {
          name: "order",
          tool: `tool "search_images"`,
          schema: `"newest"`,
          code: `"oldest"`,
          use: `order = "oldest"`,
        },
      ),
    },
  ],
});
