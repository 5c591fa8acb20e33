import 'server-only';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isFileId, type FileMeta } from './blob-store';

/**
 * Removes stored files older than their retention. A file's age is counted from the last
 * time its bytes were stored (the metadata's mtime: putting the same bytes again renews it).
 * Uploads and results have their own horizon; 0 days keeps that kind forever. A file some
 * reference source still names (a job record, a history entry) stays whatever its age.
 *
 * Safe against a concurrent putFile of the same bytes: the blob is first moved aside, the
 * metadata's mtime is checked again, and the blob is put back if the file was stored anew.
 */
export interface RetentionPolicy {
  resultDays: number;
  uploadDays: number;
}

export interface CleanupReport {
  scanned: number;
  removed: number;
  /** Old enough to go, but still referenced. */
  kept: number;
  freedBytes: number;
  removedIds: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Half-written temporary files older than this are debris from a crash. */
const TEMP_MAX_AGE_MS = 60 * 60 * 1000;

export async function cleanupFiles(options: {
  root: string;
  policy: RetentionPolicy;
  isReferenced: (id: string) => boolean;
  now?: number;
}): Promise<CleanupReport> {
  const { root, policy, isReferenced } = options;
  const now = options.now ?? Date.now();
  const report: CleanupReport = { scanned: 0, removed: 0, kept: 0, freedBytes: 0, removedIds: [] };

  for (const shard of await listDir(root)) {
    if (!/^[a-f0-9]{2}$/.test(shard)) continue;
    const dir = path.join(root, shard);
    for (const entry of await listDir(dir)) {
      const full = path.join(dir, entry);
      if (entry.endsWith('.tmp') || entry.endsWith('.removing')) {
        const stat = await fs.stat(full).catch(() => null);
        if (stat && now - stat.mtimeMs > TEMP_MAX_AGE_MS) await fs.rm(full, { force: true });
        continue;
      }
      if (!entry.endsWith('.json')) continue;
      const id = entry.slice(0, -'.json'.length);
      if (!isFileId(id)) continue;
      report.scanned += 1;

      const metaFile = full;
      const blobFile = path.join(dir, id);
      const [metaStat, meta] = await Promise.all([fs.stat(metaFile).catch(() => null), readJson(metaFile)]);
      if (!metaStat || !meta) continue;
      const days = meta.kind === 'upload' ? policy.uploadDays : policy.resultDays;
      if (days <= 0) continue;
      const cutoff = now - days * DAY_MS;
      if (metaStat.mtimeMs >= cutoff) continue;
      if (isReferenced(id)) {
        report.kept += 1;
        continue;
      }
      const freed = await removeUnlessRenewed(blobFile, metaFile, cutoff);
      if (freed !== null) {
        report.removed += 1;
        report.freedBytes += freed;
        report.removedIds.push(id);
      }
    }
    // An empty shard folder is removed; rmdir fails harmlessly if a file arrived meanwhile.
    await fs.rmdir(dir).catch(() => {});
  }
  return report;
}

/** The bytes freed, or null when the file was stored again meanwhile and stays. */
async function removeUnlessRenewed(blobFile: string, metaFile: string, cutoff: number): Promise<number | null> {
  const aside = `${blobFile}.${process.pid}.removing`;
  const size = (await fs.stat(blobFile).catch(() => null))?.size ?? 0;
  const moved = await fs.rename(blobFile, aside).then(
    () => true,
    () => false,
  );
  const renewed = ((await fs.stat(metaFile).catch(() => null))?.mtimeMs ?? 0) >= cutoff;
  if (renewed) {
    if (moved) await fs.rename(aside, blobFile).catch(() => {});
    return null;
  }
  if (moved) await fs.rm(aside, { force: true });
  await fs.rm(metaFile, { force: true });
  return size;
}

async function listDir(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

async function readJson(file: string): Promise<FileMeta | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as FileMeta;
  } catch {
    return null;
  }
}
