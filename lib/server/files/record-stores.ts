import 'server-only';
import { jobFileReferences, pruneFinishedJobs } from '../jobs/records';
import { musicFileReferences, pruneFinishedMusic } from '../providers/local/music-store';

/**
 * Every store whose records name stored files. Retention first lets finished records past
 * the result retention go, then keeps every file a remaining record names: a record and its
 * files go together, never the files first. A new kind of record that holds file URLs is
 * added here, once, and both the server's daily sweep and `npm run files:cleanup` honour it.
 */
export const RECORD_STORES = [
  { name: 'jobs', references: jobFileReferences, pruneFinished: pruneFinishedJobs },
  { name: 'music', references: musicFileReferences, pruneFinished: pruneFinishedMusic },
] as const;
