// A definition whose callable is a placeholder that a copy of it replaces
// (`{ ...SKILLS_TOOL_META, run: async (args) => … }`): the placeholder is no evidence of what the
// model's arguments reach, so nothing is called unread by it.
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const META = "copied-meta/meta.ts";

describe("a definition copied with a callable of its own", () => {
  it("is not linked to the placeholder the copy replaces", () => {
    expect(pluginReports(fixture(META))).toEqual([]);
  });

  it("keeps the definition's own callable when no copy replaces it", () => {
    const alone = variant(META, "export const SKILLS_TOOL_META", "export const OTHER_META");
    expect(pluginReports(alone)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `skill_name` is declared in the schema of tool "Skills"/),
    ]);
  });

  it("keeps it when the copy writes its callable before the spread, which then replaces it", () => {
    expect(pluginReports(fixture("copied-meta/spread-last.ts"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `query` is declared in the schema of tool "Search"/),
    ]);
  });
});
