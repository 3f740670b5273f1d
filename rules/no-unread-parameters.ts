// no-unread-parameters: a schema property that no path of the implementation reads, so the value
// the model sends is silently dropped; or one whose every read only lands in a local variable that
// nothing uses (`const showCurrent = args.showCurrent !== false`, then no `showCurrent`). Only where every use of the arguments is visible: a spread,
// a dynamic key, the arguments handed to a function whose parameter says nothing, or the `arguments`
// object escaping makes the implementation opaque, and then this rule is silent.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import {
  chainMethods,
  findProperty,
  getFileViews,
  propertyValue,
  unwrap,
  rawTyped,
  readsAreComplete,
  typesLackSome,
  readsAreTheModels,
  validatorName,
  type ArgumentsView,
  definitionDeclared,
  type FindContext,
  nearestName,
  type ToolDefinition,
} from "../src/find/index.js";
import { toolLabel } from "../src/util/tool-label.js";
import { literalBoolean } from "../src/util/syntax.js";

type MessageIds = "unread" | "unused" | "dropped";

/** Methods that leave which values a field admits as they are, or only add absence. */
const ADMITS_SAME = new Set(["describe", "meta", "optional", "nullable", "nullish"]);

/**
 * Whether the schema written at a declared property's key admits no value, so the model can send
 * nothing to drop: zod's `z.never()` (a "takes no arguments" placeholder, `_: z.optional(z.never())`),
 * TypeBox's `Type.Never()`, JSON Schema's `false` or `{ not: {} }`.
 */
function admitsNoValue(key: TSESTree.Node): boolean {
  const property = key.parent;
  if (property?.type !== "Property" || property.key !== key) return false;
  return isNever(property.value);
}

function isNever(node: TSESTree.Node): boolean {
  const value = unwrap(node);
  if (value.type === "Literal" || value.type === "UnaryExpression") return literalBoolean(value) === false;
  if (value.type === "ObjectExpression") {
    const not = propertyValue(findProperty(value, "not"));
    return value.properties.length === 1 && not?.type === "ObjectExpression" && not.properties.length === 0;
  }
  const methods = chainMethods(value);
  const innermost = methods.at(-1);
  if (innermost === undefined || !methods.slice(0, -1).every((method) => ADMITS_SAME.has(method))) return false;
  if (innermost === "never" || innermost === "Never") return true;
  // `z.optional(z.never())`: the innermost call wraps the schema it is given.
  let call: TSESTree.Node = value;
  for (let i = 0; i < methods.length - 1 && call.type === "CallExpression"; i++)
    call = unwrap((call.callee as TSESTree.MemberExpression).object);
  const [inner] = call.type === "CallExpression" ? call.arguments : [];
  return ADMITS_SAME.has(innermost) && inner !== undefined && inner.type !== "SpreadElement" && isNever(inner);
}

/**
 * The declared properties the zod objects the arguments pass through all drop (they list them not,
 * and let no unlisted key through), when nothing else of the arguments hides a read: the code can
 * never get them, whatever it does with what the validators hand back (a type given to that speaks
 * only of what is left).
 */
function droppedDeclared(view: ArgumentsView, declared: Iterable<string>): string[] {
  if (view.validators.length === 0 || view.rawOpaque || view.reassigned || rawTyped(view)) return [];
  if (view.validators.some((validator) => validator.open)) return [];
  return [...declared].filter(
    (property) =>
      !view.reads.has(property) &&
      !view.elsewhere.has(property) &&
      !view.sharedReads.has(property) &&
      view.validators.every((validator) => !validator.keys.has(property)),
  );
}

/** "`a`", or "`a` and `b`" when several reads each land in a variable of their own. */
function variableList(names: readonly string[]): string {
  const quoted = [...new Set(names)]; // each as unusedVariableOfValue says it: "`x`", "the parameter `x` of f"
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)!}`;
}

export default createRule<[], MessageIds>({
  name: "no-unread-parameters",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool schema properties that the tool's implementation never reads",
      recommended: true,
      url: ruleDocsUrl("no-unread-parameters"),
    },
    schema: [],
    messages: {
      unread:
        "`{{property}}` is declared in the schema of {{tool}}, but no path of its implementation reads it, so the model's value is dropped: read it, or remove it from the schema.",
      dropped:
        "`{{property}}` is declared in the schema of {{tool}}, but `{{validator}}`, which its implementation validates the arguments with, does not list it: zod drops it, so the model's value never reaches the code. Add it to `{{validator}}`, or remove it from the schema.",
      unused:
        "`{{property}}` is declared in the schema of {{tool}}, but its implementation only assigns its value to {{variables}} and never uses it, so the model's value is dropped: use it, or remove it from the schema.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    // One schema literal may serve several tools: report each key once. A schema written in another
    // module is reported at the name that imports it, once per property.
    const reported = new Map<TSESTree.Node, Set<string>>();
    const firstReport = (node: TSESTree.Node, property: string): boolean => {
      const done = reported.get(node) ?? new Set<string>();
      reported.set(node, done);
      if (done.has(property)) return false;
      done.add(property);
      return true;
    };

    /** Reports each declared property every validator drops, at `at(property)`. */
    function reportDropped(
      tool: string,
      view: ArgumentsView,
      declared: Iterable<string>,
      at: (property: string) => TSESTree.Node,
    ): void {
      const dropped = droppedDeclared(view, declared);
      if (dropped.length === 0) return;
      const validator = validatorName(context.sourceCode, view.validators[0]!);
      for (const property of dropped) {
        const node = at(property);
        if (firstReport(node, property))
          context.report({ node, messageId: "dropped", data: { property, tool, validator } });
      }
    }

    function check(ctx: FindContext, definition: ToolDefinition, view: ArgumentsView, name: string | undefined): void {
      const complete = readsAreComplete(view);
      if (!complete && view.validators.length === 0) return;
      const declared = definitionDeclared(ctx, definition);
      if (declared === undefined) return;
      if (!complete) {
        if (!declared.open)
          reportDropped(toolLabel(definition, name), view, declared.keys.keys(), (property) =>
            declared.keys.get(property)!,
          );
        return;
      }
      // A read that is a near miss of a declared property is a rename: no-undeclared-arguments reports it
      // (at the read, with the fix); saying it again here would be two reports for one problem.
      const undeclaredReads = [...view.reads.keys(), ...view.elsewhere].filter((name) => !declared.keys.has(name));
      const renamed = new Set(
        readsAreTheModels(view) && !declared.open
          ? undeclaredReads.map((name) => nearestName(name, declared.keys.keys()))
          : [],
      );
      const checker = ctx.types?.program.getTypeChecker();
      for (const [property, key] of declared.keys) {
        if (view.sharedReads.has(property) || view.elsewhere.has(property) || renamed.has(property)) continue;
        // A property the handler's written type does not name is that type's drift: no-schema-drift says it.
        if (checker !== undefined && typesLackSome(view, new Set([property]), checker, (use) => use.visible === true))
          continue;
        if (admitsNoValue(key)) continue;
        const reads = view.reads.get(property) ?? [];
        // Every read's value lands in a variable nothing uses: read, but to no effect.
        const unused = reads.map((node) => view.unusedValues.get(node));
        if (unused.some((variable) => variable === undefined) || !firstReport(key, property)) continue;
        const tool = toolLabel(definition, name);
        if (reads.length === 0) context.report({ node: key, messageId: "unread", data: { property, tool } });
        else
          context.report({
            node: key,
            messageId: "unused",
            data: { property, tool, variables: variableList(unused as string[]) },
          });
      }
    }

    return {
      "Program:exit"() {
        const { ctx, definitions, views, names, remote } = getFileViews(
          context as Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
        );
        for (const definition of definitions) {
          const view = views.get(definition.node);
          if (view !== undefined) check(ctx, definition, view, names.get(definition.node));
        }
        // Dispatched here, declared in another module: reported at the validator, the schema being there.
        for (const tool of remote) {
          if (tool.schema.open || tool.view.validators.length === 0) continue;
          const at = tool.view.validators[0]!.node;
          reportDropped(`tool "${tool.name}"`, tool.view, tool.schema.properties, () => at);
        }
      },
    };
  },
});
