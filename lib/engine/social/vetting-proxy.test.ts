import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, startFixtureServer, type FixtureServer } from '@/tests/fixtures/social/server';
import { SocialFailure } from './errors';
import { extractWithYtDlp } from './extract-ytdlp';
import { startVettingProxy, type VetTarget } from './vetting-proxy';

// "Public" is 127.0.0.2 here (the only address this policy lets through); 127.0.0.1 and the
// name localhost stand for the private network a redirect must not reach.
let outside: FixtureServer;
let inside: FixtureServer;
const asked: string[] = [];
const vet: VetTarget = async (hostname) => {
  asked.push(hostname);
  const address = hostname === 'localhost' ? '127.0.0.1' : hostname;
  return address === '127.0.0.2' ? { ok: true, addresses: [{ address, family: 4 }] } : { ok: false, refused: true, reason: `${hostname} resolves to ${address}, which is loopback` };
};

beforeAll(async () => {
  [outside, inside] = await Promise.all([startFixtureServer({ host: '127.0.0.2' }), startFixtureServer({ host: '127.0.0.1' })]);
});
afterAll(async () => {
  await Promise.all([outside?.close(), inside?.close()]);
});

describe('yt-dlp behind the vetting proxy', () => {
  it('reads a page through the proxy (every hop is asked about)', async () => {
    asked.length = 0;
    const result = await extractWithYtDlp({ binary: 'yt-dlp', url: `${outside.origin}${FIXTURE.ogVideo.path}`, vet, timeoutMs: 20_000 });
    expect(result.contents[0]).toMatchObject({ type: 'video', ext: 'mp4', url: `${outside.origin}/media/clip.mp4` });
    expect(asked).toContain('127.0.0.2');
    expect(outside.hits.get(FIXTURE.ogVideo.path)).toBe(1);
  });

  it('refuses a redirect to a private address; the private server never sees a request', async () => {
    const target = `http://localhost:${inside.port}${FIXTURE.ogVideo.path}`;
    const error = await extractWithYtDlp({ binary: 'yt-dlp', url: `${outside.origin}/redirect?to=${encodeURIComponent(target)}`, vet, timeoutMs: 20_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocialFailure);
    expect((error as SocialFailure).kind).toBe('refused');
    expect((error as SocialFailure).message).toMatch(/^localhost resolves to 127\.0\.0\.1/);
    expect(outside.hits.get('/redirect')).toBe(1);
    expect(inside.hits.size).toBe(0);
  });

  it('a missing yt-dlp is reported as such', async () => {
    const error = await extractWithYtDlp({ binary: '/nonexistent/yt-dlp', url: `${outside.origin}/`, vet, timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect((error as SocialFailure).kind).toBe('tool_missing');
  });

  it("reads yt-dlp's verdict after any number of warnings (its ERROR line comes last)", async () => {
    // A stand-in for yt-dlp: 100 KB of warnings, then the verdict. Keeping only the first
    // 64 KB lost the ERROR line, and an unsupported site was reported as a failure.
    const dir = mkdtempSync(path.join(tmpdir(), 'prism-ytdlp-'));
    const binary = path.join(dir, 'yt-dlp');
    writeFileSync(binary, `#!/bin/sh\nhead -c 102400 /dev/zero | tr '\\0' w >&2\necho >&2\necho "ERROR: Unsupported URL: $1" >&2\nexit 1\n`, { mode: 0o755 });
    try {
      const error = await extractWithYtDlp({ binary, url: `${outside.origin}/`, vet, timeoutMs: 10_000 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SocialFailure);
      expect((error as SocialFailure).kind).toBe('unsupported');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a page that never answers ends at the time cap', async () => {
    const started = performance.now();
    const error = await extractWithYtDlp({ binary: 'yt-dlp', url: `${outside.origin}/hang`, vet, timeoutMs: 3_000 }).catch((e: unknown) => e);
    expect((error as SocialFailure).kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(6_000);
  });
});

describe('the proxy itself', () => {
  it('answers 407 without its password, 403 for a refused http target, and forwards an allowed one', async () => {
    const proxy = await startVettingProxy({ vet, maxBytes: 1024 * 1024, idleTimeoutMs: 5_000 });
    try {
      const { port, username, password } = new URL(proxy.url);
      const auth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
      const viaProxy = (url: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port: Number(port), path: url, headers }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });

      expect((await viaProxy(`${outside.origin}${FIXTURE.plain.path}`)).status).toBe(407);
      const refused = await viaProxy(`${inside.origin}${FIXTURE.plain.path}`, { 'proxy-authorization': auth });
      expect(refused.status).toBe(403);
      expect(inside.hits.size).toBe(0);
      const allowed = await viaProxy(`${outside.origin}${FIXTURE.plain.path}`, { 'proxy-authorization': auth });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toContain(FIXTURE.plain.title);
      expect(proxy.refusals).toEqual([{ host: '127.0.0.1', reason: '127.0.0.1 resolves to 127.0.0.1, which is loopback' }]);
    } finally {
      await proxy.close();
    }
  });

  it("keeps its password and the headers named in Connection to itself, both ways", async () => {
    // An origin on the "public" address that echoes the headers it got and sends one meant for its own connection.
    const origin = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive, x-origin-hop', 'x-origin-hop': '1', 'set-cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.2', resolve));
    const proxy = await startVettingProxy({ vet, maxBytes: 1024 * 1024, idleTimeoutMs: 5_000 });
    try {
      const { port, username, password } = new URL(proxy.url);
      const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const target = `http://127.0.0.2:${(origin.address() as AddressInfo).port}/`;
        const headers = { 'proxy-authorization': `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, connection: 'keep-alive, x-client-hop', 'x-client-hop': '1', 'x-kept': 'yes' };
        const req = http.request({ host: '127.0.0.1', port: Number(port), path: target, headers }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
      const seen = JSON.parse(answer.body) as Record<string, string>;
      expect(seen['x-kept']).toBe('yes');
      expect(seen['x-client-hop']).toBeUndefined();
      expect(seen['proxy-authorization']).toBeUndefined();
      expect(answer.headers['x-origin-hop']).toBeUndefined();
      expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    } finally {
      await proxy.close();
      await new Promise((resolve) => origin.close(resolve));
    }
  });

  it('vets CONNECT tunnels (https) the same way and cuts a site off at the byte cap', async () => {
    const proxy = await startVettingProxy({ vet, maxBytes: 20_000, idleTimeoutMs: 5_000 });
    try {
      const { port, username, password } = new URL(proxy.url);
      const auth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
      const tunnel = (authority: string, then = '') =>
        new Promise<string>((resolve) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => {
            socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\nProxy-Authorization: ${auth}\r\n\r\n`);
          });
          let text = '';
          let sent = false;
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1');
            if (!sent && then && text.includes('\r\n\r\n') && text.startsWith('HTTP/1.1 200')) {
              sent = true;
              socket.write(then);
            }
          });
          socket.on('close', () => resolve(text));
          socket.on('error', () => resolve(text));
          setTimeout(() => socket.destroy(), 4_000);
        });

      expect(await tunnel(`127.0.0.1:${inside.port}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(inside.hits.size).toBe(0);
      // Through the tunnel: a small page arrives whole; the 18 KB video passes the 20 KB cap with it.
      const page = await tunnel(`127.0.0.2:${outside.port}`, `GET ${FIXTURE.plain.path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(page).toContain(FIXTURE.plain.title);
      expect(proxy.overflowed()).toBe(false);
      await tunnel(`127.0.0.2:${outside.port}`, `GET /media/clip.mp4 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      await tunnel(`127.0.0.2:${outside.port}`, `GET /media/clip.mp4 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(proxy.overflowed()).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});
