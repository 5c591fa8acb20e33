import { randomBytes } from 'node:crypto';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOwner } from '@/lib/server/auth/accounts';
import { openStore } from '@/lib/server/store/connect';
import { migrations } from '@/lib/server/store/migrations';

/** Takes a store back to before migration 0007: each later migration undone, newest first, and unrecorded. */
async function backBefore0007(store: Kysely<unknown>): Promise<void> {
  const later = migrations.filter(([name]) => name >= '0007').reverse();
  for (const [name, migration] of later) {
    await migration.down!(store);
    await sql`delete from kysely_migration where name = ${name}`.execute(store);
  }
}

/**
 * One owner account in a deployment's database. On the machine's PostgreSQL (each case in a
 * schema of its own): instances starting at once on a new database agree on one owner, and a
 * database that got two before (migration 0007) is merged into the first. The same merge on
 * SQLite.
 */
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-owner-'));
const schemas: string[] = [];
const settings = { name: 'Owner', rpm: 100 };

async function newSchema(): Promise<string> {
  const name = `prism_owner_${randomBytes(4).toString('hex')}`;
  await admin.query(`create schema ${name}`);
  schemas.push(name);
  return `postgres://postgres@127.0.0.1:5432/test?options=-c%20search_path%3D${name}`;
}

beforeAll(() => admin.connect());
afterAll(async () => {
  for (const name of schemas) await admin.query(`drop schema ${name} cascade`);
  await admin.end();
  await fs.rm(work, { recursive: true, force: true });
});

describe('the owner account on PostgreSQL', () => {
  it('is one account when two instances start at once on a new database', async () => {
    const url = await newSchema();
    const stores = await Promise.all([0, 1, 2].map(() => openStore({ databaseUrl: url, dataDir: work })));
    try {
      // Before the unique index, each made its own owner and took it for the owner.
      const owners = await Promise.all(stores.map((store) => ensureOwner(store, settings)));
      expect(new Set(owners.map((owner) => owner.id)).size).toBe(1);
      const { rows } = await admin.query(`select id from ${schemas.at(-1)}.accounts where role = 'owner'`);
      expect(rows.map((row) => row.id)).toEqual([owners[0]!.id]);
    } finally {
      await Promise.all(stores.map((store) => store.destroy()));
    }
  });

  it('merges owners made before into the oldest: their keys and songs move to it', async () => {
    const url = await newSchema();
    const schema = schemas.at(-1)!;
    // A database as the race left it: migration 0007 not yet run, two owners, the second with a key and a song.
    const before = await openStore({ databaseUrl: url, dataDir: work });
    await backBefore0007(before as Kysely<unknown>);
    await before.destroy();
    const account = (id: string, at: string) => admin.query(`insert into ${schema}.accounts values ($1, 'Owner', 'owner', 'owner', '9999-12-31', 100, $2)`, [id, at]);
    await account('acc_first', '2026-01-01T00:00:00.000Z');
    await account('acc_second', '2026-01-01T00:00:00.001Z');
    await admin.query(`insert into ${schema}.api_keys (id, account_id, name, prefix, token_hash, created_at) values ('key_1', 'acc_second', 'ci', 'psk_x', 'hash', '2026-01-02')`);
    await admin.query(
      `insert into ${schema}.music_generations (id, batch_id, account_id, status, mode, prompt, prompt_description, title, tags, negative_tags, lyric, model, instrumental, seed, created_at, updated_at)
       values ('song_1', 'b', 'acc_second', 'complete', 'simple', 'p', 'p', 't', '', '', '', 'chirp-v3-0', 1, 1, '2026-01-02', '2026-01-02')`,
    );

    const store = await openStore({ databaseUrl: url, dataDir: work });
    try {
      const owners = await admin.query(`select id from ${schema}.accounts where role = 'owner'`);
      expect(owners.rows.map((row) => row.id)).toEqual(['acc_first']);
      expect((await admin.query(`select account_id from ${schema}.api_keys`)).rows).toEqual([{ account_id: 'acc_first' }]);
      expect((await admin.query(`select account_id from ${schema}.music_generations`)).rows).toEqual([{ account_id: 'acc_first' }]);
      expect((await ensureOwner(store, settings)).id).toBe('acc_first');
      await expect(admin.query(`insert into ${schema}.accounts values ('acc_third', 'Owner', 'owner', 'owner', '9999-12-31', 100, '2026-01-03')`)).rejects.toThrow(/accounts_one_owner/);
    } finally {
      await store.destroy();
    }
  });
});

describe('the owner account on SQLite', () => {
  it('merges owners made before into the oldest, and refuses a second one', async () => {
    const dataDir = mkdtempSync(path.join(work, 'sqlite-'));
    let store = await openStore({ dataDir });
    await backBefore0007(store as Kysely<unknown>);
    await sql`insert into accounts values ('acc_first', 'Owner', 'owner', 'owner', '9999-12-31', 100, '2026-01-01T00:00:00.000Z')`.execute(store);
    await sql`insert into accounts values ('acc_second', 'Owner', 'owner', 'owner', '9999-12-31', 100, '2026-01-01T00:00:00.001Z')`.execute(store);
    await sql`insert into api_keys (id, account_id, name, prefix, token_hash, created_at) values ('key_1', 'acc_second', 'ci', 'psk_x', 'hash', '2026-01-02')`.execute(store);
    await store.destroy();

    store = await openStore({ dataDir });
    try {
      const owners = await sql<{ id: string }>`select id from accounts where role = 'owner'`.execute(store);
      expect(owners.rows).toEqual([{ id: 'acc_first' }]);
      expect((await sql`select account_id from api_keys`.execute(store)).rows).toEqual([{ account_id: 'acc_first' }]);
      expect((await ensureOwner(store, settings)).id).toBe('acc_first');
      await expect(sql`insert into accounts values ('acc_third', 'Owner', 'owner', 'owner', '9999-12-31', 100, '2026-01-03')`.execute(store)).rejects.toThrow(/UNIQUE/);
    } finally {
      await store.destroy();
    }
  });
});
