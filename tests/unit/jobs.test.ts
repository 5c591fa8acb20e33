import { mkdtempSync, promises as fs, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { putFile, readStoredFile } from '@/lib/server/files';
import { filesRoot, metaPath } from '@/lib/server/files/blob-store';
import { runFileCleanup } from '@/lib/server/files/housekeeping';
import { cancelJob, enqueueJob, getJob, stopJobRuntime } from '@/lib/server/jobs';
import { pruneFinishedJobs, jobFileReferences } from '@/lib/server/jobs/records';
import { jobsDb } from '@/lib/server/jobs/table';
import { insertRows, readRows } from '@/lib/server/providers/local/music-store';
import { closeDb } from '@/lib/server/store';
import type { CountResult } from '../support/jobs-fixture';
import '../support/jobs-fixture';
import { spawnWorker, type SpawnedWorker } from '../support/worker-processes';
import { until } from '../support/until';

/**
 * Durable jobs on a real SQLite store, run in this process and in real worker processes
 * (scripts/worker.ts through tsx) that are killed with SIGKILL or frozen with SIGSTOP.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-jobs-'));
const HEARTBEAT_MS = 250;
let dataDir: string;
const workers: SpawnedWorker[] = [];

async function useDataDir(name: string, extra: Record<string, string> = {}) {
  await stopJobRuntime();
  await closeDb();
  dataDir = path.join(work, name);
  Object.assign(process.env, { DATA_DIR: dataDir, JOB_HEARTBEAT_MS: String(HEARTBEAT_MS), JOB_RUN_IN_APP: 'true', JOB_MAX_ATTEMPTS: '3', ...extra });
  delete process.env.REDIS_URL;
  resetEnvForTests();
}

const row = async (id: string) => (await jobsDb()).selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const workerEnv = () => ({ DATA_DIR: dataDir, JOB_HEARTBEAT_MS: String(HEARTBEAT_MS), JOB_CONCURRENCY: '2', REDIS_URL: '' });

afterEach(async () => {
  for (const worker of workers.splice(0)) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGCONT');
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
  }
});

afterAll(async () => {
  await stopJobRuntime();
  await closeDb();
  for (const key of ['DATA_DIR', 'JOB_HEARTBEAT_MS', 'JOB_RUN_IN_APP', 'JOB_MAX_ATTEMPTS']) delete process.env[key];
  resetEnvForTests();
  await fs.rm(work, { recursive: true, force: true });
});

describe('in-process jobs', () => {
  beforeEach(() => useDataDir(`inproc-${Date.now()}`));

  it('runs a job, persisting progress, and keeps its result', async () => {
    const id = await enqueueJob('test.count', { steps: 4, stepMs: 30 });
    const done = await until(async () => {
      const state = await getJob(id);
      return state?.status === 'complete' && state;
    }, 10_000, 'the job to complete');
    expect(done.result).toEqual({ pid: process.pid, steps: 4, attempt: 1 });
    expect(done.progress).toEqual({ step: 4, pid: process.pid });
    expect(done.attempts).toBe(1);
    expect(done.finishedAt).toBeTruthy();
    const stored = await row(id);
    expect(JSON.parse(stored.result!)).toEqual(done.result);
    expect(stored.lease_owner).toBeNull();
  });

  it('records a failing handler as error with its message', async () => {
    const id = await enqueueJob('test.boom', { message: 'no face found in the photo' });
    const state = await until(async () => ((await getJob(id))?.status === 'error' ? getJob(id) : null), 10_000, 'the job to fail');
    expect(state!.error).toBe('no face found in the photo');
  });

  it('stops a job that runs past its time-out and marks it error', async () => {
    const started = Date.now();
    const id = await enqueueJob('test.hang', null);
    const state = await until(async () => ((await getJob(id))?.status === 'error' ? getJob(id) : null), 10_000, 'the time-out');
    expect(state!.error).toBe('Timed out after 0.7 s.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('cancels a running job: marked error at once, its handler stopped, and a finished job left alone', async () => {
    const id = await enqueueJob('test.count', { steps: 40, stepMs: 50 });
    await until(async () => ((await getJob(id))?.progress as { step?: number } | null)?.step, 10_000, 'the job to make progress');
    expect(await cancelJob(id, 'Cancelled: nobody wants it.')).toBe(true);
    expect(await getJob(id)).toMatchObject({ status: 'error', error: 'Cancelled: nobody wants it.' });
    const stepAtCancel = ((await getJob(id))!.progress as { step: number }).step;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(((await getJob(id))!.progress as { step: number }).step).toBe(stepAtCancel);
    expect(await cancelJob(id, 'again')).toBe(false);
    const finished = await enqueueJob('test.count', { steps: 1, stepMs: 1 });
    await until(async () => (await getJob(finished))?.status === 'complete', 10_000, 'the short job');
    expect(await cancelJob(finished, 'too late')).toBe(false);
    expect((await getJob(finished))!.status).toBe('complete');
  });

  it('enqueueing the same id twice keeps one job; unknown ids are null', async () => {
    const first = await enqueueJob('test.count', { steps: 1, stepMs: 1 }, { id: 'render-42' });
    const second = await enqueueJob('test.count', { steps: 9, stepMs: 1 }, { id: 'render-42' });
    expect(second).toBe(first);
    expect((await row('render-42')).payload).toBe(JSON.stringify({ steps: 1, stepMs: 1 }));
    expect(await getJob('no-such-job')).toBeNull();
    await expect(enqueueJob('test.undefined-kind', {})).rejects.toThrow('no job kind test.undefined-kind');
  });

  it('runs at most JOB_CONCURRENCY jobs at once', async () => {
    await useDataDir(`concurrency-${Date.now()}`, { JOB_CONCURRENCY: '2' });
    const ids = await Promise.all([1, 2, 3, 4].map(() => enqueueJob('test.count', { steps: 5, stepMs: 40 })));
    let most = 0;
    await until(async () => {
      const rows = await Promise.all(ids.map(row));
      most = Math.max(most, rows.filter((r) => r.status === 'running').length);
      return rows.every((r) => r.status === 'complete');
    }, 20_000, 'all four jobs');
    expect(most).toBe(2);
    delete process.env.JOB_CONCURRENCY;
  });

  it('names the files a job record mentions, and prunes old finished records', async () => {
    const file = 'c'.repeat(64);
    const id = await enqueueJob('test.boom', { message: `bad /api/files/${file}` });
    await until(async () => (await getJob(id))?.status === 'error', 10_000, 'the job to fail');
    expect((await jobFileReferences()).has(file)).toBe(true);
    const db = await jobsDb();
    await db.updateTable('jobs').set({ finished_at: new Date(Date.now() - 10 * 86_400_000).toISOString() }).where('id', '=', id).execute();
    expect(await pruneFinishedJobs(7)).toBe(1);
    expect(await getJob(id)).toBeNull();
  });
});

describe('file retention and job records', () => {
  it('keeps an old file a job record names, removes an old one nobody names', async () => {
    await useDataDir(`retention-${Date.now()}`, { FILE_RETENTION_DAYS: '2' });
    const used = await putFile(Buffer.from('partial render'), { contentType: 'audio/wav', kind: 'result' });
    const orphan = await putFile(Buffer.from('forgotten render'), { contentType: 'audio/wav', kind: 'result' });
    const old = new Date(Date.now() - 5 * 86_400_000);
    for (const file of [used, orphan]) utimesSync(metaPath(filesRoot(dataDir), file.id), old, old);
    // A job that is still queued (this process does not run jobs) and names the file by URL.
    await useDataDir(path.basename(dataDir), { FILE_RETENTION_DAYS: '2', JOB_RUN_IN_APP: 'false' });
    await enqueueJob('test.count', { steps: 1, stepMs: 1, input: `http://studio.test${used.url}` });

    const report = await runFileCleanup();
    expect(report.removedIds).toEqual([orphan.id]);
    expect(report.kept).toBe(1);
    expect(await readStoredFile(used.id)).not.toBeNull();
    expect(await readStoredFile(orphan.id)).toBeNull();
    delete process.env.FILE_RETENTION_DAYS;
  });

  it('keeps the files of a music record while the record stays, and lets a finished old record go with them', async () => {
    await useDataDir(`retention-music-${Date.now()}`, { FILE_RETENTION_DAYS: '2', JOB_RUN_IN_APP: 'false' });
    const recent = await putFile(Buffer.from('recent song'), { contentType: 'audio/mpeg', kind: 'result' });
    const stale = await putFile(Buffer.from('stale song'), { contentType: 'audio/mpeg', kind: 'result' });
    const old = new Date(Date.now() - 5 * 86_400_000);
    for (const file of [recent, stale]) utimesSync(metaPath(filesRoot(dataDir), file.id), old, old);
    // Both files are old; one record was finished yesterday, the other ten days ago.
    const record = (id: string, audio: string, updatedDaysAgo: number) => {
      const at = new Date(Date.now() - updatedDaysAgo * 86_400_000).toISOString();
      return {
        id, batch_id: 'b', account_id: null, status: 'complete' as const, mode: 'simple' as const, prompt: 'a song', prompt_description: 'a song',
        title: 't', tags: '', negative_tags: '', lyric: '', model: 'chirp-v3-0', instrumental: 0, seed: 1, duration: 30, style: '',
        audio_url: audio, audio_partial: 0, wav_url: null, image_url: null, video_url: null, error_type: null, error_message: null,
        created_at: at, updated_at: at,
      };
    };
    await insertRows([record('kept', recent.url, 1), record('gone', stale.url, 10)]);

    const report = await runFileCleanup();
    expect(report.removedIds).toEqual([stale.id]);
    expect(await readStoredFile(recent.id)).not.toBeNull();
    expect((await readRows(['kept', 'gone'])).map((r) => r.id)).toEqual(['kept']);
    delete process.env.FILE_RETENTION_DAYS;
  });
});

describe('jobs in a worker process that dies', () => {
  beforeEach(() => useDataDir(`crash-${Date.now()}`, { JOB_RUN_IN_APP: 'false' }));

  it('after SIGKILL mid-run, the restarted worker runs the restart job again and marks the other error', async () => {
    // This process only enqueues; its sweeper is stopped so that recovery is the new worker's.
    const restartId = await enqueueJob('test.count', { steps: 40, stepMs: 50 });
    const onceId = await enqueueJob('test.count-once', { steps: 40, stepMs: 50 });
    await stopJobRuntime();

    const first = await spawnWorker(workerEnv());
    workers.push(first);
    await until(async () => {
      const [a, b] = [await row(restartId), await row(onceId)];
      return a.status === 'running' && b.status === 'running' && a.progress && b.progress;
    }, 20_000, 'both jobs to be running with progress');
    first.child.kill('SIGKILL');
    await first.exited;

    // Dead, and nobody has noticed yet: the rows still say running, under the dead owner.
    const stale = await row(restartId);
    expect(stale.status).toBe('running');
    expect(stale.lease_owner).toContain(`/${first.child.pid}/`);
    expect(JSON.parse(stale.progress!).pid).toBe(first.child.pid);

    const second = await spawnWorker(workerEnv());
    workers.push(second);
    const restarted = await until(async () => {
      const r = await row(restartId);
      return r.status === 'complete' && r;
    }, 30_000, 'the restart job to complete in the new worker');
    const result = JSON.parse(restarted.result!) as CountResult;
    expect(result.pid).toBe(second.child.pid);
    expect(result.attempt).toBe(2);
    expect(restarted.attempts).toBe(2);

    const failed = await row(onceId);
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Interrupted: its process ended during attempt 1; this kind of job is not restarted after a crash.');
    expect(failed.lease_owner).toBeNull();
  });

  it('a frozen worker (SIGSTOP) loses its lease; another worker takes the job, and the frozen one cannot overwrite it', async () => {
    const id = await enqueueJob('test.count', { steps: 30, stepMs: 50 });
    await stopJobRuntime();
    const frozen = await spawnWorker(workerEnv());
    workers.push(frozen);
    await until(async () => (await row(id)).progress, 20_000, 'the job to make progress');
    frozen.child.kill('SIGSTOP');

    const rescuer = await spawnWorker(workerEnv());
    workers.push(rescuer);
    // The process is alive (just stopped), so only the lapsed lease can free the job.
    const taken = await until(async () => {
      const r = await row(id);
      return r.lease_owner?.includes(`/${rescuer.child.pid}/`) && r;
    }, 20_000, 'the rescuer to take the job');
    expect(taken.attempts).toBe(2);

    frozen.child.kill('SIGCONT');
    const done = await until(async () => {
      const r = await row(id);
      return r.status === 'complete' && r;
    }, 30_000, 'the job to complete');
    expect((JSON.parse(done.result!) as CountResult).pid).toBe(rescuer.child.pid);
    // The thawed worker noticed it lost the lease and wrote nothing after.
    await until(async () => frozen.output().includes('job lease lost'), 10_000, 'the frozen worker to notice');
    expect((await row(id)).status).toBe('complete');
  });

  it('gives up after JOB_MAX_ATTEMPTS crashes even for a restart job', async () => {
    await useDataDir(`attempts-${Date.now()}`, { JOB_RUN_IN_APP: 'false', JOB_MAX_ATTEMPTS: '2' });
    const id = await enqueueJob('test.count', { steps: 40, stepMs: 50 });
    await stopJobRuntime();
    for (let crash = 1; crash <= 2; crash += 1) {
      const worker = await spawnWorker(workerEnv());
      workers.push(worker);
      await until(async () => {
        const r = await row(id);
        return r.status === 'running' && r.attempts === crash && r.progress;
      }, 20_000, `attempt ${crash} to run`);
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    // Whoever looks next (here: getJob in this process) settles it.
    const state = await getJob(id);
    expect(state!.status).toBe('error');
    expect(state!.error).toBe('Interrupted 2 times (last: its process ended); gave up after 2 attempts.');
  });
});
