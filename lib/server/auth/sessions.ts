import 'server-only';
import type { Kysely } from 'kysely';
import { idString } from '@/lib/contract/rules';
import type { HeaderReader } from '../incoming';
import type { Database, SessionRow } from '../store/schema';
import { stillVouchedFor } from './session-credential';
import { newId, newToken, stateOf, tokenMatches } from './tokens';

/**
 * Studio sessions. The cookie holds `<session id>.<secret>`; the row holds the secret's
 * hash. Looking a session up by id and comparing hashes in constant time keeps the secret
 * out of any index lookup.
 */
export const SESSION_COOKIE = 'prism_session';

/** `openedWith`: what admitted it (auth/session-credential.ts: passwordMark or keyMark); the session ends with it. */
export async function createSession(db: Kysely<Database>, ttlHours: number, openedWith: string): Promise<{ cookieValue: string; session: SessionRow }> {
  const { token, hash } = newToken('session');
  const now = new Date();
  const session: SessionRow = {
    id: newId('ses'),
    token_hash: hash,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
    revoked_at: null,
    opened_with: openedWith,
  };
  await db.insertInto('sessions').values(session).execute();
  return { cookieValue: `${session.id}.${token}`, session };
}

/** superseded: the credential that opened it no longer admits (a new studio password, a revoked owner key). */
export type SessionCheck = { state: 'active'; session: SessionRow } | { state: 'unknown' } | { state: 'revoked' | 'expired' | 'superseded'; session: SessionRow };

export async function checkSession(db: Kysely<Database>, cookieValue: string, now = new Date()): Promise<SessionCheck> {
  const dot = cookieValue.indexOf('.');
  const id = cookieValue.slice(0, dot);
  // Only an id we could have made reaches the query (PostgreSQL refuses a NUL in it: a 500).
  if (dot <= 0 || !idString.safeParse(id).success) return { state: 'unknown' };
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session || !tokenMatches(cookieValue.slice(dot + 1), session.token_hash)) return { state: 'unknown' };
  const state = stateOf(session, now);
  if (state !== 'active') return { state, session };
  return (await stillVouchedFor(db, session, now)) ? { state, session } : { state: 'superseded', session };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Reads one cookie from a Cookie header. */
export function readCookie(request: { readonly headers: HeaderReader }, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function sessionCookie(value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  // HttpOnly: page scripts never see it. SameSite=Lax: not sent on cross-site writes.
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${options.maxAgeSeconds}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', { maxAgeSeconds: 0, secure });
}
