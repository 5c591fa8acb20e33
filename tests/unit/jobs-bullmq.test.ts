import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { enqueueJob, getJob, stopJobRuntime } from '@/lib/server/jobs';
import { jobsDb } from '@/lib/server/jobs/table';
import { closeDb } from '@/lib/server/store';
import type { CountResult } from '../support/jobs-fixture';
import '../support/jobs-fixture';
import { spawnWorker, stopWorkers, type SpawnedWorker } from '../support/worker-processes';
import { until } from '../support/until';

/**
 * Jobs through BullMQ on the machine's Redis (127.0.0.1:6379), with a queue name of its
 * own: this process only enqueues (JOB_RUN_IN_APP=false) and separate worker processes
 * (scripts/worker.ts, as `npm run worker` runs it) do the work.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUE = `prism-test-${process.pid}-${Date.now()}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-bullmq-'));
const dataDir = path.join(work, 'data');
const workers: SpawnedWorker[] = [];
let queue: Queue;

const env = { DATA_DIR: dataDir, REDIS_URL, JOB_QUEUE_NAME: QUEUE, JOB_HEARTBEAT_MS: '250', JOB_RUN_IN_APP: 'false' };
const row = async (id: string) => (await jobsDb()).selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  await stopJobRuntime();
  await closeDb();
  Object.assign(process.env, env);
  resetEnvForTests();
  queue = new Queue(QUEUE, { connection: { url: REDIS_URL } });
});

afterEach(() => stopWorkers(workers));

afterAll(async () => {
  await stopJobRuntime();
  await closeDb();
  await queue.obliterate({ force: true });
  await queue.close();
  for (const key of Object.keys(env)) delete process.env[key];
  resetEnvForTests();
  await fs.rm(work, { recursive: true, force: true });
});

describe('jobs through BullMQ', () => {
  it('goes through the Redis queue and is run by a separate worker process', async () => {
    const id = await enqueueJob('test.count', { steps: 3, stepMs: 30 });
    // Nothing in this process runs it; the announcement waits in Redis.
    const announced = await queue.getJob(`${id}-a0`);
    expect(announced?.name).toBe('test.count');
    expect(announced?.data).toEqual({ id });
    expect((await row(id)).status).toBe('queued');

    const worker = await spawnWorker(env);
    workers.push(worker);
    expect(worker.output()).toContain('"dispatch":"bullmq"');
    const done = await until(async () => {
      const state = await getJob(id);
      return state?.status === 'complete' && state;
    }, 30_000, 'the worker to run the job');
    expect((done.result as CountResult).pid).toBe(worker.child.pid);
    expect(done.progress).toEqual({ step: 3, pid: worker.child.pid });
  });

  it('spreads jobs over two worker processes', async () => {
    const [a, b] = [await spawnWorker(env), await spawnWorker(env)];
    workers.push(a, b);
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => enqueueJob('test.count', { steps: 4, stepMs: 100 })));
    const pids = await until(async () => {
      const rows = await Promise.all(ids.map(row));
      return rows.every((r) => r.status === 'complete') && new Set(rows.map((r) => (JSON.parse(r.result!) as CountResult).pid));
    }, 40_000, 'all jobs');
    expect([...pids].sort()).toEqual([a.child.pid, b.child.pid].sort());
  });

  it('after SIGKILL of its worker, a new worker restarts the job', async () => {
    const id = await enqueueJob('test.count', { steps: 40, stepMs: 50 });
    const first = await spawnWorker(env);
    workers.push(first);
    await until(async () => (await row(id)).progress, 20_000, 'the job to make progress');
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await row(id)).status).toBe('running');

    const second = await spawnWorker(env);
    workers.push(second);
    const done = await until(async () => {
      const r = await row(id);
      return r.status === 'complete' && r;
    }, 30_000, 'the new worker to finish the job');
    expect((JSON.parse(done.result!) as CountResult).pid).toBe(second.child.pid);
    expect(done.attempts).toBe(2);
  });
});
