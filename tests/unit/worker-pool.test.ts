import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { runInPool, workerPool } from '@/lib/server/workers';

/**
 * The one pool runner every engine uses, on real worker threads: an answer, a cancelled
 * caller, a time-out, and a worker that dies mid-task (job_failed, and the next task runs).
 */
const pool = workerPool('tests/support/pool-task.ts', { maxThreads: 1 });
afterAll(() => pool.destroy());

const run = (task: object, options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
  runInPool<{ ok: boolean; value?: number; cancelled?: boolean }>(pool, task, {
    signal: options.signal ?? new AbortController().signal,
    timeoutMs: options.timeoutMs ?? 30_000,
    what: 'the test task',
    log,
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the task did not fail');
}

describe('runInPool', () => {
  it('answers what the task answers', async () => {
    expect(await run({ kind: 'answer', value: 42 })).toEqual({ ok: true, value: 42 });
  });

  it('stops a task whose caller went away, through the shared flag, without killing the thread', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 200);
    const error = await failure(run({ kind: 'wait' }, { signal: controller.signal }));
    expect(error.code).toBe('invalid_input');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(pool.threads.length).toBe(1);
    expect(await run({ kind: 'answer', value: 1 })).toEqual({ ok: true, value: 1 });
  });

  it('stops a task past its time-out: job_failed, saying so', async () => {
    const error = await failure(run({ kind: 'wait' }, { timeoutMs: 300 }));
    expect(error.code).toBe('job_failed');
    expect(error.message).toMatch(/took longer than/);
  });

  it('fails a task whose worker dies with job_failed, and runs the next one on a new thread', async () => {
    const error = await failure(run({ kind: 'crash' }));
    expect(error.code).toBe('job_failed');
    expect(error.status).toBe(500);
    expect(await run({ kind: 'answer', value: 7 })).toEqual({ ok: true, value: 7 });
  });
});
