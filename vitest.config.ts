import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    // Typed lint tests build a TypeScript program per fixture project: slow on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
