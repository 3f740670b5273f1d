import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const common = {
  setupFiles: ["test/setup.ts"],
  // Typed lint tests build a TypeScript program per fixture project: slow on a shared 2-core machine.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Quiet on success: a dot per test, console output only from failing tests, the full report
    // only for failures.
    reporters: ["dot"],
    silent: "passed-only",
    // The tests are CPU-bound (type-checking fixtures): a worker per core. vitest's default leaves
    // one core idle, which on a 2-core machine halves the speed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          ...common,
          name: "lint",
          include: ["test/**/*.test.ts"],
          exclude: ["test/runtime/**"],
          // One module graph per worker, not per test file: typescript, eslint and typescript-eslint
          // load once per worker instead of once per file (loading them cost more than most files'
          // tests). Safe here: the plugin's caches are keyed weakly by program, file or node, and
          // test/setup.ts drops typescript-eslint's project service after each file.
          isolate: false,
        },
      },
      {
        test: {
          ...common,
          // The runtime as it ships: each file in a fresh process (its tests push validators to
          // their limits: 10 MB strings, deep nesting), which costs little as none loads the compiler.
          name: "runtime",
          include: ["test/runtime/**/*.test.ts"],
        },
      },
    ],
  },
});
