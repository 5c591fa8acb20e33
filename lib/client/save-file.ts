import type { StreamedDownload } from './streamed-download';

/**
 * Hands what the page made to the browser as a file download (an export, a zip of results):
 * a Blob URL on a link with `download`, clicked, then let go once the browser has taken it.
 */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download starts from the click; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Text made in the page as a file download. */
export function saveTextFile(name: string, text: string, type: string): void {
  saveBlob(name, new Blob([text], { type }));
}

/** How much a gathered download holds in the page before handing it to a Blob. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * A file written as it goes, gathered into Blobs a few megabytes at a time (which the browser
 * may keep outside the page's memory) and saved when it ends: what a streamed download falls
 * back to where the service worker cannot take it (streamed-download.ts).
 */
export function gatheredDownload(name: string, type: string): StreamedDownload {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let ended = false;
  const hand = () => {
    if (pendingBytes === 0) return;
    parts.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  return {
    async write(chunk) {
      if (ended) throw new Error('the download has ended');
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= PART_BYTES) hand();
    },
    async close() {
      if (ended) return;
      ended = true;
      hand();
      saveBlob(name, new Blob(parts, { type }));
    },
    abort() {
      ended = true;
      parts.length = 0;
      pending = [];
    },
  };
}
