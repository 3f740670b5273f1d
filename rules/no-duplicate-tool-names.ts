// no-duplicate-tool-names: two tools under one name on the same registry or in the same tool list.
// The provider either rejects the request (Anthropic, Gemini) or one tool silently shadows the other.
//   In the file: definitions whose group (registry variable, tools array, Vercel tools object) is the
//   same. Across files (type information only): registrations on the same registry or MCP server
//   symbol, and a tool
//   list (array literal) whose elements are definitions imported from other modules.
import path from "node:path";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import {
  followConst,
  getToolDefinitions,
  optionalTypeServices,
  type ToolDefinition,
  registrySitesNamed,
} from "../src/find/index.js";
import { unwrap } from "../src/util/syntax.js";
import { importedDefinition } from "./no-duplicate-tool-names/imported-definition.js";

type MessageIds = "duplicate" | "duplicateInOtherFile" | "duplicateOnServerInOtherFile" | "duplicateInList";

/** One element of a tool list, named. */
interface ListEntry {
  name: string;
  node: TSESTree.Node;
  /** "line 4" for this file, "tools/weather.ts:3" for an imported definition. */
  where: string;
  imported: boolean;
}

function containerLabel(group: string): string {
  if (group.startsWith("registry")) return "registry";
  if (group.startsWith("object")) return "tools object";
  return "tool list";
}

export default createRule<[], MessageIds>({
  name: "no-duplicate-tool-names",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow two tools with the same name on one registry or in one tool list",
      recommended: true,
      url: ruleDocsUrl("no-duplicate-tool-names"),
    },
    schema: [],
    messages: {
      duplicateInList:
        'Tool name "{{name}}" appears more than once in this tool list (also {{other}}); the provider rejects duplicate names or one tool silently replaces the other. Remove or rename one of them.',
      duplicate:
        'Tool name "{{name}}" is used again at line {{otherLine}} in the same {{container}}; the provider rejects duplicate names or one tool silently replaces the other. Rename one of them or remove the duplicate.',
      duplicateInOtherFile:
        'Tool name "{{name}}" is also registered on this registry in {{otherFile}}:{{otherLine}}; the last registration silently replaces the other. Rename one of them or remove the duplicate.',
      duplicateOnServerInOtherFile:
        'Tool name "{{name}}" is also registered on this MCP server in {{otherFile}}:{{otherLine}}; the SDK throws "Tool {{name}} is already registered" when the second one registers, and the server does not start. Rename one of them or remove the duplicate.',
    },
    languages: ["js/js"],
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** In-file duplicates: every definition of a name that occurs more than once in one group. */
    function reportInFile(definitions: readonly ToolDefinition[]): void {
      const byKey = new Map<string, ToolDefinition[]>();
      for (const definition of definitions) {
        if (definition.group === undefined || definition.name === undefined) continue;
        const key = `${definition.group}\u0000${definition.name}`;
        const list = byKey.get(key);
        if (list === undefined) byKey.set(key, [definition]);
        else list.push(definition);
      }
      for (const list of byKey.values()) {
        if (list.length < 2) continue;
        for (const definition of list) {
          // Name the nearest other occurrence: the next one, or for the last, the previous.
          const others = list.filter((other) => other !== definition);
          const other = others.find((o) => o.node.range[0] > definition.node.range[0]) ?? others.at(-1)!;
          context.report({
            node: definition.nameNode ?? definition.headNode ?? definition.node,
            messageId: "duplicate",
            data: {
              name: definition.name!,
              otherLine: String((other.nameNode ?? other.node).loc.start.line),
              container: containerLabel(definition.group!),
            },
          });
        }
      }
    }

    /** Cross-file duplicates on an imported or exported registry (needs the type checker). */
    function reportAcrossFiles(definitions: readonly ToolDefinition[]): void {
      const services = optionalTypeServices(sourceCode);
      if (services === undefined) return;
      for (const definition of definitions) {
        const receiver = definition.registry;
        if (
          (definition.format !== "registry" && definition.format !== "mcp") ||
          receiver?.type !== AST_NODE_TYPES.Identifier
        )
          continue;
        if (definition.name === undefined) continue;
        const tsReceiver = services.esTreeNodeToTSNodeMap.get(receiver as TSESTree.Node);
        if (tsReceiver === undefined) continue;
        const thisFile = tsReceiver.getSourceFile().fileName;
        const elsewhere = registrySitesNamed(services.program, tsReceiver, definition.name).filter(
          (site) => site.fileName !== thisFile,
        );
        const other = elsewhere[0];
        if (other === undefined) continue;
        context.report({
          node: definition.nameNode ?? definition.headNode ?? definition.node,
          messageId: definition.format === "mcp" ? "duplicateOnServerInOtherFile" : "duplicateInOtherFile",
          data: {
            name: definition.name,
            otherFile: relativePath(other.fileName),
            otherLine: String(other.line),
          },
        });
      }
    }

    let localByNode: Map<TSESTree.Node, ToolDefinition> | undefined;
    const relativePath = (fileName: string) => path.relative(context.cwd, fileName).split(path.sep).join("/");

    /**
     * Tool lists holding definitions imported from other modules (needs the type checker). Pairs of
     * local definitions are left to reportInFile, so nothing is reported twice.
     */
    function reportImportedListDuplicates(array: TSESTree.ArrayExpression): void {
      const services = optionalTypeServices(sourceCode);
      if (services === undefined) return;
      localByNode ??= new Map(getToolDefinitions(context).map((definition) => [definition.node, definition]));
      const local = localByNode;
      const entries: ListEntry[] = [];
      for (const element of array.elements) {
        if (element === null || element.type === AST_NODE_TYPES.SpreadElement) continue;
        const definition = local.get(followConst(sourceCode, element));
        if (definition?.name !== undefined) {
          const line = (definition.nameNode ?? definition.node).loc.start.line;
          entries.push({ name: definition.name, node: element, where: `line ${line}`, imported: false });
          continue;
        }
        const value = unwrap(element);
        if (value.type !== AST_NODE_TYPES.Identifier) continue;
        const tsNode = services.esTreeNodeToTSNodeMap.get(value);
        const imported = tsNode === undefined ? undefined : importedDefinition(services.program, tsNode);
        if (imported === undefined) continue;
        const where = `${relativePath(imported.fileName)}:${imported.line}`;
        entries.push({ name: imported.name, node: element, where, imported: true });
      }
      if (!entries.some((entry) => entry.imported)) return;
      for (const entry of entries) {
        const others = entries.filter((other) => other !== entry && other.name === entry.name);
        if (others.length === 0 || (!entry.imported && others.every((other) => !other.imported))) continue;
        context.report({
          node: entry.node,
          messageId: "duplicateInList",
          data: { name: entry.name, other: others.map((other) => other.where).join(", ") },
        });
      }
    }

    // Judged once the walk is done, when the file's definitions are known (see getExtraction).
    const lists: TSESTree.ArrayExpression[] = [];
    return {
      "Program:exit"() {
        for (const list of lists) reportImportedListDuplicates(list);
        const definitions = getToolDefinitions(context);
        if (definitions.length === 0) return;
        reportInFile(definitions);
        reportAcrossFiles(definitions);
      },
      ArrayExpression(node) {
        // Only an identifier element can name an imported definition.
        if (node.elements.some((element) => element !== null && unwrap(element).type === AST_NODE_TYPES.Identifier)) {
          lists.push(node);
        }
      },
    };
  },
});
