import 'server-only';
import type { Kysely } from 'kysely';
import type { ApiKeySummary } from '@/lib/contract/access';
import { KEY_LIMITS } from '@/lib/contract/limits/access';
import { readThroughCache } from '../store/read-cache';
import type { Account, ApiKeyRow, Database } from '../store/schema';
import { createMemberAccount } from './accounts';
import { hashToken, newId, newToken, stateOf } from './tokens';

export interface CreateKeyInput {
  name: string;
  /** current_rpm of the new account (member keys); the contract's default when absent. */
  rpm?: number;
  expiresAt?: Date | null;
  /** Put the key on this account instead of creating one (the owner's, for owner keys). */
  account?: Account;
}

/** Creates a key (and its account, unless one is given). The secret is returned here only. */
export async function createKey(db: Kysely<Database>, input: CreateKeyInput): Promise<{ key: ApiKeySummary; secret: string }> {
  const account = input.account ?? (await createMemberAccount(db, { name: input.name, rpm: input.rpm ?? KEY_LIMITS.rpm.default }));
  const { token, prefix, hash } = newToken('key');
  const row: ApiKeyRow = {
    id: newId('key'),
    account_id: account.id,
    name: input.name,
    prefix,
    token_hash: hash,
    created_at: new Date().toISOString(),
    expires_at: input.expiresAt ? input.expiresAt.toISOString() : null,
    revoked_at: null,
    last_used_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return { key: summarise(row, account), secret: token };
}

export async function listKeys(db: Kysely<Database>): Promise<ApiKeySummary[]> {
  const rows = await db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .selectAll('api_keys')
    .select(['accounts.name as account_name', 'accounts.role as account_role', 'accounts.current_rpm as account_rpm'])
    .orderBy('api_keys.created_at', 'desc')
    .execute();
  return rows.map((r) => summarise(r, { id: r.account_id, name: r.account_name, role: r.account_role, current_rpm: r.account_rpm }));
}

/** Revokes a key by id or by its visible prefix. Undefined when none matches. */
export async function revokeKey(db: Kysely<Database>, idOrPrefix: string): Promise<ApiKeySummary | undefined> {
  const matches = await db
    .selectFrom('api_keys')
    .select('id')
    .where((w) => w.or([w('id', '=', idOrPrefix), w('prefix', '=', idOrPrefix)]))
    .execute();
  if (matches.length !== 1) return undefined;
  const id = matches[0]!.id;
  await db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  return (await listKeys(db)).find((k) => k.id === id);
}

// Every Bearer call reads its key and account; these reads stay true until the store changes.
const keysByHash = readThroughCache<ApiKeyRow | undefined>();
const accountsById = readThroughCache<Account | undefined>();

export type KeyCheck =
  | { state: 'active'; key: ApiKeyRow; account: Account }
  | { state: 'unknown' }
  | { state: 'revoked' | 'expired'; key: ApiKeyRow };

/**
 * Who a presented key belongs to. The row is found by the SHA-256 of the presented token:
 * what a look-up's timing could tell is about that digest, and a digest leads to no token
 * (that would take a preimage of a 256-bit random secret's hash).
 */
export async function checkKey(db: Kysely<Database>, token: string, now = new Date()): Promise<KeyCheck> {
  const digest = hashToken(token);
  const key = await keysByHash(db, digest, () => db.selectFrom('api_keys').selectAll().where('token_hash', '=', digest).executeTakeFirst());
  if (!key) return { state: 'unknown' };
  const state = stateOf(key, now);
  if (state !== 'active') return { state, key };
  const account = await accountsById(db, key.account_id, () => db.selectFrom('accounts').selectAll().where('id', '=', key.account_id).executeTakeFirst());
  if (!account) return { state: 'unknown' };
  // Coarse "last used": at most one write a minute per key, not one per request.
  if (!key.last_used_at || now.getTime() - Date.parse(key.last_used_at) > 60_000) {
    await db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', key.id).execute();
  }
  return { state, key, account };
}

function summarise(row: ApiKeyRow, account: Pick<Account, 'id' | 'name' | 'role' | 'current_rpm'>): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    account_id: account.id,
    account_name: account.name,
    owner: account.role === 'owner',
    rpm: account.current_rpm,
    status: stateOf(row),
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    last_used_at: row.last_used_at,
  };
}
