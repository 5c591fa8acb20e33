import net from 'node:net';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { ERROR_CODES } from '@/lib/contract/errors';
import { request, type ApiAnswer } from './http';

/**
 * The edges a hostile client finds, over real HTTP against the production server: requests
 * Node's parser refuses, the error code on every class of error, and RateLimit-* on
 * answers that run no endpoint.
 */
const localPort = () => Number(new URL(inject('localUrl')).port);

/** Raw bytes to the local server; the answer's status line, headers and JSON body. */
function rawHttp(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(localPort(), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(text.slice(split + 4)) as Record<string, unknown> });
      } catch {
        reject(new Error(`not a JSON answer: ${text.slice(0, 300)}`));
      }
    });
    socket.write(bytes);
  });
}

const logOf = () => readFileSync(inject('localLog'), 'utf8');

async function loggedSoon(requestId: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if (logOf().includes(requestId)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('requests Node refuses before any handler', () => {
  it('a 70 KB query: 414 envelope with its code and a request id, and a log line', async () => {
    const answer = await rawHttp(`GET /api/health?q=${'a'.repeat(70 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.body).toMatchObject({ status: false, code: 'uri_too_long', result: {} });
    const id = answer.body.request_id as string;
    expect(answer.headers['x-request-id']).toBe(id);
    expect(await loggedSoon(id)).toBe(true);
  });

  it('20 KB of headers: 431 envelope', async () => {
    const filler = Array.from({ length: 20 }, (_, i) => `x-filler-${i}: ${'b'.repeat(1024)}`).join('\r\n');
    const answer = await rawHttp(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${filler}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ status: false, code: 'headers_too_large', result: {} });
    expect(await loggedSoon(answer.body.request_id as string)).toBe(true);
  });

  it('malformed HTTP: 400 envelope', async () => {
    const answer = await rawHttp('POST /api/translate/detect HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'malformed_request', result: {} });
  });
});

describe('RateLimit-* on answers that run no endpoint', () => {
  const limited = (answer: ApiAnswer) => ({
    limit: Number(answer.headers.get('ratelimit-limit')),
    remaining: Number(answer.headers.get('ratelimit-remaining')),
    reset: Number(answer.headers.get('ratelimit-reset')),
  });

  it('on a 404 and a 405, counted like any call', async () => {
    const first = await request('local', 'GET', '/api/no/such/path');
    expect(first.status).toBe(404);
    expect(first.body).toMatchObject({ code: 'not_found' });
    const second = await request('local', 'DELETE', '/api/health');
    expect(second.status).toBe(405);
    expect(second.body).toMatchObject({ code: 'method_not_allowed' });
    for (const answer of [first, second]) {
      expect(limited(answer).limit).toBeGreaterThan(0);
      expect(limited(answer).reset).toBeGreaterThan(0);
    }
    expect(limited(second).remaining).toBeLessThan(limited(first).remaining);
  });

  it('on a file, and on a file that is not there', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const stored = await fetch(`${inject('localUrl')}/api/uploads`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: png });
    const { result } = (await stored.json()) as { result: { id: string } };
    const file = await fetch(`${inject('localUrl')}/api/files/${result.id}`);
    expect(file.status).toBe(200);
    expect(Number(file.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    const missing = await request('local', 'GET', `/api/files/${'0'.repeat(64)}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });
    expect(Number(missing.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
  });
});

describe('every class of error carries its code, with the status the table gives it', () => {
  async function ownerCall(method: string, path: string, json?: unknown) {
    return request('local', method, path, json === undefined ? {} : { json });
  }
  async function newKey(rpm: number): Promise<string> {
    const created = await ownerCall('POST', '/api/keys', { name: `edge test ${rpm}`, rpm });
    expect(created.status, created.text).toBe(200);
    return (created.body.result as { secret: string }).secret;
  }
  const expectCode = (answer: ApiAnswer, code: keyof typeof ERROR_CODES) => {
    expect(answer.status, answer.text).toBe(ERROR_CODES[code].status);
    expect(answer.body).toMatchObject({ status: false, code, result: {} });
    expect(typeof answer.body.request_id).toBe('string');
  };

  it('local server', async () => {
    expectCode(await ownerCall('POST', '/api/translate/detect', { text: 'hi' }), 'invalid_input');
    expectCode(await ownerCall('GET', '/api/music/fetch?ids=no-such-song'), 'unknown_id');
    expectCode(await request('local', 'GET', '/api/me', { headers: { authorization: 'Bearer psk_not_a_real_key_at_all' } }), 'unauthorized');
    const member = await newKey(60);
    expectCode(await request('local', 'GET', '/api/keys', { headers: { authorization: `Bearer ${member}` } }), 'forbidden');
    expectCode(await ownerCall('GET', '/api/nothing/here'), 'not_found');
    expectCode(await ownerCall('PUT', '/api/translate/detect'), 'method_not_allowed');
    expectCode(
      await request('local', 'POST', '/api/translate/detect', { body: JSON.stringify({ text: 'x'.repeat(22 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } }),
      'payload_too_large',
    );
    expectCode(await request('local', 'POST', '/api/uploads', { body: 'plain words, not a picture', headers: { 'content-type': 'text/plain' } }), 'unsupported_media_type');
    const slow = await newKey(1);
    const auth = { authorization: `Bearer ${slow}` };
    expect((await request('local', 'GET', '/api/me', { headers: auth })).status).toBe(200);
    const limited = await request('local', 'GET', '/api/me', { headers: auth });
    expectCode(limited, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // No language model on this machine: chat says how to get one.
    expectCode(await ownerCall('POST', '/api/llm/chat', { messages: [{ role: 'user', content: 'hello' }] }), 'unavailable');
  });

  it('upstream server', async () => {
    const call = (text: string) => request('upstream', 'POST', '/api/translate/detect', { json: { text } });
    expectCode(await call('upstream-drop please'), 'upstream_unreachable');
    expectCode(await call('upstream-500 please'), 'upstream_error');
    expectCode(await call('upstream-401 please'), 'upstream_credential_refused');
    expectCode(await call('upstream-slow please'), 'upstream_timeout');
    expectCode(await request('upstream', 'GET', '/api/translate/languages'), 'not_offered_upstream');
  });
});
