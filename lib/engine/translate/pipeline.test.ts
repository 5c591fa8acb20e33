import { afterEach, describe, expect, it } from 'vitest';
import { ApertiumPipeline, PipelineError } from './pipeline';

// The queue, restart and time-out logic, on stand-in stages; apertium.test.ts runs the
// real Apertium pipelines through the same class.
const open: ApertiumPipeline[] = [];
const pipeline = (commands: string[][], options = {}) => {
  const p = new ApertiumPipeline('test', async () => commands, options);
  open.push(p);
  return p;
};
afterEach(() => {
  for (const p of open.splice(0)) p.close();
});

describe('ApertiumPipeline', () => {
  it('answers each request with what comes out before the NUL, through chained stages', async () => {
    // cat passes bytes through unbuffered, NUL included, like a -z stage.
    const p = pipeline([['cat'], ['cat'], ['cat']]);
    expect(await p.translate('first')).toBe('first');
    expect(await p.translate('second, with ünïcode')).toBe('second, with ünïcode');
    expect(p.starts).toBe(1);
    expect(p.pids).toHaveLength(3);
  });

  it('queues concurrent requests so their answers never mix', async () => {
    const p = pipeline([['cat']]);
    const inputs = Array.from({ length: 40 }, (_, i) => `request ${i} `.repeat(50 + i));
    const outputs = await Promise.all(inputs.map((input) => p.translate(input)));
    expect(outputs).toEqual(inputs);
  });

  it('kills a pipeline that does not answer in time, and starts it again for the next request', async () => {
    // `sleep` never answers: the request must fail within the time-out, not hang.
    const p = pipeline([['sleep', '30']], { timeoutMs: 300 });
    await expect(p.translate('x')).rejects.toThrow(/took longer than 300 ms/);
    expect(p.pids).toEqual([]);
    await expect(p.translate('y')).rejects.toBeInstanceOf(PipelineError);
    expect(p.starts).toBe(2);
  });

  it('refuses an answer that lacks its end mark: a stage that stopped mid-request flushes a bare NUL', async () => {
    // Answers every request with a NUL alone, as Apertium's stages do when the first one dies
    // and they read end of file; taken as an answer, that was an empty translation.
    const p = pipeline([['bash', '-c', 'while IFS= read -r -d "" _; do printf "\\000"; done']]);
    await expect(p.translate('The weather is nice.')).rejects.toThrow(/answer was cut off/);
    expect(p.pids).toEqual([]);
    await expect(p.translate('again')).rejects.toThrow(/answer was cut off/);
    expect(p.starts).toBe(2);
  });

  it('reports a stage that cannot start', async () => {
    const p = pipeline([['/nonexistent/apertium-stage']]);
    await expect(p.translate('x')).rejects.toThrow(/could not start|stopped/);
  });

  it('skips a request whose caller went away while it waited', async () => {
    const p = pipeline([['cat']]);
    const controller = new AbortController();
    controller.abort();
    await expect(p.translate('x', controller.signal)).rejects.toThrow();
    expect(await p.translate('y')).toBe('y');
  });
});
