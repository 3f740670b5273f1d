// Reading another module's syntax: finding names by their text (a descent to each match, not a walk
// of the whole file) and the values a variable is given.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { scratchProgram, symbolQuestions } from "./scratch-program.js";
import {
  assignedValues,
  identifiersNamed,
  namesMatching,
  statementsAt,
  tsChainRoot,
  typeOfValueSymbol,
} from "../../src/find/syntax/ts-syntax.js";

/** A file parsed with parent pointers, as a program's bound files have them. */
function parse(text: string): ts.SourceFile {
  return ts.createSourceFile("file.ts", text, ts.ScriptTarget.ES2022, true);
}

describe("namesMatching", () => {
  it("finds identifiers and string literals whose text is the match, in source order", () => {
    const file = parse(
      [
        "// parameters in a comment",
        "const a = { parameters: 1, nested: { 'parameters': 2 } };",
        "const myParameters = 'the parameters';",
        "f(parameters);",
      ].join("\n"),
    );
    const found = namesMatching(file, /\bparameters\b/g);
    expect(
      found.map((node) => [ts.SyntaxKind[node.kind], file.getLineAndCharacterOfPosition(node.getStart(file)).line]),
    ).toEqual([
      ["Identifier", 1],
      ["StringLiteral", 1],
      ["Identifier", 3],
    ]);
  });

  it("compares the text of group 1 when the pattern has one", () => {
    const file = parse("server.tool('a', {}, () => {});\nconst tool = 1;\nserver . registerTool('b');\n");
    const found = namesMatching(file, /\.\s*(tool|registerTool)\b/g);
    expect(found.map((node) => [node.text, ts.isPropertyAccessExpression(node.parent)])).toEqual([
      ["tool", true],
      ["registerTool", true],
    ]);
  });

  it("descends through long lists (a bundle's top level) to the right element", () => {
    const statements = Array.from({ length: 2000 }, (_, i) => `const v${i} = { k${i}: ${i} };`);
    statements[1234] = "const target = { wanted: true };";
    const file = parse(statements.join("\n"));
    const [found] = namesMatching(file, /\bwanted\b/g);
    expect(found?.parent.parent.parent).toSatisfy(
      (node: ts.Node) => ts.isVariableDeclaration(node) && node.name.getText(file) === "target",
    );
  });

  it("finds nothing in an empty file or where nothing matches", () => {
    expect(namesMatching(parse(""), /\bx\b/g)).toEqual([]);
    expect(namesMatching(parse("const y = 1;"), /\bx\b/g)).toEqual([]);
  });
});

describe("statementsAt", () => {
  it("finds the statements a keyword begins, else-if chains included, once each", () => {
    const file = parse(
      [
        "// if a comment says switch, the statement after it is found once",
        "switch (name) { case 'a': if (x) f(); }",
        "if (a) g(); else if (b) h();",
        "const s = 'if only'; const notif = 1;",
      ].join("\n"),
    );
    const kinds = statementsAt(file, /\b(?:switch|if)\b/g)
      .filter((node) => ts.isSwitchStatement(node) || ts.isIfStatement(node))
      .map((node) => `${ts.SyntaxKind[node.kind]} ${file.getLineAndCharacterOfPosition(node.getStart(file)).line}`);
    expect(kinds).toEqual(["SwitchStatement 1", "IfStatement 1", "IfStatement 2", "IfStatement 2"]);
  });
});

describe("assignedValues", () => {
  /** The values given to the variable `name` of a one-file program. */
  const valuesOf = (text: string, name: string) => {
    const host = ts.createCompilerHost({ noEmit: true, types: [] });
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError) =>
      fileName === "/main.ts" ? ts.createSourceFile(fileName, text, language, true) : read(fileName, language, onError);
    const program = ts.createProgram(["/main.ts"], { noEmit: true, types: [] }, host);
    const file = program.getSourceFile("/main.ts")!;
    let declaration: ts.VariableDeclaration | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && node.name.getText(file) === name) declaration ??= node;
      ts.forEachChild(node, visit);
    };
    visit(file);
    return assignedValues(program.getTypeChecker(), declaration!)?.map((value) => value.getText(file));
  };

  it("is a const's initializer", () => {
    expect(valuesOf("const tool = new A(); tool2 = 3;", "tool")).toEqual(["new A()"]);
  });

  it("adds each later `name = value`, and no other variable's of the same name", () => {
    const text =
      "let tool;\nfunction setUp() { tool = new A(); }\nfunction other() { let tool; tool = 5; }\nif (tool == 1) x.tool = 2;";
    expect(valuesOf(text, "tool")).toEqual(["new A()"]);
  });

  it("is undefined when the variable is changed otherwise", () => {
    expect(valuesOf("let count = 1;\ncount += 2;", "count")).toBeUndefined();
  });

  it("reads names with a dollar sign", () => {
    expect(valuesOf("var $tool = 1;\n$tool = 2;", "$tool")).toEqual(["1", "2"]);
  });

  it("searches the file once per variable, however often it is asked", () => {
    const { program, path } = scratchProgram({ "main.ts": "let tool = 1;\nfunction setUp() { tool = 2; }\n" });
    const declaration = (program.getSourceFile(path("main.ts"))!.statements[0] as ts.VariableStatement).declarationList
      .declarations[0]!;
    const asked = symbolQuestions(program);
    const first = assignedValues(program.getTypeChecker(), declaration);
    const questions = asked.length;
    expect(first?.map((value) => value.getText())).toEqual(["1", "2"]);
    expect(questions).toBeGreaterThan(0);
    expect(assignedValues(program.getTypeChecker(), declaration)).toBe(first);
    expect(asked).toHaveLength(questions);
  });
});

describe("typeOfValueSymbol", () => {
  const files: Record<string, string> = {
    "registry.ts":
      "export class ToolRegistry { tool(): void {} }\nexport class Box<T> { constructor(readonly value?: T) {} }\n",
    "main.ts": [
      'import * as lib from "./registry.js";',
      'import { Box, ToolRegistry } from "./registry.js";',
      "declare const Factory: new () => Map<string, number>;",
      "export const plain = new ToolRegistry();",
      "export const namespaced = new lib.ToolRegistry() as lib.ToolRegistry;",
      "export const annotated: ToolRegistry | undefined = new ToolRegistry();",
      "export const generic = new Box(1);",
      "export const explicit = new Box<string>();",
      "export const fromFactory = new Factory();",
      "export const called = String(1);",
      "export const cast = new ToolRegistry() as unknown as Map<string, number>;",
      "export const parenthesised = (new ToolRegistry());",
      "export let later = new ToolRegistry();",
    ].join("\n"),
    "typed.js": [
      'import { ToolRegistry } from "./registry.js";',
      "/** @type {Map<string, number>} */",
      "export const jsdocTyped = new ToolRegistry();",
      "export const untyped = new ToolRegistry();",
    ].join("\n"),
  };

  it("gives a variable the type the checker gives it, a class instance's included", () => {
    const dir = mkdtempSync(join(tmpdir(), "ts-syntax-"));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const program = ts.createProgram([join(dir, "main.ts"), join(dir, "typed.js")], {
        allowJs: true,
        strict: true,
        noEmit: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        types: [],
      });
      const checker = program.getTypeChecker();
      const exported = ["main.ts", "typed.js"].flatMap((name) =>
        checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(join(dir, name))!)!),
      );
      const answers = Object.fromEntries(
        exported.map((symbol) => [symbol.name, checker.typeToString(typeOfValueSymbol(checker, symbol))]),
      );
      // Asked first, so that the checker's own answers below cannot have been cached by it.
      const expected = Object.fromEntries(
        exported.map((symbol) => [symbol.name, checker.typeToString(checker.getTypeOfSymbol(symbol))]),
      );
      expect(answers).toEqual(expected);
      expect(answers).toMatchObject({
        plain: "ToolRegistry",
        namespaced: "ToolRegistry",
        parenthesised: "ToolRegistry",
        generic: "Box<number>",
        fromFactory: "Map<string, number>",
        cast: "Map<string, number>",
        jsdocTyped: "Map<string, number>",
        untyped: "ToolRegistry",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("identifiersNamed", () => {
  /** The body of the file's first function. */
  function bodyOf(text: string): ts.Node {
    const file = parse(text);
    let body: ts.Node | undefined;
    const visit = (node: ts.Node): void => {
      if (body === undefined && ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body !== undefined)
        body = (node as ts.FunctionLikeDeclaration).body;
      else ts.forEachChild(node, visit);
    };
    visit(file);
    return body!;
  }

  /** What a walk of every node finds: the answer identifiersNamed must give. */
  function byWalk(scope: ts.Node, name: string): ts.Identifier[] {
    const found: ts.Identifier[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === name) found.push(node);
      ts.forEachChild(node, visit);
    };
    visit(scope);
    return found;
  }

  it.each([
    [
      "reads, keys, shorthand and nested functions",
      "function f(args) { const { a } = args; g({ args }); return args.args + ((args) => args)(1); }",
    ],
    [
      "comments, strings, templates and longer names",
      "function f(args) { // args\n  const s = 'args'; const t = `${args}args`; const xargs = 1; return args_ + args$ + s + t; }",
    ],
    ["a $ in the name", "function f($args) { return $args.x + a$args; }"],
    ["an arrow function whose body is the name", "const f = (args) => args;"],
  ])("finds what a walk finds: %s", (_, text) => {
    const body = bodyOf(text);
    const name = text.includes("$args") ? "$args" : "args";
    const found = identifiersNamed(body, name);
    expect(found.map((node) => node.getStart())).toEqual(byWalk(body, name).map((node) => node.getStart()));
    expect(found.length).toBeGreaterThan(0);
  });

  it("walks a text that may escape a name, and finds the escaped use too", () => {
    const body = bodyOf("function f(args) { return \\u0061rgs.x + args.y; }");
    expect(identifiersNamed(body, "args").map((node) => node.getStart())).toEqual(
      byWalk(body, "args").map((node) => node.getStart()),
    );
    expect(identifiersNamed(body, "args")).toHaveLength(2);
  });
});

describe("tsChainRoot", () => {
  const expressionOf = (text: string): ts.Expression =>
    (parse(`${text};`).statements[0] as ts.ExpressionStatement).expression;

  it("starts a member chain at its identifier, through wrappers", () => {
    expect(tsChainRoot(expressionOf("(NAMES as any).tools.getPod"))?.text).toBe("NAMES");
  });

  it("goes through calls only when asked", () => {
    const chain = expressionOf('z.object({}).describe("x")');
    expect(tsChainRoot(chain)).toBeUndefined();
    expect(tsChainRoot(chain, { calls: true })?.text).toBe("z");
  });

  it("has no root when the chain starts elsewhere", () => {
    expect(tsChainRoot(expressionOf("this.tools.get"))).toBeUndefined();
  });
});
