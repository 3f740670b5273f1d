// Answers the checker gave about one node, kept with the program that gave them: the same question
// comes back once for each tool whose code passes that node (a call before a dispatch's `switch`
// is followed from each of its branches: 28 times on one server). A new program asks afresh, as
// its checker may see other files; the answers die with the program.
import type * as TS from "typescript";

export type ProgramMemo<K extends object, V> = (program: TS.Program, key: K, compute: () => V) => V;

export function programMemo<K extends object, V>(): ProgramMemo<K, V> {
  const byProgram = new WeakMap<TS.Program, WeakMap<K, { value: V }>>();
  return (program, key, compute) => {
    let answers = byProgram.get(program);
    if (answers === undefined) {
      answers = new WeakMap();
      byProgram.set(program, answers);
    }
    const known = answers.get(key);
    if (known !== undefined) return known.value;
    const value = compute();
    answers.set(key, { value });
    return value;
  };
}
