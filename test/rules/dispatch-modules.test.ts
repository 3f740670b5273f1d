// Dispatch into other modules (test/fixtures/real-world/dispatch-modules): the list in tools.ts, the
// switch in handler.ts on enum members of names.ts handing the arguments to class instances and
// functions of other modules, a registry of instances in registry.ts, and local-server.ts whose
// shared prologue (`ensureBrowser(args)`) reads `headless` for every tool.
import noUndeclared from "../../rules/no-undeclared-arguments.js";
import noUnread from "../../rules/no-unread-parameters.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
type TestedRule = Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

const DIR = "dispatch-modules/";

/** A variant of a fixture file with one expected error at `marker` (+ offset). */
function invalid(
  file: string,
  from: string,
  to: string,
  marker: string,
  error: { messageId: string; data: Record<string, string> },
  offset = 0,
): Cases["invalid"][number] {
  const { code, filename } = variant(DIR + file, from, to);
  return { code, filename, errors: [{ ...error, ...at(code, marker, offset), suggestions: [] } as never] };
}

const FILES = [
  "names.ts",
  "tools.ts",
  "handler.ts",
  "registry.ts",
  "index.ts",
  "local-server.ts",
  "prompts.ts",
  "weather.ts",
  "browser/session.ts",
  "browser/screenshot.ts",
  "browser/resize.ts",
  "browser/title.ts",
  "browser/pdf.ts",
];

tester.run("no-undeclared-arguments (dispatch into other modules)", noUndeclared as unknown as TestedRule, {
  valid: [
    {
      name: "a property declared by one of the two tools that reach the module",
      ...variant(
        DIR + "handler.ts",
        "    case BrowserTool.Resize:\n",
        "    case BrowserTool.Resize:\n    case PromptTools.GetPrompt:\n",
      ),
    },
    {
      name: "an imported function whose parameter's type requires the key: no-schema-drift's to compare",
      ...variant(
        DIR + "prompts.ts",
        "getPrompt(params: any): Promise<string> {\n  const { promptId } = params;",
        "getPrompt(params: { promptId: string; locale: string }): Promise<string> {\n  const { promptId, locale } = params;\n  void locale;",
      ),
    },
    // Each file as written, last: the project service keeps the last text it was given, and a
    // dispatch whose text differs from the disk is not trusted by the other files (an unsaved
    // buffer), so the cases below need handler.ts as it is on disk.
    ...FILES.map((file) => ({ name: `${file} as it is on disk`, ...fixture(DIR + file) })),
  ],
  invalid: [
    // An imported class instance's method (`screenshotTool.execute(args, …)`), the label an enum member.
    {
      name: "an imported class instance's method, the label an enum member",
      ...invalid(
        "browser/screenshot.ts",
        "fullPage: Boolean(args.fullPage)",
        "fullPage: Boolean(args.fullPage), type: args.type",
        "type })",
        {
          messageId: "undeclared",
          data: { property: "type", tool: 'tool "browser_screenshot"' },
        },
      ),
    },
    {
      name: "the resize module reads a property the schema does not declare",
      ...invalid("browser/resize.ts", "Number(args.height)", "Number(args.depth)", "depth)", {
        messageId: "undeclared",
        data: { property: "depth", tool: 'tool "browser_resize"' },
      }),
    },
    // An imported function, the label a member of an `as const` object.
    {
      name: "an imported function, the label a member of an as const object",
      ...invalid(
        "prompts.ts",
        "const { promptId } = params;",
        "const { promptId, locale } = params;\n  void locale;",
        "locale }",
        {
          messageId: "undeclared",
          data: { property: "locale", tool: 'tool "get_prompt"' },
        },
      ),
    },
    {
      name: "an imported function whose parameter is typed: a read of a key the type leaves optional",
      ...invalid(
        "prompts.ts",
        "getPrompt(params: any): Promise<string> {\n  const { promptId } = params;",
        "getPrompt(params: { promptId: string; locale?: string }): Promise<string> {\n  const { promptId, locale } = params;\n  void locale;",
        "locale }",
        {
          messageId: "undeclared",
          data: { property: "locale", tool: 'tool "get_prompt"' },
        },
      ),
    },
    {
      name: "a Map registry of instances whose classes name their tools",
      ...invalid(
        "weather.ts",
        "return `weather in ${args.city}`;",
        "return `weather in ${args.city} (${args.units})`;",
        "units})",
        {
          messageId: "undeclared",
          data: { property: "units", tool: 'tool "city_weather"' },
        },
      ),
    },
  ],
});

const PDF_PROPERTIES = `properties: { headless: { type: "boolean" }, landscape: { type: "boolean" } }`;
const PDF_WITH_SCALE = `properties: { headless: { type: "boolean" }, landscape: { type: "boolean" }, scale: { type: "number" } }`;

/** local-server.ts with `scale` declared for page_pdf, and one more edit. */
function withScale(from: string, to: string): { code: string; filename: string } {
  const { code, filename } = variant(DIR + "local-server.ts", PDF_PROPERTIES, PDF_WITH_SCALE);
  if (code.split(from).length !== 2) throw new Error(`"${from}" must occur once`);
  return { code: code.replace(from, to), filename };
}

const TITLE_PROPERTIES = `properties: { headless: { type: "boolean" }, trim: { type: "boolean" } }`;

tester.run("no-undeclared-arguments (shared prologue)", noUndeclared as unknown as TestedRule, {
  valid: [
    { name: "the local server as written", ...fixture(DIR + "local-server.ts") },
    {
      name: "read before the dispatch but declared by no tool",
      ...variant(
        DIR + "local-server.ts",
        "const page = await ensureBrowser(args);",
        "const page = await ensureBrowser(args);\n  void args?.trace;",
      ),
    },
    {
      name: "read only on some paths before the dispatch",
      ...variant(
        DIR + "local-server.ts",
        "const page = await ensureBrowser(args);",
        'const page = name === "page_pdf" ? await ensureBrowser(args) : undefined;',
      ),
    },
  ],
  invalid: [
    // ensureBrowser (another module) reads `headless` for every tool; page_title no longer declares it.
    {
      name: "the prologue's module reads a property one tool no longer declares",
      ...invalid("local-server.ts", TITLE_PROPERTIES, `properties: { trim: { type: "boolean" } }`, "args);", {
        messageId: "undeclared",
        data: { property: "headless", tool: 'tool "page_title"' },
      }),
    },
    {
      name: "read in this file before the dispatch, declared only by another tool",
      ...withScale(
        "const page = await ensureBrowser(args);",
        "const page = await ensureBrowser(args);\n  const scale = Number(args?.scale ?? 1);",
      ),
      errors: [{ messageId: "undeclared", data: { property: "scale", tool: 'tool "page_title"' } }],
    },
  ],
});

tester.run("no-unread-parameters (shared prologue, reads in other modules)", noUnread as unknown as TestedRule, {
  valid: [
    // `headless` is read by the prologue's ensureBrowser (another module), `trim` and `landscape` by
    // the tools' own modules: nothing is unread.
    { name: "every property read by the prologue or the tools' own modules", ...fixture(DIR + "local-server.ts") },
    {
      name: "an untyped tool object: the reads are incomplete, so silence",
      ...withScale("const pdfTool = new PdfTool();", "const pdfTool = (globalThis as any).pdfTool;"),
    },
    {
      name: "the prologue hands the arguments to what cannot be resolved",
      ...withScale(
        "const page = await ensureBrowser(args);",
        "const page = await (globalThis as any).ensureBrowser(args);",
      ),
    },
  ],
  invalid: [
    {
      name: "declared, but neither the prologue nor the tool's module reads it",
      ...invalid("local-server.ts", PDF_PROPERTIES, PDF_WITH_SCALE, "scale:", {
        messageId: "unread",
        data: { property: "scale", tool: 'tool "page_pdf"' },
      }),
    },
  ],
});
