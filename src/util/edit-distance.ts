// The one edit distance, for every "did you mean …?" (argument names, constraint tags, property
// names). Plain: the runtime imports it.

/**
 * The number of single-character insertions, deletions, substitutions and swaps of two
 * neighbouring characters from `a` to `b` (`valeu` → `value` is one slip, not two). With a
 * `limit`, it stops as soon as the answer must exceed it and returns `limit + 1`: comparing a
 * name with many candidates then costs little for the far ones.
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
  return Math.min(previous[b.length]!, limit + 1);
}
