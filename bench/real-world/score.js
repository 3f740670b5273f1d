// Pure scoring of one real-world project: the plugin's reports against the labels written by reading
// the code, the definitions it found against the labelled ones, and what a --fix removed.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Whether `message` names `property` as a whole word (`city` in "`city` is …", not in "velocity"). */
export function namesProperty(message, property) {
  const escaped = property.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^A-Za-z0-9_$])${escaped}($|[^A-Za-z0-9_$])`).test(message);
}

/** A report without its line: a fix or a mutation that moves code does not make its reports new. */
export const reportKey = (m) => `${m.file} ${m.ruleId}: ${m.message}`;

/** The plugin's reports in `after` that `before` did not give, by file, rule and message (as a multiset). */
export function newReports(after, before) {
  const left = new Map();
  for (const m of before) left.set(reportKey(m), (left.get(reportKey(m)) ?? 0) + 1);
  return after.filter((m) => {
    if (typeof m.ruleId !== "string" || !m.ruleId.startsWith("tool-schema/")) return false;
    const count = left.get(reportKey(m)) ?? 0;
    if (count > 0) left.set(reportKey(m), count - 1);
    return count === 0;
  });
}

/**
 * The rules that own each drift kind (the table in README.md). A label names its rules when it is
 * written; a rule made for a kind later counts too, so a label written before the rule existed
 * (`"rules": []`) is not missed for ever.
 */
export const KIND_RULES = {
  "undeclared-read": ["no-undeclared-arguments", "no-schema-drift"],
  "unread-declared": ["no-unread-parameters", "no-schema-drift"],
  renamed: ["no-schema-drift", "no-undeclared-arguments", "no-unread-parameters"],
  type: ["no-schema-drift"],
  "required-missing": ["no-schema-drift"],
  "required-extra": ["no-schema-drift"],
  "duplicate-name": ["no-duplicate-tool-names"],
  "missing-description": ["require-description"],
  "invalid-name": ["valid-tool-name"],
  "description-mismatch": ["description-matches-parameters"],
  "stale-dispatch": ["no-unhandled-tools"],
  "unhandled-definition": ["no-unhandled-tools"],
  "invalid-schema": ["valid-schema"],
  "provider-incompatible": ["provider-compatible"],
};

/** The rules whose report may match `drift`: its own and its kind's. */
const ownerRules = (drift) => [...drift.rules, ...(KIND_RULES[drift.kind] ?? [])];

/**
 * Whether a report falls in a drift label: its rule, one of its file ranges, and its property. A
 * report may also stand where the labelled tool is defined, naming the tool (`tool "create_agent"`):
 * ESLint reports in the file it lints, so drift in a schema imported from another module is
 * reported where the tool hands it over, a place the label need not list.
 */
export function reportMatches(report, drift, definitions = []) {
  if (!ownerRules(drift).includes(report.ruleId.replace(/^tool-schema\//, ""))) return false;
  const inRange = drift.at.some(
    (at) => at.file === report.file && report.line >= at.lines[0] && report.line <= at.lines[1],
  );
  const atTool =
    drift.tool !== undefined &&
    report.message.includes(`tool "${drift.tool}"`) &&
    definitions.some((definition) => definition.name === drift.tool && definition.file === report.file);
  if (!inRange && !atTool) return false;
  return drift.property === undefined || namesProperty(report.message, drift.property);
}

/**
 * Each labelled drift with the reports that match it, and the reports that match no label (the
 * candidate false alarms). Parse errors and other rules' messages are not the plugin's reports.
 */
export function matchReports(messages, drift, definitions = []) {
  const reports = messages.filter((m) => typeof m.ruleId === "string" && m.ruleId.startsWith("tool-schema/"));
  const found = new Map(drift.map((d) => [d.id, []]));
  const unmatched = [];
  for (const report of reports) {
    const labels = drift.filter((d) => reportMatches(report, d, definitions));
    if (labels.length === 0) unmatched.push(report);
    for (const label of labels) found.get(label.id).push(report);
  }
  return { reports: reports.length, found, unmatched };
}

/**
 * The labelled definitions the plugin found (same file and tool name, or same place when it could
 * not read the name) and linked, and the
 * definitions it found that no label lists (a tool call taken for a definition, say).
 */
export function definitionCoverage(inventory, definitions) {
  const remote = new Set(inventory.filter((i) => i.kind === "remote" && i.linked !== false).map((i) => i.name));
  const seen = inventory.filter((i) => i.kind === "definition");
  const key = (file, name) => `${file}\0${name}`;
  const byKey = new Map();
  for (const item of seen) {
    const k = key(item.file, item.name);
    byKey.set(k, [...(byKey.get(k) ?? []), item]);
  }
  let found = 0;
  let linked = 0;
  const missed = [];
  const used = new Set();
  // A definition found without a readable name (an enum compiled to JavaScript) is matched by its
  // place, or by the function that makes it, where the label names it after that factory.
  const unnamedAt = (label) =>
    seen.filter(
      (item) =>
        item.name === undefined &&
        item.file === label.file &&
        (Math.abs(item.line - label.line) <= 1 || item.factoryLine === label.line),
    );
  for (const label of definitions) {
    const named = byKey.get(key(label.file, label.name));
    const items = named ?? (unnamedAt(label).length > 0 ? unnamedAt(label) : undefined);
    if (items === undefined) {
      missed.push(label);
      continue;
    }
    found++;
    for (const item of items) used.add(item);
    if (items.some((item) => item.linked) || remote.has(label.name)) linked++;
  }
  const extra = seen.filter((item) => !used.has(item));
  return { labelled: definitions.length, found, linked, missed, extra };
}

/** Keys whose removal by a fix loses what the user wrote: descriptions, defaults and constraints. */
export const KEPT_KEYWORDS = new Set([
  "description",
  "default",
  "examples",
  "enum",
  "const",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
]);

/**
 * Every `keyword: value` property in a source text whose key is one of KEPT_KEYWORDS, as
 * "outer.inner.keyword: value" (the chain of enclosing property names, so that the same keyword
 * moved to another property counts as removed there).
 */
export function keywordEntries(fileName, text) {
  const ts = require("typescript");
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const entries = [];
  const nameOf = (node) => (ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined);
  const visit = (node, path) => {
    if (ts.isPropertyAssignment(node)) {
      const key = nameOf(node.name);
      if (key !== undefined) {
        if (KEPT_KEYWORDS.has(key))
          entries.push(`${[...path, key].join(".")}: ${node.initializer.getText(source).replace(/\s+/g, " ")}`);
        ts.forEachChild(node.initializer, (child) => visit(child, [...path, key]));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, path));
  };
  visit(source, []);
  return entries;
}

/** The entries of `before` that `after` no longer has (as a multiset). */
export function removedEntries(before, after) {
  const left = new Map();
  for (const entry of after) left.set(entry, (left.get(entry) ?? 0) + 1);
  const removed = [];
  for (const entry of before) {
    const count = left.get(entry) ?? 0;
    if (count > 0) left.set(entry, count - 1);
    else removed.push(entry);
  }
  return removed;
}

/**
 * Type errors as "file: TScode message" lines from `tsc --pretty false` output, without line
 * numbers, so that a fix that moves code does not count as new errors.
 */
export function typeErrorLines(tscOutput) {
  return tscOutput
    .split("\n")
    .map((line) => /^(.+?)\(\d+,\d+\): error (TS\d+): (.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => `${m[1]}: ${m[2]} ${m[3]}`);
}
