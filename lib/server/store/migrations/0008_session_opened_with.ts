import 'server-only';
import type { Kysely } from 'kysely';

/**
 * What opened a studio session (lib/server/auth/session-credential.ts): a mark of the studio
 * password, or the owner key's id. A session lasts no longer than that credential. Older rows
 * keep null, and so end: they were opened before the rule, by a credential no one can name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('opened_with', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('opened_with').execute();
}
