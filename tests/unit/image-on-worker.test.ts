import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as colorize } from '@/api/image/colorize/route';
import { stopJobRuntime } from '@/lib/server/jobs';
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

beforeAll(async () => {
  await stopJobRuntime();
  ({ done } = await freshPlatform({ JOB_RUN_IN_APP: 'false', ENGINE_TIMEOUT_MS: '1500' }));
  const grey = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a7a7a' } }).png().toBuffer();
  picture = `data:image/png;base64,${grey.toString('base64')}`;
});
afterAll(async () => {
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
