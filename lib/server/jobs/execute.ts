import 'server-only';
import type { OperandValueExpressionOrList } from 'kysely';
import { env } from '../env';
import { log } from '../log';
import type { JobErrorKind, JobHandle } from './types';
import { OWNER } from './owner';
import { reapOrphans } from './reaper';
import { runtimeState } from './state';
import { jobsDb, nowIso, type JobRow, type JobsTable } from './table';

/** The lease is three heartbeats long: one late beat is not a death. */
export const leaseMs = () => env().JOB_HEARTBEAT_MS * 3;

/**
 * Claims one queued job of a kind this process knows, chosen by `pick` (the oldest runnable
 * one, or a given id), or null. The update re-checks `queued`: another process may have
 * claimed it between the choice and the write. With no kinds defined there is nothing to
 * claim (an empty IN list is not valid SQL, and a placeholder kind is not valid PostgreSQL text).
 */
async function claim(pick: (kinds: string[], now: string) => OperandValueExpressionOrList<{ jobs: JobsTable }, 'jobs', 'id'>): Promise<JobRow | null> {
  const kinds = [...runtimeState().definitions.keys()];
  if (kinds.length === 0) return null;
  const db = await jobsDb();
  const now = nowIso();
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', lease_owner: OWNER, lease_expires_at: nowIso(leaseMs()), attempts: eb('attempts', '+', 1), started_at: now, updated_at: now }))
    .where('id', '=', pick(kinds, now))
    .where('status', '=', 'queued')
    .where('kind', 'in', kinds)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Takes the oldest runnable queued job of a kind this process knows, or null. */
export const claimNext = (): Promise<JobRow | null> =>
  claim((kinds, now) => (eb) =>
    eb.selectFrom('jobs').select('id').where('status', '=', 'queued').where('run_after', '<=', now).where('kind', 'in', kinds).orderBy('created_at').orderBy('id').limit(1),
  );

/** Claims one given job if it is queued (BullMQ delivers ids). */
export const claimById = (id: string): Promise<JobRow | null> => claim(() => id);

/**
 * Runs a delivered job id: settles it first if its previous worker is gone, then claims and
 * runs it. A job already running under a live lease elsewhere is left alone.
 */
export async function runById(id: string): Promise<void> {
  await reapOrphans(id);
  const row = await claimById(id);
  if (row) await execute(row);
}

class Stop extends Error {
  constructor(readonly why: 'timeout' | 'lease-lost' | 'shutdown') {
    super(why);
  }
}

/**
 * Runs a claimed job to its end: heartbeat, time-out, persisted progress, and the final
 * state. Every write is guarded by our lease, so a job settled by someone else (reaped after
 * a long pause, or timed out) is never overwritten by a late result.
 */
export async function execute(row: JobRow): Promise<void> {
  const state = runtimeState();
  const definition = state.definitions.get(row.kind);
  // Counted as running before the first await, so the dispatcher never overfills its slots.
  const controller = new AbortController();
  state.running.set(row.id, controller);
  const db = await jobsDb();
  const mine = () => db.updateTable('jobs').where('id', '=', row.id).where('lease_owner', '=', OWNER).where('status', '=', 'running');
  const jobLog = log.child({ jobId: row.id, kind: row.kind, attempt: row.attempts });

  let settled = false;
  const finish = async (values: { status: 'complete' | 'error' | 'queued'; result?: string | null; error?: string | null; error_kind?: JobErrorKind | null }) => {
    if (settled) return;
    settled = true;
    const now = nowIso();
    await mine()
      .set({ ...values, lease_owner: null, lease_expires_at: null, updated_at: now, ...(values.status === 'queued' ? { run_after: now } : { finished_at: now }) })
      .execute()
      .catch((error: unknown) => jobLog.error({ err: error }, 'could not record the end of a job'));
  };

  const beat = setInterval(() => {
    mine()
      .set({ lease_expires_at: nowIso(leaseMs()) })
      .executeTakeFirst()
      .then((outcome) => {
        if (Number(outcome.numUpdatedRows) === 0) controller.abort(new Stop('lease-lost'));
      })
      .catch((error: unknown) => jobLog.warn({ err: error }, 'heartbeat failed'));
  }, env().JOB_HEARTBEAT_MS);
  beat.unref();

  let release: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (release = resolve));
  const timer = setTimeout(() => controller.abort(new Stop('timeout')), row.timeout_ms);
  timer.unref();
  controller.signal.addEventListener('abort', () => release(), { once: true });

  const handle: JobHandle = {
    id: row.id,
    attempt: row.attempts,
    signal: controller.signal,
    progress: async (value) => {
      if (controller.signal.aborted) throw controller.signal.reason;
      const outcome = await mine().set({ progress: JSON.stringify(value ?? null), updated_at: nowIso() }).executeTakeFirst();
      if (Number(outcome.numUpdatedRows) === 0) {
        controller.abort(new Stop('lease-lost'));
        throw controller.signal.reason;
      }
    },
  };

  try {
    if (!definition) throw new Error(`no definition for job kind ${row.kind} in this process`);
    jobLog.info('job started');
    // A handler that ignores its signal must not hold the slot (or the row) past its time-out.
    const outcome = await Promise.race([
      definition.handler(JSON.parse(row.payload), handle).then((result) => ({ result })),
      stopped.then(() => ({ stopped: true as const })),
    ]);
    if ('stopped' in outcome || controller.signal.aborted) throw controller.signal.reason;
    await finish({ status: 'complete', result: JSON.stringify(outcome.result ?? null), error: null });
    jobLog.info('job complete');
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof Stop && reason.why === 'lease-lost') {
      settled = true; // someone else settled it; nothing of ours to write
      jobLog.warn('job lease lost or job cancelled; stopped, and left to whoever settled it');
    } else if (reason instanceof Stop && reason.why === 'shutdown') {
      // Let it run again elsewhere if its policy allows; otherwise say why it stopped.
      const restart = row.resume === 'restart';
      await finish(restart ? { status: 'queued' } : { status: 'error', error: 'Interrupted: the worker shut down during the job.', error_kind: 'interrupted' });
      if (restart) await state.dispatch?.announce({ id: row.id, kind: row.kind, attempts: row.attempts });
    } else if (reason instanceof Stop && reason.why === 'timeout') {
      await finish({ status: 'error', error: `Timed out after ${+(row.timeout_ms / 1000).toFixed(1)} s.`, error_kind: 'timeout' });
      jobLog.warn('job timed out');
    } else {
      const message = reason instanceof Error ? reason.message : String(reason);
      await finish({ status: 'error', error: message || 'The job failed.', error_kind: 'failed' });
      jobLog.warn({ err: reason }, 'job failed');
    }
  } finally {
    clearInterval(beat);
    clearTimeout(timer);
    state.running.delete(row.id);
  }
}

/** Stops a job this process runs whose row someone else has settled (cancelJob). */
export function abortHere(id: string): void {
  runtimeState().running.get(id)?.abort(new Stop('lease-lost'));
}

/** Aborts every job this process runs (graceful shutdown). */
export function abortAll(): void {
  for (const controller of runtimeState().running.values()) controller.abort(new Stop('shutdown'));
}
