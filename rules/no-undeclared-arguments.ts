// no-undeclared-arguments: the implementation reads a property its schema never declares, so the
// model never sends it. find (definitions, their handlers and dispatch branches) → the properties the
// implementation reads → report each one the schema lacks, at the first read, with a rename
// suggestion when a declared property is one case conversion or a small edit away.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import {
  getFileViews,
  rawTyped,
  readsAreTheModels,
  validatorName,
  typesLackSome,
  typesLeaveOptional,
  type ArgumentsView,
  type PrologueRead,
  definitionDeclared,
  type FindContext,
  nearestName,
  type ToolDefinition,
  functionName,
  memberKey,
  usedOnce,
} from "../src/find/index.js";
import { toolLabel } from "../src/util/tool-label.js";

type MessageIds = "undeclared" | "undeclaredNear" | "undeclaredElsewhere" | "renameRead" | "validatorKey";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Whether the type a framework declares for what a read reads from names the property, in a
 * declaration file (`(args) => args.context` with `args` typed by its package as `{ context:
 * ToolCallContext } & Record<string, any>`): the framework hands it over beside the model's
 * arguments. A type of the project's own, or one a schema's inference makes, is no such word.
 */
function providedByFramework(services: FindContext["types"], read: TSESTree.Node, property: string): boolean {
  const holder = readHolder(read);
  if (services === undefined || holder === undefined) return false;
  const checker = services.program.getTypeChecker();
  const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(holder));
  const declarations = checker.getPropertyOfType(type, property)?.declarations ?? [];
  return declarations.length > 0 && declarations.every((declaration) => declaration.getSourceFile().isDeclarationFile);
}

/**
 * `input.shell_id || input.bash_id`: a read made only when a declared property of the same object
 * holds nothing, an old name the code still accepts. The model's value comes through the declared one.
 */
function fallbackOfDeclared(read: TSESTree.Node, declared: ReadonlySet<string>): boolean {
  const member = read.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.property !== read) return false;
  const logical = member.parent;
  if (logical?.type !== AST_NODE_TYPES.LogicalExpression || logical.operator === "&&" || logical.right !== member)
    return false;
  const left = logical.left;
  if (left.type !== AST_NODE_TYPES.MemberExpression || !declared.has(memberKey(left) ?? "")) return false;
  return (
    left.object.type === AST_NODE_TYPES.Identifier &&
    member.object.type === AST_NODE_TYPES.Identifier &&
    left.object.name === member.object.name
  );
}

/** What a read reads from: the object of `x.p`, the pattern of `const { p } = x`. */
function readHolder(read: TSESTree.Node): TSESTree.Node | undefined {
  const parent = read.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === read) return parent.object;
  if (
    parent?.type === AST_NODE_TYPES.Property &&
    parent.key === read &&
    parent.parent.type === AST_NODE_TYPES.ObjectPattern
  )
    return parent.parent;
  return undefined;
}

/**
 * When the only thing between the model and the reads is validation by zod objects whose keys are
 * all known, none of them letting unlisted keys through: which keys no validator can give a value.
 * A key none of them keeps is dropped; one a validator leaves optional with nothing to fill it in
 * (no default, no transform) keeps only what the model sent. A read of either is of the model's value.
 */
function modelOnlyAfterValidators(view: ArgumentsView): ((property: string) => boolean) | undefined {
  if (!view.validated || view.reassigned || rawTyped(view) || view.validators.length === 0) return undefined;
  if (view.validators.some((validator) => validator.open)) return undefined;
  return (property) =>
    view.validators.every((validator) => !validator.keys.has(property) || validator.absent?.has(property) === true);
}

export default createRule<[], MessageIds>({
  name: "no-undeclared-arguments",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow reading tool arguments that the tool's schema does not declare",
      recommended: true,
      url: ruleDocsUrl("no-undeclared-arguments"),
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      undeclared:
        "`{{property}}` is read by the implementation of {{tool}}, but its schema does not declare it, so the model never sends it: add `{{property}}` to the schema's `properties`.",
      undeclaredNear:
        "`{{property}}` is read by the implementation of {{tool}}, but its schema declares `{{declared}}`, so `{{property}}` is never sent: read `{{declared}}`, or rename the schema property.",
      undeclaredElsewhere:
        "`{{property}}` is read by {{callee}}, which the implementation of {{tool}} hands its arguments to, but its schema does not declare it, so the model never sends it: add `{{property}}` to the schema's `properties`.",
      renameRead: "Read `{{declared}}` instead of `{{property}}`.",
      validatorKey:
        "`{{property}}` is required by `{{validator}}`, which the implementation of {{tool}} validates its arguments with, but the schema does not declare it, so every call fails that validation: add `{{property}}` to the schema, or make it optional in `{{validator}}`.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;
    // A branch shared by two tools (`case "a": case "b":`) is one read: report it once.
    const reported = new Set<TSESTree.Node>();
    const reportedPrologue = new Set<string>();
    const reportedValidatorKeys = new Set<string>();
    const reportedElsewhere = new Set<string>();
    // The file's type information (its program: what functions of other modules read), set when the views are built.
    let services: FindContext["types"];

    function check(
      ctx: FindContext,
      definition: ToolDefinition,
      view: ArgumentsView,
      name: string | undefined,
      variants: readonly ToolDefinition[],
    ): void {
      const declared = variantsDeclared(ctx, [definition, ...variants]);
      if (declared === undefined) return;
      const tool = toolLabel(definition, name);
      checkReads(tool, declared, view);
      checkValidators(tool, declared, view);
    }

    /**
     * What a tool declares when the file writes it more than once under one name (a full and a
     * lite variant, one of which is registered at run time): the code serves each, so a property
     * any of them declares is one the model may send. Undefined when one of them is not known and closed.
     */
    function variantsDeclared(ctx: FindContext, definitions: readonly ToolDefinition[]): Set<string> | undefined {
      const names = new Set<string>();
      for (const definition of definitions) {
        const declared = definitionDeclared(ctx, definition);
        if (declared === undefined || declared.open) return undefined;
        for (const key of declared.keys.keys()) names.add(key);
      }
      return names;
    }

    /**
     * Reports each key a closed validator the arguments pass through requires and `declared` lacks:
     * every call the model makes from the schema fails that validation. Keys the validator lets the
     * model leave out are not reported (a validator shared by several tools lists more than one
     * needs), nor is anything of a validator whose optional keys are unknown (a declared type).
     */
    function checkValidators(tool: string, declared: ReadonlySet<string>, view: ArgumentsView): void {
      for (const validator of view.validators) {
        const optional = validator.optional;
        if (optional === undefined) continue;
        const name = validatorName(sourceCode, validator);
        for (const [property, key] of validator.keys) {
          if (declared.has(property) || optional.has(property)) continue;
          // The key when the validator is written in this file; an imported one's keys are its name.
          const once = `${key.range[0]}:${property}`;
          if (reportedValidatorKeys.has(once)) continue;
          reportedValidatorKeys.add(once);
          context.report({ node: key, messageId: "validatorKey", data: { property, tool, validator: name } });
        }
      }
    }

    /** Reports each property `view` reads that `declared` lacks, at its first read. */
    function checkReads(tool: string, declared: ReadonlySet<string>, view: ArgumentsView): void {
      const models = readsAreTheModels(view);
      // After a validator, a read of a key it lists may be the validator's default; one of a key no
      // closed validator lists is always missing (zod drops what its object does not list), and one
      // it leaves optional with nothing to fill it in holds only what the model sent.
      const modelOnly = models ? undefined : (modelOnlyAfterValidators(view) ?? optionalInTypes(view, declared));
      if (!models && modelOnly === undefined) return;
      for (const [property, reads] of view.reads) {
        if (declared.has(property) || view.written.has(property) || reads.length === 0) continue;
        if (modelOnly !== undefined && !modelOnly(property)) continue;
        const first = reads[0]!;
        if (providedByFramework(services, first, property)) continue;
        if (reads.every((read) => fallbackOfDeclared(read, declared))) continue;
        if (reported.has(first)) continue;
        reported.add(first);
        const near = nearestName(property, declared);
        if (near === undefined) {
          context.report({ node: first, messageId: "undeclared", data: { property, tool } });
          continue;
        }
        const edits = reads.map((read) => renameEdit(read, near));
        context.report({
          node: first,
          messageId: "undeclaredNear",
          data: { property, tool, declared: near },
          suggest: edits.every((edit) => edit !== undefined)
            ? [
                {
                  messageId: "renameRead",
                  data: { property, declared: near },
                  fix: (fixer) => edits.map((edit) => fixer.replaceTextRange(edit!.range, edit!.text)),
                },
              ]
            : [],
        });
      }
      checkElsewhere(tool, declared, view, modelOnly);
    }

    /**
     * When only types speak for the arguments (a cast, a guard, a typed parameter), no-schema-drift
     * compares what they require with the schema: a read here is reported only of a property every
     * such type leaves optional, which no-schema-drift lets the schema lack. Not when the schema
     * declares a name a type lacks: no-schema-drift reports that one (a rename, often), and one
     * problem gets one report.
     */
    function optionalInTypes(
      view: ArgumentsView,
      declared: ReadonlySet<string>,
    ): ((property: string) => boolean) | undefined {
      const program = services?.program;
      if (view.reassigned || view.validated || view.typed.length === 0 || program === undefined) return undefined;
      const checker = program.getTypeChecker();
      if (typesLackSome(view, declared, checker)) return undefined;
      return (property) => typesLeaveOptional(view, property, checker);
    }

    /**
     * Reports each property that a function of another module, handed the arguments by the tool's
     * handler, reads and `declared` lacks, at the argument handed: no other module knows the tool.
     * Only when every function the read passes through is used in that one place (a helper several
     * tools call reads what any of them sends).
     */
    function checkElsewhere(
      tool: string,
      declared: ReadonlySet<string>,
      view: ArgumentsView,
      modelOnly: ((property: string) => boolean) | undefined,
    ): void {
      const known = services?.program;
      if (known === undefined) return;
      for (const [property, handed] of view.elsewhereReads) {
        if (declared.has(property) || view.written.has(property) || view.reads.has(property)) continue;
        if (modelOnly !== undefined && !modelOnly(property)) continue;
        const at = handed.find((read) => [...read.functions].every((fn) => usedOnce(known, fn)));
        if (at === undefined) continue;
        const once = `${at.node.range[0]}:${property}`;
        if (reportedElsewhere.has(once)) continue;
        reportedElsewhere.add(once);
        const called = functionName([...at.functions][0]!);
        const callee = called === undefined ? "a function of another module" : `\`${called.text}\``;
        context.report({ node: at.node, messageId: "undeclaredElsewhere", data: { property, tool, callee } });
      }
    }

    /**
     * A read that runs for every tool reaching the dispatch (`args.headless` in the browser set-up)
     * is the model's for each: where some of those tools declare it and others do not, it is
     * undeclared for the others. Only when every schema is known and closed.
     */
    function checkPrologue(
      ctx: FindContext,
      read: PrologueRead,
      views: ReadonlyMap<TSESTree.Node, ArgumentsView>,
      names: ReadonlyMap<TSESTree.Node, string>,
    ): void {
      const lacking: ToolDefinition[] = [];
      let declaredBySome = false;
      for (const definition of read.definitions) {
        const view = views.get(definition.node);
        const declared = definitionDeclared(ctx, definition);
        if (
          view === undefined ||
          !readsAreTheModels(view) ||
          view.written.has(read.property) ||
          declared === undefined ||
          declared.open
        )
          return;
        if (declared.keys.has(read.property)) declaredBySome = true;
        else lacking.push(definition);
      }
      // One argument handed to a function of another module may stand for several reads.
      const key = `${read.node.range[0]}:${read.property}`;
      if (!declaredBySome || lacking.length === 0 || reportedPrologue.has(key)) return;
      reportedPrologue.add(key);
      const tool = lacking.map((definition) => toolLabel(definition, names.get(definition.node))).join(" and ");
      context.report({ node: read.node, messageId: "undeclared", data: { property: read.property, tool } });
    }

    /** The edit that makes one read read `declared`: a member name, a string key, a destructuring key. */
    function renameEdit(read: TSESTree.Node, declared: string): { range: TSESTree.Range; text: string } | undefined {
      const quoted = JSON.stringify(declared);
      const parent = read.parent;
      if (read.type === AST_NODE_TYPES.Literal) return { range: read.range, text: quoted };
      if (read.type !== AST_NODE_TYPES.Identifier) return undefined;
      if (parent?.type === AST_NODE_TYPES.MemberExpression && !parent.computed) {
        return IDENTIFIER.test(declared) ? { range: read.range, text: declared } : undefined;
      }
      if (parent?.type === AST_NODE_TYPES.Property && parent.key === read) {
        const key = IDENTIFIER.test(declared) ? declared : quoted;
        // `{ thought_number }` binds a local of that name: keep it, change only what is read.
        if (parent.shorthand) return { range: parent.range, text: `${key}: ${sourceCode.getText(parent.value)}` };
        return { range: read.range, text: key };
      }
      return undefined;
    }

    return {
      "Program:exit"() {
        const { ctx, definitions, views, names, remote, incoming, prologue } = getFileViews(context);
        services = ctx.types;
        for (const definition of definitions) {
          const view = views.get(definition.node);
          const name = names.get(definition.node);
          const variants =
            name === undefined
              ? []
              : definitions.filter((other) => other !== definition && names.get(other.node) === name);
          if (view !== undefined) check(ctx, definition, view, name, variants);
        }
        // Dispatched here, listed in another file: judged against the property names declared there.
        for (const tool of remote) {
          if (tool.schema.open) continue;
          checkReads(`tool "${tool.name}"`, tool.schema.properties, tool.view);
          checkValidators(`tool "${tool.name}"`, tool.schema.properties, tool.view);
        }
        // Read before the dispatch for every tool, declared by some of them: undeclared for the others.
        for (const read of prologue) checkPrologue(ctx, read, views, names);
        // A function of this file that dispatches elsewhere hand tools' arguments to: a read is
        // undeclared only when no tool reaching it declares it, and every such schema is known.
        for (const tool of incoming) {
          if (tool.schemas.some((schema) => schema === undefined || schema.open)) continue;
          const declared = new Set(tool.schemas.flatMap((schema) => [...schema!.properties]));
          const label = tool.names.map((name) => `tool "${name}"`).join(" and ");
          checkReads(label, declared, tool.view);
          checkValidators(label, declared, tool.view);
        }
      },
    };
  },
});
