import 'server-only';
import { formatLimit } from '@/lib/contract/limits/sizes';
import { env } from '../env';
import { ApiError } from '../errors';
import { ownFileId, readStoredFile } from '../files';
import { safeFetch } from './safe-fetch';
import type { FetchedMedia, MediaFetchOptions } from './types';

export type { FetchedMedia, MediaFetchOptions } from './types';

/**
 * Every URL a user gives goes through here. Our own /api/files/ URLs are read from the
 * store without a network call; data: URLs are decoded; anything else is fetched by the
 * safe fetcher (http(s) only, no private or loopback address after DNS and redirects, but
 * for the configured upstream's origin).
 */
export async function fetchMedia(url: string, options: MediaFetchOptions): Promise<FetchedMedia> {
  const maxBytes = options.maxBytes ?? env().FETCH_MAX_BYTES;
  const id = ownFileId(url);
  if (id) {
    const stored = await readStoredFile(id);
    if (!stored) throw new ApiError('invalid_input', `${options.field}: no stored file with that id`);
    if (stored.bytes.byteLength > maxBytes) throw new ApiError('invalid_input', `${options.field}: must be at most ${formatLimit(maxBytes)}`);
    return { bytes: stored.bytes, contentType: stored.file.contentType, finalUrl: url };
  }
  if (url.startsWith('data:')) return decodeDataUrl(url, options.field, maxBytes);
  return safeFetch(url, { ...options, maxBytes, trustedOrigin: options.trustedOrigin ?? upstreamOrigin() });
}

/**
 * The configured upstream's origin. Its results come back as URLs on it (speech audio, a face
 * result sent on to a local engine), and the operator may run it on their own network, where the
 * address rule would refuse it: it is reached because it was configured, as the proxy reaches it.
 */
function upstreamOrigin(): string | undefined {
  const base = env().UPSTREAM_BASE_URL;
  return base ? new URL(base).origin : undefined;
}

function decodeDataUrl(url: string, field: string, maxBytes: number): FetchedMedia {
  const comma = url.indexOf(',');
  if (comma < 0) throw new ApiError('invalid_input', `${field}: a data: URL needs a comma before its payload`);
  const header = url.slice(5, comma);
  const isBase64 = /;base64$/i.test(header);
  const contentType = (header.split(';')[0] || 'application/octet-stream').toLowerCase();
  const payload = url.slice(comma + 1);
  // Judge the size before decoding, so a huge payload is refused without allocating it.
  const estimate = isBase64 ? Math.floor((payload.length * 3) / 4) - 2 : payload.length / 3;
  if (estimate > maxBytes) throw new ApiError('invalid_input', `${field}: must be at most ${formatLimit(maxBytes)}`);
  let bytes: Buffer;
  if (isBase64) {
    if (!/^[A-Za-z0-9+/=_\s-]*$/.test(payload)) throw new ApiError('invalid_input', `${field}: the data: URL is not valid base64`);
    bytes = Buffer.from(payload, 'base64');
  } else {
    try {
      bytes = Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw new ApiError('invalid_input', `${field}: the data: URL has a broken %-escape`);
    }
  }
  if (bytes.byteLength > maxBytes) throw new ApiError('invalid_input', `${field}: must be at most ${formatLimit(maxBytes)}`);
  return { bytes, contentType, finalUrl: 'data:' };
}
