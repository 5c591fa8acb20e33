import 'server-only';

/**
 * Durable background jobs for long operations (music rendering, large images).
 *
 * Contract for callers:
 *   defineJob('music.render', async (payload, job) => { ...; await job.progress({...}); return result; });
 *   const id = await enqueueJob('music.render', payload);
 *   const state = await getJob(id);   // { id, kind, status, progress, result, error, ... }
 *
 * Handlers must be idempotent: after a crash a job that was running is either run again
 * from the start or marked error, as its definition says (resume: 'restart' | 'fail').
 * The platform layer owns the implementation (SQLite table + in-process worker, or BullMQ
 * when REDIS_URL is set).
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
}

export interface JobHandle {
  id: string;
  /** Saves partial progress (persisted), e.g. a partial audio file id. */
  progress(value: unknown): Promise<void>;
  signal: AbortSignal;
}

export interface JobDefinition<P, R> {
  handler: (payload: P, job: JobHandle) => Promise<R>;
  /** After a crash mid-run: run again from the start, or mark error. */
  resume: 'restart' | 'fail';
}

export { defineJob, enqueueJob, getJob } from './memory';
