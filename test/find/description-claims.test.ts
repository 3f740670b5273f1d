import { describe, expect, it } from "vitest";
import { undeclaredArgumentClaims } from "../../rules/description-matches-parameters/description-claims.js";

const names = (...list: string[]) => new Set(list);
const claimed = (text: string, declared: Set<string>) =>
  undeclaredArgumentClaims(text, declared).map(({ name, form }) => `${form}:${name}`);

describe("undeclaredArgumentClaims", () => {
  it("reads an input example written as people write JSON in prose", () => {
    const text = `Search mail.

INPUT:
{
  "query": "search query",
  "maxResults": 10, // Optional: how many
  'resource': "messages", // can't be anything else
  pageToken: "abc"
}`;
    expect(claimed(text, names("query", "maxResults", "resource"))).toEqual(["example:pageToken"]);
  });

  it("takes an example under an input heading for another tool's, when it shares no key", () => {
    expect(
      claimed(`Send a mail.\n\nINPUT example:\n{\n  "messageId": "id"\n}`, names("to", "subject", "message")),
    ).toEqual(["example:messageId"]);
  });

  it("leaves out outputs, nested keys, placeholders and unclosed braces", () => {
    const declared = names("name", "type");
    expect(claimed(`Create.\nOUTPUT:\n{ "id": 1, "name": "x", "type": "y" }`, declared)).toEqual([]);
    expect(claimed(`Create. Example payload: { "name": "x", "type": "y", "meta": { "id": 1 } }`, declared)).toEqual([
      "example:meta",
    ]);
    expect(claimed(`Create.\n- name: {product_name}\n- type {A | B}`, declared)).toEqual([]);
    expect(claimed(`Create. Input: { "name": "x", "id": 1`, declared)).toEqual([]);
  });

  it("reads lists said to be required, only when they are mostly the schema's names", () => {
    const declared = names("product_id", "name", "billing_cycles");
    expect(
      claimed(
        `High level: product_id, name, status: {CREATED|ACTIVE}, billing_cycles are required in json object.`,
        declared,
      ),
    ).toEqual(["required-list:status"]);
    expect(
      claimed(`Required parameters are: product_id (the product, by id), name (its name), and taxes.`, declared),
    ).toEqual(["required-list:taxes"]);
    expect(claimed(`Note that product_id, name and a valid billing cycle are required.`, declared)).toEqual([]);
    expect(claimed(`Returns: product_id, name, billing_cycles, status are required in the answer.`, declared)).toEqual(
      [],
    );
    expect(claimed(`id, status, name, product_id are required.`, declared)).toEqual([]);
  });
});
