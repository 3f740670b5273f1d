// no-schema-drift, required-ness from use for zod objects imported from another module: read from
// their source there, as one written here is, and reported at the name that brings them in.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

const SERVER = "required/zod-imported-server.ts";
const IMPORTS = `import { BadgeInput, MemoInput } from "./zod-shapes.js";`;

/** The server with one imported schema used in place of another (both exported by zod-shapes.ts). */
function swapped(from: string, to: string) {
  return variantOf(SERVER, [
    [IMPORTS, IMPORTS.replace("BadgeInput, MemoInput", `BadgeInput, MemoInput, ${to}`)],
    [`${from}.shape`, `${to}.shape`],
  ]);
}

function invalid(from: string, to: string, data: Record<string, string>) {
  const { code, filename } = swapped(from, to);
  const errors = [
    {
      messageId: "requiredFromUseLibrary",
      data: { ...data, library: "zod", line: String(at(code, data.use!).line) },
      ...at(code, `${to}.shape`),
    },
  ];
  return { code, filename, errors: errors as never[] };
}

tester.run("no-schema-drift (required from use, imported zod)", noSchemaDrift, {
  valid: [
    { name: "as written: used keys required, the optional one tested", ...fixture(SERVER) },
    {
      name: "a default after .optional() in the other module fills the key in",
      ...swapped("BadgeInput", "BadgeFilledInput"),
    },
    {
      name: "an .extend that makes the key required again overrides the base's optional one",
      ...swapped("BadgeInput", "BadgeRequiredAgainInput"),
    },
  ],
  invalid: [
    {
      name: "a key an imported .extend makes optional over the base's required one, dereferenced on every path",
      ...invalid("BadgeInput", "BadgeLooseInput", {
        name: "title",
        tool: 'tool "stamp_badge"',
        when: "the tool runs",
        use: "title.toUpperCase",
      }),
    },
    {
      name: "an imported .partial() leaves every key missing",
      ...invalid("MemoInput", "MemoLooseInput", {
        name: "memo",
        tool: 'tool "stamp_memo"',
        when: "the tool runs",
        use: "memo.trim",
      }),
    },
  ],
});
