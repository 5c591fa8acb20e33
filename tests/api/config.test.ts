import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { studioCommand } from '../support/studio-command';
import { startStudioProcess } from '../support/studio-process';

function startWith(env: Record<string, string>, port = 3319): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const [command, args] = studioCommand(port);
    const child = spawn(command, args, {
      env: { ...process.env, NODE_ENV: 'production', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('configuration is validated at start-up', () => {
  it('stops with a message naming the variable and the rule on a bad value', async () => {
    const { code, output } = await startWith({ PROVIDER: 'cloud' });
    expect(code).toBe(1);
    expect(output).toContain('PROVIDER: must be local or upstream');
  });

  it('says a numeric bound as the API writes numbers', async () => {
    const { code, output } = await startWith({ ENGINE_QUEUE_LIMIT: 'lots', JOB_TIMEOUT_MS: '100' });
    expect(code).toBe(1);
    expect(output).toContain('JOB_TIMEOUT_MS: must be a whole number between 1,000 and 86,400,000');
    expect(output).toContain('ENGINE_QUEUE_LIMIT: must be a whole number between 0 and 1,000');
    // One line for the operator, not a stack trace (it printed one until the configuration's
    // error became a ConfigurationError).
    expect(output).toContain('Prism Studio cannot start. Invalid configuration: ');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('holds -p to the rule of PORT', async () => {
    const { code, output } = await startWith({}, 70_000);
    expect(code).toBe(1);
    expect(output.trim()).toBe('Prism Studio cannot start. -p: must be a whole number between 1 and 65,535');
  });

  it('stops with one line naming DATA_DIR when its database cannot be made there', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'prism-config-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, output } = await startWith({ DATA_DIR: path.join(file, 'data'), DATABASE_URL: '' });
    expect(code).toBe(1);
    // It once printed a stack trace beginning "Error: ENOTDIR".
    expect(output).toContain(`Prism Studio cannot start. DATA_DIR: ${path.join(file, 'data', 'prism.sqlite')} cannot be opened (ENOTDIR: not a directory`);
    expect(output).toContain('set DATA_DIR to a folder this user can write');
    expect(output).not.toMatch(/^\s+at /m);
    // Nor the same failure again as log lines with its stack, one per job kind.
    expect(output).not.toContain('job runtime did not start');
  });

  it('stops with one line naming DATABASE_URL when PostgreSQL is not there, its password left out', async () => {
    const { code, output } = await startWith({ DATABASE_URL: 'postgres://prism:hunter2-secret@127.0.0.1:9/prism' });
    expect(code).toBe(1);
    expect(output).toContain('Prism Studio cannot start. DATABASE_URL: 127.0.0.1:9/prism: connect ECONNREFUSED 127.0.0.1:9; is PostgreSQL running there');
    expect(output).not.toContain('hunter2-secret');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it("puts temporary files under DATA_DIR when the system's folder cannot be written, says so once, and pages and speech work", async () => {
    const studio = await startStudioProcess(3322, [], { TMPDIR: '/nonexistent-prism-tmp' });
    try {
      // It stopped with a stack trace from the pages thread's mkdtemp before (ENOENT).
      expect(studio.output()).toMatch(/the system's temporary folder \/nonexistent-prism-tmp cannot be written \(ENOENT\): temporary files go to \/\S+\/data\/tmp/);
      // The pages thread's socket is there, and speech (Open JTalk and HTS work in a temporary folder).
      expect((await fetch(`${studio.base}/translate`)).status).toBe(200);
      const post = (path: string, json: unknown) => fetch(`${studio.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
      const query = await post('/api/tts/audio_query', { text: 'こんにちは', speaker: 0 });
      expect(query.status).toBe(200);
      const speech = await post('/api/tts/synthesis', { speaker: 0, input: ((await query.json()) as { result: object }).result });
      expect(speech.status).toBe(200);
      expect(studio.output().match(/temporary files go to/g)).toHaveLength(1);
    } finally {
      studio.stop();
    }
  });

  it("stops with one line when neither the system's temporary folder nor DATA_DIR can be written", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'prism-config-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, output } = await startWith({ TMPDIR: '/nonexistent-prism-tmp', DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Prism Studio cannot start. no folder for temporary files can be written: the system's, /nonexistent-prism-tmp (ENOENT), nor DATA_DIR's, ${path.join(file, 'data', 'tmp')} (ENOTDIR); set TMPDIR to a folder this user can write`,
    );
  });

  it('stops when the upstream is selected without its URL and key', async () => {
    const { code, output } = await startWith({ PROVIDER_LLM: 'upstream', UPSTREAM_BASE_URL: '', UPSTREAM_API_KEY: '' });
    expect(code).toBe(1);
    expect(output).toContain('UPSTREAM_BASE_URL: is required when a capability uses the upstream provider');
  });
});
