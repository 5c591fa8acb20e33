import 'server-only';
import type { z } from 'zod';
import type { sessionStatus } from '@/lib/contract/access';
import type { HandlerContext } from '../endpoint';
import { env } from '../env';
import { ApiError } from '../errors';
import { limitHeaders, rateLimiter } from '../ratelimit';
import { db } from '../store';
import { checkKey } from './keys';
import { addressBucket, peerOf } from './peer';
import { keyMark, passwordMark } from './session-credential';
import { sameSecret } from './tokens';
import { checkSession, clearedSessionCookie, createSession, endSession, readCookie, SESSION_COOKIE, sessionCookie } from './sessions';

type SessionStatus = z.infer<typeof sessionStatus>;

/** Sign-in attempts one address gets per rate-limit window, on top of the per-IP limit. */
const LOGIN_ATTEMPTS = 10;

const signInRequired = () => Boolean(env().STUDIO_PASSWORD) || env().AUTH_MODE === 'required';

/** What every status says about signing in, whoever asks. */
const signInFacts = () => ({ password_required: signInRequired(), sign_in_with: env().STUDIO_PASSWORD ? ('password' as const) : ('owner_key' as const) });

export async function sessionStatusOf(ctx: HandlerContext): Promise<SessionStatus> {
  const base = { ...signInFacts(), expires_at: null };
  switch (ctx.caller.kind) {
    case 'session': {
      const cookie = readCookie(ctx.request, SESSION_COOKIE);
      const check = cookie ? await checkSession(await db(), cookie) : null;
      return { ...base, authenticated: true, via: 'session', expires_at: check?.state === 'active' ? check.session.expires_at : null };
    }
    case 'owner':
      return { ...base, authenticated: true, via: ctx.caller.credentialId ? 'key' : 'local' };
    case 'key':
      return { ...base, authenticated: false, via: 'key' };
    default:
      return { ...base, authenticated: false, via: 'none' };
  }
}

/**
 * POST /session: the studio password (or, when none is set, an owner API key) buys an
 * HttpOnly session cookie. Attempts are limited per address, and the password compared in
 * constant time.
 */
export async function signIn(password: string, ctx: HandlerContext): Promise<SessionStatus> {
  const config = env();
  const peer = peerOf(ctx.request, config.TRUST_PROXY);
  const attempt = await rateLimiter().hit(`login:${addressBucket(peer.address)}`, LOGIN_ATTEMPTS);
  if (!attempt.allowed) {
    throw new ApiError('rate_limited', `password: too many attempts; retry in ${attempt.resetSeconds} s`, limitHeaders(attempt));
  }
  const store = await db();
  // What admitted the caller, recorded on the session: it lasts no longer than that does.
  let openedWith: string | null = null;
  if (config.STUDIO_PASSWORD) {
    if (sameSecret(password, config.STUDIO_PASSWORD)) openedWith = await passwordMark(config.STUDIO_PASSWORD);
  } else {
    const check = password.startsWith('psk_') ? await checkKey(store, password) : null;
    if (check?.state === 'active' && check.account.role === 'owner') openedWith = keyMark(check.key.id);
    else if (!password.startsWith('psk_')) {
      throw new ApiError('unauthorized', 'password: no STUDIO_PASSWORD is set on this server; sign in with an owner API key (psk_…)');
    }
  }
  if (!openedWith) throw new ApiError('unauthorized', config.STUDIO_PASSWORD ? 'password: incorrect' : 'password: not an active owner API key');

  const { cookieValue, session } = await createSession(store, config.SESSION_TTL_HOURS, openedWith);
  ctx.responseHeaders['set-cookie'] = sessionCookie(cookieValue, { maxAgeSeconds: config.SESSION_TTL_HOURS * 3600, secure: isHttps(ctx) });
  return { authenticated: true, via: 'session', ...signInFacts(), expires_at: session.expires_at };
}

/** DELETE /session: ends the session (if any) and clears the cookie. */
export async function signOut(ctx: HandlerContext): Promise<SessionStatus> {
  if (ctx.caller.kind === 'session' && ctx.caller.credentialId) await endSession(await db(), ctx.caller.credentialId);
  ctx.responseHeaders['set-cookie'] = clearedSessionCookie(isHttps(ctx));
  return { authenticated: false, via: 'none', ...signInFacts(), expires_at: null };
}

function isHttps(ctx: HandlerContext): boolean {
  if (ctx.origin.startsWith('https:')) return true;
  return env().TRUST_PROXY > 0 && ctx.request.headers.get('x-forwarded-proto') === 'https';
}
