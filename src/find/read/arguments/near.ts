// "Close to" for property names: one case conversion away (`thought_number` / `thoughtNumber`,
// `maxLength` / `max_length`), or a small edit away (`quantity` / `quantiy`). Pure string functions.
import { splitWords } from "../../syntax/names.js";
import { editDistance } from "../../../util/edit-distance.js";

export { editDistance };

/** Whether two names are the same words in another case style. */
export function sameWords(a: string, b: string): boolean {
  const left = splitWords(a);
  const right = splitWords(b);
  return left.length > 0 && left.length === right.length && left.every((word, index) => word === right[index]);
}

/**
 * How many edits two names may be apart and still be taken for a typo of one another: none for very
 * short names (`to`/`top` are different words), one for short ones, two from eight characters.
 */
function allowedEdits(a: string, b: string): number {
  if (Math.min(a.length, b.length) < 3) return 0;
  const length = Math.max(a.length, b.length);
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The one candidate `name` is close to, if exactly one is closest: a case conversion wins over an
 * edit. Undefined when `name` is itself a candidate, nothing is close, or two are equally close.
 */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  if (list.includes(name)) return undefined;
  const converted = list.filter((candidate) => sameWords(name, candidate));
  if (converted.length > 0) return converted.length === 1 ? converted[0] : undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of list) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance > allowedEdits(name, candidate)) continue;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) {
      tie = true;
    }
  }
  return tie ? undefined : best;
}
