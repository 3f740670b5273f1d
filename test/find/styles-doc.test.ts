// The README's list of definition styles is the shapes table, row for row: adding a style without
// documenting it (or documenting one that does not exist) fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHAPES } from "../../src/find/detect/shapes/index.js";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

function documentedRows(): { style: string; example: string }[] {
  const start = readme.indexOf("<!-- begin definition styles");
  const end = readme.indexOf("<!-- end definition styles -->");
  if (start < 0 || end < start) throw new Error("README: the definition styles block is missing");
  return readme
    .slice(start, end)
    .split("\n")
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [, style, example] = /^\| `([^`]+)` \| `(.*)` \|$/.exec(line) ?? [];
      if (style === undefined || example === undefined) throw new Error(`README: cannot read the row ${line}`);
      return { style, example };
    });
}

describe("README: definition styles", () => {
  it("lists every row of the shapes table, in order, with its example", () => {
    expect(documentedRows()).toEqual(SHAPES.map(({ style, example }) => ({ style, example })));
  });
});
