// The rule factory: options merged with their defaults once per distinct value, the first rule
// created for a file carrying the extraction's recording listeners next to its own, and the one
// error policy.
import { describe, expect, it } from "vitest";
import { Linter } from "eslint";
import { createRule, optionsWithDefaults } from "../../src/eslint/create-rule.js";

describe("optionsWithDefaults", () => {
  it("merges the user's options over the defaults", () => {
    const options = optionsWithDefaults([{ parameters: false, limit: 3 }] as const);
    expect(options([])).toEqual([{ parameters: false, limit: 3 }]);
    expect(options([{ parameters: true }])).toEqual([{ parameters: true, limit: 3 }]);
  });

  it("hands equal options one merged value, and other options another", () => {
    const options = optionsWithDefaults([{ parameters: false }] as const);
    const first = options([{ parameters: true }]);
    expect(options([{ parameters: true }])).toBe(first);
    expect(options([{ parameters: false }])).not.toBe(first);
    expect(options([])).toBe(options([]));
  });

  it("leaves the defaults as they were", () => {
    const defaults = [{ parameters: false }] as const;
    optionsWithDefaults(defaults)([{ parameters: true }]);
    expect(defaults).toEqual([{ parameters: false }]);
  });
});

describe("the error policy", () => {
  /** A rule that reports on every identifier, and throws at the one named `boom`. */
  const rule = createRule<[], "seen">({
    name: "throwing-rule",
    meta: { type: "problem", docs: { description: "Report identifiers" }, messages: { seen: "seen" }, schema: [] },
    defaultOptions: [],
    create(context) {
      return {
        Identifier(node) {
          context.report({ node, messageId: "seen" });
          if (node.name === "boom") throw new Error("a bug in the rule");
        },
      };
    },
  });

  function lint(code: string): Linter.LintMessage[] {
    return new Linter({ configType: "flat" }).verify(code, {
      plugins: { test: { rules: { "throwing-rule": rule as never } } },
      rules: { "test/throwing-rule": "error" },
    });
  }

  function outsideTests<T>(run: () => T): T {
    const saved = process.env["VITEST"];
    delete process.env["VITEST"];
    try {
      return run();
    } finally {
      process.env["VITEST"] = saved;
    }
  }

  it("passes a rule's reports on when it does not throw", () => {
    expect(lint("a; b;").map((message) => message.messageId)).toEqual(["seen", "seen"]);
  });

  it("reports nothing for a file on which the rule throws, and does not abort the run", () => {
    const [failed, next] = outsideTests(() => [lint("a; boom; c;"), lint("d;")]);
    expect(failed).toEqual([]);
    expect(next).toHaveLength(1);
  });

  it("lets the error through under the test suite, so that a bug fails a test", () => {
    expect(() => lint("a; boom; c;")).toThrow(/a bug in the rule/);
  });
});
