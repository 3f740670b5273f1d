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

const TYPED_DESTRUCTURING = (pattern: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "shell", version: "1.0.0" });
server.registerTool(
  "run",
  { description: "Run a command", inputSchema: { command: z.string(), sudo: z.boolean().optional() } },
  async (${pattern}: { command: string; sudo?: boolean }) => ({ content: [{ type: "text" as const, text: String(command) }] }),
);`;

tester.run("no-unread-parameters", noUnreadParameters, {
  valid: [
    {
      name: "an option the function reads, or hands on whole",
      code: `${DISPATCH("const days = typeof args.days === 'number' ? args.days : 1; return forecast(String(args.city), { days, units: 'c' }) + plan({ days });")}
function forecast(city: string, options: { days: number; units: string }): string { return city + options.units + options.days; }
function plan(options: { days: number }): string { return JSON.stringify(options); }`,
    },
    {
      name: "a method of a class of another module that uses what it is handed",
      ...fixture("dead-elsewhere/server.ts"),
    },
    {
      name: "a typed destructuring with a rest element: the rest may hold what it does not name",
      code: TYPED_DESTRUCTURING("{ command, ...rest }").replace(
        "String(command)",
        "String(command) + JSON.stringify(rest)",
      ),
    },
    {
      name: "a typed parameter handed whole to a function whose typed parameter may read the rest",
      code: `declare function audit(value: { command: string; sudo?: boolean }): string;
${TYPED_DESTRUCTURING("args").replace("String(command)", "String(args.command) + audit(args)")}`,
    },
    {
      name: "a typed destructuring that takes every declared property",
      code: TYPED_DESTRUCTURING("{ command, sudo }").replace("String(command)", "String(command) + String(sudo)"),
    },
    {
      name: "the arguments as JSON text sent away use every key",
      code: DISPATCH("const body = JSON.stringify(args); console.log(body); return body;"),
    },
    {
      name: "handed to a function of this file that reads it through `arguments`",
      code: `${DISPATCH("return forecast(String(args.city), args.days);")}
function forecast(city: string, days: unknown): string { return city + arguments[1]; }`,
    },
    {
      name: "handed to a parameter that is handed on to one that uses it",
      code: `${DISPATCH("return forecast(String(args.city), args.days);")}
function forecast(city: string, days: unknown): string { return city + format(days); }
function format(value: unknown): string { return String(value); }`,
    },
    {
      name: "handed on in two branches, one of which uses it",
      code: `${DISPATCH("return args.city === 'x' ? brief(String(args.city), args.days) : full(String(args.city), args.days);")}
function brief(city: string, days: unknown): string { return city; }
function full(city: string, days: unknown): string { return city + String(days); }`,
    },
    {
      name: "handed to a function that another assignment may replace",
      code: `${DISPATCH("return forecast(String(args.city), args.days);")}
let forecast = (city: string, days: unknown): string => city;
export function replace(next: typeof forecast): void { forecast = next; }`,
    },
    { name: "the mcp-server fixture as written", ...fixture("mcp-server/server.ts") },
    { name: "the openai-loop fixture as written", ...fixture("openai-loop/agent.ts") },
    { name: "the anthropic-loop fixture as written", ...fixture("anthropic-loop/agent.ts") },
    { name: "the class-tools fixture as written", ...fixture("class-tools/tools.ts") },
    { name: "the const-enum fixture as written", ...fixture("const-enum/server.ts") },
    { name: "the guards fixture as written", ...fixture("guards/server.ts") },
    { name: "the handlers fixture as written", ...fixture("handlers/index.ts") },
    // Opaque uses: every one hides which properties are read, so nothing is said.
    { name: "a spread of the arguments hides which are read", code: DISPATCH("return { ...args };") }, // spread
    {
      name: "a computed read hides which are read",
      code: DISPATCH("const key = String(args.city); return args[key];"),
    }, // dynamic key
    { name: "JSON.stringify of the arguments hides which are read", code: DISPATCH("return JSON.stringify(args);") }, // handed to a function whose parameter says nothing
    { name: "returning the arguments hides which are read", code: DISPATCH("return args;") }, // escapes
    {
      name: "a rest of the arguments handed on hides which are read",
      code: DISPATCH("const { city, ...rest } = args; return [city, rest];"),
    }, // rest element
    { name: "the request handed on whole hides which are read", code: DISPATCH("return forward(request);") }, // the whole request handed on
    // A validator whose result is read in full, or that renames keys, or wraps the result.
    {
      name: "a validator's result read in full",
      code: VALIDATED(FORECAST_ARGS, "const { city, days } = ForecastArgs.parse(args); return city + days;"),
    },
    {
      name: "a validator that renames keys",
      code: VALIDATED(`${FORECAST_ARGS}.transform((v) => ({ town: v.city }))`, "return ForecastArgs.parse(args).town;"),
    },
    {
      name: "a validator's result handed on whole",
      code: VALIDATED(FORECAST_ARGS, "const parsed = ForecastArgs.parse(args); return forward(parsed);"),
    },
    {
      name: "the implicit arguments object handed on whole",
      code: `declare function forward(...values: unknown[]): unknown;
${DISPATCH("return forward(...arguments);")}`.replace("function run(", "function run(this: unknown, "),
    }, // (arrow-free) `arguments`
    {
      name: "a type speaks for the implementation: no-schema-drift compares it",
      code: DISPATCH("const { city } = args as { city: string; days: number }; return city;"),
    },
    {
      name: "a rename of a property is no-undeclared-arguments' report, not a second one",
      code: DISPATCH("return String(args.city) + String(args.dayz);"),
    },
    {
      name: "read where all tools share the arguments, before the switch",
      code: DISPATCH("return String(args.city);").replace(
        "switch (request.params.name)",
        "void args.days;\n  switch (request.params.name)",
      ),
    },
    {
      name: "no implementation found: nothing to say",
      code: `export const tools = [{ name: "forecast", inputSchema: ${SCHEMA} }];`,
    },
    {
      name: "an imported handler: only its signature speaks",
      code: `import { handleForecast } from "./handlers/weather.js";
export const tools = [{ name: "handle_forecast", input_schema: ${SCHEMA} }];
void handleForecast;`,
    },
    // A value assigned to a variable that is then used, or that goes somewhere on its way.
    {
      name: "a value assigned to a variable that is then used",
      code: DISPATCH("const showDays = args.days !== 0; return String(args.city) + String(showDays);"),
    },
    {
      name: "a destructured value read in a closure",
      code: DISPATCH("const later = () => days; const { days } = args; return String(args.city) + later();"),
    },
    {
      name: "a value that decides a call",
      code: DISPATCH("const noted = args.days !== 0 && note(); return String(args.city);").replace(
        "export function run(",
        "declare function note(): boolean;\nexport function run(",
      ),
    },
    {
      name: "a value that picks between a call and a constant",
      code: DISPATCH("const picked = args.days ? note() : 0; return String(args.city);").replace(
        "export function run(",
        "declare function note(): number;\nexport function run(",
      ),
    },
    {
      name: "a value handed to a function",
      code: DISPATCH("const label = String(args.days); return String(args.city);"),
    },
    {
      name: "a member access on the value may throw",
      code: DISPATCH("const size = args.days.length; return String(args.city);"),
    },
    {
      name: "a destructuring default that calls a function",
      code: DISPATCH("const { city, days = Date.now() } = args; return String(city);"),
    },
    {
      name: "a variable assigned again is not followed",
      code: DISPATCH("let flag = args.days !== 0; flag = true; return String(args.city);"),
    },
    {
      name: "a value read elsewhere too",
      code: DISPATCH("const ignored = args.days !== 0; return String(args.city) + String(args.days);"),
    },
    {
      name: "eval may read any local",
      code: DISPATCH("const kept = args.days; return String(args.city) + eval('kept');"),
    },
    // The 2-parameter function named after the tool, reached from the other module's if-chain, uses every property.
    {
      name: "the function named after the tool, reached from another module, uses every property",
      ...fixture("positional/index.ts"),
    },
    { name: "the positional context module as written", ...fixture("positional/context.ts") },
    // Odd inputs never throw.
    {
      name: "a class with a non-schema input_schema does not throw",
      code: `class A { name = "x"; input_schema = 5; call() {} }`,
    },
    {
      name: "a spread of an unknown name in properties does not throw",
      code: `export const tools = [{ name: "x", inputSchema: { type: "object", properties: { ...more } } }];
function x() {}`,
    },
    // A copy handed on whole, or one filtered by a helper that adds keys of its own: its reads are not all visible.
    {
      name: "a copy with keys of the code's own handed on whole",
      code: DISPATCH("const copy = { ...args, source: 'cache' }; return forward(copy);"),
    },
    {
      name: "a copy filtered by a helper that adds a key of its own",
      code: `function withUnits(obj: any) { const out: Record<string, unknown> = {}; for (const [k, v] of Object.entries(obj)) out[k] = v; out.units = "metric"; return out; }
${DISPATCH("const copy = withUnits(args); return String(copy.city);")}`,
    },
  ],
  invalid: [
    {
      name: "a handler whose written type names a declared property its parameter, every use followed, never reads",
      ...inline(TYPED_DESTRUCTURING("args").replace("String(command)", "String(args.command)"), [
        { data: { property: "sudo", tool: 'tool "run"' }, marker: "sudo: z" },
      ]),
    },
    {
      name: "a handler whose written type names a declared property its destructuring never takes",
      ...inline(TYPED_DESTRUCTURING("{ command }"), [
        { data: { property: "sudo", tool: 'tool "run"' }, marker: "sudo: z" },
      ]),
    },
    {
      name: "after a type guard, which only checks: a declared property the narrowed reads never use",
      ...invalid(
        "guards/server.ts",
        `properties: { text: { type: "string" }, target: { type: "string" } },`,
        `properties: { text: { type: "string" }, target: { type: "string" }, formality: { type: "string" } },`,
        "formality: { type",
        { property: "formality", tool: 'tool "translate"' },
      ),
    },
    {
      name: "the case that routes the tool is its implementation, not the function named like it",
      ...inline(
        `function forecast(city: string): string { return city.toUpperCase(); }
${DISPATCH("return forecast(String(args.city));")}`,
        [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
      ),
    },
    {
      name: "a zod validator that keeps the keys: a property validated, then never used",
      ...inline(VALIDATED(FORECAST_ARGS, "const parsed = ForecastArgs.parse(args); return parsed.city;"), [
        { data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" },
      ]),
    },
    {
      name: "a validator that wraps its result: its `data` is the arguments",
      ...inline(
        VALIDATED(
          FORECAST_ARGS,
          "const result = ForecastArgs.safeParse(args); return result.success ? result.data.city : '';",
        ),
        [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
      ),
    },
    {
      name: "a zod validator whose result is not used",
      ...inline(VALIDATED(FORECAST_ARGS, "ForecastArgs.parse(args); return 'sunny';"), [
        { data: { property: "city", tool: 'tool "forecast"' }, marker: "city: { type" },
        { data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" },
      ]),
    },
    {
      name: "a validator kept in a const object, published with z.toJSONSchema, its result unused",
      ...inline(
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
    },
    {
      name: "a validator built by a helper of this file, as bundles write it",
      ...inline(
        VALIDATED(
          "(() => 0)()",
          "const schema = forecastArgs(); const parsed = schema.parse(args); return parsed.city;",
        ).replace("const ForecastArgs = (() => 0)();", `const forecastArgs = () => ${FORECAST_ARGS};`),
        [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
      ),
    },
    {
      name: "MCP: a declared property no case reads",
      ...invalid("mcp-server/server.ts", "notes.set(title, String(args?.body));", "notes.set(title, title);", "body:", {
        property: "body",
        tool: 'tool "add_note"',
      }),
    },
    // OpenAI chat loop.
    {
      name: "OpenAI chat loop: a declared property no case reads",
      ...invalid(
        "openai-loop/agent.ts",
        'result = `${args.city}: 21°${args.unit ?? "c"}`;',
        "result = `${args.city}: 21°`;",
        "unit:",
        {
          property: "unit",
          tool: 'tool "get_weather"',
        },
      ),
    },
    // Anthropic if / else if, through the shared `input` variable.
    {
      name: "Anthropic if-chain: a declared property no branch reads",
      ...invalid("anthropic-loop/agent.ts", '${input.include_items ? " with items" : ""}', "", "include_items:", {
        property: "include_items",
        tool: 'tool "lookup_order"',
      }),
    },
    // Class-based tool.
    {
      name: "a class tool leaves a declared property unread",
      ...invalid("class-tools/tools.ts", ' as ${String(input.encoding ?? "utf8")}', "", "encoding:", {
        property: "encoding",
        tool: 'tool "read_file"',
      }),
    },
    // Enum dispatch on a parameter.
    {
      name: "enum dispatch on a parameter leaves a declared property unread",
      ...invalid("const-enum/server.ts", ' (${String(args.priority ?? "normal")})', "", "priority:", {
        property: "priority",
        tool: 'tool "create_ticket"',
      }),
    },
    {
      name: "a handler that takes nothing reads nothing",
      ...inline(
        `export class PingTool {
  name = "ping";
  description = "Ping a host";
  inputSchema = { type: "object", properties: { host: { type: "string" } } };
  async execute() { return "pong"; }
}`,
        [{ data: { property: "host", tool: 'tool "ping"' }, marker: "host:" }],
      ),
    },
    {
      name: "logging the arguments reads none of them",
      ...inline(DISPATCH("console.log('forecast', args); return String(args.city);"), [
        { data: { property: "days", tool: 'tool "forecast"' }, marker: "days" },
      ]),
    },
    {
      name: "logging the arguments as JSON text reads none of them",
      ...inline(
        DISPATCH(
          "console.log(JSON.stringify(args, null, 2)); console.error(`got ${JSON.stringify(args)}`); return String(args.city);",
        ),
        [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days" }],
      ),
    },
    {
      name: "a helper whose untyped parameter destructures the arguments reads its keys, no type",
      ...inline(`${DISPATCH("return show(args);")}\nfunction show({ city }) { return String(city); }`, [
        { data: { property: "days", tool: 'tool "forecast"' }, marker: "days" },
      ]),
    },
    {
      name: "read only into a variable that nothing uses",
      ...unused(DISPATCH("const showDays = args.days !== 0; return String(args.city);"), [
        { data: { property: "days", tool: 'tool "forecast"', variables: "`showDays`" }, marker: "days" },
      ]),
    },
    {
      name: "a destructured value with a default, never used",
      ...unused(DISPATCH("const { city, days = 1 } = args; return String(city);"), [
        { data: { property: "days", tool: 'tool "forecast"', variables: "`days`" }, marker: "days" },
      ]),
    },
    {
      name: "destructured, then dropped on purpose with `void`",
      ...unused(DISPATCH("const { city, days } = args; void days; return String(city);"), [
        { data: { property: "days", tool: 'tool "forecast"', variables: "`days`" }, marker: "days" },
      ]),
    },
    {
      name: "read into two variables, neither used",
      ...unused(
        DISPATCH(
          "const title = `${(args.days as number) ?? 1} days`; const many = !args?.days; return String(args.city);",
        ),
        [{ data: { property: "days", tool: 'tool "forecast"', variables: "`title` and `many`" }, marker: "days" }],
      ),
    },
    {
      name: "read into an object literal that nothing uses",
      ...unused(
        DISPATCH(
          "const options = { city: args.city, days: [args.days > 3 ? 'long' : 'short'] }; return String(args.city);",
        ),
        [{ data: { property: "days", tool: 'tool "forecast"', variables: "`options`" }, marker: "days" }],
      ),
    },
    {
      name: "handed to a function of this file whose parameter nothing uses",
      ...unused(
        `${DISPATCH("const { city, days } = args; return forecast(String(city), days);")}
function forecast(city: string, days: unknown): string { return city; }`,
        [
          {
            data: { property: "days", tool: 'tool "forecast"', variables: "the parameter `days` of forecast" },
            marker: "days",
          },
        ],
      ),
    },
    {
      name: "checked, then handed as an option a function of this file never reads",
      ...unused(
        `${DISPATCH("const days = typeof args.days === 'number' ? args.days : 1; return forecast(String(args.city), { days, units: 'c' });")}
function forecast(city: string, options: { days: number; units: string }): string { return city + options.units; }`,
        [
          {
            data: { property: "days", tool: 'tool "forecast"', variables: "the option `days` of forecast" },
            marker: "days",
          },
        ],
      ),
    },
    {
      name: "read straight into an option a function of this file never reads",
      ...unused(
        `${DISPATCH("return forecast(String(args.city), { days: args.days, units: 'c' });")}
function forecast(city: string, { units }: { days: unknown; units: string }): string { return city + units; }`,
        [
          {
            data: { property: "days", tool: 'tool "forecast"', variables: "the option `days` of forecast" },
            marker: "days",
          },
        ],
      ),
    },
    {
      name: "read as a member and handed on, through a default that runs nothing, to an unused parameter",
      ...unused(
        `${DISPATCH("return forecast(String(args.city), args.days);")}
const forecast = (city: string, days = 1): string => city;`,
        [
          {
            data: { property: "days", tool: 'tool "forecast"', variables: "the parameter `days` of forecast" },
            marker: "days",
          },
        ],
      ),
    },
    {
      name: "handed to a method of a class of another module whose parameter nothing uses",
      ...(() => {
        const { code, filename } = variant("dead-elsewhere/server.ts", "engine.detail(", "engine.summarise(");
        return unused(
          code,
          [
            {
              data: { property: "focus", tool: 'tool "summarise"', variables: "the parameter `focus` of summarise" },
              marker: "focus: { type",
            },
          ],
          filename,
        );
      })(),
    },
    {
      name: "handed on in two branches to functions that both leave it unused",
      ...unused(
        `${DISPATCH("const { city, days } = args; return String(city) === 'x' ? brief(String(city), days) : full(String(city), days);")}
function brief(city: string, days: unknown): string { return city; }
function full(city: string, _days: unknown): string { return city + "!"; }`,
        [
          {
            data: { property: "days", tool: 'tool "forecast"', variables: "the parameter `days` of brief" },
            marker: "days",
          },
        ],
      ),
    },
    {
      name: "a handler's destructured parameter that its body never uses",
      ...unused(
        `export class ForecastTool {
  name = "forecast";
  description = "Forecast";
  inputSchema = ${SCHEMA};
  async execute({ city, days }: any) { return String(city); }
}`,
        [{ data: { property: "days", tool: 'tool "forecast"', variables: "`days`" }, marker: "days" }],
      ),
    },
    // The function named after the tool takes the client first; the dispatch in ./index.ts says the
    // arguments are its second parameter.
    {
      name: "the function named after the tool takes the client first",
      ...(() => {
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
    },
    {
      name: "one schema serving two tools that both ignore a property: reported once, at the key",
      ...inline(
        `const schema = ${SCHEMA};
export const tools = [{ name: "a", inputSchema: schema }, { name: "b", inputSchema: schema }];
export function run(name: string, args: Record<string, unknown>) {
  if (name === "a" || name === "b") return String(args.city);
}`,
        [{ data: { property: "days", tool: 'tool "a"' }, marker: "days" }],
      ),
    },
    // Copies are followed: what is read of a rest, a spread or a filtered copy is all that is read.
    {
      name: "what is read of a rest copied by spread is all that is read",
      ...inline(
        DISPATCH("const { city, ...rest } = args; const copy = { ...rest }; return String(city) + String(copy.units);"),
        [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
      ),
    },
    {
      name: "what is read of a copy filtered by a helper is all that is read",
      ...inline(
        `const dropEmpty = (obj: any) => Object.fromEntries(Object.entries(obj).filter(([, v]) => v != null));
${DISPATCH("const cleaned = dropEmpty(Object.assign({}, args)); return String(cleaned.city);")}`,
        [{ data: { property: "days", tool: 'tool "forecast"' }, marker: "days: { type" }],
      ),
    },
  ],
});
