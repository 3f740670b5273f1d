// The benchmark table's arithmetic: a wrong median or ratio would print a figure the run did not measure.
import { describe, expect, it } from "vitest";
// @ts-expect-error: the benchmarks are plain JavaScript without declarations
import { median, pairedRatio, pairedRow } from "../../bench/table.js";

describe("bench/table.js", () => {
  it("takes the median of an odd and an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("compares paired runs by the median of their ratios, not by the ratio of medians", () => {
    // A slow stretch hits one pair: its ratio is one of five, the medians would both move.
    expect(pairedRatio([110, 110, 110, 300, 110], [100, 100, 100, 250, 100])).toBeCloseTo(1.1);
  });

  it("makes a row within target at the limit and missed above it", () => {
    expect(pairedRow("lint", [110, 120], [100, 100], "≤ 1.15", 1.15)).toEqual({
      name: "lint",
      figure: "115.0 ms",
      baseline: "100.0 ms",
      ratio: 1.15,
      target: "≤ 1.15",
      ok: true,
    });
    expect(pairedRow("lint", [120, 120], [100, 100], "≤ 1.15", 1.15).ok).toBe(false);
  });
});
