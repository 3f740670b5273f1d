// A cast that lists some of the arguments, beside a direct read of another: the property read
// beside the cast is not "in the schema for nothing".
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SERVER = "partial-cast/server.ts";

describe("a cast to a type that lists only some of the arguments", () => {
  it("says nothing of a property the branch reads beside the cast", () => {
    expect(pluginReports(fixture(SERVER))).toEqual([]);
  });

  it("still reports a property the cast lacks and nothing reads", () => {
    const unread = variant(SERVER, "request.params.arguments!.path as string", '"."');
    expect(pluginReports(unread)).toContainEqual(
      expect.stringMatching(/^no-schema-drift: `path` is in the schema but the cast to \{ args\?/),
    );
  });
});
