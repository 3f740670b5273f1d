import type { TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";

/** The tool shapes the plugin recognises. */
export type ToolFormat =
  | "registry" //        registry.tool(fn, { name?, description, parameters?, positional? })
  | "openai-chat" //     { type: "function", function: { name, description?, parameters?, strict? } }
  | "openai-responses" // { type: "function", name, description?, parameters, strict? }
  | "anthropic" //       { name, description?, input_schema }
  | "mcp" //             { name, description?, inputSchema }
  | "vercel-ai" //       tool({ description, inputSchema | parameters: jsonSchema({...}), execute })
  | "openai-agents" //   tool({ name, description, parameters, execute })  (@openai/agents)
  | "fastmcp" //         server.addTool({ name, description, parameters, execute })
  | "langchain" //       tool(fn, { name, description, schema }), class … extends StructuredTool { name; schema; _call }
  | "toolkit" //         { method, name, description, parameters } entries of an agent toolkit's list
  | "openai-function" // { name, description, parameters } in `functions: [...]`, `bindTools([...])`
  | "gemini" //          { name, description, parameters | parametersJsonSchema } in `functionDeclarations`
  | "mastra" //          createTool({ id, description, inputSchema, execute })
  | "generic"; //        a name, a schema and often a callable held together by no SDK listed here

/** How a definition was linked to the function that implements it (strongest first). */
export type LinkKind = "inline" | "dispatch-object" | "name-match";

export interface ImplementationLink {
  kind: LinkKind;
  /**
   * The implementation as written at the link site: a function expression/arrow/declaration,
   * or an identifier that refers to one (resolve it through the type checker's symbol).
   */
  node: TSESTree.Node;
  /** The function's name for messages, e.g. "searchDocs"; "<anonymous>" for an inline arrow. */
  functionName: string;
  /**
   * The function itself when it is written or declared in this file (inline, `function f`,
   * `const f = () => …`); undefined for imports and anything only the type checker can resolve.
   */
  functionNode?: TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression;
}

/** One tool definition found in a file. Everything is "as written": `undefined` means absent or not static. */
export interface ToolDefinition {
  format: ToolFormat;
  /** The whole definition: the object literal, or the `registry.tool(…)` / `tool(…)` call. */
  node: TSESTree.Node;
  /** The static tool name (string literal or resolvable const), if any. */
  name: string | undefined;
  nameNode: TSESTree.Node | undefined;
  description: string | undefined;
  descriptionNode: TSESTree.Node | undefined;
  /**
   * The object literal holding the schema, after following an identifier to its `const` initializer
   * in the same file and unwrapping `as const`, `satisfies` and `jsonSchema(…)`.
   */
  schemaNode: TSESTree.ObjectExpression | undefined;
  /** The schema property's key/value exists but cannot be read statically (call result, spread, import…). */
  schemaUnreadable: boolean;
  /**
   * The zod schema the tool's schema is written as (`z.object({...})`, an MCP raw shape
   * `{ city: z.string() }`, or a value the checker types as a zod schema). Its properties are read
   * from the shape or through the checker (see zod.ts); `schemaNode` is then undefined.
   */
  zodSchema?: TSESTree.Node | undefined;
  /**
   * The TypeBox object the tool's schema is written as (`Type.Object({ query: Type.String() })`), or
   * the imported name of one another module declares (where reports about it go): its properties
   * are read from its argument (typebox.ts); `schemaNode` is then undefined.
   */
  typeboxSchema?: TSESTree.Node | undefined;
  /**
   * A JSON Schema literal declared in another module and imported by name (`inputSchema: searchSchema`):
   * the literal there, and the name here (where reports about it go). `schemaNode` is then undefined.
   */
  importedSchema?: { literal: TS.ObjectLiteralExpression; reference: TSESTree.Node } | undefined;
  /**
   * A framework's list of parameters written instead of a JSON Schema (`parameters: [{ name:
   * "command", type: "string", required: true }, …]`), or its map of them (`{ path: { type:
   * "string" } }`): the names it declares are read from it (read/arguments/declared.ts);
   * `schemaNode` is then undefined and the schema unreadable otherwise.
   */
  parameterList?: TSESTree.ArrayExpression | TSESTree.ObjectExpression | undefined;
  /**
   * The object literal a fix writes `parameters`/`positional` into when they are missing
   * (the registry call's options object, or the `function` object for OpenAI chat).
   */
  containerNode: TSESTree.ObjectExpression | undefined;
  /** Registry only: the `positional: [...]` array literal, if written. */
  positionalNode: TSESTree.ArrayExpression | undefined;
  /** `strict: true` written on the tool (OpenAI formats). */
  strict: boolean;
  /**
   * The tool takes one text, not an arguments object (LangChain's string tools, `extends Tool`):
   * its handler is its implementation, but has no properties to read.
   */
  textInput?: boolean;
  implementation: ImplementationLink | undefined;
  /**
   * Definitions in the same group share one namespace of names (the same registry variable or the
   * same tools array); used by no-duplicate-tool-names. Undefined when the group cannot be told.
   */
  group: string | undefined;
  /**
   * The smallest node that identifies the definition, for reports that concern the whole tool
   * (e.g. a missing description): the name value when written, else the `tool` callee or key.
   */
  headNode?: TSESTree.Node;
  /** The description may be set where it cannot be read (a spread), so its absence proves nothing. */
  descriptionUnreadable?: boolean;
  /** Registry and MCP server registrations: the expression the call is made on (`registry` in `registry.tool(…)`). */
  registry?: TSESTree.Expression;
}
