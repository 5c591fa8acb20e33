import { describe, expect, it } from 'vitest';
import { admission } from './admission';
import { apiErrorOf } from '@/tests/support/api-error-of';

/** Work that ends when told to, and says when it started. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  const state = { started: false };
  return { state, open, work: async () => ((state.started = true), await done, 'done') };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('admission', () => {
  it('runs up to the limit, lines up the next, turns one more away with 503 and Retry-After, and hands places on in order', async () => {
    const run = admission('The downloader', () => ({ running: 1, waiting: 1 }));
    const signal = new AbortController().signal;
    const [a, b] = [gate(), gate()];
    const first = run(a.work, signal);
    const second = run(b.work, signal);
    await tick();
    expect(a.state.started).toBe(true);
    expect(b.state.started).toBe(false);

    const busy = await apiErrorOf(run(async () => 'never', signal));
    expect(busy.code).toBe('unavailable');
    expect(busy.status).toBe(503);
    expect(busy.headers['Retry-After']).toBe('10');
    expect(busy.message).toBe('The downloader is busy: 1 request is waiting for it already; try again shortly.');

    a.open();
    expect(await first).toBe('done');
    await tick();
    expect(b.state.started).toBe(true);
    b.open();
    expect(await second).toBe('done');
    // Everything has left: a place is free again.
    expect(await run(async () => 'again', signal)).toBe('again');
  });

  it('takes a caller that went away out of the line, and its place goes to the next', async () => {
    const run = admission('The downloader', () => ({ running: 1, waiting: 2 }));
    const a = gate();
    const first = run(a.work, new AbortController().signal);
    const leaving = new AbortController();
    const gone = run(async () => 'should not run', leaving.signal);
    const c = gate();
    const third = run(c.work, new AbortController().signal);
    leaving.abort();
    expect((await apiErrorOf(gone)).message).toBe('request: cancelled by the client');
    a.open();
    await first;
    await tick();
    expect(c.state.started).toBe(true);
    c.open();
    expect(await third).toBe('done');
  });

  it('reads its limits on every call, and a failed run still gives its place back', async () => {
    let running = 1;
    const run = admission('The engine', () => ({ running, waiting: 0 }));
    const signal = new AbortController().signal;
    await expect(run(async () => Promise.reject(new Error('boom')), signal)).rejects.toThrow('boom');
    const a = gate();
    const first = run(a.work, signal);
    expect((await apiErrorOf(run(async () => 'x', signal))).message).toBe('The engine is busy; try again shortly.');
    running = 2;
    expect(await run(async () => 'room now', signal)).toBe('room now');
    a.open();
    await first;
  });
});
