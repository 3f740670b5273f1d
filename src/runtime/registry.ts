/**
 * `ToolRegistry`: one-line registration of a function with the schema the generator wrote, the
 * provider formats of those schemas, and a validated `invoke` that always resolves to a string.
 */
import type { JsonSchema, ObjectJsonSchema } from "../schema/json-schema.js";
import { ajvValidator } from "./ajv.js";
import { MAX_ARGUMENT_DEPTH, applyNullPlan, buildNullPlan, exceedsDepth, type NullPlan } from "./arguments.js";
import { findSchemaProblem } from "./check-schema.js";
import { closeForValidation } from "./closed.js";
import { buildDatePlan, DateFailure, reviveDates, type DatePlan } from "./dates.js";
import { describeThrown, describeValue, oneLine } from "./describe.js";
import { formatTool, TOOL_FORMATS, type ToolFormat, type ToolSchemaByFormat } from "./formats.js";
import { closestName } from "./names.js";
import {
  asLiteral,
  issuePointer,
  jsonSchemaOf,
  standardPropsOf,
  type StandardIssue,
  type StandardResult,
  type StandardSchemaProps,
  type StandardSchemaWithJsonSchema,
} from "./standard-schema.js";
import type { ToolContext } from "./types.js";
import { valueAtPointer, type SchemaValidator, type ValidateFunction, type ValidationIssue } from "./validation.js";

export interface ToolRegistryOptions {
  /** Abandon a call still running after this many milliseconds: `invoke` resolves to a "timed out" string and the tool's `signal` is aborted. */
  timeoutMs?: number;
  /** Validates arguments before each call. Default: ajv (draft 2020-12). See `cfworkerValidator` for edge runtimes. */
  validator?: SchemaValidator;
  /**
   * How the batch helpers (`openAiToolMessages`, `responsesToolOutputs`, `anthropicToolResults`)
   * run the calls of one model turn. `"sequential"` (default): in the model's order, each call
   * after the previous one has settled, so a later call sees what an earlier one did.
   * `"concurrent"`: all at once; choose it only when no tool's effect is read by another.
   */
  batch?: "sequential" | "concurrent";
  /** Longest result, in characters, sent back to the model; a longer one is cut and says by how much. Default: no limit. */
  maxResultChars?: number;
  /**
   * Rewrites the text of every failure (unknown tool, invalid arguments, a throw, a timeout) before
   * the model reads it, for example to redact secrets from error messages. Successful results are
   * not passed through it. If it throws, the model reads a fixed message without the original text.
   */
  formatError?: (message: string, failure: ToolFailureInfo) => string;
}

/** What went wrong in one call, for `formatError`. */
export interface ToolFailureInfo {
  /** The tool's name as the model sent it. */
  readonly toolName: string;
  readonly kind: ToolFailureKind;
  /** What the tool threw or rejected with (`kind: "failed"` only). */
  readonly thrown?: unknown;
}

export type ToolFailureKind =
  | "unknown-tool"
  | "invalid-arguments"
  | "uncallable"
  | "failed"
  | "unserializable-result"
  | "timeout"
  | "not-a-function-call";

export interface ToolOptions {
  /** The name the model calls; defaults to `fn.name`. Must match `^[a-zA-Z0-9_-]{1,64}$` (OpenAI and Anthropic). */
  name?: string;
  /** What the tool does, for the model. Required: a tool without one is rarely picked. */
  description: string;
  /**
   * The arguments object: a JSON Schema (root `type: "object"`), as `eslint --fix` /
   * `tool-schema generate` writes it, or a Standard Schema with a JSON Schema converter (a zod ≥ 4.2
   * or arktype object), which then validates the arguments and hands the tool its output.
   */
  parameters: JsonSchema | StandardSchemaWithJsonSchema;
  /** For positional functions: parameter names in call order (`fn(args[p0], args[p1], …, ctx)`). Without it the function takes the arguments object. */
  positional?: readonly string[];
}

export interface ToSchemasOptions<F extends ToolFormat = ToolFormat> {
  /** Default `"openai"` (Chat Completions). */
  format?: F;
  /** OpenAI formats: the strict dialect and `strict: true`; Anthropic: closed objects and `strict: true`. Default false. */
  strict?: boolean;
}

/** An OpenAI Chat Completions `tool_calls[]` entry (openai `ChatCompletionMessageToolCall`). */
export interface OpenAiToolCall {
  id: string;
  type: string;
  function?: { name: string; arguments: string };
}

/** The `{ role: "tool" }` message answering one tool call (openai `ChatCompletionToolMessageParam`). */
export interface OpenAiToolMessage {
  role: "tool";
  tool_call_id: string;
  content: string;
}

/** A Responses API `function_call` output item (openai `ResponseFunctionToolCall`). */
export interface OpenAiResponsesFunctionCall {
  type: "function_call";
  call_id: string;
  name: string;
  arguments: string;
}

/** The `function_call_output` input item answering one `function_call`. */
export interface OpenAiResponsesFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  output: string;
}

/** An Anthropic `tool_use` content block (@anthropic-ai/sdk `ToolUseBlock`). */
export interface AnthropicToolUse {
  type: "tool_use";
  id: string;
  name: string;
  input: unknown;
}

/** The `tool_result` block answering one `tool_use` (@anthropic-ai/sdk `ToolResultBlockParam`); `is_error` when the call failed. */
export interface AnthropicToolResult {
  type: "tool_result";
  tool_use_id: string;
  content: string;
  is_error?: boolean;
}

/** An MCP `tools/call` result. */
export interface McpCallToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

/** The name pattern both OpenAI and Anthropic accept. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** Validation lines shown at most; the rest are counted. */
const MAX_ISSUE_LINES = 20;

/** A call that did not produce a result; its message is what the model reads (after `formatError`). */
class ToolFailure {
  constructor(
    readonly message: string,
    readonly toolName: string,
    readonly kind: ToolFailureKind,
    readonly thrown?: unknown,
  ) {}
}

type Caller = (fn: (...args: never[]) => unknown, args: Record<string, unknown>, context: ToolContext) => unknown;

interface RegisteredTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectJsonSchema;
  /**
   * `parameters` closed against undeclared properties: what arguments are validated against. For a
   * Standard Schema, its JSON Schema as converted, which only words the errors its own `validate` found.
   */
  readonly validationSchema: JsonSchema;
  /** The Standard Schema that validates the arguments, when `parameters` was one. */
  readonly standard: StandardSchemaProps | undefined;
  readonly fn: (...args: never[]) => unknown;
  readonly call: Caller;
  readonly nullPlan: NullPlan | undefined;
  /** Where marked `Date` parameters sit; `undefined` for the many tools without one. */
  readonly datePlan: DatePlan | undefined;
  validate: ValidateFunction | ToolFailure | undefined;
  readonly formats: Map<string, unknown>;
}

export class ToolRegistry {
  readonly #tools = new Map<string, RegisteredTool>();
  readonly #timeoutMs: number | undefined;
  readonly #validator: SchemaValidator;
  readonly #concurrent: boolean;
  readonly #maxResultChars: number | undefined;
  readonly #formatError: ToolRegistryOptions["formatError"];

  constructor(options: ToolRegistryOptions = {}) {
    const { timeoutMs, validator, batch, maxResultChars, formatError } = options;
    if (timeoutMs !== undefined && !(typeof timeoutMs === "number" && timeoutMs > 0 && Number.isFinite(timeoutMs))) {
      throw new Error(`tool-schema: timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`);
    }
    if (batch !== undefined && batch !== "sequential" && batch !== "concurrent") {
      throw new Error(
        `tool-schema: batch must be "sequential" or "concurrent", got ${JSON.stringify(batch) ?? String(batch)}`,
      );
    }
    if (maxResultChars !== undefined && !(Number.isInteger(maxResultChars) && maxResultChars > 0)) {
      throw new Error(`tool-schema: maxResultChars must be a positive integer, got ${String(maxResultChars)}`);
    }
    if (formatError !== undefined && typeof formatError !== "function") {
      throw new Error(`tool-schema: formatError must be a function, got ${describeValue(formatError)}`);
    }
    this.#timeoutMs = timeoutMs;
    this.#validator = validator ?? ajvValidator();
    this.#concurrent = batch === "concurrent";
    this.#maxResultChars = maxResultChars;
    this.#formatError = formatError;
  }

  /**
   * Registers `fn` as a tool and returns it unchanged. Throws an `Error` naming the tool for a
   * duplicate or invalid name, a missing description, missing or non-object `parameters`, a
   * `parameters` schema that is not valid JSON Schema (naming the keyword and where it is), or a
   * `positional` entry that is not a property.
   */
  tool<F extends (...args: never[]) => unknown>(fn: F, options: ToolOptions): F {
    const name = options?.name ?? (typeof fn === "function" ? fn.name : "");
    const refuse = (reason: string): never => {
      throw new Error(`tool-schema: cannot register tool ${name ? `"${name}"` : "(anonymous function)"}: ${reason}`);
    };
    if (typeof fn !== "function") refuse(`expected a function, got ${describeValue(fn)}`);
    if (typeof options !== "object" || options === null) refuse("the options { description, parameters } are required");
    if (!name) refuse('the function has no name; pass { name: "…" }');
    if (!TOOL_NAME.test(name))
      refuse("the name must be 1-64 characters of a-z, A-Z, 0-9, _ or - (the pattern OpenAI and Anthropic accept)");
    if (this.#tools.has(name)) refuse("a tool with this name is already registered (the last one would silently win)");
    if (typeof options.description !== "string" || options.description.trim() === "") {
      refuse("a non-empty description is required (the model chooses tools by their descriptions)");
    }
    const standard = standardPropsOf(options.parameters);
    let literal: unknown = options.parameters;
    if (standard !== undefined) {
      const converted = jsonSchemaOf(standard);
      if ("problem" in converted) refuse(converted.problem);
      else literal = asLiteral(converted.schema);
    }
    const parameters = snapshotParameters(literal, refuse);
    checkSchema(parameters, refuse);
    const positional = checkPositional(options.positional, parameters, refuse);
    const tool: RegisteredTool = {
      name,
      description: options.description,
      parameters,
      // A Standard Schema keeps its own rules for undeclared keys (zod strips them by default).
      validationSchema: standard ? parameters : deepFreeze(closeForValidation(parameters)),
      standard: standard as StandardSchemaProps | undefined,
      fn,
      call: makeCaller(positional),
      nullPlan: buildNullPlan(parameters),
      datePlan: buildDatePlan(parameters),
      validate: undefined,
      formats: new Map(),
    };
    this.#tools.set(name, tool);
    return fn;
  }

  /** Whether a tool of this name is registered. */
  has(name: string): boolean {
    return this.#tools.has(name);
  }

  /** Registered names, in registration order. */
  names(): string[] {
    return [...this.#tools.keys()];
  }

  /**
   * The tools in a provider's format, in registration order (default: OpenAI Chat Completions).
   * Each definition is computed once per tool, format and strictness, then cached; the returned
   * objects are shared and frozen, the array is new.
   */
  toSchemas<F extends ToolFormat = "openai">(options: ToSchemasOptions<F> = {}): ToolSchemaByFormat[F][] {
    const format = (options.format ?? "openai") as F;
    if (!TOOL_FORMATS.includes(format)) {
      throw new Error(`tool-schema: unknown format "${String(format)}"; expected one of ${TOOL_FORMATS.join(", ")}`);
    }
    const strict = options.strict === true;
    const key = `${format}${strict ? ":strict" : ""}`;
    const schemas: ToolSchemaByFormat[F][] = [];
    for (const tool of this.#tools.values()) {
      let formatted = tool.formats.get(key) as ToolSchemaByFormat[F] | undefined;
      if (formatted === undefined) {
        formatted = deepFreeze(formatTool(tool, format, strict));
        tool.formats.set(key, formatted);
      }
      schemas.push(formatted);
    }
    return schemas;
  }

  /**
   * Calls the tool `name` with the model's arguments (a JSON string or an object) and resolves to
   * the string to send back. Never rejects: unknown tools, bad JSON, invalid arguments, throws,
   * rejections, unserializable results and timeouts all become a string that tells the model what
   * went wrong. `context` is spread into the tool's trailing `ToolContext` parameter.
   */
  invoke(name: string, args: unknown, context?: object): Promise<string> {
    // Synchronous tools are run without any async function in between: one settled promise per call.
    const outcome = this.#start(name, args, context);
    return outcome instanceof Promise ? outcome.then(this.#textOf) : Promise.resolve(this.#textOf(outcome));
  }

  /** Answers one Chat Completions `tool_calls` entry with its `{ role: "tool" }` message. */
  async openAiToolMessage(call: OpenAiToolCall, context?: object): Promise<OpenAiToolMessage> {
    const content = call.function
      ? await this.invoke(call.function.name, call.function.arguments, context)
      : this.#textOf(
          new ToolFailure(
            `Tool call ${call.id} is of type "${call.type}"; only function tools can be called here.`,
            String(call.type),
            "not-a-function-call",
          ),
        );
    return { role: "tool", tool_call_id: call.id, content };
  }

  /** Answers every entry of an assistant message's `tool_calls`, in order (run as the `batch` option says). */
  openAiToolMessages(
    calls: readonly OpenAiToolCall[] | null | undefined,
    context?: object,
  ): Promise<OpenAiToolMessage[]> {
    return this.#batch(calls ?? [], (call) => this.openAiToolMessage(call, context));
  }

  /** Answers one Responses API `function_call` item with its `function_call_output` item. */
  async responsesToolOutput(
    call: OpenAiResponsesFunctionCall,
    context?: object,
  ): Promise<OpenAiResponsesFunctionCallOutput> {
    return {
      type: "function_call_output",
      call_id: call.call_id,
      output: await this.invoke(call.name, call.arguments, context),
    };
  }

  /** Answers every `function_call` item of a Responses API `output` array, in order (run as the `batch` option says). */
  responsesToolOutputs(
    output: readonly { type: string }[],
    context?: object,
  ): Promise<OpenAiResponsesFunctionCallOutput[]> {
    const calls = output.filter((item): item is OpenAiResponsesFunctionCall => item.type === "function_call");
    return this.#batch(calls, (call) => this.responsesToolOutput(call, context));
  }

  /** Answers one Anthropic `tool_use` block with its `tool_result` block (`is_error: true` when the call failed). */
  async anthropicToolResult(block: AnthropicToolUse, context?: object): Promise<AnthropicToolResult> {
    const outcome = await this.#start(block.name, block.input, context);
    return typeof outcome === "string"
      ? { type: "tool_result", tool_use_id: block.id, content: outcome }
      : { type: "tool_result", tool_use_id: block.id, content: this.#textOf(outcome), is_error: true };
  }

  /** Answers every `tool_use` block of an assistant message's `content`, in order (run as the `batch` option says). */
  anthropicToolResults(content: readonly { type: string }[], context?: object): Promise<AnthropicToolResult[]> {
    const uses = content.filter((block): block is AnthropicToolUse => block.type === "tool_use");
    return this.#batch(uses, (block) => this.anthropicToolResult(block, context));
  }

  /** Runs an MCP `tools/call` request: the result text as one text content item, `isError` when the call failed. */
  async mcpCallTool(name: string, args: unknown, context?: object): Promise<McpCallToolResult> {
    // MCP's `arguments` is an object or absent, never JSON text: a string is refused, not parsed.
    const outcome =
      typeof args === "string" && this.#tools.has(name)
        ? invalid(name, `Invalid arguments for tool "${name}": expected a JSON object, got ${describeValue(args)}.`)
        : await this.#start(name, args, context);
    return typeof outcome === "string"
      ? { content: [{ type: "text", text: outcome }] }
      : { content: [{ type: "text", text: this.#textOf(outcome) }], isError: true };
  }

  /**
   * Answers a batch in the model's order. Sequential by default: a call starts once the previous
   * one has settled, because tools of one turn often act on the same state (a lookup, then a
   * refund) and the model wrote them in the order it meant.
   */
  async #batch<T, R>(items: readonly T[], answer: (item: T) => Promise<R>): Promise<R[]> {
    if (this.#concurrent) return Promise.all(items.map(answer));
    const answers: R[] = [];
    for (const item of items) answers.push(await answer(item));
    return answers;
  }

  /** The text the model reads: a result (cut to `maxResultChars`) or a failure (through `formatError`). */
  readonly #textOf = (outcome: Outcome): string => {
    if (typeof outcome === "string")
      return this.#maxResultChars === undefined ? outcome : capLength(outcome, this.#maxResultChars);
    if (this.#formatError === undefined) return outcome.message;
    try {
      const info: ToolFailureInfo =
        outcome.kind === "failed"
          ? { toolName: outcome.toolName, kind: outcome.kind, thrown: outcome.thrown }
          : { toolName: outcome.toolName, kind: outcome.kind };
      const text = this.#formatError(outcome.message, info);
      return typeof text === "string" ? text : String(text);
    } catch {
      return `Tool ${JSON.stringify(outcome.toolName)} failed, and its error message could not be prepared for you.`;
    }
  };

  /**
   * Everything up to the call is synchronous; the outcome is a promise only when the tool returned
   * one or a timeout is set. Total: it neither throws nor returns a promise that rejects.
   */
  #start(name: string, rawArgs: unknown, context: object | undefined): Outcome | Promise<Outcome> {
    const tool = this.#tools.get(name);
    if (tool === undefined) return unknownTool(name, this.names());
    try {
      const args = prepareArguments(tool, rawArgs);
      if (args instanceof ToolFailure) return args;
      if (tool.standard !== undefined) return this.#validateStandard(tool, args, context);
      const validate = (tool.validate ??= compileValidator(this.#validator, tool));
      if (validate instanceof ToolFailure) return validate;
      const issues = validateSafely(validate, args);
      if (issues instanceof Error) {
        return invalid(
          tool.name,
          `Invalid arguments for tool "${tool.name}": the validator could not check them (${oneLine(describeThrown(issues))}).`,
        );
      }
      if (issues.length > 0) return invalid(tool.name, formatIssues(tool.name, issues, args));
      let callArgs = args;
      if (tool.datePlan !== undefined) {
        const revived = reviveDates(args, tool.datePlan);
        if (revived instanceof DateFailure) return invalid(tool.name, formatIssues(tool.name, [revived.issue], args));
        callArgs = revived as Record<string, unknown>;
      }
      return this.#call(tool, callArgs, context);
    } catch (thrown) {
      return toolFailed(name, thrown);
    }
  }

  /**
   * Runs a tool whose arguments are valid. Throws only what the tool throws synchronously.
   *
   * Kept small, with the asynchronous path and the context's copying in functions of their own: V8
   * inlines `#call`, the tool's caller, `InvocationContext` and `resultToString` into `#start` only
   * while their bytecode fits one budget, and a `ToolContext` built outside that budget costs a
   * call and an allocation on every invoke (issue 30: JSON-string invoke overhead).
   */
  #call(tool: RegisteredTool, args: Record<string, unknown>, context: object | undefined): Outcome | Promise<Outcome> {
    // Without a timeout no controller is needed: the signal (made only if read) never aborts.
    const controller = this.#timeoutMs === undefined ? undefined : new AbortController();
    const result = tool.call(tool.fn, args, new InvocationContext(tool.name, context, controller));
    // A result is turned into text the moment the tool hands it over: a later call of the same
    // batch may change the object it returned (a lookup's order, then a refund of it).
    return isThenable(result)
      ? settleResult(tool.name, result, controller, this.#timeoutMs)
      : resultToString(tool.name, result);
  }

  /**
   * Validates with the tool's Standard Schema (awaiting an asynchronous `validate`) and calls the
   * tool with its output (defaults and transforms applied). A `validate` that throws or rejects is
   * reported as the validator failing, like a JSON Schema validator that throws.
   */
  #validateStandard(tool: RegisteredTool, args: Record<string, unknown>, context: object | undefined) {
    const couldNotCheck = (thrown: unknown): ToolFailure =>
      invalid(
        tool.name,
        `Invalid arguments for tool "${tool.name}": the validator could not check them (${oneLine(describeThrown(thrown))}).`,
      );
    const settle = (result: StandardResult): Outcome | Promise<Outcome> => {
      if (typeof result !== "object" || result === null)
        return couldNotCheck(new TypeError(`${tool.standard!.vendor} validate returned ${describeValue(result)}`));
      if (result.issues !== undefined) return invalid(tool.name, this.#standardIssuesText(tool, result.issues, args));
      const value = result.value;
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return couldNotCheck(new TypeError(`${tool.standard!.vendor} validate returned ${describeValue(value)}`));
      }
      try {
        return this.#call(tool, value as Record<string, unknown>, context);
      } catch (thrown) {
        return toolFailed(tool.name, thrown);
      }
    };
    let result: StandardResult | Promise<StandardResult>;
    try {
      result = tool.standard!.validate(args);
    } catch (thrown) {
      return couldNotCheck(thrown);
    }
    return isThenable(result) ? Promise.resolve(result).then(settle, couldNotCheck) : settle(result);
  }

  /**
   * The lines for a Standard Schema's failure, in the registry's format: its JSON Schema, checked by
   * the registry's validator, says what was expected and what came, with the did-you-mean hints. A
   * failure the JSON Schema cannot express (a zod `.refine`) is worded by the schema's own messages.
   */
  #standardIssuesText(tool: RegisteredTool, issues: readonly StandardIssue[], args: unknown): string {
    const validate = (tool.validate ??= compileValidator(this.#validator, tool));
    if (!(validate instanceof ToolFailure)) {
      const ours = validateSafely(validate, args);
      if (!(ours instanceof Error) && ours.length > 0) return formatIssues(tool.name, ours, args);
    }
    const lines = issues.slice(0, MAX_ISSUE_LINES).map((issue) => {
      const path = issuePointer(issue);
      return `Invalid arguments for tool "${tool.name}": ${path === "" ? "(arguments)" : path}: ${oneLine(String(issue.message))}, got ${describeValue(valueAtPointer(args, path))}`;
    });
    if (issues.length > MAX_ISSUE_LINES)
      lines.push(`… and ${issues.length - MAX_ISSUE_LINES} more invalid paths for tool "${tool.name}"`);
    return lines.length > 0
      ? lines.join("\n")
      : `Invalid arguments for tool "${tool.name}": they were refused without a reason.`;
  }
}

/** The outcome of a tool that returned a promise: its result as text, or its rejection, or a timeout. */
function settleResult(
  toolName: string,
  result: PromiseLike<unknown>,
  controller: AbortController | undefined,
  timeoutMs: number | undefined,
): Promise<Outcome> {
  const settled = Promise.resolve(result).then(
    (value) => resultToString(toolName, value),
    (thrown: unknown) => toolFailed(toolName, thrown),
  );
  return controller === undefined ? settled : raceTimeout(settled, toolName, controller, timeoutMs!);
}

/** `settled`, unless `timeoutMs` passes first: then a "timed out" failure, and the tool's signal aborts. */
function raceTimeout(
  settled: Promise<Outcome>,
  toolName: string,
  controller: AbortController,
  timeoutMs: number,
): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<ToolFailure>((resolve) => {
    timer = setTimeout(() => {
      const message = `Tool "${toolName}" timed out after ${timeoutMs} ms; the call was abandoned.`;
      controller.abort(Object.assign(new Error(message), { name: "TimeoutError" }));
      resolve(new ToolFailure(message, toolName, "timeout"));
    }, timeoutMs);
  });
  return Promise.race([settled, timedOut]).finally(() => clearTimeout(timer));
}

type Outcome = string | ToolFailure;

const invalid = (toolName: string, message: string): ToolFailure =>
  new ToolFailure(message, toolName, "invalid-arguments");

/**
 * The failure of a tool that threw or rejected. A bare `throw null` or `throw undefined` (or an
 * error without a message) says only that: "failed: null" would read as if null were the reason.
 */
function toolFailed(name: string, thrown: unknown): ToolFailure {
  const described = thrown === null || thrown === undefined ? "" : describeThrown(thrown);
  const message =
    described === "" || described === "(empty message)" || described === "Error"
      ? `Tool "${name}" failed without an error message${thrown === null || thrown === undefined ? ` (it threw ${String(thrown)})` : ""}.`
      : `Tool "${name}" failed: ${described}`;
  return new ToolFailure(message, name, "failed", thrown);
}

/** `text` cut to `max` characters (never inside a surrogate pair), saying how much was left out. */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1; // a high surrogate whose partner would be cut off
  return `${text.slice(0, end)}… [result cut: ${text.length - end} more characters]`;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === "function"
  );
}

/** Deep-copies (so later edits by the caller cannot desynchronise validation) and checks the root. */
function snapshotParameters(parameters: unknown, refuse: (reason: string) => never): ObjectJsonSchema {
  if (parameters === undefined || parameters === null) {
    return refuse(
      "`parameters` is missing; run `eslint --fix` (rule tool-schema/no-schema-drift) or `tool-schema generate` to write it from the signature",
    );
  }
  if (typeof parameters !== "object" || Array.isArray(parameters))
    return refuse(`\`parameters\` must be a JSON Schema object, got ${describeValue(parameters)}`);
  const schema = parameters as JsonSchema;
  if (schema.type !== "object") {
    return refuse(
      `the root of \`parameters\` must be { type: "object", … } (tool arguments are a JSON object), got type ${JSON.stringify(schema.type) ?? "undefined"}`,
    );
  }
  let copy: JsonSchema;
  try {
    copy = jsonCopy(schema, 0) as JsonSchema;
  } catch (error) {
    return refuse(`\`parameters\` must be plain JSON: ${describeThrown(error)}`);
  }
  if (copy.properties === undefined) copy.properties = {};
  return deepFreeze(copy as ObjectJsonSchema);
}

/** A deep copy of JSON data (structuredClone is an order of magnitude slower for small schemas). */
function jsonCopy(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) {
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint")
      throw new Error(`a ${typeof value} is not JSON`);
    return value;
  }
  if (depth > 1000) throw new Error("nested more than 1000 levels (is it cyclic?)");
  if (Array.isArray(value)) return value.map((item) => jsonCopy(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    // A property named "__proto__" (a schema may describe one) must stay a property.
    if (key === "__proto__")
      Object.defineProperty(copy, key, {
        value: jsonCopy(child, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = jsonCopy(child, depth + 1);
  }
  return copy;
}

function checkPositional(
  positional: unknown,
  parameters: ObjectJsonSchema,
  refuse: (reason: string) => never,
): readonly string[] | undefined {
  if (positional === undefined) return undefined;
  if (!Array.isArray(positional) || positional.some((entry) => typeof entry !== "string")) {
    return refuse("`positional` must be an array of parameter names");
  }
  const names = positional as string[];
  const properties = Object.keys(parameters.properties);
  for (const [index, entry] of names.entries()) {
    if (!Object.hasOwn(parameters.properties, entry)) {
      refuse(
        `positional entry "${entry}" is not a property of \`parameters\` (properties: ${properties.join(", ") || "none"})`,
      );
    }
    if (names.indexOf(entry) !== index) refuse(`positional entry "${entry}" is listed twice`);
  }
  return Object.freeze([...names]);
}

/**
 * How a tool is called. Object-style tools get `fn(args, ctx)`; positional ones get
 * `fn(args[p0], …, ctx)`, with the common arities spelled out so a call builds no array.
 */
function makeCaller(positional: readonly string[] | undefined): Caller {
  type Fn = (...args: unknown[]) => unknown;
  if (positional === undefined) return (fn, args, ctx) => (fn as Fn)(args, ctx);
  const [a, b, c, d] = positional as [string, string, string, string];
  switch (positional.length) {
    case 0:
      return (fn, _args, ctx) => (fn as Fn)(ctx);
    case 1:
      return (fn, args, ctx) => (fn as Fn)(args[a], ctx);
    case 2:
      return (fn, args, ctx) => (fn as Fn)(args[a], args[b], ctx);
    case 3:
      return (fn, args, ctx) => (fn as Fn)(args[a], args[b], args[c], ctx);
    case 4:
      return (fn, args, ctx) => (fn as Fn)(args[a], args[b], args[c], args[d], ctx);
    default:
      return (fn, args, ctx) => (fn as Fn)(...positional.map((name) => args[name]), ctx);
  }
}

/** Parses and sanity-checks the model's arguments; turns OpenAI strict `null`s back into absence. */
function prepareArguments(tool: RegisteredTool, raw: unknown): Record<string, unknown> | ToolFailure {
  let args = raw;
  // A JSON text nests at most half its length deep: short texts need no depth walk.
  let mayBeTooDeep = true;
  if (typeof raw === "string") {
    mayBeTooDeep = raw.length >= 2 * (MAX_ARGUMENT_DEPTH + 1);
    try {
      args = JSON.parse(raw);
    } catch (error) {
      if (raw.trim() !== "") {
        return invalid(
          tool.name,
          `Invalid arguments for tool "${tool.name}": they are not valid JSON (${describeThrown(error)}). Send the arguments as one JSON object.`,
        );
      }
      args = {}; // some models send "" for a tool without parameters
    }
  } else if (raw === undefined) {
    args = {};
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    return invalid(
      tool.name,
      `Invalid arguments for tool "${tool.name}": expected a JSON object, got ${describeValue(args)}.`,
    );
  }
  if (mayBeTooDeep && exceedsDepth(args)) {
    return invalid(
      tool.name,
      `Invalid arguments for tool "${tool.name}": nested more than ${MAX_ARGUMENT_DEPTH} levels deep.`,
    );
  }
  return (tool.nullPlan ? applyNullPlan(args, tool.nullPlan) : args) as Record<string, unknown>;
}

function compileValidator(validator: SchemaValidator, tool: RegisteredTool): ValidateFunction | ToolFailure {
  try {
    return validator.compile(tool.validationSchema);
  } catch (error) {
    return new ToolFailure(
      `Tool "${tool.name}" cannot be called: its parameters schema does not compile (${describeThrown(error)}).`,
      tool.name,
      "uncallable",
    );
  }
}

/**
 * Refuses, at registration, a schema with a mistake people make by hand (with a "did you mean").
 * Not by compiling it, nor by ajv's meta-schema: either costs more per schema than the rest of
 * registering, and a registry of a thousand tools must register quickly (bench/runtime.bench.js).
 */
function checkSchema(parameters: ObjectJsonSchema, refuse: (reason: string) => never): void {
  const problem = findSchemaProblem(parameters);
  if (problem) refuse(`\`parameters${problem.path}\` ${problem.reason}`);
}

/** The validator's issues, or what it threw (a validator may overflow its stack on a huge value). */
function validateSafely(validate: ValidateFunction, args: unknown): readonly ValidationIssue[] | Error {
  try {
    return validate(args);
  } catch (thrown) {
    return thrown instanceof Error ? thrown : new Error(describeThrown(thrown));
  }
}

/** One line per failing path: `Invalid arguments for tool "t": /count: expected integer, got string "3"`. */
export function formatIssues(toolName: string, issues: readonly ValidationIssue[], args: unknown): string {
  const byPath = new Map<string, string[]>();
  const hints = new Map<string, { kind: "unknown-property" | "missing-property"; declared: readonly string[] }>();
  for (const { path, expected, kind, declared } of issues) {
    // `unevaluatedProperties` also refuses a declared property when its part of the schema failed
    // (a failed subschema evaluates nothing): that property's own error is the one to show.
    if (kind === "unknown-property" && declared?.includes(lastSegment(path))) continue;
    if (kind !== undefined && !hints.has(path)) hints.set(path, { kind, declared: declared ?? [] });
    const list = byPath.get(path);
    if (list === undefined) byPath.set(path, [expected]);
    else if (!list.includes(expected)) list.push(expected);
  }
  const lines: string[] = [];
  for (const [path, expected] of byPath) {
    if (lines.length === MAX_ISSUE_LINES) break;
    const shownPath = path === "" ? "(arguments)" : path;
    const hint = hints.get(path);
    lines.push(
      hint?.kind === "unknown-property"
        ? `Invalid arguments for tool "${toolName}": ${shownPath}: ${unknownPropertyText(path, hint.declared)}`
        : `Invalid arguments for tool "${toolName}": ${shownPath}: expected ${expected.join(" and ")}, got ${describeValue(valueAtPointer(args, path))}${hint ? missingPropertyHint(path, hint.declared, args) : ""}`,
    );
  }
  if (byPath.size > MAX_ISSUE_LINES)
    lines.push(`… and ${byPath.size - MAX_ISSUE_LINES} more invalid paths for tool "${toolName}"`);
  return lines.join("\n");
}

const lastSegment = (path: string): string =>
  path
    .slice(path.lastIndexOf("/") + 1)
    .replace(/~1/g, "/")
    .replace(/~0/g, "~");

const parentPath = (path: string): string => path.slice(0, path.lastIndexOf("/"));

/** `unknown argument "amount_cents"; did you mean "amountCents"? (declared: orderId, amountCents)` */
function unknownPropertyText(path: string, declared: readonly string[]): string {
  const name = lastSegment(path);
  const noun = parentPath(path) === "" ? "argument" : "property";
  const suggestion = closestName(name, declared);
  const list = declared.length === 0 ? "none" : declared.join(", ");
  return `unknown ${noun} ${JSON.stringify(name)}${suggestion === undefined ? "" : `; did you mean ${JSON.stringify(suggestion)}?`} (declared: ${list})`;
}

/** For a missing required property: the undeclared key that was sent in its place, if one is close. */
function missingPropertyHint(path: string, declared: readonly string[], args: unknown): string {
  const missing = lastSegment(path);
  const sent = valueAtPointer(args, parentPath(path));
  if (typeof sent !== "object" || sent === null || Array.isArray(sent)) return "";
  const undeclared = Object.keys(sent).filter((key) => !declared.includes(key));
  const nearMiss = undeclared.find((key) => closestName(key, [missing]) === missing);
  return nearMiss === undefined
    ? ""
    : `; ${JSON.stringify(nearMiss)} was sent: did you mean ${JSON.stringify(missing)}?`;
}

function unknownTool(name: string, names: string[]): ToolFailure {
  const available = names.length === 0 ? "No tools are registered." : `Available tools: ${names.join(", ")}.`;
  // String() first: `name` comes from the model's message and may not even be a string at run time.
  const shown = String(name);
  const suggestion = closestName(shown, names);
  const hint = suggestion === undefined ? "" : ` Did you mean ${JSON.stringify(suggestion)}?`;
  return new ToolFailure(`Unknown tool ${JSON.stringify(shown)}.${hint} ${available}`, shown, "unknown-tool");
}

/**
 * The `ToolContext` of one call: the caller's `context` fields, `toolName`, and `signal`. The signal
 * is made on first read — Node takes microseconds to create an `AbortSignal`, and most tools never
 * read it — and is never shared between calls, so listeners a tool adds die with its call.
 */
class InvocationContext implements ToolContext {
  readonly [key: string]: unknown;
  readonly toolName: string;
  readonly #callerSignal: AbortSignal | undefined;
  readonly #timeout: AbortController | undefined;
  #signal: AbortSignal | undefined;

  constructor(toolName: string, context: object | undefined, timeout: AbortController | undefined) {
    if (context !== undefined) this.#callerSignal = copyContext(this, context);
    this.toolName = toolName;
    this.#timeout = timeout;
  }

  /** Aborted when the call times out or the caller's own `context.signal` aborts. */
  get signal(): AbortSignal {
    return (this.#signal ??= combineSignals(this.#callerSignal, this.#timeout?.signal) ?? new AbortController().signal);
  }
}

/**
 * Copies the caller's `context` fields onto a call's `ToolContext` (except `toolName` and `signal`,
 * which are the registry's) and returns the caller's own signal, if it passed one.
 */
function copyContext(target: InvocationContext, context: object): AbortSignal | undefined {
  for (const key of Object.keys(context)) {
    if (key === "toolName" || key === "signal") continue;
    Object.defineProperty(target, key, { value: (context as Record<string, unknown>)[key], enumerable: true });
  }
  const callerSignal = (context as { signal?: unknown }).signal;
  return callerSignal instanceof AbortSignal ? callerSignal : undefined;
}

/** A signal aborted when either is: the caller's own (passed as `context.signal`) or the timeout's. */
function combineSignals(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  if (typeof AbortSignal.any === "function") return AbortSignal.any([a, b]);
  const controller = new AbortController();
  const forward = (source: AbortSignal) => () => controller.abort(source.reason);
  a.addEventListener("abort", forward(a), { once: true });
  b.addEventListener("abort", forward(b), { once: true });
  return controller.signal;
}

/** A tool's result as the string sent back: strings as they are, `undefined` as "", the rest as JSON. */
function resultToString(toolName: string, result: unknown): string | ToolFailure {
  if (typeof result === "string") return result;
  if (result === undefined) return "";
  try {
    return JSON.stringify(result) ?? "";
  } catch (error) {
    return new ToolFailure(
      `Tool "${toolName}" returned a value that cannot be converted to JSON: ${describeThrown(error)}`,
      toolName,
      "unserializable-result",
    );
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
