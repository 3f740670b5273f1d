// How every rule names a tool in a message, so that all messages read alike.
import type { ToolDefinition } from "../find/types.js";

/**
 * `tool "get_weather"` when the tool's name is known (its own, or `name` when the caller learnt it
 * elsewhere), else `the tool for searchDocs` after its implementation, else `this tool`.
 */
export function toolLabel(definition: Pick<ToolDefinition, "name" | "implementation">, name?: string): string {
  const toolName = definition.name ?? name;
  if (toolName !== undefined) return `tool "${toolName}"`;
  const functionName = definition.implementation?.functionName;
  return functionName !== undefined && functionName !== "<anonymous>" ? `the tool for ${functionName}` : "this tool";
}
