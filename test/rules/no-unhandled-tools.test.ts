import rule from "../../rules/no-unhandled-tools.js";
import { at, fixture, tester, variant } from "./real-world-helpers.js";

// rule-tester 8.72 types rules against its own copy of @typescript-eslint/utils.
const noUnhandledTools = rule as unknown as Parameters<typeof tester.run>[1];
type Cases = Parameters<typeof tester.run>[2];

/** A variant of a fixture with one expected error at the first occurrence of `marker`. */
function invalid(
  file: string,
  from: string,
  to: string,
  marker: string,
  messageId: string,
  data: Record<string, string>,
): Cases["invalid"][number] {
  const { code, filename } = variant(file, from, to);
  return { code, filename, errors: [{ messageId, data, ...at(code, marker) } as never] };
}

/** The fixture with several replacements, each of a text occurring once. */
function edit(file: string, ...replacements: [string, string][]): { code: string; filename: string } {
  const { code, filename } = fixture(file);
  let edited = code;
  for (const [from, to] of replacements) {
    if (edited.split(from).length !== 2) throw new Error(`${file}: "${from}" does not occur once`);
    edited = edited.replace(from, to);
  }
  return { code: edited, filename };
}

/** The 1-based line of the first occurrence of `marker` in a variant. */
function lineOf(file: string, from: string, to: string, marker: string): string {
  return String(at(variant(file, from, to).code, marker).line);
}

const SERVER = "unhandled/notes-server.ts";
const AGENT = "unhandled/weather-agent.ts";
const GIT = "unhandled/git-tools.ts";
const RPC = "unhandled/json-rpc.ts";
const WORKSPACE = "unhandled/workspace-server.ts";

const ARCHIVE_BRANCH = `if (name === "archive_note") {
    return text("archived");
  }
  switch (name) {`;

const ALERTS_BRANCH = `  } else if (toolName === "get_alerts") {
    return \`\${String(args.region)}: no alerts\`;
  }`;

const PIN_CASE = `    case "pin_note": {
      const note = notes.get(String(args.id));
      if (note !== undefined) note.pinned = true;
      return text("pinned");
    }
`;

const POLLEN_BRANCH = `  } else if (toolName === "get_pollen") {
    return "low";
  }`;

tester.run("no-unhandled-tools", noUnhandledTools, {
  valid: [
    // Each fixture, clean: every listed tool has a branch, every branch a listed tool.
    { name: "the notes server as written", ...fixture(SERVER) },
    { name: "the notes tools module as written", ...fixture("unhandled/notes-tools.ts") },
    { name: "the weather agent as written", ...fixture(AGENT) },
    { name: "the git tools module as written", ...fixture(GIT) },
    { name: "the workspace server as written", ...fixture(WORKSPACE) },
    { name: "method switches of a JSON-RPC endpoint are no tool dispatch", ...fixture(RPC) },
    // The prompt handler's switch has `weekly_review`, which no tool declares: prompts are another namespace.
    {
      name: "prompts are another namespace than tools",
      ...variant(SERVER, `case "weekly_review":`, `case "monthly_review":`),
    },
    // The ListTools list spreads an array whose tools cannot be read: the branch may serve one of them.
    {
      name: "a branch may serve a tool of a spread the list cannot read",
      ...edit(
        SERVER,
        ["switch (name) {", ARCHIVE_BRANCH],
        ["(readOnly ? readOnlyTools : allTools)", "[...(readOnly ? readOnlyTools : allTools), ...pluginTools]"],
        ["const readOnly =", "declare const pluginTools: Tool[];\nconst readOnly ="],
        ["type CallToolResult,", "type CallToolResult,\n  type Tool,"],
      ),
    },
    // A listed tool without a case, but the list also spreads tools that cannot be read: they may be handled elsewhere.
    {
      name: "a listed tool without a case may be handled by a spread's owner",
      ...edit(
        SERVER,
        [PIN_CASE, ""],
        ["(readOnly ? readOnlyTools : allTools)", "[...(readOnly ? readOnlyTools : allTools), ...pluginTools]"],
        ["const readOnly =", "declare const pluginTools: Tool[];\nconst readOnly ="],
        ["type CallToolResult,", "type CallToolResult,\n  type Tool,"],
      ),
    },
    // The same, with the name also tested by a prefix before the dispatch: a generic path.
    {
      name: "the same, with the name also tested by a prefix before the dispatch",
      ...edit(
        SERVER,
        [PIN_CASE, ""],
        [
          '  if (name === "search_notes") {',
          '  if (name.endsWith("_note")) console.info("note tool");\n  if (name === "search_notes") {',
        ],
      ),
    },
    {
      name: "a tool declared in another file of the program is a known name",
      ...variant(
        SERVER,
        "switch (name) {",
        `if (name === "git_status") {\n    return text("clean");\n  }\n  switch (name) {`,
      ),
    },
    {
      name: "a second name sharing a branch is an alias kept on purpose",
      ...variant(
        AGENT,
        `if (toolName === "get_weather") {`,
        `if (toolName === "get_weather" || toolName === "weather") {`,
      ),
    },
    // A definition whose name is computed: the list cannot be read whole, so `get_pollen` may be it.
    {
      name: "a definition whose name is computed may be the branch's tool",
      ...edit(
        AGENT,
        ["  }\n  return `Unknown tool", POLLEN_BRANCH + "\n  return `Unknown tool"],
        [
          "export const weatherTools: OpenAI.Chat.Completions.ChatCompletionTool[] = [",
          `const prefix = process.env.PREFIX ?? "get";
export const weatherTools: OpenAI.Chat.Completions.ChatCompletionTool[] = [
  { type: "function", function: { name: \`\${prefix}_pollen\`, description: "Pollen levels", parameters: { type: "object", properties: {} } } },`,
        ],
      ),
    },
    {
      name: "the end of the chain forwards the name",
      ...edit(
        AGENT,
        [ALERTS_BRANCH, "  }"],
        ["return `Unknown tool: ${toolName}`;", "return forward(toolName, args);"],
        [
          "export async function runWeatherTool(",
          "declare function forward(name: string, args: unknown): Promise<string>;\nexport async function runWeatherTool(",
        ],
      ),
    },
    {
      name: "the default forwards to another file's dispatch",
      ...variant(
        WORKSPACE,
        `    case "list_workspaces":\n      return { content: [{ type: "text", text: current ?? "none" }] };\n`,
        "",
      ),
    },
    {
      name: "a prefix test before the dispatch is a generic path",
      ...variant(
        GIT,
        `  switch (name) {\n    case "git_status":\n      return { content: [{ type: "text", text: \`status of \${String(args.path ?? ".")}\` }] };\n`,
        `  if (name.startsWith("git_s")) return { content: [{ type: "text", text: "status" }] };\n  switch (name) {\n`,
      ),
    },
  ],
  invalid: [
    // A branch for a tool no definition declares, in the if-chain of the CallTool handler.
    {
      name: "a branch for a tool no definition declares, in an if-chain",
      ...invalid(SERVER, "switch (name) {", ARCHIVE_BRANCH, `"archive_note"`, "staleBranch", { tool: "archive_note" }),
    },
    {
      name: "a case for a tool no definition declares, in a switch",
      ...invalid(
        SERVER,
        `    case "pin_note": {`,
        `    case "rename_note":\n      return text("renamed");\n    case "pin_note": {`,
        `"rename_note"`,
        "staleBranch",
        { tool: "rename_note" },
      ),
    },
    {
      name: "a tool listed from another module without a case in the dispatch",
      ...invalid(SERVER, PIN_CASE, "", `name === "search_notes"`, "unhandledListed", {
        tool: "pin_note",
        listLine: lineOf(SERVER, PIN_CASE, "", "server.setRequestHandler(ListToolsRequestSchema"),
        rejectionLine: lineOf(SERVER, PIN_CASE, "", "default:"),
      }),
    },
    (() => {
      const DELETE_CASE = `    case "delete_note":
      notes.delete(String(args.id));
      return text("deleted");
`;
      // The switch keeps a case (a second way to search), so it is still a dispatch with its rejection.
      const SEARCH_CASE = `    case "search_notes":
      return text("searched");
`;
      const { code, filename } = edit(SERVER, [PIN_CASE, ""], [DELETE_CASE, SEARCH_CASE]);
      const listLine = String(at(code, "server.setRequestHandler(ListToolsRequestSchema").line);
      const rejectionLine = String(at(code, "default:").line);
      const error = (tool: string) =>
        ({
          messageId: "unhandledListed",
          data: { tool, listLine, rejectionLine },
          ...at(code, `name === "search_notes"`),
        }) as never;
      return {
        name: "every listed tool without a case is reported, not only when one is missing",
        code,
        filename,
        errors: [error("delete_note"), error("pin_note")],
      };
    })(),
    {
      name: "a plain dispatcher's stale branch, its definitions in the same file",
      ...invalid(
        AGENT,
        "  }\n  return `Unknown tool",
        POLLEN_BRANCH + "\n  return `Unknown tool",
        `"get_pollen"`,
        "staleBranch",
        { tool: "get_pollen" },
      ),
    },
    // A definition whose branch was removed: the final return answers "unknown tool".
    {
      name: "a definition whose branch was removed",
      ...invalid(AGENT, ALERTS_BRANCH, "  }", `"get_alerts"`, "unhandledTool", {
        tool: "get_alerts",
        line: lineOf(AGENT, ALERTS_BRANCH, "  }", `if (toolName === "get_weather")`),
        rejectionLine: lineOf(AGENT, ALERTS_BRANCH, "  }", "return `Unknown tool"),
      }),
    },
    {
      name: "a switch's missing case: its default returns an error result",
      ...invalid(
        GIT,
        `    case "git_diff":\n      return { content: [{ type: "text", text: \`diff of \${String(args.path ?? ".")}\` }] };\n`,
        "",
        `"git_diff"`,
        "unhandledTool",
        {
          tool: "git_diff",
          line: lineOf(
            GIT,
            `    case "git_diff":\n      return { content: [{ type: "text", text: \`diff of \${String(args.path ?? ".")}\` }] };\n`,
            "",
            "switch (name)",
          ),
          rejectionLine: lineOf(
            GIT,
            `    case "git_diff":\n      return { content: [{ type: "text", text: \`diff of \${String(args.path ?? ".")}\` }] };\n`,
            "",
            "default:",
          ),
        },
      ),
    },
    {
      name: "beside a JSON-RPC method switch, the tool dispatch is still read",
      ...invalid(
        RPC,
        `    case "trace_host":\n      return \`\${String(args.host)}: 1 hop\`;\n`,
        "",
        `"trace_host"`,
        "unhandledTool",
        {
          tool: "trace_host",
          line: lineOf(
            RPC,
            `    case "trace_host":\n      return \`\${String(args.host)}: 1 hop\`;\n`,
            "",
            "switch (name)",
          ),
          rejectionLine: lineOf(
            RPC,
            `    case "trace_host":\n      return \`\${String(args.host)}: 1 hop\`;\n`,
            "",
            "default:",
          ),
        },
      ),
    },
  ],
});
