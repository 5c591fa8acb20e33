import 'server-only';

// On globalThis, like the store: one set of turns per process, whichever bundle loads this.
const TAILS = Symbol.for('prism.in-turn');
const holder = globalThis as { [TAILS]?: Map<string, Promise<void>> };
const tails = (holder[TAILS] ??= new Map());

/**
 * Runs tasks that share a key one after another in this process; tasks with other keys run
 * side by side. For a check-then-write that must not interleave with itself, such as counting
 * a caller's songs before adding two: without it, every request arriving together counts the
 * same songs and all of them pass. A failed task does not stop the next.
 */
export async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).then(task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
