// Which provider dialects a tool definition's schema is sent in: from the definition's own wire
// format when that says it, else from the configured providers, with the shapes whose SDK or
// runtime rewrites the schema on the way set aside.
import type { Provider } from "../../src/eslint/create-rule.js";
import type { ToolDefinition } from "../../src/find/index.js";

/**
 * A provider and mode with its own rules for tool schemas. "openai-strict" is a tool sent with
 * `strict: true` (Structured Outputs); "gemini-parameters" is Gemini's `FunctionDeclaration.parameters`,
 * the OpenAPI subset whose unknown fields fail the request.
 */
export type Target = "openai" | "openai-strict" | "anthropic" | "anthropic-strict" | "gemini-parameters";

/**
 * The targets of one definition.
 * - A wire-format object says where it goes: Anthropic's `input_schema` → Anthropic; an OpenAI
 *   object with `strict: true` → OpenAI strict mode. A plain OpenAI object is also what OpenAI-compatible
 *   endpoints of other vendors take, so it is OpenAI's only when "openai" is configured.
 * - MCP tools, `ToolRegistry` tools and Vercel AI SDK tools go wherever the configured providers say,
 *   except where the code between them and the provider rewrites the schema: `toSchemas({ format:
 *   "gemini" })` and Vercel's Google provider convert it (nothing is sent to Gemini as written), and
 *   `toSchemas({ format: "openai", strict })` passes it as is or rewrites it into strict mode's
 *   subset depending on a flag the source of the tool does not show.
 * - MCP, as a provider, takes any JSON Schema: valid-schema covers it.
 */
export function targetsOf(definition: ToolDefinition, configured: readonly Provider[] | undefined): Target[] {
  switch (definition.format) {
    case "anthropic":
      return [definition.strict ? "anthropic-strict" : "anthropic"];
    case "openai-chat":
    case "openai-responses":
      if (definition.strict) return ["openai-strict"];
      return configured?.includes("openai") ? ["openai"] : [];
    case "mcp":
      return (configured ?? []).flatMap((provider): Target[] =>
        provider === "openai"
          ? ["openai"]
          : provider === "anthropic"
            ? ["anthropic"]
            : provider === "gemini"
              ? ["gemini-parameters"]
              : [],
      );
    case "registry":
      return configured?.includes("anthropic") ? ["anthropic"] : [];
    case "vercel-ai":
      return (configured ?? []).flatMap((provider): Target[] =>
        provider === "openai" ? ["openai"] : provider === "anthropic" ? ["anthropic"] : [],
      );
    default:
      // A shape this rule does not know yet: what reaches the provider is not known either.
      return [];
  }
}
