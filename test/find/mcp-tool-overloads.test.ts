import { describe, expect, it } from "vitest";
import { definitionsOf, viewsOf } from "./views-helper.js";
import { fixture, pluginReports } from "../rules/real-world-helpers.js";

const HEAD = `import { z } from "zod";
declare const server: { tool(...a: unknown[]): void };
`;

describe("server.tool overloads, read as the SDK reads them", () => {
  it("an empty object is an empty shape: the tool is found and its handler's reads are judged against no properties", () => {
    const code = `${HEAD}server.tool("ping", "Ping the host", {}, async (args) => args.host);`;
    expect(definitionsOf(code)).toMatchObject([{ format: "mcp", name: "ping", description: "Ping the host" }]);
    expect(viewsOf("file.ts", code)).toMatchObject([{ name: "ping", reads: ["host"], opaque: false }]);
  });

  it("no schema at all: found; a handler that takes the request's context is not read as the arguments", () => {
    const code = `${HEAD}server.tool("status", "Report the status", async (extra: { signal: AbortSignal }) => extra.signal.aborted);
server.tool("now", async () => Date.now());`;
    expect(definitionsOf(code).map((d) => [d.name, d.description])).toEqual([
      ["status", "Report the status"],
      ["now", undefined],
    ]);
    expect(viewsOf("file.ts", code)).toMatchObject([
      { name: "status", none: true },
      { name: "now", reads: [], opaque: false },
    ]);
  });

  it("annotations alone after the description are not a schema; a shape before them is", () => {
    const code = `${HEAD}server.tool("list", "List things", { readOnlyHint: true }, async () => []);
server.tool("get", "Get a thing", { id: z.string() }, { readOnlyHint: true }, async ({ id }) => id);`;
    expect(viewsOf("file.ts", code)).toMatchObject([
      { name: "list", reads: [] },
      { name: "get", reads: ["id"], opaque: false },
    ]);
  });

  it("a schema value that cannot be read still makes a definition, left unjudged", () => {
    const code = `${HEAD}declare const schemas: Record<string, unknown>;
server.tool("audit", "Audit a site", schemas.audit, async ({ url }: { url: string }) => url);`;
    expect(definitionsOf(code)).toMatchObject([{ format: "mcp", name: "audit", schemaKeys: [] }]);
  });

  it("a second argument that is neither text nor a schema may be the description: none is reported missing", () => {
    expect(pluginReports(fixture("generic/register-helper.ts"))).toEqual([]);
  });

  it("more values than the SDK takes is some other call: no definition", () => {
    const code = `${HEAD}server.tool("x", "a", {}, {}, {}, async () => 1);`;
    expect(definitionsOf(code, { typed: false })).toEqual([]);
  });
});

describe("a handler handed to a wrapper", () => {
  const WRAPPER = `function createToolHandler<T>(handler: (data: T) => Promise<unknown>) {
  return async (data: T) => {
    try { return { ok: await handler(data) }; } catch (error) { return { error }; }
  };
}
function withDefaults<T>(handler: (data: T) => Promise<unknown>) {
  return async (data: T) => handler({ ...data, page: 1 } as T);
}
`;

  it("is the handler when the wrapper passes the arguments it is called with on to it", () => {
    const code = `${HEAD}${WRAPPER}server.tool("get_call", "Get a call", { call_id: z.string() }, createToolHandler(async (data) => data.call_id));`;
    expect(viewsOf("file.ts", code)).toMatchObject([{ name: "get_call", reads: ["call_id"], opaque: false }]);
  });

  it("is the handler when the wrapper returns it itself on some path (a stub on the others)", () => {
    const guards = `function gcpTool<F>(available: boolean, fn: F) {
  if (!available) return () => ({ content: [{ type: "text", text: "not configured" }] });
  return fn;
}
const gated = <F,>(ok: boolean, fn: F) => (ok ? fn : () => "off");
`;
    const code = `${HEAD}${guards}server.tool("get_service", "Get a service", { service: z.string() }, gcpTool(true, async (args) => args.service));
server.tool("get_log", "Get a log", { log: z.string() }, gated(true, async ({ log, lines }) => [log, lines]));`;
    expect(viewsOf("file.ts", code)).toMatchObject([
      { name: "get_service", reads: ["service"], opaque: false },
      { name: "get_log", reads: ["lines", "log"], opaque: false },
    ]);
  });

  it("is not, when the wrapper hands it something else: no definition is claimed from it", () => {
    const code = `${HEAD}${WRAPPER}server.tool("list_calls", "List calls", { limit: z.number() }, withDefaults(async (data: { limit: number }) => data.limit));`;
    expect(definitionsOf(code)).toEqual([]);
  });

  it("reads a wrapper a namespace holds, and no method of a value (typing its receiver is no wrapper's business)", () => {
    const namespaced = `${HEAD}namespace Wrappers {\n${WRAPPER.replace(/^function/gm, "export function")}}\nserver.tool("get_call", "Get a call", { call_id: z.string() }, Wrappers.createToolHandler(async (data) => data.call_id));`;
    expect(viewsOf("file.ts", namespaced)).toMatchObject([{ name: "get_call", reads: ["call_id"], opaque: false }]);
    const method = `${HEAD}${WRAPPER}const helpers = { wrap: createToolHandler };\nserver.tool("get_call", "Get a call", { call_id: z.string() }, helpers.wrap(async (data) => data.call_id));`;
    expect(definitionsOf(method)).toEqual([]);
  });

  it("without types the wrapper cannot be read: no definition", () => {
    const code = `${HEAD}${WRAPPER}server.tool("get_call", "Get a call", { call_id: z.string() }, createToolHandler(async (data) => data.call_id));`;
    expect(definitionsOf(code, { typed: false })).toEqual([]);
  });
});
