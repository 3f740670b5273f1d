// What a tool's description presents as its arguments, in the two forms a reader takes as a
// statement about the schema: an input example (`INPUT example: { "messageId": "…" }`) and a list
// said to be required (`product_id, name, status: {…}, billing_cycles are required`). A name there
// that the schema does not declare is drift: the model is told to send what the tool does not take.
// Plain prose is never read: a word that happens to equal some name is not a claim.

/** How a description presents a name as an argument. */
export type ClaimForm = "example" | "required-list";

export interface ArgumentClaim {
  name: string;
  form: ClaimForm;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** An introduction that speaks of what comes back, not of what is sent. */
const OUTPUT_WORDS = /\b(outputs?|responses?|returns?|returned|results?|repl(?:y|ies)|yields?)\b/i;
/** An introduction that says the example is the tool's arguments. */
const ARGUMENT_WORDS = /\b(inputs?|arguments?|args|parameters?|params)\b/i;
/** An introduction that shows a sample of something, possibly the arguments. */
const SAMPLE_WORDS = /\b(payload|request|examples?)\b/i;
/** Keys of a tool-call envelope (`{ "name": …, "arguments": {…} }`): the arguments are inside, not these. */
const ENVELOPE_KEYS = new Set([
  "arguments",
  "args",
  "input",
  "params",
  "parameters",
  "action_input",
  "tool_input",
  "toolInput",
  "function_call",
  "tool_calls",
]);

/**
 * The names `text` presents as arguments that `declared` lacks. `declared` must be every name the
 * schema holds (at any depth when it can be read), and the schema closed: a name let in by a spread
 * or `.passthrough()` is no stranger.
 */
export function undeclaredArgumentClaims(text: string, declared: ReadonlySet<string>): ArgumentClaim[] {
  const claims = new Map<string, ClaimForm>();
  for (const name of exampleStrangers(text, declared)) if (!claims.has(name)) claims.set(name, "example");
  for (const name of requiredListStrangers(text, declared)) if (!claims.has(name)) claims.set(name, "required-list");
  return [...claims].map(([name, form]) => ({ name, form }));
}

interface ExampleObject {
  /** Keys at the top of the object. */
  keys: string[];
  /** Keys of objects nested in it. */
  innerKeys: string[];
  /** Every member is `key: value` (not `{product_name}` or `{A | B}`, which are placeholders). */
  regular: boolean;
  /** The words that introduce it: the text before it on its line, else the line above. */
  intro: string;
  /** It starts a line of its own, under a heading (`INPUT example:`). */
  underHeading: boolean;
}

/** Names given as keys of an example the description introduces as the tool's input. */
function exampleStrangers(text: string, declared: ReadonlySet<string>): string[] {
  const strangers: string[] = [];
  for (const example of exampleObjects(text)) {
    if (!example.regular || example.keys.length === 0 || !example.keys.every((key) => IDENTIFIER.test(key))) continue;
    if (OUTPUT_WORDS.test(example.intro)) continue;
    // `Example of the filter parameter: {…}` shows a property's value, and `{ "arguments": {…} }` wraps the arguments.
    if (namesAny(example.intro, declared) || example.innerKeys.some((key) => declared.has(key))) continue;
    if (example.keys.some((key) => ENVELOPE_KEYS.has(key) && !declared.has(key))) continue;
    const missing = example.keys.filter((key) => !declared.has(key));
    const shared = example.keys.length - missing.length;
    // "Input:" says these are the arguments; "payload" or "example" alone only when the keys are mostly the
    // schema's. Keys none of which is the schema's are taken for another tool's arguments only under a
    // heading, for a tool of several parameters: "a JSON input such as {…}" may be one string's content.
    const isInput =
      (ARGUMENT_WORDS.test(example.intro) && (shared > 0 || (example.underHeading && declared.size >= 2))) ||
      (SAMPLE_WORDS.test(example.intro) && shared >= 2 && missing.length < shared);
    if (isInput) strangers.push(...missing);
  }
  return strangers;
}

/** Whether `text` holds one of `names` as a whole word. */
function namesAny(text: string, names: ReadonlySet<string>): boolean {
  return text.split(/[^A-Za-z0-9_]+/).some((word) => names.has(word));
}

/** The `{…}` blocks of a text, each read as an object literal; blocks that do not close are skipped. */
function exampleObjects(text: string): ExampleObject[] {
  const found: ExampleObject[] = [];
  for (let index = text.indexOf("{"); index !== -1; index = text.indexOf("{", index + 1)) {
    const scanned = scanObject(text, index);
    if (scanned === undefined) continue;
    found.push({ ...scanned, ...introBefore(text, index) });
    index = scanned.end - 1;
  }
  return found;
}

/** The text before `index` on its line when it has words, else the nearest line above with any (a heading when it ends in `:`). */
function introBefore(text: string, index: number): Pick<ExampleObject, "intro" | "underHeading"> {
  const lines = text.slice(0, index).split("\n");
  const sameLine = lines.pop() ?? "";
  if (/[A-Za-z]/.test(sameLine)) return { intro: sameLine, underHeading: false };
  for (let line = lines.pop(); line !== undefined; line = lines.pop()) {
    if (line.trim() !== "") return { intro: line, underHeading: line.trimEnd().endsWith(":") };
  }
  return { intro: "", underHeading: false };
}

const KEY = /^(?:"([^"\n]*)"|'([^'\n]*)'|([A-Za-z_$][\w$]*))\s*:/;

/** Reads the object starting at `start` (a `{`) loosely, as people write JSON in prose: comments, quotes of either kind, `…` lines. */
function scanObject(
  text: string,
  start: number,
): (Omit<ExampleObject, "intro" | "underHeading"> & { end: number }) | undefined {
  const stack: string[] = [];
  const keys: string[] = [];
  const innerKeys: string[] = [];
  let regular = true;
  let expectKey = false;
  let position = start;
  while (position < text.length) {
    const char = text[position]!;
    if (/\s/.test(char)) {
      position++;
      continue;
    }
    if (char === "/" && text[position + 1] === "/") {
      const end = text.indexOf("\n", position);
      position = end === -1 ? text.length : end;
      continue;
    }
    if (expectKey) {
      expectKey = false;
      const key = KEY.exec(text.slice(position, position + 200));
      if (key !== null) {
        (stack.length === 1 ? keys : innerKeys).push(key[1] ?? key[2] ?? key[3]!);
        position += key[0].length;
        continue;
      }
      if (char !== "}" && stack.length === 1) regular = false;
    }
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, position + 1);
      const lineEnd = text.indexOf("\n", position);
      // A quote whose string does not close on its line is an apostrophe in prose, not a string.
      if (close !== -1 && (lineEnd === -1 || close < lineEnd)) {
        position = close + 1;
        continue;
      }
    } else if (char === "{" || char === "[") {
      stack.push(char);
      expectKey = char === "{";
    } else if (char === "}" || char === "]") {
      if (stack.pop() !== (char === "}" ? "{" : "[")) return undefined;
      if (stack.length === 0) return { keys, innerKeys, regular, end: position + 1 };
    } else if (char === ",") {
      expectKey = stack.at(-1) === "{";
    }
    position++;
  }
  return undefined;
}

/** `a, b, c: {X|Y}, d are required`, `Required parameters: a (…), b, c`: a list said to be the arguments. */
const REQUIRED_AFTER = /^(.*?)\s+(?:are|is)\s+(?:all\s+)?required\b/i;
const REQUIRED_BEFORE = /\brequired\s+(?:parameters|arguments|fields|inputs|properties)\s*(?:are\s*)?:?\s*(.*)$/i;
/** One item of such a list: a name, maybe with its values `{A|B}` or a gloss `(…)`. */
const LIST_ITEM = /^(?:and\s+|or\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*\{[^{}]*\}|\([^()]*\))?$/;
/** The first item may follow a label: `High level: product_id`. */
const FIRST_ITEM = /^(?:[^:]*:\s+)?(?:and\s+|or\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*\{[^{}]*\}|\([^()]*\))?$/;

/** Names in a list the description says is required, when the list is mostly the schema's names. */
function requiredListStrangers(text: string, declared: ReadonlySet<string>): string[] {
  const strangers: string[] = [];
  for (const sentence of text.split(/\n|(?<=\.)\s+/)) {
    const list = REQUIRED_BEFORE.exec(sentence)?.[1] ?? REQUIRED_AFTER.exec(sentence)?.[1];
    if (list === undefined || OUTPUT_WORDS.test(sentence)) continue;
    const names = listNames(list.replace(/\.\s*$/, ""));
    if (names === undefined || names.length < 3) continue;
    const missing = names.filter((name) => !declared.has(name));
    const shared = names.length - missing.length;
    if (shared >= 2 && missing.length < shared) strangers.push(...missing);
  }
  return strangers;
}

/** The names of a comma-separated list, or undefined when one item is more than a name (then it is prose). */
function listNames(list: string): string[] | undefined {
  const names: string[] = [];
  for (const [index, item] of splitTopLevel(list).entries()) {
    const match = (index === 0 ? FIRST_ITEM : LIST_ITEM).exec(item.trim());
    if (match === null) return undefined;
    names.push(match[1]!);
  }
  return names;
}

/** Splits at commas (and a final `and`/`or`) outside brackets. */
function splitTopLevel(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if ("({[".includes(char)) depth++;
    else if (")}]".includes(char)) depth--;
    if (char === "," && depth === 0) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items;
}
