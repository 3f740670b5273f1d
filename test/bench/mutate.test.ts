// The seeded-drift benchmark's text edits: each mutation changes one property of the labelled
// definition's schema, in the schema only, and leaves the rest of the file as it was.
import { describe, expect, it } from "vitest";
import {
  accessedProperties,
  mutateSchema,
  schemaAt,
  shadowingDeclarations,
  targetsFor,
} from "../../bench/real-world/mutate.js";

const json = `const tools = [
  {
    name: "post_message",
    description: "Post a message",
    inputSchema: {
      type: "object",
      properties: {
        channel: { type: "string", description: "Channel ID" },
        text: { type: "string" },
        limit: { type: "number" },
      },
      required: ["channel", "text"],
    },
  },
  { name: "other", inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } },
];
`;
const at = { line: 3, name: "post_message" };

function mutated(text: string, kind: "rename" | "delete" | "optional" | "retype", property: string, where = at) {
  const result = mutateSchema("index.ts", text, where, kind, property);
  if (result.skip !== undefined) throw new Error(result.skip);
  return result.text;
}

// A deletion removes the property and its comma and keeps the next one's leading whitespace, so
// the expected texts below keep it too.
describe("mutateSchema on a JSON Schema literal", () => {
  it("renames the key and its required entry, and nothing in the other tool", () => {
    const text = mutated(json, "rename", "text");
    expect(text).toBe(
      json
        .replace("        text: { type", "        text_renamed: { type")
        .replace('required: ["channel", "text"]', 'required: ["channel", "text_renamed"]'),
    );
    expect(schemaAt("index.ts", text, 3, "post_message")?.properties).toEqual(["channel", "text_renamed", "limit"]);
  });

  it("deletes the property and its required entry", () => {
    const text = mutated(json, "delete", "channel");
    expect(text).toBe(
      json
        .replace('channel: { type: "string", description: "Channel ID" },', "")
        .replace('required: ["channel", "text"]', 'required: [ "text"]'),
    );
    expect(schemaAt("index.ts", text, 3, "post_message")).toMatchObject({
      properties: ["text", "limit"],
      required: ["text"],
    });
  });

  it("deletes the last property and the last required entry without leaving a stray comma", () => {
    const text = mutated(mutated(json, "delete", "limit"), "delete", "text");
    expect(schemaAt("index.ts", text, 3, "post_message")).toMatchObject({
      properties: ["channel"],
      required: ["channel"],
    });
    expect(text).toContain('required: ["channel"]');
    expect(text).toContain('channel: { type: "string", description: "Channel ID" },\n      },');
  });

  it("makes a required property optional by removing only its required entry", () => {
    expect(mutated(json, "optional", "text")).toBe(
      json.replace('required: ["channel", "text"]', 'required: ["channel"]'),
    );
    expect(mutateSchema("index.ts", json, at, "optional", "limit")).toEqual({ skip: "not required" });
  });

  it("retypes string to number and number to string", () => {
    expect(mutated(json, "retype", "channel")).toBe(
      json.replace('channel: { type: "string"', 'channel: { type: "number"'),
    );
    expect(mutated(json, "retype", "limit")).toBe(json.replace('limit: { type: "number"', 'limit: { type: "string"'));
  });

  it("skips a property the schema does not declare", () => {
    expect(mutateSchema("index.ts", json, at, "delete", "missing")).toEqual({ skip: "no property missing" });
  });
});

describe("mutateSchema on zod", () => {
  const zod = `import { z as z4 } from "zod";
server.registerTool("search", { description: "Search", inputSchema: z4.object({
  query: z4.string().min(1).describe("what to find"),
  limit: z4.number().optional(),
  "page-size": z4.number(),
}) }, async ({ query }) => run(query));
`;
  const where = { line: 2, name: "search" };

  it("renames a key, quoted or not", () => {
    expect(mutated(zod, "rename", "query", where)).toBe(zod.replace("  query: z4", "  query_renamed: z4"));
    expect(mutated(zod, "rename", "page-size", where)).toBe(zod.replace('"page-size"', '"page-size_renamed"'));
  });

  it("deletes a property", () => {
    expect(mutated(zod, "delete", "limit", where)).toBe(zod.replace("limit: z4.number().optional(),", ""));
  });

  it("appends .optional() to a required property and skips one already optional", () => {
    expect(mutated(zod, "optional", "query", where)).toBe(
      zod.replace('describe("what to find"),', 'describe("what to find").optional(),'),
    );
    expect(mutateSchema("index.ts", zod, where, "optional", "limit")).toEqual({ skip: "not required" });
  });

  it("retypes the chain's constructor, not its methods", () => {
    expect(mutated(zod, "retype", "query", where)).toBe(zod.replace("query: z4.string()", "query: z4.number()"));
    expect(mutated(zod, "retype", "limit", where)).toBe(zod.replace("limit: z4.number()", "limit: z4.string()"));
  });

  it("edits a raw shape passed to server.tool", () => {
    const raw = `server.tool("add", "Adds", { a: z.number(), b: z.number().default(0) }, async ({ a, b }) => a + b);\n`;
    const here = { line: 1, name: "add" };
    expect(schemaAt("index.ts", raw, 1, "add")).toMatchObject({
      format: "zod",
      properties: ["a", "b"],
      required: ["a"],
    });
    expect(mutated(raw, "rename", "a", here)).toBe(raw.replace("{ a: z", "{ a_renamed: z"));
    expect(mutated(raw, "delete", "b", here)).toBe(raw.replace(", b: z.number().default(0)", ""));
    expect(mutated(raw, "optional", "a", here)).toBe(raw.replace("a: z.number()", "a: z.number().optional()"));
  });
});

describe("mutateSchema on TypeBox", () => {
  const typebox = `import { Type } from "@sinclair/typebox";
api.registerTool({
  name: "recall",
  parameters: Type.Object({
    query: Type.String({ description: "what to find" }),
    limit: Type.Optional(Type.Number()),
  }),
  execute: async (_id, params) => params.query,
});
`;
  const where = { line: 3, name: "recall" };

  it("finds the object's properties, optional where wrapped in Type.Optional", () => {
    expect(schemaAt("index.ts", typebox, 3, "recall")).toMatchObject({
      format: "typebox",
      properties: ["query", "limit"],
      required: ["query"],
    });
  });

  it("renames, deletes, wraps a required property in Type.Optional, and retypes the builder", () => {
    expect(mutated(typebox, "rename", "query", where)).toBe(
      typebox.replace("    query: Type", "    query_renamed: Type"),
    );
    expect(mutated(typebox, "delete", "limit", where)).toBe(
      typebox.replace(",\n    limit: Type.Optional(Type.Number())", ""),
    );
    expect(mutated(typebox, "optional", "query", where)).toBe(
      typebox.replace(
        'query: Type.String({ description: "what to find" })',
        'query: Type.Optional(Type.String({ description: "what to find" }))',
      ),
    );
    expect(mutateSchema("index.ts", typebox, where, "optional", "limit")).toEqual({ skip: "not required" });
    expect(mutated(typebox, "retype", "query", where)).toBe(
      typebox.replace("query: Type.String(", "query: Type.Number("),
    );
    // A property a helper of its own builds (`StringEnum([…])`) is wrapped with the object's builder.
    const helper = typebox.replace('Type.String({ description: "what to find" })', 'StringEnum(["a", "b"])');
    expect(mutated(helper, "optional", "query", where)).toBe(
      helper.replace('query: StringEnum(["a", "b"])', 'query: Type.Optional(StringEnum(["a", "b"]))'),
    );
  });
});

describe("locating the schema", () => {
  it("takes zod re-exported under another root when the chain starts with a zod constructor", () => {
    const text = `export const spawn = tool({
  description: "Spawn",
  args: { command: tool.schema.string(), cwd: tool.schema.string().optional() },
  async execute(args) { return run(args.command); },
});
`;
    expect(schemaAt("spawn.ts", text, 1, "spawn")).toMatchObject({ format: "zod", required: ["command"] });
    expect(mutateSchema("spawn.ts", text, { line: 1, name: "spawn" }, "retype", "command")).toMatchObject({
      text: text.replace("command: tool.schema.string()", "command: tool.schema.number()"),
    });
  });

  it("follows a same-file const that holds the schema and its required array", () => {
    const text = `const REQUIRED = ["path"];
const ReadSchema = { type: "object", properties: { path: { type: "string" } }, required: REQUIRED };
export const tools = [{ name: "read_file", description: "Read", inputSchema: ReadSchema }];
`;
    const where = { line: 3, name: "read_file" };
    expect(schemaAt("index.js", text, 3, "read_file")).toMatchObject({ format: "json", required: ["path"] });
    expect(mutateSchema("index.js", text, where, "rename", "path")).toMatchObject({
      file: "index.js",
      text: text.replace("properties: { path:", "properties: { path_renamed:").replace('["path"]', '["path_renamed"]'),
    });
  });

  it("follows zodToJsonSchema(ns.X) into the imported file and edits that file", () => {
    const index = `import * as files from "./operations/files.js";
const tools = [{ name: "get_file", inputSchema: zodToJsonSchema(files.GetFileSchema) }];
`;
    const operations = `import { z } from "zod";\nexport const GetFileSchema = z.object({ owner: z.string(), path: z.string() });\n`;
    const read = (name: string) => (name === "dist/operations/files.js" ? operations : undefined);
    const result = mutateSchema("dist/index.js", index, { line: 2, name: "get_file" }, "delete", "owner", read);
    expect(result).toEqual({
      file: "dist/operations/files.js",
      text: operations.replace("owner: z.string(),", ""),
      name: "owner",
    });
  });

  it("finds a factory's returned definition and the inputSchema declared in that factory", () => {
    const text = `var search = (options = {}) => {
  const inputSchema = z.object({ query: z.string() });
  return tool({ description: "Search", inputSchema, execute: async ({ query }) => run(query) });
};
var extract = (options = {}) => {
  const inputSchema = z.object({ urls: z.array(z.string()) });
  return tool({ description: "Extract", inputSchema, execute: async ({ urls }) => get(urls) });
};
`;
    expect(schemaAt("index.js", text, 1, "search")?.properties).toEqual(["query"]);
    expect(schemaAt("index.js", text, 5, "extract")?.properties).toEqual(["urls"]);
    expect(mutateSchema("index.js", text, { line: 5, name: "extract" }, "rename", "urls")).toMatchObject({
      text: text.replace("{ urls: z.array", "{ urls_renamed: z.array"),
    });
  });

  it("takes a CommonJS raw shape whose values are members of another exported object", () => {
    const schemas = `exports.base = { url: zod_1.z.string(), device: zod_1.z.enum(["a", "b"]).default("a") };
exports.auditParams = { url: exports.base.url, device: exports.base.device };
`;
    const tools = `const schemas_1 = require("../schemas");
server.tool("run_audit", "Audit", schemas_1.auditParams, async ({ url, device }) => audit(url, device));
`;
    const read = (name: string) => (name === "dist/schemas.js" ? schemas : undefined);
    expect(schemaAt("dist/tools/audit.js", tools, 2, "run_audit", read)).toMatchObject({
      file: "dist/schemas.js",
      properties: ["url", "device"],
      required: ["url"],
    });
    expect(mutateSchema("dist/tools/audit.js", tools, { line: 2, name: "run_audit" }, "optional", "url", read)).toEqual(
      {
        file: "dist/schemas.js",
        name: "url",
        text: schemas.replace("url: exports.base.url", "url: exports.base.url.optional()"),
      },
    );
  });

  it("takes the labelled definition's schema, not a neighbour's in the same list", () => {
    const text = `const tools = [
  { name: "a", inputSchema: { type: "object", properties: { x: { type: "string" } } } },
  { name: "b", description: "no parameters" },
];
`;
    expect(schemaAt("index.js", text, 2, "a")?.properties).toEqual(["x"]);
    expect(schemaAt("index.js", text, 3, "b")).toBeUndefined();
  });
});

describe("accessedProperties (the fallback without label evidence)", () => {
  it("counts member, element and destructuring reads outside schemas, not method calls or this", () => {
    const text = `const schema = { type: "object", properties: { inSchema: { type: "string" } } };
const shape = z.object({ zodKey: z.string().describe("d") });
function handle(args) {
  const { destructured, key: renamed } = args;
  this.member = 1;
  client.method(args.dotted, args?.optional, args["quoted"]);
}
`;
    const names = accessedProperties("index.js", text);
    for (const name of ["destructured", "key", "dotted", "optional", "quoted"]) expect(names).toContain(name);
    for (const name of ["inSchema", "zodKey", "string", "describe", "member", "method", "renamed"])
      expect(names).not.toContain(name);
  });
});

describe("targetsFor", () => {
  const schema = { file: "f", format: "json" as const, at: 0, properties: ["a", "b", "c"], required: ["a"] };

  it("takes the labels' reads, needs and typedImplementation, limited to declared properties", () => {
    const targets = targetsFor(
      { reads: ["a", "b", "undeclared"], needs: ["a"], typedImplementation: true },
      schema,
      new Set(),
    );
    expect(targets).toEqual({
      source: "labels",
      rename: ["a", "b"],
      delete: ["a", "b"],
      optional: ["a"],
      retype: ["a", "b"],
      skipped: { optional: 0, retype: 0 },
    });
  });

  it("falls back to accessed names for rename and delete, and skips optional and retype", () => {
    expect(targetsFor({}, schema, new Set(["c", "other"]))).toEqual({
      source: "fallback",
      rename: ["c"],
      delete: ["c"],
      optional: [],
      retype: [],
      skipped: { optional: 1, retype: 1 },
    });
  });
});

describe("shadowingDeclarations", () => {
  it("names the declaration file beside each compiled file, once, when it exists", () => {
    const present = new Set(["dist/schemas.d.ts", "dist/tool.d.mts", "dist/other.d.cts"]);
    const exists = (file: string) => present.has(file);
    expect(
      shadowingDeclarations(
        ["dist/schemas.js", "dist/schemas.js", "dist/tool.mjs", "dist/other.js", "src/index.ts", "dist/none.cjs"],
        exists,
      ),
    ).toEqual(["dist/schemas.d.ts", "dist/tool.d.mts"]);
  });
});
