// The false alarms found on real code (the real-world benchmark), each on a fixture written from
// the real shape, under configs.recommended with every rule on: silent where the code is right,
// one report by the one rule whose business it is where it is not.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixRecommended as fix, fixture, lintRecommended as lint, REAL_WORLD, variant } from "./real-world-helpers.js";

const rules = (messages: { rule: string | null }[]) => messages.map((message) => message.rule);

describe("real shapes that are right are silent", () => {
  it.each([
    [
      "handlers taking the arguments untyped (any, Record, index signature, destructured any)",
      "trust/untyped-handlers.ts",
    ],
    [
      "injected parameters before the arguments, and a function whose one parameter is injected",
      "trust/injected-parameters.ts",
    ],
    ["tool calls, streamed deltas and tool_use blocks are not definitions", "trust/tool-calls.ts"],
    ["a schema narrower than the function (enum on a string, integer for a number, no null)", "trust/narrow-schema.ts"],
    ["a cast inside a guard's body; options forwarded by spread", "trust/guard-and-spread.ts"],
    ["a handler typed from a module that does not resolve", "trust/unresolved.ts"],
  ])("%s", (_label, file) => {
    expect(lint(fixture(file))).toEqual([]);
    // …and --fix leaves it exactly as written (no schema wrapped, emptied or renamed).
    expect(fix(fixture(file))).toBe(fixture(file).code);
  });
});

describe("real drift in those shapes is reported once, by its rule", () => {
  it("an untyped handler reading what the schema does not declare: the read-based rule", () => {
    const messages = lint(variant("trust/untyped-handlers.ts", "String(args.encoding", "String(args.charset"));
    expect(rules(messages).sort()).toEqual(["tool-schema/no-undeclared-arguments", "tool-schema/no-unread-parameters"]);
  });

  it("an untyped handler dropping a declared property: no-unread-parameters", () => {
    const messages = lint(variant("trust/untyped-handlers.ts", '${args.recursive ? " (recursive)" : ""}', ""));
    expect(rules(messages)).toEqual(["tool-schema/no-unread-parameters"]);
  });

  it("the typed arguments parameter after an injected one is compared", () => {
    const messages = lint(
      variant(
        "trust/injected-parameters.ts",
        'output: { type: "string", enum: ["json", "yaml", "wide"], default: "json", description: "Output format" }',
        'output: { type: "boolean", default: false, description: "Output format" }',
      ),
    );
    // Two problems: the type, and the default the schema now promises that the code (`?? "json"`,
    // read past the cast into kubectlGet) does not apply.
    expect(rules(messages)).toEqual(["tool-schema/no-schema-drift", "tool-schema/no-schema-drift"]);
    expect(messages[0]!.message).toContain("`output` is boolean in the schema but string");
    expect(messages[1]!.message).toContain("`output` defaults to false in the schema");
  });

  it("a renamed property of a typed implementation: one report, by no-schema-drift", () => {
    const messages = lint(
      variant(
        "trust/injected-parameters.ts",
        'name: { type: "string", description: "Name of one resource" },',
        'resourceName: { type: "string", description: "Name of one resource" },',
      ),
    );
    expect(rules(messages)).toEqual(["tool-schema/no-schema-drift"]);
    expect(messages[0]!.message).toContain("calls it `name`: rename it");
  });

  it("a schema broader than the function (a plain string where it takes an enum) is drift", () => {
    const messages = lint(
      variant("trust/narrow-schema.ts", "from: string; to: string;", 'from: "km" | "mi"; to: string;'),
    );
    expect(rules(messages)).toEqual([]);
    const broader = lint(variant("trust/narrow-schema.ts", "from: string; to: string;", 'from: "km"; to: string;'));
    expect(rules(broader)).toEqual(["tool-schema/no-schema-drift"]);
    const nullable = lint(
      variant(
        "trust/narrow-schema.ts",
        'note: { type: "string", description: "Free text" }',
        'note: { type: ["string", "null"], description: "Free text" }',
      ),
    );
    expect(rules(nullable)).toEqual([]);
  });
});

describe("the docs' own examples", () => {
  it("docs/runtime.md's first example (a defaulted parameter before a ToolContext) lints clean", () => {
    const doc = readFileSync(new URL("../../docs/runtime.md", import.meta.url), "utf8");
    const code = /```ts\n([\s\S]*?)```/.exec(doc)![1]!;
    expect(code).toContain("days: Integer = 1, ctx: ToolContext");
    // The project service reads files from disk: the sample goes into the fixture project for the test.
    const filename = `${REAL_WORLD}trust/runtime-doc-${process.pid}.ts`;
    writeFileSync(filename, code);
    try {
      expect(lint({ code, filename })).toEqual([]);
    } finally {
      rmSync(filename, { force: true });
    }
  });
});
