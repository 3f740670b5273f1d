import { describe, expect, it } from "vitest";
import { editDistance, nearestName, sameWords } from "../../src/find/read/arguments/near.js";

describe("near names", () => {
  it("counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("unit", "units")).toBe(1);
    expect(editDistance("thoguht", "thought")).toBe(1);
    expect(editDistance("body", "bodies")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("tells case conversions", () => {
    expect(sameWords("thought_number", "thoughtNumber")).toBe(true);
    expect(sameWords("maxLength", "max_length")).toBe(true);
    expect(sameWords("max_len", "maxLength")).toBe(false);
  });

  it("picks the one close candidate, a case conversion first", () => {
    expect(nearestName("thought_number", ["thought", "thoughtNumber"])).toBe("thoughtNumber");
    expect(nearestName("units", ["unit", "city"])).toBe("unit");
    expect(nearestName("txt", ["text"])).toBe("text");
    expect(nearestName("maxResult", ["maxResults"])).toBe("maxResults");
  });

  it("says nothing when the name is declared, nothing is close, or two are equally close", () => {
    expect(nearestName("city", ["city", "cities"])).toBeUndefined();
    expect(nearestName("country", ["city", "unit"])).toBeUndefined();
    expect(nearestName("cat", ["car", "cab"])).toBeUndefined();
    expect(nearestName("to", ["top"])).toBeUndefined();
    expect(nearestName("id", ["ids"])).toBeUndefined();
  });
});
