import { createServer } from 'node:http';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/api/ready/route';
import { resetEnvForTests } from '@/lib/server/env';
import { trackRequests } from '@/lib/server/front/lifecycle';
import { closeDb } from '@/lib/server/store';

/**
 * GET /api/ready on the default single-machine store (SQLite, disk files), with Redis
 * configured but unreachable, and while the instance drains. The cluster test covers the
 * same endpoint on PostgreSQL, Redis and S3, and with the S3 server down.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-ready-'));
const ready = async () => {
  const response = await GET(new Request('http://localhost/api/ready'));
  return { status: response.status, body: (await response.json()) as { message: string; code?: string; result: unknown } };
};

beforeAll(async () => {
  await closeDb();
  process.env.DATA_DIR = work;
  delete process.env.REDIS_URL;
  delete process.env.DATABASE_URL;
  resetEnvForTests();
});

afterAll(async () => {
  await closeDb();
  delete process.env.DATA_DIR;
  delete process.env.REDIS_URL;
  resetEnvForTests();
  await fs.rm(work, { recursive: true, force: true });
});

describe('GET /api/ready', () => {
  it('is ready with the database and the disk store, Redis not configured', async () => {
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ ready: true, checks: { database: 'ok', redis: 'not configured', file_store: 'ok' } });
  });

  it('is 503 naming Redis when it is configured and does not answer', async () => {
    // Nothing listens on this port (the project's range; the cluster test's S3 port + 8).
    process.env.REDIS_URL = 'redis://127.0.0.1:3449';
    resetEnvForTests();
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('unavailable');
      expect(answer.body.message).toMatch(/^not ready: redis is down/);
    } finally {
      delete process.env.REDIS_URL;
      resetEnvForTests();
    }
  });

  it('is 503 once the instance drains (SIGTERM), while /api/health would still answer', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await trackRequests(server).drain(0);
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('not ready: this instance is shutting down');
  });
});
