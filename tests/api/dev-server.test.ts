import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioProcess, type StudioProcess } from '../support/studio-process';

/**
 * `npm run dev` serves /api through the same router and wrapper as `npm start`: server.ts
 * with --dev. Started here as the README says, three endpoints answer as in production.
 */
const PORT = Number(process.env.API_TEST_DEV_PORT ?? 3313);
const base = `http://127.0.0.1:${PORT}`;
let studio: StudioProcess;

// Next 16 keeps development output in <distDir>/dev, apart from the production build.
beforeAll(async () => {
  studio = await startStudioProcess(PORT, ['--dev'], { NODE_ENV: 'development' }, 120_000);
});

afterAll(() => studio?.stop());

describe('the development server (npm run dev) serves /api through the one router', () => {
  it('says it is the development server', () => {
    expect(studio.output()).toContain('(development) listening');
  });

  it('GET /api/health: 200 envelope with RateLimit-* and a request id', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: boolean; result: { version: string; build: string } };
    expect(body.status).toBe(true);
    // Not the BUILD_ID a production build left in .next: pages here are compiled as asked.
    expect(body.result.build).toBe('dev');
    // The studio's own version, however it was started (npm sets npm_package_version; this does not).
    expect(body.result.version).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version);
    expect(Number(response.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('POST /api/translate/detect: validation by the contract, then the local engine', async () => {
    const bad = await fetch(`${base}/api/translate/detect`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: false, code: 'invalid_input', message: 'text: must be 3 to 1,500 characters' });
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

  it('takes the development reload’s WebSocket, and answers an /api request with an Upgrade header as a plain request', async () => {
    // Next listens for its reload socket once it has rendered a page.
    expect((await fetch(`${base}/login`)).status).toBe(200);
    const reload = await firstBytes(
      'GET /_next/hmr HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    expect(reload.split('\r\n')[0]).toBe('HTTP/1.1 101 Switching Protocols');
    const health = await firstBytes('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    expect(health.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(health).toContain('"status":true');
  });
});

/** The first answer to raw bytes: the head, and the body so far once the head has arrived (5 s at most). */
function firstBytes(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s; got ${JSON.stringify(text.slice(0, 200))}`));
    }, 5_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      // A 101 is whole at its head; a JSON answer once its Content-Length has arrived.
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (head >= 0 && (text.startsWith('HTTP/1.1 101') || Buffer.byteLength(text.slice(head + 4)) >= length)) done();
    });
    socket.on('error', reject);
    socket.write(bytes);
  });
}
