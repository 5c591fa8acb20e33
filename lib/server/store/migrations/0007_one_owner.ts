import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * One owner account, held by a unique index. Two instances starting at once on a new
 * database each found no owner and made one; each then called its own the owner, so the
 * owner's songs and keys were split between them. Owners past the first (the oldest) are
 * merged into it: their keys and songs move to it, and they go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string }>`select id from accounts where role = 'owner' order by created_at, id`.execute(db);
  const [first, ...extra] = rows.map((row) => row.id);
  if (first && extra.length > 0) {
    const others = sql.join(extra);
    await sql`update api_keys set account_id = ${first} where account_id in (${others})`.execute(db);
    await sql`update music_generations set account_id = ${first} where account_id in (${others})`.execute(db);
    await sql`delete from accounts where id in (${others})`.execute(db);
  }
  await sql`create unique index accounts_one_owner on accounts (role) where role = 'owner'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index accounts_one_owner`.execute(db);
}
