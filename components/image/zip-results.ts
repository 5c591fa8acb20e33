import { Zip, ZipPassThrough } from 'fflate';
import { fetchOrExplain } from '@/lib/client/api';
import { sameOriginFileUrl } from '@/lib/client/file-links';
import { gatheredDownload } from '@/lib/client/save-file';
import { openStreamedDownload, type StreamedDownload } from '@/lib/client/streamed-download';
import type { RecentResult } from './history';

/**
 * Every recent result in one zip, each under the name its own Download gives it (a batch of
 * photos is saved in one go, not fifty clicks). Loaded when first asked for. A result whose
 * file cannot be read (removed since, or another server's that does not let this page read
 * it) is left out and counted; when this server cannot be reached at all (offline), that is
 * what is said (fetchOrExplain's error), not that the files are gone.
 *
 * Written as a stream: each file is read a chunk at a time and passed through into the zip,
 * and the zip's bytes go to the browser's download as they are made (streamed-download.ts), the
 * page writing no further ahead than the browser has read. Where the studio's service worker
 * cannot take them, they are gathered into Blobs every few megabytes and saved at the end
 * (the browser then holds the whole zip until it is saved).
 */

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' };

export async function saveResultsZip(
  items: readonly RecentResult[],
  { now = new Date(), onProgress }: { now?: Date; /** After each result: how many are done (zipped or left out). */ onProgress?: (done: number) => void } = {},
): Promise<{ saved: number; missing: number; name: string }> {
  const name = `prism-results-${now.toISOString().slice(0, 10)}.zip`;
  // Opened at the first file that can be read: a zip of nothing is not saved.
  let target: StreamedDownload | null = null;
  const made: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else made.push(chunk);
  });
  const flush = async () => {
    if (failed) throw failed;
    for (const chunk of made.splice(0)) await target!.write(chunk);
  };
  const names = new Set<string>();
  let missing = 0;
  try {
    for (const [index, item] of items.entries()) {
      if (index > 0) onProgress?.(index);
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
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        missing += 1;
        continue;
      }
      target ??= (await openStreamedDownload(name, 'application/zip')) ?? gatheredDownload(name, 'application/zip');
      const extension = EXTENSIONS[response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''] ?? 'png';
      let entryName = `${item.downloadName}.${extension}`;
      for (let n = 2; names.has(entryName); n++) entryName = `${item.downloadName}-${n}.${extension}`;
      names.add(entryName);
      // Stored, not compressed: photos are compressed already.
      const entry = new ZipPassThrough(entryName);
      zip.add(entry);
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        entry.push(read.value);
        await flush();
      }
      entry.push(new Uint8Array(0), true);
      await flush();
    }
    zip.end();
    if (target) {
      await flush();
      await target.close();
    }
  } catch (error) {
    target?.abort(error instanceof Error ? error.message : String(error));
    throw error;
  }
  return { saved: names.size, missing, name };
}
