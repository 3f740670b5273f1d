// Date parameters at run time: the registration's schema marks a Date (`x-tool-schema: "Date"`, as
// the generator writes it); the model sends an ISO string, the function receives a Date, and no
// provider sees the mark.
import { describe, expect, it } from "vitest";
import { ToolRegistry, toGemini, toOpenAiStrict, type ToolFormat } from "../../src/index.js";
import { cfworkerValidator } from "../../src/runtime/cfworker.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";
import { Validator } from "@cfworker/json-schema";

const DATE = { type: "string", format: "date-time", "x-tool-schema": "Date" } satisfies JsonSchema;

function remindRegistry(registry = new ToolRegistry()) {
  const seen: unknown[] = [];
  registry.tool(
    function remind(when: Date, note?: string) {
      seen.push(when);
      return `${when.toISOString()} ${note ?? ""}`.trim();
    },
    {
      description: "Set a reminder",
      parameters: { type: "object", properties: { when: DATE, note: { type: "string" } }, required: ["when"] },
      positional: ["when", "note"],
    },
  );
  return { registry, seen };
}

describe("a marked date-time string reaches the function as a Date", () => {
  it("at the top level, with any time zone", async () => {
    const { registry, seen } = remindRegistry();
    expect(await registry.invoke("remind", { when: "2026-12-05T14:30:00+01:00" })).toBe("2026-12-05T13:30:00.000Z");
    expect(seen[0]).toBeInstanceOf(Date);
    expect(await registry.invoke("remind", '{"when":"2026-12-05t14:30:00.5z","note":"tea"}')).toBe(
      "2026-12-05T14:30:00.500Z tea",
    );
  });

  it("in object fields, arrays, tuples, maps, nullable and optional positions, and behind a $ref", async () => {
    const registry = new ToolRegistry();
    let received = {} as {
      stops: { at: Date }[];
      window: [string, Date];
      byCity: Record<string, Date>;
      maybe: Date | null;
      later: Date;
      leg: { start: Date; next: { start: Date } };
    };
    registry.tool(
      (args: typeof received) => {
        received = args;
        return "ok";
      },
      {
        name: "plan",
        description: "Plan a trip",
        parameters: {
          type: "object",
          properties: {
            stops: { type: "array", items: { type: "object", properties: { at: DATE }, required: ["at"] } },
            window: { type: "array", prefixItems: [{ type: "string" }, DATE] },
            byCity: { type: "object", additionalProperties: DATE },
            maybe: { ...DATE, type: ["string", "null"] },
            later: { anyOf: [DATE, { type: "null" }] },
            leg: { $ref: "#/$defs/Leg" },
          },
          $defs: { Leg: { type: "object", properties: { start: DATE, next: { $ref: "#/$defs/Leg" } } } },
        },
      },
    );
    const args = {
      stops: [{ at: "2026-01-01T00:00:00Z" }, { at: "2026-01-02T00:00:00Z" }],
      window: ["label", "2026-01-03T00:00:00Z"],
      byCity: { Paris: "2026-01-04T00:00:00Z" },
      maybe: null,
      later: "2026-01-05T00:00:00Z",
      leg: { start: "2026-01-06T00:00:00Z", next: { start: "2026-01-07T00:00:00Z" } },
    };
    const sent = structuredClone(args);
    expect(await registry.invoke("plan", args)).toBe("ok");
    expect(args).toEqual(sent); // the caller's object is not mutated
    expect(received.stops.map((s) => s.at.toISOString())).toEqual([
      "2026-01-01T00:00:00.000Z",
      "2026-01-02T00:00:00.000Z",
    ]);
    expect(received.window[0]).toBe("label");
    expect(received.window[1]).toBeInstanceOf(Date);
    expect(received.byCity.Paris).toBeInstanceOf(Date);
    expect(received.maybe).toBeNull();
    expect(received.later).toBeInstanceOf(Date);
    expect(received.leg.start).toBeInstanceOf(Date);
    expect(received.leg.next.start).toBeInstanceOf(Date);
  });

  it("leaves a plain string with format date-time a string", async () => {
    const registry = new ToolRegistry();
    let received: unknown;
    registry.tool(
      (when: string) => {
        received = when;
        return "ok";
      },
      {
        name: "log",
        description: "Log a time",
        parameters: { type: "object", properties: { when: { type: "string", format: "date-time" } } },
        positional: ["when"],
      },
    );
    await registry.invoke("log", { when: "2026-12-05T14:30:00Z" });
    expect(received).toBe("2026-12-05T14:30:00Z");
  });

  it("keeps a string that is no date where the schema also takes plain strings (string | Date)", async () => {
    const registry = new ToolRegistry();
    const received: unknown[] = [];
    registry.tool(
      (when: string | Date) => {
        received.push(when);
        return "ok";
      },
      {
        name: "either",
        description: "Either",
        parameters: { type: "object", properties: { when: { anyOf: [{ type: "string" }, DATE] } } },
        positional: ["when"],
      },
    );
    await registry.invoke("either", { when: "soon" });
    await registry.invoke("either", { when: "2026-12-05T14:30:00Z" });
    expect(received[0]).toBe("soon");
    expect(received[1]).toBeInstanceOf(Date);
  });
});

describe("a bad date gets one line naming the tool and the parameter, and the tool is not called", () => {
  const cases: [string, unknown, RegExp][] = [
    ["no time zone", "2026-12-05T14:30:00", /^Invalid arguments for tool "remind": \/when: expected .*date-time/],
    ["out of range (month 13)", "2026-13-05T14:30:00Z", /^Invalid arguments for tool "remind": \/when: expected/],
    ["out of range (February 30)", "2026-02-30T14:30:00Z", /^Invalid arguments for tool "remind": \/when: expected/],
    ["a leap second a Date cannot hold", "2016-12-31T23:59:60Z", /^Invalid arguments for tool "remind": \/when: /],
    ["a number", 1764945000000, /^Invalid arguments for tool "remind": \/when: expected string, got number/],
    ["words", "next tuesday", /^Invalid arguments for tool "remind": \/when: expected/],
  ];
  for (const [label, when, message] of cases) {
    it(label, async () => {
      const { registry, seen } = remindRegistry();
      const text = await registry.invoke("remind", { when });
      expect(text).toMatch(message);
      expect(text.split("\n")).toHaveLength(1);
      expect(seen).toEqual([]);
    });
  }

  it("also under a validator that ignores formats (the registry checks the date itself)", async () => {
    const { registry, seen } = remindRegistry(new ToolRegistry({ validator: { compile: () => () => [] } }));
    expect(await registry.invoke("remind", { when: "2026-12-05T14:30:00" })).toBe(
      'Invalid arguments for tool "remind": /when: expected a date-time string with a time zone, such as "2026-12-05T14:30:00Z", that a Date can hold, got string "2026-12-05T14:30:00"',
    );
    expect(seen).toEqual([]);
  });

  it("with the cfworker validator too", async () => {
    const { registry } = remindRegistry(new ToolRegistry({ validator: cfworkerValidator(Validator) }));
    expect(await registry.invoke("remind", { when: "2026-12-05T14:30:00Z" })).toBe("2026-12-05T14:30:00.000Z");
    expect(await registry.invoke("remind", { when: "yesterday" })).toMatch(
      /^Invalid arguments for tool "remind": \/when:/,
    );
  });
});

describe("no provider sees the mark", () => {
  const formats: ToolFormat[] = ["openai", "openai-responses", "anthropic", "gemini", "mcp"];
  for (const format of formats) {
    for (const strict of [false, true]) {
      it(`${format}${strict ? " strict" : ""}`, () => {
        const { registry } = remindRegistry();
        const [tool] = registry.toSchemas({ format, strict });
        const text = JSON.stringify(tool);
        expect(text).not.toContain("x-tool-schema");
        expect(text).toContain('"format":"date-time"');
      });
    }
  }

  it("nor the exported dialect functions", () => {
    const schema = { type: "object", properties: { when: DATE } } satisfies JsonSchema;
    expect(JSON.stringify(toOpenAiStrict(schema))).not.toContain("x-tool-schema");
    expect(JSON.stringify(toGemini(schema))).not.toContain("x-tool-schema");
  });
});

describe("registration checks the mark", () => {
  it("refuses an unknown mark", () => {
    expect(() =>
      new ToolRegistry().tool((when: Date) => String(when), {
        name: "remind",
        description: "d",
        parameters: { type: "object", properties: { when: { ...DATE, "x-tool-schema": "Time" } } },
        positional: ["when"],
      }),
    ).toThrow(
      'tool-schema: cannot register tool "remind": `parameters/properties/when/x-tool-schema` "Time" is not a mark tool-schema knows; expected "Date"',
    );
  });

  it("refuses a Date mark on a node that is not a date-time string", () => {
    expect(() =>
      new ToolRegistry().tool((when: Date) => String(when), {
        name: "remind",
        description: "d",
        parameters: { type: "object", properties: { when: { type: "number", "x-tool-schema": "Date" } } },
        positional: ["when"],
      }),
    ).toThrow(/cannot register tool "remind": `parameters\/properties\/when\/x-tool-schema` marks a Date/);
  });
});
