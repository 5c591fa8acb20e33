import 'server-only';
import { log } from '../log';
import { ownerIsGone, OWNER } from './owner';
import { runtimeState } from './state';
import { jobsDb, nowIso, type JobRow } from './table';

/**
 * Settles jobs whose worker is gone: a running row whose lease lapsed (no heartbeat: the
 * process died or hung) or whose owner is a dead process on this machine. Its resume
 * policy decides: 'restart' puts it back in the queue (until max_attempts starts were
 * used), 'fail' marks it error with a message saying what happened. Every update is a
 * compare-and-set on the lease owner, so two reapers never settle one job twice.
 */
export async function reapOrphans(onlyId?: string): Promise<number> {
  const db = await jobsDb();
  let query = db.selectFrom('jobs').selectAll().where('status', '=', 'running');
  if (onlyId) query = query.where('id', '=', onlyId);
  const rows = await query.execute();
  const now = nowIso();
  let settled = 0;
  for (const row of rows) {
    if (row.lease_owner === OWNER && runtimeState().running.has(row.id)) continue;
    const gone = ownerIsGone(row.lease_owner);
    const lapsed = (row.lease_expires_at ?? '') < now;
    if (!gone && !lapsed) continue;
    if (await settleInterrupted(row, gone ? 'its process ended' : 'its worker stopped sending heartbeats')) settled += 1;
  }
  return settled;
}

/** Restart or fail one interrupted job. True when this call settled it. */
export async function settleInterrupted(row: JobRow, reason: string): Promise<boolean> {
  const db = await jobsDb();
  const now = nowIso();
  const restart = row.resume === 'restart' && row.attempts < row.max_attempts;
  const guard = db
    .updateTable('jobs')
    .where('id', '=', row.id)
    .where('status', '=', 'running')
    .where((eb) => (row.lease_owner === null ? eb('lease_owner', 'is', null) : eb('lease_owner', '=', row.lease_owner)));
  const message =
    row.resume === 'fail'
      ? `Interrupted: ${reason} during attempt ${row.attempts}; this kind of job is not restarted after a crash.`
      : `Interrupted ${row.attempts} times (last: ${reason}); gave up after ${row.max_attempts} attempts.`;
  const outcome = restart
    ? await guard.set({ status: 'queued', lease_owner: null, lease_expires_at: null, run_after: now, updated_at: now }).executeTakeFirst()
    : await guard
        .set({ status: 'error', error: message, error_kind: 'interrupted', lease_owner: null, lease_expires_at: null, finished_at: now, updated_at: now })
        .executeTakeFirst();
  if (Number(outcome.numUpdatedRows) === 0) return false;
  log.warn({ jobId: row.id, kind: row.kind, attempt: row.attempts, reason, outcome: restart ? 'requeued' : 'error' }, 'interrupted job settled');
  if (restart) await runtimeState().dispatch?.announce({ id: row.id, kind: row.kind, attempts: row.attempts });
  return true;
}

/**
 * The queue gave up on delivering a job (BullMQ ran out of attempts: the store was
 * unreachable, the row could not be claimed). A row still queued would wait forever with
 * nobody told, so it is marked error with the reason; its caller sees a failed job. A row
 * that is running or settled already is left to its lease and the reaper.
 */
export async function settleUndelivered(id: string, reason: string): Promise<boolean> {
  const settled = await failQueued(id, `The job queue could not run this job: ${reason}`);
  if (settled) log.warn({ jobId: id, reason }, 'job the queue could not run marked error');
  return settled;
}

/** Marks a job error with `error` if it is still queued (a compare-and-set): false once a process has started it. */
export const failQueued = (id: string, error: string): Promise<boolean> => failUnfinished(id, error, ['queued']);

/**
 * Marks a job error with `error` if it is in one of `statuses` (a compare-and-set): false when
 * it is not. Clearing the lease of a running job is what stops it: its worker's next
 * heartbeat finds the row no longer its own and aborts the work.
 */
export async function failUnfinished(id: string, error: string, statuses: ReadonlyArray<'queued' | 'running'>): Promise<boolean> {
  const db = await jobsDb();
  const now = nowIso();
  const outcome = await db
    .updateTable('jobs')
    .set({ status: 'error', error, lease_owner: null, lease_expires_at: null, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows) > 0;
}
