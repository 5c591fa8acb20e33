import 'server-only';
import type { z } from 'zod';
import type { RequestOf, contract } from '@/lib/contract';
import type { mediaResult } from '@/lib/contract/social';
import { formatLimit } from '@/lib/contract/limits/sizes';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import type { FetchedMedia } from '../../fetch/media';
import { putFile, putFileStream, statStoredFile, type StoredFile } from '../../files';
import { readHead } from '../../files/head';
import { SharedRuns } from '../../shared-run';
import { decodePathSegment, extensionOfMime } from '@/lib/engine/social';

/**
 * Saving one media item of a download result through the app (GET /api/social/media).
 *
 * Decision: fetch the whole item with the safe fetcher (size cap SOCIAL_MEDIA_MAX_BYTES,
 * no private address on any hop), keep it in the content-addressed file store, and let the
 * route answer byte ranges from that copy. Passing Range through to the site would need a
 * streaming fetcher, and every range request of a <video> would be a new request to the
 * site; here the first request fetches once, later ones (the seek requests of a preview,
 * the Save click after a preview) are served from the store. The body streams into the
 * store as it arrives (its type judged from the first 64 KB), so a video never sits whole in
 * memory.
 */

type MediaResult = z.input<typeof mediaResult>;
type Into = (body: AsyncIterable<Uint8Array>, contentType: string) => Promise<unknown>;
/** The safe fetcher; with `into` it streams the body there and answers what it returned as `stored`. */
type Fetcher = (url: string, options: { maxBytes: number; timeoutMs?: number; into?: Into }) => Promise<FetchedMedia & { stored?: unknown }>;

const CACHE_TTL_MS = 30 * 60_000;
const CACHE_MAX = 500;
/** URL → the stored copy (ids are content hashes), so repeated range requests fetch once. */
const recent = new Map<string, { id: string; contentType: string; at: number }>();
/** URL → the fetch in progress, so a video's first burst of range requests shares one. */
const fetching = new SharedRuns<{ id: string; contentType: string }>();

export async function saveMedia(input: RequestOf<typeof contract.social.media>, ctx: CallContext, fetcher: Fetcher): Promise<MediaResult> {
  const stored = await storedCopy(input.url, fetcher);
  const record = await statStoredFile(stored.id);
  if (!record) throw new Error(`stored media ${stored.id} vanished`);
  ctx.log.debug({ id: stored.id, size: record.file.size }, 'media ready');
  return {
    id: stored.id,
    url: record.file.url,
    content_type: stored.contentType,
    size: record.file.size,
    name: fileName(input.name, input.url, stored.contentType),
  };
}

async function storedCopy(url: string, fetcher: Fetcher): Promise<{ id: string; contentType: string }> {
  const cached = recent.get(url);
  if (cached && Date.now() - cached.at < CACHE_TTL_MS && (await statStoredFile(cached.id))) return cached;
  // Not tied to one request's signal: a <video> cancels its first request as a matter of
  // course, and the next one should find the fetch done, not restart it.
  const stored = await fetching.run(url, () => fetchAndStore(url, fetcher));
  recent.set(url, { ...stored, at: Date.now() });
  if (recent.size > CACHE_MAX) recent.delete(recent.keys().next().value!);
  return stored;
}

async function fetchAndStore(url: string, fetcher: Fetcher): Promise<{ id: string; contentType: string }> {
  const config = env();
  const maxBytes = config.SOCIAL_MEDIA_MAX_BYTES;
  const into: Into = async (body, declared) => {
    const { head, all, stop } = await readHead(body, SNIFF_BYTES);
    const contentType = await mediaType(declared, head).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
    const tooLarge = () => new ApiError('invalid_input', `url: must be at most ${formatLimit(maxBytes)}`);
    return putFileStream(all, { contentType, kind: 'result', maxBytes, tooLarge });
  };
  // A video is bigger than a page: give it at least two minutes.
  const fetched = await fetcher(url, { maxBytes, timeoutMs: Math.max(config.FETCH_TIMEOUT_MS, 120_000), into });
  // A fetcher that does not stream answers the bytes instead.
  const file = (fetched.stored as StoredFile | undefined) ?? (await putFile(fetched.bytes, { contentType: await mediaType(fetched.contentType, fetched.bytes), kind: 'result' }));
  return { id: file.id, contentType: file.contentType };
}

const SNIFF_BYTES = 64 * 1024;

/**
 * The type we serve the copy as. Only audio, video and images keep their type; a page
 * (text/html, which our origin must never serve from someone else's bytes) is refused,
 * anything else becomes an opaque download.
 */
async function mediaType(declaredType: string, head: Uint8Array): Promise<string> {
  const declared = declaredType.toLowerCase();
  if (/^(video|audio|image)\/[\w.+-]+$/.test(declared)) return declared;
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
  if (sniffed && /^(video|audio|image)\//.test(sniffed.mime)) return sniffed.mime;
  if (/^text\/|html|xml|javascript|json/.test(declared)) {
    throw new ApiError('invalid_input', `url: is not a media file (the site answered ${declared})`);
  }
  return 'application/octet-stream';
}

/** The URL's last path segment, percent-decoded where that is valid ('' for none). */
export function lastPathSegment(url: string): string {
  return decodePathSegment(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
}

/** A file name safe in a Content-Disposition: the caller's, else the URL's last segment, with an extension. */
export function fileName(requested: string | undefined, url: string, contentType: string): string {
  const base = requested || lastPathSegment(url);
  let name = (base || 'media').replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').replace(/^\.+/, '').trim().slice(0, 200) || 'media';
  const ext = extensionOfMime(contentType);
  if (ext && !/\.[A-Za-z0-9]{2,5}$/.test(name)) name = `${name}.${ext}`;
  return name;
}
