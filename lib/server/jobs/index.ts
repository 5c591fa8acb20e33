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

export type * from './types';
export { cancelJob, declareWorkerProcess, defineJob, enqueueJob, getJob, startJobRuntime, stopJobRuntime, waitForJob, withdrawQueuedJob } from './runtime';
