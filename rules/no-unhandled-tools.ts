// no-unhandled-tools: the dispatch on the tool name and the tool definitions disagree. A branch for a
// name no definition declares never runs (the tool was removed or renamed); a definition no branch
// handles is offered to the model, and every call of it is rejected as an unknown tool.
// find (dispatches, definitions, the lists they come from) → report; silent when any part is unreadable.
import { createRule, ruleDocsUrl } from "../src/eslint/create-rule.js";
import { getDispatchCoverage } from "./no-unhandled-tools/coverage.js";

type MessageIds = "staleBranch" | "unhandledTool" | "unhandledListed";

export default createRule<[], MessageIds>({
  name: "no-unhandled-tools",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow dispatch branches for tools no definition declares, and definitions no branch handles",
      recommended: true,
      url: ruleDocsUrl("no-unhandled-tools"),
    },
    schema: [],
    messages: {
      staleBranch:
        'The dispatch handles tool "{{tool}}", but no tool definition declares it: the model is never offered "{{tool}}", so this branch never runs. Restore the definition, or remove the branch.',
      unhandledTool:
        'Tool "{{tool}}" is offered to the model, but the dispatch at line {{line}} has no branch for it: every call of it reaches the branch at line {{rejectionLine}}, which answers "unknown tool". Add a branch for "{{tool}}", or remove the definition.',
      unhandledListed:
        'Tool "{{tool}}" is offered by the ListTools handler at line {{listLine}}, but this dispatch has no branch for it: every call of it reaches the branch at line {{rejectionLine}}, which answers "unknown tool". Add a branch for "{{tool}}", or take it out of the list.',
    },
    languages: ["js/js"],
  },
  defaultOptions: [],
  create(context) {
    return {
      "Program:exit"() {
        const { stale, unhandled, unhandledListed } = getDispatchCoverage(context);
        for (const branch of stale) {
          context.report({ node: branch.labelNode, messageId: "staleBranch", data: { tool: branch.toolName } });
        }
        for (const tool of unhandled) {
          const definition = tool.definition;
          context.report({
            node: definition.nameNode ?? definition.headNode ?? definition.node,
            messageId: "unhandledTool",
            data: {
              tool: tool.toolName,
              line: String(tool.dispatchLine),
              rejectionLine: String(tool.rejection.loc.start.line),
            },
          });
        }
        for (const tool of unhandledListed) {
          context.report({
            node: tool.subject,
            messageId: "unhandledListed",
            data: {
              tool: tool.toolName,
              listLine: String(tool.listLine),
              rejectionLine: String(tool.rejection.loc.start.line),
            },
          });
        }
      },
    };
  },
});
