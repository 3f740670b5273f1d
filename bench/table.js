// Shared by the benchmarks: a row is one measured figure beside the baseline measured in the same run.
/**
 * @typedef {object} BenchRow
 * @property {string} name      what was measured
 * @property {string} figure    the measured figure, formatted with its unit
 * @property {string} baseline  what it is compared with, measured in the same run, formatted
 * @property {number} ratio     figure / baseline, the median of paired runs' ratios, or the quantity the target is stated in
 * @property {string} target    the issue's target for the ratio, e.g. "≤ 0.10"
 * @property {boolean} ok       whether the ratio meets the target
 */

/** @param {BenchRow[]} rows */
export function formatTable(rows) {
  const header = ["benchmark", "figure", "baseline", "ratio", "target", ""];
  const body = rows.map((r) => [r.name, r.figure, r.baseline, r.ratio.toFixed(3), r.target, r.ok ? "ok" : "MISSED"]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of the ratios of runs measured back to back (figure[i] / baseline[i]). A shared machine
 * drifts between runs; each pair sees the same machine, so one slow stretch moves one pair's ratio,
 * not the whole comparison.
 */
export function pairedRatio(figures, baselines) {
  return median(figures.map((figure, i) => figure / baselines[i]));
}

/** Milliseconds, formatted. */
export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * A row of paired runs: each side's median, and the median of the pairs' ratios, within target
 * when it is at most `max` (`target` says so as the table prints it).
 */
export function pairedRow(name, figures, baselines, target, max) {
  const ratio = pairedRatio(figures, baselines);
  return { name, figure: ms(median(figures)), baseline: ms(median(baselines)), ratio, target, ok: ratio <= max };
}

/** A Markdown table of any cells, columns padded to their widest cell. */
export function gridTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** `part` as a whole percentage of `whole`, or "-" when there is nothing to divide. */
export const percent = (part, whole) => (whole === 0 ? "-" : `${Math.round((100 * part) / whole)}%`);
