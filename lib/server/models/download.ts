import 'server-only';
import { createHash, type Hash } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { grouped } from '@/lib/contract/limits/figures';
import { isIpLiteral, judgeAddress } from '../fetch/address-policy';

/**
 * Downloads one model file into a `.part` file, resumably: bytes already there are hashed
 * and the rest is asked for with an HTTP Range. The part is complete only when its size and
 * sha256 match the catalogue; a mismatch deletes it. Redirects (hubs send files to a CDN)
 * are followed by hand, each hop's addresses judged by the same address policy as every
 * other outbound connection, and a token goes only to the host it was given for.
 */
export type DownloadErrorCode =
  | 'network'
  | 'not_found'
  | 'unauthorized'
  | 'http_error'
  | 'stalled'
  | 'size_mismatch'
  | 'checksum_mismatch'
  | 'insufficient_storage'
  | 'refused_address'
  | 'cancelled';

export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
    /** How long the server asked to wait before the next try (a busy hub's Retry-After). */
    readonly waitMs = 0,
  ) {
    super(message);
  }
}

export interface DownloadOptions {
  url: string;
  partPath: string;
  /** The catalogue's size; absent when only the digest is published (the server's is used). */
  size?: number;
  sha256: string;
  /** Told the size once it is known (from the catalogue at once, else from the server). */
  onSize?: (bytes: number) => void;
  /** Sent as `Authorization: Bearer` to this host only (gated models). */
  token?: { host: string; value: string };
  signal: AbortSignal;
  /** No byte for this long: stop with `stalled`. */
  stallMs: number;
  onProgress?: (receivedBytes: number) => void;
  /** May this host's resolved address be reached? Default: the address policy's verdict. */
  allowAddress?: (address: string, host: string) => boolean;
  /** Resumes after a cut connection (within this call). */
  retries?: number;
}

const MAX_REDIRECTS = 5;
/** The longest a busy hub's Retry-After is honoured; past it, the next try comes sooner. */
const MAX_BUSY_WAIT_MS = 60_000;
const BUSY_STATUSES = new Set([429, 502, 503, 504]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED']);

export const OFFLINE_HINT =
  'On a machine without internet, download the file elsewhere, copy it here and run `npm run models -- import FILE`.';

/** Brings `partPath` to the complete, verified file. Resolves when it is; rejects with a DownloadError. */
export async function downloadToPart(options: DownloadOptions): Promise<void> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await downloadOnce(options);
    } catch (error) {
      const retryable = error instanceof DownloadError && (error.code === 'network' || error.code === 'stalled');
      if (!retryable || attempt >= retries || options.signal.aborted) throw error;
      if (error.waitMs > 0) await wait(error.waitMs, options.signal);
    }
  }
}

async function downloadOnce(options: DownloadOptions): Promise<void> {
  const { partPath, sha256 } = options;
  // A size the catalogue does not give is the one the server gave first, kept beside the part
  // so that a resume after a restart knows it too. The sha256 vouches for the bytes either way.
  let size = options.size ?? (await learnedSize(partPath));
  if (size !== undefined) options.onSize?.(size);
  let have = await stat(partPath).then((s) => s.size, () => 0);
  if (size !== undefined && have > size) {
    await truncate(partPath, 0);
    have = 0;
  }
  const hash = createHash('sha256');
  if (have > 0) await hashExisting(partPath, hash);
  if (size === undefined || have < size) {
    const response = await request(options, have);
    const resumed = response.statusCode === 206;
    if (have > 0 && (!resumed || startOf(response) !== have)) {
      // The server ignored the Range, or answered another one (a cache): start over.
      response.resume();
      await truncate(partPath, 0);
      hash.destroy();
      return downloadOnce(options);
    }
    const offered = totalOf(response);
    if (size !== undefined && offered !== undefined && offered !== size) {
      // The hub's file changed since the catalogue was written: say so now, not after the bytes.
      response.resume();
      throw new DownloadError('size_mismatch', `${new URL(options.url).host} offers ${grouped(offered)} bytes, the catalogue says ${grouped(size)}: the catalogue entry may be out of date`);
    }
    if (size === undefined) {
      size = offered;
      if (size === undefined) {
        response.resume();
        throw new DownloadError('http_error', `${new URL(options.url).host} did not say how large the file is, and the catalogue does not either`);
      }
      // Nothing but the server vouches for this size: a bound, so a wrong answer cannot fill the disk.
      if (size > UNPUBLISHED_SIZE_MAX) {
        response.resume();
        throw new DownloadError('size_mismatch', `${new URL(options.url).host} offers ${grouped(size)} bytes for a file whose size the catalogue does not give; at most ${grouped(UNPUBLISHED_SIZE_MAX)} are taken on the server's word`);
      }
      await writeFile(sizePath(partPath), String(size));
      options.onSize?.(size);
    }
    await receive(response, { ...options, size }, hash, have);
  }
  const received = await stat(partPath).then((s) => s.size);
  if (received !== size) throw new DownloadError('network', `the connection ended after ${grouped(received)} of ${grouped(size)} bytes`);
  const digest = hash.digest('hex');
  if (digest !== sha256) {
    await rm(partPath, { force: true });
    await rm(sizePath(partPath), { force: true });
    throw new DownloadError('checksum_mismatch', `the file's sha256 is ${digest}, the catalogue says ${sha256}; the download was deleted`);
  }
  await rm(sizePath(partPath), { force: true });
}

const sizePath = (partPath: string) => `${partPath}.size`;

/** The most a download whose size is not published may be (a Piper voice is under 120 MB). */
export const UNPUBLISHED_SIZE_MAX = 2 * 1024 ** 3;

async function learnedSize(partPath: string): Promise<number | undefined> {
  const text = await readFile(sizePath(partPath), 'utf8').catch(() => '');
  const size = Number(text);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

/** The whole file's size from an answer: Content-Range's total on a 206, Content-Length on a 200. */
function totalOf(response: IncomingMessage): number | undefined {
  const text = response.statusCode === 206 ? /\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1] : response.headers['content-length'];
  const size = Number(text);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

/** Where a 206's bytes start (Content-Range: bytes START-END/TOTAL). */
function startOf(response: IncomingMessage): number | undefined {
  const start = /^bytes (\d+)-/.exec(response.headers['content-range'] ?? '')?.[1];
  return start === undefined ? undefined : Number(start);
}

async function hashExisting(file: string, hash: Hash) {
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
}

/**
 * Streams the answer's body onto the part, hashing and counting, with a stall timer. Whatever
 * stops it (a cut, the stall timer, a cancel), the bytes received so far are written out before
 * it returns or throws, so the next attempt resumes right after them.
 */
async function receive(response: IncomingMessage, options: DownloadOptions & { size: number }, hash: Hash, start: number) {
  let received = start;
  let stalled = false;
  let stallTimer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      stalled = true;
      response.destroy();
    }, options.stallMs);
  };
  const cancel = () => response.destroy();
  options.signal.addEventListener('abort', cancel, { once: true });
  const file = createWriteStream(options.partPath, { flags: 'a' });
  let fileError: NodeJS.ErrnoException | undefined;
  file.on('error', (error) => {
    fileError = error;
    response.destroy();
  });
  arm();
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > options.size) throw new DownloadError('size_mismatch', `the server sent more than the catalogue's ${grouped(options.size)} bytes`);
      hash.update(chunk);
      if (!file.write(chunk)) await once(file, 'drain');
      arm();
      options.onProgress?.(received);
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    if (fileError?.code === 'ENOSPC') throw new DownloadError('insufficient_storage', 'the disk is full');
    if (fileError) throw fileError;
    if (options.signal.aborted) throw new DownloadError('cancelled', 'the download was stopped');
    if (stalled) throw new DownloadError('stalled', `no data for ${options.stallMs / 1000} s`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || (error as Error).message === 'aborted' || (code && NETWORK_CODES.has(code))) return; // a cut: the size check decides
    throw error;
  } finally {
    clearTimeout(stallTimer);
    options.signal.removeEventListener('abort', cancel);
    response.destroy();
    // Written out before anyone looks at the part's size.
    await new Promise<void>((resolve) => file.end(() => resolve()));
  }
  if (fileError?.code === 'ENOSPC') throw new DownloadError('insufficient_storage', 'the disk is full');
  if (stalled) throw new DownloadError('stalled', `no data for ${options.stallMs / 1000} s`);
}

/** GET with a Range from `from`, following redirects by hand. */
async function request(options: DownloadOptions, from: number): Promise<IncomingMessage> {
  let url = new URL(options.url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await get(url, from, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = new URL(response.headers.location, url);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DownloadError('http_error', `a redirect led to ${url.protocol}, not http(s)`);
      continue;
    }
    if (status === 200 || status === 206) return response;
    response.resume();
    if (BUSY_STATUSES.has(status)) {
      throw new DownloadError('network', `${url.host} is busy (${status}); try again later`, busyWaitMs(response.headers['retry-after']));
    }
    if (status === 416 && from > 0) throw new DownloadError('network', 'the server refused the resume range');
    if (status === 404) throw new DownloadError('not_found', `${url.host} has no file at ${url.pathname} (404); the catalogue entry may be out of date`);
    if (status === 401 || status === 403) {
      throw new DownloadError('unauthorized', `${url.host} refused the download (${status}): a gated model needs its licence accepted on the hub and MODELS_TOKEN set`);
    }
    throw new DownloadError('http_error', `${url.host} answered ${status}`);
  }
  throw new DownloadError('http_error', `more than ${MAX_REDIRECTS} redirects`);
}

/** Retry-After in seconds or as a date, bounded; 2 s when the server gives none. */
function busyWaitMs(retryAfter: string | undefined): number {
  const text = retryAfter?.trim() ?? '';
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : text ? Date.parse(text) - Date.now() : 2000;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_BUSY_WAIT_MS) : 2000;
}

async function wait(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => {
    throw new DownloadError('cancelled', 'the download was stopped');
  });
}

function get(url: URL, from: number, options: DownloadOptions): Promise<IncomingMessage> {
  const allow = options.allowAddress ?? ((address: string) => judgeAddress(address).allowed);
  const host = url.hostname;
  if (isIpLiteral(host) && !allow(host.replace(/^\[|\]$/g, ''), host)) {
    return Promise.reject(new DownloadError('refused_address', `address ${host} is not public and not allowed`));
  }
  // Resolves, then keeps only addresses the policy allows: the socket connects to those.
  const lookup = (hostname: string, lookupOptions: { all?: boolean }, callback: (...args: never[]) => void) => {
    dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => {
      const done = callback as (error: Error | null, address?: string | LookupAddress[], family?: number) => void;
      if (error) return done(error);
      const vetted = addresses.filter((a) => allow(judgeAddress(a.address).address, hostname));
      if (!vetted.length) return done(new DownloadError('refused_address', `${hostname} resolves only to addresses that are not public`));
      if (lookupOptions.all) return done(null, vetted);
      done(null, vetted[0]!.address, vetted[0]!.family);
    });
  };
  const headers: Record<string, string> = { 'user-agent': 'PrismStudio-models/1', accept: '*/*' };
  if (from > 0) headers.range = `bytes=${from}-`;
  if (options.token && options.token.host === url.host) headers.authorization = `Bearer ${options.token.value}`;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers, lookup: lookup as never, signal: options.signal }, (response) => {
      // From here the body's stall timer judges silence; the socket's own time-out would
      // race it and cut the answer as a network error.
      req.setTimeout(0);
      resolve(response);
    });
    req.setTimeout(options.stallMs, () => req.destroy(new DownloadError('stalled', `${url.host} did not answer within ${options.stallMs / 1000} s`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof DownloadError) return reject(error);
      if (options.signal.aborted) return reject(new DownloadError('cancelled', 'the download was stopped'));
      if (error.code && NETWORK_CODES.has(error.code)) {
        return reject(new DownloadError('network', `${url.host} could not be reached (${error.code}). ${OFFLINE_HINT}`));
      }
      reject(error);
    });
  });
}
