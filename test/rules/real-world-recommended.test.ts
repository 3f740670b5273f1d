// The fixture projects under configs.recommended, every rule on: the clean versions are silent, and
// each kind of drift is reported exactly once — by the one rule whose business it is.
import { describe, expect, it } from "vitest";
import { fixture, lintRecommended as lint, variant } from "./real-world-helpers.js";

const FILES = [
  "mcp-server/server.ts",
  "openai-loop/agent.ts",
  "anthropic-loop/agent.ts",
  "class-tools/tools.ts",
  "const-enum/server.ts",
  "guards/server.ts",
  "handlers/index.ts",
  "handlers/weather.ts",
  "split-server/index.ts",
  "split-server/tools.ts",
  "typed-calls/agent.ts",
  "mail-tools/tools.ts",
];

describe("configs.recommended on the fixture projects", () => {
  it.each(FILES)("%s is clean", (file) => {
    expect(lint(fixture(file))).toEqual([]);
  });

  it.each([
    [
      "a read the schema lacks",
      "mcp-server/server.ts",
      "String(args?.body)",
      "String(args?.body) + String(args?.tags)",
      "tool-schema/no-undeclared-arguments",
    ],
    [
      "a rename between read and schema",
      "openai-loop/agent.ts",
      "args.unit ??",
      "args.units ??",
      "tool-schema/no-undeclared-arguments",
    ],
    [
      "a property nothing reads",
      "anthropic-loop/agent.ts",
      '${input.include_items ? " with items" : ""}',
      "",
      "tool-schema/no-unread-parameters",
    ],
    [
      "prose naming another spelling",
      "mcp-server/server.ts",
      "Pass the text as `body`.",
      "Pass the text as `bdy`.",
      "tool-schema/description-matches-parameters",
    ],
    [
      "a cast's type against the schema",
      "guards/server.ts",
      `maxWords: { type: "integer" }`,
      `maxWords: { type: "string" }`,
      "tool-schema/no-schema-drift",
    ],
    [
      "a read beside a cast: the type speaks",
      "guards/server.ts",
      `required: ["text"],`,
      `required: ["text", "maxWords"],`,
      "tool-schema/no-schema-drift",
    ],
    [
      "a class tool's typed call",
      "class-tools/tools.ts",
      `recursive: { type: "boolean" }`,
      `recursive: { type: "number" }`,
      "tool-schema/no-schema-drift",
    ],
    [
      "a property passed to a typed parameter",
      "typed-calls/agent.ts",
      `days: { type: "integer", description: "How many days" }`,
      `days: { type: "string", description: "How many days" }`,
      "tool-schema/no-schema-drift",
    ],
    [
      "a read of a tool listed in another file",
      "split-server/index.ts",
      "String(args.day)",
      "String(args.date)",
      "tool-schema/no-undeclared-arguments",
    ],
  ])("%s: one report, by its rule", (_label, file, from, to, rule) => {
    const messages = lint(variant(file, from, to));
    expect(messages.map((message) => message.rule)).toEqual([rule]);
  });

  it("a read renamed away from what the schema declares is two problems: a stranger read, a property dropped", () => {
    const messages = lint(variant("mcp-server/server.ts", "String(args?.body)", "String(args?.text)"));
    expect(messages.map((message) => message.rule).sort()).toEqual([
      "tool-schema/no-undeclared-arguments",
      "tool-schema/no-unread-parameters",
    ]);
  });
});
