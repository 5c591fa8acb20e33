import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedLines } from './batched-lines';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('batched log lines', () => {
  it('writes lines together within the flush time, and makes no write at all while idle', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'prism-lines-')), 'out.log');
    const lines = batchedLines(file, { flushMs: 20 });
    await new Promise((resolve) => lines.destination.once('ready', resolve));
    const writes: number[] = [];
    lines.destination.on('write', (bytes: number) => writes.push(bytes));

    lines.write('{"msg":"one"}\n');
    lines.write('{"msg":"é"}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await sleep(200);
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"é"}\n');
    // One write for both lines, and none in the ten flush times after (sonic-boom's own
    // periodic flush wrote an empty string at each).
    expect(writes).toEqual([Buffer.byteLength('{"msg":"one"}\n{"msg":"é"}\n')]);

    // Past minLength they go at once, without waiting for the timer.
    const long = `${'x'.repeat(5000)}\n`;
    lines.write(long);
    await sleep(5);
    expect(readFileSync(file, 'utf8').endsWith(long)).toBe(true);
    // A line written while that write was under way still goes out on a later tick.
    lines.write('{"msg":"after"}\n');
    await sleep(200);
    expect(readFileSync(file, 'utf8').endsWith('{"msg":"after"}\n')).toBe(true);
    expect(writes.every((bytes) => bytes > 0)).toBe(true);

    // flush() writes at once, and calls back.
    lines.write('{"msg":"now"}\n');
    await new Promise<void>((resolve) => lines.flush(() => resolve()));
    expect(readFileSync(file, 'utf8').endsWith('{"msg":"now"}\n')).toBe(true);
    lines.destination.destroy();
  });
});
