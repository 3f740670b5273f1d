// The shared syntax readers, including the cases on which their former copies disagreed.
import { parse } from "@typescript-eslint/parser";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import {
  chainRoot,
  literalBoolean,
  memberPath,
  methodName,
  methodOf,
  propertyKeyName,
  requiredModule,
  unwrap,
} from "../../src/util/syntax.js";
import { toolLabel } from "../../src/util/tool-label.js";

/** The expression of a one-statement program. */
function expression(code: string): TSESTree.Expression {
  const statement = parse(code).body[0];
  if (statement?.type !== AST_NODE_TYPES.ExpressionStatement) throw new Error(`not an expression: ${code}`);
  return statement.expression;
}

/** The first property of `({ … })`. */
function firstProperty(members: string): TSESTree.Property {
  const object = expression(`({ ${members} })`) as TSESTree.ObjectExpression;
  return object.properties[0] as TSESTree.Property;
}

describe("methodOf", () => {
  it("gives a member call's method and receiver, and nothing for other callees", () => {
    const called = methodOf((expression("server.addTool(t)") as TSESTree.CallExpression).callee);
    expect(called?.name).toBe("addTool");
    expect(called?.object.type === AST_NODE_TYPES.Identifier && called.object.name).toBe("server");
    for (const code of ["addTool(t)", "server[name](t)", "server.#add(t)"])
      expect(methodOf((expression(code) as TSESTree.CallExpression).callee)).toBeUndefined();
    expect(methodName((expression("a.b.run()") as TSESTree.CallExpression).callee)).toBe("run");
  });
});

describe("literalBoolean", () => {
  it("reads true, false and a minifier's !0 and !1; nothing else", () => {
    expect(["true", "false", "!0", "!1", "!2"].map((code) => literalBoolean(expression(code)))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    for (const code of ["!x", '!""', "1", '"false"', "-1"]) expect(literalBoolean(expression(code))).toBeUndefined();
  });
});

describe("unwrap", () => {
  it.each([
    "x as T",
    "x as const",
    "x satisfies T",
    "<T>x",
    "x!",
    "((x as unknown) as T)!",
    "(<T>(x satisfies U))",
    "(0, x)",
    "(0, x as T)",
  ])("reads %s as x", (code) => {
    const inner = unwrap(expression(code));
    expect(inner.type === AST_NODE_TYPES.Identifier && inner.name).toBe("x");
  });

  it("leaves other expressions as they are", () => {
    const call = expression("f(x as T)");
    expect(unwrap(call)).toBe(call);
    // A sequence that runs something before its value is not the value alone.
    const sequence = expression("(f(), x)");
    expect(unwrap(sequence)).toBe(sequence);
  });
});

describe("propertyKeyName", () => {
  it.each([
    ["a: 1", "a"],
    ['"a b": 1', "a b"],
    ["1: 1", "1"],
    ['["a"]: 1', "a"],
    ["[`a`]: 1", "a"],
  ])("names the key of { %s } %j", (member, name) => {
    expect(propertyKeyName(firstProperty(member))).toBe(name);
  });

  it.each(["[a]: 1", "[`a${b}`]: 1", "[f()]: 1", "[null]: 1"])(
    "gives no name to the computed key of { %s }",
    (member) => {
      expect(propertyKeyName(firstProperty(member))).toBeUndefined();
    },
  );
});

describe("memberPath", () => {
  it("names the identifier a chain of named members starts from, and the names after it", () => {
    const found = memberPath(expression("(toolSchemas as Tables).createJob.parameters"));
    expect(found?.root.name).toBe("toolSchemas");
    expect(found?.path).toEqual(["createJob", "parameters"]);
    expect(memberPath(expression("args"))?.path).toEqual([]);
  });

  it("is undefined for a computed step or a chain that starts elsewhere", () => {
    expect(memberPath(expression("tables[name].parameters"))).toBeUndefined();
    expect(memberPath(expression("this.tables.parameters"))).toBeUndefined();
    expect(memberPath(expression("load().parameters"))).toBeUndefined();
  });
});

describe("chainRoot", () => {
  it("finds the identifier a member chain starts from", () => {
    expect(chainRoot(expression("args.user.name"))?.name).toBe("args");
    expect(chainRoot(expression("args?.user?.name"))?.name).toBe("args");
    expect(chainRoot(expression("(args as Input).user!.name"))?.name).toBe("args");
    expect(chainRoot(expression("args"))?.name).toBe("args");
  });

  it("stops at a call unless asked to follow calls", () => {
    const chain = expression('z.object({}).optional().describe("d")');
    expect(chainRoot(chain)).toBeUndefined();
    expect(chainRoot(chain, { calls: true })?.name).toBe("z");
    expect(chainRoot(expression("load().user"))).toBeUndefined();
  });

  it("finds nothing when the chain starts elsewhere", () => {
    expect(chainRoot(expression("this.user.name"))).toBeUndefined();
    expect(chainRoot(expression('"text".length'))).toBeUndefined();
  });
});

describe("requiredModule", () => {
  // The copy in src/find/detect/shapes/vercel-ai.ts read only a bare `require("ai")`: `const tool =
  // require("ai").tool` was no Vercel tool helper. The one in detect/shapes/registry.ts likewise.
  it.each([
    ['require("zod")', "zod"],
    ['require("zod").z', "zod"],
    ['(require("ai") as any).tool', "ai"],
    ['require("tool-schema").ToolRegistry', "tool-schema"],
  ])("reads %s as a binding of %s", (code, module) => {
    expect(requiredModule(expression(code))).toBe(module);
  });

  it.each(["require(name).z", 'load("zod")', "zod.z", "require()"])("reads %s as no module", (code) => {
    expect(requiredModule(expression(code))).toBeUndefined();
  });
});

describe("toolLabel", () => {
  const implementation = (functionName: string) =>
    ({ functionName }) as NonNullable<Parameters<typeof toolLabel>[0]["implementation"]>;

  it("names a tool by its name, a name learnt elsewhere, its function, or not at all", () => {
    expect(toolLabel({ name: "get_weather", implementation: implementation("getWeather") })).toBe('tool "get_weather"');
    expect(toolLabel({ name: undefined, implementation: undefined }, "search")).toBe('tool "search"');
    // valid-zod-schema's copy said "this tool" here, unlike every other rule.
    expect(toolLabel({ name: undefined, implementation: implementation("searchDocs") })).toBe(
      "the tool for searchDocs",
    );
    expect(toolLabel({ name: undefined, implementation: implementation("<anonymous>") })).toBe("this tool");
    expect(toolLabel({ name: undefined, implementation: undefined })).toBe("this tool");
  });
});
