import 'server-only';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { env } from '../env';
import { openStore } from './connect';
import type { Database } from './schema';

export type * from './schema';
export { openStore, storeGeneration, type StoreConfig } from './connect';

// On globalThis: the compiled server and Next's bundle (the page proxy, proxy.ts) may each
// hold a copy of this module; one store (one connection or pool) per process.
const OPENING = Symbol.for('prism.store');
const holder = globalThis as { [OPENING]?: Promise<Kysely<Database>> };

/**
 * The store: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Opened
 * and migrated on first use, then shared by the whole process:
 *
 *   const row = await (await db()).selectFrom('accounts').selectAll().executeTakeFirst();
 */
export function db(): Promise<Kysely<Database>> {
  let opening = holder[OPENING];
  if (!opening) {
    const config = env();
    opening = openStore({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
    holder[OPENING] = opening;
    // A failed open (disk full, database down) is retried by the next caller, not cached.
    opening.catch(() => {
      if (holder[OPENING] === opening) holder[OPENING] = undefined;
    });
  }
  return opening;
}

/** Closes the store (tests, and the keys command before it exits). */
export async function closeDb(): Promise<void> {
  const current = holder[OPENING];
  holder[OPENING] = undefined;
  if (current) await (await current.catch(() => null))?.destroy();
}
