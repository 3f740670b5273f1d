/**
 * The default validator: ajv (JSON Schema draft 2020-12). Compiles each schema to a function, so a
 * valid call costs tens of nanoseconds. ajv generates code with `new Function`; on runtimes that
 * forbid it (Cloudflare Workers) pass `cfworkerValidator(Validator)` instead.
 */
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import type { JsonSchema } from "../schema/json-schema.js";
import {
  FORMAT_CHECKS,
  NO_ISSUES,
  branchIndexAfter,
  reportedErrors,
  type ErrorView,
  describeExpectation,
  missingPropertyIssue,
  unexpectedPropertyIssue,
  type SchemaValidator,
  type ValidationIssue,
} from "./validation.js";

/** A `SchemaValidator` backed by ajv; one ajv instance per validator, created on first compile. */
export function ajvValidator(): SchemaValidator {
  let ajv: Ajv2020 | undefined;
  return {
    compile(schema: JsonSchema) {
      ajv ??= createAjv();
      const validate = ajv.compile(withoutForeignDialect(schema));
      return (value) => (validate(value) ? NO_ISSUES : ajvIssues(validate.errors ?? [], schema, value));
    },
  };
}

/**
 * ajv's 2020-12 instance knows no other meta-schema and refuses a schema that names one. Tool
 * schemas written for draft-07 (zod-to-json-schema's default) use the same keywords for what tools
 * need, so the declaration is dropped rather than the tool made uncallable.
 */
function withoutForeignDialect(schema: JsonSchema): JsonSchema {
  if (typeof schema.$schema !== "string" || schema.$schema.includes("2020-12")) return schema;
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // every failing path, so the model can fix its call in one go
    strict: false, // annotation keywords (`x-…`, `example`, `nullable`) are legal in tool schemas
    verbose: true, // errors carry the keyword's schema value, which the messages quote
    addUsedSchema: false, // two tools may use the same `$id` without clashing
    logger: false, // unknown formats are annotations, not warnings on the console
  });
  for (const [name, check] of Object.entries(FORMAT_CHECKS)) ajv.addFormat(name, { type: "string", validate: check });
  return ajv;
}

const parentLocation = (schemaPath: string): string => schemaPath.slice(0, schemaPath.lastIndexOf("/"));

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * ajv reports the errors of every failed `anyOf`/`oneOf` branch before the combinator's own error.
 * A branch error is one at or under the combinator's instance path whose schema path is inside the
 * combinator, or outside the combinator's schema object altogether (reached through a `$ref`).
 */
const AJV_VIEW: ErrorView<ErrorObject> = {
  path: (error) => error.instancePath,
  keyword: (error) => error.keyword,
  branches: (combinator) => combinator.schema,
  inBranch: (error, combinator) =>
    isUnder(error.instancePath, combinator.instancePath) &&
    (error.schemaPath.startsWith(`${combinator.schemaPath}/`) ||
      !error.schemaPath.startsWith(`${parentLocation(combinator.schemaPath)}/`)),
  branchIndex: (error, combinator) => branchIndexAfter(error.schemaPath, combinator.schemaPath),
};

/** ajv errors → issues; exported for tests. */
export function ajvIssues(errors: readonly ErrorObject[], schema: JsonSchema, value: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of reportedErrors(errors, AJV_VIEW, schema, value)) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === "required") {
      issues.push(missingPropertyIssue(error.instancePath, String(params.missingProperty), error.parentSchema, schema));
    } else if (error.keyword === "additionalProperties") {
      issues.push(
        unexpectedPropertyIssue(error.instancePath, String(params.additionalProperty), error.parentSchema, schema),
      );
    } else if (error.keyword === "unevaluatedProperties") {
      issues.push(
        unexpectedPropertyIssue(error.instancePath, String(params.unevaluatedProperty), error.parentSchema, schema),
      );
    } else if (error.keyword === "false schema") {
      issues.push({ path: error.instancePath, expected: describeExpectation("false", false) });
    } else {
      issues.push({
        path: error.instancePath,
        expected: describeExpectation(error.keyword, error.schema, error.parentSchema),
      });
    }
  }
  return issues;
}
