import rule from "../../rules/no-undeclared-arguments.js";
import { at, fixture, tester, variant, variantOf } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const noUndeclaredArguments = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

/** A variant of a fixture with one expected error at the first occurrence of `marker` (+ offset). */
function invalid(
  file: string,
  from: string,
  to: string,
  marker: string,
  error: {
    messageId: string;
    data: Record<string, string>;
    suggestions?: { messageId: string; data: Record<string, string>; output: string }[];
  },
  offset = 0,
): Cases["invalid"][number] {
  const { code, filename } = variant(file, from, to);
  return {
    code,
    filename,
    errors: [{ ...error, ...at(code, marker, offset), suggestions: error.suggestions ?? [] } as never],
  };
}

/** The suggestion's output: the variant with `from` replaced by `to`. */
function suggested(file: string, from: string, to: string, fixFrom: string, fixTo: string): string {
  return variant(file, from, to).code.replace(fixFrom, fixTo);
}

/** Inline code with errors placed at markers: `[marker, nth?]` → line and column of the marker. */
function inline(
  code: string,
  errors: (Record<string, unknown> & { marker: string; nth?: number })[],
): Cases["invalid"][number] {
  return {
    code,
    errors: errors.map(({ marker, nth, ...error }) => ({ ...error, ...at(code, marker, 0, nth ?? 1) })) as never,
  };
}

const INLINE = `declare const server: { tool(...args: unknown[]): void; registerTool(...args: unknown[]): void };
declare const client: { addTool(...args: unknown[]): void };
`;

const ADD_TOOL = `${INLINE}const echo = { name: "echo", input_schema: { type: "object", properties: { text: { type: "string" } } } };
function onEcho(input: any) { return input.txt; }
client.addTool(echo, onEcho);
const pair = { schema: { name: "shout", input_schema: { type: "object", properties: { text: { type: "string" } } } }, handler: (input: any) => input.loud };
export { pair };`;

/** A class's tool run by the project's own dispatcher, which hands its handler `handed`. */
const INJECTED = (handed: string) => `export class FileTools {
  getTools() {
    return [{
      name: "read_file",
      description: "Read a file",
      parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
      handler: this.readFile.bind(this),
    }];
  }
  async readFile(params: Record<string, unknown>) {
    const session = params._sessionId;
    return String(params.path) + String(session);
  }
}
interface Tool { handler(params: Record<string, unknown>): Promise<string> }
export async function run(tool: Tool, call: { parameters: Record<string, unknown>; session: string }) {
  const handed = ${handed};
  return tool.handler(handed);
}`;

/** A FastMCP-style tool: zod parameters (one key only outside safe mode) and an `execute` whose body is given. */
const CRAWL = (body: string, helpers = "") => `import { z } from "zod";
declare const server: { addTool(tool: unknown): void };
declare function post(path: string, body: unknown): Promise<unknown>;
declare const SAFE_MODE: boolean;
${helpers}
server.addTool({
  name: "crawl",
  description: "Crawl a site.",
  parameters: z.object({ url: z.string(), limit: z.number().optional(), ...(SAFE_MODE ? {} : { webhook: z.string().optional() }) }),
  execute: async (args: any) => {
    ${body}
  },
});`;
const REMOVE_EMPTY = `function removeEmpty(obj: any) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v == null) continue;
    out[k] = v;
  }
  return out;
}`;
const DROP_UNDEFINED =
  "const dropUndefined = (obj: any) => Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));";
const CRAWL_ERROR = (property: string) => ({ messageId: "undeclared", data: { property, tool: 'tool "crawl"' } });

tester.run("no-undeclared-arguments", noUndeclaredArguments, {
  valid: [
    // Each fixture project, clean.
    { name: "the mcp-server fixture as written", ...fixture("mcp-server/server.ts") },
    {
      name: "an old name read only when the declared property holds nothing",
      code: `export const tools = [{ name: "kill_shell", input_schema: { type: "object", properties: { shell_id: { type: "string" } } } }];
declare function kill(id: string): string;
export function run(name: string, input: Record<string, unknown>) {
  switch (name) {
    case "kill_shell": return kill(String(input.shell_id || input.bash_id));
  }
}`,
    },
    {
      name: "a property the framework's declared type puts beside the arguments is no undeclared read",
      ...fixture("framework-context/tools.ts"),
    },
    { name: "the openai-loop fixture as written", ...fixture("openai-loop/agent.ts") },
    { name: "the anthropic-loop fixture as written", ...fixture("anthropic-loop/agent.ts") },
    { name: "the class-tools fixture as written", ...fixture("class-tools/tools.ts") },
    { name: "the const-enum fixture as written", ...fixture("const-enum/server.ts") },
    { name: "the guards fixture as written", ...fixture("guards/server.ts") },
    { name: "the handlers fixture as written", ...fixture("handlers/index.ts") },
    { name: "the split server's entry as written", ...fixture("split-server/index.ts") },
    { name: "the split server's tools as written", ...fixture("split-server/tools.ts") },
    {
      name: "a framework's own map of parameters, no JSON Schema: nothing it declares can be told",
      ...variant(
        "class-tools/tools.ts",
        `input_schema = {
    type: "object",
    properties: {
      path: { type: "string" },
      encoding: { type: "string" },
    },
    required: ["path"],
  };`,
        `input_schema = {
    path: { type: "string", required: true },
    encoding: { type: "string", required: false },
  };`,
      ),
    },
    {
      name: "an OpenAI tool whose parameters are a map of parameters, no JSON Schema",
      ...variant(
        "openai-loop/agent.ts",
        `parameters: {
        type: "object",
        properties: {
          city: { type: "string" },
          unit: { type: "string", enum: ["c", "f"] },
        },
        required: ["city"],
      },`,
        `parameters: {
        city: { type: "string", required: true },
      },`,
      ),
    },
    {
      name: "a cast gives the arguments a type: a mismatch is no-schema-drift's to report",
      ...variant(
        "guards/server.ts",
        "const { text, maxWords } = args as unknown as SummarizeArgs;",
        "const { text, maxWords, style } = args as unknown as SummarizeArgs & { style: string };",
      ),
    },
    {
      name: "a type guard gives the arguments a type: a key it requires, the schema lacks, is no-schema-drift's",
      ...variant(
        "guards/server.ts",
        `properties: { text: { type: "string" }, target: { type: "string" } },
        required: ["text", "target"],`,
        `properties: { text: { type: "string" } },
        required: ["text"],`,
      ),
    },
    // Read through a zod validator: it may fill in what the model never sent (a default), so a key
    // the published schema lacks is not the model's.
    {
      name: "a read through a zod validator may be of a default it filled in",
      code: `import { z } from "zod";
const ForecastArgs = z.object({ city: z.string(), units: z.string().default("metric") });
export const tools = [{ name: "forecast", inputSchema: { type: "object", properties: { city: { type: "string" } } } }];
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }): unknown {
  switch (request.params.name) {
    case "forecast": {
      const parsed = ForecastArgs.parse(request.params.arguments);
      return parsed.city + parsed.units;
    }
  }
  return undefined;
}`,
    },
    {
      name: "the schema allows more than it lists",
      ...variant("openai-loop/agent.ts", `required: ["city"],`, `required: ["city"], additionalProperties: true,`),
    },
    {
      name: "the schema allows more than it lists, spelled as a minifier does (`!0`)",
      ...variant("openai-loop/agent.ts", `required: ["city"],`, `required: ["city"], additionalProperties: !0,`),
    },
    {
      name: "a spread in properties: the list is not all of it",
      ...variant("openai-loop/agent.ts", `city: { type: "string" },`, `...extraProperties, city: { type: "string" },`),
    },
    {
      name: "written by the handler itself before it is read",
      ...variant(
        "openai-loop/agent.ts",
        `result = \`\${args.city}: 21°\${args.unit ?? "c"}\`;`,
        `args.when = "now"; result = \`\${args.city} \${args.when}: 21°\${args.unit ?? "c"}\`;`,
      ),
    },
    {
      name: "the arguments variable is reassigned: a read may be of what the code put there",
      ...variant(
        "openai-loop/agent.ts",
        `case "get_weather":`,
        `case "get_weather":\n          args = { ...args, source: "cache" }; void args.source;`,
      ),
    },
    {
      name: "a function linked by name takes a positional value: city.length is no argument read",
      code: `export const tools = [{ name: "forecast", inputSchema: { type: "object", properties: { city: { type: "string" } } } }];
export function forecast(city: string): number { return city.length; }`,
    },
    {
      name: "a switch on some other name whose labels are no tool's name",
      code: `declare const user: { name: string; age: number };
switch (user.name) { case "ada": console.log(user.age); break; }`,
    },
    // Odd inputs never throw.
    { name: "an empty switch on an undeclared name", code: `switch (x) {}` },
    {
      name: "of several parameters, the one a validator checks holds the arguments, not a context that shares a declared name",
      code: `declare function balanceSchema(context: unknown): { parse(value: unknown): { accountId?: string } };
function accountOf(context) { return context.accountId ?? "operator"; }
function normalise(params, context) { return balanceSchema(context).parse(params); }
async function getBalance(client, context, params) {
  const parsed = normalise(params, context);
  return client.ledger + context.mirror + (parsed.accountId ?? accountOf(context));
}
export const tool = {
  name: "get_balance",
  description: "An account's balance",
  parameters: { type: "object", properties: { accountId: { type: "string" } } },
  execute: getBalance,
};`,
    },
    {
      name: "a key the project's calls of the callable write beside the spread arguments is read without the model sending it",
      code: INJECTED("{ ...call.parameters, _sessionId: call.session }"),
    },

    {
      name: "a switch on a name with a number label and a default",
      code: `declare const a: { name: string }; switch (a.name) { case 1: case "x": default: }`,
    },
    {
      name: "an if comparing two names",
      code: `declare const a: { name: string }; declare const b: { name: string }; if (a.name === b.name) {}`,
    },
    {
      name: "a class with a call method and no schema",
      code: `class NoSchema { name = "x"; call(input: any) { return input.y; } }`,
    },
    {
      name: "registrations without arguments",
      code: `${INLINE}server.tool(); server.registerTool("x"); client.addTool();`,
    },
    { name: "an empty module", code: `export {};` },
    {
      name: "zod shapes are no JSON Schemas: not this rule's to read",
      code: `${INLINE}declare const z: { string(): unknown };
server.tool("echo", { text: z.string() }, async (args: { message: string }) => args.message);`,
    },
    // Copies of the arguments: a key the code puts in the copy itself is not the model's.
    {
      name: "a key the code puts in a spread copy itself is not the model's",
      code: CRAWL(
        "const body = { ...args, origin: 'mcp' }; return post('/crawl', String(body.url) + String(body.origin));",
      ),
    },
    {
      name: "a key the code puts in an Object.assign copy itself is not the model's",
      code: CRAWL(
        "const body = Object.assign({}, args, { origin: 'mcp' }); return post('/crawl', String(body.origin));",
      ),
    },
    {
      name: "a key the code writes into a copy of the rest is not the model's",
      code: CRAWL(
        "const { url, ...options } = args; const opts = { ...options }; opts.pollInterval = 2; return post(url, opts.pollInterval);",
      ),
    },
    {
      name: "a key declared only outside safe mode is declared",
      code: CRAWL("const { url, ...options } = args; return post(url, String(options.webhook));"),
    },
    {
      name: "a helper that adds a key of its own hands back no copy",
      code: CRAWL(
        "const opts = withPolling(args); return post('/crawl', opts.pollInterval);",
        "function withPolling(obj: any) { const out: Record<string, unknown> = {}; for (const [k, v] of Object.entries(obj)) out[k] = v; out.pollInterval = 2; return out; }",
      ),
    },
    {
      name: "nor does a helper that writes under a key of its own making",
      code: CRAWL(
        "const opts = prefixed(args); return post('/crawl', opts.pollInterval);",
        "function prefixed(obj: any) { const out: Record<string, unknown> = {}; for (const [k, v] of Object.entries(obj)) { const key = 'x' + k; out[key] = v; } return out; }",
      ),
    },
    {
      name: "another spread in the copy may bring any key",
      code: CRAWL(
        "const body = { ...args, ...defaults }; return post('/crawl', body.pollInterval);",
        "declare const defaults: Record<string, unknown>;",
      ),
    },
  ],
  invalid: [
    {
      name: "an undeclared name read first, before a declared one, is the model's to send",
      ...inline(
        `export const tools = [{ name: "kill_shell", input_schema: { type: "object", properties: { shell_id: { type: "string" } } } }];
declare function kill(id: string): string;
export function run(name: string, input: Record<string, unknown>) {
  switch (name) {
    case "kill_shell": return kill(String(input.bash_id || input.shell_id));
  }
}`,
        [{ messageId: "undeclared", data: { property: "bash_id", tool: 'tool "kill_shell"' }, marker: "bash_id ||" }],
      ),
    },
    {
      name: "beside what the framework's declared type provides, a read of a name nothing declares",
      ...invalid(
        "framework-context/tools.ts",
        "const { context, filename } = args;",
        "const { context, filename, encoding } = args;",
        "encoding }",
        { messageId: "undeclared", data: { property: "encoding", tool: 'tool "fs_read"' } },
      ),
    },
    {
      name: "a cast's type leaves the property optional: no-schema-drift lets the schema lack it, so the read speaks",
      ...invalid(
        "guards/server.ts",
        'properties: { text: { type: "string" }, maxWords: { type: "integer" } },',
        'properties: { text: { type: "string" } },',
        "maxWords } = args",
        { messageId: "undeclared", data: { property: "maxWords", tool: 'tool "summarize"' } },
      ),
    },
    (() => {
      const { code, filename } = variantOf("guards/server.ts", [
        ["  target: string;\n}", "  target: string;\n  formal?: boolean;\n}"],
        ["${args.text} → ${args.target}", '${args.text} → ${args.target}${args.formal ? "!" : ""}'],
      ]);
      return {
        name: "a type guard's type leaves the property optional: the read speaks",
        code,
        filename,
        errors: [
          {
            messageId: "undeclared",
            data: { property: "formal", tool: 'tool "translate"' },
            ...at(code, "formal ?", 0),
          } as never,
        ],
      };
    })(),
    {
      name: "MCP: a read the schema never declares, in a case body",
      ...invalid("mcp-server/server.ts", "String(args?.body)", "String(args?.text)", "text)", {
        messageId: "undeclared",
        data: { property: "text", tool: 'tool "add_note"' },
      }),
    },
    (() => {
      const { code, filename } = variantOf("openai-loop/agent.ts", [
        [`required: ["city"],`, `required: ["city"], additionalProperties: !1,`],
        [`args.unit ?? "c"`, `args.units ?? "c"`],
      ]);
      return {
        name: "a closed schema spelled as a minifier does (`additionalProperties: !1`) still lists all it takes",
        code,
        filename,
        errors: [
          {
            messageId: "undeclaredNear",
            data: { property: "units", tool: 'tool "get_weather"', declared: "unit" },
            ...at(code, "units"),
            suggestions: [
              {
                messageId: "renameRead",
                data: { property: "units", declared: "unit" },
                output: code.replace(`args.units ?? "c"`, `args.unit ?? "c"`),
              },
            ],
          } as never,
        ],
      };
    })(),
    {
      name: "MCP: a case conversion away from a declared property, offered as a rename",
      ...invalid("mcp-server/server.ts", "args?.maxResults", "args?.max_results", "max_results", {
        messageId: "undeclaredNear",
        data: { property: "max_results", tool: 'tool "search_notes"', declared: "maxResults" },
        suggestions: [
          {
            messageId: "renameRead",
            data: { property: "max_results", declared: "maxResults" },
            output: fixture("mcp-server/server.ts").code,
          },
        ],
      }),
    },
    {
      name: "OpenAI: one edit away",
      ...invalid("openai-loop/agent.ts", `args.unit ?? "c"`, `args.units ?? "c"`, "units", {
        messageId: "undeclaredNear",
        data: { property: "units", tool: 'tool "get_weather"', declared: "unit" },
        suggestions: [
          {
            messageId: "renameRead",
            data: { property: "units", declared: "unit" },
            output: fixture("openai-loop/agent.ts").code,
          },
        ],
      }),
    },
    {
      name: "Anthropic: destructuring; a shorthand key keeps its local name when renamed",
      ...invalid(
        "anthropic-loop/agent.ts",
        "const { order_id, reason } = input;\n      results.push(`cancelled ${String(order_id)}",
        "const { orderId, reason } = input;\n      results.push(`cancelled ${String(orderId)}",
        "orderId,",
        {
          messageId: "undeclaredNear",
          data: { property: "orderId", tool: 'tool "cancel_order"', declared: "order_id" },
          suggestions: [
            {
              messageId: "renameRead",
              data: { property: "orderId", declared: "order_id" },
              output: suggested(
                "anthropic-loop/agent.ts",
                "const { order_id, reason } = input;\n      results.push(`cancelled ${String(order_id)}",
                "const { orderId, reason } = input;\n      results.push(`cancelled ${String(orderId)}",
                "const { orderId, reason }",
                "const { order_id: orderId, reason }",
              ),
            },
          ],
        },
      ),
    },
    {
      name: "Anthropic: a read through the shared input variable of an if-chain",
      ...invalid(
        "anthropic-loop/agent.ts",
        `input.include_items ? " with items"`,
        `input.expand ? " with items"`,
        "expand",
        {
          messageId: "undeclared",
          data: { property: "expand", tool: 'tool "lookup_order"' },
        },
      ),
    },
    {
      name: "a class tool's call method's untyped-enough parameter",
      ...invalid("class-tools/tools.ts", `String(input.encoding ?? "utf8")`, `String(input.mode ?? "utf8")`, "mode", {
        messageId: "undeclared",
        data: { property: "mode", tool: 'tool "read_file"' },
      }),
    },
    {
      name: "dispatch through an enum, on a parameter",
      ...invalid("const-enum/server.ts", "String(args.priority", "String(args.severity", "severity", {
        messageId: "undeclared",
        data: { property: "severity", tool: 'tool "create_ticket"' },
      }),
    },
    {
      name: "dispatch through an as const object of names",
      ...invalid("const-enum/server.ts", "to ${String(args.assignee)}", "to ${String(args.owner)}", "owner", {
        messageId: "undeclared",
        data: { property: "owner", tool: 'tool "assign_ticket"' },
      }),
    },
    // The switch in one file, the schema in another (./tools.ts).
    {
      name: "the switch in one file, the schema in another: a near name",
      ...invalid("split-server/index.ts", "String(args.startTime)", "String(args.start_time)", "start_time", {
        messageId: "undeclaredNear",
        data: { property: "start_time", tool: 'tool "create_event"', declared: "startTime" },
        suggestions: [
          {
            messageId: "renameRead",
            data: { property: "start_time", declared: "startTime" },
            output: fixture("split-server/index.ts").code,
          },
        ],
      }),
    },
    {
      name: "the switch in one file, the schema in another: a stranger",
      ...invalid("split-server/index.ts", "events on ${String(args.day)}", "events on ${String(args.date)}", "date)", {
        messageId: "undeclared",
        data: { property: "date", tool: 'tool "list_events"' },
      }),
    },
    {
      name: "a key handed over with no spread of the arguments is no injection: the read is reported",
      ...inline(INJECTED("{ _sessionId: call.session }"), [
        { messageId: "undeclared", data: { property: "_sessionId", tool: 'tool "read_file"' }, marker: "_sessionId;" },
      ]),
    },
    {
      name: "two labels sharing one body: the read is reported once",
      ...inline(
        `export const tools = [
  { name: "a", input_schema: { type: "object", properties: { x: { type: "string" } } } },
  { name: "b", input_schema: { type: "object", properties: { x: { type: "string" } } } },
];
export function run(call: { name: string; input: Record<string, unknown> }) {
  switch (call.name) {
    case "a":
    case "b":
      return String(call.input.x) + String(call.input.y);
  }
}`,
        [{ messageId: "undeclared", data: { property: "y", tool: 'tool "a"' }, marker: "y)" }],
      ),
    },
    {
      name: "a local handler with an untyped parameter is followed into",
      ...inline(
        `function handleEcho(args: any) { return String(args.message); }
export const tools = [{ name: "echo", inputSchema: { type: "object", properties: { text: { type: "string" } } } }];
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }) {
  if (request.params.name === "echo") return handleEcho(request.params.arguments);
}`,
        [{ messageId: "undeclared", data: { property: "message", tool: 'tool "echo"' }, marker: "message)" }],
      ),
    },
    {
      name: "MCP server.tool with a JSON Schema and an inline handler",
      ...inline(
        `${INLINE}server.tool("echo", "Echo text back", { type: "object", properties: { text: { type: "string" } } }, async (args: any) => String(args.message));`,
        [{ messageId: "undeclared", data: { property: "message", tool: 'tool "echo"' }, marker: "message)" }],
      ),
    },
    // server.registerTool(name, { inputSchema }, handler)
    {
      name: "MCP server.registerTool with an inputSchema and a handler",
      ...inline(
        `${INLINE}server.registerTool("echo", { description: "Echo", inputSchema: { type: "object", properties: { text: { type: "string" } } } }, ({ message }: any) => message);`,
        [{ messageId: "undeclared", data: { property: "message", tool: 'tool "echo"' }, marker: "message }" }],
      ),
    },
    // client.addTool(definition, handler) and { schema, handler } pairs.
    {
      name: "client.addTool(definition, handler) and schema and handler pairs",
      code: ADD_TOOL,
      errors: [
        {
          messageId: "undeclaredNear",
          data: { property: "txt", tool: 'tool "echo"', declared: "text" },
          ...at(ADD_TOOL, "txt"),
          suggestions: [
            {
              messageId: "renameRead",
              data: { property: "txt", declared: "text" },
              output: `${INLINE}const echo = { name: "echo", input_schema: { type: "object", properties: { text: { type: "string" } } } };
function onEcho(input: any) { return input.text; }
client.addTool(echo, onEcho);
const pair = { schema: { name: "shout", input_schema: { type: "object", properties: { text: { type: "string" } } } }, handler: (input: any) => input.loud };
export { pair };`,
            },
          ],
        },
        { messageId: "undeclared", data: { property: "loud", tool: 'tool "shout"' }, ...at(ADD_TOOL, "loud") },
      ],
    },
    // Reads of copies are reads of the arguments: a rest, a spread, a helper that drops empty values.
    {
      name: "a read of a rest copied into an object cleaned by a helper",
      ...(() => {
        const code = CRAWL(
          `const { url, ...options } = args;
    const opts = { ...options };
    if (opts.webhook) opts.webhook = String(opts.webhook);
    const cleaned = removeEmpty(opts);
    const pollInterval = typeof cleaned.pollInterval === "number" ? cleaned.pollInterval : 2;
    delete cleaned.pollInterval;
    return post("/crawl", { url, ...cleaned, pollInterval });`,
          REMOVE_EMPTY,
        );
        return { code, errors: [{ ...CRAWL_ERROR("pollInterval"), ...at(code, "pollInterval ===") }] as never };
      })(),
    },
    {
      name: "a read of an Object.assign copy",
      ...(() => {
        const code = CRAWL("const opts = Object.assign({}, args); return post('/crawl', opts.timeout);");
        return { code, errors: [{ ...CRAWL_ERROR("timeout"), ...at(code, "timeout)") }] as never };
      })(),
    },
    {
      name: "a read of what a helper that drops undefined values hands back",
      ...(() => {
        const code = CRAWL(
          "const cleaned = dropUndefined(args); return post('/crawl', cleaned.timeout);",
          DROP_UNDEFINED,
        );
        return { code, errors: [{ ...CRAWL_ERROR("timeout"), ...at(code, "timeout)") }] as never };
      })(),
    },
  ],
});
