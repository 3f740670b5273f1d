// The ESLint plugin as one module. Node's ES module loader pays for every file it resolves, reads
// and links, and every `eslint .` run and editor start loads the plugin before its first file: as
// tsc writes it, a file per module (about 95), it loads several times slower than bundled
// (bench/plugin-load.bench.js measures both; docs/benchmarks.md has the figures). `tsc` builds dist/ as before; this step then replaces
// dist/src/eslint/plugin.js (what src/eslint/index.ts imports once the environment is checked) with
// that file and every module it reaches bundled in. Packages (typescript, @typescript-eslint/*,
// ajv) and node: builtins stay imports. The other entry points (runtime, generator, CLI) keep
// tsc's files, which carry the comments; the bundle leaves them out. `tool-schema inspect` takes
// the finder from the bundle too (it exports getFileViews), so the package leaves out the
// JavaScript of dist/rules and dist/src/find, which only the bundle runs (package.json `files`):
// the runtime's install stays small.
import { isAbsolute } from "node:path";

export default {
  input: "dist/src/eslint/plugin.js",
  external: (id) => !id.startsWith(".") && !isAbsolute(id),
  output: { file: "dist/src/eslint/plugin.js", format: "esm", comments: false },
};
