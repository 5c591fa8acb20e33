import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as me } from '@/api/me/route';
import { POST as createKey } from '@/api/keys/route';
import { GET as health } from '@/api/health/route';
import { createLimiter } from '@/lib/server/ratelimit';
import { bearer, call, freshPlatform, json } from './platform-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per-key limit through the gate (in memory)', () => {
  let done: () => Promise<void>;
  beforeAll(async () => {
    // A 2-second window keeps the test short; the rule is the same as per minute.
    ({ done } = await freshPlatform({ RATE_LIMIT_WINDOW_SECONDS: '2', RATE_LIMIT_IP_RPM: '0' }));
  });
  afterAll(() => done());

  it('lets rpm requests through, answers the rpm+1-th with 429 and Retry-After, and lets the next window pass', async () => {
    const created = await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Tight', rpm: 3 } })));
    const { secret } = created.result as { secret: string };

    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await me(call('/api/me', { headers: bearer(secret) }));
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      remaining.push(response.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await me(call('/api/me', { headers: bearer(secret) }));
    expect(refused.status).toBe(429);
    const body = await json(refused);
    expect(body).toMatchObject({ status: false, result: {} });
    expect(body.message).toMatch(/rate limit: 3 requests per 2 s/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe(String(retryAfter));

    await sleep(retryAfter * 1000 + 100);
    const next = await me(call('/api/me', { headers: bearer(secret) }));
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe('2');
  });

  it('counts each key on its own', async () => {
    const a = (await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'A', rpm: 1 } })))).result.secret as string;
    const b = (await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'B', rpm: 1 } })))).result.secret as string;
    expect((await me(call('/api/me', { headers: bearer(a) }))).status).toBe(200);
    expect((await me(call('/api/me', { headers: bearer(b) }))).status).toBe(200);
    expect((await me(call('/api/me', { headers: bearer(a) }))).status).toBe(429);
  });
});

describe('per-IP limit', () => {
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ done } = await freshPlatform({ RATE_LIMIT_WINDOW_SECONDS: '30', RATE_LIMIT_IP_RPM: '2' }));
  });
  afterAll(() => done());

  it('applies before authentication, so even wrong keys and public endpoints count', async () => {
    expect((await health(call('/api/health'))).status).toBe(200);
    expect((await me(call('/api/me', { headers: bearer('psk_wrongwrongwrong') }))).status).toBe(401);
    const refused = await health(call('/api/health'));
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toMatch(/from one address/);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('Redis: two instances share one limit', () => {
  const url = 'redis://127.0.0.1:6379';
  const prefix = `prism-test:${randomBytes(6).toString('hex')}`;
  const clients: Redis[] = [];

  afterAll(async () => {
    const keys = await clients[0]!.keys(`${prefix}*`);
    if (keys.length) await clients[0]!.del(...keys);
    clients.forEach((c) => c.disconnect());
  });

  it('counts requests made through either instance against the same bucket', async () => {
    // Two separate connections, as two app processes would have.
    for (let i = 0; i < 2; i++) {
      const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('ready', resolve);
        client.once('error', reject);
      });
    }
    const first = createLimiter({ windowSeconds: 10, prefix, redis: clients[0] });
    const second = createLimiter({ windowSeconds: 10, prefix, redis: clients[1] });

    const seen = [];
    for (const limiter of [first, second, first, second]) seen.push(await limiter.hit('key:shared', 3));
    expect(seen.map((o) => o.allowed)).toEqual([true, true, true, false]);
    expect(seen.map((o) => o.remaining)).toEqual([2, 1, 0, 0]);
    // The counter really lives in Redis.
    expect(await clients[0]!.get(`${prefix}:key:shared`)).toBe('4');
    // Another bucket is untouched.
    expect((await second.hit('key:other', 3)).remaining).toBe(2);
    // And the next window passes for both (short window to keep the test fast).
    const quick = createLimiter({ windowSeconds: 1, prefix: `${prefix}:quick`, redis: clients[0] });
    const quick2 = createLimiter({ windowSeconds: 1, prefix: `${prefix}:quick`, redis: clients[1] });
    expect((await quick.hit('b', 1)).allowed).toBe(true);
    expect((await quick2.hit('b', 1)).allowed).toBe(false);
    await sleep(1100);
    expect((await quick2.hit('b', 1)).allowed).toBe(true);
  });
});
