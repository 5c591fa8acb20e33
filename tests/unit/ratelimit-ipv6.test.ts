import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as signIn } from '@/api/session/route';
import { addressBucket } from '@/lib/server/auth/peer';
import { installPeerHook } from '@/lib/server/auth/peer-hook';
import { admitByAddress } from '@/lib/server/gate';
import { freshPlatform } from './platform-support';

/**
 * The per-address limits count an IPv6 client by its /64: one home holds a whole /64, and
 * counted per address it could rotate through them past the request limit and the sign-in
 * attempt limit. Real HTTP with the peer hook; the client address comes through a trusted
 * proxy's X-Forwarded-For (TRUST_PROXY=1), as behind deploy/nginx.conf.
 */
let server: http.Server;
let port: number;
let done: () => Promise<void>;

beforeAll(async () => {
  ({ done } = await freshPlatform({ RATE_LIMIT_IP_RPM: '20', TRUST_PROXY: '1', STUDIO_PASSWORD: 'correct horse battery', AUTH_MODE: 'local' }));
  installPeerHook();
  server = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, ...(req.method === 'POST' ? { body: await body(req), duplex: 'half' } : {}) } as RequestInit);
    if (req.url === '/session') {
      const answer = await signIn(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      return res.end(await answer.text());
    }
    res.writeHead(200, await admitByAddress(request).catch(() => ({ 'ratelimit-remaining': 'refused' })));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await done();
});

function body(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
  });
}

function ask(client: string, path = '/', payload?: unknown): Promise<{ status: number; remaining: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: payload ? 'POST' : 'GET', headers: { 'x-forwarded-for': client, 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, remaining: res.headers['ratelimit-remaining'] as string | undefined, text }));
      },
    );
    request.on('error', reject);
    request.end(payload ? JSON.stringify(payload) : undefined);
  });
}

describe('per-address limits and IPv6', () => {
  it('names the /64 of an IPv6 address, and an IPv4 address itself', () => {
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('unknown')).toBe('unknown');
  });

  it('counts every address of one /64 in one bucket, and another /64 or IPv4 address apart', async () => {
    const seen = [];
    for (const client of ['2001:db8:1:2::1', '2001:db8:1:2::99', '2001:db8:1:2:aaaa:bbbb:cccc:dddd']) seen.push((await ask(client)).remaining);
    expect(seen).toEqual(['19', '18', '17']);
    expect((await ask('2001:db8:1:3::1')).remaining).toBe('19');
    expect((await ask('203.0.113.9')).remaining).toBe('19');
    expect((await ask('203.0.113.10')).remaining).toBe('19');
  });

  it('limits sign-in attempts per /64, so rotating addresses does not buy more guesses', async () => {
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push(await ask(`2001:db8:9:9::${i.toString(16)}`, '/session', { password: `guess ${i}` }));
    // Ten wrong passwords are 401, then the attempts are spent, though no address repeated
    // (the request limit, 20 a window, is not what stops them).
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(401), 429]);
    expect(JSON.parse(answers.at(-1)!.text).message).toMatch(/^password: too many attempts; retry in \d+ s$/);
  });
});
