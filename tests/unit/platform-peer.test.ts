import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPeerHook } from '@/lib/server/auth/peer-hook';
import { isLoopbackHost, peerOf } from '@/lib/server/auth/peer';

/**
 * The loopback rule against a real HTTP server: the peer hook must report the socket's
 * address whatever headers a client sends, because X-Forwarded-For as Next.js passes it on
 * is the client's to choose.
 */
let server: http.Server;
let port: number;
let trustProxy = 0;

// A non-loopback address of this machine, to connect from "elsewhere".
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

beforeAll(async () => {
  installPeerHook();
  server = http.createServer((req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    res.end(JSON.stringify(peerOf(new Request('http://x/', { headers }), trustProxy)));
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(host: string, headers: Record<string, string> = {}): Promise<{ address: string; loopback: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path: '/', headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });
}

describe('peer address', () => {
  it('is loopback for a call from 127.0.0.1', async () => {
    expect(await ask('127.0.0.1')).toEqual({ address: '127.0.0.1', loopback: true });
  });

  it.skipIf(!external)('is not loopback from another address, whatever the client claims', async () => {
    const spoofed = await ask(external!, { 'x-forwarded-for': '127.0.0.1', 'x-prism-peer': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    expect(spoofed).toEqual({ address: external, loopback: false });
  });

  it('believes X-Forwarded-For only as far as TRUST_PROXY hops', async () => {
    trustProxy = 1;
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toEqual({ address: '203.0.113.9', loopback: false });
    // A client-written entry left of the proxy's own is not believed.
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toEqual({ address: '203.0.113.9', loopback: false });
    // A loopback client that wrote an entry of its own, through a trusted proxy: not the owner either.
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).toEqual({ address: '127.0.0.1', loopback: false });
    trustProxy = 0;
    // A proxy on this machine that TRUST_PROXY does not name (deploy/nginx.conf on one host, the
    // setting forgotten): its socket is loopback, but it forwards for others, so nobody behind it is the owner.
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toEqual({ address: '127.0.0.1', loopback: false });
    expect(await ask('127.0.0.1', { 'x-real-ip': '203.0.113.9' })).toEqual({ address: '127.0.0.1', loopback: false });
    expect(await ask('127.0.0.1', { forwarded: 'for=203.0.113.9' })).toEqual({ address: '127.0.0.1', loopback: false });
    // Entries naming this machine are no one else: Next sets X-Forwarded-For to the socket's address, a
    // local client may write its own.
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual({ address: '127.0.0.1', loopback: true });
    expect(await ask('127.0.0.1', { 'x-real-ip': '127.0.0.1', forwarded: 'for="[::1]:1234"' })).toEqual({ address: '127.0.0.1', loopback: true });
  });

  it('knows which Host headers name this machine', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3108', '[::1]:3000', '127.5.5.5']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['attacker.example', 'localhost.attacker.example', '192.0.2.2:3000', '', null]) expect(isLoopbackHost(host), String(host)).toBe(false);
  });
});
