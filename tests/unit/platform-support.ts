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
 * A fresh platform for one test file: its own DATA_DIR (a new SQLite store), the given
 * settings and nothing else, and clean caches. Returns the cleanup.
 */
export async function freshPlatform(settings: Record<string, string> = {}): Promise<{ dataDir: string; done: () => Promise<void> }> {
  await closeDb();
  resetOwnerForTests();
  await resetRateLimiterForTests();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-platform-'));
  for (const name of PLATFORM_VARS) delete process.env[name];
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...settings });
  resetEnvForTests();
  return {
    dataDir,
    done: async () => {
      await closeDb();
      resetOwnerForTests();
      await resetRateLimiterForTests();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
