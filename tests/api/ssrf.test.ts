import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from './http';

/**
 * The SSRF table through every entry point that fetches a user-given URL, against the
 * production server (no ALLOW_PRIVATE_URLS): each address is refused as a 400 naming the
 * field, and a canary listening on this machine never sees a request.
 */
let canary: http.Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  canary = http.createServer((_request, response) => {
    hits++;
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end('should never be read');
  });
  await new Promise<void>((resolve) => canary.listen(0, '::', resolve));
  port = (canary.address() as AddressInfo).port;
});

afterAll(async () => {
  canary.closeAllConnections();
  await new Promise((resolve) => canary.close(resolve));
});

/** Hosts that reach this machine or its network, however they are written. */
const TARGETS = [
  ['loopback', () => `http://127.0.0.1:${port}/x.png`],
  ['loopback, short form', () => `http://127.1:${port}/x.png`],
  ['loopback as one number', () => `http://2130706433:${port}/x.png`],
  ['loopback in hex', () => `http://0x7f000001:${port}/x.png`],
  ['IPv6 loopback', () => `http://[::1]:${port}/x.png`],
  ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/x.png`],
  ['unspecified', () => `http://0.0.0.0:${port}/x.png`],
  ['localhost by name', () => `http://localhost:${port}/x.png`],
  ['a name under localhost', () => `http://studio.localhost:${port}/x.png`],
  ['private 10/8', () => 'http://10.0.0.1/x.png'],
  ['private 192.168/16', () => 'http://192.168.1.1/x.png'],
  ['carrier-grade NAT', () => 'http://100.64.0.1/x.png'],
  ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ['AWS IPv6 metadata', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
  ['link-local', () => 'http://169.254.1.1/x.png'],
] as const;

const SCHEMES = ['file:///etc/passwd', 'ftp://example.com/x.png', 'gopher://example.com/'];

/** Each entry point: the call, and the field its 400 names. */
const ENTRY_POINTS = [
  ['image: init_image', 'init_image', (url: string) => request('local', 'POST', '/api/image/colorize', { json: { init_image: url } })],
  ['face: reference_image', 'reference_image', (url: string) => request('local', 'POST', '/api/face/makeup', { json: { init_image: SAMPLE_FACE, reference_image: url } })],
  ['face: init_image', 'init_image', (url: string) => request('local', 'POST', '/api/face/age', { json: { init_image: url, age: '60' } })],
  ['downloader: url', 'url', (url: string) => request('local', 'GET', `/api/social/download?url=${encodeURIComponent(url)}`)],
  ['downloader media: url', 'url', (url: string) => request('local', 'GET', `/api/social/media?url=${encodeURIComponent(url)}&name=x.png`, { headers: { accept: 'application/json' } })],
] as const;

// A real face is not needed: the reference is fetched (and refused) before the face is read.
const SAMPLE_FACE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(ENTRY_POINTS)('%s refuses private and odd targets', (_name, field, call) => {
  it.each(TARGETS)('%s', async (_what, target) => {
    const before = hits;
    const answer = await call(target());
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'invalid_input', result: {} });
    expect(answer.body.message).toMatch(new RegExp(`^${field}: .*(not allowed|refused)`));
    expect(hits).toBe(before);
  });

  it.each(SCHEMES)('scheme of %s', async (target) => {
    const answer = await call(target);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'invalid_input' });
    expect(answer.body.message.startsWith(`${field}: `)).toBe(true);
  });
});
