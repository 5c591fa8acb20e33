import 'server-only';
import type { RequestOf } from '@/lib/contract';
import type { contract } from '@/lib/contract';
import {
  decodeHtml,
  extractWithYtDlp,
  isGenericExtractor,
  isSocialFailure,
  mergeWithPageMetadata,
  pageMetadataResult,
  parsePageMetadata,
  pickExtension,
  SocialFailure,
  type DownloadResult,
  type OEmbed,
  type Verdict,
} from '@/lib/engine/social';
import { admission } from '../../admission';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { vetHost } from '../../fetch/address-policy';
import { safeFetch, type SafeFetchOptions } from '../../fetch/safe-fetch';
import type { CapabilityProvider } from '../types';
import { lastPathSegment, saveMedia } from './social-media';

/**
 * The downloader on this machine. yt-dlp reads the post (every request it makes goes
 * through the engine's vetting proxy, judged by the same address rule as the safe
 * fetcher); when yt-dlp does not know the site, or fails on it, the page's own metadata
 * (OpenGraph, Twitter card, JSON-LD, oEmbed) is read through the safe fetcher instead.
 * Results of yt-dlp's generic extractor are completed from that metadata too.
 */

/**
 * Test hook, like the safe fetcher's `allowAddresses`: literal addresses exempt from the
 * address rule, so a test can serve a "public" page on 127.0.0.2 whose redirect to
 * 127.0.0.1 must still be refused. Empty in production; nothing sets it but tests.
 */
export const socialTestHooks: { allowAddresses: string[] } = { allowAddresses: [] };

/** A page's HTML: more than any real page's metadata needs. */
const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const OEMBED_MAX_BYTES = 256 * 1024;

/** Each run is a Python process: SOCIAL_CONCURRENCY at once, ENGINE_QUEUE_LIMIT waiting, then busy. */
const ytDlpRuns = admission('The downloader', () => ({ running: env().SOCIAL_CONCURRENCY, waiting: env().ENGINE_QUEUE_LIMIT }));

async function download(input: RequestOf<typeof contract.social.download>, ctx: CallContext): Promise<DownloadResult> {
  const config = env();
  const url = input.url;
  // Refuse a private target before spending a yt-dlp start-up on it (the proxy would too).
  const target = new URL(url);
  const verdict = await vetTarget(target.hostname.replace(/^\[|\]$/g, ''));
  if (!verdict.ok) throw failureToApiError(new SocialFailure(verdict.refused ? 'refused' : 'unreachable', verdict.reason));

  if (config.SOCIAL_EXTRACTOR === 'metadata') return fromPageMetadata(url, ctx);

  let toolFailure: SocialFailure;
  try {
    const result = await ytDlpRuns(
      () =>
        extractWithYtDlp({
          binary: config.YTDLP_PATH,
          url,
          vet: (hostname) => vetTarget(hostname),
          timeoutMs: config.SOCIAL_TIMEOUT_MS,
          signal: ctx.signal,
        }),
      ctx.signal,
    );
    if (!isGenericExtractor(result)) return result;
    // The generic extractor read an ordinary page: its own metadata knows the rest.
    try {
      return mergeWithPageMetadata(result, await fromPageMetadata(result.metadata.webpage_url ?? url, ctx));
    } catch (error) {
      ctx.log.debug({ err: error }, 'page metadata unavailable; yt-dlp result alone');
      return result;
    }
  } catch (error) {
    if (!isSocialFailure(error)) throw error;
    toolFailure = error;
  }

  // What the page itself says can still help when yt-dlp lacks or fails the site, but not
  // when the site refused, failed or timed out: asking again would only repeat that.
  const retryable = ['unsupported', 'tool_missing', 'failed', 'login_required', 'too_large'];
  if (config.SOCIAL_EXTRACTOR === 'ytdlp' || !retryable.includes(toolFailure.kind)) throw failureToApiError(toolFailure);
  if (toolFailure.kind === 'tool_missing') ctx.log.warn({ path: config.YTDLP_PATH }, 'yt-dlp not found; reading page metadata only');
  try {
    return await fromPageMetadata(url, ctx);
  } catch (error) {
    // "Needs a login" says more than "no media in the page" the login wall shows.
    if (toolFailure.kind === 'login_required') throw failureToApiError(toolFailure);
    throw error;
  }
}

/** The fallback: the page's HTML through the safe fetcher, read by the engine. */
async function fromPageMetadata(url: string, ctx: CallContext): Promise<DownloadResult> {
  const page = await fetchForSocial(url, { maxBytes: PAGE_MAX_BYTES, signal: ctx.signal });
  if (/^(video|audio|image)\//.test(page.contentType)) {
    // A direct link to a media file: the file is the post.
    const type = page.contentType.split('/')[0] as 'video' | 'audio' | 'image';
    const ext = pickExtension(type, page.finalUrl, page.contentType);
    const name = lastPathSegment(page.finalUrl) || new URL(page.finalUrl).hostname;
    return {
      username: '',
      title: name,
      metadata: { source: 'direct', shortcode: name.replace(/\.[^.]*$/, ''), comment_count: 0, like_count: 0, taken_at: 0, comments: [], webpage_url: page.finalUrl },
      contents: [{ type, ext, url: page.finalUrl }],
    };
  }
  const metadata = parsePageMetadata(decodeHtml(page.bytes, page.contentType), page.finalUrl);
  let oembed: OEmbed | undefined;
  if (metadata.oembedUrl) {
    try {
      const answer = await fetchForSocial(metadata.oembedUrl, { maxBytes: OEMBED_MAX_BYTES, signal: ctx.signal });
      oembed = JSON.parse(answer.bytes.toString('utf8')) as OEmbed;
    } catch (error) {
      ctx.log.debug({ err: error }, 'oEmbed endpoint unavailable');
    }
  }
  try {
    return pageMetadataResult(metadata, oembed);
  } catch (error) {
    if (isSocialFailure(error)) throw failureToApiError(error);
    throw error;
  }
}

/**
 * The safe fetcher for the downloader: field "url", the test hook's exempt addresses, and
 * a login wall (401/403) named as such instead of "answered HTTP 401".
 */
export async function fetchForSocial(url: string, options: { maxBytes: number; signal?: AbortSignal; timeoutMs?: number; into?: SafeFetchOptions['into'] }) {
  try {
    return await safeFetch(url, { field: 'url', maxBytes: options.maxBytes, signal: options.signal, timeoutMs: options.timeoutMs, allowAddresses: socialTestHooks.allowAddresses, into: options.into });
  } catch (error) {
    if (error instanceof ApiError && (error.upstreamStatus === 401 || error.upstreamStatus === 403)) {
      throw new ApiError('invalid_input', `url: login-only: the site refused access (HTTP ${error.upstreamStatus}); the post is private or needs a login`);
    }
    throw error;
  }
}

/**
 * The address rule, for the first URL and for every hop yt-dlp makes through the proxy:
 * the address policy itself (lib/server/fetch/address-policy.ts), as the safe fetcher asks it.
 */
export function vetTarget(hostname: string): Promise<Verdict> {
  return vetHost(hostname, { allowAddresses: socialTestHooks.allowAddresses });
}

/** An engine failure as the envelope a caller sees: what happened, and whether it is theirs to fix. */
export function failureToApiError(failure: SocialFailure): ApiError {
  switch (failure.kind) {
    case 'unsupported':
      return new ApiError('invalid_input', `url: unsupported: ${failure.message}`);
    case 'login_required':
      return new ApiError('invalid_input', `url: login-only: the post is private or needs a login (${failure.message})`);
    case 'refused':
      return new ApiError('invalid_input', `url: private address refused: ${failure.message}`);
    case 'http_error':
      return failure.status && failure.status < 500
        ? new ApiError('invalid_input', `url: the site answered HTTP ${failure.status}${failure.status === 404 ? ' (not found): the post does not exist or was removed' : ''}`)
        : new ApiError('upstream_unreachable', `url: unreachable: the site answered HTTP ${failure.status ?? 'error'}`);
    case 'timeout':
      return new ApiError('upstream_timeout', `url: unreachable: ${failure.message}`);
    case 'unreachable':
      return new ApiError('upstream_unreachable', `url: unreachable: ${failure.message}`);
    case 'too_large':
      return new ApiError('upstream_unreachable', `url: ${failure.message}`);
    case 'tool_missing':
      return new ApiError('unavailable', `yt-dlp is not installed at YTDLP_PATH (${env().YTDLP_PATH}); install it or set SOCIAL_EXTRACTOR=metadata`);
    default:
      return new ApiError('upstream_unreachable', `url: yt-dlp could not read this page: ${failure.message}`);
  }
}

export const social: CapabilityProvider<'social'> = {
  download,
  media: (input, ctx) => saveMedia(input, ctx, (url, options) => fetchForSocial(url, options)),
};
