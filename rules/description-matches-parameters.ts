// description-matches-parameters: a tool or parameter description that names an identifier-like word
// (in backticks, snake_case or camelCase) that is not a schema property but is close to one. The
// model follows the prose — `thought_number` in the description, `thoughtNumber` in the schema — and
// the call fails. Reported at the description, with the word replaced as a suggestion. Also a tool
// description whose input example or list of required arguments holds a name the schema lacks.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { unwrap } from "../src/util/syntax.js";
import { toolLabel } from "../src/util/tool-label.js";
import {
  nearestName,
  sameWords,
  splitWords,
  hasSpread,
  getFileViews,
  definitionDeclared,
  type FindContext,
  isWrittenText,
  readDescriptionText,
  findProperty,
  followConst,
  propertyValue,
  readStaticString,
  staticProperties,
  type ToolDefinition,
} from "../src/find/index.js";
import { undeclaredArgumentClaims, type ClaimForm } from "./description-matches-parameters/description-claims.js";

type MessageIds = "mismatch" | "useDeclared" | "undeclared";

/** A description and where it is written. */
interface Prose {
  text: string;
  node: TSESTree.Node;
  /** Written in a shared const: a suggestion must not edit it. */
  viaReference: boolean;
  /** How the message names it: `tool "x"` or `parameter "p" of tool "x"`. */
  where: string;
  /** A parameter's own text values (its `default`, `enum`, `const`, `examples`). */
  values?: ReadonlySet<string>;
}

const IDENTIFIER_LIKE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Words that look like code in prose: `in backticks`, snake_case, camelCase. */
const CODE_WORDS = /`([^`\s]+)`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|\b([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+)\b/g;
/** What every CODE_WORDS match contains (a backtick, an underscore, a lower-then-upper pair): text without any has none. */
const MAY_HOLD_CODE_WORDS = /[`_]|[a-z0-9][A-Z]/;

/** The code-like words of a text, each once; `quoted` when written in backticks. */
function codeWords(text: string): { word: string; quoted: boolean }[] {
  // Most descriptions are plain prose: one cheap test instead of CODE_WORDS at every position.
  if (!MAY_HOLD_CODE_WORDS.test(text)) return [];
  const words = new Map<string, boolean>();
  for (const match of text.matchAll(CODE_WORDS)) {
    const word = match[1] ?? match[2] ?? match[3];
    if (word !== undefined && IDENTIFIER_LIKE.test(word))
      words.set(word, (words.get(word) ?? false) || match[1] !== undefined);
  }
  return [...words].map(([word, quoted]) => ({ word, quoted }));
}

/**
 * Whether a word found close to a property names it. In backticks it surely means code; a bare
 * word only when it is the property in another case style, or a typo of it with the same number of
 * words (`thougthNumber`), never a brand-like word (`iPhone` is not a typo of `phone`).
 */
function namesProperty(word: string, quoted: boolean, property: string): boolean {
  if (quoted || sameWords(word, property)) return true;
  const words = splitWords(word);
  return words.length >= 2 && words.length === splitWords(property).length && words.every((part) => part.length >= 2);
}

interface SchemaWords {
  names: Set<string>;
  prose: Prose[];
  /** Every property name could be read. */
  complete: boolean;
  /**
   * Only the top-level names are known (a zod schema, one of another module): a word near one of them
   * may be a nested or returned property's name, so only the same words in another case style count.
   */
  topLevelOnly?: boolean;
}

/** Deeper than this, a schema is not walked further (a const referring to itself cannot loop us). */
const MAX_DEPTH = 32;

/** The literal a node is written as, and whether a const had to be followed to reach it. */
function resolve(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node,
): { value: TSESTree.Node; viaReference: boolean } {
  const value = followConst(sourceCode, node);
  return { value, viaReference: value !== unwrap(node) };
}

/** Every property name at any depth, and every parameter description, of a schema literal. */
function collectSchema(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node,
  viaReference: boolean,
  tool: string,
  into: SchemaWords,
  depth = 0,
): void {
  const schema = resolve(sourceCode, node);
  const via = viaReference || schema.viaReference;
  if (schema.value.type !== AST_NODE_TYPES.ObjectExpression || depth > MAX_DEPTH) return;
  // A spread or a `$ref` may bring in names we cannot see: then no word can be called a stranger.
  if (hasSpread(schema.value) || findProperty(schema.value, "$ref") !== undefined) into.complete = false;
  const propertiesValue = propertyValue(findProperty(schema.value, "properties"));
  const properties = propertiesValue === undefined ? undefined : resolve(sourceCode, propertiesValue);
  if (properties?.value.type === AST_NODE_TYPES.ObjectExpression) {
    const list = staticProperties(properties.value);
    if (list.length !== properties.value.properties.length) into.complete = false;
    for (const { name, property } of list) {
      into.names.add(name);
      const propertySchema = resolve(sourceCode, property.value);
      if (propertySchema.value.type === AST_NODE_TYPES.ObjectExpression) {
        const descriptionNode = propertyValue(findProperty(propertySchema.value, "description"));
        const text = readStaticString(sourceCode, descriptionNode);
        if (descriptionNode !== undefined && text !== undefined) {
          const shared =
            via || properties.viaReference || propertySchema.viaReference || !isWrittenText(descriptionNode);
          into.prose.push({
            text,
            node: descriptionNode,
            viaReference: shared,
            where: `parameter "${name}" of ${tool}`,
            values: ownValues(sourceCode, propertySchema.value),
          });
        }
      }
      collectSchema(sourceCode, property.value, via || properties.viaReference, tool, into, depth + 1);
    }
  }
  const items = propertyValue(findProperty(schema.value, "items"));
  if (items !== undefined) collectSchema(sourceCode, items, via, tool, into, depth + 1);
  for (const keyword of ["anyOf", "oneOf", "allOf"]) {
    const branches = propertyValue(findProperty(schema.value, keyword));
    const list = branches === undefined ? undefined : resolve(sourceCode, branches);
    if (list?.value.type !== AST_NODE_TYPES.ArrayExpression) continue;
    for (const element of list.value.elements) {
      if (element !== null && element.type !== AST_NODE_TYPES.SpreadElement) {
        collectSchema(sourceCode, element, via || list.viaReference, tool, into, depth + 1);
      }
    }
  }
}

/** How a message says where the description presents the name. */
const CLAIM_PLACES: Record<ClaimForm, string> = {
  example: "in its input example",
  "required-list": "in the list it says is required",
};

export default createRule<[], MessageIds>({
  name: "description-matches-parameters",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool and parameter descriptions that name a parameter differently from the schema",
      recommended: true,
      url: ruleDocsUrl("description-matches-parameters"),
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      mismatch:
        "The description of {{where}} names `{{word}}`, but the schema calls it `{{declared}}`: the model follows the prose and may send `{{word}}`. Write `{{declared}}`.",
      useDeclared: "Write `{{declared}}` instead of `{{word}}` in the description.",
      undeclared:
        "The description of {{where}} gives `{{word}}` as an argument ({{place}}), but the schema has no `{{word}}`: the model is told to send what the tool does not take. Make the description and the schema agree.",
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;
    const reported = new Set<string>();

    function check(ctx: FindContext, definition: ToolDefinition, name: string | undefined): void {
      const tool = toolLabel(definition, name);
      const description = readDescriptionText(ctx, definition.descriptionNode);
      let schemaNames: SchemaWords | undefined;
      if (definition.schemaNode !== undefined) {
        schemaNames = { names: new Set(), prose: [], complete: true };
        collectSchema(sourceCode, definition.schemaNode, false, tool, schemaNames);
      } else {
        // A zod schema, or one of another module: its top-level names, when they are all of it.
        const declared = definitionDeclared(ctx, definition);
        if (declared !== undefined && !declared.open && declared.keys.size > 0)
          schemaNames = { names: new Set(declared.keys.keys()), prose: [], complete: true, topLevelOnly: true };
      }
      if (description !== undefined && definition.descriptionNode !== undefined) {
        checkClaims(ctx, definition, tool, description.text, definition.descriptionNode, schemaNames);
        schemaNames?.prose.unshift({
          text: description.text,
          node: definition.descriptionNode,
          viaReference: !description.inPlace,
          where: tool,
        });
      }
      if (schemaNames !== undefined) checkNearNames(definition, name, schemaNames);
    }

    /** Names the tool description presents as arguments (an input example, a required list) that the schema lacks. */
    function checkClaims(
      ctx: FindContext,
      definition: ToolDefinition,
      tool: string,
      text: string,
      node: TSESTree.Node,
      schemaNames: SchemaWords | undefined,
    ): void {
      const declared = definitionDeclared(ctx, definition);
      if (declared === undefined || declared.open || declared.keys.size === 0 || schemaNames?.complete === false)
        return;
      // Names nested in a JSON Schema literal count too: the prose may speak of them.
      const names = new Set([...declared.keys.keys(), ...(schemaNames?.names ?? [])]);
      for (const { name: word, form } of undeclaredArgumentClaims(text, names)) {
        const key = `${node.range[0]}:${word}`;
        if (reported.has(key)) continue;
        reported.add(key);
        context.report({ node, messageId: "undeclared", data: { where: tool, word, place: CLAIM_PLACES[form] } });
      }
    }

    /** Code-like words of the descriptions that are a case style or a typo away from a property. */
    function checkNearNames(definition: ToolDefinition, name: string | undefined, found: SchemaWords): void {
      if (found.names.size === 0 || !found.complete) return;
      for (const prose of found.prose) {
        const words = codeWords(prose.text);
        // A parameter's description that names one of the parameter's own values (`Sort by: due_date,
        // created_at…` with `default: "due_date"`) lists values, not properties.
        if (words.some(({ word }) => prose.values?.has(word) === true)) continue;
        for (const { word, quoted } of words) {
          if (found.names.has(word) || word === (definition.name ?? name)) continue;
          const declared = nearestName(word, found.names);
          if (declared === undefined || !namesProperty(word, quoted, declared)) continue;
          // Prose speaks of several of a property's values by its plural (`an agent_id or [agent_ids]`).
          if (isPluralOf(word, declared)) continue;
          if (found.topLevelOnly === true && !sameWords(word, declared)) continue;
          const key = `${prose.node.range[0]}:${word}`;
          if (reported.has(key)) continue;
          reported.add(key);
          const replaced = prose.viaReference ? undefined : replaceWord(sourceCode.getText(prose.node), word, declared);
          context.report({
            node: prose.node,
            messageId: "mismatch",
            data: { where: prose.where, word, declared },
            suggest:
              replaced === undefined
                ? []
                : [
                    {
                      messageId: "useDeclared",
                      data: { word, declared },
                      fix: (fixer) => fixer.replaceText(prose.node, replaced),
                    },
                  ],
          });
        }
      }
    }

    return {
      "Program:exit"() {
        const { ctx, definitions, names } = getFileViews(context);
        for (const definition of definitions) check(ctx, definition, names.get(definition.node));
      },
    };
  },
});

/** The text values a property's schema literal gives it: `default`, `const`, `enum` and `examples`. */
function ownValues(sourceCode: Readonly<TSESLint.SourceCode>, schema: TSESTree.ObjectExpression): Set<string> {
  const values = new Set<string>();
  for (const keyword of ["default", "const", "enum", "examples"]) {
    const value = propertyValue(findProperty(schema, keyword));
    if (value === undefined) continue;
    const list = value.type === AST_NODE_TYPES.ArrayExpression ? value.elements : [value];
    for (const element of list) {
      const text = element === null ? undefined : readStaticString(sourceCode, element);
      if (text !== undefined) values.add(text);
    }
  }
  return values;
}

/** The literal's source with `word` (as a whole word) replaced; undefined when it is not there verbatim. */
function replaceWord(source: string, word: string, replacement: string): string | undefined {
  const pattern = new RegExp(`(?<![A-Za-z0-9_])${word}(?![A-Za-z0-9_])`, "g");
  if (!pattern.test(source)) return undefined;
  return source.replace(pattern, replacement);
}

/** `agent_ids` of `agent_id`, `addresses` of `address`: the English plural of a name, not another name. */
function isPluralOf(word: string, name: string): boolean {
  return word === `${name}s` || word === `${name}es`;
}
