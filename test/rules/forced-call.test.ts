// A request the model can answer with one tool only (sent alone, or forced with `tool_choice`),
// whose response the code parses right there (test/fixtures/real-world/forced-call): the parsed
// arguments are that tool's, and what the code reads of them is compared with its schema.
import { describe, expect, it } from "vitest";
import noUndeclared from "../../rules/no-undeclared-arguments.js";
import noUnread from "../../rules/no-unread-parameters.js";
import { viewsOf } from "../find/views-helper.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

type TestedRule = Parameters<typeof tester.run>[1];

const AGENT = "forced-call/agent.ts";
const CANDIDATES_RENAMED: [string, string] = [
  `candidates: { type: "array", items: { type: "string" } },`,
  `options: { type: "array", items: { type: "string" } },`,
];
const REASONING_DROPPED: [string, string] = [`, String(args.reasoning ?? "")]`, `]`];

describe("forced calls", () => {
  it("reads the arguments parsed from the response of the request that sends the tool alone or forces it", () => {
    expect(viewsOf(AGENT, undefined, { typed: true }).map((v) => [v.name, v.opaque, v.reads])).toEqual([
      ["fix_sql_query", false, ["candidates", "reasoning"]],
      ["report_summary", false, ["body", "title"]],
    ]);
  });

  it("reads an Anthropic tool_use block's input from the response of the request that forces the tool", () => {
    expect(
      viewsOf("forced-call/classify.ts", undefined, { typed: true }).map((v) => [v.name, v.opaque, v.reads]),
    ).toEqual([["record_label", false, ["label", "score"]]]);
  });

  it("a dispatch of another request's calls by the same name does not speak for the forced tool", () => {
    const dispatched = `${fixture(AGENT).code}
export function route(call: { function: { name: string; arguments: string } }): string {
  const args = JSON.parse(call.function.arguments);
  if (call.function.name === "fix_sql_query") return String(args.other);
  return "";
}
`;
    expect(viewsOf(AGENT, dispatched, { typed: true }).map((v) => [v.name, v.reads])).toEqual([
      ["fix_sql_query", ["candidates", "reasoning"]],
      ["report_summary", ["body", "title"]],
    ]);
  });

  it("takes nothing from a request that offers several tools and forces none; the forced one of several is read", () => {
    const withGiveUp = (code: string): string =>
      code.replace(
        `          required: ["candidates"],\n          },\n        },\n      },\n    ],`,
        `          required: ["candidates"],\n          },\n        },\n      },\n      { type: "function", function: { name: "give_up", parameters: { type: "object", properties: {} } } },\n    ],`,
      );
    expect(
      viewsOf(AGENT, withGiveUp(fixture(AGENT).code), { typed: true }).map((v) => [v.name, v.none === true]),
    ).toEqual([
      ["fix_sql_query", false],
      ["give_up", true],
      ["report_summary", false],
    ]);
    const offered = variant(
      AGENT,
      `    tool_choice: { type: "function", function: { name: "fix_sql_query" } },\n`,
      `    tool_choice: "auto",\n`,
    ).code.replace(
      `          required: ["candidates"],\n          },\n        },\n      },\n    ],`,
      `          required: ["candidates"],\n          },\n        },\n      },\n      { type: "function", function: { name: "give_up", parameters: { type: "object", properties: {} } } },\n    ],`,
    );
    expect(viewsOf(AGENT, offered, { typed: true }).map((v) => [v.name, v.none === true])).toEqual([
      ["fix_sql_query", true],
      ["give_up", true],
      ["report_summary", false],
    ]);
  });
});

tester.run("no-undeclared-arguments (forced calls)", noUndeclared as unknown as TestedRule, {
  valid: [{ name: "the agent as written", ...fixture(AGENT) }],
  invalid: [
    {
      name: "a property renamed in the forced tool's schema alone: the parsed arguments still read the old name",
      ...variant(AGENT, ...CANDIDATES_RENAMED),
      errors: [
        {
          messageId: "undeclared",
          data: { property: "candidates", tool: 'tool "fix_sql_query"' },
          ...at(variant(AGENT, ...CANDIDATES_RENAMED).code, "candidates ??"),
        } as never,
      ],
    },
  ],
});

tester.run("no-unread-parameters (forced calls)", noUnread as unknown as TestedRule, {
  valid: [{ name: "the agent as written", ...fixture(AGENT) }],
  invalid: [
    {
      name: "a declared property the code never reads of the parsed arguments",
      ...variant(AGENT, ...REASONING_DROPPED),
      errors: [
        {
          messageId: "unread",
          data: { property: "reasoning", tool: 'tool "fix_sql_query"' },
          ...at(variant(AGENT, ...REASONING_DROPPED).code, "reasoning: {"),
        } as never,
      ],
    },
  ],
});
