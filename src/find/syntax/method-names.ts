// Method names that tell what a call does, whatever it is called on. Both trees read them: the
// ESLint side (class tools, handler registrations, argument reads) and the program side
// (incoming calls), so each list is written once here.

/** Methods that run a tool with its arguments, in order of preference: a class with several runs the first. */
export const HANDLER_METHODS: readonly string[] = ["call", "execute", "run", "handler", "handle", "invoke"];

/**
 * Keys of an object literal whose function is the tool's callable: the handler methods, and the keys
 * that only a definition object uses for it (`func` of LangChain, `callback`, `fn`, `implementation`).
 */
export const CALLABLE_KEYS: readonly string[] = [...HANDLER_METHODS, "func", "callback", "fn", "implementation"];

/**
 * Keys of a `{ schema, handler }` pair that hold the definition the handler runs; `config` is the
 * name MCP's `registerTool(name, config, handler)` gives it.
 */
export const PAIR_SCHEMA_KEYS: readonly string[] = ["schema", "definition", "tool", "spec", "config"];

/**
 * `schema.parse(x)`, `Schema.safeParse(x)` and their async forms (zod; valibot's `v.parse` is a
 * function): a validator's method, never a tool's implementation.
 */
export const VALIDATOR_METHODS: ReadonlySet<string> = new Set(["parse", "safeParse", "parseAsync", "safeParseAsync"]);

/** Keys under which a schema is a tool's input, when an object holds several schemas. */
export const INPUT_SCHEMA_KEYS: readonly string[] = [
  "inputSchema",
  "input_schema",
  "parameters",
  "parametersJsonSchema",
  "argsSchema",
];
