// How messages name a tool: `tool "get_weather"`, or by its implementation when it has no static name.
import type { ToolDefinition } from "../types.js";

export function toolLabel(definition: ToolDefinition, name?: string): string {
  const toolName = definition.name ?? name;
  if (toolName !== undefined) return `tool "${toolName}"`;
  const functionName = definition.implementation?.functionName;
  return functionName !== undefined && functionName !== "<anonymous>" ? `the tool for ${functionName}` : "this tool";
}
