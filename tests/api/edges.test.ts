import net from 'node:net';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { ERROR_CODES } from '@/lib/contract/errors';
import { request, type ApiAnswer } from './http';

/**
 * The edges a hostile client finds, over real HTTP against the production server: requests
 * Node's parser refuses, the error code on every class of error, and RateLimit-* on
 * answers that run no endpoint.
 */
const localPort = () => Number(new URL(inject('localUrl')).port);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Raw bytes to the local server; the answer's status line, headers and body, read until the
 * body's Content-Length has arrived or the server closes. No answer within `withinMs` fails:
 * a request the server leaves hanging is a bug, and this says so instead of stalling the run.
 */
function rawExchange(bytes: string, withinMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(localPort(), '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no whole answer within ${withinMs} ms to ${JSON.stringify(bytes.slice(0, 80))}; got ${JSON.stringify(Buffer.concat(chunks).toString('utf8').slice(0, 200))}`));
    }, withinMs);
    const parse = (): RawAnswer | null => {
      let text = Buffer.concat(chunks).toString('utf8');
      for (;;) {
        const split = text.indexOf('\r\n\r\n');
        if (split < 0) return null;
        const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
        const status = Number(statusLine.split(' ')[1]);
        const body = text.slice(split + 4);
        // An interim answer (100 Continue) comes before the real one.
        if (status < 200) {
          text = body;
          continue;
        }
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const length = status === 204 ? 0 : Number(headers['content-length'] ?? Number.NaN);
        return Buffer.byteLength(body) >= length ? { status, headers, text: body } : null;
      }
    };
    const finish = (answer: RawAnswer | null) => {
      clearTimeout(timer);
      socket.destroy();
      if (answer) resolve(answer);
      else reject(new Error(`the connection closed without a whole answer: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`));
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const answer = parse();
      if (answer) finish(answer);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => finish(parse()));
    socket.write(bytes);
  });
}

/**
 * A client that sends `head` and waits up to 2 s for the server, as one that sent
 * `Expect: 100-continue` does; what came in that time is `before`. Then it sends `body` (if
 * given and the connection is open) and collects `after` until the server closes or 2 s pass.
 */
function waitingClient(head: string, body?: Buffer): Promise<{ before: string; after: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(localPort(), '127.0.0.1');
    let received = '';
    let before: string | undefined;
    const settle = () => {
      socket.destroy();
      resolve({ before: before ?? received, after: before === undefined ? '' : received.slice(before.length) });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      // An answer that ends the exchange needs no body: stop waiting.
      if (before === undefined && /\r\n\r\n\{.*\}$/s.test(received)) settle();
    });
    socket.on('error', reject);
    socket.on('close', settle);
    socket.write(head);
    setTimeout(() => {
      before = received;
      if (!body || socket.destroyed) return settle();
      socket.write(body);
      setTimeout(settle, 2_000);
    }, 2_000);
  });
}

/** rawExchange, with the body read as the JSON envelope. */
async function rawHttp(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: Record<string, unknown> }> {
  const answer = await rawExchange(bytes);
  try {
    return { ...answer, body: JSON.parse(answer.text) as Record<string, unknown> };
  } catch {
    throw new Error(`not a JSON answer: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
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

describe('requests whose line, Host, Expect or Upgrade Node and Next would answer badly', () => {
  const json = (answer: RawAnswer) => JSON.parse(answer.text) as Record<string, unknown>;

  it('an Upgrade header, after a page was rendered: answered as a plain request, not left hanging', async () => {
    // Next takes WebSocket upgrades on the server that renders its first page; the front keeps them.
    expect((await fetch(`${inject('localUrl')}/login`)).status).toBe(200);
    for (const upgrade of ['Upgrade: websocket\r\nConnection: Upgrade', 'Upgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA']) {
      const answer = await rawExchange(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${upgrade}\r\n\r\n`);
      expect(answer.status, upgrade).toBe(200);
      expect(json(answer)).toMatchObject({ status: true, result: { ok: true } });
    }
    const page = await rawExchange('GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('GET *: a 400 envelope with a request id and a log line, where Next answered a bare 500', async () => {
    const answer = await rawHttp('GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'malformed_request', result: {} });
    expect(answer.body.message).toBe('request target: * is only for OPTIONS (the server as a whole); GET needs a path such as /api/health');
    expect(await loggedSoon(answer.body.request_id as string)).toBe(true);
  });

  it('a write to a file of public/: a 405 envelope with Allow, where Next answered a bare 500', async () => {
    for (const [method, target] of [['POST', '/sw.js'], ['PUT', '/icons/icon-192.png'], ['DELETE', '/face/sample.jpg'], ['OPTIONS', '/sw.js']] as const) {
      const answer = await rawHttp(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}`);
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body).toMatchObject({ status: false, code: 'method_not_allowed', message: `${method} is not allowed on ${target}, a static file; use GET or HEAD.` });
    }
    // Reading them is as before, and a page still gets Next's own 405.
    expect((await rawExchange('GET /sw.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).status).toBe(200);
    expect((await fetch(`${inject('localUrl')}/translate`, { method: 'POST' })).status).toBe(405);
  });

  it('OPTIONS *: 204 with the methods the server answers', async () => {
    const answer = await rawExchange('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('HTTP/1.1 without Host: a 400 envelope naming the header (HTTP/1.0 may omit it)', async () => {
    const answer = await rawHttp('GET /api/health HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'malformed_request', message: 'Host: required in HTTP/1.1; send the name and port the server was reached at' });
    expect(answer.headers['x-request-id']).toBe(answer.body.request_id);
    expect((await rawHttp('GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('an absolute-form target is served as its path, on the host it names, not redirected', async () => {
    const health = await rawHttp('GET http://127.0.0.1/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: true, result: { ok: true } });
    // Its authority is the Host every rule reads: a name that is not this machine gets no loopback trust.
    const me = await rawHttp('GET http://studio.example/api/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('unauthorized');
    const ftp = await rawHttp('GET ftp://127.0.0.1/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(ftp.status).toBe(400);
    expect(ftp.body).toMatchObject({ code: 'malformed_request', message: 'request target: must be a path (/api/...) or an absolute http(s) URL' });
  });

  it('an Expect other than 100-continue: a 417 envelope; 100-continue goes on to the endpoint', async () => {
    const refused = await rawHttp('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\n\r\n');
    expect(refused.status).toBe(417);
    expect(refused.body).toMatchObject({ status: false, code: 'expectation_failed', message: 'Expect: 200-ok cannot be met; only 100-continue is supported' });
    expect(await loggedSoon(refused.body.request_id as string)).toBe(true);
    const body = JSON.stringify({ text: 'Where is the train station?' });
    const continued = await rawHttp(
      `POST /api/translate/detect HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(continued.status).toBe(200);
    expect(continued.body).toMatchObject({ status: true, result: { lang: 'en' } });
  });

  it('Expect: 100-continue: a refused upload is answered before its body is sent; an accepted one is told to go on', async () => {
    // The client sends the headers and waits, as curl does for a body over 1 MB.
    const head = (authorization: string, length: number) =>
      `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n${authorization}Content-Type: image/png\r\nExpect: 100-continue\r\nContent-Length: ${length}\r\n\r\n`;
    const refused = await waitingClient(head('Authorization: Bearer psk_not_a_real_key_at_all\r\n', 30 * 1024 * 1024));
    expect(refused.before).toMatch(/^HTTP\/1.1 401 /);
    expect(refused.before).not.toContain('100 Continue');
    expect(refused.before).toContain('"code":"unauthorized"');

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const accepted = await waitingClient(head('', png.length), png);
    expect(accepted.before).toBe('HTTP/1.1 100 Continue\r\n\r\n');
    expect(accepted.after).toMatch(/^HTTP\/1.1 200 /);
    expect(accepted.after).toContain('"content_type":"image/png"');
  });

  it('CONNECT: a 405 envelope with Allow, where Node dropped the connection', async () => {
    const answer = await rawHttp('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(answer.body).toMatchObject({ status: false, code: 'method_not_allowed', result: {} });
    expect(await loggedSoon(answer.body.request_id as string)).toBe(true);
  });
});

describe('a compressed request body', () => {
  const base = () => inject('localUrl');
  const json = JSON.stringify({ text: 'Where is the train station?', target_lang: 'es' });

  it('is a 415 naming Content-Encoding, on a JSON endpoint and on an upload, where it was "not valid JSON"', async () => {
    const answer = await fetch(`${base()}/api/translate/predict`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(json),
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ code: 'unsupported_media_type', message: 'Content-Encoding: gzip is not accepted; send the body uncompressed' });

    const upload = await fetch(`${base()}/api/uploads`, { method: 'POST', headers: { 'content-type': 'image/png', 'content-encoding': 'br' }, body: new Uint8Array(64) });
    expect(upload.status).toBe(415);
    expect(((await upload.json()) as { message: string }).message).toBe('Content-Encoding: br is not accepted; send the body uncompressed');
  });

  it('Content-Encoding: identity is the body as it is', async () => {
    const answer = await fetch(`${base()}/api/translate/predict`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, body: json });
    expect(answer.status).toBe(200);
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
