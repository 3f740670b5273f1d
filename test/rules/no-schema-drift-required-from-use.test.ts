// no-schema-drift, required-ness from use: a property the implementation uses on every path of a
// tool (dereferenced, in a template, passed to a parameter that refuses `undefined`) that the
// schema leaves optional. Silent when anything tests or defaults it, when the use runs only under
// a condition, when the reads are incomplete and when a type speaks for the arguments.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];
type Suggestion = { messageId: string; data: Record<string, string>; output: string };

const SERVER = "required/server.ts";
const ANTHROPIC = "anthropic-loop/agent.ts";
const REASON_OPTIONAL: [string, string] = [`required: ["order_id", "reason"],`, `required: ["order_id"],`];
const REASON_IN_TEMPLATE: [string, string] = ["${String(reason)}", "${reason}"];
const AGENT = "required/agent.ts";

/** A variant of a fixture with one requiredFromUse error at `marker` (the schema key). */
function invalid(
  file: string,
  changes: [string, string][],
  marker: string,
  data: Record<string, string>,
  suggestion: [string, string] | undefined,
  useNth = 1,
): Cases["invalid"][number] {
  const { code, filename } = variantOf(file, changes);
  // The message names the use's line: found by its text in the variant.
  // Messages show at most 40 characters of the use.
  const use = data.use!.length > 40 ? `${data.use!.slice(0, 39)}…` : data.use!;
  data = { ...data, use, line: String(at(code, data.use!, 0, useNth).line) };
  const suggestions: Suggestion[] = suggestion
    ? [
        {
          messageId: "addRequired",
          data: { property: data.name!.split(".").at(-1)! },
          output: code.replace(suggestion[0], suggestion[1]),
        },
      ]
    : [];
  return {
    code,
    filename,
    errors: [{ messageId: "requiredFromUse", data, ...at(code, marker), suggestions } as never],
  };
}

/** A variant of a fixture that must stay silent. */
function silent(file: string, changes: [string, string][]): { code: string; filename: string } {
  return variantOf(file, changes);
}

const READ_FILE_OPTIONAL: [string, string] = [`required: ["path"],\n  },\n};`, `required: [],\n  },\n};`];
const FORECAST_OPTIONAL: [string, string] = [`required: ["city"],`, `required: [],`];
/** read_file's `path`, trimmed on every path: the marker, the message's data and the suggested fix. */
const PATH_TRIMMED: [string, Record<string, string>, [string, string]] = [
  `path: { type: "string", description: "Absolute`,
  {
    name: "path",
    where: "the schema",
    tool: 'tool "read_file"',
    when: "the tool runs",
    use: "(args.path as string).trim",
  },
  [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
];

tester.run("no-schema-drift (required from use)", noSchemaDrift, {
  valid: [
    // The fixtures as written: every property used on every path is required; `days` is defaulted
    // in the destructuring, and node_management needs nodeName for "drain" only (a conditional branch).
    { name: "the MCP server fixture as written: every property used on every path is required", ...fixture(SERVER) },
    { name: "the agent fixture as written", ...fixture(AGENT) },
    { name: "the helpers module as written", ...fixture("required/helpers.ts") },
    {
      name: "throws on tests that a missing value passes (null, typeof undefined): its absence is let through",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `if (args.path === null || typeof args.path !== "undefined") throw 1;\n        const path = ".";`,
        ],
      ]),
    },
    {
      name: "a check of this file that tests the value's presence handles its absence, whatever type it writes",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `import * as fs from "node:fs/promises";`,
          `import * as fs from "node:fs/promises";\nimport { resolve } from "node:path";`,
        ],
        [
          `const server = new Server(`,
          `function allowed(p: string): boolean {\n  return p !== undefined && resolve(p).startsWith("/srv");\n}\nconst server = new Server(`,
        ],
        [
          `const path = (args.path as string).trim();`,
          `if (!allowed(args.path as string)) return { content: [] };\n        const path = "/srv/a";`,
        ],
      ]),
    },
    {
      name: "a check of this file typed to take a string, whose body copes with anything: its type proves nothing",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const server = new Server(`,
          `const KNOWN = ["/srv/a"];\nfunction known(p: string): boolean {\n  return KNOWN.includes(p);\n}\nconst server = new Server(`,
        ],
        [
          `const path = (args.path as string).trim();`,
          `if (!known(args.path as string)) return { content: [] };\n        const path = "/srv/a";`,
        ],
      ]),
    },
    {
      name: "a throw under a condition that also holds when it is given",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `if (!args.path && !args.pattern) throw new Error("path or pattern is required");\n        const path = String(args.path ?? ".").trim();`,
        ],
      ]),
    },
    {
      name: "a copy given another value when it is missing: the code handles the absence",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const path = (args.path as string).trim();\n        let shown = args.path as string;\n        if (!shown) shown = ".";\n        console.error(shown);`,
        ],
      ]),
    },
    {
      name: "dereferenced only after its binding is given another value",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `let path = args.path as string;\n        path = process.cwd();\n        path = path.trim();`,
        ],
      ]),
    },
    {
      name: "dereferenced in a function written before its binding is given another value, called after",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `let path = args.path as string;\n        const clean = () => path.trim();\n        path = process.cwd();\n        path = clean();`,
        ],
      ]),
    },
    {
      name: "used in one branch of a condition only",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const path = Date.now() > 0 ? (args.path as string).trim() : ".";`,
        ],
      ]),
    },
    {
      name: "used in both branches of a condition that is itself under another",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `let path = ".";\n        if (Date.now() > 1) path = Date.now() > 0 ? (args.path as string).trim() : (args.path as string).toLowerCase();`,
        ],
      ]),
    },
    {
      name: "a default given before the refusal handles the absence: the throw never sees it missing",
      ...variantOf(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const given = args.path ?? process.cwd();\n        if (!args.path) throw Error("no path");\n        const path = String(given);`,
        ],
      ]),
    },
    {
      name: "a test whose branch does more than throw handles the absence",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `if (!args.path) {\n          console.error("no path");\n          return { content: [] };\n        }\n        const path = (args.path as string).trim();`,
        ],
      ]),
    },
    {
      name: "a return of a result that is no error handles the absence",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `if (!args.path) return { content: [{ type: "text", text: "nothing to read" }] };\n        const path = String(args.path);`,
        ],
      ]),
    },
    {
      name: "an error result returned by a function the value is handed to leaves only that function",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const checked = checkPath(args.path as string | undefined);\n        const path = ".";`,
        ],
        [
          `async function placeSearch(`,
          `function checkPath(p: string | undefined) {\n  if (!p) return { isError: true, content: [] };\n  return { content: [] };\n}\n\nasync function placeSearch(`,
        ],
      ]),
    },
    {
      name: "a ?? default",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const path = ((args.path as string | undefined) ?? ".").trim();`,
        ],
      ]),
    },
    {
      name: "optional chaining",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const path = (args.path as string | undefined)?.trim() ?? ".";`,
        ],
      ]),
    },
    {
      name: "a typeof check whose branch returns a result that is no error",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `if (typeof args.path !== "string") return { content: [] };\n        const path = args.path.trim();`,
        ],
      ]),
    },
    // Read from what a validator returned: the validator decides what is there, and may default
    // what the model left out (`.default(".")`).
    {
      name: "read from what a validator returned, which may default it",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `import * as fs from "node:fs/promises";`,
          `import * as fs from "node:fs/promises";\nimport { z } from "zod";\nconst ReadFileArgs = z.object({ path: z.string().default("."), encoding: z.string().optional() });`,
        ],
        [`const path = (args.path as string).trim();`, `const path = ReadFileArgs.parse(args).path.trim();`],
      ]),
    },
    {
      name: "used only under a condition",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const path = args.encoding === "latin1" ? (args.path as string).trim() : "/tmp/default";`,
        ],
      ]),
    },
    {
      name: "after an early return on another condition: not every path reaches the use",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `if (args.encoding === "none") return { content: [] };\n        const path = (args.path as string).trim();`,
        ],
      ]),
    },
    {
      name: "a truthiness check guards the nested properties' parent and the properties themselves",
      ...silent(SERVER, [
        [`required: ["latitude", "longitude"],`, ``],
        [`if (location) {`, `if (location && location.latitude !== undefined && location.longitude !== undefined) {`],
      ]),
    },
    // The nested use under another condition too: `location && radius`.
    {
      name: "the nested use under another condition too",
      ...silent(SERVER, [
        [`required: ["latitude", "longitude"],`, ``],
        [`if (location) {`, `if (location && radius) {`],
      ]),
    },
    {
      name: "passed to an optional parameter",
      ...silent(SERVER, [
        [`(args.path as string | undefined) ?? "."`, `"."`],
        [`args.pattern as string | undefined`, `args.path as string | undefined`],
      ]),
    },
    {
      name: "the arguments escape to a function we cannot see: the reads are incomplete",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const path = (args.path as string).trim();\n        audit(args);`,
        ],
        [`const server = new`, `declare function audit(value: unknown): void;\nconst server = new`],
      ]),
    },
    {
      name: "a type speaks for the arguments: the signature check owns required-ness",
      ...silent(SERVER, [
        READ_FILE_OPTIONAL,
        [
          `const path = (args.path as string).trim();`,
          `const { path: raw } = args as unknown as { path?: string; encoding?: string };\n        const path = (raw ?? ".").trim();`,
        ],
      ]),
    },
    {
      name: "a destructuring default in the registry's handler",
      ...silent(AGENT, [
        [`required: ["noteId", "tags"],`, `required: ["noteId"],`],
        [`[...args.tags]`, `[...(args.tags ?? [])]`],
      ]),
    },
    {
      name: "used in a callback that may never run",
      ...silent(AGENT, [
        FORECAST_OPTIONAL,
        [`return forecast(city.trim(), days);`, `return [1].map(() => forecast(city.trim(), days))[0]!;`],
      ]),
    },
    // An if-chain branch: `JSON.stringify(reason)` takes undefined (overloads of `any`).
    {
      name: "an if-chain branch hands the value to a function that takes undefined",
      ...silent(ANTHROPIC, [REASON_OPTIONAL, ["${String(reason)}", "${JSON.stringify(reason)}"]]),
    },
    {
      name: "String(x) of a value tested first",
      ...silent(ANTHROPIC, [REASON_OPTIONAL, ["${String(reason)}", '${reason ? String(reason) : "none"}']]),
    },
    {
      name: "a String of this file's own is no conversion",
      ...silent(ANTHROPIC, [
        REASON_OPTIONAL,
        [
          `} else if (block.name === "cancel_order") {`,
          `} else if (block.name === "cancel_order") {\n      const String = (x: unknown) => JSON.stringify(x);`,
        ],
      ]),
    },
    {
      name: "a branch that runs under another condition than the tool's name",
      ...silent(ANTHROPIC, [
        REASON_OPTIONAL,
        REASON_IN_TEMPLATE,
        [
          `} else if (block.name === "cancel_order") {`,
          `} else if (block.name === "cancel_order" && input.confirmed === true) {`,
        ],
      ]),
    },
  ],
  invalid: [
    {
      name: "dereferenced on every path, with the arguments handed in an object to a logger of this file first",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `  const { name, arguments: args = {} } = request.params;`,
            `  const { name, arguments: args = {} } = request.params;\n  log("call", { tool: name, arguments: args });`,
          ],
          [
            `server.setRequestHandler(CallToolRequestSchema,`,
            `function log(message: string, data?: unknown): void {\n  if (data) console.error(message, JSON.stringify(data));\n  else console.error(message);\n}\n\nserver.setRequestHandler(CallToolRequestSchema,`,
          ],
        ],
        ...PATH_TRIMMED,
      ),
    },
    {
      name: "dereferenced on every path, and copied into a variable that is later given another value",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `const path = (args.path as string).trim();\n        let shown = args.path as string;\n        if (shown.length > 40) shown = "…";\n        console.error(shown);`,
          ],
        ],
        ...PATH_TRIMMED,
      ),
    },
    {
      name: "dereferenced in the value its binding is then given: the first value is still the model's",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `let path = args.path as string;\n        path = path.trim();`,
          ],
        ],
        PATH_TRIMMED[0],
        { ...PATH_TRIMMED[1], use: "path.trim" },
        PATH_TRIMMED[2],
      ),
    },
    {
      name: "handed to a method of an instance of a class of this file, which dereferences it",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [`const path = (args.path as string).trim();`, `const path = reader.clean(args.path);`],
          [
            `server.setRequestHandler(CallToolRequestSchema,`,
            `class PathReader {\n  clean(raw: any): string {\n    return raw.trim();\n  }\n}\nconst reader = new PathReader();\n\nserver.setRequestHandler(CallToolRequestSchema,`,
          ],
        ],
        PATH_TRIMMED[0],
        { ...PATH_TRIMMED[1], use: "raw.trim" },
        PATH_TRIMMED[2],
      ),
    },
    {
      name: "dereferenced on every path of the case",
      ...invalid(SERVER, [READ_FILE_OPTIONAL], ...PATH_TRIMMED),
    },
    {
      name: "refused with a throw on every path: the schema should say so",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `if (!args.path) throw Error("no path");\n        const path = args.path as string;`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (!args.path) throw Error("no path");`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused with an error result (MCP's isError) on every path: the schema should say so",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `if (!args.path) return { isError: true, content: [{ type: "text", text: "no path" }] };\n        const path = args.path as string;`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (!args.path) return { isError: true, content: [{ type: "text", text: "no path" }] };`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused with the error result a local function makes",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `if (typeof args.path !== "string") return errorResult("path is required");\n        const path = args.path;`,
          ],
          [
            `async function placeSearch(`,
            `function errorResult(text: string) {\n  return { isError: true, content: [{ type: "text", text }] };\n}\n\nasync function placeSearch(`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (typeof args.path !== "string") return errorResult("path is required");`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused with a throw, then compared and handed on: what runs after the refusal tests nothing",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `if (!args.path) throw Error("no path");\n        const known = ["/etc"].find((p) => p === args.path);\n        const path = String(known ?? args.path);`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (!args.path) throw Error("no path");`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused with a throw as one alternative of several",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `if (!ready || !args.path) throw 1;\n        const path = args.path as string;`,
          ],
          [`    switch (name) {`, `    const ready = Date.now() > 0;\n    switch (name) {`],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (!ready || !args.path) throw 1;`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused with a throw whose condition also tests the type: that test runs only once the value is there",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `const p = args.path;\n        if (!p || typeof p != "string") throw 1;\n        const path = p;`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (!p || typeof p != "string") throw 1;`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused by a type test in a function it is handed to: undefined is no string",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [`const path = (args.path as string).trim();`, `const path = ensure(args.path);`],
          [
            `const server = new Server(`,
            `function ensure(value: unknown): string {\n  if (typeof value !== "string") throw 1;\n  return value;\n}\nconst server = new Server(`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (typeof value !== "string") throw 1;`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "refused when it equals undefined",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `if (args.path === undefined) throw 1;\n        const path = args.path;`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: `if (args.path === undefined) throw 1;`,
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "used, inside a check of this file, where it fails without it (path.resolve takes strings only)",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `import * as fs from "node:fs/promises";`,
            `import * as fs from "node:fs/promises";\nimport { resolve } from "node:path";`,
          ],
          [
            `const server = new Server(`,
            `function allowed(wanted: string): boolean {\n  return resolve(wanted).startsWith("/srv");\n}\nconst server = new Server(`,
          ],
          [
            `const path = (args.path as string).trim();`,
            `if (!allowed(args.path as string)) return { content: [] };\n        const path = "/srv/a";`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        { name: "path", where: "the schema", tool: 'tool "read_file"', when: "the tool runs", use: "wanted" },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
        2,
      ),
    },
    {
      name: "handed to a rest parameter whose elements refuse undefined",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `import * as fs from "node:fs/promises";`,
            `import * as fs from "node:fs/promises";\nimport { resolve } from "node:path";`,
          ],
          [`const path = (args.path as string).trim();`, `const path = resolve("/srv", args.path as string);`],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: "args.path as string",
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "a default of nothing (?? void 0) is the same value: refused after it",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `const given = args.path ?? void 0;\n        if (!given) throw 1;\n        const path = given as string;`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: "if (!given) throw 1;",
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "used in both branches of a condition reached on every path",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `const path = Date.now() > 0 ? (args.path as string).trim() : (args.path as string).toLowerCase();`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: "(args.path as string).toLowerCase",
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    {
      name: "used in the if and the else of a statement reached on every path",
      ...invalid(
        SERVER,
        [
          READ_FILE_OPTIONAL,
          [
            `const path = (args.path as string).trim();`,
            `let path: string;\n        if (Date.now() > 0) path = (args.path as string).trim();\n        else path = (args.path as string).toLowerCase();`,
          ],
        ],
        `path: { type: "string", description: "Absolute`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "read_file"',
          when: "the tool runs",
          use: "(args.path as string).toLowerCase",
        },
        [`required: [],\n  },\n};`, `required: ["path"],\n  },\n};`],
      ),
    },
    // Without any `required`: the suggestion writes one.
    {
      name: "without any required: the suggestion writes one",
      ...invalid(SERVER, [[`\n    required: ["path"],\n  },\n};`, `\n  },\n};`]], PATH_TRIMMED[0], PATH_TRIMMED[1], [
        `description: "Defaults to utf8" },\n    },\n  },`,
        `description: "Defaults to utf8" },\n    },\n    required: ["path"],\n  },`,
      ]),
    },
    // Nested: `location` is optional, but once given its coordinates are used unconditionally: one
    // report per coordinate, each suggesting to require it.
    {
      name: "nested: once the optional parent is given, its coordinates are used unconditionally",
      ...(() => {
        const changes: [string, string][] = [[`\n        required: ["latitude", "longitude"],`, ``]];
        const nested = (name: string, marker: string) => {
          const { errors } = invalid(
            SERVER,
            changes,
            marker,
            {
              name: `location.${name}`,
              where: "`location`'s schema",
              tool: 'tool "search_places"',
              when: "`location` is given",
              use: `location.${name}`,
            },
            [
              `description: "Optional centre of the search",\n`,
              `description: "Optional centre of the search",\n        required: ["${name}"],\n`,
            ],
          );
          return (errors as unknown[])[0];
        };
        const { code, filename } = invalid(
          SERVER,
          changes,
          "latitude: { type",
          { name: "x", use: "location.latitude" },
          undefined,
        );
        return {
          code,
          filename,
          errors: [nested("latitude", "latitude: { type"), nested("longitude", "longitude: { type")] as never,
        };
      })(),
    },
    // Passed to a parameter typed `string` (the helper in another file): `undefined` breaks its contract.
    {
      name: "passed to a parameter typed string in another file",
      ...invalid(
        SERVER,
        [[`(args.path as string | undefined) ?? "."`, `args.path as string`]],
        `path: { type: "string", description: "Defaults`,
        {
          name: "path",
          where: "the schema",
          tool: 'tool "list_directory"',
          when: "the tool runs",
          use: "args.path as string",
        },
        [
          `      pattern: { type: "string" },\n    },\n`,
          `      pattern: { type: "string" },\n    },\n    required: ["path"],\n`,
        ],
        2,
      ),
    },
    // An Anthropic loop's else-if branch: put in a template literal.
    {
      name: "an Anthropic loop's else-if branch puts it in a template literal",
      ...invalid(
        ANTHROPIC,
        [REASON_OPTIONAL, REASON_IN_TEMPLATE],
        `reason: { type`,
        { name: "reason", where: "the schema", tool: 'tool "cancel_order"', when: "the tool runs", use: "reason" },
        [
          `reason: { type: "string" },\n      },\n      required: ["order_id"],`,
          `reason: { type: "string" },\n      },\n      required: ["order_id", "reason"],`,
        ],
        4,
      ),
    },
    {
      name: "an Anthropic loop's else-if branch converts it with String(…), as a template does",
      ...invalid(
        ANTHROPIC,
        [REASON_OPTIONAL],
        `reason: { type`,
        { name: "reason", where: "the schema", tool: 'tool "cancel_order"', when: "the tool runs", use: "reason" },
        [
          `reason: { type: "string" },\n      },\n      required: ["order_id"],`,
          `reason: { type: "string" },\n      },\n      required: ["order_id", "reason"],`,
        ],
        4,
      ),
    },
    {
      name: "a handler of a dispatch map: destructured, then dereferenced",
      ...invalid(
        AGENT,
        [FORECAST_OPTIONAL],
        `city: { type`,
        { name: "city", where: "the schema", tool: 'tool "get_forecast"', when: "the tool runs", use: "city.trim" },
        [`required: [],`, `required: ["city"],`],
      ),
    },
    {
      name: "spread into an array",
      ...invalid(
        AGENT,
        [[`required: ["noteId", "tags"],`, `required: ["noteId"],`]],
        `tags: { type`,
        { name: "tags", where: "the schema", tool: 'tool "tag_note"', when: "the tool runs", use: "args.tags" },
        [`required: ["noteId"],`, `required: ["noteId", "tags"],`],
      ),
    },
  ],
});
