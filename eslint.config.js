// Lints this repository: TypeScript sources with typescript-eslint, the rules with
// eslint-plugin-eslint-plugin. (The product's own rules run on examples/ from the demo and tests.)
import eslintPlugin from "eslint-plugin-eslint-plugin";
import tseslint from "typescript-eslint";

const RULE_MODULES = ["rules/*.ts", "rules/schema-checks/**/*.ts"];

export default tseslint.config(
  // meta-validators/: ajv's generated code (see test/rules/meta-validators.test.ts).
  { ignores: ["dist/", "dist-dev/", "node_modules/", "coverage/", "test/fixtures/", "examples/", "rules/schema-checks/meta-validators/"] },
  ...tseslint.configs.recommended,
  // The rule modules; a folder named like a rule (rules/no-schema-drift/) holds analyses only that
  // rule uses, which are no rule modules (linted as src/ is).
  { files: RULE_MODULES, ...eslintPlugin.configs.rules },
  {
    files: RULE_MODULES,
    rules: {
      // typescript-eslint's wording: "Enforce|Require|Disallow …" (capitalised, no trailing period).
      "eslint-plugin/require-meta-docs-description": ["error", { pattern: "^(Enforce|Require|Disallow)" }],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.ts", "rules/**/*.ts"],
    ignores: ["src/schema/typescript.ts"],
    rules: {
      // An ES import of the compiler makes Node scan its 9 MB for export names on every start (a
      // large part of an ESLint or CLI run); src/schema/typescript.ts loads it with require instead.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "typescript",
              message: 'Import the compiler from src/schema/typescript.js (types: `import type * as TS from "typescript"`).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
