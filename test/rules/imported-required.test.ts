// Required-ness from use for schemas imported from another module (`inputSchema: getDeploySchema`):
// the same evidence as for a literal written beside the tool, reported at the imported name, since
// the literal itself is in a file this lint does not see.
import { describe, expect, it } from "vitest";
import { fixture, variantOf, pluginReports } from "./real-world-helpers.js";

/** server.ts with one tool's schema swapped for a variant that schemas.ts also exports. */
function withSchema(from: string, to: string): string[] {
  return pluginReports(
    variantOf("imported-required/server.ts", [
      [`inputSchema: ${from} }`, `inputSchema: ${to} }`],
      [`import { getDeploySchema,`, `import { ${to}, getDeploySchema,`],
    ]),
  );
}

describe("required from use, for a schema imported from another module", () => {
  it("is silent where every property the code needs is required", () => {
    expect(pluginReports(fixture("imported-required/server.ts"))).toEqual([]);
  });

  it("reports a top-level property the imported schema leaves optional and the code always uses", () => {
    expect(withSchema("listDeploysSchema", "listDeploysLooseSchema")).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `serviceId` is optional in the schema `listDeploysLooseSchema` of tool "list_deploys", but the implementation uses it whenever the tool runs \(`args.serviceId.trim`, line \d+\)/,
      ),
    ]);
  });

  it("reports a property the code destructures, through a function of this file", () => {
    expect(withSchema("getDeploySchema", "getDeployLooseSchema")).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `deploy` is optional in the schema `getDeployLooseSchema` of tool "get_deploy"/,
      ),
    ]);
  });

  it("reports a nested property needed whenever its parent is given", () => {
    expect(withSchema("getDeploySchema", "getDeployNestedLooseSchema")).toEqual([
      expect.stringMatching(
        /^no-schema-drift: `deploy.deployId` is optional in `deploy`'s schema in `getDeployNestedLooseSchema` of tool "get_deploy", but the implementation uses it whenever `deploy` is given/,
      ),
    ]);
  });

  it("is silent when the schema's required list cannot be read", () => {
    expect(withSchema("rollbackSchema", "rollbackUnreadRequiredSchema")).toEqual([]);
  });

  it("is silent when a spread of something unreadable may bring `required` in", () => {
    expect(withSchema("rollbackSchema", "rollbackSpreadSchema")).toEqual([]);
  });
});
