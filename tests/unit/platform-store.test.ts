import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/server/store';
import { migrations } from '@/lib/server/store/migrations';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('store on SQLite', () => {
  it('creates DATA_DIR/prism.sqlite in WAL mode with every migration applied, once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prism-store-'));
    dirs.push(dir);
    const first = await openStore({ dataDir: dir });
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(first);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    await first
      .insertInto('accounts')
      .values({ id: 'a1', name: 'Ada', role: 'owner', current_plan: 'owner', plan_expiry_date: '9999-12-31', current_rpm: 60, created_at: new Date().toISOString() })
      .execute();
    await first.destroy();

    // Opening again runs no migration twice and keeps the data.
    const second = await openStore({ dataDir: dir });
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(second);
    expect(applied.rows.map((r) => r.name)).toEqual(migrations.map(([name]) => name));
    expect(await second.selectFrom('accounts').select('name').executeTakeFirst()).toEqual({ name: 'Ada' });
    await second.destroy();
  });
});

describe('store on PostgreSQL', () => {
  it('runs the same migrations (127.0.0.1:5432, database test, a schema of its own)', async () => {
    const schema = `prism_test_${randomBytes(4).toString('hex')}`;
    const admin = await import('pg').then(({ default: pg }) => new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }));
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const url = `postgres://postgres@127.0.0.1:5432/test?options=-c%20search_path%3D${schema}`;
      const store = await openStore({ dataDir: '/nonexistent', databaseUrl: url });
      await store
        .insertInto('api_keys')
        .values({ id: 'k1', account_id: 'missing', name: 'x', prefix: 'psk_x', token_hash: 'h', created_at: 'now', expires_at: null, revoked_at: null, last_used_at: null })
        .execute()
        .then(
          () => expect.fail('a key without its account must be refused'),
          (error: Error) => expect(error.message).toMatch(/foreign key/),
        );
      const tables = await admin.query(`select table_name from information_schema.tables where table_schema = $1 order by 1`, [schema]);
      expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['accounts', 'api_keys', 'sessions', 'demo_links', 'kysely_migration']));
      await store.destroy();
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
