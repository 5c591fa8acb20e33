import 'server-only';
import { fileIdsIn } from '../files';
import { registerRecordStore } from '../files/references';
import { jobsDb } from './table';

/**
 * Job records as seen by file retention: every file a record names (in its payload,
 * progress or result) is kept while the record exists; finished records go after the
 * result retention, which then lets their files go too.
 */
export async function jobFileReferences(): Promise<Set<string>> {
  const db = await jobsDb();
  const rows = await db.selectFrom('jobs').select(['payload', 'progress', 'result']).execute();
  const ids = new Set<string>();
  for (const row of rows) {
    for (const text of [row.payload, row.progress, row.result]) if (text) for (const id of fileIdsIn(text)) ids.add(id);
  }
  return ids;
}

/** Removes finished job records older than `days` (0 keeps them forever). */
export async function pruneFinishedJobs(days: number): Promise<number> {
  if (days <= 0) return 0;
  const db = await jobsDb();
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const outcome = await db.deleteFrom('jobs').where('status', 'in', ['complete', 'error']).where('finished_at', '<', cutoff).executeTakeFirst();
  return Number(outcome.numDeletedRows);
}

registerRecordStore('jobs', { references: jobFileReferences, pruneFinished: pruneFinishedJobs });
