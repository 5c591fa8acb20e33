import { randomBytes } from 'node:crypto';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOutcome } from '@/lib/server/route-support';
import { openStore } from '@/lib/server/store/connect';
import type { Database } from '@/lib/server/store/schema';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay';

/**
 * The store on the machine's PostgreSQL (database test), each deployment in a schema of its
 * own, as DATABASE_URL's search_path names it:
 * - two deployments in one database each keep their own migration bookkeeping;
 * - PostgreSQL going away under a running app (a restart, a failover), through a relay this
 *   test cuts and restores: the pool's idle connections die with it, which must not end the
 *   process; the calls meanwhile are 503s, and the store works again after.
 */
const schema = `prism_outage_${randomBytes(4).toString('hex')}`;
const neighbour = `prism_neighbour_${randomBytes(4).toString('hex')}`;
const urlFor = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/test?options=-c%20search_path%3D${name}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-store-outage-'));
let relay: TcpRelay;
let db: Kysely<Database>;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`create schema ${neighbour}`);
  // Another deployment's store, migrated first: its bookkeeping tables are in the database.
  await (await openStore({ databaseUrl: urlFor(5432, neighbour), dataDir: work })).destroy();
  relay = await startTcpRelay(5432);
  db = await openStore({ databaseUrl: urlFor(relay.port, schema), dataDir: work });
});

afterAll(async () => {
  await db.destroy();
  await relay.cut();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.query(`drop schema ${neighbour} cascade`);
  await admin.end();
  await fs.rm(work, { recursive: true, force: true });
});

const one = async () => (await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one;

describe('the store on PostgreSQL', () => {
  it('migrates in its own schema when another deployment has migrated in the same database', async () => {
    const { rows } = await admin.query<{ table_schema: string }>(
      "select table_schema from information_schema.tables where table_name = 'kysely_migration_lock' and table_schema = any($1) order by 1",
      [[schema, neighbour]],
    );
    expect(rows.map((r) => r.table_schema).sort()).toEqual([schema, neighbour].sort());
    expect(await one()).toBe(1);
  });

  it('while PostgreSQL is away: outlives its idle connections dying, answers 503 meanwhile, and works again once PostgreSQL is back', async () => {
    // Several connections open and then idle in the pool.
    expect(await Promise.all([one(), one(), one()])).toEqual([1, 1, 1]);

    // Their 'error' events on the pool, unheard, ended the process (vitest reports that as a failure).
    await relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const failure = await one().then(
      () => new Error('the query did not fail'),
      (error: unknown) => error,
    );
    const errors: string[] = [];
    const outcome = failureOutcome(failure, {}, { requestId: 'req-1', log: { error: (_: unknown, message: string) => errors.push(message) } as never });
    expect(outcome.status, String(failure)).toBe(503);
    expect(outcome.body).toMatchObject({ code: 'unavailable' });
    expect(errors).toEqual(['dependency unreachable']);

    await relay.restore();
    expect(await one()).toBe(1);
  });
});
