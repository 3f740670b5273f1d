// no-schema-drift in a project without strictNullChecks: the checker erases null from types, so
// a nullable schema cannot be told from a non-nullable one and is never reported.
import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import rule from "../../rules/no-schema-drift.js";

const fixtures = fileURLToPath(new URL("../fixtures/eslint/", import.meta.url));
const filename = fileURLToPath(new URL("../fixtures/eslint/drift-loose/file.ts", import.meta.url));
const tester = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.ts*"] }, tsconfigRootDir: fixtures } },
});
const noSchemaDrift = rule as unknown as Parameters<typeof tester.run>[1];

tester.run("no-schema-drift (strictNullChecks off)", noSchemaDrift, {
  valid: [
    {
      name: "a nullable schema for a parameter typed string",
      filename,
      code: `function annotate({ note }: { note: string }): string { return note; }
export const tool = { name: "annotate", input_schema: { type: "object", properties: { note: { type: ["string", "null"] } }, required: ["note"] } };`,
    },
    {
      name: "a parameter typed string or null against a schema without null",
      filename,
      code: `function annotate({ note }: { note: string | null }): string { return note; }
export const tool = { name: "annotate", input_schema: { type: "object", properties: { note: { type: "string" } }, required: ["note"] } };`,
    },
    {
      name: "optional parameters are still optional", // Optional parameters are still optional: `?` is syntax, not a null check.
      filename,
      code: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { name: "list", input_schema: { type: "object", properties: { folder: { type: "string" }, limit: { type: "number" } }, required: ["folder"] } };`,
    },
  ],
  invalid: [
    {
      name: "a nullable number schema for a string parameter",
      filename,
      code: `function annotate({ note }: { note: string }): string { return note; }
export const tool = { name: "annotate", input_schema: { type: "object", properties: { note: { type: ["number", "null"] } }, required: ["note"] } };`,
      errors: [
        {
          messageId: "typeMismatch",
          data: { name: "note", expected: "string", actual: "number", signature: "annotate({ note })" },
          suggestions: 1,
        } as never,
      ],
      output: `function annotate({ note }: { note: string }): string { return note; }
export const tool = { name: "annotate", input_schema: { type: "object", properties: { note: { type: "string" } }, required: ["note"] } };`,
    },
    {
      name: "an optional parameter the schema requires",
      filename,
      code: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { name: "list", input_schema: { type: "object", properties: { folder: { type: "string" }, limit: { type: "number" } }, required: ["folder", "limit"] } };`,
      errors: [
        {
          messageId: "requiredMismatch",
          data: { name: "limit", expected: "optional", actual: "required", signature: "list({ folder, limit })" },
          suggestions: 1,
        } as never,
      ],
      output: `function list({ folder, limit }: { folder: string; limit?: number }): string { return folder + limit; }
export const tool = { name: "list", input_schema: { type: "object", properties: { folder: { type: "string" }, limit: { type: "number" } }, required: ["folder"] } };`,
    },
  ],
});
