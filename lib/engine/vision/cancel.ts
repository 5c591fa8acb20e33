/**
 * Cooperative cancellation. A worker thread must never be terminated while ONNX Runtime is
 * running in it (the native addon aborts the whole process), so a request that goes away
 * does not kill its worker: it raises a flag in shared memory, and long loops (the
 * super-resolution tiles, the stages of unblur and colorize) check it and stop.
 *
 * One task runs at a time per worker thread, so the flag of the current task is kept here.
 * The server side is lib/server/worker-pool.ts, the one runner every engine pool uses.
 */
export class OperationCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'OperationCancelled';
  }
}

let flag: Int32Array | null = null;

/** Called by the task runner with the task's shared flag (or null). */
export function setCancelFlag(shared: SharedArrayBuffer | undefined): void {
  flag = shared ? new Int32Array(shared) : null;
}

export function isCancelled(): boolean {
  return flag !== null && Atomics.load(flag, 0) !== 0;
}

export function throwIfCancelled(): void {
  if (isCancelled()) throw new OperationCancelled();
}

/**
 * The current task's flag as an AbortSignal, for work that takes one (a child process to
 * kill): polled every `everyMs` until `stop()`, which the task calls when it ends.
 */
export function cancelSignal(everyMs = 50): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const timer = setInterval(() => {
    if (isCancelled()) controller.abort();
  }, everyMs);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

/** For the caller's side: a flag to pass with a task, and the function that raises it. */
export function createCancelFlag(): { shared: SharedArrayBuffer; cancel: () => void } {
  const shared = new SharedArrayBuffer(4);
  const view = new Int32Array(shared);
  return { shared, cancel: () => Atomics.store(view, 0, 1) };
}
