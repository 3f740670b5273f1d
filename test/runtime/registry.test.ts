import { describe, expect, it, vi } from "vitest";
import { ToolRegistry, type ToolContext } from "../../src/index.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";

const weatherParameters = {
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    days: { type: "integer", minimum: 1 },
    unit: { type: "string", enum: ["c", "f"] },
  },
  required: ["city"],
  additionalProperties: false,
} satisfies JsonSchema;

function weather(args: { city: string; days?: number; unit?: "c" | "f" }) {
  return { city: args.city, days: args.days ?? 1, unit: args.unit ?? "c" };
}

function setup() {
  const registry = new ToolRegistry();
  registry.tool(weather, { description: "Forecast for a city", parameters: weatherParameters });
  return registry;
}

describe("registration", () => {
  it("returns the function unchanged and names the tool after it", () => {
    const registry = new ToolRegistry();
    expect(registry.tool(weather, { description: "d", parameters: weatherParameters })).toBe(weather);
    expect(registry.has("weather")).toBe(true);
    expect(registry.has("other")).toBe(false);
  });

  it("uses an explicit name and lists names in registration order", () => {
    const registry = new ToolRegistry();
    registry.tool(weather, { name: "get_weather", description: "d", parameters: weatherParameters });
    registry.tool(() => "pong", { name: "ping", description: "d", parameters: { type: "object", properties: {} } });
    expect(registry.names()).toEqual(["get_weather", "ping"]);
  });

  it.each([
    [
      "a duplicate name",
      (r: ToolRegistry) => r.tool(weather, { description: "again", parameters: weatherParameters }),
      /"weather".*already registered/,
    ],
    [
      "a missing description",
      (r: ToolRegistry) => r.tool(weather, { name: "w2", parameters: weatherParameters } as never),
      /"w2".*description/,
    ],
    [
      "an empty description",
      (r: ToolRegistry) => r.tool(weather, { name: "w3", description: "  ", parameters: weatherParameters }),
      /"w3".*description/,
    ],
    [
      "missing parameters",
      (r: ToolRegistry) => r.tool(weather, { name: "w4", description: "d" } as never),
      /"w4".*eslint --fix/,
    ],
    [
      "a root that is not an object",
      (r: ToolRegistry) => r.tool(weather, { name: "w5", description: "d", parameters: { type: "string" } }),
      /"w5".*type: "object"/,
    ],
    [
      "an invalid name",
      (r: ToolRegistry) => r.tool(weather, { name: "get.weather", description: "d", parameters: weatherParameters }),
      /"get\.weather".*a-z/,
    ],
    [
      "an over-long name",
      (r: ToolRegistry) => r.tool(weather, { name: "x".repeat(65), description: "d", parameters: weatherParameters }),
      /"x{65}"/,
    ],
    [
      "a positional entry that is not a property",
      (r: ToolRegistry) =>
        r.tool((a: string) => a, { name: "w6", description: "d", parameters: weatherParameters, positional: ["town"] }),
      /"w6".*"town" is not a property/,
    ],
    ["missing options", (r: ToolRegistry) => r.tool(function w7() {}, undefined as never), /"w7".*options/],
    [
      "something that is not a function",
      (r: ToolRegistry) => r.tool("w8" as never, { name: "w8", description: "d", parameters: weatherParameters }),
      /"w8".*expected a function/,
    ],
    [
      "an anonymous function without a name",
      (r: ToolRegistry) =>
        r.tool(((): string => "x") as never as () => string, {
          name: "",
          description: "d",
          parameters: weatherParameters,
        }),
      /anonymous/,
    ],
  ])("refuses %s with an Error naming the tool", (_case, register, message) => {
    const registry = setup();
    expect(() => register(registry)).toThrow(message);
  });

  it("keeps its own copy of the schema, so later edits by the caller change nothing", async () => {
    const parameters = structuredClone(weatherParameters) as JsonSchema;
    const registry = new ToolRegistry();
    registry.tool(weather, { description: "d", parameters });
    (parameters.properties as Record<string, JsonSchema>).city!.type = "number";
    expect(registry.toSchemas()[0]!.function.parameters).toEqual(weatherParameters);
    expect(await registry.invoke("weather", { city: "Oslo" })).toBe('{"city":"Oslo","days":1,"unit":"c"}');
  });
});

describe("toSchemas", () => {
  it("defaults to Chat Completions tools with the parameters exactly as registered", () => {
    const registry = new ToolRegistry();
    registry.tool((a: string, b: number) => `${a}${b}`, {
      name: "concat",
      description: "Joins",
      parameters: {
        type: "object",
        properties: { a: { type: "string" }, b: { type: "number" } },
        required: ["a", "b"],
      },
      positional: ["a", "b"],
    });
    expect(registry.toSchemas()).toEqual([
      {
        type: "function",
        function: {
          name: "concat",
          description: "Joins",
          parameters: {
            type: "object",
            properties: { a: { type: "string" }, b: { type: "number" } },
            required: ["a", "b"],
          },
        },
      },
    ]);
  });

  it("openai strict: the strict dialect and strict: true inside function", () => {
    const [tool] = setup().toSchemas({ strict: true });
    expect(tool!.function.strict).toBe(true);
    expect(tool!.function.parameters).toEqual({
      ...weatherParameters,
      properties: {
        city: { type: "string", description: "City name" },
        days: { type: ["integer", "null"], minimum: 1 },
        unit: { type: ["string", "null"], enum: ["c", "f", null] },
      },
      required: ["city", "days", "unit"],
    });
  });

  it("openai-responses: flat, with strict always present", () => {
    const registry = setup();
    expect(registry.toSchemas({ format: "openai-responses" })).toEqual([
      {
        type: "function",
        name: "weather",
        description: "Forecast for a city",
        parameters: weatherParameters,
        strict: false,
      },
    ]);
    const [strict] = registry.toSchemas({ format: "openai-responses", strict: true });
    expect(strict!.strict).toBe(true);
    expect(strict!.parameters.required).toEqual(["city", "days", "unit"]);
  });

  it("anthropic: input_schema, and closed objects with strict: true", () => {
    const registry = setup();
    expect(registry.toSchemas({ format: "anthropic" })).toEqual([
      { name: "weather", description: "Forecast for a city", input_schema: weatherParameters },
    ]);
    const nested = new ToolRegistry();
    nested.tool((o: object) => o, {
      name: "n",
      description: "d",
      parameters: { type: "object", properties: { inner: { type: "object", properties: {} } } },
    });
    const [strict] = nested.toSchemas({ format: "anthropic", strict: true });
    expect(strict).toMatchObject({
      strict: true,
      input_schema: { additionalProperties: false, properties: { inner: { additionalProperties: false } } },
    });
    expect(strict!.input_schema.required).toBeUndefined();
  });

  it("mcp: inputSchema", () => {
    expect(setup().toSchemas({ format: "mcp" })).toEqual([
      { name: "weather", description: "Forecast for a city", inputSchema: weatherParameters },
    ]);
  });

  it("gemini: the JSON Schema in parametersJsonSchema, and nothing for a tool without parameters", () => {
    const registry = setup();
    registry.tool(() => "pong", { name: "ping", description: "Ping", parameters: { type: "object", properties: {} } });
    expect(registry.toSchemas({ format: "gemini" })).toEqual([
      { name: "weather", description: "Forecast for a city", parametersJsonSchema: weatherParameters },
      { name: "ping", description: "Ping" },
    ]);
  });

  it("gemini: a $ref keeps only $-keywords beside it (a description moves to a one-branch anyOf)", () => {
    const registry = new ToolRegistry();
    const parameters: JsonSchema = {
      type: "object",
      properties: { node: { $ref: "#/$defs/Node", description: "The start." } },
      $defs: { Node: { type: "object", properties: { next: { $ref: "#/$defs/Node" } } } },
    };
    registry.tool(() => "", { name: "walk", description: "d", parameters });
    expect(registry.toSchemas({ format: "gemini" })[0]!.parametersJsonSchema!.properties!.node).toEqual({
      anyOf: [{ $ref: "#/$defs/Node" }],
      description: "The start.",
    });
  });

  it("computes each format once per tool and returns the cached, frozen definition", () => {
    const registry = setup();
    const first = registry.toSchemas({ strict: true });
    const second = registry.toSchemas({ strict: true });
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(Object.isFrozen(first[0]!.function.parameters)).toBe(true);
    expect(registry.toSchemas()[0]).not.toBe(first[0]);
  });

  it("refuses an unknown format", () => {
    expect(() => setup().toSchemas({ format: "cohere" as never })).toThrow(/unknown format "cohere"/);
  });
});

describe("invoke", () => {
  it("answers an unknown name with the registered names", async () => {
    expect(await setup().invoke("forecast", {})).toBe('Unknown tool "forecast". Available tools: weather.');
    expect(await new ToolRegistry().invoke("x", {})).toBe('Unknown tool "x". No tools are registered.');
    expect(await new ToolRegistry().invoke(10n as never, {})).toBe('Unknown tool "10". No tools are registered.');
  });

  it("parses JSON-string arguments, and reports bad JSON without calling the tool", async () => {
    const fn = vi.fn(weather);
    const registry = new ToolRegistry();
    registry.tool(fn, { name: "weather", description: "d", parameters: weatherParameters });
    expect(await registry.invoke("weather", '{"city":"Oslo","days":3}')).toBe('{"city":"Oslo","days":3,"unit":"c"}');
    const result = await registry.invoke("weather", '{"city": "Oslo"');
    expect(result).toMatch(
      /^Invalid arguments for tool "weather": they are not valid JSON \(.+\)\. Send the arguments as one JSON object\.$/,
    );
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("treats empty or absent arguments as {} and refuses non-objects", async () => {
    const registry = new ToolRegistry();
    registry.tool(() => "pong", { name: "ping", description: "d", parameters: { type: "object", properties: {} } });
    expect(await registry.invoke("ping", "")).toBe("pong");
    expect(await registry.invoke("ping", undefined)).toBe("pong");
    expect(await registry.invoke("ping", "[1,2]")).toBe(
      'Invalid arguments for tool "ping": expected a JSON object, got array of 2 items.',
    );
    expect(await registry.invoke("ping", "null")).toBe(
      'Invalid arguments for tool "ping": expected a JSON object, got null.',
    );
    expect(await registry.invoke("ping", 42)).toBe(
      'Invalid arguments for tool "ping": expected a JSON object, got number 42.',
    );
  });

  it("turns null for an optional, non-nullable property into absence, so defaults apply", async () => {
    const seen: unknown[] = [];
    const registry = new ToolRegistry();
    registry.tool(
      ({ city, days = 7, note }: { city: string; days?: number; note: string | null }) => {
        seen.push({ city, days, note });
        return days;
      },
      {
        name: "plan",
        description: "d",
        parameters: {
          type: "object",
          properties: { city: { type: "string" }, days: { type: "integer" }, note: { type: ["string", "null"] } },
          required: ["city", "note"],
        },
      },
    );
    const args = { city: "Oslo", days: null, note: null };
    expect(await registry.invoke("plan", args)).toBe("7");
    expect(seen).toEqual([{ city: "Oslo", days: 7, note: null }]);
    expect(args.days).toBeNull(); // the caller's object is not mutated
    // A required property keeps its null, and is validated as such.
    expect(await registry.invoke("plan", { city: null, note: null })).toBe(
      'Invalid arguments for tool "plan": /city: expected string, got null',
    );
  });

  it("keeps null for an optional property whose $ref target accepts null", async () => {
    const registry = new ToolRegistry();
    registry.tool((args: object) => args, {
      name: "t",
      description: "d",
      parameters: {
        type: "object",
        properties: { note: { $ref: "#/$defs/Note" } },
        $defs: { Note: { type: ["string", "null"] } },
      },
    });
    expect(await registry.invoke("t", { note: null })).toBe('{"note":null}');
  });

  it("strips strict-mode nulls in nested objects and array items too", async () => {
    const registry = new ToolRegistry();
    const parameters: JsonSchema = {
      type: "object",
      properties: {
        stops: {
          type: "array",
          items: { type: "object", properties: { at: { type: "string" }, wait: { type: "number" } }, required: ["at"] },
        },
        options: { anyOf: [{ type: "object", properties: { fast: { type: "boolean" } } }, { type: "null" }] },
      },
      required: ["stops", "options"],
    };
    registry.tool((args: object) => args, { name: "route", description: "d", parameters });
    expect(
      await registry.invoke("route", {
        stops: [
          { at: "A", wait: null },
          { at: "B", wait: 2 },
        ],
        options: { fast: null },
      }),
    ).toBe('{"stops":[{"at":"A"},{"at":"B","wait":2}],"options":{}}');
  });

  it("validates before calling, with one line per failing path naming the tool, the expectation and the value", async () => {
    const fn = vi.fn(weather);
    const registry = new ToolRegistry();
    registry.tool(fn, { name: "weather", description: "d", parameters: weatherParameters });
    const result = await registry.invoke("weather", { days: "3", unit: "kelvin", extra: true });
    expect(result.split("\n").sort()).toEqual(
      [
        'Invalid arguments for tool "weather": /city: expected string (required property), got nothing',
        'Invalid arguments for tool "weather": /days: expected integer, got string "3"',
        'Invalid arguments for tool "weather": /unit: expected one of "c", "f", got string "kelvin"',
        'Invalid arguments for tool "weather": /extra: unknown argument "extra" (declared: city, days, unit)',
      ].sort(),
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it("compiles the validator once per tool, lazily", async () => {
    const compile = vi.fn(() => () => []);
    const registry = new ToolRegistry({ validator: { compile } });
    registry.tool(weather, { description: "d", parameters: weatherParameters });
    expect(compile).not.toHaveBeenCalled();
    await registry.invoke("weather", { city: "a" });
    await registry.invoke("weather", { city: "b" });
    expect(compile).toHaveBeenCalledTimes(1);
    expect(compile).toHaveBeenCalledWith(weatherParameters);
  });

  it("reports a validator that throws as a string, without calling the tool", async () => {
    const fn = vi.fn(() => "called");
    const registry = new ToolRegistry({
      validator: {
        compile: () => () => {
          throw new RangeError("Maximum call stack size exceeded");
        },
      },
    });
    registry.tool(fn, { name: "t", description: "d", parameters: { type: "object", properties: {} } });
    expect(await registry.invoke("t", {})).toBe(
      'Invalid arguments for tool "t": the validator could not check them (RangeError: Maximum call stack size exceeded).',
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it("shows 20 lines and counts the rest when there are many failing paths", async () => {
    const registry = new ToolRegistry();
    registry.tool(() => "x", {
      name: "t",
      description: "d",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    });
    const args = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    const lines = (await registry.invoke("t", args)).split("\n");
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('Invalid arguments for tool "t": /k0: unknown argument "k0" (declared: none)');
    expect(lines[20]).toBe('… and 980 more invalid paths for tool "t"'); // the first 1,000 errors are analysed
  });

  it("reports a schema the validator cannot compile as a string naming the tool", async () => {
    const registry = new ToolRegistry({
      validator: {
        compile: () => {
          throw new Error("unsupported keyword");
        },
      },
    });
    registry.tool(() => "x", { name: "broken", description: "d", parameters: { type: "object", properties: {} } });
    expect(await registry.invoke("broken", {})).toBe(
      'Tool "broken" cannot be called: its parameters schema does not compile (unsupported keyword).',
    );
  });

  it("calls positional tools with arguments in order and the context last", async () => {
    const calls: unknown[][] = [];
    const registry = new ToolRegistry();
    const parameters: JsonSchema = {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "number" } },
      required: ["a"],
    };
    registry.tool((...args: unknown[]) => calls.push(args), {
      name: "two",
      description: "d",
      parameters,
      positional: ["b", "a"],
    });
    registry.tool((...args: unknown[]) => calls.push(args), {
      name: "none",
      description: "d",
      parameters,
      positional: [],
    });
    const five = {
      type: "object",
      properties: Object.fromEntries("abcde".split("").map((k) => [k, { type: "number" }])),
    } as JsonSchema;
    registry.tool((...args: unknown[]) => calls.push(args), {
      name: "five",
      description: "d",
      parameters: five,
      positional: ["e", "d", "c", "b", "a"],
    });
    await registry.invoke("two", { a: "x", b: 2 });
    await registry.invoke("none", { a: "x" });
    await registry.invoke("five", { a: 1, b: 2, c: 3, d: 4, e: 5 });
    const ctx = (toolName: string) => expect.objectContaining({ toolName, signal: expect.any(AbortSignal) });
    expect(calls).toEqual([[2, "x", ctx("two")], [ctx("none")], [5, 4, 3, 2, 1, ctx("five")]]);
  });

  it("calls object tools with the arguments object and a context carrying the caller's fields", async () => {
    let received: [unknown, ToolContext] | undefined;
    const registry = new ToolRegistry();
    registry.tool((args: { q: string }, ctx: ToolContext) => void (received = [args, ctx]), {
      name: "search",
      description: "d",
      parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
    });
    await registry.invoke("search", { q: "x" }, { userId: 7, toolName: "spoofed" });
    expect(received![0]).toEqual({ q: "x" });
    expect(received![1]).toMatchObject({ userId: 7, toolName: "search" });
    expect(received![1].signal.aborted).toBe(false);
  });

  it.each([
    ["a string as is", () => "plain", "plain"],
    ["an object as JSON", () => ({ a: [1] }), '{"a":[1]}'],
    ["a number as JSON", () => 3, "3"],
    ["null as JSON", () => null, "null"],
    ["undefined as an empty string", () => undefined, ""],
    ["a resolved promise", async () => ({ ok: true }), '{"ok":true}'],
  ])("turns %s into the result", async (_case, fn, expected) => {
    const registry = new ToolRegistry();
    registry.tool(fn, { name: "t", description: "d", parameters: { type: "object", properties: {} } });
    expect(await registry.invoke("t", {})).toBe(expected);
  });

  it.each([
    [
      "a throw",
      () => {
        throw new TypeError("boom");
      },
      'Tool "t" failed: TypeError: boom',
    ],
    ["a rejection", () => Promise.reject(new Error("nope")), 'Tool "t" failed: nope'],
    [
      "throw null",
      () => {
        throw null;
      },
      'Tool "t" failed without an error message (it threw null).',
    ],
    [
      "throw undefined",
      () => {
        throw undefined;
      },
      'Tool "t" failed without an error message (it threw undefined).',
    ],
    [
      "an Error without a message",
      () => {
        throw new Error();
      },
      'Tool "t" failed without an error message.',
    ],
    [
      "a rejection with undefined",
      () => Promise.reject(undefined),
      'Tool "t" failed without an error message (it threw undefined).',
    ],
    [
      "a thrown object",
      () => {
        throw { code: 42 };
      },
      'Tool "t" failed: {"code":42}',
    ],
    [
      "a thrown object whose message getter throws",
      () => {
        throw Object.defineProperty(new Error(), "message", {
          get: () => {
            throw new Error("trap");
          },
        });
      },
      'Tool "t" failed: a value that cannot be printed',
    ],
  ])("never lets %s escape", async (_case, fn, expected) => {
    const registry = new ToolRegistry();
    registry.tool(fn, { name: "t", description: "d", parameters: { type: "object", properties: {} } });
    await expect(registry.invoke("t", {})).resolves.toBe(expected);
  });

  it("reports a result that cannot be stringified", async () => {
    const registry = new ToolRegistry();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    registry.tool(() => cyclic, { name: "cyclic", description: "d", parameters: { type: "object", properties: {} } });
    registry.tool(() => 10n, { name: "big", description: "d", parameters: { type: "object", properties: {} } });
    expect(await registry.invoke("cyclic", {})).toMatch(
      /^Tool "cyclic" returned a value that cannot be converted to JSON: TypeError: .*circular/i,
    );
    expect(await registry.invoke("big", {})).toMatch(
      /^Tool "big" returned a value that cannot be converted to JSON: TypeError: .*BigInt/,
    );
  });
});

describe("timeouts", () => {
  it("abandons a slow tool with a timed-out string and aborts its signal", async () => {
    let signal: AbortSignal | undefined;
    const registry = new ToolRegistry({ timeoutMs: 20 });
    registry.tool(
      (_args: object, ctx: ToolContext) => {
        signal = ctx.signal;
        return new Promise(() => {}); // never settles
      },
      { name: "slow", description: "d", parameters: { type: "object", properties: {} } },
    );
    expect(await registry.invoke("slow", {})).toBe('Tool "slow" timed out after 20 ms; the call was abandoned.');
    expect(signal!.aborted).toBe(true);
    expect((signal!.reason as Error).name).toBe("TimeoutError");
  });

  it("returns a fast tool's result and leaves its signal alone", async () => {
    let signal: AbortSignal | undefined;
    const registry = new ToolRegistry({ timeoutMs: 1000 });
    registry.tool(async (_args: object, ctx: ToolContext) => ((signal = ctx.signal), "done"), {
      name: "fast",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    expect(await registry.invoke("fast", {})).toBe("done");
    expect(signal!.aborted).toBe(false);
  });

  it("aborts the tool's signal when the caller's own signal (context.signal) aborts", async () => {
    const caller = new AbortController();
    let signal: AbortSignal | undefined;
    const registry = new ToolRegistry({ timeoutMs: 1000 });
    registry.tool((_args: object, ctx: ToolContext) => ((signal = ctx.signal), "ok"), {
      name: "t",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    await registry.invoke("t", {}, { signal: caller.signal });
    caller.abort();
    expect(signal!.aborted).toBe(true);
  });

  it("gives every call its own signal, so listeners a tool adds die with its call", async () => {
    const signals: AbortSignal[] = [];
    const registry = new ToolRegistry();
    registry.tool((_args: object, ctx: ToolContext) => void signals.push(ctx.signal), {
      name: "t",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    await registry.invoke("t", {});
    await registry.invoke("t", {});
    expect(signals[0]).not.toBe(signals[1]);
    expect(signals.every((signal) => !signal.aborted)).toBe(true);
  });

  it("passes the caller's signal through when there is no timeout", async () => {
    const caller = new AbortController();
    let signal: AbortSignal | undefined;
    const registry = new ToolRegistry();
    registry.tool((_args: object, ctx: ToolContext) => void (signal = ctx.signal), {
      name: "t",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    await registry.invoke("t", {}, { signal: caller.signal });
    expect(signal).toBe(caller.signal);
  });

  it("refuses a timeout that is not a positive number", () => {
    expect(() => new ToolRegistry({ timeoutMs: 0 })).toThrow(/timeoutMs/);
  });
});

describe("provider helpers", () => {
  it("answers OpenAI tool_calls with tool messages, in order", async () => {
    const registry = setup();
    const messages = await registry.openAiToolMessages([
      { id: "call_1", type: "function", function: { name: "weather", arguments: '{"city":"Oslo"}' } },
      { id: "call_2", type: "function", function: { name: "nope", arguments: "{}" } },
    ]);
    expect(messages).toEqual([
      { role: "tool", tool_call_id: "call_1", content: '{"city":"Oslo","days":1,"unit":"c"}' },
      { role: "tool", tool_call_id: "call_2", content: 'Unknown tool "nope". Available tools: weather.' },
    ]);
    expect(await registry.openAiToolMessages(undefined)).toEqual([]);
    expect((await registry.openAiToolMessage({ id: "c", type: "custom" })).content).toMatch(/only function tools/);
  });

  it("answers Responses function_call items with function_call_output items", async () => {
    const outputs = await setup().responsesToolOutputs([
      { type: "message" },
      { type: "function_call", call_id: "fc_1", name: "weather", arguments: '{"city":"Rome","days":2}' } as {
        type: string;
      },
    ]);
    expect(outputs).toEqual([
      { type: "function_call_output", call_id: "fc_1", output: '{"city":"Rome","days":2,"unit":"c"}' },
    ]);
  });

  it("answers Anthropic tool_use blocks with tool_result blocks, flagging failures", async () => {
    const results = await setup().anthropicToolResults([
      { type: "text" },
      { type: "tool_use", id: "tu_1", name: "weather", input: { city: "Oslo" } } as { type: string },
      { type: "tool_use", id: "tu_2", name: "weather", input: { city: 5 } } as { type: string },
    ]);
    expect(results).toEqual([
      { type: "tool_result", tool_use_id: "tu_1", content: '{"city":"Oslo","days":1,"unit":"c"}' },
      {
        type: "tool_result",
        tool_use_id: "tu_2",
        content: 'Invalid arguments for tool "weather": /city: expected string, got number 5',
        is_error: true,
      },
    ]);
  });

  it("answers MCP tools/call with text content and isError on failure", async () => {
    const registry = setup();
    expect(await registry.mcpCallTool("weather", { city: "Oslo" })).toEqual({
      content: [{ type: "text", text: '{"city":"Oslo","days":1,"unit":"c"}' }],
    });
    expect(await registry.mcpCallTool("x", {})).toMatchObject({ isError: true });
  });
});
