// A server class dispatching to handler objects held in its fields (`this.apps.listApps(args)`):
// the method that runs is told by the field's declaration (its written class, or the class its
// initializer makes), and what that method reads is the tool's.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "field-handlers/server.ts";

describe("handlers held in a server's fields", () => {
  it("is silent where the methods read what the schemas declare", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
    expect(pluginReports(fixture("field-handlers/handlers.ts"))).toEqual([]);
  });

  it("follows a field written with its class", () => {
    const code = variant(
      SERVER,
      'inputSchema: { type: "object", properties: { limit: { type: "number" } } },',
      'inputSchema: { type: "object", properties: { limit: { type: "number" }, sort: { type: "string" } } },',
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `sort` is declared in the schema of tool "list_field_apps"/),
    ]);
  });

  it("follows a field its initializer makes", () => {
    const code = variant(
      SERVER,
      'inputSchema: { type: "object", properties: { role: { type: "string" } } },',
      'inputSchema: { type: "object", properties: { role: { type: "string" }, team: { type: "string" } } },',
    );
    expect(pluginReports(code)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `team` is declared in the schema of tool "list_field_users"/),
    ]);
  });

  it("takes a schema stricter than the method's parameter (requiring what it leaves optional) for no drift", () => {
    const code = variant(
      SERVER,
      'properties: { limit: { type: "number" } }',
      'properties: { limit: { type: "number" } }, required: ["limit"]',
    );
    expect(pluginReports(code)).toEqual([]);
  });

  it("compares the types the method's parameter gives, and names that parameter", () => {
    const code = variant(
      SERVER,
      'properties: { limit: { type: "number" } }',
      'properties: { limit: { type: "string" } }',
    );
    expect(pluginReports(code)).toEqual([
      "no-schema-drift: `limit` is string in the schema but number in the parameter of listApps ({ limit?: number | undefined; }).",
    ]);
  });
});
