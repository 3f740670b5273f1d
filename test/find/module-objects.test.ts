// A tool's arguments handed to the method of an object another module exports:
// `tools.getDashboards.execute(args)` through a namespace import, or CommonJS's
// `tools_1 = require(…)` with `exports.getDashboards = { execute(params) {…} }`.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { calleeFunction } from "../../src/find/link/dispatch/incoming.js";
import { moduleReads } from "../../src/find/link/dispatch/module-reads.js";
import { importedZodSymbol, writtenZodKeys } from "../../src/find/detect/zod-imported.js";
import { scratchProgram } from "./scratch-program.js";

/** The callee of the one call `<receiver>.execute(args)` in `file`. */
function executeCallee(program: ts.Program, file: string): ts.Expression {
  const source = program.getSourceFile(file)!;
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(source).endsWith(".execute")) found = node.expression;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found!;
}

const COMMONJS = { allowJs: true, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 };

describe("the method of an object another module exports", () => {
  it("resolves a namespace import's object literal and reads what its method reads", () => {
    const { program, path } = scratchProgram({
      "tools.ts":
        "export const getDashboards = {\n  execute: async (params: any) => {\n    const { filterConfigured, limit } = params;\n    return limit;\n  },\n};\n",
      "index.ts":
        'import * as tools from "./tools";\nexport const run = (args: any) => tools.getDashboards.execute(args);\n',
    });
    const fn = calleeFunction(program, executeCallee(program, path("index.ts")));
    expect(fn?.getSourceFile().fileName).toBe(path("tools.ts"));
    const reads = moduleReads(program, fn!, 0);
    // Destructured and never used: dropped, not read.
    expect([...reads.names]).toEqual(["limit"]);
    expect(reads.complete).toBe(true);
  });

  it("resolves CommonJS's `exports.x = { … }` past the compiler's `exports.x = void 0`", () => {
    const { program, path } = scratchProgram(
      {
        "tools.js": [
          '"use strict";',
          "exports.getDashboards = exports.other = void 0;",
          "exports.getDashboards = {",
          "  execute: async (params) => {",
          "    const { filterConfigured, limit } = params;",
          "    return limit;",
          "  },",
          "};",
          "exports.other = 1;",
        ].join("\n"),
        "index.js":
          'const tools_1 = require("./tools.js");\nexports.run = (args) => tools_1.getDashboards.execute(args);\n',
      },
      COMMONJS,
    );
    const fn = calleeFunction(program, executeCallee(program, path("index.js")));
    expect(fn?.getSourceFile().fileName).toBe(path("tools.js"));
    expect([...moduleReads(program, fn!, 0).names]).toEqual(["limit"]);
  });

  it("resolves nothing when the export is written twice with objects: either may be the one that runs", () => {
    const { program, path } = scratchProgram(
      {
        "tools.js":
          "exports.getDashboards = { execute: (p) => p.a };\nexports.getDashboards = { execute: (p) => p.b };\n",
        "index.js":
          'const tools_1 = require("./tools.js");\nexports.run = (args) => tools_1.getDashboards.execute(args);\n',
      },
      COMMONJS,
    );
    expect(calleeFunction(program, executeCallee(program, path("index.js")))).toBeUndefined();
  });

  it("keeps a destructured value that is used only as a shorthand property, or beside a rest", () => {
    const { program, path } = scratchProgram({
      "tools.ts": [
        "declare function send(body: unknown): number;",
        "export const a = { execute: (params: any) => { const { limit } = params; return send({ limit }); } };",
        "export const b = { execute: (params: any) => { const { limit, ...rest } = params; return send(rest); } };",
      ].join("\n"),
      "index.ts": 'import * as tools from "./tools";\nexport const run = (args: any) => tools.a.execute(args);\n',
    });
    const fn = calleeFunction(program, executeCallee(program, path("index.ts")));
    expect([...moduleReads(program, fn!, 0).names]).toEqual(["limit"]);
    const b = program.getSourceFile(path("tools.ts"))!.statements[2] as ts.VariableStatement;
    const literal = b.declarationList.declarations[0]!.initializer as ts.ObjectLiteralExpression;
    const execute = (literal.properties[0] as ts.PropertyAssignment).initializer as ts.ArrowFunction;
    const rest = moduleReads(program, execute, 0);
    expect([...rest.names]).toEqual(["limit"]);
    expect(rest.complete).toBe(false);
  });

  it("drops an unused destructured value beside a property named `arguments`, not where `arguments` is read", () => {
    const module = (extra: string) =>
      scratchProgram({
        "tools.ts": `export const a = {\n  execute: (params: any) => {\n    const { limit, offset } = params;\n    ${extra}\n    return limit;\n  },\n};\n`,
        "index.ts": 'import * as tools from "./tools";\nexport const run = (args: any) => tools.a.execute(args);\n',
      });
    const property = module("const request = { params: { arguments: 1 } }; void request.params.arguments;");
    const propertyFn = calleeFunction(property.program, executeCallee(property.program, property.path("index.ts")));
    expect([...moduleReads(property.program, propertyFn!, 0).names]).toEqual(["limit"]);
    const free = module("void (function () { return arguments; });");
    const freeFn = calleeFunction(free.program, executeCallee(free.program, free.path("index.ts")));
    expect([...moduleReads(free.program, freeFn!, 0).names]).toEqual(["limit", "offset"]);
  });
});

describe("a zod schema compiled CommonJS exports", () => {
  const SCHEMAS = [
    '"use strict";',
    "exports.Other = exports.Search = void 0;",
    'const zod_1 = require("zod");',
    "exports.Search = zod_1.z.object({ pattern: zod_1.z.string(), limit: zod_1.z.number().optional() });",
    "exports.Other = 1;",
  ].join("\n");
  const TOOL = 'const schemas_1 = require("./schemas");\nexports.schema = schemas_1.Search;\n';

  /** The keys read from what `schemas_1.Search` names in tool.js. */
  function keysOf(files: Record<string, string>): string[] | undefined {
    const { program, path } = scratchProgram(files, COMMONJS);
    const source = program.getSourceFile(path("tool.js"))!;
    let access: ts.PropertyAccessExpression | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && node.name.text === "Search") access = node;
      ts.forEachChild(node, visit);
    };
    visit(source);
    const checker = program.getTypeChecker();
    const imported = importedZodSymbol(program, checker.getSymbolAtLocation(access!.name));
    return imported?.kind === "written" ? writtenZodKeys(checker, imported.init)?.keys : undefined;
  }

  it("is read where it is written, `zod_1.z.object(…)`, past the compiler's `void 0`", () => {
    expect(keysOf({ "schemas.js": SCHEMAS, "tool.js": TOOL })).toEqual(["pattern", "limit"]);
  });

  it("is read in the JavaScript, not in the declaration file beside it that an import resolves to", () => {
    const declarations =
      'import { z } from "zod";\nexport declare const Search: z.ZodObject<{ query: z.ZodString }>;\nexport declare const Other: number;\n';
    expect(keysOf({ "schemas.js": SCHEMAS, "schemas.d.ts": declarations, "tool.js": TOOL })).toEqual([
      "pattern",
      "limit",
    ]);
  });

  it("is not read when the export is written two values: either may be the one that runs", () => {
    const twice = SCHEMAS + "\nif (process.env.X) exports.Search = zod_1.z.object({ other: zod_1.z.string() });";
    expect(keysOf({ "schemas.js": twice, "tool.js": TOOL })).toBeUndefined();
  });
});
