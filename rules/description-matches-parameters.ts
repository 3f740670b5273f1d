// description-matches-parameters: a tool or parameter description that names an identifier-like word
// (in backticks, snake_case or camelCase) that is not a schema property but is close to one. The
// model follows the prose — `thought_number` in the description, `thoughtNumber` in the schema — and
// the call fails. Reported at the description, with the word replaced as a suggestion.
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { toolLabel } from "../src/find/arguments/label.js";
import { nearestName, sameWords } from "../src/find/arguments/near.js";
import { splitWords } from "../src/find/names.js";
import { getFileViews } from "../src/find/arguments/index.js";
import type { ToolDefinition } from "../src/find/index.js";
import { constResolver, pointer, readLiteral, type LiteralNodeInfo } from "../src/schema/from-literal.js";
import type { JsonValue } from "../src/schema/json-schema.js";

type MessageIds = "mismatch" | "useDeclared";

/** A description and where it is written. */
interface Prose {
  text: string;
  node: TSESTree.Node;
  /** Written in a shared const: a suggestion must not edit it. */
  viaReference: boolean;
  /** How the message names it: `tool "x"` or `parameter "p" of tool "x"`. */
  where: string;
}

const IDENTIFIER_LIKE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Words that look like code in prose: `in backticks`, snake_case, camelCase. */
const CODE_WORDS = /`([^`\s]+)`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|\b([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+)\b/g;

/** The code-like words of a text, each once; `quoted` when written in backticks. */
function codeWords(text: string): { word: string; quoted: boolean }[] {
  const words = new Map<string, boolean>();
  for (const match of text.matchAll(CODE_WORDS)) {
    const word = match[1] ?? match[2] ?? match[3];
    if (word !== undefined && IDENTIFIER_LIKE.test(word)) words.set(word, (words.get(word) ?? false) || match[1] !== undefined);
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

function isObject(value: JsonValue | undefined): value is Record<string, JsonValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every property name at any depth, and every parameter description, of a schema read as JSON. */
function collectSchema(
  schema: JsonValue | undefined,
  path: string[],
  nodes: Map<string, LiteralNodeInfo>,
  tool: string,
  into: { names: Set<string>; prose: Prose[] },
): void {
  if (!isObject(schema)) return;
  const properties = schema["properties"];
  if (isObject(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      into.names.add(name);
      const propertyPath = [...path, "properties", name];
      const description = isObject(property) ? property["description"] : undefined;
      const info = nodes.get(pointer([...propertyPath, "description"]));
      if (typeof description === "string" && info !== undefined) {
        into.prose.push({ text: description, node: info.node, viaReference: info.viaReference, where: `parameter "${name}" of ${tool}` });
      }
      collectSchema(property, propertyPath, nodes, tool, into);
    }
  }
  collectSchema(schema["items"], [...path, "items"], nodes, tool, into);
  for (const keyword of ["anyOf", "oneOf", "allOf"]) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) branches.forEach((branch, index) => collectSchema(branch, [...path, keyword, String(index)], nodes, tool, into));
  }
}

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
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;
    const reported = new Set<string>();

    function check(definition: ToolDefinition, name: string | undefined): void {
      if (definition.schemaNode === undefined) return;
      const literal = readLiteral(definition.schemaNode, constResolver(sourceCode));
      if (!literal.readable) return;
      const tool = toolLabel(definition, name);
      const found = { names: new Set<string>(), prose: [] as Prose[] };
      collectSchema(literal.value, [], literal.nodes, tool, found);
      if (found.names.size === 0) return;
      if (definition.description !== undefined && definition.descriptionNode !== undefined) {
        const direct = definition.descriptionNode.type === AST_NODE_TYPES.Literal || definition.descriptionNode.type === AST_NODE_TYPES.TemplateLiteral;
        found.prose.unshift({ text: definition.description, node: definition.descriptionNode, viaReference: !direct, where: tool });
      }
      for (const prose of found.prose) {
        for (const { word, quoted } of codeWords(prose.text)) {
          if (found.names.has(word) || word === (definition.name ?? name)) continue;
          const declared = nearestName(word, found.names);
          if (declared === undefined || !namesProperty(word, quoted, declared)) continue;
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
                : [{ messageId: "useDeclared", data: { word, declared }, fix: (fixer) => fixer.replaceText(prose.node, replaced) }],
          });
        }
      }
    }

    return {
      "Program:exit"() {
        try {
          const { definitions, names } = getFileViews(context);
          for (const definition of definitions) check(definition, names.get(definition.node));
        } catch {
          // A crash would abort the user's whole lint run; staying silent is the lesser harm.
        }
      },
    };
  },
});

/** The literal's source with `word` (as a whole word) replaced; undefined when it is not there verbatim. */
function replaceWord(source: string, word: string, replacement: string): string | undefined {
  const pattern = new RegExp(`(?<![A-Za-z0-9_])${word}(?![A-Za-z0-9_])`, "g");
  if (!pattern.test(source)) return undefined;
  return source.replace(pattern, replacement);
}
