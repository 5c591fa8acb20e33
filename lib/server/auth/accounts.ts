import 'server-only';
import type { Kysely } from 'kysely';
import type { Account, Database } from '../store/schema';
import { newId } from './tokens';

/** The date a plan that never ends carries (a real date, so "is it still valid?" checks work). */
export const NO_EXPIRY = '9999-12-31';

export interface OwnerSettings {
  name: string;
  rpm: number;
}

/**
 * The account of the person this machine belongs to: created at the first start, and its
 * name and rate kept in line with OWNER_NAME and OWNER_RPM afterwards.
 */
export async function ensureOwner(db: Kysely<Database>, settings: OwnerSettings): Promise<Account> {
  const existing = await findOwner(db);
  if (existing) {
    if (existing.current_rpm !== settings.rpm || existing.name !== settings.name) {
      await db.updateTable('accounts').set({ current_rpm: settings.rpm, name: settings.name }).where('id', '=', existing.id).execute();
      return { ...existing, current_rpm: settings.rpm, name: settings.name };
    }
    return existing;
  }
  const owner: Account = {
    id: newId('acc'),
    name: settings.name,
    role: 'owner',
    current_plan: 'owner',
    plan_expiry_date: NO_EXPIRY,
    current_rpm: settings.rpm,
    created_at: new Date().toISOString(),
  };
  // Another instance starting at the same moment may have made it first: the unique index
  // (migration 0007) keeps one, and that one is everybody's owner.
  await db.insertInto('accounts').values(owner).onConflict((conflict) => conflict.doNothing()).execute();
  const made = await findOwner(db);
  if (!made) throw new Error('the owner account could not be created');
  return made;
}

function findOwner(db: Kysely<Database>): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('role', '=', 'owner').orderBy('created_at').executeTakeFirst();
}

export async function createMemberAccount(
  db: Kysely<Database>,
  input: { name: string; rpm: number; plan?: string; planExpiry?: string },
): Promise<Account> {
  const account: Account = {
    id: newId('acc'),
    name: input.name,
    role: 'member',
    current_plan: input.plan ?? 'standard',
    plan_expiry_date: input.planExpiry ?? NO_EXPIRY,
    current_rpm: input.rpm,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('accounts').values(account).execute();
  return account;
}

export async function findAccount(db: Kysely<Database>, id: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account record of GET /me: the spec's fields, plus when the account was made. */
export function accountRecord(account: Account) {
  return {
    id: account.id,
    name: account.name,
    current_plan: account.current_plan,
    plan_expiry_date: account.plan_expiry_date,
    current_rpm: account.current_rpm,
    created_at: account.created_at,
  };
}
