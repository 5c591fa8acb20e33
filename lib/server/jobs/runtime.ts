import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '../env';
import { ApiError, ConfigurationError } from '../errors';
import { startFileHousekeeping } from '../files/housekeeping';
import { log } from '../log';
import { bullDispatch } from './bull-dispatch';
import { abortAll, abortHere } from './execute';
import type { EnqueueOptions, JobDefinition, JobState } from './types';
import { localDispatch } from './local-dispatch';
// Loading the records module registers the jobs table as a store of file references.
import './records';
import { failQueued, failUnfinished, reapOrphans, settleUndelivered } from './reaper';
import { runtimeState } from './state';
import { jobsDb, nowIso, toState } from './table';

const MAX_ID_LENGTH = 200;

export function defineJob<P, R>(kind: string, definition: JobDefinition<P, R>): void {
  runtimeState().definitions.set(kind, definition as JobDefinition<unknown, unknown>);
  // A server that defines jobs starts its worker (and settles jobs a previous run left
  // behind) without waiting for the first enqueue. Tests start it themselves.
  // A setting that cannot work (ConfigurationError) is the start-up's to report, in one line.
  if (env().NODE_ENV !== 'test') queueMicrotask(() => void startJobRuntime().catch((error: unknown) => error instanceof ConfigurationError || log.error({ err: error }, 'job runtime did not start')));
}

export async function enqueueJob<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<string> {
  const definition = runtimeState().definitions.get(kind);
  if (!definition) throw new Error(`no job kind ${kind}: call defineJob first`);
  const id = options.id ?? randomUUID();
  if (id.length > MAX_ID_LENGTH) throw new Error(`job id longer than ${MAX_ID_LENGTH} characters`);
  await startJobRuntime();
  const db = await jobsDb();
  const now = nowIso();
  const config = env();
  const inserted = await db
    .insertInto('jobs')
    .values({
      id,
      kind,
      status: 'queued',
      payload: JSON.stringify(payload ?? null),
      progress: null,
      result: null,
      error: null,
      resume: definition.resume,
      attempts: 0,
      max_attempts: definition.maxAttempts ?? config.JOB_MAX_ATTEMPTS,
      timeout_ms: definition.timeoutMs ?? config.JOB_TIMEOUT_MS,
      lease_owner: null,
      lease_expires_at: null,
      run_after: nowIso(options.delayMs ?? 0),
      created_at: now,
      updated_at: now,
      started_at: null,
      finished_at: null,
    })
    // Enqueueing an id twice (a retried request) keeps the first job.
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return id;
  try {
    await runtimeState().dispatch?.announce({ id, kind, attempts: 0, delayMs: options.delayMs });
  } catch (error) {
    log.error({ err: error, jobId: id }, 'could not queue a job');
    await db.updateTable('jobs').set({ status: 'error', error: 'The job queue could not be reached.', finished_at: nowIso(), updated_at: nowIso() }).where('id', '=', id).execute();
    throw new ApiError('unavailable', 'The job queue could not be reached; try again shortly.');
  }
  return id;
}

export async function getJob(id: string): Promise<JobState | null> {
  if (id.length > MAX_ID_LENGTH) return null;
  await startJobRuntime();
  const db = await jobsDb();
  let row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  // A job that looks running but whose worker is gone is settled now, not at the next sweep.
  if (row?.status === 'running' && (await reapOrphans(id)) > 0) {
    row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }
  // A queued job the queue gave up delivering (a worker that could not claim it, nor record
  // why): settled here, so its caller is told instead of waiting forever.
  if (row?.status === 'queued' && (await undeliverable(row.id, row.attempts))) {
    row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }
  return row ? toState(row) : null;
}

/**
 * Starts this process's job runtime once: settles jobs a dead process left running, picks
 * the dispatch (BullMQ with REDIS_URL, the in-process poller otherwise), runs jobs unless
 * JOB_RUN_IN_APP=false (a worker process always runs them), and sweeps
 * for orphaned jobs every heartbeat.
 */
export function startJobRuntime(options: { runJobs?: boolean } = {}): Promise<void> {
  const state = runtimeState();
  state.starting ??= (async () => {
    const config = env();
    state.stopping = false;
    const runJobs = options.runJobs ?? (state.workerProcess || config.JOB_RUN_IN_APP);
    await reapOrphans();
    state.dispatch = config.REDIS_URL ? bullDispatch({ runJobs }) : localDispatch({ runJobs });
    if (config.REDIS_URL) await announceQueued();
    const sweep = setInterval(() => void reapOrphans().catch((error: unknown) => log.warn({ err: error }, 'job sweep failed')), config.JOB_HEARTBEAT_MS);
    sweep.unref();
    state.timers.push(sweep);
    // The server's other daily chore: file retention (its first sweep shortly after start).
    startFileHousekeeping();
    log.info({ dispatch: config.REDIS_URL ? 'bullmq' : 'in-process', runJobs, concurrency: config.JOB_CONCURRENCY }, 'job runtime started');
  })().catch((error: unknown) => {
    state.starting = null;
    throw error;
  });
  return state.starting;
}

async function undeliverable(id: string, attempts: number): Promise<boolean> {
  const reason = await runtimeState()
    .dispatch?.deliveryFailure?.({ id, attempts })
    .catch(() => null);
  return reason ? settleUndelivered(id, reason) : false;
}

/** Called by the worker command before it loads job definitions: this process runs jobs. */
export function declareWorkerProcess(): void {
  runtimeState().workerProcess = true;
}

/** Stops claiming, hands running jobs back per their policy, and closes the queue. */
export async function stopJobRuntime(): Promise<void> {
  const state = runtimeState();
  if (!state.starting) return;
  await state.starting.catch(() => {});
  state.stopping = true;
  for (const timer of state.timers.splice(0)) clearInterval(timer);
  abortAll();
  // Let the aborted jobs record how they ended.
  for (let i = 0; i < 50 && state.running.size > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  await state.dispatch?.close();
  state.dispatch = null;
  state.starting = null;
}

/** After Redis lost its queue (flushed, restarted without persistence): queued rows are announced again; duplicates are ignored. */
async function announceQueued(): Promise<void> {
  const db = await jobsDb();
  const queued = await db.selectFrom('jobs').select(['id', 'kind', 'attempts']).where('status', '=', 'queued').execute();
  for (const job of queued) await runtimeState().dispatch?.announce(job);
}

/**
 * Takes back a job no process has started (a request that waited for a worker long enough,
 * or whose caller left): marked error with `why`, it will not run later for nobody. False
 * when it has started already.
 */
export async function withdrawQueuedJob(id: string, why: string): Promise<boolean> {
  const withdrawn = await failQueued(id, why);
  if (withdrawn) log.info({ jobId: id, why }, 'queued job withdrawn');
  return withdrawn;
}

/**
 * Stops a job nobody wants any more (a request that ran it on a worker, whose caller left):
 * marked error with `why` whether queued or running. A worker running it notices at its next
 * heartbeat (JOB_HEARTBEAT_MS) and aborts the work; in this process it stops at once. False
 * when it had finished already.
 */
export async function cancelJob(id: string, why: string): Promise<boolean> {
  const cancelled = await failUnfinished(id, why, ['queued', 'running']);
  if (cancelled) {
    abortHere(id);
    log.info({ jobId: id, why }, 'job cancelled');
  }
  return cancelled;
}

/**
 * Waits for a job to finish (a request that hands its work to a worker and answers when it
 * is done). Polls the row, so it works whichever process or machine runs the job; resolves
 * with the final state, or with the current one when `signal` aborts (the caller went away).
 */
export async function waitForJob(id: string, options: { signal?: AbortSignal; pollMs?: number } = {}): Promise<JobState> {
  const pollMs = options.pollMs ?? 150;
  for (;;) {
    const state = await getJob(id);
    if (!state) throw new Error(`job ${id} vanished`);
    if (state.status === 'complete' || state.status === 'error' || options.signal?.aborted) return state;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
