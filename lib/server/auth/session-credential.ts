import 'server-only';
import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { env } from '../env';
import type { Database, SessionRow } from '../store/schema';
import { ownerAccount } from './owner';
import { sameSecret, stateOf } from './tokens';

/**
 * A studio session lasts no longer than the credential that opened it. Each session records
 * what that was (`opened_with`): for the studio password, a mark of it; for an owner API key
 * (required mode with no password), the key's id. Setting a new STUDIO_PASSWORD (it leaked)
 * ends every session the old one opened, on every instance; revoking or expiring the key ends
 * the sessions it opened.
 *
 * The mark is scrypt of the password, salted with the owner account's id (random, made on the
 * first start, the same for every instance of a deployment): a copy of the database does not
 * give the password away to a quick guess. Worked out once per process.
 */
const derive = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;
let cached: { password: string; salt: string; mark: Promise<string> } | undefined;

export async function passwordMark(password: string): Promise<string> {
  const salt = `prism-studio-session:${(await ownerAccount()).id}`;
  if (cached?.password !== password || cached.salt !== salt) {
    cached = { password, salt, mark: derive(password, salt, 32).then((bytes) => `password:${bytes.toString('base64url')}`) };
  }
  return cached.mark;
}

export const keyMark = (keyId: string) => `key:${keyId}`;

/** Whether what opened `session` still admits: the same studio password, or the owner key still active. */
export async function stillVouchedFor(db: Kysely<Database>, session: SessionRow, now: Date): Promise<boolean> {
  const openedWith = session.opened_with;
  if (openedWith?.startsWith('password:')) {
    const password = env().STUDIO_PASSWORD;
    return Boolean(password) && sameSecret(openedWith, await passwordMark(password!));
  }
  if (openedWith?.startsWith('key:')) {
    const key = await db.selectFrom('api_keys').select(['account_id', 'revoked_at', 'expires_at']).where('id', '=', openedWith.slice(4)).executeTakeFirst();
    if (!key || stateOf(key, now) !== 'active') return false;
    const account = await db.selectFrom('accounts').select('role').where('id', '=', key.account_id).executeTakeFirst();
    return account?.role === 'owner';
  }
  // Opened before sessions recorded their credential: no one can say it still holds.
  return false;
}
