import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioCommand } from '../support/studio-command';
import { startStudioProcess, type StudioProcess } from '../support/studio-process';

/**
 * `npm start -- --api-only`: an API instance for a scaled-out deployment. The same front and
 * wrapper answer /api; Next is never loaded, so nothing else answers: every other path is a
 * 404 envelope (counted, with a request id), and a path that is an endpoint's without the
 * /api prefix is not that endpoint.
 */
const PORT = Number(process.env.API_TEST_API_ONLY_PORT ?? 3322);
const base = `http://127.0.0.1:${PORT}`;
let studio: StudioProcess;

beforeAll(async () => {
  studio = await startStudioProcess(PORT, ['--api-only'], { NODE_ENV: 'production' });
});

afterAll(() => studio?.stop());

describe('an API-only instance (server.ts --api-only)', () => {
  it('says what it is when it starts', () => {
    expect(studio.output()).toContain('(API only) listening');
  });

  it('answers the API as the studio does: an endpoint runs, with its request id and RateLimit-*', async () => {
    const response = await fetch(`${base}/api/translate/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Where is the train station, please?' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { lang: string } }).result.lang).toBe('en');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(response.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
  });

  it.each(['/', '/translate', '/_next/static/chunks/main.js', '/sw.js'])('answers %s, a studio path, with a 404 envelope that says why', async (pathname) => {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(response.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    const body = (await response.json()) as { status: boolean; code: string; message: string };
    expect(body).toMatchObject({ status: false, code: 'not_found' });
    expect(body.message).toContain(`${pathname} is not an API path`);
    expect(body.message).toContain('--api-only');
  });

  it('does not take an endpoint path without its /api prefix for the endpoint', async () => {
    const response = await fetch(`${base}/translate/detect`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hello there"}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('not_found');
  });

  it('refuses to start with --dev as well, saying why', () => {
    const [command, args] = studioCommand(PORT + 1);
    const run = spawnSync(command, [...args, '--api-only', '--dev'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--dev and --api-only: choose one');
  });
});
