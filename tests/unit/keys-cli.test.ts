import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printableName } from '@/lib/contract/rules';

/**
 * `npm run keys`: the command line checks a key's name and rpm by the API's own contract, so
 * it refuses what the account page refuses, in the same words, and stores nothing then.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prism-keys-cli-'));

function keys(...args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/keys.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run keys -- create', () => {
  it('refuses a name with a terminal escape, and a bad rpm, naming each flag and rule', () => {
    const escape = keys('create', '--name', 'ci \u001b]0;owned\u0007');
    expect(escape.code).toBe(1);
    expect(escape.err.trim()).toBe('keys: --name: must not contain control or text-direction characters');
    const rpm = keys('create', '--name', 'ci', '--rpm', '2.5');
    expect(rpm.code).toBe(1);
    expect(rpm.err.trim()).toBe('keys: --rpm: must be a whole number');
    const ownerWithRpm = keys('create', '--name', 'desk', '--owner', '--rpm', '30');
    expect(ownerWithRpm.code).toBe(1);
    expect(ownerWithRpm.err.trim()).toBe("keys: --rpm: must be left out for an owner key, which shares the owner's limit (OWNER_RPM)");
    expect(JSON.parse(keys('list', '--json').out)).toEqual([]);
  });

  it('creates a key with the name trimmed and the contract’s default rpm', () => {
    const created = keys('create', '--name', '  Équipe CI  ', '--json');
    expect(created.code, created.err).toBe(0);
    expect(JSON.parse(created.out.trim().split('\n').at(-1)!)).toMatchObject({ name: 'Équipe CI', rpm: 60, secret: expect.stringMatching(/^psk_/) });
  });
});

describe('npm run keys -- list', () => {
  it('prints a name stored before such names were refused with its control characters escaped', () => {
    expect(printableName('build \u001b]0;owned\u0007')).toBe('build \\u001b]0;owned\\u0007');
    expect(printableName('report\u202etxt.exe')).toBe('report\\u202etxt.exe');
    expect(printableName('Équipe 東京 🚀')).toBe('Équipe 東京 🚀');
  });
});
