// valid-schema: a hand-written tool schema that is not valid JSON Schema (checked against the
// meta-schema by ajv), or that puts a keyword where it does nothing: `strict` inside the schema,
// `required` inside `properties`, a required name that is never declared, a `default` its own schema
// refuses.
import type { TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { getToolDefinitions, type ToolDefinition } from "../src/find/index.js";
import { closestName } from "../src/runtime/names.js";
import type { JsonValue } from "../src/schema/json-schema.js";
import {
  onceReporter,
  type ReadSchema,
  readDefinitionSchema,
  reportNode,
  showPath,
  showValue,
} from "./schema-checks/literal-schema.js";
import { toolLabel } from "../src/util/tool-label.js";
import {
  declaredDialect,
  type Dialect,
  metaSchemaErrors,
  type MetaSchemaError,
  valueMismatch,
} from "./schema-checks/meta-schema.js";
import { containsKey, isJsonObject, schemaVisits, type SchemaVisit } from "./schema-checks/walk.js";
import { admitsUnlisted, REFERENCE_KEYWORDS } from "../src/schema/keywords.js";
import { pointerSegment } from "../src/schema/pointer.js";

type MessageIds =
  | "invalidSchema"
  | "requiredFlag"
  | "misplacedToolKey"
  | "requiredInProperties"
  | "requiredUndeclared"
  | "optionalFlag"
  | "optionalContradicted"
  | "invalidDefault";

/** One problem found in a schema: where (a JSON Pointer inside it), which message, and its data. */
interface Problem {
  path: string;
  messageId: MessageIds;
  data: Record<string, string>;
}

/** Keys of a tool definition that, written inside its schema, are read as unknown keywords. */
const TOOL_KEYS_INSIDE_SCHEMA: Record<string, string> = {
  strict: "put `strict: true` on the tool, beside the schema",
  returnType: "no provider reads a return type from a tool's schema; say what the tool returns in its description",
};

/** The dialect whose meta-schema judges a schema that names none: what the format's provider reads. */
function preferredDialect(definition: ToolDefinition): Dialect {
  // Anthropic and MCP document JSON Schema 2020-12; the registry validates with it.
  return definition.format === "anthropic" || definition.format === "mcp" || definition.format === "registry"
    ? "2020-12"
    : "draft-07";
}

const isStringList = (value: JsonValue | undefined): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** `strict`/`returnType` written inside the schema itself, where they are unknown keywords. */
function misplacedToolKeys(schema: JsonValue): Problem[] {
  if (!isJsonObject(schema)) return [];
  return Object.keys(TOOL_KEYS_INSIDE_SCHEMA)
    .filter((key) => Object.hasOwn(schema, key))
    .map((key) => ({
      path: pointerSegment(key),
      messageId: "misplacedToolKey",
      data: { key, advice: TOOL_KEYS_INSIDE_SCHEMA[key]! },
    }));
}

/**
 * `properties: { a: …, required: ["a"] }`: a list of names where a property schema belongs, one level
 * too deep. A property really named "required" has a schema (an object) as its value and is fine.
 */
function requiredInsideProperties({ schema, path }: SchemaVisit): Problem[] {
  const properties = schema.properties;
  if (!isJsonObject(properties) || !Object.hasOwn(properties, "required") || !isStringList(properties.required))
    return [];
  return [
    {
      path: `${path}/properties/required`,
      messageId: "requiredInProperties",
      data: { names: showValue(properties.required) },
    },
  ];
}

/**
 * `required` names no declared property, in an object whose `properties` are all it can have. Only
 * judged where the object stands alone: not in a combinator's branch (the parent may declare the
 * name), nor beside keywords that declare or admit properties in other ways.
 */
function undeclaredRequired({ schema, path, position }: SchemaVisit): Problem[] {
  const { properties, required } = schema;
  if (position === "branch" || !isJsonObject(properties) || !isStringList(required)) return [];
  if (admitsUnlisted(schema)) return [];
  const declared = Object.keys(properties);
  return required.flatMap((name, index) => {
    if (Object.hasOwn(properties, name)) return [];
    const guess = closestName(name, declared);
    return [
      {
        path: `${path}/required/${index}`,
        messageId: "requiredUndeclared" as const,
        data: { name, object: showPath(path), hint: guess === undefined ? "" : ` (did you mean "${guess}"?)` },
      },
    ];
  });
}

/**
 * `optional: true` (or `false`) on a property: JSON Schema draft-02's keyword, gone since draft-03, read
 * by no provider. Only `required` decides whether the model must send the argument. Where the object's
 * own `required` settles it, a flag that says the opposite is told apart from one that merely does
 * nothing; in a combinator's branch without its own `required`, the parent may decide, so only the
 * keyword is named.
 */
function optionalFlags({ schema, path, position }: SchemaVisit): Problem[] {
  const { properties, required } = schema;
  if (!isJsonObject(properties)) return [];
  const listed = isStringList(required) ? required : position === "branch" ? undefined : [];
  return Object.entries(properties).flatMap(([property, child]): Problem[] => {
    if (!isJsonObject(child) || typeof child.optional !== "boolean") return [];
    const flagPath = `${path}/properties${pointerSegment(property)}/optional`;
    const data = { property, value: String(child.optional) };
    const isRequired = listed?.includes(property);
    if (isRequired === undefined || isRequired !== child.optional)
      return [{ path: flagPath, messageId: "optionalFlag", data }];
    return [
      {
        path: flagPath,
        messageId: "optionalContradicted",
        data: isRequired
          ? {
              ...data,
              listing: "lists it",
              consequence: "must send it",
              advice: `Take "${property}" out of \`required\`, or drop the flag`,
            }
          : {
              ...data,
              listing: "does not list it",
              consequence: "may leave it out",
              advice: `List "${property}" in \`required\`, or drop the flag`,
            },
      },
    ];
  });
}

/** A `default` that its own schema refuses. Schemas with references are not judged alone. */
function mismatchedDefault({ schema, path }: SchemaVisit, dialect: Dialect): Problem[] {
  if (!Object.hasOwn(schema, "default") || containsKey(schema, REFERENCE_KEYWORDS)) return [];
  const error = valueMismatch(schema, schema.default!, dialect);
  if (error === undefined) return [];
  const where = error.instancePath === "" ? "" : ` at ${error.instancePath}`;
  return [
    {
      path: `${path}/default`,
      messageId: "invalidDefault",
      data: {
        value: showValue(schema.default),
        object: showPath(path),
        reason: `${error.message ?? "invalid"}${where}`,
      },
    },
  ];
}

/** The value at a JSON Pointer inside `root`. */
function valueAt(root: JsonValue, path: string): JsonValue | undefined {
  let current: JsonValue | undefined = root;
  for (const raw of path.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isJsonObject(current)) current = Object.hasOwn(current, key) ? current[key] : undefined;
    else return undefined;
  }
  return current;
}

// Errors ajv adds above the ones that say what is wrong (an anyOf of "string or list" fails as a whole).
const SUMMARY_KEYWORDS = new Set(["anyOf", "oneOf", "if", "not"]);

/** One problem per invalid value: the most telling of ajv's errors at that path. */
function metaSchemaProblems(errors: readonly MetaSchemaError[], schema: JsonValue): Problem[] {
  const byPath = new Map<string, MetaSchemaError[]>();
  for (const error of errors) byPath.set(error.path, [...(byPath.get(error.path) ?? []), error]);
  return [...byPath].map(([path, atPath]): Problem => {
    const telling =
      atPath.find((e) => e.error.keyword === "enum") ??
      atPath.find((e) => !SUMMARY_KEYWORDS.has(e.error.keyword)) ??
      atPath[0]!;
    const value = valueAt(schema, path);
    if (path.endsWith("/required") && typeof value === "boolean") {
      const property = path.split("/").at(-2)!.replaceAll("~1", "/").replaceAll("~0", "~");
      return { path, messageId: "requiredFlag", data: { property } };
    }
    return { path, messageId: "invalidSchema", data: { reason: describeError(telling, value) } };
  });
}

function describeError({ error }: MetaSchemaError, value: JsonValue | undefined): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    const names = params.allowedValues.map(String);
    const guess = typeof value === "string" ? closestName(value, names) : undefined;
    if (guess !== undefined)
      return `${showValue(value)} is not one of ${names.map(showValue).join(", ")} (did you mean "${guess}"?)`;
    return `${showValue(value)} is not one of ${params.allowedValues.map((allowed) => showValue(allowed)).join(", ")}`;
  }
  if (error.keyword === "type") {
    const expected = Array.isArray(params.type) ? params.type.join(" or ") : String(params.type);
    return `must be ${expected === "object or boolean" ? "a schema (an object or a boolean)" : `a${/^[aeiou]/.test(expected) ? "n" : ""} ${expected}`}, got ${showValue(value)}`;
  }
  return error.message ?? `fails "${error.keyword}"`;
}

const isAtOrUnder = (path: string, claimed: readonly string[]): boolean =>
  claimed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Every problem of one definition's schema, specific checks first; ajv's errors where those said nothing. */
function schemaProblems(definition: ToolDefinition, read: ReadSchema): Problem[] {
  const schema = read.value;
  const visits = schemaVisits(schema);
  const specific = [
    ...misplacedToolKeys(schema),
    ...visits.flatMap(requiredInsideProperties),
    ...visits.flatMap(undeclaredRequired),
    ...visits.flatMap(optionalFlags),
  ];
  const declared = declaredDialect(schema);
  if (declared === undefined) return specific; // a dialect ajv has no meta-schema for: not ours to judge

  let dialect: Dialect;
  let errors: MetaSchemaError[];
  if (declared === "absent") {
    // Named by no `$schema`: valid if any dialect a provider reads accepts it. Draft-07 first, and
    // 2020-12 only when draft-07 refuses: compiling a meta-schema is most of this rule's cost. A
    // default is then judged by draft-07, which ignores 2020-12's keywords (strict is off): fewer
    // verdicts, no wrong ones.
    const draft07 = metaSchemaErrors(schema, "draft-07");
    const draft2020 = draft07.length === 0 ? [] : metaSchemaErrors(schema, "2020-12");
    dialect = draft07.length === 0 ? "draft-07" : draft2020.length === 0 ? "2020-12" : preferredDialect(definition);
    errors = draft07.length === 0 || draft2020.length === 0 ? [] : dialect === "2020-12" ? draft2020 : draft07;
  } else {
    dialect = declared;
    errors = metaSchemaErrors(schema, dialect);
  }
  const claimed = specific.map((problem) => problem.path);
  const unclaimed = errors.filter((error) => !isAtOrUnder(error.path, claimed));
  return [
    ...specific,
    ...metaSchemaProblems(unclaimed, schema),
    ...visits.flatMap((visit) => mismatchedDefault(visit, dialect)),
  ];
}

export default createRule<[], MessageIds>({
  name: "valid-schema",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow hand-written tool schemas that are invalid JSON Schema or misplace keywords",
      recommended: true,
      url: ruleDocsUrl("valid-schema"),
    },
    schema: [],
    messages: {
      invalidSchema:
        "The schema of {{tool}} is not valid JSON Schema at {{path}}: {{reason}}. Providers that check tool schemas (OpenAI, Anthropic) reject every request that carries it.",
      requiredFlag:
        'The schema of {{tool}} says `required: true` at {{path}}, which is not valid JSON Schema (draft-03 syntax). List "{{property}}" in the `required` array of the object that declares it.',
      misplacedToolKey:
        'The schema of {{tool}} contains "{{key}}", which does nothing there: it is read as an unknown schema keyword. To have its effect, {{advice}}.',
      requiredInProperties:
        'The schema of {{tool}} declares a property named "required" at {{path}} whose value is a list of names ({{names}}): `required` belongs beside `properties`, not inside it. As written no property is required, and the schema is invalid.',
      requiredUndeclared:
        'The schema of {{tool}} requires "{{name}}" at {{object}}, but its `properties` do not declare it{{hint}}: the model is told to send an argument it has no schema for.',
      optionalFlag:
        'The schema of {{tool}} says `optional: {{value}}` on "{{property}}" ({{path}}), a keyword JSON Schema dropped after draft-02: no provider reads it, only `required` decides whether the model must send an argument. Remove it.',
      optionalContradicted:
        'The schema of {{tool}} says `optional: {{value}}` on "{{property}}" ({{path}}), but no provider reads that keyword (JSON Schema dropped it after draft-02): `required` decides, and it {{listing}}, so the model {{consequence}}. {{advice}}.',
      invalidDefault:
        "The schema of {{tool}} gives {{object}} the default {{value}}, which that schema refuses ({{reason}}): the model is told a value the tool does not accept.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;
    const firstTime = onceReporter();

    function report(definition: ToolDefinition, read: ReadSchema, problem: Problem): void {
      const node: TSESTree.Node = reportNode(read, problem.path);
      const data = { path: showPath(problem.path), ...problem.data };
      if (!firstTime(node, `${problem.messageId} ${JSON.stringify(data)}`)) return;
      context.report({ node, messageId: problem.messageId, data: { tool: toolLabel(definition), ...data } });
    }

    return {
      "Program:exit"() {
        for (const definition of getToolDefinitions(context)) {
          const read = readDefinitionSchema(definition, sourceCode);
          if (read === undefined) continue;
          for (const problem of schemaProblems(definition, read)) report(definition, read, problem);
        }
      },
    };
  },
});
