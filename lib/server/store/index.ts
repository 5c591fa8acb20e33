import 'server-only';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { env } from '../env';
import { openStore } from './connect';
import type { Database } from './schema';

export type * from './schema';
export { openStore, type StoreConfig } from './connect';

let opening: Promise<Kysely<Database>> | undefined;

/**
 * The store: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Opened
 * and migrated on first use, then shared by the whole process:
 *
 *   const row = await (await db()).selectFrom('accounts').selectAll().executeTakeFirst();
 */
export function db(): Promise<Kysely<Database>> {
  if (!opening) {
    const config = env();
    opening = openStore({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
    // A failed open (disk full, database down) is retried by the next caller, not cached.
    opening.catch(() => {
      opening = undefined;
    });
  }
  return opening;
}

/** Closes the store (tests, and the keys command before it exits). */
export async function closeDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current.catch(() => null))?.destroy();
}
