import { describe, expect, it } from 'vitest';
import { SharedRuns } from './shared-run';

/** Work that ends when the test says (each start its own), and records the signal it was given. */
function controllable<T>() {
  const calls: AbortSignal[] = [];
  const endings: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const start = (signal: AbortSignal) => {
    calls.push(signal);
    return new Promise<T>((resolve, reject) => endings.push({ resolve, reject }));
  };
  return {
    calls,
    start,
    finish: (value: T, run = endings.length - 1) => endings[run]!.resolve(value),
    fail: (error: Error, run = endings.length - 1) => endings[run]!.reject(error),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedRuns', () => {
  it('runs the same work asked for twice at once once, and different work apart', async () => {
    const runs = new SharedRuns<string>();
    const work = controllable<string>();
    const first = runs.run('photo superres×4', work.start);
    const second = runs.run('photo superres×4', work.start);
    const other = runs.run('photo rembg', async () => 'mask');
    await tick();
    expect(work.calls).toHaveLength(1);
    work.finish('big photo');
    expect(await Promise.all([first, second, other])).toEqual(['big photo', 'big photo', 'mask']);
    expect(runs.has('photo superres×4')).toBe(false);
  });

  it('remembers nothing once a run is over: a failure reaches its callers and the next call starts anew', async () => {
    const runs = new SharedRuns<string>();
    const work = controllable<string>();
    const first = runs.run('k', work.start);
    const second = runs.run('k', work.start);
    await tick();
    work.fail(new Error('engine crashed'));
    await expect(first).rejects.toThrow('engine crashed');
    await expect(second).rejects.toThrow('engine crashed');
    const third = runs.run('k', work.start);
    await tick();
    expect(work.calls).toHaveLength(2);
    work.finish('done');
    expect(await third).toBe('done');
  });

  it('lets a caller who leaves go without stopping the work the others wait for', async () => {
    const runs = new SharedRuns<string>();
    const work = controllable<string>();
    const leaving = new AbortController();
    const left = runs.run('k', work.start, leaving.signal);
    const staying = runs.run('k', work.start, new AbortController().signal);
    await tick();
    leaving.abort();
    await expect(left).rejects.toMatchObject({ code: 'invalid_input', message: 'request: cancelled by the client' });
    expect(work.calls[0]!.aborted).toBe(false);
    work.finish('result');
    expect(await staying).toBe('result');
  });

  it('stops the work when every caller has left, and starts afresh for the next rather than join the stopping run', async () => {
    const runs = new SharedRuns<string>();
    const work = controllable<string>();
    const a = new AbortController();
    const b = new AbortController();
    const first = runs.run('k', work.start, a.signal);
    const second = runs.run('k', work.start, b.signal);
    await tick();
    a.abort();
    expect(work.calls[0]!.aborted).toBe(false);
    b.abort();
    expect(work.calls[0]!.aborted).toBe(true);
    await expect(first).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(second).rejects.toMatchObject({ code: 'invalid_input' });
    expect(runs.has('k')).toBe(false);
    const next = runs.run('k', work.start, new AbortController().signal);
    await tick();
    expect(work.calls).toHaveLength(2);
    expect(work.calls[1]!.aborted).toBe(false);
    // The stopped run ending late answers nobody, and does not end the new one.
    work.finish('stale', 0);
    await tick();
    expect(runs.has('k')).toBe(true);
    work.finish('fresh', 1);
    expect(await next).toBe('fresh');
  });

  it('answers a caller who has already left at once, without starting anything', async () => {
    const runs = new SharedRuns<string>();
    const work = controllable<string>();
    const gone = new AbortController();
    gone.abort();
    await expect(runs.run('k', work.start, gone.signal)).rejects.toMatchObject({ code: 'invalid_input' });
    await tick();
    expect(work.calls).toHaveLength(0);
    expect(runs.has('k')).toBe(false);
  });
});
