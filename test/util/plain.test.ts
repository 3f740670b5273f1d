// The plain helpers the runtime shares with the plugin: edit distance, the record guard, the cache.
import { describe, expect, it } from "vitest";
import { editDistance } from "../../src/util/edit-distance.js";
import { isRecord } from "../../src/util/is-record.js";
import { weakCache, weakPairCache } from "../../src/util/weak-cache.js";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("unit", "units")).toBe(1);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("counts a swap of neighbours as one edit", () => {
    // The constraint-tag copy counted these as two.
    expect(editDistance("valeu", "value")).toBe(1);
    expect(editDistance("thoguht", "thought")).toBe(1);
    expect(editDistance("mxaimum", "maximum")).toBe(1);
  });

  it("stops past a limit and says limit + 1", () => {
    expect(editDistance("abc", "xyz", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("valeu", "value", 1)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });
});

describe("isRecord", () => {
  it("accepts plain objects and refuses null, arrays and scalars", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const value of [null, undefined, [], [1], "a", 1, true]) expect(isRecord(value)).toBe(false);
  });
});

describe("weakCache", () => {
  it("computes once per key, undefined answers included", () => {
    const cache = weakCache<object, number | undefined>();
    const key = {};
    let calls = 0;
    const compute = () => {
      calls++;
      return undefined;
    };
    expect(cache(key, compute)).toBeUndefined();
    expect(cache(key, compute)).toBeUndefined();
    expect(calls).toBe(1);
  });

  it("answers afresh for a new key", () => {
    const cache = weakCache<object, object>();
    const first = cache({}, () => ({}));
    expect(cache({}, () => ({}))).not.toBe(first);
  });

  it("tells whether it holds an answer, and which, without making one", () => {
    const cache = weakCache<object, string | undefined>();
    const [key, other] = [{}, {}];
    expect([cache.has(key), cache.peek(key)]).toEqual([false, undefined]);
    cache(key, () => "x");
    cache(other, () => undefined);
    expect([cache.has(key), cache.peek(key)]).toEqual([true, "x"]);
    expect([cache.has(other), cache.peek(other)]).toEqual([true, undefined]);
  });
});

describe("weakPairCache", () => {
  it("computes an answer once per owner and key, undefined answers included", () => {
    const cache = weakPairCache<object, object, string | undefined>();
    const [owner, a, b] = [{}, {}, {}];
    let computed = 0;
    const ask = (key: object, value: string | undefined) => cache(owner, key, () => (computed++, value));
    expect(ask(a, "x")).toBe("x");
    expect(ask(a, "other")).toBe("x");
    expect(ask(b, undefined)).toBeUndefined();
    expect(ask(b, "other")).toBeUndefined();
    expect(computed).toBe(2);
  });

  it("asks again for another owner (another program's checker may see other files)", () => {
    const cache = weakPairCache<object, object, number>();
    const key = {};
    expect(cache({}, key, () => 1)).toBe(1);
    expect(cache({}, key, () => 2)).toBe(2);
  });
});
