// no-schema-drift, required from use through a switch on an enumerated argument: `nodeName` is used
// in the case of every `operation` the schema allows (`operation` required, its values listed), so
// a call without it fails whatever the operation. Uses reach kubectl as an element of an argv array
// typed `string[]`, and through an options object a helper reads back. Silent as soon as one allowed
// value reaches a path without the use.
import rule from "../../rules/no-schema-drift.js";
import { at, fixture, tester, variantOf } from "./real-world-helpers.js";

const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

const NODES = "required/nodes.ts";
const NODE_NAME_OPTIONAL: [string, string] = [`required: ["operation", "nodeName"],`, `required: ["operation"],`];

const variant = (changes: [string, string][]) => variantOf(NODES, changes);

/** `nodeName` reported at its schema key, naming the first use (the argv of `nodeStatus`). */
function invalid(changes: [string, string][]): Cases["invalid"][number] {
  const { code, filename } = variant([NODE_NAME_OPTIONAL, ...changes]);
  const data = {
    name: "nodeName",
    where: "the schema",
    tool: `tool "node_management"`,
    when: "the tool runs, whichever `operation` the schema allows",
    use: "nodeName",
    line: String(at(code, `"get", "node", nodeName`).line),
  };
  const suggestions = [
    {
      messageId: "addRequired",
      data: { property: "nodeName" },
      output: code.replace(NODE_NAME_OPTIONAL[1], NODE_NAME_OPTIONAL[0]),
    },
  ];
  return {
    code,
    filename,
    errors: [{ messageId: "requiredFromUse", data, ...at(code, "nodeName: {"), suggestions } as never],
  };
}

tester.run("no-schema-drift (required from use, switch on an enumerated argument)", noSchemaDrift, {
  valid: [
    // As written: `nodeName` is required.
    { name: "as written: the node name is required", ...fixture(NODES) },
    {
      name: "one allowed operation does without it",
      ...variant([
        NODE_NAME_OPTIONAL,
        [`enum: ["cordon", "uncordon", "drain"]`, `enum: ["cordon", "uncordon", "drain", "list"]`],
        [
          `    default:\n      throw new Error(\`Unknown operation`,
          `    case "list":\n      return kubectl(["get", "nodes"]);\n    default:\n      throw new Error(\`Unknown operation`,
        ],
      ]),
    },
    {
      name: "an allowed operation without a case of its own lands in default, which does not use it",
      ...variant([
        NODE_NAME_OPTIONAL,
        [`enum: ["cordon", "uncordon", "drain"]`, `enum: ["cordon", "uncordon", "drain", "list"]`],
      ]),
    },
    // `operation` may be left out: the switch may run none of the cases.
    {
      name: "the operation may be left out: the switch may run none of the cases",
      ...variant([[`required: ["operation", "nodeName"],`, `required: [],`]]),
    },
    // `operation`'s values are not listed.
    {
      name: "the operation's values are not listed",
      ...variant([
        NODE_NAME_OPTIONAL,
        [`enum: ["cordon", "uncordon", "drain"]`, `description: "cordon, uncordon or drain"`],
      ]),
    },
    {
      name: "a case may leave before the use",
      ...variant([
        NODE_NAME_OPTIONAL,
        [
          `      nodeStatus(nodeName);\n      return kubectl(["uncordon"]);`,
          `      if (force) return "skipped";\n      nodeStatus(nodeName);\n      return kubectl(["uncordon"]);`,
        ],
      ]),
    },
    // The argv takes `undefined` elements: nothing breaks.
    {
      name: "the argv takes undefined elements: nothing breaks",
      ...variant([NODE_NAME_OPTIONAL, [`args: string[]): string;`, `args: (string | undefined)[]): string;`]]),
    },
    {
      name: "the options object may carry another nodeName after it",
      ...variant([
        NODE_NAME_OPTIONAL,
        [`drain({ nodeName: nodeName, force })`, `drain({ nodeName: nodeName, ...force })`],
      ]),
    },
    {
      name: "the helper runs kubectl only under a condition",
      ...variant([
        NODE_NAME_OPTIONAL,
        [
          `  return execFileChecked("kubectl", args);`,
          `  if (args.length === 0) return "";\n  return execFileChecked("kubectl", args);`,
        ],
      ]),
    },
  ],
  invalid: [
    { name: "every allowed operation uses the node name", ...invalid([]) },
    {
      name: "the same, switching on the member itself",
      ...invalid([
        [
          `const { operation, nodeName, force } = params;\n  switch (operation) {`,
          `const { nodeName, force } = params;\n  switch (params.operation) {`,
        ],
        [`Unknown operation: \${operation}`, `Unknown operation`],
      ]),
    },
  ],
});
