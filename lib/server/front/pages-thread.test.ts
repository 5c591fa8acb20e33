import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPeerHook } from '../auth/peer-hook';
import { restartDelayMs, socketBase, startPagesThread, type PagesThread } from './pages-thread';

/**
 * The front's side of the pages thread, with a stand-in thread (tests/support/pages-worker-double.mjs)
 * on the real socket: what reaches the thread, what comes back, a client that hangs up, and a
 * thread that dies. Next itself on the thread is tested through the production server
 * (tests/api/front.test.ts) and every browser test.
 */
let thread: PagesThread;
let front: http.Server;
let base: string;

beforeAll(async () => {
  installPeerHook();
  thread = await startPagesThread({ dir: process.cwd(), hostname: '127.0.0.1', port: 0, entry: path.join(process.cwd(), 'tests/support/pages-worker-double.mjs') });
  front = http.createServer((req, res) => void thread.handler(req, res));
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterAll(async () => {
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await thread.close();
});

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

function send(method: string, urlPath: string, headers: http.OutgoingHttpHeaders, body: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('restart delays', () => {
  it('double for each failure in a row, from the first delay up to 32 times it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((failures) => restartDelayMs(failures))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 32_000, 32_000]);
    expect(restartDelayMs(2, 150)).toBe(600);
  });
});

describe('the pages thread, as the front forwards to it', () => {
  it("forwards method, path, query and body; the client's address replaces any x-prism-peer it sent; answers keep every Set-Cookie; headers named in Connection stay behind both ways", async () => {
    // node:http, not fetch: fetch will not send a Connection header.
    const answer = await send('POST', '/translate?from=en', { 'x-prism-peer': '203.0.113.9', 'content-type': 'text/plain', connection: 'keep-alive, x-drop-me', 'x-drop-me': '1' }, 'a body');
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['x-thread-only']).toBeUndefined();
    const echo = JSON.parse(answer.body) as Echo;
    expect(echo).toMatchObject({ method: 'POST', url: '/translate?from=en', body: 'a body' });
    // The front's own hook wrote the socket's address: the thread trusts this header.
    expect(echo.headers['x-prism-peer']).toBe('127.0.0.1');
    // As Next sets it from the socket when the client sent none; hop-by-hop headers stay behind.
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-drop-me']).toBeUndefined();
  });

  it("keeps the client's own X-Forwarded-For, which the sign-in rule weighs", async () => {
    const echo = (await (await fetch(`${base}/`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).json()) as Echo;
    expect(echo.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('streams an answer as it comes, and a client that hangs up ends the request on the thread', async () => {
    const controller = new AbortController();
    const answer = await fetch(`${base}/stream`, { signal: controller.signal });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first part\n');
    controller.abort();
    await expect.poll(async () => ((await (await fetch(`${base}/stream-closed`)).json()) as { streamClosedEarly: boolean }).streamClosedEarly).toBe(true);
  });

  it('answers 503 `unavailable` with Retry-After while a thread that died starts again, then forwards again', async () => {
    await fetch(`${base}/crash`).catch(() => undefined); // the thread exits mid-request
    const during = await fetch(`${base}/translate`);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(await during.json()).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/restarting/) });
    await expect.poll(async () => (await fetch(`${base}/translate`)).status, { timeout: 10_000 }).toBe(200);
  });

  it('waits longer before each new start while the thread fails to start, and serves again once it can', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-thread-test-'));
    const failing = await startPagesThread({ dir, hostname: '127.0.0.1', port: 0, entry: path.join(process.cwd(), 'tests/support/pages-worker-double.mjs'), restartDelayMs: 150 });
    const server = http.createServer((req, res) => void failing.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      writeFileSync(path.join(dir, 'fail-start'), '');
      await fetch(`${url}/crash`).catch(() => undefined);
      // Starts after 150, 300, 600 and 1,200 ms (each plus the time a start takes): four tries.
      const starts = () => (existsSync(path.join(dir, 'starts')) ? readFileSync(path.join(dir, 'starts'), 'utf8').trim().split('\n').map(Number) : []);
      await expect.poll(() => starts().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
      const [first, second, third, fourth] = starts() as [number, number, number, number];
      // Gaps of 300, 600 and 1,200 ms, each plus the time a start takes (s): the last is more than
      // twice the first while s < 600 ms; equal delays would make them about equal.
      expect((fourth - third) / (second - first)).toBeGreaterThan(2);
      expect((await fetch(`${url}/translate`)).status).toBe(503);
      rmSync(path.join(dir, 'fail-start'));
      await expect.poll(async () => (await fetch(`${url}/translate`)).status, { timeout: 15_000 }).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await failing.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts the socket under /tmp when TMPDIR is too long for a socket path (Node would cut the path short)', async () => {
    expect(socketBase('/var/tmp')).toBe('/var/tmp');
    expect(socketBase(`/tmp/${'t'.repeat(70)}`)).toBe('/tmp');
    const long = mkdtempSync(path.join('/tmp', `${'t'.repeat(70)}-`));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = long;
    try {
      const before = new Set(readdirSync('/tmp'));
      const other = await startPagesThread({ dir: process.cwd(), hostname: '127.0.0.1', port: 0, entry: path.join(process.cwd(), 'tests/support/pages-worker-double.mjs') });
      const made = readdirSync('/tmp').filter((name) => !before.has(name) && name.startsWith(`prism-pages-${process.pid}-`));
      expect(made).toHaveLength(1);
      expect(readdirSync(path.join('/tmp', made[0]!))).toEqual(['pages.sock']);
      expect(readdirSync(long)).toEqual([]);
      const server = http.createServer((req, res) => void other.handler(req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      expect((await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).status).toBe(200);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await other.close();
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      rmSync(long, { recursive: true, force: true });
    }
  });

  it('refuses to start, naming TMPDIR, where its socket folder cannot be made', async () => {
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = '/nonexistent-prism-tmp';
    try {
      await expect(startPagesThread({ dir: process.cwd(), hostname: '127.0.0.1', port: 0, entry: path.join(process.cwd(), 'tests/support/pages-worker-double.mjs') })).rejects.toThrow(
        expect.objectContaining({ name: 'ConfigurationError', message: "TMPDIR: the pages thread's socket folder cannot be made in /nonexistent-prism-tmp (ENOENT); set TMPDIR to a folder this user can write" }),
      );
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });

  it('close ends the thread and removes the folder of its socket', async () => {
    const folders = () => new Set(readdirSync(os.tmpdir()).filter((name) => name.startsWith('prism-pages-')));
    const before = folders();
    const other = await startPagesThread({ dir: process.cwd(), hostname: '127.0.0.1', port: 0, entry: path.join(process.cwd(), 'tests/support/pages-worker-double.mjs') });
    const made = [...folders()].filter((name) => !before.has(name));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(new RegExp(`^prism-pages-${process.pid}-`));
    await other.close();
    expect(existsSync(path.join(os.tmpdir(), made[0]!))).toBe(false);
  });

  it("removes the folders of servers that were killed, and keeps those of servers still running", async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const deadFolder = mkdtempSync(path.join(os.tmpdir(), `prism-pages-${gone}-`));
    const liveFolder = mkdtempSync(path.join(os.tmpdir(), `prism-pages-${running.pid}-`));
    try {
      const another = await startPagesThread({ dir: process.cwd(), hostname: '127.0.0.1', port: 0, entry: path.join(process.cwd(), 'tests/support/pages-worker-double.mjs') });
      await another.close();
      expect(existsSync(deadFolder)).toBe(false);
      expect(existsSync(liveFolder)).toBe(true);
    } finally {
      running.kill();
      rmSync(liveFolder, { recursive: true, force: true });
    }
  });
});
