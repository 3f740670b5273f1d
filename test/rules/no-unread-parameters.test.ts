import rule from "../../rules/no-unread-parameters.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const noUnreadParameters = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

/** A variant of a fixture with one `unread` error at the `nth` occurrence of `marker`. */
function invalid(
  file: string,
  from: string,
  to: string,
  marker: string,
  data: Record<string, string>,
  nth = 1,
): Cases["invalid"][number] {
  const { code, filename } = variant(file, from, to);
  return { code, filename, errors: [{ messageId: "unread", data, ...at(code, marker, 0, nth) }] as never };
}

function inline(
  code: string,
  errors: (Record<string, unknown> & { marker: string; nth?: number })[],
): Cases["invalid"][number] {
  return {
    code,
    errors: errors.map(({ marker, nth, ...error }) => ({
      messageId: "unread",
      ...error,
      ...at(code, marker, 0, nth ?? 1),
    })) as never,
  };
}

/** Errors of a value read, then only assigned to a variable nothing uses. */
function unused(
  code: string,
  errors: (Record<string, unknown> & { marker: string })[],
  filename?: string,
): Cases["invalid"][number] {
  return {
    code,
    ...(filename === undefined ? {} : { filename }),
    errors: errors.map(({ marker, ...error }) => ({ messageId: "unused", ...error, ...at(code, marker) })) as never,
  };
}

const SCHEMA = `{ type: "object", properties: { city: { type: "string" }, days: { type: "number" } } }`;
const DISPATCH = (body: string) => `export const tools = [{ name: "forecast", inputSchema: ${SCHEMA} }];
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }): unknown {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case "forecast": {
      ${body}
    }
  }
  return undefined;
}`;

/** The dispatch, with the zod validator the case parses its arguments with written before it. */
const VALIDATED = (validator: string, body: string) => `import { z } from "zod";
const ForecastArgs = ${validator};
${DISPATCH(body)}`;
const FORECAST_ARGS = "z.object({ city: z.string(), days: z.number() })";

tester.run("no-unread-parameters", noUnreadParameters, {
  valid: [
    fixture("mcp-server/server.ts"),
    fixture("openai-loop/agent.ts"),
    fixture("anthropic-loop/agent.ts"),
    fixture("class-tools/tools.ts"),
    fixture("const-enum/server.ts"),
    fixture("guards/server.ts"),
    fixture("handlers/index.ts"),
    // Opaque uses: every one hides which properties are read, so nothing is said.
    DISPATCH("return { ...args };"), // spread
    DISPATCH("const key = String(args.city); return args[key];"), // dynamic key
    DISPATCH("return JSON.stringify(args);"), // handed to a function whose parameter says nothing
    DISPATCH("return args;"), // escapes
    DISPATCH("const { city, ...rest } = args; return [city, rest];"), // rest element
    DISPATCH("return forward(request);"), // the whole request handed on
    // A validator whose result is read in full, or that renames keys, or wraps the result.
    VALIDATED(FORECAST_ARGS, "const { city, days } = ForecastArgs.parse(args); return city + days;"),
    VALIDATED(`${FORECAST_ARGS}.transform((v) => ({ town: v.city }))`, "return ForecastArgs.parse(args).town;"),
    VALIDATED(
      FORECAST_ARGS,
      "const result = ForecastArgs.safeParse(args); return result.success ? result.data.city : '';",
    ),
    VALIDATED(FORECAST_ARGS, "const parsed = ForecastArgs.parse(args); return forward(parsed);"),
    `declare function forward(...values: unknown[]): unknown;
${DISPATCH("return forward(...arguments);")}`.replace("function run(", "function run(this: unknown, "), // (arrow-free) `arguments`
    // A type speaks for the implementation: no-schema-drift compares it.
    DISPATCH("const { city } = args as { city: string; days: number }; return city;"),
    // The read that is a rename of `days` is no-undeclared-arguments' report, not a second one here.
    DISPATCH("return String(args.city) + String(args.dayz);"),
    // Read where all tools share the arguments (before the switch): read.
    DISPATCH("return String(args.city);").replace(
      "switch (request.params.name)",
      "void args.days;\n  switch (request.params.name)",
    ),
    // No implementation found: nothing to say.
    `export const tools = [{ name: "forecast", inputSchema: ${SCHEMA} }];`,
    // An imported handler: only its signature speaks (no-schema-drift).
    `import { handleForecast } from "./handlers/weather.js";
export const tools = [{ name: "handle_forecast", input_schema: ${SCHEMA} }];
void handleForecast;`,
    // A value assigned to a variable that is then used, or that goes somewhere on its way.
    DISPATCH("const showDays = args.days !== 0; return String(args.city) + String(showDays);"),
    DISPATCH("const later = () => days; const { days } = args; return String(args.city) + later();"), // read in a closure
    DISPATCH("const noted = args.days !== 0 && note(); return String(args.city);").replace(
      "export function run(",
      "declare function note(): boolean;\nexport function run(",
    ), // decides a call
    DISPATCH("const picked = args.days ? note() : 0; return String(args.city);").replace(
      "export function run(",
      "declare function note(): number;\nexport function run(",
    ),
    DISPATCH("const label = String(args.days); return String(args.city);"), // handed to a function
    DISPATCH("const size = args.days.length; return String(args.city);"), // a member access may throw
    DISPATCH("const { city, days = Date.now() } = args; return String(city);"), // a default that calls
    DISPATCH("let flag = args.days !== 0; flag = true; return String(args.city);"), // assigned again: not followed
    DISPATCH("const ignored = args.days !== 0; return String(args.city) + String(args.days);"), // read elsewhere too
    DISPATCH("const kept = args.days; return String(args.city) + eval('kept');"), // eval may read any local
    // The 2-parameter function named after the tool, reached from the other module's if-chain, uses every property.
    fixture("positional/index.ts"),
    fixture("positional/context.ts"),
    // Odd inputs never throw.
    `class A { name = "x"; input_schema = 5; call() {} }`,
    `export const tools = [{ name: "x", inputSchema: { type: "object", properties: { ...more } } }];
function x() {}`,
    // A copy handed on whole, or one filtered by a helper that adds keys of its own: its reads are not all visible.
    DISPATCH("const copy = { ...args, source: 'cache' }; return forward(copy);"),
    `function withUnits(obj: any) { const out: Record<string, unknown> = {}; for (const [k, v] of Object.entries(obj)) out[k] = v; out.units = "metric"; return out; }
${DISPATCH("const copy = withUnits(args); return String(copy.city);")}`,
  ],
  invalid: [
    // The case that routes the tool is its implementation, not the function named like it: `days` is dropped.
    inline(
      `function forecast(city: string): string { return city.toUpperCase(); }
${DISPATCH("return forecast(String(args.city));")}`,
      [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
    ),
    // Read through a zod validator that keeps the keys: `days` is validated, then never used.
    inline(VALIDATED(FORECAST_ARGS, "const parsed = ForecastArgs.parse(args); return parsed.city;"), [
      { data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" },
    ]),
    inline(VALIDATED(FORECAST_ARGS, "ForecastArgs.parse(args); return 'sunny';"), [
      { data: { property: "city", tool: 'tool "forecast"' }, marker: "city: { type" },
      { data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" },
    ]),
    // The validator as a member of a const object, published with z.toJSONSchema: its result unused.
    inline(
      `import { z } from "zod";
const Weather = { input: z.object({ location: z.string().describe("City name") }), output: z.object({ celsius: z.number() }) };
export const tools = [{ name: "weather", inputSchema: z.toJSONSchema(Weather.input) }];
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }): unknown {
  const { name, arguments: args } = request.params;
  if (name === "weather") {
    const validated = Weather.input.parse(args);
    return { celsius: 22 };
  }
  return undefined;
}`,
      [{ data: { property: "location", tool: 'tool "weather"' }, marker: "location: z" }],
    ),
    // The validator built by a helper of this file, as bundles write it.
    inline(
      VALIDATED(
        "(() => 0)()",
        "const schema = forecastArgs(); const parsed = schema.parse(args); return parsed.city;",
      ).replace("const ForecastArgs = (() => 0)();", `const forecastArgs = () => ${FORECAST_ARGS};`),
      [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
    ),
    // MCP: a declared property no case reads.
    invalid("mcp-server/server.ts", "notes.set(title, String(args?.body));", "notes.set(title, title);", "body:", {
      property: "body",
      tool: 'tool "add_note"',
    }),
    // OpenAI chat loop.
    invalid(
      "openai-loop/agent.ts",
      'result = `${args.city}: 21°${args.unit ?? "c"}`;',
      "result = `${args.city}: 21°`;",
      "unit:",
      {
        property: "unit",
        tool: 'tool "get_weather"',
      },
    ),
    // Anthropic if / else if, through the shared `input` variable.
    invalid("anthropic-loop/agent.ts", '${input.include_items ? " with items" : ""}', "", "include_items:", {
      property: "include_items",
      tool: 'tool "lookup_order"',
    }),
    // Class-based tool.
    invalid("class-tools/tools.ts", ' as ${String(input.encoding ?? "utf8")}', "", "encoding:", {
      property: "encoding",
      tool: 'tool "read_file"',
    }),
    // Enum dispatch on a parameter.
    invalid("const-enum/server.ts", ' (${String(args.priority ?? "normal")})', "", "priority:", {
      property: "priority",
      tool: 'tool "create_ticket"',
    }),
    // A handler that takes nothing reads nothing.
    inline(
      `export class PingTool {
  name = "ping";
  description = "Ping a host";
  inputSchema = { type: "object", properties: { host: { type: "string" } } };
  async execute() { return "pong"; }
}`,
      [{ data: { property: "host", tool: 'tool "ping"' }, marker: "host:" }],
    ),
    // Logging the arguments reads none of them.
    inline(DISPATCH("console.log('forecast', args); return String(args.city);"), [
      { data: { property: "days", tool: 'tool "forecast"' }, marker: "days" },
    ]),
    // Read, but only into a variable that nothing uses: the value is dropped all the same.
    unused(DISPATCH("const showDays = args.days !== 0; return String(args.city);"), [
      { data: { property: "days", tool: 'tool "forecast"', variables: "`showDays`" }, marker: "days" },
    ]),
    unused(DISPATCH("const { city, days = 1 } = args; return String(city);"), [
      { data: { property: "days", tool: 'tool "forecast"', variables: "`days`" }, marker: "days" },
    ]),
    unused(
      DISPATCH(
        "const title = `${(args.days as number) ?? 1} days`; const many = !args?.days; return String(args.city);",
      ),
      [{ data: { property: "days", tool: 'tool "forecast"', variables: "`title` and `many`" }, marker: "days" }],
    ),
    unused(
      DISPATCH(
        "const options = { city: args.city, days: [args.days > 3 ? 'long' : 'short'] }; return String(args.city);",
      ),
      [{ data: { property: "days", tool: 'tool "forecast"', variables: "`options`" }, marker: "days" }],
    ),
    // A handler's destructured parameter that its body never uses.
    unused(
      `export class ForecastTool {
  name = "forecast";
  description = "Forecast";
  inputSchema = ${SCHEMA};
  async execute({ city, days }: any) { return String(city); }
}`,
      [{ data: { property: "days", tool: 'tool "forecast"', variables: "`days`" }, marker: "days" }],
    ),
    // The function named after the tool takes the client first; the dispatch in ./index.ts says the
    // arguments are its second parameter.
    (() => {
      const { code, filename } = variant(
        "positional/context.ts",
        'return showCurrent ? listed : listed.replace(/^\\*/gm, " ");',
        "return listed;",
      );
      return unused(
        code,
        [
          {
            data: { property: "showCurrent", tool: 'tool "kube_context"', variables: "`showCurrent`" },
            marker: "showCurrent:",
          },
        ],
        filename,
      );
    })(),
    // One schema serving two tools that both ignore `days`: reported once, at the key.
    inline(
      `const schema = ${SCHEMA};
export const tools = [{ name: "a", inputSchema: schema }, { name: "b", inputSchema: schema }];
export function run(name: string, args: Record<string, unknown>) {
  if (name === "a" || name === "b") return String(args.city);
}`,
      [{ data: { property: "days", tool: 'tool "a"' }, marker: "days" }],
    ),
    // Copies are followed: what is read of a rest, a spread or a filtered copy is all that is read.
    inline(
      DISPATCH("const { city, ...rest } = args; const copy = { ...rest }; return String(city) + String(copy.units);"),
      [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
    ),
    inline(
      `const dropEmpty = (obj: any) => Object.fromEntries(Object.entries(obj).filter(([, v]) => v != null));
${DISPATCH("const cleaned = dropEmpty(Object.assign({}, args)); return String(cleaned.city);")}`,
      [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
    ),
  ],
});
