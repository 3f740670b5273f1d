// How a tool name maps to the name of the function that implements it. Pure string functions.

/** Which spellings of a tool name count as the same function name. */
export type NameMatchStyle = "exact" | "camelCase" | "snake_case";

export const ALL_NAME_MATCH_STYLES: readonly NameMatchStyle[] = ["exact", "camelCase", "snake_case"];

/** A name with no capitals and no separator but `_`: its words are what `_` separates. */
const LOWER_SNAKE = /^[a-z0-9_]*$/;

/**
 * Splits an identifier-like name into lower-case words at `_`, `-`, `.`, spaces and camelCase humps:
 * "getWeather" → ["get", "weather"], "get_weather" → ["get", "weather"], "HTTPRequest" → ["http", "request"].
 */
export function splitWords(name: string): string[] {
  // Most tool names are one word or lower-case snake_case: no humps to find.
  if (LOWER_SNAKE.test(name)) return name.split("_").filter((word) => word.length > 0);
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

export function toCamelCase(name: string): string {
  return camelCaseOf(splitWords(name));
}

export function toSnakeCase(name: string): string {
  return splitWords(name).join("_");
}

function camelCaseOf(words: readonly string[]): string {
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join("");
}

/**
 * The function names a tool name may be implemented by, in order of preference. Never contains
 * an empty string, so an empty or symbol-only tool name matches nothing. Made afresh each time:
 * a definition asks once per file (the extraction is cached per file), and a tool name's few
 * spellings are cheaper to make than a cache that outlives the file would be to keep.
 */
export function candidateFunctionNames(toolName: string, styles: readonly NameMatchStyle[]): readonly string[] {
  const candidates: string[] = [];
  const add = (candidate: string) => {
    if (candidate.length > 0 && !candidates.includes(candidate)) candidates.push(candidate);
  };
  const words = splitWords(toolName);
  for (const style of styles) {
    if (style === "exact") add(toolName);
    else if (style === "camelCase") add(camelCaseOf(words));
    else add(words.join("_"));
  }
  return candidates;
}

/** Lower-cased letters and digits only: "Get weather." and "get_weather" both become "getweather". */
export function normalizeForComparison(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}
