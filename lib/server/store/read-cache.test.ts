import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey, checkKey, revokeKey } from '../auth/keys';
import { openStore, storeGeneration } from './index';

/**
 * The credential cache must never outlive a change: a key revoked here, or by another
 * process writing the same SQLite file (the keys command, a worker), fails the next check.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function storeWithKey() {
  const dir = mkdtempSync(path.join(tmpdir(), 'prism-cache-'));
  dirs.push(dir);
  const store = await openStore({ dataDir: dir });
  const { key, secret } = await createKey(store, { name: 'cache test', rpm: 60 });
  return { dir, store, key, secret };
}

describe('credential reads cached while the store is unchanged', () => {
  it('sees a revocation made through this connection at once', async () => {
    const { store, key, secret } = await storeWithKey();
    expect((await checkKey(store, secret)).state).toBe('active');
    expect((await checkKey(store, secret)).state).toBe('active');
    await revokeKey(store, key.id);
    expect((await checkKey(store, secret)).state).toBe('revoked');
    await store.destroy();
  });

  it('sees a revocation another process commits to the same file within 10 ms', async () => {
    const { dir, store, key, secret } = await storeWithKey();
    expect((await checkKey(store, secret)).state).toBe('active');
    const before = storeGeneration(store);
    const other = new Sqlite(path.join(dir, 'prism.sqlite'));
    other.prepare('update api_keys set revoked_at = ? where id = ?').run(new Date().toISOString(), key.id);
    other.close();
    // The store asks SQLite at most every 10 ms.
    await new Promise((resolve) => setTimeout(resolve, 11));
    expect(storeGeneration(store)).not.toBe(before);
    expect((await checkKey(store, secret)).state).toBe('revoked');
    await store.destroy();
  });

  it('keeps its generation while nothing is written, so the reads are served from memory', async () => {
    const { store, secret } = await storeWithKey();
    await checkKey(store, secret);
    const generation = storeGeneration(store);
    for (let i = 0; i < 5; i++) await checkKey(store, secret);
    expect(storeGeneration(store)).toBe(generation);
    await store.destroy();
  });
});
