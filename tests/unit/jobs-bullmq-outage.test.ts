import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { ApiError } from '@/lib/server/errors';
import { enqueueJob, startJobRuntime, stopJobRuntime } from '@/lib/server/jobs';
import { jobsDb } from '@/lib/server/jobs/table';
import { closeDb } from '@/lib/server/store';
import '../support/jobs-fixture';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay';
import { until } from '../support/until';

/**
 * Redis going away under a running app: the machine's Redis, reached through a relay this test
 * cuts and restores (tests/support/tcp-relay.ts), as a Redis restart or a network fault would.
 * A job submitted meanwhile must be a prompt 503, not a request left waiting on ioredis'
 * reconnections.
 */
const QUEUE = `prism-outage-${process.pid}-${Date.now()}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-bullmq-outage-'));
let relay: TcpRelay;

let env: Record<string, string>;

beforeAll(async () => {
  await stopJobRuntime();
  await closeDb();
  relay = await startTcpRelay(6379);
  env = { DATA_DIR: path.join(work, 'data'), REDIS_URL: `redis://127.0.0.1:${relay.port}`, JOB_QUEUE_NAME: QUEUE, JOB_RUN_IN_APP: 'false' };
  Object.assign(process.env, env);
  resetEnvForTests();
});

afterAll(async () => {
  await stopJobRuntime();
  await closeDb();
  const queue = new Queue(QUEUE, { connection: { url: 'redis://127.0.0.1:6379' } });
  await queue.obliterate({ force: true });
  await queue.close();
  await relay.cut();
  for (const key of Object.keys(env)) delete process.env[key];
  resetEnvForTests();
  await fs.rm(work, { recursive: true, force: true });
});

describe('jobs through BullMQ while Redis is away', () => {
  it('refuses a new job with a prompt 503 (the row settled), and takes jobs again once Redis is back', async () => {
    expect(await enqueueJob('test.count', { steps: 1, stepMs: 1 })).toBeTruthy();

    await relay.cut();
    const started = Date.now();
    const refused = await enqueueJob('test.count', { steps: 1, stepMs: 1 }, { id: 'outage-job' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'unavailable', message: 'The job queue could not be reached; try again shortly.' });
    // Within the queue's bound of 3 s; ioredis alone retries 20 times, a second or more apart.
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = await (await jobsDb()).selectFrom('jobs').selectAll().where('id', '=', 'outage-job').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'error', error: 'The job queue could not be reached.' });

    await relay.restore();
    const id = await until(
      () => enqueueJob('test.count', { steps: 1, stepMs: 1 }).catch(() => false),
      30_000,
      'a job to be taken once Redis is reachable again',
    );
    expect(typeof id).toBe('string');
  });

  it('stops within seconds when Redis went away under a worker (closing used to wait for Redis forever)', async () => {
    await stopJobRuntime();
    await startJobRuntime({ runJobs: true });
    const id = await enqueueJob('test.count', { steps: 1, stepMs: 1 });
    await until(async () => (await (await jobsDb()).selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst())?.status === 'complete', 30_000, 'the worker to run a job');

    await relay.cut();
    const started = Date.now();
    await stopJobRuntime();
    // The queue's close bound (3 s) and the dropping of its connections (1 s), and BullMQ's own wind-down.
    expect(Date.now() - started).toBeLessThan(8_000);
    await relay.restore();
  });
});
