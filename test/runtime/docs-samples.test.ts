// The code samples of docs/runtime.md and of the README's install and runtime sections, extracted
// and type-checked as written against the sources ("tool-schema" is src/index.ts) and the real SDK
// types: a sample that drifts from the API fails here. `./tools.js` (the reader's own
// registrations) is a stub; JSON samples must parse.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { STRICT_OPTIONS } from "../schema/fixture-program.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const samplesDir = join(repo, "test/.docs-samples");

interface Sample {
  readonly name: string;
  readonly language: string;
  readonly code: string;
}

/** Fenced blocks of `markdown`, indented ones (inside list items) included. */
export function codeBlocks(markdown: string, source: string): Sample[] {
  const blocks: Sample[] = [];
  const fence = /^( *)```(\w*)\n([\s\S]*?)^\1```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const indent = match[1]!.length;
    const code = match[3]!
      .split("\n")
      .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join("\n");
    const line = markdown.slice(0, match.index).split("\n").length;
    blocks.push({ name: `${source}:${line}`, language: match[2]!, code });
  }
  return blocks;
}

/** The part of a README from one `## heading` to the next. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const next = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

const readme = readFileSync(join(repo, "README.md"), "utf8");
const runtimeDoc = readFileSync(join(repo, "docs/runtime.md"), "utf8");
const samples = [
  ...codeBlocks(runtimeDoc, "docs/runtime.md"),
  ...codeBlocks(section(readme, "Install into your project"), "README.md#install"),
  ...codeBlocks(section(readme, "Runtime API in one screen"), "README.md#runtime"),
];
const typescriptSamples = samples.filter((sample) => sample.language === "ts");

const TOOLS_STUB = `import type { ToolRegistry } from "tool-schema";
export function registerTools(registry: ToolRegistry): void {
  registry.tool((city: string) => city, { name: "echo", description: "Echo.", parameters: { type: "object", properties: { city: { type: "string" } } }, positional: ["city"] });
}
`;

/** Type errors of each sample, compiled together in one program (each sample is its own module). */
function typeErrors(): Map<string, string[]> {
  const files = new Map<string, string>([[join(samplesDir, "tools.ts"), TOOLS_STUB]]);
  const byFile = new Map<string, Sample>();
  typescriptSamples.forEach((sample, index) => {
    const file = join(samplesDir, `sample-${index}.ts`);
    files.set(
      file,
      sample.code.includes("import ") || sample.code.includes("export ") ? sample.code : `${sample.code}\nexport {};\n`,
    );
    byFile.set(file, sample);
  });
  const options: ts.CompilerOptions = {
    ...STRICT_OPTIONS,
    types: ["node"],
    paths: { "tool-schema": [join(repo, "src/index.ts")], "tool-schema/mcp": [join(repo, "src/mcp.ts")] },
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text !== undefined
      ? ts.createSourceFile(file, text, language)
      : getSourceFile.call(host, file, language, ...rest);
  };
  host.directoryExists = (directory) =>
    directory === samplesDir || directory === dirname(samplesDir) || ts.sys.directoryExists(directory);
  const program = ts.createProgram([...byFile.keys()], options, host);
  const errors = new Map<string, string[]>();
  for (const [file, sample] of byFile) {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
    errors.set(
      sample.name,
      diagnostics.map((d) => {
        const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
        return `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
      }),
    );
  }
  return errors;
}

describe("documentation samples", () => {
  it("are found", () => {
    expect(typescriptSamples.length).toBeGreaterThanOrEqual(8);
    expect(samples.some((sample) => sample.name.startsWith("README.md#install") && sample.language === "json")).toBe(
      true,
    );
  });

  const errors = typeErrors();
  it.each(typescriptSamples.map((sample) => sample.name))("%s type-checks as written", (name) => {
    expect(errors.get(name)).toEqual([]);
  });

  it("JSON samples parse", () => {
    for (const sample of samples.filter((s) => s.language === "json"))
      expect(() => JSON.parse(sample.code), sample.name).not.toThrow();
  });
});
