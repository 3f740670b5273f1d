// The constraint-tag catalogue: values that parse, misspellings that are caught, tags left alone.
import { describe, expect, it } from "vitest";
import {
  addConstraints,
  constraintApplies,
  readConstraintTag,
  suggestConstraintTag,
} from "../../src/schema/constraints.js";

describe("readConstraintTag", () => {
  it.each([
    ["minimum", "0", 0],
    ["maximum", "-2.5", -2.5],
    ["exclusiveMinimum", "1e3", 1000],
    ["multipleOf", "0.5", 0.5],
    ["minLength", "3", 3],
    ["maxItems", "10", 10],
    ["pattern", "^[a-z]+$", "^[a-z]+$"],
    ["format", "date-time", "date-time"],
  ])("@%s %s → %s", (tag, text, value) => {
    expect(readConstraintTag(tag, text)).toEqual({ kind: "constraint", keyword: tag, value });
  });

  it.each([
    ["minimum", "ten"],
    ["minimum", ""],
    ["maxLength", "1.5"],
    ["minItems", "-1"],
    ["multipleOf", "0"],
    ["pattern", "(unclosed"],
    ["format", "date time"],
  ])("@%s %j does not parse", (tag, text) => {
    expect(readConstraintTag(tag, text)).toMatchObject({ kind: "problem" });
  });

  it("leaves ordinary and unrelated tags alone", () => {
    for (const tag of [
      "example",
      "deprecated",
      "see",
      "remarks",
      "default",
      "returns",
      "internal",
      "beta",
      "category",
    ]) {
      expect(readConstraintTag(tag, "anything")).toEqual({ kind: "ignored" });
    }
  });
});

describe("suggestConstraintTag", () => {
  it.each([
    ["minimun", "minimum"],
    ["maximim", "maximum"],
    ["minlength", "minLength"],
    ["MaxLength", "maxLength"],
    ["paterns", "pattern"],
    ["formatt", "format"],
    ["min", "minimum"],
    ["maxlen", "maxLength"],
    ["regex", "pattern"],
  ])("@%s → did you mean @%s", (tag, expected) => {
    expect(suggestConstraintTag(tag)).toBe(expected);
  });

  it("does not guess for tags that are not close", () => {
    for (const tag of ["author", "todo", "since", "param", "foo", "throws"])
      expect(suggestConstraintTag(tag)).toBeUndefined();
  });
});

describe("where constraints go", () => {
  it("applies by JSON type; unknown shapes accept anything", () => {
    expect(constraintApplies("minimum", { type: "integer" })).toBe(true);
    expect(constraintApplies("minLength", { type: "number" })).toBe(false);
    expect(constraintApplies("minItems", { type: ["array", "null"] })).toBe(true);
    expect(constraintApplies("pattern", {})).toBe(true);
  });

  it("puts a keyword on the anyOf branches it constrains", () => {
    const schema = { anyOf: [{ type: "object" as const }, { type: "string" as const }, { type: "null" as const }] };
    expect(addConstraints(schema, { maxLength: 3 })).toEqual({
      anyOf: [{ type: "object" }, { type: "string", maxLength: 3 }, { type: "null" }],
    });
  });
});
