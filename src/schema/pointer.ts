/**
 * JSON Pointers (RFC 6901) and local references (`#/$defs/x`): how tool-schema names a place in a
 * schema or in arguments. Plain: the runtime imports this file.
 */

/** One segment of a JSON Pointer, `/` included: `a/b` → `/a~1b`. */
export function pointerSegment(key: string | number): string {
  const text = String(key);
  // Most keys need no escaping: skip the two replacements (a pointer is made for every value read).
  if (!text.includes("~") && !text.includes("/")) return `/${text}`;
  return `/${text.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

/** One segment's text, escapes undone: `a~1b` → `a/b`. */
export const unescapeSegment = (segment: string): string => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** The value at a JSON Pointer, or `undefined` when the path does not exist (own properties only). */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = unescapeSegment(raw);
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * What a local reference (`#`, `#/$defs/x`, any JSON Pointer fragment, URI-encoded or not) points
 * at in `root`: an object or a boolean schema, or anything else written there. Undefined when it
 * points at nothing or is not local.
 */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  return pointer === "" || pointer.startsWith("/") ? valueAtPointer(root, pointer) : undefined;
}
