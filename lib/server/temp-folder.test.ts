import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLeftovers, settleTempFolder } from './temp-folder';

const DAY_MS = 24 * 60 * 60 * 1000;
const savedTmpdir = process.env.TMPDIR;
const made: string[] = [];
afterEach(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'prism-temp-folder-test-'));
  made.push(folder);
  return folder;
}

describe('the temporary folder', () => {
  it("is the system's while it can be written, and nothing is said", () => {
    const warnings: string[] = [];
    expect(settleTempFolder(dataDir(), (message) => warnings.push(message))).toBe(os.tmpdir());
    expect(warnings).toEqual([]);
  });

  it("is DATA_DIR/tmp when the system's cannot be written, for os.tmpdir() too", () => {
    const data = dataDir();
    process.env.TMPDIR = '/nonexistent-prism-tmp';
    const warnings: string[] = [];
    expect(settleTempFolder(data, (message) => warnings.push(message))).toBe(path.join(data, 'tmp'));
    expect(os.tmpdir()).toBe(path.join(data, 'tmp'));
    expect(warnings).toEqual([`the system's temporary folder /nonexistent-prism-tmp cannot be written (ENOENT): temporary files go to ${path.join(data, 'tmp')}`]);
  });

  it("there, removes the engines' folders a killed run left days ago, and keeps fresh ones and the pages thread's", () => {
    const tmp = path.join(dataDir(), 'tmp');
    const now = Date.now();
    const folder = (name: string, ageMs: number) => {
      mkdirSync(path.join(tmp, name), { recursive: true });
      writeFileSync(path.join(tmp, name, 'part.wav'), 'x');
      const at = new Date(now - ageMs);
      utimesSync(path.join(tmp, name), at, at);
    };
    folder('prism-tts-old', 3 * DAY_MS);
    folder('prism-fluidsynth-running', 60_000);
    folder('prism-pages-1-old', 3 * DAY_MS);
    folder('not-ours', 3 * DAY_MS);
    expect(removeLeftovers(tmp, now)).toEqual(['prism-tts-old']);
    expect(readdirSync(tmp).sort()).toEqual(['not-ours', 'prism-fluidsynth-running', 'prism-pages-1-old']);
  });
});
