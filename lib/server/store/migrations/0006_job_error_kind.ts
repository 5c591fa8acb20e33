import 'server-only';
import type { Kysely } from 'kysely';

/**
 * How a job ended in error, as a word code can branch on ('failed', 'timeout',
 * 'interrupted'), beside the message written for people. Older rows keep null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('error_kind', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('error_kind').execute();
}
