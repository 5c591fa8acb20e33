/**
 * A worker-thread task for the pool runner's tests (tests/unit/worker-pool.test.ts): it
 * answers, waits for the shared cancel flag, or dies the way a native crash would.
 */
import { throwIfCancelled, setCancelFlag, OperationCancelled } from '@/lib/engine/vision/cancel';

type Task = { kind: 'answer'; value: number } | { kind: 'wait' } | { kind: 'crash' };

export default async function run(task: Task & { cancel?: SharedArrayBuffer }): Promise<unknown> {
  setCancelFlag(task.cancel);
  try {
    if (task.kind === 'answer') return { ok: true, value: task.value };
    if (task.kind === 'crash') process.exit(7); // the thread ends mid-task, as an addon crash would end it
    // Checks the flag between "stages", as the engines do; gives up by itself after 20 s.
    for (let i = 0; i < 2_000; i++) {
      throwIfCancelled();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { ok: true, value: -1 };
  } catch (error) {
    if (error instanceof OperationCancelled) return { ok: false, cancelled: true };
    throw error;
  } finally {
    setCancelFlag(undefined);
  }
}
