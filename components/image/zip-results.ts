import { zipSync } from 'fflate';
import { fetchOrExplain } from '@/lib/client/api';
import { sameOriginFileUrl } from '@/lib/client/file-links';
import { saveBlob } from '@/lib/client/save-file';
import type { RecentResult } from './history';

/**
 * Every recent result in one zip, each under the name its own Download gives it (a batch of
 * photos is saved in one go, not a dozen clicks). Loaded when first asked for. A result whose
 * file cannot be read (removed since, or another server's that does not let this page read
 * it) is left out and counted; when this server cannot be reached at all (offline), that is
 * what is said (fetchOrExplain's error), not that the files are gone.
 */

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' };

export async function saveResultsZip(items: readonly RecentResult[], now = new Date()): Promise<{ saved: number; missing: number; name: string }> {
  const files: Record<string, Uint8Array> = {};
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
    let name = `${item.downloadName}.${extension}`;
    for (let n = 2; name in files; n++) name = `${item.downloadName}-${n}.${extension}`;
    files[name] = new Uint8Array(await response.arrayBuffer());
  }
  const saved = Object.keys(files).length;
  const name = `prism-results-${now.toISOString().slice(0, 10)}.zip`;
  // Stored, not compressed: photos are compressed already.
  if (saved > 0) saveBlob(name, new Blob([zipSync(files, { level: 0 })], { type: 'application/zip' }));
  return { saved, missing, name };
}
