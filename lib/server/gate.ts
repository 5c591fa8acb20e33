import 'server-only';
import type { EndpointContract } from '@/lib/contract';
import { grouped } from '@/lib/contract/limits/figures';
import { checkDemoToken } from './auth/demo-links';
import { checkKey } from './auth/keys';
import { ownerAccount } from './auth/owner';
import { addressBucket, isLoopbackHost, peerOf, type Peer } from './auth/peer';
import { isPublic, refusal } from './auth/policy';
import { checkSession, readCookie, SESSION_COOKIE, type SessionCheck } from './auth/sessions';
import { kindOf } from './auth/tokens';
import type { Caller } from './context';
import { env, type Env } from './env';
import { ApiError, type ErrorCode } from './errors';
import type { RequestHead } from './incoming';
import { limitHeaders, rateLimiter, tightest, type LimitOutcome } from './ratelimit';
import { db } from './store';

export interface Admission {
  caller: Caller;
  /** Headers every response to this request carries (RateLimit-*). */
  headers: Record<string, string>;
}

/** Who the gate recognised, and the bucket their requests count against. */
interface Identity {
  caller: Caller;
  bucket: { key: string; limit: number; who: string } | null;
  /** Admitted by the session cookie or by loopback trust: writes must come from our own pages. */
  ambient: boolean;
}

const ANONYMOUS: Caller = { kind: 'anonymous', accountId: null, credentialId: null, scope: null };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decides who is calling and whether they may: authentication and rate limits, once, for
 * every endpoint. Throws an ApiError (401, 403, 429) to refuse; every answer, refusals
 * included, carries the RateLimit-* headers of the tightest limit that applied.
 *
 *   1. per IP address (RATE_LIMIT_IP_RPM), before anything else, so guessing keys is slow;
 *   2. the credential: Bearer key or demo token, else the studio session cookie, else (in
 *      AUTH_MODE=local with no STUDIO_PASSWORD) a loopback call acts as the owner;
 *   3. what that caller may call (demo scope, owner-only management) and, for writes made
 *      on the strength of a cookie or of loopback, that they come from our own origin;
 *   4. the caller's own limit (key: its account's current_rpm; session; demo link's rpm).
 */
export async function admit(request: RequestHead, endpoint: EndpointContract): Promise<Admission> {
  const config = env();
  const peer = peerOf(request, config.TRUST_PROXY);
  const outcomes: LimitOutcome[] = [];
  const refuse = (code: ErrorCode, message: string) => new ApiError(code, message, limitHeaders(tightest(outcomes)));

  if (config.RATE_LIMIT_IP_RPM > 0) {
    const byIp = await rateLimiter().hit(`ip:${addressBucket(peer.address)}`, config.RATE_LIMIT_IP_RPM);
    outcomes.push(byIp);
    if (!byIp.allowed) throw refuse('rate_limited', `rate limit: ${grouped(byIp.limit)} requests per ${windowText(config)} from one address; retry in ${byIp.resetSeconds} s`);
  }

  const identity = await identify(request, endpoint, peer, config, refuse);

  const why = refusal(identity.caller, endpoint);
  if (why) throw refuse('forbidden', why);
  if (identity.ambient && !SAFE_METHODS.has(request.method)) {
    const problem = originProblem(request, config);
    if (problem) throw refuse('forbidden', problem);
  }

  if (identity.bucket) {
    const own = await rateLimiter().hit(identity.bucket.key, identity.bucket.limit);
    outcomes.push(own);
    if (!own.allowed) {
      throw refuse('rate_limited', `rate limit: ${grouped(own.limit)} requests per ${windowText(config)} for ${identity.bucket.who}; retry in ${own.resetSeconds} s`);
    }
  }
  return { caller: identity.caller, headers: limitHeaders(tightest(outcomes)) };
}

/**
 * The per-address limit alone, for answers that call no endpoint's logic: a 404 or 405 under
 * /api and file bytes (public by their unguessable id). They count, and say what is left,
 * like every other answer; the caller's own bucket is for endpoints.
 */
export async function admitByAddress(request: RequestHead): Promise<Record<string, string>> {
  const config = env();
  if (config.RATE_LIMIT_IP_RPM === 0) return {};
  const peer = peerOf(request, config.TRUST_PROXY);
  const byIp = await rateLimiter().hit(`ip:${addressBucket(peer.address)}`, config.RATE_LIMIT_IP_RPM);
  const headers = limitHeaders(byIp);
  if (!byIp.allowed) {
    throw new ApiError('rate_limited', `rate limit: ${grouped(byIp.limit)} requests per ${windowText(config)} from one address; retry in ${byIp.resetSeconds} s`, headers);
  }
  return headers;
}

async function identify(
  request: RequestHead,
  endpoint: EndpointContract,
  peer: Peer,
  config: Env,
  refuse: (code: ErrorCode, message: string) => ApiError,
): Promise<Identity> {
  const store = await db();
  const authorization = request.headers.get('authorization');
  if (authorization !== null) {
    const token = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
    if (!token) throw refuse('unauthorized', 'Authorization: malformed; send "Authorization: Bearer <API key>"');
    const kind = kindOf(token);

    if (kind === 'key') {
      const check = await checkKey(store, token);
      if (check.state === 'unknown') throw refuse('unauthorized', 'Authorization: unknown API key; check it was copied whole, or create one on the account page');
      if (check.state !== 'active') throw refuse('unauthorized', stateMessage('API key', check.key.prefix, check.state, check.key));
      const owner = check.account.role === 'owner';
      return {
        caller: { kind: owner ? 'owner' : 'key', accountId: check.account.id, credentialId: check.key.id, scope: null },
        bucket: { key: `key:${check.key.id}`, limit: check.account.current_rpm, who: `API key ${check.key.prefix}…` },
        ambient: false,
      };
    }
    if (kind === 'demo') {
      const check = await checkDemoToken(store, token);
      if (check.state === 'unknown') throw refuse('unauthorized', 'Authorization: unknown demo token; ask the owner for a new link');
      if (check.state !== 'active') throw refuse('unauthorized', stateMessage('demo link', check.link.prefix, check.state, check.link));
      return {
        caller: { kind: 'demo', accountId: null, credentialId: check.link.id, scope: check.link.capability },
        bucket: { key: `demo:${check.link.id}`, limit: check.link.rpm, who: 'this demo link' },
        ambient: false,
      };
    }
    throw refuse('unauthorized', 'Authorization: unknown credential; expected an API key (psk_…) or a demo token (demo_…)');
  }

  const localTrust =
    config.AUTH_MODE === 'local' && !config.STUDIO_PASSWORD && peer.loopback && isLoopbackHost(request.headers.get('host') ?? new URL(request.url).host);

  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie) {
    const check = await checkSession(store, cookie);
    if (check.state === 'active') {
      const owner = await ownerAccount();
      return {
        caller: { kind: 'session', accountId: owner.id, credentialId: check.session.id, scope: null },
        bucket: { key: `session:${check.session.id}`, limit: config.RATE_LIMIT_SESSION_RPM, who: 'this studio session' },
        ambient: true,
      };
    }
    // A stale cookie is harmless where no credential is needed anyway.
    if (!localTrust && !isPublic(endpoint)) {
      throw refuse('unauthorized', sessionMessage(check.state));
    }
  }

  if (localTrust) {
    const owner = await ownerAccount();
    return {
      caller: { kind: 'owner', accountId: owner.id, credentialId: null, scope: null },
      bucket: { key: 'owner:local', limit: owner.current_rpm, who: 'the owner on this machine' },
      ambient: true,
    };
  }
  if (isPublic(endpoint)) return { caller: ANONYMOUS, bucket: null, ambient: true };

  throw refuse('unauthorized', missingMessage(config, peer));
}

function sessionMessage(state: Exclude<SessionCheck['state'], 'active'>): string {
  if (state === 'unknown') return 'session: unknown or ended; sign in again';
  if (state === 'superseded') return 'session: ended, as the credential that opened it no longer admits (a new studio password, or the owner key was revoked); sign in again';
  return `session: ${state}; sign in again`;
}

function stateMessage(what: string, prefix: string, state: 'revoked' | 'expired', row: { revoked_at: string | null; expires_at: string | null }): string {
  return state === 'revoked'
    ? `Authorization: ${what} ${prefix}… was revoked (${row.revoked_at})`
    : `Authorization: ${what} ${prefix}… expired (${row.expires_at})`;
}

function missingMessage(config: Env, peer: Peer): string {
  const how = 'send "Authorization: Bearer <API key>" or sign in to the studio';
  if (config.STUDIO_PASSWORD) return `Authorization: missing credential; ${how}`;
  if (config.AUTH_MODE === 'required') return `Authorization: missing credential (AUTH_MODE=required); ${how}`;
  return peer.loopback
    ? `Authorization: missing credential; the Host header does not name this machine, ${how}`
    : `Authorization: missing credential; only calls from this machine may omit it, ${how}`;
}

/**
 * Writes admitted by a cookie or by loopback must come from our own pages: a browser says
 * where a request comes from in Origin (and Sec-Fetch-Site), which a page cannot forge.
 */
function originProblem(request: RequestHead, config: Env): string | null {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return 'Origin: cross-site writes are refused; call the API with an API key';
  const origin = request.headers.get('origin');
  const viaCookie = readCookie(request, SESSION_COOKIE) !== null;
  if (!origin) return viaCookie ? 'Origin: required on writes made with the studio session' : null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin: ${origin} is not an origin this studio answers`;
  }
  const allowed = new Set<string>([request.headers.get('host') ?? new URL(request.url).host]);
  if (config.PUBLIC_URL) allowed.add(new URL(config.PUBLIC_URL).host);
  const forwarded = request.headers.get('x-forwarded-host');
  if (config.TRUST_PROXY > 0 && forwarded) allowed.add(forwarded.split(',')[0]!.trim());
  return allowed.has(host) ? null : `Origin: ${origin} may not write to this studio; call the API with an API key`;
}

function windowText(config: Env): string {
  return config.RATE_LIMIT_WINDOW_SECONDS === 60 ? 'minute' : `${config.RATE_LIMIT_WINDOW_SECONDS} s`;
}
