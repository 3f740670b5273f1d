// no-schema-drift, required-ness from use through a tested call: `if (path.isAbsolute(p))` tests the
// form of a value a package's declared parameter refuses without it (Node throws), so an optional
// key that reaches it is used whenever the tool runs. A check of the project's own, or one of the
// language's globals (`isNaN` coerces), may take anything: a test, as before.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const SERVER = "required/checked-path.ts";
const PATH = `{ path: z.string().describe("The path to read") }`;
const PATH_OPTIONAL = `{ path: z.string().optional().describe("The path to read") }`;
const NAME = `name: z.string().describe("The entry's name")`;

tester.run("no-schema-drift (required from use, through a tested call)", noSchemaDrift, {
  valid: [
    { name: "as written: the checked keys are required", ...fixture(SERVER) },
    {
      name: "a check of the project's own may take the missing key",
      ...variantOf(SERVER, [[NAME, `name: z.string().optional().describe("The entry's name")`]]),
    },
    {
      name: "the handler defaults the key before the library's check",
      ...variantOf(SERVER, [
        [PATH, PATH_OPTIONAL],
        ["async ({ path: filePath }) =>", `async ({ path: filePath = "." }) =>`],
      ]),
    },
  ],
  invalid: [
    {
      name: "an optional key handed to a helper whose first use is Node's path.isAbsolute in a test",
      ...(() => {
        const { code, filename } = variantOf(SERVER, [[PATH, PATH_OPTIONAL]]);
        return {
          code,
          filename,
          errors: [
            {
              messageId: "requiredFromUseLibrary",
              data: {
                name: "path",
                tool: 'tool "read_file"',
                library: "zod",
                when: "the tool runs",
                use: "filePath",
                line: String(at(code, "path.isAbsolute(filePath)").line),
              },
              ...at(code, "path: z.string().optional()"),
            } as never,
          ],
        };
      })(),
    },
  ],
});
