/**
 * "Did you mean …?" for argument names. Models misspell names in predictable ways: another case
 * convention (`amount_cents` for `amountCents`), a dropped or doubled letter, a plural.
 */

/** Lower case without separators: `amount_cents`, `amountCents` and `Amount-Cents` all read `amountcents`. */
const normalize = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, "");

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
 * letters (`valeu` → `value` is one slip, not two), stopping early once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    // A swap reaches back two rows, so stopping needs both rows past the limit.
    if (rowMinimum > limit && Math.min(...previous) > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Names longer than this are compared by their first characters only (a hostile key may be megabytes long). */
const MAX_COMPARED = 64;

/**
 * The candidate closest to `name`, if it is close enough to be a likely slip: the same name in
 * another case convention, or within a third of its length in edits (at least one, for names of
 * three letters or more). Ties go to the earlier candidate, so the answer is stable.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = normalize(name.slice(0, MAX_COMPARED));
  // One edit turns any one- or two-letter name into another: for those, only a change of case counts.
  const limit = wanted.length < 3 ? 0 : Math.max(1, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(wanted, normalize(candidate.slice(0, MAX_COMPARED)), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
