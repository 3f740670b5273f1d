/**
 * `tool-schema/mcp`: serves a `ToolRegistry` over the Model Context Protocol through the official
 * TypeScript SDK's low-level `Server` (`@modelcontextprotocol/sdk` 1.x; an `McpServer`'s `.server`
 * is one). A separate entry point: the SDK is an optional peer dependency, and the runtime entry
 * (`tool-schema`) never imports it.
 */
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRegistry } from "./runtime/registry.js";

/** What the SDK passes a request handler beside the request (its `RequestHandlerExtra`, the part read here). */
export interface McpRequestExtra {
  /** Aborted when the client cancels the request (`notifications/cancelled`) or the connection closes. */
  readonly signal: AbortSignal;
  readonly sessionId?: string | undefined;
  readonly requestId?: string | number | undefined;
  readonly authInfo?: unknown;
}

/**
 * The part of the SDK's `Server` that `connectMcp` uses. Structural, so the SDK's own class (and an
 * `McpServer`'s `.server`) fits without this package's types naming a version of it.
 */
export interface McpLowLevelServer {
  setRequestHandler(schema: typeof ListToolsRequestSchema, handler: () => unknown): void;
  setRequestHandler(
    schema: typeof CallToolRequestSchema,
    handler: (request: { params: { name: string; arguments?: unknown } }, extra: McpRequestExtra) => unknown,
  ): void;
  registerCapabilities(capabilities: { tools: Record<string, never> }): void;
  readonly transport?: unknown;
  assertCanSetRequestHandler?(method: string): void;
}

export interface ConnectMcpOptions {
  /**
   * More fields for each call's `ToolContext`, from the request's `extra`. By default the context
   * carries `signal` (the request's, so a cancelled call aborts the tool's `ctx.signal`),
   * `sessionId`, `requestId` and `authInfo`.
   */
  context?: (extra: McpRequestExtra) => object;
}

/**
 * Installs `tools/list` and `tools/call` on `server`: the list is the registry's `"mcp"` format, and
 * every call goes through `registry.invoke`, so each failure (unknown tool, invalid arguments, a
 * throw, a timeout) comes back as a result with `isError: true` and the registry's one-line
 * message rather than as a protocol error. Declares the `tools` capability when the server is not
 * connected yet. Throws if the server already answers `tools/list` or `tools/call` (an `McpServer`
 * whose own tools are registered): one of the two would silently be lost.
 */
export function connectMcp(registry: ToolRegistry, server: McpLowLevelServer, options: ConnectMcpOptions = {}): void {
  for (const method of ["tools/list", "tools/call"]) {
    try {
      server.assertCanSetRequestHandler?.(method);
    } catch {
      throw new Error(
        `tool-schema: connectMcp: the server already answers ${method} (an McpServer with tools of its own?); serve tools either from the registry or from the server, not both`,
      );
    }
  }
  if (server.transport === undefined) server.registerCapabilities({ tools: {} });
  const extraContext = options.context;
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: registry.toSchemas({ format: "mcp" }) }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const context = {
      signal: extra.signal,
      sessionId: extra.sessionId,
      requestId: extra.requestId,
      authInfo: extra.authInfo,
      ...extraContext?.(extra),
    };
    return registry.mcpCallTool(request.params.name, request.params.arguments, context);
  });
}
