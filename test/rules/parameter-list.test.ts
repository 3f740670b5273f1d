// A definition that lists its parameters instead of writing a JSON Schema
// (test/fixtures/real-world/generic/parameter-list.ts): the names it lists are what it declares,
// compared with what its handler reads.
import { describe, expect, it } from "vitest";
import noUndeclared from "../../rules/no-undeclared-arguments.js";
import noUnread from "../../rules/no-unread-parameters.js";
import { viewsOf } from "../find/views-helper.js";
import { at, fixture, pluginReports, tester, variant } from "./real-world-helpers.js";

type TestedRule = Parameters<typeof tester.run>[1];

const FILE = "generic/parameter-list.ts";
const TIMEOUT_RENAMED: [string, string] = [`{ name: "timeout", type: "number"`, `{ name: "timeoutMs", type: "number"`];
const TIMEOUT_UNREAD: [string, string] = [
  `const timeout = typeof args["timeout"] === "number" ? args["timeout"] : 30_000;`,
  `const timeout = 30_000;`,
];

describe("parameter maps", () => {
  const MAP = "generic/parameter-map.ts";
  it("declare their keys, which the handler's reads align with, when no SDK says the value is a JSON Schema", () => {
    expect(viewsOf(MAP, undefined, { typed: true }).map((v) => [v.name, v.opaque, v.reads])).toEqual([
      ["fetch_page", false, ["convert", "url"]],
    ]);
    expect(pluginReports(fixture(MAP))).toEqual([]);
  });

  it("a key renamed in the map leaves the old read undeclared and the new key unread", () => {
    expect(pluginReports(variant(MAP, "    convert: {", "    format: {"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: .*`format`/),
      expect.stringMatching(/^no-undeclared-arguments: .*`convert`/),
    ]);
  });

  it("a callable that reads none of the map's keys is no evidence of what it receives: nothing is said", () => {
    const renamed = variant(MAP, "const { url, convert } = args;", "const { href: url, format: convert } = args;");
    expect(pluginReports(renamed)).toEqual([]);
  });

  it("a map with a value whose type is no JSON type is no schema: not a tool", () => {
    const code = variant(MAP, `url: { type: "string"`, `url: { type: "text"`);
    expect(viewsOf(MAP, code.code, { typed: true })).toEqual([]);
  });
});

describe("parameter lists", () => {
  it("declare the names they list, which the handler's reads align with", () => {
    expect(viewsOf(FILE, undefined, { typed: true }).map((v) => [v.name, v.opaque, v.reads])).toEqual([
      ["run_shell", false, ["command", "timeout"]],
    ]);
  });

  it("a list whose entries do not all name a parameter with a text is no schema", () => {
    const code = variant(FILE, `{ name: "command", type: "string"`, `{ name: commandName, type: "string"`).code.replace(
      "export function createShellTool() {",
      'const commandName = "command";\nexport function createShellTool() {',
    );
    expect(viewsOf(FILE, code, { typed: true }).map((v) => [v.name, v.opaque])).toEqual([["run_shell", true]]);
  });
});

tester.run("no-unread-parameters (parameter lists)", noUnread as unknown as TestedRule, {
  valid: [{ name: "the tool as written", ...fixture(FILE) }],
  invalid: [
    {
      name: "a listed parameter the handler no longer reads",
      ...variant(FILE, ...TIMEOUT_UNREAD),
      errors: [
        {
          messageId: "unread",
          data: { property: "timeout", tool: 'tool "run_shell"' },
          ...at(variant(FILE, ...TIMEOUT_UNREAD).code, `"timeout"`),
        } as never,
      ],
    },
  ],
});

tester.run("no-undeclared-arguments (parameter lists)", noUndeclared as unknown as TestedRule, {
  valid: [{ name: "the tool as written", ...fixture(FILE) }],
  invalid: [
    {
      name: "the old name is still read: near the listed one",
      ...variant(FILE, ...TIMEOUT_RENAMED),
      errors: [
        {
          messageId: "undeclaredNear",
          data: { property: "timeout", tool: 'tool "run_shell"', declared: "timeoutMs" },
          ...at(variant(FILE, ...TIMEOUT_RENAMED).code, `"timeout"]`),
          suggestions: [
            {
              messageId: "renameRead",
              data: { property: "timeout", declared: "timeoutMs" },
              output: variant(FILE, ...TIMEOUT_RENAMED).code.replaceAll(`args["timeout"]`, `args["timeoutMs"]`),
            },
          ],
        } as never,
      ],
    },
  ],
});
