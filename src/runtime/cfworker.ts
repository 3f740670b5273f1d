/**
 * Adapter for `@cfworker/json-schema`, a validator that needs no `eval`/`new Function` and so runs
 * on Cloudflare Workers and other locked-down runtimes. The package is never imported here: the
 * caller passes its `Validator` class, so the runtime entry pulls in no optional dependency.
 *
 *     import { Validator } from "@cfworker/json-schema";
 *     const registry = new ToolRegistry({ validator: cfworkerValidator(Validator) });
 */
import type { JsonSchema } from "../schema/json-schema.js";
import {
  NO_ISSUES,
  branchIndexAfter,
  describeExpectation,
  reportedErrors,
  missingPropertyIssue,
  schemaAtLocation,
  unexpectedPropertyIssue,
  valueAtPointer,
  type ErrorView,
  type SchemaValidator,
  type ValidationIssue,
} from "./validation.js";

/** One entry of `@cfworker/json-schema`'s `ValidationResult.errors`. */
export interface CfworkerOutputUnit {
  keyword: string;
  keywordLocation: string;
  instanceLocation: string;
  error: string;
}

/** The shape of `@cfworker/json-schema`'s `Validator` class that the adapter relies on. */
export type CfworkerValidatorClass = new (
  schema: object,
  draft?: "4" | "7" | "2019-09" | "2020-12",
  shortCircuit?: boolean,
) => { validate(instance: unknown): { valid: boolean; errors: CfworkerOutputUnit[] } };

/** A `SchemaValidator` backed by `@cfworker/json-schema` (draft 2020-12, all errors). */
export function cfworkerValidator(Validator: CfworkerValidatorClass): SchemaValidator {
  return {
    compile(schema: JsonSchema) {
      // cfworker annotates the schema objects it dereferences; the registry's copy is frozen.
      const validator = new Validator(structuredClone(schema), "2020-12", false);
      return (value) => {
        const result = validator.validate(value);
        return result.valid ? NO_ISSUES : cfworkerIssues(result.errors, schema, value);
      };
    },
  };
}

// Keywords whose error only says "something below failed": the failure below is reported instead.
const CASCADING = new Set([
  "properties",
  "items",
  "prefixItems",
  "$ref",
  "$dynamicRef",
  "allOf",
  "additionalProperties",
  "dependentSchemas",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "patternProperties",
  "if",
  "then",
  "else",
]);

/** `#/a%20b/c~1d` (cfworker's URI-encoded form) → `/a b/c~1d` (plain JSON Pointer). */
function toPointer(instanceLocation: string): string {
  const pointer = instanceLocation.startsWith("#") ? instanceLocation.slice(1) : instanceLocation;
  return pointer
    .split("/")
    .map((segment) => {
      try {
        return decodeURI(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** cfworker keyword locations run through `$ref`s, so a branch's errors all start with its location. */
const CFWORKER_VIEW: ErrorView<CfworkerOutputUnit> = {
  path: (error) => toPointer(error.instanceLocation),
  keyword: (error) => error.keyword,
  branches: (combinator, root) => schemaAtLocation(root, combinator.keywordLocation),
  inBranch: (error, combinator) => error.keywordLocation.startsWith(`${combinator.keywordLocation}/`),
  branchIndex: (error, combinator) => branchIndexAfter(error.keywordLocation, combinator.keywordLocation),
};

const withoutLastSegment = (location: string): string => location.slice(0, location.lastIndexOf("/"));

/** cfworker output units → issues; exported for tests. */
export function cfworkerIssues(
  errors: readonly CfworkerOutputUnit[],
  schema: JsonSchema,
  value: unknown,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  let lastAdditional: CfworkerOutputUnit | undefined;
  for (const error of reportedErrors(errors, CFWORKER_VIEW, schema, value)) {
    const path = toPointer(error.instanceLocation);
    if (error.keyword === "additionalProperties" || error.keyword === "unevaluatedProperties") lastAdditional = error;
    if (CASCADING.has(error.keyword)) continue;
    if (error.keyword === "false") {
      issues.push(falseSchemaIssue(path, lastAdditional, schema, value));
    } else if (error.keyword === "required") {
      const objectSchema = schemaAtLocation(schema, withoutLastSegment(error.keywordLocation));
      const required = schemaAtLocation(schema, error.keywordLocation);
      const instance = valueAtPointer(value, path);
      for (const name of Array.isArray(required) ? required : []) {
        if (typeof instance === "object" && instance !== null && !Object.hasOwn(instance, name)) {
          issues.push(missingPropertyIssue(path, String(name), objectSchema, schema));
        }
      }
    } else {
      const keywordValue = schemaAtLocation(schema, error.keywordLocation);
      const parent = schemaAtLocation(schema, withoutLastSegment(error.keywordLocation));
      issues.push({ path, expected: describeExpectation(error.keyword, keywordValue, parent) });
    }
  }
  return issues;
}

/**
 * A value where the schema is `false`. cfworker gives no schema location for it, so the context
 * says which: a property `additionalProperties: false` forbids (right after that keyword's error
 * for the same object), an item beyond a closed tuple, or anything else.
 */
function falseSchemaIssue(
  path: string,
  lastAdditional: CfworkerOutputUnit | undefined,
  schema: JsonSchema,
  value: unknown,
): ValidationIssue {
  const parentPath = withoutLastSegment(path);
  const parent = valueAtPointer(value, parentPath);
  if (Array.isArray(parent)) {
    return { path: parentPath, expected: `an array of at most ${path.slice(parentPath.length + 1)} items` };
  }
  if (lastAdditional !== undefined && toPointer(lastAdditional.instanceLocation) === parentPath) {
    const objectSchema = schemaAtLocation(schema, withoutLastSegment(lastAdditional.keywordLocation));
    return unexpectedPropertyIssue(parentPath, decodeName(path.slice(parentPath.length + 1)), objectSchema, schema);
  }
  return { path, expected: describeExpectation("false", false) };
}

const decodeName = (segment: string): string => segment.replace(/~1/g, "/").replace(/~0/g, "~");
