import 'server-only';

/**
 * Durable background jobs for long operations (music rendering, large images).
 *
 * Contract for callers:
 *   defineJob('music.render', { handler: async (payload, job) => { ...; await job.progress({...}); return result; }, resume: 'restart' });
 *   const id = await enqueueJob('music.render', payload);            // or { id } to choose it (idempotent)
 *   const state = await getJob(id);   // { id, kind, status, progress, result, error, ... }
 *
 * Every job is a row in the store's jobs table (SQLite under DATA_DIR, or PostgreSQL), so its
 * state survives a restart. Without REDIS_URL an in-process worker runs JOB_CONCURRENCY jobs
 * at once; with REDIS_URL jobs are dispatched through BullMQ and any process running
 * `npm run worker` (or the app itself, unless JOB_RUN_IN_APP=false) picks them up.
 *
 * A running job holds a lease its worker renews every JOB_HEARTBEAT_MS. When the worker
 * dies (SIGKILL, crash, power) or hangs, the lease lapses (or, on the same machine, the
 * dead process is noticed at once at start-up) and the job is run again from the start or
 * marked error, as its definition's `resume` says; after JOB_MAX_ATTEMPTS starts it is
 * marked error whatever the policy. A job running longer than its time-out is stopped
 * (its signal aborts) and marked error. Handlers must therefore be idempotent.
 */
export type JobStatus = 'queued' | 'running' | 'complete' | 'error';

export interface JobState<P = unknown, R = unknown> {
  id: string;
  kind: string;
  status: JobStatus;
  payload: P;
  progress: unknown;
  result: R | null;
  error: string | null;
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

export { declareWorkerProcess, defineJob, enqueueJob, getJob, startJobRuntime, stopJobRuntime, waitForJob } from './runtime';
