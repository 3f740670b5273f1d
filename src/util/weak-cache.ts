// The one cache lifetime: an answer lives exactly as long as the object it is about. Keyed by a
// `ts.Program` (or its checker) it is per program; keyed by a node or a source file it is per
// file: an editor that re-parses a file, or builds a new program, gets new keys and so fresh
// answers, and nothing accumulates over a long-lived process. Plain: no `typescript` import.

/** Answers `compute()` for `key` the first time, and the same answer afterwards. */
export type WeakCache<K extends object, V> = (key: K, compute: () => V) => V;

/** A cache held in a `WeakMap`, so it never keeps its keys (or their answers) alive. */
export function weakCache<K extends object, V>(): WeakCache<K, V> {
  // Boxed, so an answer that is `undefined` is remembered too.
  const answers = new WeakMap<K, { readonly value: V }>();
  return (key, compute) => {
    const known = answers.get(key);
    if (known !== undefined) return known.value;
    const value = compute();
    answers.set(key, { value });
    return value;
  };
}
