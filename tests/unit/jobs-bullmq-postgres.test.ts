import { randomBytes } from 'node:crypto';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { enqueueJob, getJob, stopJobRuntime } from '@/lib/server/jobs';
import { closeDb } from '@/lib/server/store';
import type { CountResult } from '../support/jobs-fixture';
import '../support/jobs-fixture';
import { spawnWorker, stopWorkers, type SpawnedWorker } from '../support/worker-processes';
import { until } from '../support/until';

/**
 * The deployment's own combination: jobs in PostgreSQL, delivered through BullMQ on Redis,
 * run by separate worker processes. Every job used to fail here (the claim's '\u0000' kind
 * sentinel is not valid PostgreSQL text) while its row stayed queued for ever.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const tag = randomBytes(4).toString('hex');
const schema = `prism_bullpg_${tag}`;
const readOnlyRole = `prism_bullpg_ro_${tag}`;
const QUEUE = `prism-test-bullpg-${tag}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-bullpg-'));
const databaseUrl = (user: string) => `postgres://${user}@127.0.0.1:5432/test?options=-c%20search_path%3D${schema}`;
const env = { DATA_DIR: work, DATABASE_URL: databaseUrl('postgres'), REDIS_URL, JOB_QUEUE_NAME: QUEUE, JOB_HEARTBEAT_MS: '250', JOB_RUN_IN_APP: 'false' };
const workers: SpawnedWorker[] = [];

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await stopJobRuntime();
  await closeDb();
  Object.assign(process.env, env);
  resetEnvForTests();
});

afterEach(() => stopWorkers(workers));

afterAll(async () => {
  await stopJobRuntime();
  await closeDb();
  const queue = new Queue(QUEUE, { connection: { url: REDIS_URL } });
  await queue.obliterate({ force: true });
  await queue.close();
  for (const key of Object.keys(env)) delete process.env[key];
  resetEnvForTests();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`drop role if exists ${readOnlyRole}`);
  await admin.end();
  await fs.rm(work, { recursive: true, force: true });
});

describe('jobs in PostgreSQL through BullMQ', () => {
  it('are claimed and run by a separate worker process', async () => {
    const id = await enqueueJob('test.count', { steps: 3, stepMs: 20 });
    const worker = await spawnWorker(env);
    workers.push(worker);
    const done = await until(async () => {
      const state = await getJob(id);
      return state && state.status !== 'queued' && state.status !== 'running' && state;
    }, 30_000, 'the worker to run the job');
    expect(done.error).toBeNull();
    expect(done.status).toBe('complete');
    expect((done.result as CountResult).pid).toBe(worker.child.pid);
  });

  it('are marked error with the reason, never left queued, when the queue gives up delivering one', async () => {
    // A worker whose database role may read the jobs but not update them: every delivery
    // fails to claim, three times, and the worker cannot record why either.
    await admin.query(`create role ${readOnlyRole} login`);
    await admin.query(`grant usage on schema ${schema} to ${readOnlyRole}`);
    await admin.query(`grant select on all tables in schema ${schema} to ${readOnlyRole}`);
    await admin.query(`grant update, insert on ${schema}.kysely_migration_lock to ${readOnlyRole}`);
    const id = await enqueueJob('test.count', { steps: 1, stepMs: 1 });
    const worker = await spawnWorker({ ...env, DATABASE_URL: databaseUrl(readOnlyRole) });
    workers.push(worker);
    const settled = await until(async () => {
      const state = await getJob(id);
      return state?.status === 'error' && state;
    }, 30_000, 'the job to be settled');
    expect(settled.error).toMatch(/^The job queue could not run this job: permission denied for table jobs/);
    // The worker's log line reaches this process through a pipe, in its own time.
    await until(async () => worker.output().includes('permission denied for table jobs'), 5_000, 'the worker to log why');
  });
});
