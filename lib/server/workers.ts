import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { createCancelFlag } from '@/lib/engine/vision/cancel';
import { busyError } from './admission';
import { ApiError, cancelledByClient } from './errors';
import type { Logger } from './log';

/** Tasks each pool is running or holding in its queue, by runInPool; and how many may wait. */
const tasksOf = new WeakMap<Piscina, number>();
const queueLimitOf = new WeakMap<Piscina, number>();

/**
 * A pool of worker threads running one engine module, so model inference and rendering
 * never block the event loop. Workers load the TypeScript source through tsx, from the
 * project folder, which keeps engine code out of the Next.js bundle (native addons and
 * model files stay where Node expects them).
 *
 * `file` is relative to the project root, e.g. 'lib/engine/image/worker.ts'; the module's
 * default export (or the `name` export given to run()) is the task function.
 */
export function workerPool(file: string, options: { maxThreads?: number; idleTimeoutMs?: number; maxQueue?: number } = {}): Piscina {
  const pool = new Piscina({
    filename: pathToFileURL(path.join(process.cwd(), file)).href,
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, os.availableParallelism() - 1),
    // Keep a warm worker for a while: loading a model costs far more than an idle thread.
    idleTimeout: options.idleTimeoutMs ?? 5 * 60_000,
  });
  // Tasks that may wait for a thread (default: no bound). runInPool enforces it; Piscina's own
  // maxQueue is left unbounded, as it could refuse a task while its idle threads start up.
  queueLimitOf.set(pool, options.maxQueue ?? Infinity);
  return pool;
}

export interface PoolRunOptions {
  /** The caller going away stops the task (cooperatively: see below). */
  signal: AbortSignal;
  /** Longest the task may take; then it is stopped and fails with job_failed. */
  timeoutMs: number;
  /** What the task does, for messages: "the colorization". */
  what: string;
  log: Logger;
}

/**
 * Runs one task on an engine pool, the same way for every engine: one cancellation, one
 * time-out and one crash rule.
 *
 * - Cancellation and time-out raise a flag in shared memory that the engine checks between
 *   stages (lib/engine/vision/cancel.ts). A thread is never terminated: killing a thread
 *   while a native addon (ONNX Runtime) runs in it takes the whole process down.
 * - A task that fails in the engine's own terms answers { ok: false } and is the caller's
 *   to phrase; a time-out is `job_failed` saying so; a client that went away, a 400.
 * - A pool whose queue is full (workerPool's maxQueue) turns the task away at once: 503
 *   `unavailable` with Retry-After, rather than a wait whose input sits in memory and whose
 *   time-out would run out before the task even starts.
 * - A worker that dies (out of memory, a native crash, an uncaught error) rejects its task:
 *   `job_failed`, with the detail in the log. Piscina starts a new thread for the next task.
 */
export async function runInPool<R>(pool: Piscina, task: object, options: PoolRunOptions): Promise<R> {
  // Counted here, not read from Piscina's queue, which is empty while idle threads start up.
  const inFlight = tasksOf.get(pool) ?? 0;
  if (inFlight >= pool.options.maxThreads + (queueLimitOf.get(pool) ?? Infinity)) {
    throw busyError('The engine', inFlight - pool.options.maxThreads);
  }
  const { shared, cancel } = createCancelFlag();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    cancel();
  }, options.timeoutMs);
  timer.unref();
  options.signal.addEventListener('abort', cancel, { once: true });
  tasksOf.set(pool, inFlight + 1);
  try {
    const result = (await pool.run({ ...task, cancel: shared })) as R;
    if (timedOut) throw new ApiError('job_failed', `${options.what} took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped.`);
    if (options.signal.aborted) throw cancelledByClient();
    return result;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    options.log.error({ err: error }, `${options.what}: the engine's worker failed`);
    throw new ApiError('job_failed', `${options.what} failed: its worker stopped unexpectedly. Try again; if it keeps failing, quote the request id.`);
  } finally {
    tasksOf.set(pool, (tasksOf.get(pool) ?? 1) - 1);
    clearTimeout(timer);
    options.signal.removeEventListener('abort', cancel);
  }
}
