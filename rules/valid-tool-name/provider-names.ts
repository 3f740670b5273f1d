// What each provider accepts as a tool name (OpenAI, Anthropic, Gemini and MCP's documented limits), as pure
// checks that say what is wrong and what would be accepted.
import type { ToolFormat } from "../../src/find/index.js";

export type NameProvider = "openai" | "anthropic" | "gemini" | "mcp";

interface NamePolicy {
  label: string;
  maxLength: number;
  /** A whole name with none of the problems below (the common case, tested first). */
  valid: RegExp;
  /** One allowed character. */
  allowed: RegExp;
  /** Human wording of the allowed characters. */
  allowedText: string;
  /** The first character, when the provider restricts it more than the rest. */
  first?: { allowed: RegExp; text: string };
  /** Characters that are legal but draw warnings at the start or end (MCP SDK). */
  discouragedAtEdges?: readonly string[];
}

export const NAME_POLICIES: Record<NameProvider, NamePolicy> = {
  // "^[a-zA-Z0-9_-]{1,64}$" (OpenAI SDK docs and observed 400s; Anthropic docs)
  openai: {
    label: "OpenAI",
    maxLength: 64,
    valid: /^[a-zA-Z0-9_-]{1,64}$/,
    allowed: /[a-zA-Z0-9_-]/,
    allowedText: "letters, digits, _ and -",
  },
  anthropic: {
    label: "Anthropic",
    maxLength: 64,
    valid: /^[a-zA-Z0-9_-]{1,64}$/,
    allowed: /[a-zA-Z0-9_-]/,
    allowedText: "letters, digits, _ and -",
  },
  // "^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$": 64 is what the API enforces today, though newer SDK docs say 128.
  gemini: {
    label: "Gemini",
    maxLength: 64,
    valid: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/,
    allowed: /[a-zA-Z0-9_.:-]/,
    allowedText: "letters, digits, _, ., : and -",
    first: { allowed: /[a-zA-Z_]/, text: "a letter or _" },
  },
  // MCP spec: 1–128 of A-Z a-z 0-9 _ - . ; the TypeScript SDK warns on a leading/trailing - or .
  mcp: {
    label: "MCP",
    maxLength: 128,
    valid: /^[A-Za-z0-9_](?:[A-Za-z0-9._-]{0,126}[A-Za-z0-9_])?$/,
    allowed: /[A-Za-z0-9._-]/,
    allowedText: "letters, digits, _, - and .",
    discouragedAtEdges: ["-", "."],
  },
};

export type NameProblem =
  | { kind: "empty" }
  | { kind: "tooLong"; length: number; max: number }
  | { kind: "invalidCharacters"; characters: string[] }
  | { kind: "invalidStart"; character: string }
  | { kind: "edgeCharacter"; character: string };

/** Every problem a provider has with `name`, most fundamental first (empty; characters; start; length; edges). */
export function checkToolName(name: string, provider: NameProvider): NameProblem[] {
  const policy = NAME_POLICIES[provider];
  if (name.length === 0) return [{ kind: "empty" }];
  // Almost every name is fine: one test of the whole name instead of one per character.
  if (policy.valid.test(name)) return [];
  const problems: NameProblem[] = [];
  const characters = [...name];
  const invalid = [...new Set(characters.filter((character) => !policy.allowed.test(character)))];
  if (invalid.length > 0) problems.push({ kind: "invalidCharacters", characters: invalid });
  const first = characters[0]!;
  if (policy.first && policy.allowed.test(first) && !policy.first.allowed.test(first)) {
    problems.push({ kind: "invalidStart", character: first });
  }
  if (characters.length > policy.maxLength) {
    problems.push({ kind: "tooLong", length: characters.length, max: policy.maxLength });
  }
  for (const edge of policy.discouragedAtEdges ?? []) {
    if (name.startsWith(edge) || name.endsWith(edge)) {
      problems.push({ kind: "edgeCharacter", character: edge });
      break;
    }
  }
  return problems;
}

/**
 * A name the provider accepts that stays close to `name`: invalid runs become "_", a bad first
 * character gets a "_" in front, discouraged edges are trimmed, and the result is cut to length.
 * Undefined when nothing usable is left (e.g. a name of only symbols).
 */
export function suggestToolName(name: string, provider: NameProvider): string | undefined {
  const policy = NAME_POLICIES[provider];
  let result = [...name].map((character) => (policy.allowed.test(character) ? character : "_")).join("");
  result = result.replace(/_+/g, (run) => (run.length > 1 ? "_" : run));
  for (const edge of policy.discouragedAtEdges ?? []) {
    while (result.startsWith(edge)) result = result.slice(1);
    while (result.endsWith(edge)) result = result.slice(0, -1);
  }
  if (policy.first && result.length > 0 && !policy.first.allowed.test(result[0]!)) result = `_${result}`;
  result = [...result].slice(0, policy.maxLength).join("");
  if (!/[A-Za-z0-9]/.test(result)) return undefined;
  return result === name ? undefined : result;
}

/**
 * The provider whose rules apply to a definition: wire formats belong to one provider; registry
 * and Vercel tools are provider-neutral and go wherever the configuration says.
 */
export function providerForFormat(format: ToolFormat, configured: NameProvider): NameProvider {
  switch (format) {
    case "openai-chat":
    case "openai-responses":
    case "openai-agents":
    case "openai-function":
      return "openai";
    case "gemini":
      return "gemini";
    case "anthropic":
      return "anthropic";
    case "mcp":
    case "fastmcp":
      return "mcp";
    default:
      return configured;
  }
}
