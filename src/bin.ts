#!/usr/bin/env node
/**
 * The `tool-schema` command: loads the compiler through the code cache, then runs the CLI.
 * The CLI is imported only afterwards: its modules load the compiler as they are evaluated.
 */
import { loadCompilerWithCache } from "./compile-cache.js";
import { cliEnvironmentProblem } from "./environment.js";

// TypeScript (and, for inspect, ESLint and the parser) are optional peer dependencies: a missing or
// unsupported one is one line naming the subcommand that needs it, exit 2.
const problem = cliEnvironmentProblem(process.argv.slice(2));
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 2;
} else {
  const cache = loadCompilerWithCache();
  const { runCli, parseArgs } = await import("./cli.js");
  const argv = process.argv.slice(2);
  const status = await runCli(argv);
  process.exitCode = status;
  // Only a run that built a program has compiled what the next one needs (not --help, not a typo).
  if (parseArgs(argv).kind === "generate" && status !== 2) cache.save();
}
