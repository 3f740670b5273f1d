import { clearCaches } from "@typescript-eslint/parser";
import { RuleTester } from "@typescript-eslint/rule-tester";
import { afterAll, describe, it } from "vitest";

/**
 * A RuleTester case's test name. RuleTester names a case without a `name` by its whole source;
 * the name here is the case's leading comment (fixtures open with one that says what they show),
 * else its first line, cut short: the source belongs in the failure report, not in every name.
 */
function caseName(text: string): string {
  const first = text.trimStart().split("\n", 1)[0]!.trim();
  const name = /^\/\/\s*(.+)$/.exec(first)?.[1] ?? first;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

// Wire typescript-eslint's RuleTester into vitest (it defaults to mocha-style globals).
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = (text, run) => it(caseName(text), run);
RuleTester.itOnly = (text, run) => it.only(caseName(text), run);

// Test files share one module graph per worker (vitest.config.ts: isolate: false), so
// typescript-eslint's project service would outlive the file that made it, with that file's
// options (tsconfigRootDir, allowDefaultProject). RuleTester drops it after its own files; this
// does the same after the files that lint through ESLint directly.
afterAll(() => clearCaches());
