/**
 * Short, model-readable descriptions of values and thrown things, for the strings `invoke` returns.
 * Every function here is total: it never throws, whatever it is given.
 */

const MAX_STRING_SHOWN = 60;
const MAX_KEYS_SHOWN = 8;

/** `string "abc"`, `number 3.5`, `array of 2 items`, `object with keys a, b`, `nothing` (absent). */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return value.length <= MAX_STRING_SHOWN
        ? `string ${JSON.stringify(value)}`
        : `string of ${value.length} characters starting ${JSON.stringify(value.slice(0, 40))}…`;
    case "number":
    case "boolean":
    case "bigint":
      return `${typeof value} ${String(value)}`;
    case "object":
      return Array.isArray(value)
        ? `array of ${value.length} item${value.length === 1 ? "" : "s"}`
        : describeObject(value);
    default:
      return typeof value;
  }
}

function describeObject(value: object): string {
  const keys = Object.keys(value);
  if (keys.length === 0) return "empty object";
  const shown = keys.slice(0, MAX_KEYS_SHOWN).join(", ");
  return `object with keys ${shown}${keys.length > MAX_KEYS_SHOWN ? `, … (${keys.length} keys)` : ""}`;
}

/** The message of anything a tool may throw: `TypeError: boom`, `boom`, `null`, `{"code":1}`. */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) {
      const message = String(thrown.message);
      const name = String(thrown.name);
      if (!message) return name || "Error";
      return name && name !== "Error" ? `${name}: ${message}` : message;
    }
    if (typeof thrown === "string") return thrown || "(empty message)";
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return "a value that cannot be printed";
  }
}

/**
 * `text` on one line: each line break, with the indentation around it, becomes one space. For
 * foreign text (a schema library's message) placed in a message that must stay one line.
 */
export function oneLine(text: string): string {
  return text.includes("\n") || text.includes("\r") ? text.replace(/[ \t]*[\r\n]+[ \t]*/g, " ").trim() : text;
}
