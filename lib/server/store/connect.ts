import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import { ConfigurationError } from '../errors';
import { log } from '../log';
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

/** The store's data generation, for stores that can tell (see storeGeneration). */
const generations = new WeakMap<Kysely<Database>, () => number>();

/**
 * A value that changes whenever the data may have changed: a write through this connection,
 * or a commit by any other process on the same file (SQLite's data_version). Equal
 * generations mean nothing changed in between, so a read made then is still true. Null for
 * PostgreSQL, where other instances write unseen: read-through caches stay off there.
 */
export const storeGeneration = (db: Kysely<Database>): number | null => generations.get(db)?.() ?? null;

/** Opens the database the configuration names and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<Kysely<Database>> {
  const opened = config.databaseUrl ? { dialect: await postgres(config.databaseUrl), generation: null } : await sqlite(config.dataDir);
  const db = new Kysely<Database>({ dialect: opened.dialect });
  if (opened.generation) generations.set(db, opened.generation);
  try {
    await migrate(db, config.databaseUrl ? await currentSchema(db).catch((error: unknown) => refusedConnection(error, config.databaseUrl!)) : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Errors of the first query that mean DATABASE_URL names a server, database or user that does not work. */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '28000', '3D000']);

function refusedConnection(error: unknown, databaseUrl: string): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !CONNECTION_FAILURES.has(code)) throw error;
  // The host and database only: the URL's password stays out of the message.
  const url = URL.parse(databaseUrl);
  const where = url ? `${url.host}${url.pathname}` : 'the server it names';
  throw new ConfigurationError(`DATABASE_URL: ${where}: ${error instanceof Error ? error.message : code}; is PostgreSQL running there, and do the user and database exist?`, { cause: error });
}

/**
 * Brings the schema up to date. On PostgreSQL `schema` is the one DATABASE_URL's search_path
 * names: Kysely looks for its bookkeeping tables in every schema unless told one, so a second
 * deployment in the same database (or any schema with those tables) made it skip creating its
 * own and then fail ("relation kysely_migration_lock does not exist").
 */
async function migrate(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Store migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('DATABASE_URL: its search_path names no schema that exists; create it, or leave search_path out to use public');
  return schema;
}

async function sqlite(dataDir: string) {
  // Loaded on demand so a PostgreSQL deployment never needs the native addon.
  const { default: Sqlite } = await import('better-sqlite3');
  const file = path.join(dataDir, 'prism.sqlite');
  let database: InstanceType<typeof Sqlite>;
  try {
    mkdirSync(dataDir, { recursive: true });
    database = new Sqlite(file);
  } catch (error) {
    throw new ConfigurationError(`DATA_DIR: ${file} cannot be opened (${error instanceof Error ? error.message : String(error)}); set DATA_DIR to a folder this user can write`, { cause: error });
  }
  // WAL: readers never wait for the writer, and a second process (npm run worker, the keys
  // command) can use the same file. busy_timeout makes a locked write wait instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  const cached = withStatementCache(database);
  return { dialect: new SqliteDialect({ database: cached }), generation: cached.generation };
}

/** How often the store asks SQLite whether another process committed (see generation). */
const OTHER_WRITERS_CHECK_MS = 10;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing costs more than running the
 * small look-ups every request makes (an API key, its account). The same SQL text gets the
 * same prepared statement back. Bounded: queries with inlined values would not repeat.
 */
function withStatementCache(database: import('better-sqlite3').Database) {
  const cache = new Map<string, import('better-sqlite3').Statement>();
  const LIMIT = 500;
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  // Writes through this connection: data_version only counts other connections' commits.
  let localWrites = 0;
  let version: number | undefined;
  // Changes of data_version seen: commits by other processes.
  let otherWrites = 0;
  let checkedAt = -Infinity;
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      if (!statement.reader) localWrites++;
      return statement;
    },
    generation: () => {
      // Asking SQLite costs more than the cached read it guards (~8 µs): ask at most every
      // 10 ms. Our own writes count at once; another process's commit within 10 ms.
      const now = performance.now();
      if (now - checkedAt >= OTHER_WRITERS_CHECK_MS) {
        const seen = dataVersion.get() as number;
        // SQLite promises only that data_version differs after another commit, not that it grows.
        if (seen !== version) otherWrites++;
        version = seen;
        checkedAt = now;
      }
      // Both counts only grow, so their sum changes whenever either does (a number: no string
      // made per request).
      return otherWrites + localWrites;
    },
  };
}

async function postgres(connectionString: string) {
  const { Pool } = await import('pg');
  // A connection that cannot be made in 5 s fails the query (a 503) rather than holding the request.
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (a restart, a failover, a network fault) is reported on
  // the pool; unheard, that 'error' event ended the process. The pool discards the connection
  // and opens another for the next query.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection'));
  return new PostgresDialect({ pool });
}
