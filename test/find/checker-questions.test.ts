// What the arguments code answers from the syntax before it asks the checker. The checker types a
// whole function body to answer some questions (an inferred return type, an inferred type
// predicate, the type of a package's enum member); these tests pin that the syntax's answer is the
// checker's wherever the checker is skipped.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  callSignature,
  calleeDeclaration,
  declarationMayHavePredicate,
  declaredSignature,
  hasNoWrittenType,
  mayTypeArgument,
  ownParameterSaysNothing,
  parameterSaysNothing,
  returnsNonBoolean,
} from "../../src/find/read/arguments/types.js";
import { declaredZodKeys } from "../../src/find/detect/zod-imported.js";
import { viewsOf } from "./views-helper.js";

function firstFunction(code: string): ts.SignatureDeclaration {
  const file = ts.createSourceFile("x.ts", code, ts.ScriptTarget.Latest, true);
  let found: ts.SignatureDeclaration | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (found === undefined) throw new Error(`no function in ${code}`);
  return found;
}

describe("whether a function may have a type predicate on its first parameter", () => {
  it.each([
    ["a written predicate", "function f(x: unknown): x is A { return true; }", true],
    ["a call given the parameter", "function f(x) { return isA(x); }", true],
    ["a method of the parameter", "function f(x) { return x.isFile(); }", true],
    ["typeof and in", "function f(x) { return typeof x === 'object' && 'url' in x; }", true],
    ["instanceof in an arrow", "const f = (x) => x instanceof A;", true],
    ["a negation", "function f(x) { return !isA(x); }", true],
    [
      "a chain of calls that does not narrow it",
      "function f(x) { return Object.entries(x).map(String).join('&'); }",
      false,
    ],
    ["a comparison of something else", "function f(x) { return other === 1; }", false],
    ["an async function", "async function f(x) { return isA(x); }", false],
    ["a destructured parameter", "function f({ a }) { return isA(a); }", false],
    ["two returns", "function f(x) { if (a) return isA(x); return false; }", false],
    ["a written return type", "function f(x): boolean { return isA(x); }", false],
  ])("%s", (_label, code, expected) => {
    expect(declarationMayHavePredicate(firstFunction(code), 0)).toBe(expected);
  });

  // Checked against the checker: a.js of published servers, guards compiled from TypeScript.
  it.each([
    [
      "typeof, in and comparisons",
      "function f(x) { return typeof x === 'object' && x !== null && 'query' in x; }",
      false,
    ],
    ["typeof a primitive (a primitive names no properties)", "function f(x) { return typeof x === 'string'; }", false],
    ["instanceof", "function f(x) { return x instanceof Foo; }", true],
    ["another predicate", "function f(x) { return x != null && isFoo(x); }", true],
  ])("of an untyped parameter: %s", (_label, code, expected) => {
    expect(declarationMayHavePredicate(firstFunction(code), 0, true)).toBe(expected);
  });
});

describe("whether a function's JSDoc may type its parameter", () => {
  it.each([
    ["no JSDoc", "function f(args) { run(args); }", true],
    [
      "prose only: @param without a type, @example, @deprecated",
      "/**\n * Track a call.\n * @param args Arguments passed\n * @example f({})\n * @deprecated\n */\nfunction f(args) { run(args); }",
      true,
    ],
    ["@param with a type", "/** @param {{ city: string }} args */\nfunction f(args) { run(args); }", false],
    [
      "@type on the variable holding it",
      "/** @type {(args: { city: string }) => void} */\nconst f = (args) => run(args);",
      false,
    ],
    ["@template", "/** @template T\n * @param args */\nfunction f(args) { run(args); }", false],
    [
      "@returns with a type (a predicate may be written there)",
      "/** @returns {args is Foo} */\nfunction f(args) { run(args); }",
      false,
    ],
  ])("%s", (_label, code, saysNothing) => {
    expect(parameterSaysNothing(firstFunction(code), 0)).toBe(saysNothing);
  });
});

describe("whether a function's returns show it is no check", () => {
  it.each([
    ["an object", "function f() { return { a: 1 }; }", true],
    ["a string on one path", "function f(x) { if (x) return true; return 'no'; }", true],
    ["nothing", "function f() { run(); }", true],
    ["a bare return", "function f() { if (a) return; return b(); }", true],
    ["an array from an arrow", "const f = () => [1];", true],
    ["null", "function f() { return null; }", true],
    ["a call", "function f(x) { return isA(x); }", false],
    ["a comparison", "function f(x) { return x > 1; }", false],
    ["a variable", "function f() { const ok = true; return ok; }", false],
    [
      "a returned function's object, which is not this function's",
      "function f(x) { const g = () => ({ a: 1 }); return g() === x; }",
      false,
    ],
  ])("%s", (_label, code, expected) => {
    expect(returnsNonBoolean(firstFunction(code))).toBe(expected);
  });
});

describe("views that depend on those answers", () => {
  const code = (
    body: string,
    before = "",
  ) => `export const tools = [{ name: "t", inputSchema: { type: "object", properties: {} } }];
${before}
export function run(request: { params: { name: string; arguments?: Record<string, unknown> } }) {
  const args = request.params.arguments;
  switch (request.params.name) {
    case "t": { ${body} }
  }
}`;
  const view = (body: string, before?: string) => viewsOf("file.ts", code(body, before))[0]!;

  it("a predicate TypeScript infers types the arguments", () => {
    const before =
      "class WeatherArgs { city = ''; }\nfunction isWeather(value: unknown) { return value instanceof WeatherArgs; }";
    expect(view("if (isWeather(args)) return args.city; return 'no';", before).typed).toEqual(["WeatherArgs"]);
  });

  it("a local helper with an untyped parameter is followed into; a typed one types the arguments", () => {
    expect(view("return pick(args);", "function pick(input) { return input?.a; }")).toMatchObject({
      reads: ["a"],
      opaque: false,
      typed: [],
    });
    expect(
      view("return pick(args as never);", "function pick(input: { a: string }) { return input.a; }").typed,
    ).toEqual(["{ a: string; }"]);
  });

  it("a cast inside a check tests a field, it does not type the arguments; outside a check it does", () => {
    const check = "function valid(input) { return typeof (input as { url: unknown }).url === 'string'; }";
    expect(view("if (!valid(args)) return; return args?.url;", check)).toMatchObject({ reads: ["url"], typed: [] });
    const notCheck = "function first(input) { const typed = input as { url: string }; return { url: typed.url }; }";
    expect(view("return first(args);", notCheck).typed).toEqual(["{ url: string; }"]);
  });
});

describe("tools that take one text", () => {
  it("a LangChain string tool's handler is its implementation, but its input is not followed as arguments", () => {
    const code = `import { Tool } from "@langchain/core/tools";
export class Shout extends Tool {
  name = "shout";
  description = "Shout a text";
  async _call(input: string) { return input.toUpperCase() + input.length; }
}`;
    expect(viewsOf("file.ts", code)).toEqual([{ name: "shout", reads: [], shared: [], opaque: true, typed: [] }]);
  });
});

describe("case labels imported from elsewhere", () => {
  it("names from another module of the project label the dispatch", () => {
    expect(viewsOf("labels/server.ts").map((v) => [v.name, v.reads])).toEqual([
      ["search_docs", ["query"]],
      ["fetch_page", ["url"]],
    ]);
  });

  it("a package's enum names no tool of the project, and its members are not typed", () => {
    const code = `import { ZodFirstPartyTypeKind } from "zod/v3";
export const tools = [{ name: "ZodString", inputSchema: { type: "object", properties: { a: { type: "string" } } } }];
export function callTool(name: string, args: Record<string, unknown>): string {
  switch (name) {
    case ZodFirstPartyTypeKind.ZodString:
      return String(args.a);
    default:
      return "";
  }
}`;
    expect(viewsOf("labels/server.ts", code).map((v) => [v.name, v.reads])).toEqual([["ZodString", []]]);
  });
});

describe("the keys of a zod schema a declaration file declares, read from its written type", () => {
  const declared = (type: string): ts.TypeReferenceNode => {
    const file = ts.createSourceFile("x.d.ts", `export declare const s: ${type};`, ts.ScriptTarget.Latest, true);
    const statement = file.statements[0] as ts.VariableStatement;
    return statement.declarationList.declarations[0]!.type as ts.TypeReferenceNode;
  };

  it.each([
    [
      "zod 3, stripped",
      'z.ZodObject<{ a: z.ZodString; "b-c": z.ZodNumber }, "strip", z.ZodTypeAny, { a: string }, { a: string }>',
      { keys: ["a", "b-c"], open: false, optional: [] },
    ],
    [
      "zod 3, passthrough",
      'z.ZodObject<{ a: z.ZodString }, "passthrough", z.ZodTypeAny>',
      { keys: ["a"], open: true, optional: [] },
    ],
    [
      "zod 3, a catch-all",
      'z.ZodObject<{ a: z.ZodString }, "strip", z.ZodString>',
      { keys: ["a"], open: true, optional: [] },
    ],
    [
      "zod 3, refined",
      'z.ZodEffects<z.ZodObject<{ a: z.ZodString }, "strict", z.ZodTypeAny>>',
      { keys: ["a"], open: false, optional: [] },
    ],
    [
      "zod 3, extended: an intersection of shapes",
      'z.ZodObject<{ a: z.ZodNumber } & { b: z.ZodOptional<z.ZodBoolean> }, "strip", z.ZodTypeAny>',
      { keys: ["a", "b"], open: false, optional: ["b"] },
    ],
    [
      "optional: left out, defaulted, of a type not known to take no undefined",
      "z.ZodObject<{ a: z.ZodOptional<z.ZodString>; b: z.ZodDefault<z.ZodNumber>; c: z.ZodEffects<z.ZodString>; d: z.ZodNullable<z.ZodOptional<z.ZodString>>; e: z.ZodNullable<z.ZodString>; f: z.ZodArray<z.ZodString> }>",
      { keys: ["a", "b", "c", "d", "e", "f"], open: false, optional: ["a", "b", "c", "d"] },
    ],
    ["zod 4, stripped", "z.ZodObject<{ a: z.ZodString }, z.core.$strip>", { keys: ["a"], open: false, optional: [] }],
    ["zod 4, loose", "z.ZodObject<{ a: z.ZodString }, z.core.$loose>", { keys: ["a"], open: true, optional: [] }],
    ["a shape written elsewhere", "z.ZodObject<Shape>", undefined],
    ["a union", "z.ZodUnion<[A, B]>", undefined],
  ])("%s", (_label, type, expected) => {
    expect(declaredZodKeys(declared(type))).toEqual(expected);
  });
});

/** Asks `ask` about every call in `main.ts`'s last statement, in a program of the given files (written to a temporary folder). */
function askOfCalls<T>(files: Record<string, string>, ask: (program: ts.Program, call: ts.CallExpression) => T): T[] {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-callees-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    allowJs: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const program = ts.createProgram([join(dir, "main.ts")], options);
  const main = program.getSourceFile(join(dir, "main.ts"))!;
  const found: T[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) found.push(ask(program, node));
    ts.forEachChild(node, visit);
  };
  visit(main.statements[main.statements.length - 1]!);
  rmSync(dir, { recursive: true, force: true });
  return found;
}

describe("a function of the file whose parameter says nothing, told from its syntax", () => {
  it.each([
    ["a function declaration, untyped", "function f(args) { return args.a; }", true],
    ["a function declaration, typed", "function f(args: { a: string }) { return args.a; }", false],
    ["an arrow held by a variable without a type", "const f = (args) => args.a;", true],
    ["an arrow in parentheses (the variable's JSDoc would not be read)", "const f = ((args) => args.a);", false],
    [
      "an arrow typed by its variable's JSDoc",
      "/** @type {(args: { a: string }) => string} */\nconst f = (args) => args.a;",
      false,
    ],
    ["an arrow typed by its variable's type", "const f: (args: { a: string }) => string = (args) => args.a;", false],
    ["an arrow typed by `satisfies`", "const f = ((args) => args.a) satisfies (args: { a: string }) => string;", false],
    ["an arrow passed as an argument", "run((args) => args.a);", false],
    ["a `this` parameter", "function f(this: unknown, args) { return args.a; }", false],
    ["a predicate TypeScript may infer", "function f(args) { return isA(args); }", false],
  ])("%s", (_label, code, expected) => {
    expect(ownParameterSaysNothing(firstFunction(code), code.includes("this:") ? 1 : 0)).toBe(expected);
  });
});

describe("whether the parameter taking a call's argument has no written type", () => {
  it.each([
    ["untyped", "function f(args) {}", 0, true],
    ["typed `any`", "function f(args: any) {}", 0, true],
    ["typed `unknown`", "function f(args: unknown) {}", 0, true],
    ["typed", "function f(args: { a: string }) {}", 0, false],
    ["no such parameter", "function f() {}", 0, true],
    [
      "after a `this` parameter, typed: the argument goes to the parameter after `this`",
      "function f(this: unknown, name, args: { a: string }) {}",
      1,
      false,
    ],
    ["after a `this` parameter, untyped", "function f(this: unknown, name: string, args) {}", 1, true],
  ])("%s", (_label, code, index, expected) => {
    expect(hasNoWrittenType(firstFunction(code), index)).toBe(expected);
  });
});

describe("functions of the program's sources, found through the callee's symbol", () => {
  function callees(files: Record<string, string>): (string | undefined)[] {
    return askOfCalls(files, (program, call) => {
      const fn = calleeDeclaration(program.getTypeChecker(), call.expression);
      return fn === undefined ? undefined : `${basename(fn.getSourceFile().fileName)}:${parameterSaysNothing(fn, 0)}`;
    });
  }

  it("finds the method of the type a variable is declared with, and a parameter typed by the method's own type parameter says nothing", () => {
    const files = {
      "client.d.ts": [
        "export interface Client {",
        "  post<T = any, D = any>(url: string, data?: D): Promise<T>;",
        "  put<D extends { id: string }>(url: string, data: D): void;",
        "  send(url: string, data: { id: string }): void;",
        "  bound(this: Client, data: any): void;",
        "}",
        "declare const client: Client;",
        "export default client;",
      ].join("\n"),
      "main.ts": [
        'import client from "./client.js";',
        "export function go(x: any) { client.post('', x); client.put('', x); client.send('', x); client.bound(x); JSON.stringify(x); Object.entries(x); }",
      ].join("\n"),
    };
    const asked = askOfCalls(files, (program, call) => {
      const fn = calleeDeclaration(program.getTypeChecker(), call.expression);
      const index = call.arguments.findIndex((a) => ts.isIdentifier(a) && a.text === "x");
      return [
        fn === undefined ? undefined : basename(fn.getSourceFile().fileName),
        mayTypeArgument(program, call, index),
      ];
    });
    expect(asked).toEqual([
      ["client.d.ts", false], // `data?: D`, D the method's own: the argument's type comes back
      ["client.d.ts", false], // bound by a type with properties, D is still the argument's own type
      ["client.d.ts", true], // written with properties
      [undefined, false], // a `this` parameter shifts the parameters: the checker answers (`any` says nothing)
      [undefined, false], // the default library knows no tool's arguments
      [undefined, false],
    ]);
  });

  it("finds a const's method through the return type its function writes, a function-typed property, and CommonJS's (0, mod.fn)", () => {
    const files = {
      "progress.d.ts": [
        "export interface Reporter {",
        "  start: <T>(input: T) => void;",
        "  record: (input: { id: string }) => void;",
        "}",
        "export declare function createReporter<N extends string = string>(name: N): Reporter;",
        "export declare function echo<T>(value: T): T;",
        "export declare function send(input: { id: string }): void;",
      ].join("\n"),
      "main.ts": [
        'import * as progress_1 from "./progress.js";',
        "export function go(x: any) {",
        '  const reporter = progress_1.createReporter("remove_node");',
        "  const echoed = progress_1.echo(reporter);",
        "  reporter.start(x); reporter.record(x); echoed.start(x); (0, progress_1.send)(x);",
        "}",
      ].join("\n"),
    };
    const asked = askOfCalls(files, (program, call) => {
      const fn = calleeDeclaration(program.getTypeChecker(), call.expression);
      const index = call.arguments.findIndex((a) => ts.isIdentifier(a) && a.text === "x");
      return [
        fn === undefined ? undefined : fn.getText(),
        index < 0 ? undefined : mayTypeArgument(program, call, index),
      ];
    });
    expect(asked).toEqual([
      ["export declare function createReporter<N extends string = string>(name: N): Reporter;", undefined],
      ["export declare function echo<T>(value: T): T;", undefined],
      ["<T>(input: T) => void", false], // the method's own type parameter: the argument's type comes back
      ["(input: { id: string }) => void", true],
      [undefined, false], // a generic function's return type is the call's to say: the checker answers
      ["export declare function send(input: { id: string }): void;", true],
    ]);
  });

  it("finds a declared variable's method through the interfaces and classes its type extends, as the checker's property would", () => {
    const files = {
      "lib.d.ts": [
        "export interface Base { post(url: string, data: { id: string }): void; get(url: string): void; }",
        "export interface Mid extends Base { other(): void; }",
        "export interface Top extends Mid {}",
        "export interface Redeclared extends Base { post(url: string, data: number): void; }",
        "export interface Merged { send(a: { x: string }): void; }",
        "export interface Merged { send(a: number): void; }",
        "export interface Left { go(a: { x: string }): void; }",
        "export interface Right { go(a: { x: string }): void; }",
        "export interface Both extends Left, Right {}",
        "export type Alias = Base;",
        "export interface Generic<T> { put(data: T): void; }",
        "export interface Named extends Generic<{ id: string }> {}",
        "export declare class Animal { speak(x: { a: string }): void; static speak(y: number): void; }",
        "export declare class Dog extends Animal { bark(): void; }",
        "export declare class Held { constructor(post: (x: unknown) => void); post(x: { a: string }): void; }",
        "export declare class Field { constructor(); post: (x: { a: string }) => void; }",
        "export declare const top: Top, redeclared: Redeclared, merged: Merged, both: Both, alias: Alias, named: Named, dog: Dog, held: Held, field: Field;",
      ].join("\n"),
      "main.ts": [
        'import { top, redeclared, merged, both, alias, named, dog, held, field } from "./lib.js";',
        "export function go(x: any) { top.post('', x); top.get(''); top.toString(); redeclared.post('', x); merged.send(x); both.go(x); alias.post('', x); named.put(x); dog.speak(x); held.post(x); field.post(x); }",
      ].join("\n"),
    };
    const asked = askOfCalls(files, (program, call) => {
      const checker = program.getTypeChecker();
      const found = calleeDeclaration(checker, call.expression);
      // What the checker says the member is: the declaration of the receiver's type's property.
      const callee = call.expression as ts.PropertyAccessExpression;
      const declared = checker.getAliasedSymbol(checker.getSymbolAtLocation(callee.expression)!)
        .valueDeclaration as ts.VariableDeclaration;
      const declarations =
        checker.getPropertyOfType(checker.getTypeFromTypeNode(declared.type!), callee.name.text)?.declarations ?? [];
      const method =
        (declarations.length === 1 && ts.isMethodSignature(declarations[0]!)) ||
        (declarations.length === 1 && ts.isMethodDeclaration(declarations[0]!))
          ? declarations[0]
          : undefined;
      expect(found).toBe(method);
      return found === undefined ? undefined : found.getText().split("(")[0];
    });
    expect(asked).toEqual([
      "post", // Top → Mid → Base
      "get",
      "toString", // `Object`'s, which no declaration of Top's names: the checker's answer
      "post", // Redeclared's own, not Base's
      undefined, // two declarations (overloads across merged interfaces)
      "go", // two bases declare it: the checker's answer (the first base's)
      "post", // an alias: the checker's answer
      "put", // the generic interface's declaration
      "speak", // the instance method, not the static one
      "post", // a constructor parameter that is no property
      undefined, // a property holding a function: no method declaration
    ]);
  });

  it("answers from the one declaration a call runs without typing the callee, as its signature would", () => {
    const files = {
      "lib.ts": [
        "export function typed(args: { a: string }) { return args.a; }",
        "export function optional(args?: { a: string }) { return args?.a; }",
        "export function destructured({ a }: { a: string }) { return a; }",
        "export function rest(...args: { a: string }[]) { return args; }",
        "export function generic<T>(args: T) { return args; }",
        "export function primitive(id: string) { return id; }",
        "export function predicate(x: unknown): x is { a: string } { return true; }",
        "export function withThis(this: unknown, args: { a: string }) { return args.a; }",
      ].join("\n"),
      "main.ts": [
        'import { typed, optional, destructured, rest, generic, primitive, predicate, withThis } from "./lib.js";',
        "export function go(x: any) { typed(x); optional(x); destructured(x); rest(x); generic(x); primitive(x); predicate(x); withThis(x); }",
      ].join("\n"),
    };
    const answers = askOfCalls(files, (program, call) => {
      const checker = program.getTypeChecker();
      const typedCallees: string[] = [];
      const getTypeAtLocation = checker.getTypeAtLocation.bind(checker);
      checker.getTypeAtLocation = (node) => {
        if (node === call.expression) typedCallees.push(node.getText());
        return getTypeAtLocation(node);
      };
      const index = call.arguments.findIndex((a) => ts.isIdentifier(a) && a.text === "x");
      const answer = mayTypeArgument(program, call, index);
      checker.getTypeAtLocation = getTypeAtLocation;
      return [call.expression.getText(), answer, typedCallees.length];
    });
    expect(answers).toEqual([
      ["typed", true, 0],
      ["optional", true, 0],
      ["destructured", true, 0],
      ["rest", false, 0], // a rest parameter gives no one argument a type
      ["generic", false, 0], // its own type parameter: the argument's type comes back
      ["primitive", false, 0],
      ["predicate", true, 0],
      ["withThis", true, 1], // a `this` parameter shifts the written ones: the checker types the callee
    ]);
  });

  it("reads the signature of the one declaration a call runs, unless a type parameter is in scope there", () => {
    const files = {
      "lib.ts": [
        "export function plain(args: { a: string }) { return args.a; }",
        "export function own<T>(args: T) { return args; }",
        "export class Box<T> { run(x: T) { return x; } }",
        "export class Tool { run(x: { a: string }) { return x.a; } }",
      ].join("\n"),
      "main.ts": [
        'import { plain, own, Box, Tool } from "./lib.js";',
        "const box = new Box<{ a: string }>();",
        "const tool = new Tool();",
        "export function go(x: any) { plain(x); own(x); box.run(x); tool.run(x); }",
      ].join("\n"),
    };
    const answers = askOfCalls(files, (program, call) => {
      const checker = program.getTypeChecker();
      const declared = declaredSignature(checker, calleeDeclaration(checker, call.expression));
      const parameter = callSignature(checker, call)?.getParameters()[0];
      return [
        call.expression.getText(),
        declared?.getDeclaration().getText().split("(")[0],
        parameter && checker.typeToString(checker.getTypeOfSymbol(parameter)),
      ];
    });
    expect(answers).toEqual([
      ["plain", "export function plain", "{ a: string; }"],
      ["own", undefined, "any"], // its own type parameter: the call is resolved
      ["box.run", undefined, "{ a: string; }"], // the class's type parameter comes from the instance
      ["tool.run", "run", "{ a: string; }"],
    ]);
  });

  it("finds imported and local functions and methods, and tells whether their parameter is typed", () => {
    const files = {
      "helpers.js":
        "export function untyped(args) { return args.a; }\n/** @param {{ a: string }} args */\nexport function documented(args) { return args.a; }\nexport const arrow = (args) => args.a;",
      "typed.ts": [
        "export function typed(args: { a: string }) { return args.a; }",
        "export function loose(args: Record<string, unknown>) { return args.a; }",
        "export function keyed(args: Record<'a' | 'b', string>) { return args.a; }",
        "export function guard(x: unknown) { return x instanceof Date; }",
        "export class Tool { execute(args: any, context: string) { return [args, context]; } run(x: { a: string }) { return x.a; } }",
        "export class Derived extends Tool {}",
      ].join("\n"),
      "declared.d.ts":
        "export declare function declared(args: unknown): void;\nexport declare class Remote { static shared(): Remote; execute(args: any, context: string): Promise<string>; }",
      "main.ts": [
        'import { untyped, documented, arrow } from "./helpers.js";',
        'import { typed, loose, keyed, guard, Tool, Derived } from "./typed.js";',
        'import { declared, Remote } from "./declared.js";',
        'import * as helpers from "./helpers.js";',
        "function over(a: string): void; function over(a: number): void; function over(a: unknown) {}",
        "const tool = new Tool();",
        "const derived = new Derived();",
        "let later;",
        "const remote = new Remote();",
        "const shared = Remote.shared();",
        "var once = (a) => a;",
        "let twice = (a) => a;",
        "twice = (a: { b: string }) => a.b;",
        "let mixed = new Tool();",
        "export function start() { later = new Tool(); mixed = new Derived(); }",
        "export class Local {",
        "  help(b) { return b; }",
        "  go(x: any) { untyped(x); documented(x); arrow(x); typed(x); loose(x); keyed(x); guard(x); declared(x); helpers.untyped(x); over(x); tool.execute(x, ''); tool.run(x); derived.execute(x, ''); this.help(x); later.execute(x, ''); mixed.execute(x, ''); remote.execute(x, ''); shared.execute(x, ''); once(x); twice(x); }",
        "}",
      ].join("\n"),
    };
    expect(callees(files)).toEqual([
      "helpers.js:true",
      "helpers.js:false", // JSDoc types it
      "helpers.js:true",
      "typed.ts:false", // an annotation
      "typed.ts:true", // Record<string, unknown> names no property
      "typed.ts:false", // Record<"a" | "b", string> does
      "typed.ts:false", // an inferred predicate may name a type
      "declared.d.ts:true", // `unknown`, and a declaration has no body to infer a predicate from
      "helpers.js:true", // through a namespace import
      undefined, // overloads
      "typed.ts:true", // a method written `any`, through an instance made here
      "typed.ts:false",
      undefined, // an inherited method: the checker decides
      "main.ts:true", // this.help
      "typed.ts:true", // `let later;` set to a new Tool at start
      undefined, // a Tool, then a Derived
      "declared.d.ts:true", // a method a compiled module's .d.ts declares with `any`
      "declared.d.ts:true", // the instance a static factory's written return type names
      "main.ts:true", // a `var` never assigned again, as bundlers write a module's consts
      undefined, // a `let` given another function later
    ]);
  });
});
