// The typed baseline every lint benchmark compares with: the same parser and projectService as the
// plugin, and one rule that asks the checker one question per file, so the program is built.
import { ESLintUtils } from "@typescript-eslint/utils";

export const trivialTypedRule = {
  meta: { type: "problem", schema: [], messages: {} },
  create(context) {
    return {
      Program(node) {
        const services = ESLintUtils.getParserServices(context);
        if (node.body[0] !== undefined) services.getTypeAtLocation(node.body[0]);
      },
    };
  },
};
