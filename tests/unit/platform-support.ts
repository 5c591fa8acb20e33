import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/server/env';
import { resetOwnerForTests } from '@/lib/server/auth/owner';
import { resetRateLimiterForTests } from '@/lib/server/ratelimit';
import { closeDb } from '@/lib/server/store';

const PLATFORM_VARS = [
  'AUTH_MODE',
  'STUDIO_PASSWORD',
  'OWNER_RPM',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_IP_RPM',
  'RATE_LIMIT_SESSION_RPM',
  'RATE_LIMIT_PREFIX',
  'REDIS_URL',
  'DATABASE_URL',
  'TRUST_PROXY',
  'PUBLIC_URL',
];

/**
 * A fresh platform for one test: its own DATA_DIR (a new SQLite store), the given settings
 * and nothing else, and clean caches. Returns the cleanup.
 *
 * With TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test the store is a fresh
 * PostgreSQL schema instead, so the same tests prove the queries portable.
 */
export async function freshPlatform(settings: Record<string, string> = {}): Promise<{ dataDir: string; done: () => Promise<void> }> {
  await closeDb();
  resetOwnerForTests();
  await resetRateLimiterForTests();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-platform-'));
  for (const name of PLATFORM_VARS) delete process.env[name];
  const postgres = process.env.TEST_DATABASE_URL ? await postgresSchema(process.env.TEST_DATABASE_URL) : null;
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(postgres ? { DATABASE_URL: postgres.url } : {}), ...settings });
  resetEnvForTests();
  return {
    dataDir,
    done: async () => {
      await closeDb();
      resetOwnerForTests();
      await resetRateLimiterForTests();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresSchema(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const schema = `prism_test_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

/** A request as a route handler receives it, with JSON body when given. */
export function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Request {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://localhost${url}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function json(response: Response): Promise<{ status: boolean; message: string; result: Record<string, unknown> }> {
  return response.json();
}
