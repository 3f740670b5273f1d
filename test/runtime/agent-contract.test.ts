import { describe, expect, it } from "vitest";
import {
  ToolRegistry,
  type AnthropicToolUse,
  type OpenAiResponsesFunctionCall,
  type OpenAiToolCall,
  type ToolFailureInfo,
} from "../../src/index.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";

// The registry's contract in a real agent loop: results are read when a tool returns, a batch runs
// in the model's order, arguments the schema does not declare are errors, and failures read well.

const call = (id: string, name: string, args: object): OpenAiToolCall => ({
  id,
  type: "function",
  function: { name, arguments: JSON.stringify(args) },
});

/** A shop whose tools act on one shared order: what a lookup reports must not depend on what came after it. */
function shop(options: ConstructorParameters<typeof ToolRegistry>[0] = {}) {
  const order = { id: "A1", status: "paid", refundedCents: 0 };
  const registry = new ToolRegistry(options);
  registry.tool(() => order, {
    name: "lookup_order",
    description: "Look up the order.",
    parameters: { type: "object", properties: {} },
  });
  registry.tool(
    (args: { amountCents?: number }) => {
      order.status = "refunded";
      order.refundedCents = args.amountCents ?? 9999;
      return { refunded: order.refundedCents };
    },
    {
      name: "refund",
      description: "Refund the order, in full unless amountCents is given.",
      parameters: { type: "object", properties: { amountCents: { type: "integer" } } },
    },
  );
  registry.tool(
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return order;
    },
    {
      name: "lookup_order_async",
      description: "Look up the order, asynchronously.",
      parameters: { type: "object", properties: {} },
    },
  );
  return { registry, order };
}

describe("results are captured when the tool returns", () => {
  it.each([
    ["without timeoutMs", {}],
    ["with timeoutMs", { timeoutMs: 1000 }],
    ["with timeoutMs, concurrent batch", { timeoutMs: 1000, batch: "concurrent" as const }],
  ])("a lookup before a refund in one batch reports the order as it was (%s)", async (_case, options) => {
    const { registry } = shop(options);
    const messages = await registry.openAiToolMessages([
      call("1", "lookup_order", {}),
      call("2", "refund", { amountCents: 100 }),
    ]);
    expect(messages.map((message) => message.content)).toEqual([
      '{"id":"A1","status":"paid","refundedCents":0}',
      '{"refunded":100}',
    ]);
  });

  it.each(["anthropicToolResults", "responsesToolOutputs"] as const)("%s too", async (helper) => {
    const { registry } = shop({ timeoutMs: 1000 });
    const contents =
      helper === "anthropicToolResults"
        ? (
            await registry.anthropicToolResults([
              { type: "tool_use", id: "1", name: "lookup_order", input: {} },
              { type: "tool_use", id: "2", name: "refund", input: { amountCents: 100 } },
            ] as AnthropicToolUse[])
          ).map((block) => block.content)
        : (
            await registry.responsesToolOutputs([
              { type: "function_call", call_id: "1", name: "lookup_order", arguments: "{}" },
              { type: "function_call", call_id: "2", name: "refund", arguments: '{"amountCents":100}' },
            ] as OpenAiResponsesFunctionCall[])
          ).map((item) => item.output);
    expect(contents[0]).toBe('{"id":"A1","status":"paid","refundedCents":0}');
  });

  it("an asynchronous tool's result is read when its promise settles, before the next call starts", async () => {
    const { registry } = shop({ timeoutMs: 1000 });
    const messages = await registry.openAiToolMessages([call("1", "lookup_order_async", {}), call("2", "refund", {})]);
    expect(messages[0]!.content).toBe('{"id":"A1","status":"paid","refundedCents":0}');
  });
});

describe("batch order", () => {
  /** Tools that record when they start and end, each taking `ms`. */
  function timeline(batch?: "sequential" | "concurrent") {
    const events: string[] = [];
    const registry = new ToolRegistry(batch ? { batch } : {});
    for (const [name, ms] of [
      ["slow", 20],
      ["fast", 1],
    ] as const) {
      registry.tool(
        async () => {
          events.push(`${name} start`);
          await new Promise((resolve) => setTimeout(resolve, ms));
          events.push(`${name} end`);
          return name;
        },
        { name, description: "d", parameters: { type: "object", properties: {} } },
      );
    }
    return { registry, events };
  }

  it("runs the calls of one turn in the model's order, each after the previous one, by default", async () => {
    const { registry, events } = timeline();
    const messages = await registry.openAiToolMessages([call("1", "slow", {}), call("2", "fast", {})]);
    expect(events).toEqual(["slow start", "slow end", "fast start", "fast end"]);
    expect(messages.map((message) => message.tool_call_id)).toEqual(["1", "2"]);
  });

  it('runs them all at once with batch: "concurrent", answers still in order', async () => {
    const { registry, events } = timeline("concurrent");
    const messages = await registry.openAiToolMessages([call("1", "slow", {}), call("2", "fast", {})]);
    expect(events).toEqual(["slow start", "fast start", "fast end", "slow end"]);
    expect(messages.map((message) => message.content)).toEqual(["slow", "fast"]);
  });

  it("refuses an unknown batch mode", () => {
    expect(() => new ToolRegistry({ batch: "parallel" as never })).toThrow(
      'tool-schema: batch must be "sequential" or "concurrent", got "parallel"',
    );
  });
});

describe("arguments the schema does not declare", () => {
  it("are an error naming the argument and the closest declared name, and the tool is not called", async () => {
    const { registry, order } = shop();
    expect(await registry.invoke("refund", { amount_cents: 100 })).toBe(
      'Invalid arguments for tool "refund": /amount_cents: unknown argument "amount_cents"; did you mean "amountCents"? (declared: amountCents)',
    );
    expect(order.status).toBe("paid");
  });

  it("a missing required argument whose near miss was sent gets the same hint", async () => {
    const registry = new ToolRegistry();
    registry.tool((args: { orderId: string }) => args.orderId, {
      name: "cancel",
      description: "d",
      parameters: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
    });
    expect((await registry.invoke("cancel", { order_id: "A1" })).split("\n").sort()).toEqual(
      [
        'Invalid arguments for tool "cancel": /order_id: unknown argument "order_id"; did you mean "orderId"? (declared: orderId)',
        'Invalid arguments for tool "cancel": /orderId: expected string (required property), got nothing; "order_id" was sent: did you mean "orderId"?',
      ].sort(),
    );
  });

  it("names nested properties as properties", async () => {
    const registry = new ToolRegistry();
    registry.tool((args: object) => args, {
      name: "ship",
      description: "d",
      parameters: {
        type: "object",
        properties: { address: { type: "object", properties: { postcode: { type: "string" } } } },
      },
    });
    expect(await registry.invoke("ship", { address: { postCode: "X" } })).toBe(
      'Invalid arguments for tool "ship": /address/postCode: unknown property "postCode"; did you mean "postcode"? (declared: postcode)',
    );
  });

  it("are allowed where the schema says so explicitly", async () => {
    const registry = new ToolRegistry();
    const echo = (args: object) => args;
    registry.tool(echo, {
      name: "open",
      description: "d",
      parameters: { type: "object", properties: { a: { type: "string" } }, additionalProperties: true },
    });
    registry.tool(echo, {
      name: "map",
      description: "d",
      parameters: { type: "object", properties: {}, additionalProperties: { type: "number" } },
    });
    registry.tool(echo, {
      name: "patterns",
      description: "d",
      parameters: { type: "object", properties: {}, patternProperties: { "^x-": {} } },
    });
    expect(await registry.invoke("open", { a: "1", b: 2 })).toBe('{"a":"1","b":2}');
    expect(await registry.invoke("map", { b: 2 })).toBe('{"b":2}');
    expect(await registry.invoke("patterns", { "x-y": 2 })).toBe('{"x-y":2}');
    expect(await registry.invoke("patterns", { y: 2 })).toMatch(/unknown argument "y"/);
  });

  it("counts the properties of every part of a composed object", async () => {
    const registry = new ToolRegistry();
    const parameters: JsonSchema = {
      type: "object",
      allOf: [{ $ref: "#/$defs/Base" }, { properties: { extra: { type: "string" } } }],
      properties: { note: { type: "string" } },
      $defs: { Base: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
    };
    registry.tool((args: object) => args, { name: "composed", description: "d", parameters });
    expect(await registry.invoke("composed", { id: "1", extra: "e", note: "n" })).toBe(
      '{"id":"1","extra":"e","note":"n"}',
    );
    expect(await registry.invoke("composed", { id: "1", ide: "2" })).toBe(
      'Invalid arguments for tool "composed": /ide: unknown argument "ide"; did you mean "id"? (declared: note, id, extra)',
    );
  });

  it("closes each branch of a union and each $defs entry on its own", async () => {
    const registry = new ToolRegistry();
    const parameters: JsonSchema = {
      type: "object",
      properties: {
        shape: {
          anyOf: [
            { type: "object", properties: { radius: { type: "number" } }, required: ["radius"] },
            { type: "null" },
          ],
        },
        node: { $ref: "#/$defs/Node" },
      },
      $defs: { Node: { type: "object", properties: { value: { type: "number" }, next: { $ref: "#/$defs/Node" } } } },
    };
    registry.tool((args: object) => args, { name: "u", description: "d", parameters });
    expect(await registry.invoke("u", { shape: { radius: 1 }, node: { value: 1, next: { value: 2 } } })).toBe(
      '{"shape":{"radius":1},"node":{"value":1,"next":{"value":2}}}',
    );
    expect(await registry.invoke("u", { shape: { radius: 1, radios: 2 } })).toBe(
      'Invalid arguments for tool "u": /shape/radios: unknown property "radios"; did you mean "radius"? (declared: radius)',
    );
    expect(await registry.invoke("u", { node: { value: 1, next: { valeu: 2 } } })).toBe(
      'Invalid arguments for tool "u": /node/next/valeu: unknown property "valeu"; did you mean "value"? (declared: value, next)',
    );
  });

  it("leave what toSchemas sends to providers as written", () => {
    const { registry } = shop();
    const refund = registry.toSchemas().find((tool) => tool.function.name === "refund")!;
    expect(refund.function.parameters).toEqual({ type: "object", properties: { amountCents: { type: "integer" } } });
  });

  it("an unknown tool name gets the closest registered name", async () => {
    const { registry } = shop();
    expect(await registry.invoke("lookup_ordr", {})).toBe(
      'Unknown tool "lookup_ordr". Did you mean "lookup_order"? Available tools: lookup_order, refund, lookup_order_async.',
    );
  });
});

describe("registration refuses a schema that is not JSON Schema, in one line naming tool, keyword and path", () => {
  const register = (parameters: unknown) => () =>
    new ToolRegistry().tool(() => "x", { name: "t", description: "d", parameters: parameters as JsonSchema });

  it.each([
    [
      "a misspelt type",
      { type: "object", properties: { a: { type: "strnig" } } },
      'tool-schema: cannot register tool "t": `parameters/properties/a/type` "strnig" is not a JSON Schema type (did you mean "string"?); expected one of string, number, integer, boolean, object, array, null',
    ],
    [
      "a required name that is not declared",
      { type: "object", properties: { orderId: { type: "string" } }, required: ["orderID"] },
      'tool-schema: cannot register tool "t": `parameters/required` "orderID" is required but not declared in properties (did you mean "orderId"?), so no call could be valid',
    ],
    [
      "required as a string",
      { type: "object", properties: { a: {} }, required: "a" },
      'tool-schema: cannot register tool "t": `parameters/required` must be an array of property names, got "a"',
    ],
    [
      "a $ref to nowhere",
      { type: "object", properties: { a: { $ref: "#/$defs/Missing" } } },
      'tool-schema: cannot register tool "t": `parameters/properties/a/$ref` "#/$defs/Missing" points at nothing in the schema',
    ],
    [
      "a remote $ref",
      { type: "object", properties: { a: { $ref: "https://example.com/a.json" } } },
      'tool-schema: cannot register tool "t": `parameters/properties/a/$ref` "https://example.com/a.json" is not a local reference; put the definition under $defs and refer to "#/$defs/…"',
    ],
    [
      "an invalid pattern",
      { type: "object", properties: { a: { type: "string", pattern: "([a-z]" } } },
      /^tool-schema: cannot register tool "t": `parameters\/properties\/a\/pattern` is not a valid regular expression \(.+\)$/,
    ],
    [
      "a draft-07 tuple",
      { type: "object", properties: { a: { type: "array", items: [{ type: "string" }] } } },
      'tool-schema: cannot register tool "t": `parameters/properties/a/items` an array of schemas is the draft-07 tuple form; use prefixItems (draft 2020-12)',
    ],
    [
      "a string minimum",
      { type: "object", properties: { a: { type: "number", minimum: "3" } } },
      'tool-schema: cannot register tool "t": `parameters/properties/a/minimum` must be a number, got "3"',
    ],
    [
      "a description that is not a string",
      { type: "object", properties: { a: { type: "string", description: 5 } } },
      'tool-schema: cannot register tool "t": `parameters/properties/a/description` must be a string, got 5',
    ],
  ])("%s", (_case, parameters, message) => {
    expect(register(parameters)).toThrow(message);
  });

  it("accepts what the generator writes, references included", () => {
    expect(
      register({
        type: "object",
        properties: {
          a: { $ref: "#/$defs/A" },
          b: { type: ["string", "null"] },
          c: { anyOf: [{ type: "integer" }, { type: "null" }] },
        },
        required: ["a"],
        additionalProperties: false,
        $defs: { A: { type: "object", properties: { x: { $ref: "#" } } } },
      }),
    ).not.toThrow();
  });
});

describe("what the model reads when a call fails", () => {
  it("maxResultChars cuts a long result and says so", async () => {
    const registry = new ToolRegistry({ maxResultChars: 10 });
    registry.tool(() => "x".repeat(25), {
      name: "long",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    registry.tool(() => `${"x".repeat(9)}😀`, {
      name: "emoji",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    expect(await registry.invoke("long", {})).toBe(`${"x".repeat(10)}… [result cut: 15 more characters]`);
    // Never half a surrogate pair.
    expect(await registry.invoke("emoji", {})).toBe(`${"x".repeat(9)}… [result cut: 2 more characters]`);
    expect(() => new ToolRegistry({ maxResultChars: 0 })).toThrow(
      "tool-schema: maxResultChars must be a positive integer, got 0",
    );
  });

  it("formatError rewrites every failure before the model sees it, and gets what happened", async () => {
    const seen: ToolFailureInfo[] = [];
    const registry = new ToolRegistry({
      formatError: (message, failure) => {
        seen.push(failure);
        return message.replace(/sk-[a-z0-9]+/g, "[redacted]");
      },
    });
    const thrown = new Error("401 for key sk-abc123");
    registry.tool(
      () => {
        throw thrown;
      },
      { name: "charge", description: "d", parameters: { type: "object", properties: { a: { type: "string" } } } },
    );
    expect(await registry.invoke("charge", {})).toBe('Tool "charge" failed: 401 for key [redacted]');
    expect(await registry.invoke("charge", { b: 1 })).toMatch(/unknown argument "b"/);
    expect(await registry.invoke("nope", {})).toMatch(/^Unknown tool "nope"/);
    const [result] = await registry.anthropicToolResults([
      { type: "tool_use", id: "1", name: "charge", input: {} },
    ] as AnthropicToolUse[]);
    expect(result).toEqual({
      type: "tool_result",
      tool_use_id: "1",
      content: 'Tool "charge" failed: 401 for key [redacted]',
      is_error: true,
    });
    expect(seen.map((failure) => failure.kind)).toEqual(["failed", "invalid-arguments", "unknown-tool", "failed"]);
    expect(seen[0]).toEqual({ toolName: "charge", kind: "failed", thrown });
  });

  it("a formatError that throws gives a fixed message without the original text", async () => {
    const registry = new ToolRegistry({
      formatError: () => {
        throw new Error("hook bug");
      },
    });
    registry.tool(
      () => {
        throw new Error("secret sk-1");
      },
      { name: "t", description: "d", parameters: { type: "object", properties: {} } },
    );
    expect(await registry.invoke("t", {})).toBe(
      'Tool "t" failed, and its error message could not be prepared for you.',
    );
  });

  it("results do not go through formatError", async () => {
    const registry = new ToolRegistry({ formatError: () => "rewritten" });
    registry.tool(() => "sk-1 is fine here", {
      name: "t",
      description: "d",
      parameters: { type: "object", properties: {} },
    });
    expect(await registry.invoke("t", {})).toBe("sk-1 is fine here");
  });
});
