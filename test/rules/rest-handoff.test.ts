// The rest of the arguments (`{ deploymentId, ...options }`) handed to a function imported from
// another module: that module's reads are the tool's, and a key nothing reads is reported.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "rest-handoff/server.ts";

describe("the rest of the arguments handed to an imported function", () => {
  it("reports the key the imported function never reads", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([
      'no-unread-parameters: `follow` is declared in the schema of tool "get_events", but no path of its implementation reads it, so the model\'s value is dropped: read it, or remove it from the schema.',
    ]);
  });

  it("is silent once the schema declares only what is read", () => {
    const code = variant(SERVER, '    follow: z.number().optional().describe("Follow the events as they come"),\n', "");
    expect(pluginReports(code)).toEqual([]);
  });

  it("stays silent when the rest goes to a function the program cannot resolve", () => {
    const code = variant(SERVER, 'import { getEvents } from "./events.js";', "declare const getEvents: any;");
    expect(pluginReports(code)).toEqual([]);
  });
});
