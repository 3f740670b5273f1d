// The one cache lifetime: an answer lives exactly as long as the object it is about. Keyed by a
// `ts.Program` (or its checker) it is per program; keyed by a node or a source file it is per
// file: an editor that re-parses a file, or builds a new program, gets new keys and so fresh
// answers, and nothing accumulates over a long-lived process. Plain: no `typescript` import.

/** Answers `compute()` for `key` the first time, and the same answer afterwards. */
export interface WeakCache<K extends object, V> {
  (key: K, compute: () => V): V;
  /** Whether an answer is kept for `key`: for a caller that makes the answer in passing, if still needed. */
  has(key: K): boolean;
  /** The answer kept for `key`, without making one: undefined when there is none (or it is undefined). */
  peek(key: K): V | undefined;
}

/** A cache held in a `WeakMap`, so it never keeps its keys (or their answers) alive. */
export function weakCache<K extends object, V>(): WeakCache<K, V> {
  // Boxed, so an answer that is `undefined` is remembered too.
  const answers = new WeakMap<K, { readonly value: V }>();
  const cache = (key: K, compute: () => V): V => {
    const known = answers.get(key);
    if (known !== undefined) return known.value;
    const value = compute();
    answers.set(key, { value });
    return value;
  };
  return Object.assign(cache, {
    has: (key: K) => answers.has(key),
    peek: (key: K) => answers.get(key)?.value,
  });
}

/** Answers `compute()` for `key` as `owner` sees it, once per owner and key. */
export type WeakPairCache<O extends object, K extends object, V> = (owner: O, key: K, compute: () => V) => V;

/**
 * A cache of answers about a key that depend on an owner too: what a program's checker said about
 * a node. The same node may sit in several programs (a program built anew over unchanged files
 * shares their syntax trees), and a new program asks afresh, as its checker may see other files.
 * The answers die with the owner, or with the key.
 */
export function weakPairCache<O extends object, K extends object, V>(): WeakPairCache<O, K, V> {
  const byOwner = weakCache<O, WeakCache<K, V>>();
  return (owner, key, compute) => byOwner(owner, () => weakCache<K, V>())(key, compute);
}
