// no-schema-drift: a hand-written tool schema that disagrees with the function it describes.
// find (tool definitions, linked functions) → generate (the schema the signature implies) →
// compare (drifts) → report each at its node, with a fix that rewrites only what drifted.
import path from "node:path";
import { AST_NODE_TYPES, ESLintUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../src/schema/typescript.js";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { extendsSchemaOutput, implementationTypeFor, propertyTypesFor } from "./no-schema-drift/implementation-type.js";
import {
  isDescriptiveType,
  argumentsConvention,
  implementationFunction,
  getFileViews,
  type ArgumentsView,
  type RemoteTool,
  definitionDeclared,
  writtenZodProperties,
  importedSchemaValue,
  typeboxFieldType,
  typeboxProperties,
  getExtraction,
  readsUsedAsValues,
  zodFieldType,
  getToolDefinitions,
  type ImplementationLink,
  type ToolDefinition,
} from "../src/find/index.js";
import { isUsedInProgram } from "./no-schema-drift/uses-elsewhere.js";
import { toolLabel } from "../src/util/tool-label.js";
import {
  absentKeysQuery,
  literalQuery,
  neededProperties,
  schemaAt,
  type NeededQuery,
  type NeededUse,
  testedProperties,
} from "./no-schema-drift/needed.js";
import { codeDefaults, type CodeDefault } from "./no-schema-drift/defaults.js";
import { findPropertyNamed, planMissingParameters, planPositional } from "../src/fix/container.js";
import type { TextEdit } from "../src/fix/edits.js";
import { mergeRender, planDriftFix, type SchemaLiteral } from "../src/fix/plan.js";
import { detectStyle } from "../src/fix/style.js";
import { compareSchemas, comparePositional, describeSchema, type Drift } from "../src/schema/compare.js";
import { toOpenAiStrict } from "../src/schema/dialects.js";
import { strictNullChecksEnabled } from "../src/schema/diagnostics.js";
import { pointer, readSchemaLiteral } from "../src/schema/from-literal.js";
import { hasRuntimeMarks } from "../src/schema/runtime-marks.js";
import { generateSchema, isToolContextType } from "../src/schema/from-signature.js";
import { cloneJson, schemaFromType, setOwnProperty } from "../src/schema/from-type.js";
import type { JsonSchema, JsonValue, ObjectJsonSchema } from "../src/schema/json-schema.js";
import type { GenerateResult } from "../src/schema/types.js";
import { isRecord } from "../src/util/is-record.js";

type MessageIds =
  | "missingProperty"
  | "extraProperty"
  | "renamedProperty"
  | "typeMismatch"
  | "enumMismatch"
  | "requiredMismatch"
  | "strictRequired"
  | "positionalMismatch"
  | "missingParameters"
  | "positionalDispatch"
  | "wrapDispatch"
  | "regenerate"
  | "agree"
  | "requiredFromUse"
  | "requiredFromUseLibrary"
  | "addRequired"
  | "defaultMismatch";

const MESSAGE_OF_KIND: Record<Drift["kind"], MessageIds> = {
  "missing-property": "missingProperty",
  "extra-property": "extraProperty",
  "type-mismatch": "typeMismatch",
  "enum-mismatch": "enumMismatch",
  "required-mismatch": "requiredMismatch",
  "positional-order": "positionalMismatch",
};

/** Generator codes that mean "this parameter's type says nothing": never compare it. */
const UNREADABLE_TYPE_CODES = new Set(["any-type", "unknown-type"]);

export default createRule<[], MessageIds>({
  name: "no-schema-drift",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool schemas that disagree with the signature of the function they describe",
      requiresTypeChecking: true,
      recommended: true,
      url: ruleDocsUrl("no-schema-drift"),
    },
    fixable: "code",
    hasSuggestions: true,
    schema: [],
    messages: {
      missingProperty: "`{{name}}` ({{expected}}) is a parameter of {{signature}} but the schema lacks it: add it.",
      extraProperty: "`{{name}}` is in the schema but {{signature}} takes no such parameter: remove it.",
      renamedProperty: "`{{name}}` is in the schema but {{signature}} calls it `{{to}}`: rename it.",
      typeMismatch: "`{{name}}` is {{actual}} in the schema but {{expected}} in {{signature}}.",
      enumMismatch: "`{{name}}` is {{actual}} in the schema but {{expected}} in {{signature}}.",
      requiredMismatch: "`{{name}}` is {{actual}} in the schema but {{expected}} in {{signature}}.",
      strictRequired:
        "`{{name}}` is not in `required`, but with `strict: true` every property must be (an optional one as nullable): add it.",
      positionalMismatch: "`positional` is {{actual}} but {{signature}} takes its arguments as {{expected}}.",
      missingParameters:
        "This tool has no `parameters`, so the model cannot know what {{signature}} takes: write its schema here.",
      positionalDispatch:
        "{{signature}} takes its arguments one by one, but the dispatch map calls it with the one arguments object the model sends: `{{first}}` receives the whole object. Wrap it, or give it one object parameter.",
      wrapDispatch: "Wrap it: `{{wrapper}}`.",
      regenerate: "Regenerate the whole schema from {{signature}} (keeps your descriptions and annotations).",
      agree: "Make the schema agree with {{signature}}.",
      requiredFromUse:
        "`{{name}}` is optional in {{where}} of {{tool}}, but the implementation uses it whenever {{when}} (`{{use}}`, line {{line}}): a call without it fails. Add it to `required`, or handle its absence.",
      addRequired: "Add `{{property}}` to `required`.",
      requiredFromUseLibrary:
        "`{{name}}` may be left out by the {{library}} schema of {{tool}}, but the implementation uses it whenever {{when}} (`{{use}}`, line {{line}}): a call without it fails. Make it required, or handle its absence.",
      defaultMismatch:
        "`{{name}}` defaults to {{schema}} in the schema of {{tool}}, but the implementation uses {{code}} when it is left out (`{{use}}`, line {{line}}): a call without it does not get what the schema promises. Make the two agree.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const program = services.program;
    const sourceCode = context.sourceCode;
    const strictNullChecks = strictNullChecksEnabled(program.getCompilerOptions());
    const reportedDispatch = new Set<TSESTree.Node>();
    const reportedNeeded = new Set<TSESTree.Node>();
    /**
     * Where a needed property was reported and its path, for schemas whose properties all point at
     * one node (an imported name): two tools bringing in one schema get one report per property.
     */
    const reportedNeedsAt = new Set<string>();
    const firstNeedAt = (node: TSESTree.Node, path: readonly string[]): boolean => {
      const once = `${node.range[0]}:${path.join(".")}`;
      if (reportedNeedsAt.has(once)) return false;
      reportedNeedsAt.add(once);
      return true;
    };
    // Several tools may share one implementation: generate its schema once per file. The schema is
    // the generator's shared tree (no copy: most tools have no drift, and copying every function's
    // schema showed in the 200-file lint benchmark); whatever may change it is handed a copy.
    const generated = new Map<TS.SignatureDeclaration, GenerateResult>();

    function generate(fn: TS.SignatureDeclaration, functionName: string): GenerateResult {
      let result = generated.get(fn);
      if (!result) {
        result = generateSchema(fn, program, { functionName, shared: true });
        generated.set(fn, result);
      }
      return result;
    }

    /**
     * The linked function's schema, and how messages name its signature; "skip" when the function
     * gives no evidence to compare with (see argumentsTarget).
     */
    function signatureTarget(definition: ToolDefinition, link: ImplementationLink): Target | "skip" | undefined {
      const fn = implementationFunction(link, services);
      if (!fn) return undefined;
      const signature = signatureLabel(link, fn);
      const parameters = modelParameters(fn, program.getTypeChecker());
      const convention = argumentsConvention(definition.format, link, parameters.length);
      if (convention.kind === "positional")
        return { result: generate(fn, link.functionName), signature, object: false, pathOffset: 0 };
      // Which parameter takes the arguments is for the call sites to say (typeTarget); with none,
      // the schema names the parameters one by one.
      if (convention.kind === "unknown") return namedSignatureTarget(link, fn, signature);
      // Typed as what the schema parses to and more: the rest is the framework's, the part from the model the schema.
      const parameter = parameters[convention.index];
      const checker = program.getTypeChecker();
      if (
        parameter?.type !== undefined &&
        extendsSchemaOutput(context, definition, checker.getTypeAtLocation(parameter), checker)
      )
        return "skip";
      const target = argumentsTarget(link, fn, parameters, convention.index, signature);
      return target !== "skip" && target !== undefined && !alignsWithSchema(definition, target) ? "skip" : target;
    }

    /**
     * A handler whose first parameter no SDK describes (Extraction.aligned) receives the arguments
     * only if its type names a property the schema declares: a `(request: Request)` handler that
     * reads `request.params.arguments` is typed with something else than the arguments. With no
     * name in common (a property renamed in the schema alone), the handler's use of what it reads
     * decides: data used as values are the arguments, as the reads' alignment has it.
     */
    function alignsWithSchema(definition: ToolDefinition, target: Target): boolean {
      const extraction = getExtraction(context);
      if (!extraction.aligned.has(definition.node)) return true;
      const declared = definitionDeclared(extraction.ctx, definition)?.keys;
      if (declared === undefined || declared.size === 0) return true;
      const typed = Object.keys(target.result.parameters.properties ?? {});
      if (typed.some((name) => declared.has(name))) return true;
      // The reads must be of the typed parameter itself, not of an object found inside it.
      const view = getFileViews(context).views.get(definition.node);
      return (
        view !== undefined &&
        [...view.reads.keys()].every((name) => typed.includes(name)) &&
        readsUsedAsValues(extraction.ctx, view)
      );
    }

    /**
     * A function linked by its name that nothing in the program calls or hands on: the schema that
     * names it describes its parameters by name, and its signature is the evidence.
     */
    function namedSignatureTarget(
      link: ImplementationLink,
      fn: TS.SignatureDeclaration,
      signature: string,
    ): Target | undefined {
      if (link.kind !== "name-match" || isUsedInProgram(program, fn)) return undefined;
      return { result: generate(fn, link.functionName), signature, object: false, pathOffset: 0, byName: true };
    }

    /**
     * A function that receives the whole arguments object in one parameter. Its type is the evidence
     * when it names properties; `any`, `unknown`, index signatures and untyped JavaScript say
     * nothing (the read-based rules speak then). A parameter of another type cannot be the
     * arguments object: a dispatcher handing `{ orderId }` to `lookupOrder(orderId: string)` is a bug.
     */
    function argumentsTarget(
      link: ImplementationLink,
      fn: TS.SignatureDeclaration,
      parameters: readonly TS.ParameterDeclaration[],
      index: number,
      signature: string,
    ): Target | "skip" {
      const checker = program.getTypeChecker();
      const parameter = parameters[index];
      if (parameter === undefined) {
        // Takes nothing: every declared property is dropped, which the read-based rules report.
        return "skip";
      }
      // Unannotated, its type is inferred from the tool definition itself (or is `any` in
      // JavaScript): no evidence independent of the schema, and costly to infer.
      if (parameter.type === undefined && ts.getJSDocType(parameter) === undefined) return "skip";
      const type = checker.getTypeAtLocation(parameter);
      // A function linked only by its name whose parameter has methods (an injected client,
      // `kubectlReconnect(k8sManager: KubernetesManager)`) is called elsewhere with something else:
      // the model's arguments are JSON data.
      if (link.kind === "name-match" && hasMethods(type, checker)) return "skip";
      if (!isDescriptiveType(type, checker)) {
        if (link.kind === "dispatch-object" && takesAValue(type, checker))
          reportPositionalDispatch(link, parameters, signature);
        // `getWeather(city: string)` that nothing calls: its one parameter is the schema's one property.
        if (parameters.length === 1 && takesAValue(type, checker))
          return namedSignatureTarget(link, fn, signature) ?? "skip";
        return "skip";
      }
      let result: GenerateResult;
      // The generator names the parameter first in its diagnostics' paths; a mapped type does not.
      let pathOffset = 0;
      if (parameters.length === 1) {
        result = generate(fn, link.functionName);
        if (result.positional !== undefined) return "skip";
        pathOffset = 1;
      } else {
        const mapped = schemaFromType(checker.getNonNullableType(type), checker, { name: checker.typeToString(type) });
        if (mapped.schema.type !== "object" || mapped.schema.properties === undefined) return "skip";
        const { description: _description, ...objectSchema } = mapped.schema;
        result = { parameters: objectSchema as ObjectJsonSchema, diagnostics: mapped.diagnostics };
      }
      return { result, signature, object: true, pathOffset };
    }

    /** No linked function: the type the implementation casts, guards or passes its arguments as (issue 6). */
    function typeTarget(definition: ToolDefinition): Target | undefined {
      const found = implementationTypeFor(context, definition, services);
      return (
        found && {
          result: found.result,
          signature: found.label,
          object: true,
          pathOffset: 0,
          ...(found.readsTellPresence === true ? { readsTellPresence: true } : {}),
          ...(found.calleeParameter === true ? { calleeParameter: true } : {}),
          ...(found.readBeside === undefined ? {} : { readBeside: found.readBeside }),
        }
      );
    }

    function check(definition: ToolDefinition): void {
      // A zod or TypeBox schema: its property names against the signature or the type.
      const builtSchema = definition.schemaNode ? undefined : (definition.zodSchema ?? definition.typeboxSchema);
      if (builtSchema) return checkBuiltNames(definition, builtSchema);
      // A schema that cannot be read has nothing to compare with: no schema is generated for it.
      if (!definition.schemaNode && definition.schemaUnreadable) return;
      const target =
        (definition.implementation && signatureTarget(definition, definition.implementation)) || typeTarget(definition);
      if (target === "skip") return;
      if (!target) return checkPropertyTypes(definition);
      const { result, signature } = target;
      const skip = parametersToSkip(result, target.pathOffset);
      if (skip === "all") return;
      if (!turnsStringsIntoDates(definition)) {
        for (const [name, schema] of Object.entries(result.parameters.properties))
          if (hasRuntimeMarks(schema)) skip.add(name);
      }
      const positional = definition.format === "registry" ? result.positional : undefined;

      if (!definition.schemaNode) {
        if (!definition.schemaUnreadable && !target.byName)
          reportMissingParameters(definition, result, positional, signature);
        return;
      }
      const literal = readSchemaLiteral(sourceCode, definition.schemaNode);
      if (!literal.readable) return;
      const strict = definition.strict && definition.format.startsWith("openai");
      const tested = testedByImplementation(definition);
      const drifts = compareSchemas(result.parameters, literal.value, { strict, strictNullChecks }).filter(
        (drift) =>
          !skip.has(parameterOf(drift) ?? "") &&
          !(isLooserRequired(drift) && tested.has(drift.name)) &&
          !(target.object && isOptionalMissing(drift)) &&
          !(target.readsTellPresence === true && isPresenceDrift(drift)) &&
          !(target.calleeParameter === true && isStricterRequired(drift)) &&
          !(drift.kind === "extra-property" && isPresenceDrift(drift) && target.readBeside?.has(drift.name) === true),
      );
      const positionalDrift = definition.format === "registry" ? positionalDrifts(definition, positional) : [];
      if (drifts.length === 0 && positionalDrift.length === 0) return;
      const schema: SchemaLiteral = {
        sourceCode,
        root: definition.schemaNode,
        nodes: literal.nodes,
        style: detectStyle(sourceCode, definition.schemaNode),
      };
      const expected = strict ? toOpenAiStrict(cloneJson(result.parameters)) : cloneJson(result.parameters);
      // A rename is one problem: report it once, at the old name (whose fix also writes the new one).
      const reported = drifts.filter((drift) => !(drift.kind === "missing-property" && drift.rename));
      const functionIsSource = definition.format === "registry";
      for (const drift of reported)
        reportDrift(drift, drifts, schema, expected, signature, target.byName, functionIsSource);
      for (const drift of positionalDrift) reportPositional(drift, definition, positional, schema, signature);
    }

    /**
     * A zod or TypeBox schema against a signature or a written type: its property names only (the
     * library's types are its own to map, and rewriting its code is no fix to make). A property the
     * function takes and the schema lacks, one the schema has and the function takes not, or one of
     * each: a rename.
     */
    function checkBuiltNames(definition: ToolDefinition, builtSchema: TSESTree.Node): void {
      const target =
        (definition.implementation && signatureTarget(definition, definition.implementation)) || typeTarget(definition);
      if (target === undefined) return checkBuiltPropertyTypes(definition);
      if (!target || target === "skip") return;
      const skip = parametersToSkip(target.result, target.pathOffset);
      const declared = skip === "all" ? undefined : definitionDeclared(getExtraction(context).ctx, definition);
      if (skip === "all" || declared === undefined || declared.open) return;
      const expected = target.result.parameters;
      const properties = expected.properties ?? {};
      const required = new Set(expected.required ?? []);
      const absent = Object.keys(properties).filter((name) => !declared.keys.has(name) && !skip.has(name));
      // An optional property an arguments object leaves out breaks no call, unless it is a rename.
      const missing = absent.filter((name) => !target.object || required.has(name));
      const extra =
        expected.additionalProperties === undefined || expected.additionalProperties === false
          ? [...declared.keys.keys()].filter(
              (name) => !Object.hasOwn(properties, name) && target.readBeside?.has(name) !== true,
            )
          : [];
      const signature = target.signature;
      for (const [name, key] of declared.keys) {
        const taken = properties[name];
        if (taken !== undefined && !skip.has(name) && !hasRuntimeMarks(taken))
          checkBuiltFieldType(name, key, taken, signature);
      }
      if (absent.length === 1 && extra.length === 1) {
        const name = extra[0]!;
        context.report({
          node: declared.keys.get(name)!,
          messageId: "renamedProperty",
          data: { name, to: absent[0]!, signature },
        });
        return;
      }
      for (const name of missing) {
        context.report({
          node: builtSchema,
          messageId: "missingProperty",
          data: { name, expected: describeSchema(properties[name], expected), signature },
        });
      }
      for (const name of extra)
        context.report({ node: declared.keys.get(name)!, messageId: "extraProperty", data: { name, signature } });
    }

    /**
     * Neither a linked function nor a type for the whole arguments: the types the implementation
     * gives single properties (`getForecast(args.city, args.days)`, `args.days as number`). Each
     * speaks for its own property's type only — not for the other properties, nor for required-ness
     * (handlers often default values), nor for `null` (they often take care of it).
     */
    function checkPropertyTypes(definition: ToolDefinition): void {
      if (!definition.schemaNode) return;
      const types = propertyTypesFor(context, definition, services);
      if (types.size === 0) return;
      const literal = readSchemaLiteral(sourceCode, definition.schemaNode);
      if (!literal.readable || !isRecord(literal.value) || !isRecord(literal.value.properties)) return;
      const declared = literal.value.properties;
      const properties: Record<string, JsonSchema> = {};
      const defs: Record<string, JsonSchema> = {};
      for (const [name, property] of types) {
        if (!Object.hasOwn(declared, name)) continue; // undeclared: no-undeclared-arguments' business
        if (!turnsStringsIntoDates(definition) && hasRuntimeMarks(property.schema)) continue;
        const { $defs, ...schema } = property.schema;
        if ($defs !== undefined && Object.keys($defs).some((key) => Object.hasOwn(defs, key))) continue;
        Object.assign(defs, $defs);
        setOwnProperty(properties, name, schema);
      }
      if (Object.keys(properties).length === 0) return;
      const listed = Array.isArray(literal.value.required) ? literal.value.required : [];
      const expected: JsonSchema = {
        type: "object",
        properties,
        required: Object.keys(properties).filter((name) => listed.includes(name)),
        ...(Object.keys(defs).length > 0 && { $defs: defs }),
      };
      const strict = definition.strict && definition.format.startsWith("openai");
      const drifts = compareSchemas(expected, literal.value, { strict, strictNullChecks: false }).filter(
        (drift) =>
          (drift.kind === "type-mismatch" || drift.kind === "enum-mismatch") &&
          Object.hasOwn(properties, parameterOf(drift) ?? ""),
      );
      if (drifts.length === 0) return;
      const schema: SchemaLiteral = {
        sourceCode,
        root: definition.schemaNode,
        nodes: literal.nodes,
        style: detectStyle(sourceCode, definition.schemaNode),
      };
      for (const drift of drifts) {
        const property = types.get(parameterOf(drift)!);
        if (property) reportDrift(drift, drifts, schema, undefined, property.label);
      }
    }

    /**
     * A zod or TypeBox schema written here, and no type for the whole arguments: the types the
     * implementation gives single properties (`readFile(args.path)`), as checkPropertyTypes reads
     * them, against the JSON type each field's builder gives (`path: z.number()`). Only where both
     * say one type.
     */
    function checkBuiltPropertyTypes(definition: ToolDefinition): void {
      const ctx = getExtraction(context).ctx;
      const written =
        definition.zodSchema !== undefined
          ? writtenZodProperties(ctx, definition.zodSchema)
          : definition.typeboxSchema !== undefined
            ? typeboxProperties(ctx, definition.typeboxSchema)
            : undefined;
      if (written === undefined || written === "unread") return;
      const types = propertyTypesFor(context, definition, services);
      for (const [name, property] of types) {
        const key = written.keys.get(name);
        if (key !== undefined) checkBuiltFieldType(name, key, property.schema, property.label);
      }
    }

    /**
     * The JSON type a zod or TypeBox field written at `key` takes (`path: z.number()`,
     * `limit: Type.Optional(Type.String())`) against the one type the implementation gives it.
     */
    function checkBuiltFieldType(name: string, key: TSESTree.Node, taken: JsonSchema, signature: string): void {
      const field =
        key.parent?.type === AST_NODE_TYPES.Property && key.parent.key === key ? key.parent.value : undefined;
      const declared =
        field === undefined ? undefined : (zodFieldType(field) ?? typeboxFieldType(getExtraction(context).ctx, field));
      const expected = typeof taken.type === "string" ? taken.type : undefined;
      if (declared === undefined || expected === undefined || declared === expected) return;
      if (declared === "integer" && expected === "number") return; // an integer is a number
      context.report({ node: key, messageId: "typeMismatch", data: { name, actual: declared, expected, signature } });
    }

    /**
     * The top-level properties the implementation tests or defaults (`switch (format) { … default: … }`):
     * a type that requires one of them is the type's word, not the code's, which copes without it.
     */
    function testedByImplementation(definition: ToolDefinition): ReadonlySet<string> {
      const view = getFileViews(context).views.get(definition.node);
      return view === undefined ? new Set() : testedProperties(getExtraction(context).ctx, view);
    }

    /** `expected`: the whole schema to offer regenerating, when the implementation says all of it. */
    function reportDrift(
      drift: Drift,
      all: Drift[],
      schema: SchemaLiteral,
      expected: JsonSchema | undefined,
      signature: string,
      byName = false,
      functionIsSource = false,
    ): void {
      const edits = planDriftFix(schema, drift, all);
      const renamed = drift.kind === "extra-property" && drift.rename !== undefined;
      const fix = edits ? (fixer: TSESLint.RuleFixer) => toFixes(fixer, edits) : null;
      // A function linked only by its name may not be what runs: its signature suggests, never
      // rewrites. Nor does a property the schema has and the signature lacks go by itself (but
      // for our registry, whose function is the schema's source by construction): which side is
      // wrong is the user's call, and deleting it drops what they wrote (its description, default,
      // constraints); a rename keeps all of it. A property added must fit the type the schema is
      // written in (`properties: Record<string, { type: string; description: string }>`).
      const dropped = drift.kind === "extra-property" && drift.rename === undefined && !functionIsSource;
      const unfit = drift.kind === "missing-property" && !acceptsBareProperty(schema.root);
      const suggestOnly = byName || dropped || unfit;
      const agree = suggestOnly && fix ? [{ messageId: "agree" as const, data: { signature }, fix }] : [];
      context.report({
        node: reportNode(schema, drift),
        messageId: renamed ? "renamedProperty" : drift.strictMode ? "strictRequired" : MESSAGE_OF_KIND[drift.kind],
        data: {
          name: drift.name,
          expected: drift.expected,
          actual: drift.actual,
          signature,
          to: drift.rename?.to ?? "",
        },
        fix: suggestOnly ? null : fix,
        suggest: [
          ...agree,
          ...(expected
            ? [
                {
                  messageId: "regenerate" as const,
                  data: { signature },
                  fix: (fixer: TSESLint.RuleFixer) =>
                    fixer.replaceText(schema.root, mergeRender(sourceCode, schema.root, expected, schema.style)),
                },
              ]
            : []),
        ],
      });
    }

    /**
     * Whether a property written as `{ type: "…" }` alone fits the schema's `properties` where the
     * code gives that object a type: no other member of the type a property's value takes is required.
     */
    function acceptsBareProperty(root: TSESTree.ObjectExpression): boolean {
      const properties = findPropertyNamed(root, "properties");
      if (properties?.value.type !== AST_NODE_TYPES.ObjectExpression) return true;
      const checker = program.getTypeChecker();
      const contextual = checker.getContextualType(
        services.esTreeNodeToTSNodeMap.get(properties.value) as TS.Expression,
      );
      if (contextual === undefined) return true;
      const first = contextual.getProperties()[0];
      const valueType = contextual.getStringIndexType() ?? (first && checker.getTypeOfSymbol(first));
      if (valueType === undefined) return true;
      return checker
        .getPropertiesOfType(checker.getNonNullableType(valueType))
        .every((member) => member.name === "type" || (member.flags & ts.SymbolFlags.Optional) !== 0);
    }

    /** Registry `positional` vs the parameter order; nothing when it cannot be read. */
    function positionalDrifts(definition: ToolDefinition, expected: string[] | undefined): Drift[] {
      const container = definition.containerNode;
      let actual: JsonValue[] | undefined;
      if (definition.positionalNode) {
        const read = readSchemaLiteral(sourceCode, definition.positionalNode);
        if (!read.readable || !Array.isArray(read.value)) return [];
        actual = read.value;
      } else if (!container || findPropertyNamed(container, "positional")) {
        return []; // written as something we cannot read, or nowhere to look
      }
      return comparePositional(expected, actual);
    }

    function reportPositional(
      drift: Drift,
      definition: ToolDefinition,
      expected: string[] | undefined,
      schema: SchemaLiteral,
      signature: string,
    ): void {
      const edits = planPositional(
        sourceCode,
        definition.containerNode,
        definition.positionalNode,
        expected,
        schema.style,
      );
      context.report({
        node: definition.positionalNode ?? reportNode(schema, { ...drift, path: [] }),
        messageId: "positionalMismatch",
        data: { expected: drift.expected, actual: drift.actual, signature },
        fix: edits ? (fixer) => toFixes(fixer, edits) : null,
      });
    }

    /** Class of bug: `{ lookup_order: lookupOrder }` with `lookupOrder(orderId: string)`. */
    function reportPositionalDispatch(
      link: ImplementationLink,
      parameters: readonly TS.ParameterDeclaration[],
      signature: string,
    ): void {
      const first = parameters[0];
      // Two definitions of one name share the map entry: one report.
      if (first === undefined || reportedDispatch.has(link.node)) return;
      reportedDispatch.add(link.node);
      const wrapper = wrapperText(link.functionName, parameters, program.getTypeChecker());
      context.report({
        node: link.node,
        messageId: "positionalDispatch",
        data: { signature, first: first.name.getText() },
        suggest:
          wrapper === undefined
            ? []
            : [{ messageId: "wrapDispatch", data: { wrapper }, fix: (fixer) => fixer.replaceText(link.node, wrapper) }],
      });
    }

    function reportMissingParameters(
      definition: ToolDefinition,
      result: GenerateResult,
      positional: string[] | undefined,
      signature: string,
    ): void {
      const container = definition.containerNode;
      // The registry needs a schema for every tool; for OpenAI chat an omitted schema means
      // "no parameters", which is only drift when the function takes some.
      const needed =
        definition.format === "registry" ||
        (definition.format === "openai-chat" && Object.keys(result.parameters.properties).length > 0);
      if (!needed || !container || findPropertyNamed(container, "parameters")) return;
      const edits = planMissingParameters(
        sourceCode,
        container,
        cloneJson(result.parameters),
        positional,
        detectStyle(sourceCode, container),
      );
      context.report({
        node: definition.headNode ?? container,
        messageId: "missingParameters",
        data: { signature },
        fix: (fixer) => toFixes(fixer, edits),
      });
    }

    /**
     * No type speaks for the arguments, and the schema leaves optional what the implementation uses
     * on every path (`args.path.length`, `${location.latitude}`): suggest requiring it.
     */
    function checkRequiredFromUse(): void {
      const { ctx, definitions, views, names, entries } = getFileViews(context);
      for (const definition of definitions) {
        const view = views.get(definition.node);
        if (view === undefined) continue;
        if (definition.schemaNode === undefined) {
          if (definition.importedSchema !== undefined) checkImportedRequiredFromUse(definition, view);
          else if (definition.typeboxSchema !== undefined) checkTypeboxRequiredFromUse(definition, view);
          else checkZodRequiredFromUse(definition, view);
          continue;
        }
        const literal = readSchemaLiteral(sourceCode, definition.schemaNode);
        if (!literal.readable) continue;
        const query = literalQuery(literal.value);
        const needed = [
          ...neededProperties(ctx, view, entries.get(definition.node) ?? [], query),
          ...validatorNeeds(view, query),
        ];
        if (needed.length === 0) continue;
        const schema: SchemaLiteral = {
          sourceCode,
          root: definition.schemaNode,
          nodes: literal.nodes,
          style: detectStyle(sourceCode, definition.schemaNode),
        };
        for (const use of needed) reportNeeded(use, schema, toolLabel(definition, names.get(definition.node)));
      }
      for (const tool of getFileViews(context).remote) checkRemoteRequiredFromUse(tool);
    }

    /**
     * A tool dispatched here whose schema another file declares (a JSON Schema literal, or a zod
     * object read from its source there): the uses here against what that schema lets the model
     * leave out, reported at the use.
     */
    function checkRemoteRequiredFromUse(tool: RemoteTool): void {
      const { ctx } = getFileViews(context);
      const checker = ctx.types?.program.getTypeChecker();
      const { literal, absent, fileName } = tool.schema;
      if (!tool.linked || checker === undefined || (literal === undefined && absent === undefined)) return;
      const query =
        literal !== undefined ? literalQuery(importedSchemaValue(checker, literal)) : absentKeysQuery(absent!);
      const file = path.relative(context.cwd, fileName);
      for (const use of [
        ...neededProperties(ctx, tool.view, tool.entries, query),
        ...validatorNeeds(tool.view, query),
      ]) {
        if (!firstNeedAt(use.node, use.path)) continue;
        const parent = use.path.slice(0, -1).join(".");
        const data = {
          name: use.path.join("."),
          tool: `tool "${tool.name}" (declared in ${file})`,
          when: whenUsed(parent, use.over),
          use: use.text ?? useText(use.node),
          line: String(use.node.loc.start.line),
        };
        const where = parent === "" ? "the schema" : `\`${parent}\`'s schema`;
        context.report({
          node: use.node,
          messageId: literal === undefined ? "requiredFromUseLibrary" : "requiredFromUse",
          data: { ...data, where, library: "zod" },
        });
      }
    }

    /**
     * A JSON Schema literal of another module (`inputSchema: getServiceSchema`): the same evidence
     * as for one written here, reported at the name that brings it in. No suggestion: the edit
     * belongs in the other file.
     */
    function checkImportedRequiredFromUse(definition: ToolDefinition, view: ArgumentsView): void {
      const { ctx, entries, names } = getFileViews(context);
      const imported = definition.importedSchema;
      const checker = ctx.types?.program.getTypeChecker();
      if (imported === undefined || checker === undefined) return;
      const query = literalQuery(importedSchemaValue(checker, imported.literal));
      const needed = [
        ...neededProperties(ctx, view, entries.get(definition.node) ?? [], query),
        ...validatorNeeds(view, query),
      ];
      const schemaName = sourceCode.getText(imported.reference);
      const tool = toolLabel(definition, names.get(definition.node));
      for (const use of needed) {
        if (!firstNeedAt(imported.reference, use.path)) continue;
        const parent = use.path.slice(0, -1).join(".");
        context.report({
          node: imported.reference,
          messageId: "requiredFromUse",
          data: {
            name: use.path.join("."),
            where: parent === "" ? `the schema \`${schemaName}\`` : `\`${parent}\`'s schema in \`${schemaName}\``,
            tool,
            when: whenUsed(parent, use.over),
            use: use.text ?? useText(use.node),
            line: String(use.node.loc.start.line),
          },
        });
      }
    }

    /** A use's code for a message: one line, at most 40 characters. */
    function useText(node: TSESTree.Node): string {
      const text = sourceCode.getText(node).replace(/\s+/g, " ");
      return text.length > 40 ? `${text.slice(0, 39)}…` : text;
    }

    /**
     * A zod schema, written here or in another module: a top-level key it may leave missing even after parsing
     * (`.optional()`, no default), which the implementation uses unconditionally. The arguments
     * the handler gets are the parsed ones, so a key the schema fills in is never missing.
     */
    function checkZodRequiredFromUse(definition: ToolDefinition, view: ArgumentsView): void {
      const { ctx } = getFileViews(context);
      if (definition.zodSchema === undefined) return;
      // Only a shape read from source tells which keys may be missing: the checker's reading never says.
      const properties = writtenZodProperties(ctx, definition.zodSchema);
      if (properties === undefined || properties === "unread" || properties.absent === undefined) return;
      reportLeftOut(definition, view, properties.keys, properties.absent, "zod");
    }

    /** A TypeBox object: a key written `Type.Optional(…)` that the implementation uses unconditionally. */
    function checkTypeboxRequiredFromUse(definition: ToolDefinition, view: ArgumentsView): void {
      const { ctx } = getFileViews(context);
      if (definition.typeboxSchema === undefined) return;
      const properties = typeboxProperties(ctx, definition.typeboxSchema);
      if (properties !== undefined) reportLeftOut(definition, view, properties.keys, properties.optional, "TypeBox");
    }

    /** Reports each top-level key of `absent` (keys the schema lets the model leave out) that the implementation needs. */
    function reportLeftOut(
      definition: ToolDefinition,
      view: ArgumentsView,
      keys: ReadonlyMap<string, TSESTree.Node>,
      absent: ReadonlySet<string>,
      library: string,
    ): void {
      const { ctx, entries, names } = getFileViews(context);
      if (absent.size === 0) return;
      const query = absentKeysQuery(absent);
      const tool = toolLabel(definition, names.get(definition.node));
      for (const use of neededProperties(ctx, view, entries.get(definition.node) ?? [], query)) {
        const key = keys.get(use.path[0]!);
        if (key === undefined || !firstNeedAt(key, use.path)) continue;
        context.report({
          node: key,
          messageId: "requiredFromUseLibrary",
          data: {
            name: use.path[0]!,
            tool,
            library,
            when: whenUsed("", use.over),
            use: use.text ?? useText(use.node),
            line: String(use.node.loc.start.line),
          },
        });
      }
    }

    function reportNeeded(use: NeededUse, schema: SchemaLiteral, tool: string): void {
      const property = use.path.at(-1)!;
      const objectPath = use.path.slice(0, -1).flatMap((name) => ["properties", name]);
      const drift: Drift = {
        kind: "required-mismatch",
        path: [...objectPath, "properties", property],
        name: use.path.join("."),
        property,
        expected: "required",
        actual: "optional",
        expectedRequired: true,
      };
      const node = reportNode(schema, drift);
      if (reportedNeeded.has(node)) return; // two tools sharing one schema literal: one report
      reportedNeeded.add(node);
      const parent = use.path.slice(0, -1).join(".");
      const edits = planDriftFix(schema, drift);
      context.report({
        node,
        messageId: "requiredFromUse",
        data: {
          name: drift.name,
          where: parent === "" ? "the schema" : `\`${parent}\`'s schema`,
          tool,
          when: whenUsed(parent, use.over),
          use: use.text ?? useText(use.node),
          line: String(use.node.loc.start.line),
        },
        suggest:
          edits && edits.length > 0
            ? [{ messageId: "addRequired", data: { property }, fix: (fixer) => toFixes(fixer, edits) }]
            : [],
      });
    }

    /**
     * The schema promises a `default` for a property the model may leave out, and the implementation
     * falls back to another literal when it is absent: the model (and the user reading the schema)
     * expect one value, the call gets another. Which one is right only the author knows: no fix.
     */
    function checkDefaults(): void {
      const { definitions, views, names } = getFileViews(context);
      for (const definition of definitions) {
        const view = views.get(definition.node);
        // A validator may fill in defaults before the reads, and a reassigned or written property
        // may hold a value the code made: the reads' defaults need not be what an absent one gets.
        if (definition.schemaNode === undefined || view === undefined || view.reassigned || view.validated) continue;
        const literal = readSchemaLiteral(sourceCode, definition.schemaNode);
        if (!literal.readable) continue;
        const root = schemaAt(literal.value, []);
        const properties = root?.properties;
        if (!isRecord(properties)) continue;
        // A required property is always sent: neither default ever applies.
        const required = Array.isArray(root?.required) ? root.required : [];
        for (const [name, property] of Object.entries(properties)) {
          if (
            !isRecord(property) ||
            !Object.hasOwn(property, "default") ||
            view.written.has(name) ||
            required.includes(name)
          )
            continue;
          const differing = differingDefault(property.default!, codeDefaults(sourceCode, view, name));
          if (differing === undefined) continue;
          const tool = toolLabel(definition, names.get(definition.node));
          reportDefault(literal.nodes, ["properties", name, "default"], name, property.default!, differing, tool);
        }
      }
    }

    function reportDefault(
      nodes: SchemaLiteral["nodes"],
      path: string[],
      name: string,
      schemaDefault: JsonValue,
      code: CodeDefault,
      tool: string,
    ): void {
      const entry = nodes.get(pointer(path));
      if (entry === undefined) return;
      context.report({
        node: entry.property?.key ?? entry.node,
        messageId: "defaultMismatch",
        data: {
          name,
          tool,
          schema: JSON.stringify(schemaDefault),
          code: JSON.stringify(code.value),
          use: useText(code.node.parent!),
          line: String(code.node.loc.start.line),
        },
      });
    }

    return {
      "Program:exit"() {
        for (const definition of getToolDefinitions(context)) check(definition);
        checkRequiredFromUse();
        checkDefaults();
      },
    };
  },
});

/** What a schema is compared with: the implied schema, how messages name its source, and its convention. */
interface Target {
  result: GenerateResult;
  signature: string;
  /**
   * The implementation takes one arguments object (any SDK but our registry). An optional property
   * the schema leaves out then breaks no call (it may be an option forwarded to a library): only a
   * positional signature, whose generated schema is the truth, must expose every parameter.
   */
  object: boolean;
  /** Where the top-level property sits in the result's diagnostic paths (after the parameter's name, or first). */
  pathOffset: number;
  /** Linked only by the tool's name, and called nowhere: evidence enough to report, not to rewrite. */
  byName?: boolean;
  /** The reads tell which properties exist (ImplementationType.readsTellPresence). */
  readsTellPresence?: boolean;
  /** Properties read beside the type (ImplementationType.readBeside). */
  readBeside?: ReadonlySet<string>;
  /** The type is a called function's parameter (ImplementationType.calleeParameter). */
  calleeParameter?: boolean;
}

/**
 * An optional property of the implementation that the schema lacks: the model cannot send it, but
 * nothing breaks. Unless it is the new name of a property the schema has (a rename keeps the
 * user's description; dropping the old name alone would not).
 */
function isOptionalMissing(drift: Drift): boolean {
  return drift.kind === "missing-property" && drift.expectedRequired === false && drift.rename === undefined;
}

/** A top-level property one side has and the other lacks (a rename is a pair of them): the reads see those. */
/** The schema requires what the code leaves optional: the model always sends it, the code copes without. */
function isStricterRequired(drift: Drift): boolean {
  return drift.kind === "required-mismatch" && drift.expectedRequired === false;
}

/**
 * The type requires what the schema leaves optional (`format` of `({ format }: { format: string })`,
 * a top-level property).
 */
function isLooserRequired(drift: Drift): boolean {
  return drift.kind === "required-mismatch" && drift.expectedRequired === true && drift.name === drift.property;
}

function isPresenceDrift(drift: Drift): boolean {
  return (drift.kind === "missing-property" || drift.kind === "extra-property") && drift.name === drift.property;
}

/** The parameters a caller passes: without `this` and without the `ToolContext` the registry injects. */
function modelParameters(fn: TS.SignatureDeclaration, checker: TS.TypeChecker): TS.ParameterDeclaration[] {
  return fn.parameters.filter((parameter) => {
    if (ts.isIdentifier(parameter.name) && parameter.name.text === "this") return false;
    // Untyped parameters (JavaScript), and types written as data, cannot be a ToolContext: no checker query for them.
    return (
      parameter.type === undefined ||
      writtenAsData(parameter.type) ||
      !isToolContextType(checker.getTypeAtLocation(parameter), checker)
    );
  });
}

/**
 * A type written as plain data: a keyword (`string`, `number`…), a literal, an object literal type, an
 * array of such, or a union of them. It names no class, no function and no alias, so the checker
 * need not be asked whether it is one (false means: ask).
 */
function writtenAsData(type: TS.TypeNode): boolean {
  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword:
    case ts.SyntaxKind.NumberKeyword:
    case ts.SyntaxKind.BooleanKeyword:
    case ts.SyntaxKind.BigIntKeyword:
    case ts.SyntaxKind.NullKeyword:
    case ts.SyntaxKind.UndefinedKeyword:
    case ts.SyntaxKind.LiteralType:
    case ts.SyntaxKind.TypeLiteral:
      return true;
    default:
      if (ts.isArrayTypeNode(type)) return writtenAsData(type.elementType);
      if (ts.isUnionTypeNode(type)) return type.types.every(writtenAsData);
      if (ts.isParenthesizedTypeNode(type)) return writtenAsData(type.type);
      return false;
  }
}

/** Whether a type has a property that can be called: a class instance or a client, not JSON data. */
function hasMethods(type: TS.Type, checker: TS.TypeChecker): boolean {
  const nonNullable = checker.getNonNullableType(type);
  if (!(nonNullable.flags & ts.TypeFlags.Object)) return false;
  return nonNullable.getProperties().some((property) => {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (declaration === undefined) return false;
    // `city: string`, `unit?: "c" | "f"`: data, from the declaration.
    if (ts.isPropertySignature(declaration) && declaration.type !== undefined && writtenAsData(declaration.type))
      return false;
    return checker.getTypeOfSymbolAtLocation(property, declaration).getCallSignatures().length > 0;
  });
}

/** A primitive, literal or array type: a value, never an arguments object. */
function takesAValue(type: TS.Type, checker: TS.TypeChecker): boolean {
  const flags = ts.TypeFlags;
  const nonNullable = checker.getNonNullableType(type);
  if (nonNullable.flags & (flags.StringLike | flags.NumberLike | flags.BooleanLike | flags.BigIntLike)) return true;
  return checker.isArrayType(nonNullable) || checker.isTupleType(nonNullable);
}

/**
 * The implementation's default that contradicts the schema's, when every default it writes is a
 * literal and none is the schema's (one that agrees means the author meant it; a computed one says
 * nothing). `x || d` stands for `x ?? d` only when the schema's default is truthy: sent as written,
 * the advertised default then passes through both alike.
 */
function differingDefault(schemaDefault: JsonValue, defaults: readonly CodeDefault[]): CodeDefault | undefined {
  if (defaults.length === 0 || defaults.some((found) => found.value === undefined)) return undefined;
  if (defaults.some((found) => found.operator === "||" && !schemaDefault)) return undefined;
  if (defaults.some((found) => jsonEqual(found.value!, schemaDefault))) return undefined;
  return defaults[0];
}

function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]!));
  const aKeys = Object.keys(a);
  const bRecord = b as { [key: string]: JsonValue };
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => Object.hasOwn(bRecord, key) && jsonEqual((a as { [key: string]: JsonValue })[key]!, bRecord[key]!),
    )
  );
}

/** Parameters whose generated schema cannot be trusted; "all" when the function itself failed. */
/**
 * Whether the model's ISO strings reach the function as `Date`s: only through ToolRegistry, which
 * reads the mark the generator writes. Any other SDK hands the handler the raw string, so a `Date`
 * type there is no evidence of what the schema should say (the generator's `Date` schema would ask
 * for a mark nobody reads), and such properties are left alone, as they were before dates were
 * supported.
 */
function turnsStringsIntoDates(definition: ToolDefinition): boolean {
  return definition.format === "registry";
}

function parametersToSkip(result: GenerateResult, pathOffset: number): Set<string> | "all" {
  const skip = new Set<string>();
  for (const diagnostic of result.diagnostics) {
    if (diagnostic.severity !== "error" && !UNREADABLE_TYPE_CODES.has(diagnostic.code)) continue;
    const parameter = diagnostic.path[pathOffset];
    if (parameter === undefined) return "all";
    skip.add(parameter);
  }
  return skip;
}

/**
 * `({ orderId }: { orderId: string }) => lookupOrder(orderId)`: a wrapper that takes the arguments
 * object and calls the function one argument at a time; undefined for destructured or rest parameters.
 */
function wrapperText(
  functionName: string,
  parameters: readonly TS.ParameterDeclaration[],
  checker: TS.TypeChecker,
): string | undefined {
  const names: string[] = [];
  const members: string[] = [];
  for (const parameter of parameters) {
    if (!ts.isIdentifier(parameter.name) || parameter.dotDotDotToken) return undefined;
    const name = parameter.name.text;
    const optional = parameter.questionToken !== undefined || parameter.initializer !== undefined;
    const type = parameter.type?.getText() ?? checker.typeToString(checker.getTypeAtLocation(parameter));
    names.push(name);
    members.push(`${name}${optional ? "?" : ""}: ${type}`);
  }
  return `({ ${names.join(", ")} }: { ${members.join("; ")} }) => ${functionName}(${names.join(", ")})`;
}

/** The top-level parameter a drift concerns. */
function parameterOf(drift: Drift): string | undefined {
  if (drift.path.length === 1 && drift.path[0] === "properties") return drift.property;
  return drift.path[0] === "properties" ? drift.path[1] : undefined;
}

/**
 * `searchDocs(query, count)`: how messages name the function. An inline function is named by the
 * key it is written under (`execute({ city })`).
 */
function signatureLabel(link: ImplementationLink, fn: TS.SignatureDeclaration): string {
  // The name's text, not getText(): that finds the file and skips trivia for every parameter of every tool.
  const names = fn.parameters
    .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === "this"))
    .map((p) => bindingText(p.name));
  return `${functionLabel(link)}(${names.join(", ")})`;
}

function functionLabel(link: ImplementationLink): string {
  if (link.functionName !== "<anonymous>") return link.functionName;
  const parent = link.node.parent;
  if (
    parent?.type === AST_NODE_TYPES.Property &&
    parent.key.type === AST_NODE_TYPES.Identifier &&
    parent.key.name !== "function"
  ) {
    return parent.key.name;
  }
  return "the inline function";
}

/** A parameter's name, or the names a destructuring pattern binds: `{ city, unit }`. */
function bindingText(name: TS.BindingName): string {
  if (ts.isIdentifier(name)) return name.text;
  const inner = name.elements
    .map((element) => (ts.isBindingElement(element) ? bindingText(element.name) : ""))
    .filter((text) => text !== "");
  const text = inner.join(", ");
  if (text.length > 40) return ts.isObjectBindingPattern(name) ? "{…}" : "[…]";
  return ts.isObjectBindingPattern(name) ? `{ ${text} }` : `[${text}]`;
}

/**
 * The keys a validator the arguments pass through requires (`Schema.parse(args)`, no `.optional()`)
 * that the schema lets the model leave out: a call without one fails that validation.
 */
function validatorNeeds(view: ArgumentsView, query: NeededQuery): NeededUse[] {
  const needs: NeededUse[] = [];
  for (const validator of view.validators) {
    if (validator.optional === undefined) continue;
    for (const [property, key] of validator.keys) {
      if (validator.optional.has(property) || !query.optional([property])) continue;
      const node = key.parent?.type === AST_NODE_TYPES.Property ? key.parent : key;
      needs.push({ path: [property], node, ...(validator.name === undefined ? {} : { text: validator.name }) });
    }
  }
  return needs;
}

/** When a needed use runs: always, once its parent is given, or in the case of every value a switch's argument may take. */
function whenUsed(parent: string, over: string | undefined): string {
  const always = parent === "" ? "the tool runs" : `\`${parent}\` is given`;
  return over === undefined ? always : `${always}, whichever \`${over}\` the schema allows`;
}

/** The node a drift is reported at: the property key when there is one, else the nearest node written. */
function reportNode(schema: SchemaLiteral, drift: Drift): TSESTree.Node {
  for (let length = drift.path.length; length >= 0; length--) {
    const entry = schema.nodes.get(pointer(drift.path.slice(0, length)));
    if (!entry) continue;
    if (entry.property) return entry.property.key;
    const parent = schema.root.parent;
    if (entry.node === schema.root && parent?.type === "Property") return parent.key;
    return entry.node;
  }
  return schema.root;
}

function toFixes(fixer: TSESLint.RuleFixer, edits: TextEdit[]): TSESLint.RuleFix[] {
  return edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text));
}
