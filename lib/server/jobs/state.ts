import 'server-only';
import type { JobDefinition } from './types';

/** How queued jobs reach a worker: the in-process poller, or BullMQ over Redis. */
export interface Dispatch {
  /** A job became runnable (enqueued, or requeued after a crash). */
  announce(job: { id: string; kind: string; attempts: number; delayMs?: number }): Promise<void>;
  /**
   * Why the queue gave up delivering this start of a job, or null. Lets a reader settle a
   * row the worker could not (its own store writes failing too).
   */
  deliveryFailure?(job: { id: string; attempts: number }): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * The job runtime of this process. Kept on globalThis so the definitions made by one
 * route bundle are seen by every other (and by the worker command).
 */
export interface RuntimeState {
  definitions: Map<string, JobDefinition<unknown, unknown>>;
  /** Jobs this process is running: id → its abort controller. */
  running: Map<string, AbortController>;
  starting: Promise<void> | null;
  dispatch: Dispatch | null;
  timers: NodeJS.Timeout[];
  stopping: boolean;
  /** Set by the worker command: this process runs jobs whatever JOB_RUN_IN_APP says. */
  workerProcess: boolean;
}

const KEY = Symbol.for('prism.jobs.runtime');

export function runtimeState(): RuntimeState {
  const holder = globalThis as { [KEY]?: RuntimeState };
  holder[KEY] ??= { definitions: new Map(), running: new Map(), starting: null, dispatch: null, timers: [], stopping: false, workerProcess: false };
  return holder[KEY];
}
