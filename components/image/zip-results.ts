import { Zip, ZipPassThrough } from 'fflate';
import { fetchOrExplain } from '@/lib/client/api';
import { sameOriginFileUrl } from '@/lib/client/file-links';
import { saveBlob } from '@/lib/client/save-file';
import type { RecentResult } from './history';

/**
 * Every recent result in one zip, each under the name its own Download gives it (a batch of
 * photos is saved in one go, not fifty clicks). Loaded when first asked for. A result whose
 * file cannot be read (removed since, or another server's that does not let this page read
 * it) is left out and counted; when this server cannot be reached at all (offline), that is
 * what is said (fetchOrExplain's error), not that the files are gone.
 *
 * Written as a stream: each file is read as a Blob (which the browser may keep outside the
 * page's memory) and passed through into the zip a chunk at a time, and the zip's bytes are
 * handed back to Blobs every few megabytes. So fifty large results never sit in the page's
 * memory twice over, as the files and the zip made of them at once.
 */

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' };

/** How much of the zip the page gathers before handing it to a Blob. */
const PART_BYTES = 8 * 1024 * 1024;

export async function saveResultsZip(items: readonly RecentResult[], now = new Date()): Promise<{ saved: number; missing: number; name: string }> {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      return;
    }
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PART_BYTES || final) {
      parts.push(new Blob(pending as BlobPart[]));
      pending = [];
      pendingBytes = 0;
    }
  });
  const names = new Set<string>();
  let missing = 0;
  for (const item of items) {
    const url = sameOriginFileUrl(item.after);
    let response: Response;
    try {
      response = await fetchOrExplain(url, {});
    } catch (unreachable) {
      // This server unreachable (offline): none of its files can be read, and the reason is
      // that. Another server's file this page may not read is only left out.
      if (url.startsWith('/')) throw unreachable;
      missing += 1;
      continue;
    }
    if (!response.ok) {
      missing += 1;
      continue;
    }
    const extension = EXTENSIONS[response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''] ?? 'png';
    const file = await response.blob();
    let name = `${item.downloadName}.${extension}`;
    for (let n = 2; names.has(name); n++) name = `${item.downloadName}-${n}.${extension}`;
    names.add(name);
    // Stored, not compressed: photos are compressed already.
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    const reader = file.stream().getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) entry.push(read.value);
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failed) throw failed;
  const name = `prism-results-${now.toISOString().slice(0, 10)}.zip`;
  if (names.size > 0) saveBlob(name, new Blob(parts, { type: 'application/zip' }));
  return { saved: names.size, missing, name };
}
