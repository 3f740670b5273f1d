/**
 * "Did you mean …?" for argument names. Models misspell names in predictable ways: another case
 * convention (`amount_cents` for `amountCents`), a dropped or doubled letter, a plural.
 */
import { editDistance } from "../util/edit-distance.js";

/** Lower case without separators: `amount_cents`, `amountCents` and `Amount-Cents` all read `amountcents`. */
const normalize = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, "");

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
