/**
 * npm run files:cleanup: one retention sweep of the file store, now, whatever the schedule.
 * Honours FILE_RETENTION_DAYS and UPLOAD_RETENTION_DAYS (0 keeps that kind forever) and
 * never removes a file a job record or another reference source still names.
 *
 * Runs with tsx --conditions=react-server, so the server modules load outside Next.
 */
import { retentionPolicy, runFileCleanup } from '@/lib/server/files/housekeeping';
// Every store of records that name files registers itself as it loads: load them all, so no
// file a record still names is taken for unreferenced.
import '@/lib/server/jobs';
import '@/lib/server/providers/local';
import { formatBytes } from '@/lib/contract/limits/sizes';

async function main() {
  const policy = retentionPolicy();
  if (policy.resultDays === 0 && policy.uploadDays === 0) {
    console.log('FILE_RETENTION_DAYS and UPLOAD_RETENTION_DAYS are 0: every file is kept forever; nothing to do.');
    return;
  }
  const report = await runFileCleanup();
  console.log(
    `Scanned ${report.scanned} files (results kept ${policy.resultDays || '∞'} days, uploads ${policy.uploadDays || '∞'} days): ` +
      `removed ${report.removed} (${formatBytes(report.freedBytes)}), kept ${report.kept} old files still referenced.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`files:cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
