// A zod schema against the signature or the written type it describes: compared by property name
// (a missing, an extra and a renamed property), never rewritten.
import { describe, expect, it } from "vitest";
import { fixture, lintRecommended, variant } from "./real-world-helpers.js";

function drift(source: { code: string; filename: string }): string[] {
  return lintRecommended(source)
    .filter((m) => m.rule === "tool-schema/no-schema-drift" || m.fatal)
    .map((m) => m.message);
}

describe("zod schemas against signatures, by name", () => {
  it("accepts a zod schema that names every parameter", () => {
    expect(drift(fixture("zod-names/registry.ts"))).toEqual([]);
    expect(drift(fixture("zod-names/handler.ts"))).toEqual([]);
  });

  it("reports a parameter the zod schema lacks", () => {
    const code = variant("zod-names/registry.ts", ", top: z.number() })", " })");
    expect(drift(code)).toEqual([
      "`top` (number) is a parameter of cropImage(url, left, top) but the schema lacks it: add it.",
    ]);
  });

  it("reports a renamed property once, at its key", () => {
    const code = variant("zod-names/registry.ts", "top: z.number() })", "offsetTop: z.number() })");
    expect(drift(code)).toEqual([
      "`offsetTop` is in the schema but cropImage(url, left, top) calls it `top`: rename it.",
    ]);
  });

  it("compares a raw shape with the type the handler gives its parameter", () => {
    const code = variant(
      "zod-names/handler.ts",
      "maxLength: z.number().optional() }",
      "max_length: z.number().optional() }",
    );
    expect(drift(code)).toEqual([
      "`max_length` is in the schema but the handler({ url, maxLength }) calls it `maxLength`: rename it.",
    ]);
  });
});
