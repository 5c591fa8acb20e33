import 'server-only';
import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed out once (API keys, demo tokens, session cookies). Only their SHA-256 is
 * stored; the first characters stay in clear as a `prefix`, used to find the row and to
 * show people which key is which. A random 256-bit secret needs no slow hash: nothing to
 * brute-force.
 */
export const TOKEN_KINDS = { key: 'psk_', demo: 'demo_', session: 'pss_' } as const;
export type TokenKind = keyof typeof TOKEN_KINDS;

/** Characters of the token kept in clear after the kind's own prefix. */
const VISIBLE = 8;

export function newToken(kind: TokenKind): { token: string; prefix: string; hash: string } {
  const token = TOKEN_KINDS[kind] + randomBytes(32).toString('base64url');
  return { token, prefix: prefixOf(token), hash: hashToken(token) };
}

export function prefixOf(token: string): string {
  const kind = Object.values(TOKEN_KINDS).find((p) => token.startsWith(p)) ?? '';
  return token.slice(0, kind.length + VISIBLE);
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Compares a presented token with a stored hash without leaking where they differ. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = createHash('sha256').update(token, 'utf8').digest();
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}

/** Two secrets compared without leaking where, or whether in length, they differ (both hashed first). */
export const sameSecret = (given: string, expected: string): boolean => tokenMatches(given, hashToken(expected));

const KIND_PREFIXES = Object.entries(TOKEN_KINDS) as Array<[TokenKind, string]>;

export function kindOf(token: string): TokenKind | null {
  for (const [kind, prefix] of KIND_PREFIXES) if (token.startsWith(prefix)) return kind;
  return null;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** Where a credential stands at a given moment. */
export type CredentialState = 'active' | 'revoked' | 'expired';
export function stateOf(row: { revoked_at: string | null; expires_at: string | null }, now = new Date()): CredentialState {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  return 'active';
}
