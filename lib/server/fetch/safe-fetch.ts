import 'server-only';
import type { LookupAddress } from 'node:dns';
import { Agent, request, type Dispatcher } from 'undici';
import { formatLimit } from '@/lib/contract/limits/sizes';
import { env } from '../env';
import { ApiError } from '../errors';
import { vetHost, type Resolver } from './address-policy';
import { readAtMost } from './size';
import type { FetchedMedia, MediaFetchOptions } from './types';

export type { Resolver } from './address-policy';

export interface SafeFetchOptions extends MediaFetchOptions {
  maxBytes: number;
  /** Test hook: resolve host names with this instead of the system resolver. */
  resolve?: Resolver;
  /** Test hook: literal addresses exempt from the address rule (a test server on 127.0.0.2). */
  allowAddresses?: readonly string[];
  /**
   * Streams the body (still capped at maxBytes) to this consumer instead of buffering it:
   * the answer's `bytes` is then empty and `stored` is what the consumer returned. The
   * downloader writes a video to the file store as it reads.
   */
  into?: (body: AsyncIterable<Uint8Array>, contentType: string) => Promise<unknown>;
}

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  'user-agent': 'PrismStudio/0.1 (+https://github.com/prism-studio; media fetcher)',
  accept: '*/*',
  // We hand the bytes to engines as they are; a compressed body would need decoding first.
  'accept-encoding': 'identity',
};

/**
 * Fetches a user-given http(s) URL without letting it reach this machine or its network:
 *
 * 1. the scheme must be http or https, with no user name or password;
 * 2. the host is resolved, and EVERY address must be public unicast (see address-policy);
 * 3. the connection goes to those vetted addresses only: the agent's `lookup` answers from
 *    the vetted list and never asks DNS again, so a name that re-resolves to 127.0.0.1
 *    between the check and the connect (DNS rebinding) reaches nothing new;
 * 4. redirects are followed by hand, at most 5, and each hop goes through 1-3 again;
 * 5. one time cap covers every hop and the body; the body is streamed and dropped the
 *    moment it passes maxBytes.
 *
 * ALLOW_PRIVATE_URLS=true lifts rule 2 (tests and local development only); so does
 * `trustedOrigin` for URLs on that one origin (the operator's upstream).
 * Errors: 400 naming the field for a URL we refuse, 502 when the host cannot be reached,
 * 504 when it is too slow.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedMedia & { stored?: unknown }> {
  const config = env();
  const field = options.field;
  const timeoutMs = options.timeoutMs ?? config.FETCH_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const policy: Policy = {
    field,
    allowPrivate: config.ALLOW_PRIVATE_URLS,
    allowAddresses: new Set(options.allowAddresses ?? []),
    resolve: options.resolve,
    signal,
  };

  // Host name → the addresses we vetted for it. The agent connects to these and nothing else.
  const pinned = new Map<string, LookupAddress[]>();
  const agent = new Agent({
    connect: { lookup: pinnedLookup(pinned), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  let target = parseTarget(url, field);
  try {
    for (let hop = 0; ; hop += 1) {
      pinned.set(hostKey(target), await vetTarget(target, target.origin === options.trustedOrigin ? { ...policy, allowPrivate: true } : policy));
      const response = await request(target, { dispatcher: agent, method: 'GET', headers: REQUEST_HEADERS, signal });

      if (REDIRECT_STATUSES.has(response.statusCode)) {
        discard(response.body);
        const location = headerValue(response.headers.location);
        if (!location) throw new ApiError('upstream_unreachable', `${field}: ${target.host} answered a redirect without a Location`);
        if (hop >= MAX_REDIRECTS) throw new ApiError('invalid_input', `${field}: more than ${MAX_REDIRECTS} redirects`);
        target = parseTarget(resolveLocation(location, target, field), field);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        discard(response.body);
        throw new ApiError(
          response.statusCode >= 500 ? 'upstream_error' : 'invalid_input',
          `${field}: ${target.host} answered HTTP ${response.statusCode} for that URL`,
          {},
          undefined,
          response.statusCode,
        );
      }

      const declared = Number(headerValue(response.headers['content-length']) ?? NaN);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        discard(response.body);
        throw tooLarge(field, options.maxBytes);
      }
      if (options.into) {
        const declaredType = (headerValue(response.headers['content-type']) ?? 'application/octet-stream').split(';')[0]!.trim().toLowerCase() || 'application/octet-stream';
        const stored = await options.into(streamCapped(response.body, options.maxBytes, field), declaredType);
        return { bytes: Buffer.alloc(0), contentType: declaredType, finalUrl: target.href, stored };
      }
      const bytes = await readAtMost(response.body, options.maxBytes, () => tooLarge(field, options.maxBytes));
      const contentType = (headerValue(response.headers['content-type']) ?? 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
      return { bytes, contentType: contentType || 'application/octet-stream', finalUrl: target.href };
    }
  } catch (error) {
    throw describeFailure(error, { field, host: target.host, timeout, timeoutMs, callerSignal: options.signal });
  } finally {
    // Close every socket of this fetch; nothing is reused across user URLs.
    agent.destroy().catch(() => {});
  }
}

interface Policy {
  field: string;
  allowPrivate: boolean;
  allowAddresses: ReadonlySet<string>;
  resolve?: Resolver;
  signal: AbortSignal;
}

/** A URL we are willing to request at all: http(s), no credentials. */
function parseTarget(raw: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError('invalid_input', `${field}: must be a valid absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError('invalid_input', `${field}: only http, https and data: URLs are allowed, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new ApiError('invalid_input', `${field}: must not contain a user name or password`);
  if (!url.hostname) throw new ApiError('invalid_input', `${field}: must name a host`);
  return url;
}

function resolveLocation(location: string, base: URL, field: string): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new ApiError('upstream_unreachable', `${field}: ${base.host} redirected to an invalid URL`);
  }
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const hostKey = (url: URL) => bareHost(url).toLowerCase();

/** The addresses this URL's host may be reached at (the address policy's), or a 400 saying why not. */
async function vetTarget(url: URL, policy: Policy): Promise<LookupAddress[]> {
  const verdict = await vetHost(bareHost(url), policy);
  if (verdict.ok) return verdict.addresses;
  throw new ApiError(verdict.refused ? 'invalid_input' : 'upstream_unreachable', `${policy.field}: ${verdict.reason}`);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` the agent's sockets use: it answers from the vetted list only. A host that
 * was not vetted (which would be a bug) fails to connect rather than reaching DNS.
 */
function pinnedLookup(pinned: ReadonlyMap<string, LookupAddress[]>) {
  return (hostname: string, options: { all?: boolean } | number | LookupCallback, callback?: LookupCallback) => {
    const done = (typeof options === 'function' ? options : callback)!;
    const all = typeof options === 'object' && options !== null && options.all === true;
    const addresses = pinned.get(hostname.replace(/^\[|\]$/g, '').toLowerCase());
    if (!addresses?.length) {
      const error: NodeJS.ErrnoException = new Error(`host ${hostname} was not vetted`);
      error.code = 'ENOTFOUND';
      done(error, all ? [] : '', 0);
      return;
    }
    if (all) done(null, addresses);
    else done(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/** The body as it arrives, stopped the moment it passes maxBytes (or when its reader stops). */
async function* streamCapped(body: Dispatcher.ResponseData['body'], maxBytes: number, field: string): AsyncGenerator<Uint8Array> {
  let size = 0;
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer;
      size += buffer.byteLength;
      if (size > maxBytes) throw tooLarge(field, maxBytes);
      yield buffer;
    }
  } finally {
    if (!body.readableEnded) discard(body);
  }
}

const tooLarge = (field: string, maxBytes: number) => new ApiError('invalid_input', `${field}: must be at most ${formatLimit(maxBytes)}`);

/** Drops a body we will not read; undici reports the abort as an error event, which we expect. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Maps whatever went wrong to the envelope a caller should see. */
function describeFailure(
  error: unknown,
  at: { field: string; host: string; timeout: AbortSignal; timeoutMs: number; callerSignal?: AbortSignal },
): ApiError {
  if (error instanceof ApiError) return error;
  if (at.timeout.aborted) {
    return new ApiError('upstream_timeout', `${at.field}: ${at.host} did not answer within ${+(at.timeoutMs / 1000).toFixed(1)} s`);
  }
  if (at.callerSignal?.aborted) return new ApiError('invalid_input', `${at.field}: the request was cancelled`);
  const code = errorCode(error);
  return new ApiError('upstream_unreachable', `${at.field}: could not fetch from ${at.host}${code ? ` (${code})` : ''}`);
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && !code.startsWith('UND_ERR_ABORTED')) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
