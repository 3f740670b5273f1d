// The ESLint plugin (`tool-schema/eslint`): flat config only (ESLint 9.15+ and 10).
//   export default [toolSchema.configs.recommended]
//
// The plugin's packages (typescript, @typescript-eslint/parser and /utils) are optional peer
// dependencies, so that installing tool-schema for its runtime alone pulls none of them. A static
// import of a missing one fails before any code here runs, with a stack trace, and TypeScript 7
// would crash inside the compiler: the check comes first, and the plugin is imported only after it.
import { assertEnvironment } from "../environment.js";

assertEnvironment("plugin");

const { default: plugin } = await import("./plugin.js");

export default plugin;
