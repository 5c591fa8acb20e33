/**
 * bench/admission/gate: what authentication and rate limiting cost per request. Calls the
 * gate's admit() in-process (no HTTP) for each kind of caller, with the in-memory limiter
 * and with Redis, and prints p50/p99 latency and throughput. Peer: one SQLite primary-key
 * read with better-sqlite3 (the floor any credential lookup pays here).
 * Goal: admission adds well under 1 ms at p50 (in memory) to every request.
 *
 *   npx tsx --conditions=react-server bench/admission/gate.ts [--n 5000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';

const n = Number(process.argv[process.argv.indexOf('--n') + 1] || 5000) || 5000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-bench-gate-'));

function stats(label: string, samples: number[]) {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const total = samples.reduce((s, x) => s + x, 0);
  console.log(
    `${label.padEnd(34)} p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  ${Math.round((samples.length / total) * 1000)} req/s (sequential)`,
  );
}

async function time(label: string, run: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 200; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  stats(label, samples);
}

async function main() {
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_IP_RPM: '1000000', OWNER_RPM: '1000000' });
  const { resetEnvForTests } = await import('@/lib/server/env');
  const { admit } = await import('@/lib/server/gate');
  const { contract } = await import('@/lib/contract');
  const { db, closeDb } = await import('@/lib/server/store');
  const { createKey } = await import('@/lib/server/auth/keys');
  const { createDemoLink } = await import('@/lib/server/auth/demo-links');
  const { resetRateLimiterForTests, warmRateLimiter } = await import('@/lib/server/ratelimit');
  const { resetOwnerForTests } = await import('@/lib/server/auth/owner');

  const store = await db();
  const { secret } = await createKey(store, { name: 'bench', rpm: 1_000_000_000 });
  const { token } = await createDemoLink(store, { capability: 'translate', rpm: 1_000_000_000, expiresAt: new Date(Date.now() + 3_600_000) });
  const me = contract.account.me;
  const languages = contract.translate.languages;
  const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/me', { headers });

  const floor = new Sqlite(path.join(dataDir, 'prism.sqlite'), { readonly: true });
  const byId = floor.prepare('select * from accounts where id = ?');
  const anyId = (floor.prepare('select id from accounts limit 1').get() as { id: string }).id;
  await time('peer: one SQLite primary-key read', () => byId.get(anyId));

  for (const limiter of ['memory', 'redis'] as const) {
    if (limiter === 'redis') {
      process.env.REDIS_URL = 'redis://127.0.0.1:6379';
      process.env.RATE_LIMIT_PREFIX = `prism-bench:${Date.now()}`;
      resetEnvForTests();
      resetOwnerForTests();
      await resetRateLimiterForTests();
      await warmRateLimiter();
    }
    await time(`[${limiter}] loopback owner, no credential`, () => admit(request(), me));
    await time(`[${limiter}] API key (Bearer)`, () => admit(request({ authorization: `Bearer ${secret}` }), me));
    await time(`[${limiter}] demo token`, () => admit(request({ authorization: `Bearer ${token}` }), languages));
  }
  floor.close();
  await resetRateLimiterForTests();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
