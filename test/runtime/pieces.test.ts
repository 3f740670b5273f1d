// The runtime's small pure functions, each on its own: names, closing schemas for validation,
// registration checks, result capping; and the plugin's and generator's environment check.
import { describe, expect, it } from "vitest";
import { environmentProblem, EnvironmentError, isSupportedTypeScript } from "../../src/environment.js";
import { findSchemaProblem } from "../../src/runtime/check-schema.js";
import { closeForValidation, declaredProperties } from "../../src/runtime/closed.js";
import { resolveLocalRef } from "../../src/schema/pointer.js";
import { closestName } from "../../src/runtime/names.js";
import { capLength } from "../../src/runtime/registry.js";
import { toGeminiJsonSchema } from "../../src/runtime/formats.js";
import type { JsonSchema } from "../../src/schema/json-schema.js";

describe("closestName", () => {
  it("finds another case convention, a slip, or nothing", () => {
    expect(closestName("amount_cents", ["orderId", "amountCents"])).toBe("amountCents");
    expect(closestName("Amount-Cents", ["amountCents"])).toBe("amountCents");
    expect(closestName("ordr", ["order", "orders"])).toBe("order");
    expect(closestName("colour", ["city", "days"])).toBeUndefined();
    expect(closestName("c", ["a", "b"])).toBeUndefined(); // one letter is one edit from any other
    expect(closestName("A", ["a"])).toBe("a");
    expect(closestName("x".repeat(1_000_000), ["x"])).toBeUndefined(); // a hostile key costs nothing
  });
});

describe("closeForValidation", () => {
  it("closes plain objects, leaves explicitly open ones, and never touches its input", () => {
    const schema: JsonSchema = Object.freeze({
      type: "object",
      properties: Object.freeze({
        a: Object.freeze({ type: "object", properties: {} }),
        m: Object.freeze({ type: "object", additionalProperties: true }),
      }),
    });
    expect(closeForValidation(schema)).toEqual({
      type: "object",
      properties: {
        a: { type: "object", properties: {}, additionalProperties: false },
        m: { type: "object", additionalProperties: true },
      },
      additionalProperties: false,
    });
  });

  it("closes a composed object with unevaluatedProperties and leaves its parts open", () => {
    const closed = closeForValidation({
      type: "object",
      allOf: [{ $ref: "#/$defs/B" }],
      $defs: { B: { type: "object", properties: { b: {} } } },
    });
    expect(closed).toEqual({
      type: "object",
      allOf: [{ $ref: "#/$defs/B" }],
      $defs: { B: { type: "object", properties: { b: {} } } },
      unevaluatedProperties: false,
    });
  });

  it("closes a definition where it is defined unless an allOf uses it as a part", () => {
    const closed = closeForValidation({
      type: "object",
      properties: { n: { $ref: "#/$defs/N" } },
      $defs: { N: { type: "object", properties: {} } },
    });
    expect(closed.$defs!.N).toEqual({ type: "object", properties: {}, additionalProperties: false });
    expect(closed.properties!.n).toEqual({ $ref: "#/$defs/N" });
  });

  it("resolveLocalRef and declaredProperties follow local references", () => {
    const root: JsonSchema = {
      type: "object",
      $defs: { "a/b": { properties: { x: {} } } },
      anyOf: [{ $ref: "#/$defs/a~1b" }, { properties: { y: {} } }],
    };
    expect(resolveLocalRef(root, "#/$defs/a~1b")).toEqual({ properties: { x: {} } });
    expect(resolveLocalRef(root, "#/$defs/a%7E1b")).toEqual({ properties: { x: {} } });
    expect(resolveLocalRef(root, "#")).toBe(root);
    expect(resolveLocalRef(root, "#/$defs/missing")).toBeUndefined();
    expect(resolveLocalRef(root, "https://example.com")).toBeUndefined();
    expect(declaredProperties(root, root)).toEqual(["x", "y"]);
  });
});

describe("findSchemaProblem", () => {
  it("is silent for a usable schema and names the first problem's path otherwise", () => {
    expect(
      findSchemaProblem({ type: "object", properties: { a: { type: ["string", "null"] } }, required: ["a"] }),
    ).toBeUndefined();
    expect(findSchemaProblem({ type: "object", properties: { a: { anyOf: [] } } })).toEqual({
      path: "/properties/a/anyOf",
      reason: "must be a non-empty array of schemas, got []",
    });
    expect(findSchemaProblem({ type: "object", properties: { a: 5 as never } })).toEqual({
      path: "/properties/a",
      reason: "a schema must be an object or a boolean, got 5",
    });
    expect(findSchemaProblem({ type: "object", properties: { "x/y": { type: "nubmer" as never } } })!.path).toBe(
      "/properties/x~1y/type",
    );
  });

  it("lets a required name through when the object may have properties its list does not name", () => {
    expect(
      findSchemaProblem({ type: "object", properties: {}, required: ["a"], additionalProperties: true }),
    ).toBeUndefined();
  });
});

describe("capLength", () => {
  it("keeps short text and never cuts a surrogate pair", () => {
    expect(capLength("abc", 3)).toBe("abc");
    expect(capLength("ab😀", 3)).toBe("ab… [result cut: 2 more characters]");
  });
});

describe("toGeminiJsonSchema", () => {
  it("keeps $-keywords beside a $ref and wraps the rest", () => {
    expect(toGeminiJsonSchema({ $ref: "#/$defs/a", $comment: "kept" } as JsonSchema)).toEqual({
      $ref: "#/$defs/a",
      $comment: "kept",
    });
    expect(toGeminiJsonSchema({ type: "object", properties: { a: { $ref: "#/$defs/a", title: "A" } } })).toEqual({
      type: "object",
      properties: { a: { anyOf: [{ $ref: "#/$defs/a" }], title: "A" } },
    });
  });
});

describe("environmentProblem", () => {
  const versions = (table: Record<string, string>) => (name: string) => table[name];
  const all = { typescript: "6.0.3", "@typescript-eslint/parser": "8.73.0", "@typescript-eslint/utils": "8.73.0" };

  it("accepts TypeScript 5.x and 6.0, nothing else", () => {
    expect(["5.0.2", "5.9.3", "6.0.0-beta", "6.0.3"].every(isSupportedTypeScript)).toBe(true);
    expect(["4.9.5", "6.1.0", "7.0.2", "next"].some(isSupportedTypeScript)).toBe(false);
  });

  it("is silent when everything is there", () => {
    expect(environmentProblem("plugin", versions(all))).toBeUndefined();
    expect(environmentProblem("generator", versions({ typescript: "5.9.3" }))).toBeUndefined();
  });

  it("names what is missing and the line that installs it", () => {
    expect(environmentProblem("plugin", versions({ typescript: "6.0.3" }))).toBe(
      "tool-schema: tool-schema/eslint needs @typescript-eslint/parser, @typescript-eslint/utils, which are not installed; run: npm i -D @typescript-eslint/parser @typescript-eslint/utils",
    );
  });

  it("names the supported range for TypeScript 7", () => {
    expect(environmentProblem("generator", versions({ typescript: "7.0.2" }))).toBe(
      "tool-schema: tool-schema generate supports TypeScript >=5.0 <6.1 (5.x or 6.0), but TypeScript 7.0.2 is installed; run: npm i -D typescript@6.0",
    );
  });

  it("EnvironmentError's stack is its one line", () => {
    const error = new EnvironmentError("tool-schema: x");
    expect(error.stack).toBe("tool-schema: x");
    expect(error).toBeInstanceOf(Error);
  });
});
