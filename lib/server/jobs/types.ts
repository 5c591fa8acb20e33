import 'server-only';
/** The jobs module's types (see index.ts for how jobs work); imported by its parts, so index.ts stays the door only. */
export type JobStatus = 'queued' | 'running' | 'complete' | 'error';

/** How a job ended in error: its handler threw, it ran past its time-out, or it was cut off (crash, shutdown) for good. */
export type JobErrorKind = 'failed' | 'timeout' | 'interrupted';

export interface JobState<P = unknown, R = unknown> {
  id: string;
  kind: string;
  status: JobStatus;
  payload: P;
  progress: unknown;
  result: R | null;
  error: string | null;
  errorKind: JobErrorKind | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  startedAt?: string | null;
  finishedAt?: string | null;
}

export interface JobHandle {
  id: string;
  /** Which start this is: 1, then 2 after a restart. */
  attempt?: number;
  /** Saves partial progress (persisted), e.g. a partial audio file id. */
  progress(value: unknown): Promise<void>;
  /** Aborts on time-out, on a lost lease, or when the worker shuts down. */
  signal: AbortSignal;
}

export interface JobDefinition<P, R> {
  handler: (payload: P, job: JobHandle) => Promise<R>;
  /** After a crash mid-run: run again from the start, or mark error. */
  resume: 'restart' | 'fail';
  /** Longest one run may take (default JOB_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Starts allowed in all, crashes included (default JOB_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Choose the id (e.g. the record it renders). Enqueueing an id that exists returns it unchanged. */
  id?: string;
  /** Do not start before this many milliseconds. */
  delayMs?: number;
}
