import 'server-only';
import { grouped } from '@/lib/contract/limits/figures';
import { ApiError } from '../errors';
import { fileStore } from './active-store';
import { attachmentHeader, sanitiseFileName } from './disposition';
import { parseRange } from './range';
import { extensionFor } from './sniff';

/**
 * The answer to GET/HEAD /api/files/<id>: the bytes with their stored type, a strong ETag
 * (the content hash, so it never changes), a year of immutable caching, 304 for a matching
 * If-None-Match, one byte range (206/416) so audio and video seek, and an attachment
 * Content-Disposition when ?download=1 or ?download=<name> asks for one. The bytes stream
 * from the store (disk or S3); with S3_PUBLIC_READS=presign the answer is instead a redirect
 * to a short-lived signed URL of the object, which serves type, ranges and the download name.
 */
export async function serveFile(request: Request, id: string): Promise<Response> {
  // Anything that is not a 64-hex id (../../etc/passwd, %2e%2e%2f ...) never reaches a path.
  const store = fileStore();
  const meta = await store.stat(id);
  // A record may name a file whose bytes are gone from the store: that is a 404, not a 500.
  if (!meta) throw new ApiError('not_found', 'No file with that id.');
  const file = { id, ...meta };
  const etag = `"${file.id}"`;
  const headers = new Headers({
    etag,
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    // A stored file is data, never a page: no script runs even if a browser renders it.
    'content-security-policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    // Embeds and API clients on other origins may load results.
    'cross-origin-resource-policy': 'cross-origin',
  });

  const download = new URL(request.url).searchParams.get('download');
  let downloadName: string | null = null;
  if (download !== null && download !== '' && download !== '0' && download !== 'false') {
    const wanted = download === '1' || download === 'true' ? (file.name ?? `${file.id.slice(0, 12)}`) : download;
    downloadName = sanitiseFileName(wanted, extensionFor(file.contentType));
    headers.set('content-disposition', attachmentHeader(downloadName));
  }

  if (matchesEtag(request.headers.get('if-none-match'), file.id)) {
    return new Response(null, { status: 304, headers });
  }

  const signed = await store.presign?.(id, meta, downloadName);
  if (signed) {
    // The signature expires: the redirect itself must not be cached past it.
    return new Response(null, { status: 307, headers: { location: signed, 'cache-control': 'private, no-store', etag } });
  }

  headers.set('content-type', file.contentType);
  const rangeHeader = ifRangeHolds(request.headers.get('if-range'), etag) ? request.headers.get('range') : null;
  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    throw new ApiError('range_not_satisfiable', `range: must lie within the file's ${grouped(file.size)} bytes (bytes=start-end)`, {
      'content-range': `bytes */${file.size}`,
      etag,
    });
  }

  const head = request.method === 'HEAD';
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
    return new Response(head ? null : await open(range.start, range.end), { status: 206, headers });
  }
  headers.set('content-length', String(file.size));
  return new Response(head || file.size === 0 ? null : await open(0, file.size - 1), { status: 200, headers });

  async function open(start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    const body = await store.open(id, start, end);
    // Removed between the look-up and the read.
    if (!body) throw new ApiError('not_found', 'No file with that id.');
    return body;
  }
}

/** If-None-Match: a list of (possibly weak) entity tags, or *. */
function matchesEtag(header: string | null, id: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${id}"`);
}

/** If-Range with an entity tag: honour Range only when it names this file. (A date: honour it; our files never change.) */
function ifRangeHolds(header: string | null, etag: string): boolean {
  if (!header) return true;
  const value = header.trim();
  return value.startsWith('"') || value.startsWith('W/') ? value === etag : true;
}
