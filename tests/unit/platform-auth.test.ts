import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as me } from '@/api/me/route';
import { GET as listKeys, POST as createKey } from '@/api/keys/route';
import { DELETE as revokeKey } from '@/api/keys/[id]/route';
import { db } from '@/lib/server/store';
import { resetEnvForTests } from '@/lib/server/env';
import { bearer, call, freshPlatform, json } from './platform-support';

let done: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  ({ dataDir, done } = await freshPlatform());
});
afterAll(() => done());

const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function newKey(body: Record<string, unknown> = { name: 'Test key' }) {
  const response = await createKey(call('/api/keys', { method: 'POST', body }));
  expect(response.status).toBe(200);
  return (await json(response)).result as { key: { id: string; prefix: string; account_id: string }; secret: string };
}

describe('local mode (the default)', () => {
  it('lets a call from this machine with no credential act as the owner', async () => {
    const response = await me(call('/api/me'));
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.result).toMatchObject({ name: 'Owner', current_plan: 'owner', plan_expiry_date: '9999-12-31', current_rpm: 1000 });
    expect(response.headers.get('ratelimit-limit')).toBeTruthy();
  });

  it('answers /me with the account of the key that calls', async () => {
    const { secret, key } = await newKey({ name: 'Partner Ltd', rpm: 42 });
    const body = await json(await me(call('/api/me', { headers: bearer(secret) })));
    expect(body.result).toMatchObject({ id: key.account_id, name: 'Partner Ltd', current_rpm: 42 });
  });

  it('refuses a wrong credential even from this machine', async () => {
    const response = await me(call('/api/me', { headers: bearer('psk_notARealKeyAtAll') }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/unknown API key/);
  });

  it('refuses a request from another host name (DNS rebinding) with no credential', async () => {
    const response = await me(call('/api/me', { headers: { host: 'attacker.example:3000' } }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/missing credential/);
  });
});

describe('401 for each kind of bad credential, saying which', () => {
  beforeAll(() => {
    process.env.AUTH_MODE = 'required';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.AUTH_MODE;
    resetEnvForTests();
  });

  it('missing', async () => {
    const response = await me(call('/api/me'));
    expect(response.status).toBe(401);
    const body = await json(response);
    expect(body).toEqual({ status: false, message: expect.stringMatching(/missing credential/), code: 'unauthorized', result: {}, request_id: expect.any(String) });
  });

  it('malformed', async () => {
    const response = await me(call('/api/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/malformed/);
  });

  it('unknown', async () => {
    const response = await me(call('/api/me', { headers: bearer(`psk_${'A'.repeat(43)}`) }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/unknown API key/);
  });

  it('revoked', async () => {
    process.env.AUTH_MODE = 'local';
    resetEnvForTests();
    const { secret, key } = await newKey();
    const revoked = await revokeKey(call(`/api/keys/${key.id}`, { method: 'DELETE' }), params(key.id));
    expect(revoked.status).toBe(200);
    process.env.AUTH_MODE = 'required';
    resetEnvForTests();
    const response = await me(call('/api/me', { headers: bearer(secret) }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(new RegExp(`API key ${key.prefix}… was revoked`));
  });

  it('expired', async () => {
    process.env.AUTH_MODE = 'local';
    resetEnvForTests();
    const { secret, key } = await newKey({ name: 'Short-lived', expires_in_days: 1 });
    process.env.AUTH_MODE = 'required';
    resetEnvForTests();
    expect((await me(call('/api/me', { headers: bearer(secret) }))).status).toBe(200);
    await (await db()).updateTable('api_keys').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', key.id).execute();
    const response = await me(call('/api/me', { headers: bearer(secret) }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/expired/);
  });

  it('a credential of the wrong kind', async () => {
    const response = await me(call('/api/me', { headers: bearer('sk-live-123') }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/unknown credential/);
  });
});

describe('key management', () => {
  it('stores keys only as SHA-256 hashes, never in clear', async () => {
    const { secret, key } = await newKey({ name: 'Secret keeper' });
    const row = await (await db()).selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(Object.values(row)).not.toContain(secret);
    expect(secret.startsWith(row.prefix)).toBe(true);
    // Nowhere in the database files either (the WAL included).
    for (const file of ['prism.sqlite', 'prism.sqlite-wal']) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(path.join(dataDir, file));
      } catch {
        continue;
      }
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
      expect(bytes.includes(Buffer.from(secret.slice(row.prefix.length)))).toBe(false);
    }
    // And the listing shows the prefix, never the key.
    const listing = await (await listKeys(call('/api/keys'))).text();
    expect(listing).toContain(row.prefix);
    expect(listing).not.toContain(secret);
  });

  it('owner keys may manage keys; member keys may not', async () => {
    const member = await newKey({ name: 'Member' });
    const owner = await newKey({ name: 'Laptop', owner: true });
    const refused = await listKeys(call('/api/keys', { headers: bearer(member.secret) }));
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toMatch(/only the owner/);
    expect((await listKeys(call('/api/keys', { headers: bearer(owner.secret) }))).status).toBe(200);
  });

  it('gives a member key the rpm asked for (60 when absent), and an owner key the owner\'s limit, refusing an rpm with it', async () => {
    const asked = await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Slow', rpm: 7 } })));
    expect(asked.result.key).toMatchObject({ rpm: 7, owner: false });
    const unset = await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Plain' } })));
    expect(unset.result.key).toMatchObject({ rpm: 60, owner: false });
    const ownerKey = await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Desk', owner: true } })));
    expect(ownerKey.result.key).toMatchObject({ rpm: 1000, owner: true });
    // It was once made with the owner's 1000 and the 30 dropped without a word.
    const both = await createKey(call('/api/keys', { method: 'POST', body: { name: 'Capped desk', owner: true, rpm: 30 } }));
    expect(both.status).toBe(400);
    expect(await json(both)).toMatchObject({ code: 'invalid_input', message: "rpm: must be left out for an owner key, which shares the owner's limit (OWNER_RPM)" });
    const names = ((await json(await listKeys(call('/api/keys')))).result.keys as { name: string }[]).map((key) => key.name);
    expect(names).not.toContain('Capped desk');
  });

  it('answers 400 naming the field for bad input, and 404 for an unknown id', async () => {
    const bad = await createKey(call('/api/keys', { method: 'POST', body: { name: 'x', rpm: 0 } }));
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toMatch(/^rpm: /);
    const missing = await revokeKey(call('/api/keys/key_nope', { method: 'DELETE' }), params('key_nope'));
    expect(missing.status).toBe(404);
    // Held to the id rule before the query: PostgreSQL refuses a NUL in a compared string (a 500).
    for (const id of ['key\u0000x', 'key x', '\ud800']) {
      const malformed = await revokeKey(call('/api/keys/x', { method: 'DELETE' }), params(id));
      expect(await json(malformed), JSON.stringify(id)).toMatchObject({ code: 'invalid_input', message: 'id: must be an id of letters, digits, _ or -' });
    }
  });

  it('refuses a key name the account page and `keys list` could not show as it is stored', async () => {
    // An ESC sequence would retitle (or recolour) the terminal of whoever lists the keys; a
    // right-to-left override makes "txt.exe" read as "exe.txt".
    for (const name of ['build \u001b]0;owned\u0007', 'nul\u0000name', 'report\u202etxt.exe', '\u0085next line']) {
      const bad = await createKey(call('/api/keys', { method: 'POST', body: { name } }));
      expect(bad.status, JSON.stringify(name)).toBe(400);
      expect(await json(bad)).toMatchObject({ code: 'invalid_input', message: 'name: must not contain control or text-direction characters' });
    }
    const blank = await createKey(call('/api/keys', { method: 'POST', body: { name: '   ' } }));
    expect((await json(blank)).message).toBe('name: must not be only spaces');
    // Letters of any script, emoji and inner spaces are names like any other.
    expect((await newKey({ name: 'Équipe 東京 🚀 build' })).key.id).toMatch(/^key_/);
  });
});
