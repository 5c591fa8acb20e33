import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '@/tests/support/api-error-of';
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

describe('runInPool', () => {
  it('answers what the task answers', async () => {
    expect(await run({ kind: 'answer', value: 42 })).toEqual({ ok: true, value: 42 });
  });

  it('stops a task whose caller went away, through the shared flag, without killing the thread', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 200);
    const error = await apiErrorOf(run({ kind: 'wait' }, { signal: controller.signal }));
    expect(error.code).toBe('invalid_input');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(pool.threads.length).toBe(1);
    expect(await run({ kind: 'answer', value: 1 })).toEqual({ ok: true, value: 1 });
  });

  it('stops a task past its time-out: job_failed, saying so', async () => {
    const error = await apiErrorOf(run({ kind: 'wait' }, { timeoutMs: 300 }));
    expect(error.code).toBe('job_failed');
    expect(error.message).toMatch(/took longer than/);
  });

  it('fails a task whose worker dies with job_failed, and runs the next one on a new thread', async () => {
    const error = await apiErrorOf(run({ kind: 'crash' }));
    expect(error.code).toBe('job_failed');
    expect(error.status).toBe(500);
    expect(await run({ kind: 'answer', value: 7 })).toEqual({ ok: true, value: 7 });
  });

  it('turns a task away at once with 503 unavailable and Retry-After when the queue is full, and takes it again once there is room', async () => {
    const busy = workerPool('tests/support/pool-task.ts', { maxThreads: 1, maxQueue: 1 });
    const controller = new AbortController();
    const options = { signal: controller.signal, timeoutMs: 30_000, what: 'the test task', log };
    try {
      const running = runInPool(busy, { kind: 'wait' }, options).catch((error: unknown) => error);
      const waiting = runInPool(busy, { kind: 'wait' }, options).catch((error: unknown) => error);
      const started = Date.now();
      const error = await apiErrorOf(runInPool(busy, { kind: 'answer', value: 3 }, options));
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(error.code).toBe('unavailable');
      expect(error.status).toBe(503);
      expect(error.headers['Retry-After']).toBe('10');
      expect(error.message).toBe('The engine is busy: 1 request is waiting for it already; try again shortly.');
      controller.abort();
      await Promise.all([running, waiting]);
      expect(await runInPool(busy, { kind: 'answer', value: 4 }, { ...options, signal: new AbortController().signal })).toEqual({ ok: true, value: 4 });
    } finally {
      await busy.destroy();
    }
  });

  it('runs a task on a free thread even with no room to wait (maxQueue 0), and turns the next away', async () => {
    const direct = workerPool('tests/support/pool-task.ts', { maxThreads: 1, maxQueue: 0 });
    const controller = new AbortController();
    const options = { signal: controller.signal, timeoutMs: 30_000, what: 'the test task', log };
    try {
      expect(await runInPool(direct, { kind: 'answer', value: 5 }, options)).toEqual({ ok: true, value: 5 });
      const running = runInPool(direct, { kind: 'wait' }, options).catch((error: unknown) => error);
      expect((await apiErrorOf(runInPool(direct, { kind: 'answer', value: 6 }, options))).message).toBe(
        'The engine is busy; try again shortly.',
      );
      controller.abort();
      await running;
    } finally {
      await direct.destroy();
    }
  });
});
