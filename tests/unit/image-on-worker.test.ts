import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as colorize } from '@/api/image/colorize/route';
import { POST as superres } from '@/api/image/gfp_superres/route';
import { stopJobRuntime } from '@/lib/server/jobs';
import { until } from '../support/until';
import { spawnWorker, stopWorkers, type SpawnedWorker } from '../support/worker-processes';
import { jobsDb } from '@/lib/server/jobs/table';
import { call, freshPlatform, json } from './platform-support';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

/**
 * With JOB_RUN_IN_APP=false the app hands image work to `npm run worker` and waits for the
 * job. Here no worker runs: the request must end (not wait for ever), say why, and take its
 * job back so that a worker started later does not run it for nobody.
 */
let done: () => Promise<void>;
let picture: string;
let dataDir: string;
const workers: SpawnedWorker[] = [];

beforeAll(async () => {
  await stopJobRuntime();
  ({ done, dataDir } = await freshPlatform({ JOB_RUN_IN_APP: 'false', ENGINE_TIMEOUT_MS: '1500' }));
  const grey = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a7a7a' } }).png().toBuffer();
  picture = `data:image/png;base64,${grey.toString('base64')}`;
});
afterAll(async () => {
  await stopWorkers(workers);
  await stopJobRuntime();
  await done();
});

describe('an image job no worker takes', () => {
  it('is a 503 naming the workers within the engine time-out, and its job is withdrawn', async () => {
    const started = Date.now();
    const response = await colorize(call('/api/image/colorize', { method: 'POST', body: { init_image: picture } }));
    const body = await json(response);
    // Before, the request waited for a worker for ever.
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(body).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/^No worker took the image job within 1.5 s: with JOB_RUN_IN_APP=false, `npm run worker` runs them/) });
    const jobs = await (await jobsDb()).selectFrom('jobs').select(['status', 'error']).where('kind', '=', 'image.operation').execute();
    expect(jobs).toEqual([{ status: 'error', error: 'Withdrawn: no worker took the job within 1.5 s.' }]);
  });

  it('is withdrawn too when its caller leaves before a worker takes it', async () => {
    const db = await jobsDb();
    await db.deleteFrom('jobs').execute();
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 300);
    const request = new Request(call('/api/image/colorize', { method: 'POST', body: { init_image: picture } }), { signal: leaving.signal });
    const response = await colorize(request);
    expect((await json(response)) as unknown).toMatchObject({ code: 'job_failed', message: 'The request was cancelled before the image job finished.' });
    const jobs = await db.selectFrom('jobs').select(['status', 'error']).where('kind', '=', 'image.operation').execute();
    expect(jobs).toEqual([{ status: 'error', error: 'Withdrawn: the caller left before a worker took the job.' }]);
  });
});

describe('an image job a worker runs when its caller leaves', () => {
  it('is cancelled, and the worker stops the work instead of finishing it for nobody', async () => {
    const db = await jobsDb();
    await db.deleteFrom('jobs').execute();
    const worker = await spawnWorker({ DATA_DIR: dataDir, JOB_HEARTBEAT_MS: '300', ENGINE_TIMEOUT_MS: '120000', REDIS_URL: '' }, []);
    workers.push(worker);
    // Noise at 4×: many seconds of tiles, so the work is still going when the caller leaves.
    const noise = await sharp(Buffer.from(Array.from({ length: 320 * 320 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 320, height: 320, channels: 3 } }).png().toBuffer();
    const leaving = new AbortController();
    const request = new Request(call('/api/image/gfp_superres', { method: 'POST', body: { init_image: `data:image/png;base64,${noise.toString('base64')}`, outscale: 4 } }), { signal: leaving.signal });
    const answered = superres(request);
    await until(async () => (await db.selectFrom('jobs').select('status').where('kind', '=', 'image.operation').executeTakeFirst())?.status === 'running', 20_000, 'the worker to take the job');
    await new Promise((resolve) => setTimeout(resolve, 500));
    leaving.abort();
    expect(await json(await answered)).toMatchObject({ code: 'job_failed', message: 'The request was cancelled before the image job finished.' });
    const jobs = await db.selectFrom('jobs').select(['status', 'error']).where('kind', '=', 'image.operation').execute();
    expect(jobs).toEqual([{ status: 'error', error: 'Cancelled: the caller left before the image job finished.' }]);
    // Before, it ran on to its end and stored a result nobody would fetch.
    await until(async () => worker.output().includes('job cancelled; stopped'), 10_000, 'the worker to stop the job');
    expect(worker.output()).not.toContain('"job complete"');
  }, 60_000);
});
