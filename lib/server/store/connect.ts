import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

export interface StoreConfig {
  /** postgres://… to use PostgreSQL; otherwise SQLite in DATA_DIR/prism.sqlite. */
  databaseUrl?: string;
  dataDir: string;
}

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(migrations),
};

/** Opens the database the configuration names and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: config.databaseUrl ? await postgres(config.databaseUrl) : await sqlite(config.dataDir) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Store migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

async function sqlite(dataDir: string) {
  // Loaded on demand so a PostgreSQL deployment never needs the native addon.
  const { default: Sqlite } = await import('better-sqlite3');
  mkdirSync(dataDir, { recursive: true });
  const database = new Sqlite(path.join(dataDir, 'prism.sqlite'));
  // WAL: readers never wait for the writer, and a second process (npm run worker, the keys
  // command) can use the same file. busy_timeout makes a locked write wait instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database });
}

async function postgres(connectionString: string) {
  const { Pool } = await import('pg');
  return new PostgresDialect({ pool: new Pool({ connectionString, max: 10 }) });
}
