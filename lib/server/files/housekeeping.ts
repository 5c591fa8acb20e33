import 'server-only';
import { env } from '../env';
import { log } from '../log';
import { fileStore } from './active-store';
import { recordStores, referencedFileIds } from './references';
import type { CleanupReport } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Let the server finish starting before the first sweep. */
const FIRST_RUN_DELAY_MS = 30_000;

/** The retention the configuration asks for (UPLOAD_RETENTION_DAYS falls back to FILE_RETENTION_DAYS). */
export function retentionPolicy() {
  const config = env();
  return { resultDays: config.FILE_RETENTION_DAYS, uploadDays: config.UPLOAD_RETENTION_DAYS ?? config.FILE_RETENTION_DAYS };
}

/**
 * One sweep: finished records past the result retention go first (jobs, music: see
 * each registers itself: registerRecordStore in references.ts), then every file past its retention that no remaining record or other
 * reference source names.
 */
export async function runFileCleanup(): Promise<CleanupReport> {
  const policy = retentionPolicy();
  if (policy.resultDays === 0 && policy.uploadDays === 0) {
    return { scanned: 0, removed: 0, kept: 0, freedBytes: 0, removedIds: [] };
  }
  for (const [name, store] of recordStores()) {
    const pruned = await store.pruneFinished(policy.resultDays);
    if (pruned) log.info({ store: name, pruned }, 'finished records past retention removed');
  }
  const referenced = await referencedFileIds();
  const store = fileStore();
  const report = await store.sweep({ policy, isReferenced: (id) => referenced.has(id) });
  log.info({ ...report, removedIds: undefined, policy, store: store.name }, 'file retention sweep');
  return report;
}

const STARTED = Symbol.for('prism.files.housekeeping');

/**
 * Sweeps once shortly after start, then daily. Called when the job runtime starts (a server
 * whose providers define jobs, every worker) and by the file routes; idempotent, and the
 * timers never keep a process alive.
 */
export function startFileHousekeeping(): void {
  const holder = globalThis as { [STARTED]?: boolean };
  if (holder[STARTED] || env().NODE_ENV === 'test') return;
  holder[STARTED] = true;
  const sweep = () => runFileCleanup().catch((error: unknown) => log.error({ err: error }, 'file retention sweep failed'));
  setTimeout(sweep, FIRST_RUN_DELAY_MS).unref();
  setInterval(sweep, DAY_MS).unref();
}
