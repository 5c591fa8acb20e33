import { spawnSync } from 'node:child_process';
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

  it('writes the lines still waiting when the process crashes', () => {
    // A crash before the flush time: pino's exit handler writes what the destination holds.
    const script = `
      const { batchedLines } = require('./lib/server/batched-lines.ts');
      const lines = batchedLines(1);
      for (const word of ['one', 'two', 'süß']) lines.write(JSON.stringify({ msg: word }) + '\\n');
      setTimeout(() => { throw new Error('crash'); }, 5);`;
    const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '-e', script], {
      cwd: path.resolve(__dirname, '../..'),
      encoding: 'utf8',
    });
    expect(child.status).not.toBe(0);
    expect(child.stderr).toContain('crash');
    expect(child.stdout).toBe('{"msg":"one"}\n{"msg":"two"}\n{"msg":"süß"}\n');
  });
});
