import 'server-only';
import { ApiError } from '../errors';
import { ownFileId, readStoredFile } from '../files';

export interface FetchedMedia {
  bytes: Buffer;
  /** As the server or data: URL declared it; sniff the bytes before trusting it. */
  contentType: string;
  finalUrl: string;
}

export interface MediaFetchOptions {
  /** Refuse bodies larger than this (default 20 MB). */
  maxBytes?: number;
  /** Give up after this long (default 20 s). */
  timeoutMs?: number;
  /** The field the URL came from, so errors name it: init_image, reference_image, url. */
  field: string;
  signal?: AbortSignal;
}

const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Every URL a user gives goes through here. Our own /api/files/ URLs are read from the
 * store without a network call; data: URLs are decoded; anything else is fetched by the
 * safe fetcher (http(s) only, no private or loopback address after DNS and redirects).
 */
export async function fetchMedia(url: string, options: MediaFetchOptions): Promise<FetchedMedia> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const id = ownFileId(url);
  if (id) {
    const stored = await readStoredFile(id);
    if (!stored) throw new ApiError('bad_request', `${options.field}: no stored file with that id`);
    return { bytes: stored.bytes, contentType: stored.file.contentType, finalUrl: url };
  }
  if (url.startsWith('data:')) return decodeDataUrl(url, options.field, maxBytes);
  const { safeFetch } = await import('./safe-fetch');
  return safeFetch(url, { ...options, maxBytes });
}

function decodeDataUrl(url: string, field: string, maxBytes: number): FetchedMedia {
  const comma = url.indexOf(',');
  const header = url.slice(5, comma);
  const isBase64 = header.endsWith(';base64');
  const contentType = header.split(';')[0] || 'application/octet-stream';
  const payload = url.slice(comma + 1);
  const bytes = isBase64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  if (bytes.byteLength > maxBytes) throw new ApiError('bad_request', `${field}: must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`);
  return { bytes, contentType, finalUrl: 'data:' };
}
