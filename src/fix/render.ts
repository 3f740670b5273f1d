/**
 * JSON values as TypeScript source text in the file's own style. Pure: no AST, no `typescript`.
 */
import type { JsonValue } from "../schema/json-schema.js";
import type { JsonStyle } from "./style.js";

/** Longest one-line object or array written inline before it is broken onto several lines. */
const INLINE_LIMIT = 80;

/** A string literal in the file's quote style. */
export function renderString(value: string, style: Pick<JsonStyle, "quote">): string {
  const json = JSON.stringify(value);
  if (style.quote === '"') return json;
  // Swap the delimiters: unescape \" and escape ' (a backslash before " stays escaped as \\").
  const body = json.slice(1, -1).replace(/\\"|'/g, (match) => (match === "'" ? "\\'" : '"'));
  return `'${body}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An object key: bare when the style allows and the name is an identifier, quoted otherwise. */
export function renderKey(key: string, style: Pick<JsonStyle, "quote" | "quoteKeys">): string {
  return !style.quoteKeys && IDENTIFIER.test(key) ? key : renderString(key, style);
}

const isPrimitive = (value: JsonValue): boolean => value === null || typeof value !== "object";

/**
 * Whether a value may be written on one line: primitives, and small objects/arrays of such, but
 * never an object schema with `properties` (those read best one property per line).
 */
function isCompact(value: JsonValue, depth = 0): boolean {
  if (value === null || typeof value !== "object") return true;
  if (depth > 2) return false;
  if (Array.isArray(value)) return value.every((v) => isCompact(v, depth + 1));
  if (Object.hasOwn(value, "properties")) return false;
  return Object.values(value).every((v) => isCompact(v, depth + 1));
}

/**
 * `value` as source text, starting at a position whose line is indented by `indent`: nested lines
 * are indented one `style.indentUnit` deeper, and the closing bracket lines up with `indent`.
 */
export function renderValue(value: JsonValue, style: JsonStyle, indent: string, expand = false): string {
  if (value === null) return "null";
  if (typeof value === "string") return renderString(value, style);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPrimitive) || (style.inlineLeaves && isCompact(value))) {
      const inline = `[${value.map((v) => renderValue(v, style, indent)).join(", ")}]`;
      if (inline.length <= INLINE_LIMIT && !inline.includes("\n")) return inline;
    }
    return renderLines(
      "[",
      "]",
      value.map((v) => renderValue(v, style, indent + style.indentUnit)),
      style,
      indent,
    );
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  if (style.inlineLeaves && !expand && isCompact(value)) {
    const inline = `{ ${entries.map(([k, v]) => `${renderKey(k, style)}: ${renderValue(v, style, indent)}`).join(", ")} }`;
    if (inline.length <= INLINE_LIMIT && !inline.includes("\n")) return inline;
  }
  return renderLines(
    "{",
    "}",
    entries.map(([k, v]) => `${renderKey(k, style)}: ${renderValue(v, style, indent + style.indentUnit, MAPS.has(k))}`),
    style,
    indent,
  );
}

/** Keywords whose value maps names to schemas: written one entry per line, like `properties`. */
const MAPS = new Set(["properties", "$defs", "definitions"]);

/** Members one per line between `open` and `close`, in the file's indentation and comma style. */
export function renderLines(open: string, close: string, members: string[], style: JsonStyle, indent: string): string {
  const inner = indent + style.indentUnit;
  const body = members.map((m) => `${inner}${m}`).join(",\n");
  return `${open}\n${body}${style.trailingComma ? "," : ""}\n${indent}${close}`;
}

/** Members on one line: `{ a: 1, b: 2 }` / `[1, 2]`. */
export function renderInline(open: string, close: string, members: string[]): string {
  if (members.length === 0) return `${open}${close}`;
  return open === "{" ? `{ ${members.join(", ")} }` : `[${members.join(", ")}]`;
}
