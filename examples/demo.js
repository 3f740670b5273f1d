#!/usr/bin/env node
// `npm run demo`: tool-schema on the bundled support agent (examples/support-agent), start to end.
//  1. lint it with configs.recommended and print ESLint's stylish report;
//  2. `--fix` a temporary copy (the example itself is never modified), print the diff, lint the copy again;
//  3. run a scripted agent loop on the fixed registry with the real `openai` SDK against a small
//     chat-completions server on 127.0.0.1 that this script starts: a valid call, a call with wrong
//     arguments whose error goes back to the "model", and the corrected call.
// No network, no API key. Needs the built package (npm ci builds it).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import OpenAI from "openai";
import toolSchema from "tool-schema/eslint";
import ts from "typescript";
import { startScriptedModel } from "./scripted-model.js";

const repo = fileURLToPath(new URL("..", import.meta.url));
const example = join(repo, "examples", "support-agent");
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);
const step = (text) => console.log(`\n${bold(`━━ ${text}`)}\n`);

async function lint(projectDir, { fix = false } = {}) {
  const eslint = new ESLint({
    cwd: projectDir,
    fix,
    overrideConfigFile: true,
    overrideConfig: [toolSchema.configs.recommended, { languageOptions: { parserOptions: { tsconfigRootDir: projectDir } } }],
  });
  const results = await eslint.lintFiles(["src/**/*.ts"]);
  if (fix) await ESLint.outputFixes(results);
  const formatter = await eslint.loadFormatter("stylish");
  const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  const fixable = results.reduce((sum, r) => sum + r.fixableErrorCount + r.fixableWarningCount, 0);
  return { report: await formatter.format(results), problems, fixable };
}

/** A copy of the example in a temporary folder, with `tool-schema` resolving to this repository. */
function copyExample() {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-demo-"));
  cpSync(example, dir, { recursive: true });
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(repo, join(dir, "node_modules", "tool-schema"), "dir");
  return dir;
}

function printDiff(before, after) {
  for (const file of readdirSync(join(before, "src"))) {
    const label = `src/${file}`;
    try {
      execFileSync("diff", ["-u", "--label", `a/${label}`, "--label", `b/${label}`, join(before, label), join(after, label)], {
        encoding: "utf8",
      });
    } catch (error) {
      // diff exits 1 when the files differ: that is the output we want.
      if (error.status !== 1) throw error;
      console.log(error.stdout);
    }
  }
}

/**
 * What the --fix cannot decide: a human writes the missing description, drops the duplicate tool,
 * and wraps `lookupOrder` (which takes its arguments one by one) as the lint suggests.
 */
function applyHumanEdits(dir) {
  const file = join(dir, "src", "legacy-tools.ts");
  const source = readFileSync(file, "utf8");
  const duplicate = source.indexOf('  {\n    type: "function",\n    function: {\n      name: "lookup_order",\n      description: "Find an order."');
  const end = source.indexOf("\n  },\n", duplicate) + "\n  },\n".length;
  const edited = (duplicate === -1 ? source : source.slice(0, duplicate) + source.slice(end))
    .replace('description: "",', 'description: "Open a support ticket for a human agent when the customer needs one.",')
    .replace("lookup_order: lookupOrder,", "lookup_order: ({ orderId }: { orderId: string }) => lookupOrder(orderId),");
  writeFileSync(file, edited);
}

/** Transpiles the fixed copy to JavaScript (no type check needed: the lint already did it) and imports its registry. */
async function loadRegistry(dir) {
  const out = join(dir, "build");
  mkdirSync(out);
  for (const file of readdirSync(join(dir, "src"))) {
    const { outputText } = ts.transpileModule(readFileSync(join(dir, "src", file), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(join(out, file.replace(/\.ts$/, ".js")), outputText);
  }
  writeFileSync(join(out, "package.json"), '{ "type": "module" }');
  return (await import(pathToFileURL(join(out, "registry.js")).href)).registry;
}

async function agentLoop(registry) {
  const model = await startScriptedModel();
  const client = new OpenAI({ baseURL: model.url, apiKey: "demo-no-key-needed", maxRetries: 0 });
  const messages = [{ role: "user", content: "What's the weather in Paris, and how do I export my invoices?" }];
  console.log(`user: ${messages[0].content}`);
  const calls = { total: 0, rejected: 0 };
  try {
    for (let turn = 0; turn < 5; turn++) {
      const completion = await client.chat.completions.create({ model: "scripted", messages, tools: registry.toSchemas() });
      const reply = completion.choices[0].message;
      messages.push(reply);
      if (!reply.tool_calls?.length) {
        console.log(`assistant: ${reply.content}`);
        break;
      }
      for (const call of reply.tool_calls) console.log(`assistant → ${call.function.name}(${call.function.arguments})`);
      for (const result of await registry.openAiToolMessages(reply.tool_calls)) {
        calls.total++;
        if (result.content.startsWith("Invalid arguments")) calls.rejected++;
        console.log(`tool ${result.tool_call_id}: ${result.content}`);
        messages.push(result);
      }
    }
  } finally {
    await model.close();
  }
  return calls;
}

const started = performance.now();
step("1. Lint the support agent (examples/support-agent) with configs.recommended");
const before = await lint(example);
console.log(before.report || "no problems");

step("2. eslint --fix on a temporary copy (the example itself stays as it is)");
const copy = copyExample();
try {
  await lint(copy, { fix: true });
  printDiff(example, copy);
  const afterFix = await lint(copy);
  console.log("Left for a human (no fix can know the intent):");
  console.log(afterFix.report || "nothing");
  applyHumanEdits(copy);
  // The wrapper's typed parameter now says what lookup_order takes: a second --fix repairs its schema.
  await lint(copy, { fix: true });
  const clean = await lint(copy);
  console.log(
    `After writing the description, removing the duplicate, wrapping lookupOrder and a second --fix: ${clean.problems === 0 ? "clean" : `${clean.problems} problems`}`,
  );
  if (clean.problems) console.log(clean.report);

  step("3. A scripted agent loop on the fixed registry (openai SDK → local scripted model)");
  const calls = await agentLoop(await loadRegistry(copy));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\ndemo: ${before.problems} problems found, ${before.fixable} fixed by --fix, ${afterFix.problems} left for a human; ` +
      `fixed copy ${clean.problems === 0 ? "lints clean" : "still has problems"}; ` +
      `${calls.total} tool calls, ${calls.rejected} rejected with a readable error and corrected (${seconds} s)`,
  );
  process.exitCode = clean.problems === 0 && calls.rejected > 0 ? 0 : 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
