import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioCommand } from '../support/studio-command';

/**
 * `npm run dev` serves /api through the same router and wrapper as `npm start`: server.ts
 * with --dev. Started here as the README says, three endpoints answer as in production.
 */
const PORT = Number(process.env.API_TEST_DEV_PORT ?? 3313);
const base = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;
let work: string;
let logFile: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'prism-dev-'));
  logFile = path.join(work, 'dev.log');
  const out = openSync(logFile, 'a');
  const [command, args] = studioCommand(PORT);
  child = spawn(command, [...args, '--dev'], {
    // Next 16 keeps development output in <distDir>/dev, apart from the production build.
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', DATA_DIR: path.join(work, 'data') },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dev server exited with ${child.exitCode}: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`dev server did not answer: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(() => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('the development server (npm run dev) serves /api through the one router', () => {
  it('says it is the development server', () => {
    expect(readFileSync(logFile, 'utf8')).toContain('(development) listening');
  });

  it('GET /api/health: 200 envelope with RateLimit-* and a request id', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: boolean; result: { version: string } };
    expect(body.status).toBe(true);
    // The studio's own version, however it was started (npm sets npm_package_version; this does not).
    expect(body.result.version).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version);
    expect(Number(response.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('POST /api/translate/detect: validation by the contract, then the local engine', async () => {
    const bad = await fetch(`${base}/api/translate/detect`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: false, code: 'invalid_input', message: 'text: must be 3 to 1500 characters' });
    const good = await fetch(`${base}/api/translate/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Bonjour tout le monde, comment allez-vous aujourd’hui ?' }),
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ status: true, result: { lang: 'fr' } });
  });

  it('an unknown path and a wrong method: the front’s 404 and 405 envelopes', async () => {
    const missing = await fetch(`${base}/api/not/here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    expect(Number(missing.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    const wrong = await fetch(`${base}/api/translate/detect`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
