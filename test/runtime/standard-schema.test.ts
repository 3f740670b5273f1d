// Standard Schema parameters, with real zod 4 and arktype: registered from `~standard.jsonSchema`,
// validated by `~standard.validate` (awaited when asynchronous), errors in the registry's format.
import { Ajv2020 } from "ajv/dist/2020.js";
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { z as z3 } from "zod3";
import { ToolRegistry, type JsonSchema, type ToolFormat } from "../../src/index.js";

const FORMATS: ToolFormat[] = ["openai", "openai-responses", "anthropic", "gemini", "mcp"];

const zodWeather = z.object({
  city: z.string().describe("City name"),
  days: z.number().int().min(1).default(1),
  unit: z.enum(["c", "f"]).optional(),
});

const arkWeather = type({ city: "string", "days?": "number.integer >= 1", "unit?": "'c' | 'f'" });

function forecast(args: { city: string; days?: number; unit?: string }) {
  return `${args.city} for ${args.days ?? "?"} day(s)${args.unit ? ` in °${args.unit}` : ""}`;
}

function both() {
  const registry = new ToolRegistry();
  registry.tool(forecast, { name: "zod_weather", description: "Forecast for a city", parameters: zodWeather });
  registry.tool(forecast, { name: "ark_weather", description: "Forecast for a city", parameters: arkWeather });
  return registry;
}

describe("registration takes the JSON Schema from ~standard.jsonSchema", () => {
  it("lists a zod 4 and an arktype tool in every format, strict and not", () => {
    const registry = both();
    for (const format of FORMATS) {
      for (const strict of [false, true]) {
        const tools = registry.toSchemas({ format, strict });
        expect(tools).toHaveLength(2);
        const text = JSON.stringify(tools);
        expect(text).not.toContain("$schema");
        expect(text).toContain('"city"');
      }
    }
    const [zodTool, arkTool] = registry.toSchemas({ format: "mcp" });
    expect(zodTool!.inputSchema).toMatchObject({
      type: "object",
      properties: {
        city: { type: "string", description: "City name" },
        days: { type: "integer", minimum: 1 },
        unit: { enum: ["c", "f"] },
      },
      required: ["city"],
    });
    expect(arkTool!.inputSchema).toMatchObject({
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
      required: ["city"],
    });
    const [strictZod] = registry.toSchemas({ format: "openai", strict: true });
    expect(strictZod!.function.parameters).toMatchObject({
      required: ["city", "days", "unit"],
      additionalProperties: false,
      properties: { days: { type: ["integer", "null"] } },
    });
  });

  it("refuses a Standard Schema without a JSON Schema converter, naming the tool (zod 3)", () => {
    expect(() =>
      new ToolRegistry().tool(forecast, {
        description: "Forecast",
        parameters: z3.object({ city: z3.string() }) as never,
      }),
    ).toThrow(
      'tool-schema: cannot register tool "forecast": `parameters` is a zod Standard Schema without a JSON Schema converter (`~standard.jsonSchema.input`), so the model cannot be told what to send;',
    );
  });

  it("refuses a schema whose converter throws, naming the tool and why", () => {
    expect(() =>
      new ToolRegistry().tool(forecast, {
        description: "Forecast",
        parameters: z.object({ city: z.string(), at: z.date() }),
      }),
    ).toThrow(
      'tool-schema: cannot register tool "forecast": the zod schema in `parameters` could not be converted to JSON Schema (Date cannot be represented in JSON Schema)',
    );
  });

  it("keeps a converter's multi-line message on the registration error's one line", () => {
    const schema = {
      "~standard": {
        version: 1 as const,
        vendor: "custom",
        validate: (value: unknown) => ({ value }),
        jsonSchema: {
          input: () => {
            throw new TypeError("cannot convert:\n  at /when: a Date\n  at /every: a function");
          },
        },
      },
    };
    expect(() => new ToolRegistry().tool(forecast, { description: "Forecast", parameters: schema })).toThrow(
      /^tool-schema: cannot register tool "forecast": the custom schema in `parameters` could not be converted to JSON Schema \(TypeError: cannot convert: at \/when: a Date at \/every: a function\)$/,
    );
  });

  it("refuses a converted root that is not an object", () => {
    expect(() =>
      new ToolRegistry().tool(forecast, { description: "Forecast", parameters: z.string() as never }),
    ).toThrow('tool-schema: cannot register tool "forecast": the root of `parameters` must be { type: "object", … }');
  });

  it("checks positional names against the converted schema", () => {
    const registry = new ToolRegistry();
    registry.tool((city: string, days: number) => `${city}:${days}`, {
      name: "pos",
      description: "d",
      parameters: zodWeather,
      positional: ["city", "days"],
    });
    expect(() =>
      registry.tool((city: string) => city, {
        name: "bad",
        description: "d",
        parameters: zodWeather,
        positional: ["town"],
      }),
    ).toThrow('positional entry "town" is not a property of `parameters`');
  });
});

/** The parameters schema inside one provider's tool definition. */
function listedSchema(tool: unknown, format: ToolFormat): JsonSchema | undefined {
  const t = tool as Record<string, Record<string, JsonSchema>> & Record<string, JsonSchema>;
  switch (format) {
    case "openai":
      return t.function!.parameters;
    case "openai-responses":
      return t.parameters;
    case "anthropic":
      return t.input_schema;
    case "gemini":
      return t.parametersJsonSchema;
    case "mcp":
      return t.inputSchema;
  }
}

describe("a zod 4 and an arktype registration in every dialect", () => {
  const cases = [
    ["zod_weather", zodWeather, "Oslo for 1 day(s)"],
    ["ark_weather", arkWeather, "Oslo for ? day(s)"],
  ] as const;

  for (const [name, schema] of cases) {
    it(`${name}: lists what its converted JSON Schema lists as a literal, in every format, strict and not`, () => {
      const converted = { ...schema["~standard"].jsonSchema.input({ target: "draft-2020-12" }) };
      delete converted.$schema;
      const fromStandard = new ToolRegistry();
      fromStandard.tool(forecast, { name, description: "Forecast for a city", parameters: schema });
      const fromLiteral = new ToolRegistry();
      fromLiteral.tool(forecast, { name, description: "Forecast for a city", parameters: converted as JsonSchema });
      for (const format of FORMATS) {
        for (const strict of [false, true]) {
          expect(fromStandard.toSchemas({ format, strict })).toEqual(fromLiteral.toSchemas({ format, strict }));
        }
      }
      const [strictTool] = fromStandard.toSchemas({ format: "openai-responses", strict: true });
      expect(strictTool!.parameters).toMatchObject({
        required: ["city", "days", "unit"],
        additionalProperties: false,
        properties: { city: { type: "string" }, days: { type: ["integer", "null"], minimum: 1 } },
      });
      const [anthropicStrict] = fromStandard.toSchemas({ format: "anthropic", strict: true });
      expect(anthropicStrict!.input_schema).toMatchObject({ required: ["city"], additionalProperties: false });
    });
  }

  // What each dialect's model sends: what the listed schema allows (a strict OpenAI model sends null
  // for an absent optional), as JSON text to the OpenAI formats and as an object elsewhere.
  for (const [name, , answer] of cases) {
    for (const format of FORMATS) {
      for (const strict of [false, true]) {
        it(`${name}: validates what a ${format}${strict ? " strict" : ""} model sends`, async () => {
          const registry = both();
          const tool = registry.toSchemas({ format, strict })[name === "zod_weather" ? 0 : 1];
          const listed = listedSchema(tool, format)!;
          const nullsForAbsent = strict && format.startsWith("openai");
          const sent = nullsForAbsent ? { city: "Oslo", days: null, unit: null } : { city: "Oslo" };
          const checkListed = new Ajv2020({ strict: false, validateFormats: false }).compile(listed);
          expect(checkListed(sent)).toBe(true);
          const asSent = (args: object) => (format.startsWith("openai") ? JSON.stringify(args) : args);
          expect(await registry.invoke(name, asSent(sent))).toBe(answer);
          expect(await registry.invoke(name, asSent({ city: "Oslo", days: 2, unit: "f" }))).toBe(
            "Oslo for 2 day(s) in °f",
          );
          expect(checkListed({ city: 3 })).toBe(false);
          expect(await registry.invoke(name, asSent({ ...sent, city: 3 }))).toBe(
            `Invalid arguments for tool "${name}": /city: expected string, got number 3`,
          );
        });
      }
    }
  }

  it("asks a duck-typed converter for draft 2020-12 once, and puts its output through the dialect transforms", async () => {
    const asked: unknown[] = [];
    const schema = {
      "~standard": {
        version: 1 as const,
        vendor: "hand-made",
        validate: (value: unknown) => ({ value }),
        jsonSchema: {
          input: (options: { target: string }) => {
            asked.push(options);
            return {
              $schema: "https://json-schema.org/draft/2020-12/schema",
              type: "object",
              properties: { city: { type: "string" }, stops: { type: "array", prefixItems: [{ type: "string" }] } },
              required: ["city"],
            };
          },
        },
      },
    };
    const registry = new ToolRegistry();
    registry.tool((args: { city: string }) => args.city, {
      name: "trip",
      description: "Plan a trip",
      parameters: schema,
    });
    for (const format of FORMATS) for (const strict of [false, true]) registry.toSchemas({ format, strict });
    expect(asked).toEqual([{ target: "draft-2020-12" }]);
    const [mcp] = registry.toSchemas({ format: "mcp" });
    expect(mcp!.inputSchema).toEqual({
      type: "object",
      properties: { city: { type: "string" }, stops: { type: "array", prefixItems: [{ type: "string" }] } },
      required: ["city"],
    });
    const [strict] = registry.toSchemas({ format: "openai", strict: true });
    expect(strict!.function.parameters).toMatchObject({
      required: ["city", "stops"],
      additionalProperties: false,
      properties: { stops: { type: ["array", "null"] } },
    });
    expect(await registry.invoke("trip", '{"city":"Oslo"}')).toBe("Oslo");
  });
});

describe("invoke validates with ~standard.validate", () => {
  it("calls the tool with the schema's output (zod defaults applied)", async () => {
    const registry = both();
    expect(await registry.invoke("zod_weather", '{"city":"Paris"}')).toBe("Paris for 1 day(s)");
    expect(await registry.invoke("ark_weather", { city: "Paris", days: 3, unit: "f" })).toBe(
      "Paris for 3 day(s) in °f",
    );
  });

  it("positional tools get the output's properties", async () => {
    const registry = new ToolRegistry();
    registry.tool((city: string, days: number) => `${city}:${days}`, {
      name: "pos",
      description: "d",
      parameters: zodWeather,
      positional: ["city", "days"],
    });
    expect(await registry.invoke("pos", { city: "Oslo" })).toBe("Oslo:1");
  });

  it("turns OpenAI strict mode's null-for-absent back into absence before validating", async () => {
    const registry = both();
    expect(await registry.invoke("zod_weather", { city: "Rome", days: null, unit: null })).toBe("Rome for 1 day(s)");
    expect(await registry.invoke("ark_weather", { city: "Rome", days: null, unit: null })).toBe("Rome for ? day(s)");
  });

  for (const name of ["zod_weather", "ark_weather"]) {
    it(`${name}: errors keep the registry's format (path, expected, received, did-you-mean)`, async () => {
      const registry = both();
      expect(await registry.invoke(name, { city: 3 })).toBe(
        `Invalid arguments for tool "${name}": /city: expected string, got number 3`,
      );
      expect(await registry.invoke(name, { city: "Paris", days: 0 })).toBe(
        `Invalid arguments for tool "${name}": /days: expected a number >= 1, got number 0`,
      );
      expect(await registry.invoke(name, { cty: "Paris" })).toBe(
        `Invalid arguments for tool "${name}": /city: expected string (required property), got nothing; "cty" was sent: did you mean "city"?`,
      );
    });
  }

  it("a strict zod object refuses unknown arguments with a did-you-mean", async () => {
    const registry = new ToolRegistry();
    registry.tool(forecast, {
      description: "d",
      parameters: z.strictObject({ city: z.string(), days: z.number().optional() }),
    });
    expect(await registry.invoke("forecast", { city: "Paris", dayz: 2 })).toBe(
      'Invalid arguments for tool "forecast": /dayz: unknown argument "dayz"; did you mean "days"? (declared: city, days)',
    );
  });

  it("words a failure JSON Schema cannot express with the schema's own message", async () => {
    const registry = new ToolRegistry();
    registry.tool(forecast, {
      description: "d",
      parameters: z.object({ city: z.string().refine((city) => city !== "Atlantis", "no such city") }),
    });
    expect(await registry.invoke("forecast", { city: "Atlantis" })).toBe(
      'Invalid arguments for tool "forecast": /city: no such city, got string "Atlantis"',
    );
  });

  it("awaits an asynchronous validate", async () => {
    const registry = new ToolRegistry();
    const known = new Set(["Paris"]);
    registry.tool(forecast, {
      description: "d",
      parameters: z.object({
        city: z.string().refine(async (city) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return known.has(city);
        }, "unknown city"),
      }),
    });
    expect(await registry.invoke("forecast", { city: "Paris" })).toBe("Paris for ? day(s)");
    expect(await registry.invoke("forecast", { city: "Lyon" })).toBe(
      'Invalid arguments for tool "forecast": /city: unknown city, got string "Lyon"',
    );
  });

  it("a validate that throws or rejects is one line naming the tool, and the tool is not called", async () => {
    const registry = new ToolRegistry();
    let calls = 0;
    const tool = () => ++calls;
    const standard = (validate: (value: unknown) => unknown) => ({
      "~standard": {
        version: 1 as const,
        vendor: "custom",
        validate,
        jsonSchema: { input: () => ({ type: "object", properties: { city: { type: "string" } } }) },
      },
    });
    registry.tool(tool, {
      name: "throws",
      description: "d",
      parameters: standard(() => {
        throw new RangeError("boom");
      }) as never,
    });
    registry.tool(tool, {
      name: "rejects",
      description: "d",
      parameters: standard(() => Promise.reject(new Error("later"))) as never,
    });
    registry.tool(tool, { name: "garbage", description: "d", parameters: standard(() => 42) as never });
    expect(await registry.invoke("throws", { city: "x" })).toBe(
      'Invalid arguments for tool "throws": the validator could not check them (RangeError: boom).',
    );
    expect(await registry.invoke("rejects", { city: "x" })).toBe(
      'Invalid arguments for tool "rejects": the validator could not check them (later).',
    );
    expect(await registry.invoke("garbage", { city: "x" })).toBe(
      'Invalid arguments for tool "garbage": the validator could not check them (TypeError: custom validate returned number 42).',
    );
    expect(calls).toBe(0);
  });

  it("a date through the library's own parsing reaches the tool as a Date (docs/runtime.md)", async () => {
    const registry = new ToolRegistry();
    const seen: unknown[] = [];
    const remind = (args: { when: unknown }) => {
      seen.push(args.when);
      return "ok";
    };
    registry.tool(remind, {
      name: "zod_remind",
      description: "d",
      parameters: z.object({ when: z.iso.datetime().transform((text) => new Date(text)) }),
    });
    registry.tool(remind, {
      name: "ark_remind",
      description: "d",
      parameters: type({ when: "string.date.iso.parse" }),
    });
    // arktype converts a plain "Date" to {} without an error; no JSON value is a Date, so every
    // call is refused, in one line naming the tool and the parameter.
    registry.tool(remind, { name: "ark_date", description: "d", parameters: type({ when: "Date" }) });
    for (const name of ["zod_remind", "ark_remind"]) {
      expect(await registry.invoke(name, { when: "2026-12-05T14:30:00Z" })).toBe("ok");
      expect(await registry.invoke(name, { when: "tomorrow" })).toMatch(
        new RegExp(
          `^Invalid arguments for tool "${name}": /when: expected a string matching the pattern [^\\n]*, got string "tomorrow"$`,
        ),
      );
    }
    expect(seen.map((when) => (when as Date).toISOString())).toEqual([
      "2026-12-05T14:30:00.000Z",
      "2026-12-05T14:30:00.000Z",
    ]);
    expect(registry.toSchemas({ format: "mcp" })[2]!.inputSchema.properties).toEqual({ when: {} });
    expect(await registry.invoke("ark_date", { when: "2026-12-05T14:30:00Z" })).toBe(
      'Invalid arguments for tool "ark_date": /when: when must be a Date (was string), got string "2026-12-05T14:30:00Z"',
    );
  });

  it("a library's multi-line message stays on its path's one line", async () => {
    const registry = new ToolRegistry();
    let calls = 0;
    registry.tool(() => ++calls, {
      name: "throws",
      description: "d",
      parameters: {
        "~standard": {
          version: 1 as const,
          vendor: "custom",
          validate: () => {
            throw new Error("schema failed:\n  city: boom");
          },
          jsonSchema: { input: () => ({ type: "object", properties: { city: { type: "string" } } }) },
        },
      },
    });
    registry.tool(() => ++calls, {
      name: "refined",
      description: "d",
      parameters: z.object({ city: z.string().refine((city) => city !== "Atlantis", "no such city:\nsee the atlas") }),
    });
    expect(await registry.invoke("throws", { city: "x" })).toBe(
      'Invalid arguments for tool "throws": the validator could not check them (schema failed: city: boom).',
    );
    expect(await registry.invoke("refined", { city: "Atlantis" })).toBe(
      'Invalid arguments for tool "refined": /city: no such city: see the atlas, got string "Atlantis"',
    );
    expect(calls).toBe(0);
  });
});
