// A compiled package linted as shipped: an import of `./schemas.js` resolves to `schemas.d.ts`, yet
// what runs is `schemas.js`. The schemas are read there (TypeBox and zod alike); the fixture's
// `.d.ts` is older than its JavaScript and lacks two of the properties the tools read.
import { describe, expect, it } from "vitest";
import { fixture, javascriptReports, variant, variantOf } from "./real-world-helpers.js";

const TOOLS = "declared-beside-js/lib/tools.js";

const pluginReports = javascriptReports;

describe("schemas imported from a module whose declaration file stands beside its JavaScript", () => {
  it("as written: the JavaScript declares every property the tools read", () => {
    expect(pluginReports(fixture(TOOLS))).toEqual([]);
  });

  it("a TypeBox schema: a renamed read is reported both ways", () => {
    const renamed = variantOf(TOOLS, [
      ["{ path, content, mode }", "{ path, content, perms }"],
      ["mode === undefined ? undefined : parseInt(mode, 8)", "perms === undefined ? undefined : parseInt(perms, 8)"],
    ]);
    expect(pluginReports(renamed)).toEqual([
      expect.stringMatching(/^no-unread-parameters: `mode` is declared in the schema of tool "write"/),
      expect.stringMatching(/^no-undeclared-arguments: `perms` is read by the implementation of tool "write"/),
    ]);
  });

  it("a zod schema: a renamed read is reported both ways", () => {
    expect(pluginReports(variant(TOOLS, "diet: params.diet", "diet: params.cuisine"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `diet` is declared in the schema of tool "menu"/),
      expect.stringMatching(/^no-undeclared-arguments: `cuisine` is read by the implementation of tool "menu"/),
    ]);
  });
});

describe("a handler made by a wrapper whose declaration file stands beside its JavaScript", () => {
  it("is read through the wrapper as the JavaScript writes it: a renamed read is reported", () => {
    expect(pluginReports(variant(TOOLS, "api.order(params.mealId,", "api.order(params.meal,"))).toEqual([
      expect.stringMatching(/^no-unread-parameters: `mealId` is declared in the schema of tool "order"/),
      expect.stringMatching(/^no-undeclared-arguments: `meal` is read by the implementation of tool "order"/),
    ]);
  });
});
