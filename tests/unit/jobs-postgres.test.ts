import { randomBytes } from 'node:crypto';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { enqueueJob, getJob, stopJobRuntime } from '@/lib/server/jobs';
import { claimNext } from '@/lib/server/jobs/execute';
import { jobFileReferences, pruneFinishedJobs } from '@/lib/server/jobs/records';
import { jobsDb } from '@/lib/server/jobs/table';
import { closeDb } from '@/lib/server/store';
import '../support/jobs-fixture';
import { until } from '../support/until';

/**
 * The durable jobs on PostgreSQL (DATABASE_URL), the store a deployment with several app or
 * worker processes uses: the same runs, claims and retention as on SQLite, on the machine's
 * PostgreSQL (127.0.0.1:5432, database test), in a schema of this test's own.
 */
const schema = `prism_jobs_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-jobs-pg-'));
const SET = ['DATABASE_URL', 'DATA_DIR', 'JOB_HEARTBEAT_MS', 'JOB_RUN_IN_APP'] as const;

async function useRuntime(runInApp: boolean) {
  await stopJobRuntime();
  await closeDb();
  Object.assign(process.env, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/test?options=-c%20search_path%3D${schema}`,
    DATA_DIR: work,
    JOB_HEARTBEAT_MS: '250',
    JOB_RUN_IN_APP: String(runInApp),
  });
  delete process.env.REDIS_URL;
  resetEnvForTests();
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
});

afterAll(async () => {
  await stopJobRuntime();
  await closeDb();
  for (const key of SET) delete process.env[key];
  resetEnvForTests();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
  await fs.rm(work, { recursive: true, force: true });
});

describe('jobs on PostgreSQL', () => {
  it('runs a job to completion, keeping its progress and result in the database', async () => {
    await useRuntime(true);
    const id = await enqueueJob('test.count', { steps: 3, stepMs: 20 });
    const done = await until(async () => {
      const state = await getJob(id);
      return state?.status === 'complete' && state;
    }, 15_000, 'the job to complete');
    expect(done.result).toEqual({ pid: process.pid, steps: 3, attempt: 1 });
    expect(done.progress).toEqual({ step: 3, pid: process.pid });
    const tables = await admin.query(`select table_name from information_schema.tables where table_schema = $1`, [schema]);
    expect(tables.rows.map((r: { table_name: string }) => r.table_name)).toContain('jobs');
  });

  it('gives one queued job to exactly one of two racing claims', async () => {
    await useRuntime(false);
    const id = await enqueueJob('test.count', { steps: 1, stepMs: 1 });
    const claims = await Promise.all([claimNext(), claimNext(), claimNext()]);
    const won = claims.filter((claim) => claim !== null);
    expect(won.map((claim) => claim!.id)).toEqual([id]);
    expect(won[0]!.attempts).toBe(1);
    expect((await getJob(id))?.status).toBe('running');
  });

  it('names the files a record mentions, and prunes old finished records', async () => {
    await useRuntime(true);
    const file = 'd'.repeat(64);
    const id = await enqueueJob('test.boom', { message: `bad /api/files/${file}` });
    await until(async () => (await getJob(id))?.status === 'error', 15_000, 'the job to fail');
    expect((await jobFileReferences()).has(file)).toBe(true);
    await (await jobsDb()).updateTable('jobs').set({ finished_at: new Date(Date.now() - 10 * 86_400_000).toISOString() }).where('id', '=', id).execute();
    expect(await pruneFinishedJobs(7)).toBe(1);
    expect(await getJob(id)).toBeNull();
  });
});
