// The rule factory every tool-schema rule is made with, and the one reader of
// `settings["tool-schema"]` they share.
import { ESLintUtils, type TSESLint } from "@typescript-eslint/utils";
import { readNameMatchSetting, recordingListeners, type NameMatchStyle } from "../find/index.js";

/** Extra `meta.docs` fields of tool-schema rules. */
export interface ToolSchemaRuleDocs {
  /** Whether the rule needs type information (a TypeScript program) to do anything. */
  requiresTypeChecking?: boolean;
  /** Whether `configs.recommended` turns the rule on. */
  recommended?: boolean;
}

export const DOCS_BASE_URL = "https://github.com/tool-schema/tool-schema/blob/main/docs/rules/";

/** Where a rule's documentation lives (docs/rules/<name>.md in the repository). */
export function ruleDocsUrl(name: string): string {
  return `${DOCS_BASE_URL}${name}.md`;
}

const createBareRule = ESLintUtils.RuleCreator<ToolSchemaRuleDocs>(ruleDocsUrl);

/**
 * Makes a tool-schema rule; the first of them created for a file also records it for the
 * extraction. Every rule gets the one error policy (see `guardListeners`).
 */
export const createRule: typeof createBareRule = (rule) => {
  const module = createBareRule(rule);
  type Options = Parameters<typeof rule.create>[1];
  // ESLint (9.15 and later) merges `meta.defaultOptions` into the options it hands the rule itself.
  const options =
    rule.meta.defaultOptions !== undefined
      ? (given: readonly unknown[]) => given as Options
      : optionsWithDefaults((rule.defaultOptions ?? []) as Options);
  return {
    ...module,
    create(context) {
      const recorder = recordingListeners(context.sourceCode);
      const guard = new FileGuard(context);
      return guardListeners(withListeners(recorder, rule.create(guard.context, options(context.options))), guard);
    },
  };
};

/**
 * The rule's options with its defaults merged in, once per distinct value. ESLint hands each file a
 * new options array, and typescript-eslint's factory merges (a structured clone) every time: for
 * 12 rules on a 200-file project that was 2,400 clones. Rules never write to their options, so
 * files with equal options share one merged value.
 */
export function optionsWithDefaults<Options extends readonly unknown[]>(
  defaults: Options,
): (given: readonly unknown[]) => Options {
  const merged = new Map<string, Options>();
  return (given) => {
    const key = given.length === 0 ? "" : JSON.stringify(given);
    let options = merged.get(key);
    if (options === undefined) {
      options = ESLintUtils.applyDefault<Options, Options>(defaults, given as Options);
      merged.set(key, options);
    }
    return options;
  };
}

/**
 * Whether a rule's error should surface: under the test suite (vitest sets `VITEST`), so that a bug
 * fails a test instead of passing as silence. Read on each error, so a test can try both ways.
 */
const surfaceRuleErrors = (): boolean => process.env["VITEST"] !== undefined;

/**
 * One rule on one file: its reports are held until the file's `Program:exit` and then passed on,
 * unless the rule threw meanwhile. Holding them keeps a rule that fails halfway from reporting half
 * a file, and, since a fix is computed when a report is passed on, from fixing half of it.
 */
class FileGuard<MessageIds extends string, Options extends readonly unknown[]> {
  readonly context: Readonly<TSESLint.RuleContext<MessageIds, Options>>;
  failed = false;
  private held: TSESLint.ReportDescriptor<MessageIds>[] | undefined = [];

  constructor(private readonly real: Readonly<TSESLint.RuleContext<MessageIds, Options>>) {
    // ESLint's context is a frozen plain object: a child of it with its own `report` reads the same.
    this.context = Object.create(real, {
      report: { value: (descriptor: TSESLint.ReportDescriptor<MessageIds>) => this.report(descriptor) },
    }) as typeof real;
  }

  private report(descriptor: TSESLint.ReportDescriptor<MessageIds>): void {
    if (this.held === undefined) this.real.report(descriptor);
    else if (!this.failed) this.held.push(descriptor);
  }

  /** Passes on what was held (nothing if the rule threw); later reports go straight through. */
  flush(): void {
    const held = this.held ?? [];
    this.held = undefined;
    if (!this.failed) for (const descriptor of held) this.real.report(descriptor);
  }
}

/**
 * The one error policy of tool-schema's rules: a rule that throws on a user's file reports nothing
 * for that file, and the lint run goes on (a crash would abort it for every file and every rule).
 * Under the test suite the error is thrown as it is. Errors in `create` itself are not caught: they
 * are configuration errors (no type information for a rule that needs it), which the user must see.
 */
function guardListeners<L extends TSESLint.RuleListener>(
  listeners: L,
  guard: FileGuard<string, readonly unknown[]>,
): L {
  const guarded = listeners as Record<string, ((node: never) => void) | undefined>;
  for (const key of Object.keys(guarded)) {
    const listener = guarded[key]!;
    guarded[key] = (node) => {
      if (guard.failed) return;
      try {
        listener(node);
      } catch (error) {
        if (surfaceRuleErrors()) throw error;
        guard.failed = true;
      }
    };
  }
  const exit = guarded["Program:exit"];
  guarded["Program:exit"] = (node) => {
    exit?.(node);
    guard.flush();
  };
  return listeners;
}

/**
 * Adds `first`'s listeners to `own` (a rule's fresh listener object, written to in place); where
 * both listen to one event, `first`'s runs first.
 */
function withListeners<L extends TSESLint.RuleListener>(first: TSESLint.RuleListener, own: L): L {
  const listeners = own as Record<string, (node: never) => void>;
  for (const key in first) {
    const before = (first as Record<string, (node: never) => void>)[key]!;
    const after = listeners[key];
    listeners[key] =
      after === undefined
        ? before
        : (node) => {
            before(node);
            after(node);
          };
  }
  return own;
}

export const PROVIDERS = ["openai", "anthropic", "gemini", "mcp"] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ToolSchemaSettings {
  /** The provider tools are sent to: the first one configured (default "openai"). */
  provider: Provider;
  /** Every provider configured (`provider` may be one name or a list); undefined when none is. */
  providers: Provider[] | undefined;
  /** Which spellings of a tool name link it to a function (default: all). */
  nameMatch: readonly NameMatchStyle[];
}

export function isProvider(value: unknown): value is Provider {
  return typeof value === "string" && (PROVIDERS as readonly string[]).includes(value);
}

/**
 * `settings["tool-schema"]` with defaults; values of the wrong type fall back to the default rather
 * than failing the lint run.
 */
export function readSettings(settings: unknown): ToolSchemaSettings {
  const own = (settings as Record<string, unknown> | undefined)?.["tool-schema"];
  const providers = readProviders((own as Record<string, unknown> | undefined)?.["provider"]);
  return {
    provider: providers?.[0] ?? "openai",
    providers,
    nameMatch: readNameMatchSetting(settings),
  };
}

/** The providers a value names: one name or a list; unknown names are left out. */
export function readProviders(value: unknown): Provider[] | undefined {
  const names = typeof value === "string" ? [value] : Array.isArray(value) ? value : undefined;
  if (names === undefined) return undefined;
  // In the order written: the first one is "the" provider where a rule needs one.
  const providers = [...new Set(names.filter(isProvider))];
  return providers.length > 0 ? providers : undefined;
}
