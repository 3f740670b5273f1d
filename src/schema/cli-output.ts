/** What `tool-schema generate` prints: the plain map, or each provider's tool definitions. */
import { formatTool, type ToolFormat } from "../runtime/formats.js";
import type { JsonValue } from "./json-schema.js";
import type { GeneratedSchema } from "./types.js";

export const OUTPUT_FORMATS = ["json-schema", "openai", "openai-strict", "anthropic", "gemini", "mcp"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** A converted function, ready to print. */
export interface PrintableTool extends GeneratedSchema {
  name: string;
  description: string | undefined;
}

const PROVIDER: Readonly<Record<Exclude<OutputFormat, "json-schema">, { format: ToolFormat; strict: boolean }>> = {
  openai: { format: "openai", strict: false },
  "openai-strict": { format: "openai", strict: true },
  anthropic: { format: "anthropic", strict: false },
  gemini: { format: "gemini", strict: false },
  mcp: { format: "mcp", strict: false },
};

/**
 * `json-schema`: `{ name: { parameters, positional? } }`. Provider formats: the `tools` array that
 * provider takes, built by the same code as `ToolRegistry.toSchemas` (Gemini: the
 * `functionDeclarations` entries).
 */
export function renderTools(tools: readonly PrintableTool[], format: OutputFormat): JsonValue {
  if (format === "json-schema") {
    const out: Record<string, JsonValue> = {};
    for (const tool of tools) {
      const entry: Record<string, JsonValue> = { parameters: tool.parameters as JsonValue };
      if (tool.positional) entry.positional = tool.positional;
      out[tool.name] = entry;
    }
    return out;
  }
  const { format: provider, strict } = PROVIDER[format];
  return tools.map((tool) => {
    const formatted = formatTool(
      { name: tool.name, description: tool.description ?? "", parameters: tool.parameters },
      provider,
      strict,
    ) as unknown as Record<string, JsonValue>;
    // No JSDoc summary: no description key, rather than an empty one the provider would send as is
    // (the CLI warns; the registry refuses a tool without a description).
    if (tool.description === undefined) {
      const holder = (provider === "openai" ? formatted.function : formatted) as Record<string, JsonValue>;
      delete holder.description;
    }
    return formatted;
  });
}
