import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { specEndpoints } from '@/lib/contract';
import { sendEndless } from './endless-body';
import { UPSTREAM_SAMPLES } from './upstream-samples';

/**
 * A stand-in for the hosted service, which cannot be reached from here. It speaks the
 * spec: the envelope, Bearer auth, and on request its error answers. A request whose
 * body or query contains one of these words triggers the matching behaviour:
 *   upstream-401 | upstream-403 | upstream-429 | upstream-500 | upstream-slow | upstream-drop | upstream-garbage |
 *   upstream-redirect | upstream-echo (an error echoing the credential in its message, headers and body, as
 *   some services do) | upstream-echo-ok (a success whose result carries pieces of the credential) |
 *   upstream-endless (a 200 whose body goes on, 1 MB a write, until the app hangs up or 256 MB) |
 *   upstream-trickle (a valid envelope sent a byte every 100 ms, never silent long enough for a time-out)
 * Every request it saw is kept in `seen`, so tests can check what the app sent, and whether
 * the app closed the exchange before it was answered (`closedEarly`). `files` are served at
 * GET /files/<name> without a key, as the hosted service serves its results, and `results`
 * (given the double's URL) replaces the sample result of an endpoint, e.g. to point at them.
 */
export interface UpstreamDouble {
  url: string;
  key: string;
  seen: Array<{ method: string; path: string; authorization: string | undefined; body: string; closedEarly: boolean }>;
  close(): Promise<void>;
}

export interface UpstreamDoubleOptions {
  key?: string;
  port?: number;
  slowMs?: number;
  files?: Record<string, { contentType: string; bytes: Buffer }>;
  results?: (url: string) => Record<string, unknown>;
}

export async function startUpstreamDouble(options: UpstreamDoubleOptions = {}): Promise<UpstreamDouble> {
  // Random, as real keys are: the redaction step removes any 8-character run of it from answers.
  const key = options.key ?? `sk-test-${randomBytes(16).toString('hex')}`;
  const seen: UpstreamDouble['seen'] = [];
  let results: Record<string, unknown> = {};
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://double');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    const fail = (status: number, message: string, headers: Record<string, string> = {}) => send(status, { status: false, message, result: {} }, headers);

    if (url.pathname === '/__seen') return send(200, seen);
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) {
      const file = options.files?.[url.pathname.slice('/files/'.length)];
      if (!file) return fail(404, 'No such file');
      response.writeHead(200, { 'content-type': file.contentType, 'content-length': String(file.bytes.length) });
      return response.end(file.bytes);
    }
    const entry = { method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization, body, closedEarly: false };
    seen.push(entry);
    response.once('close', () => {
      if (!response.writableFinished) entry.closedEarly = true;
    });

    const trigger = `${url.search} ${body}`;
    if (request.headers.authorization !== `Bearer ${key}` || trigger.includes('upstream-401')) return fail(401, 'Invalid API key');
    if (trigger.includes('upstream-403')) return fail(403, 'Forbidden for this key');
    if (trigger.includes('upstream-echo-ok')) {
      const endpoint = specEndpoints.find((e) => e.path === url.pathname);
      const sample = { ...(UPSTREAM_SAMPLES[endpoint?.id ?? ''] as Record<string, unknown>) };
      // Every string field of the result gets the key, whole and cut into pieces.
      for (const [name, value] of Object.entries(sample)) if (typeof value === 'string') sample[name] = `${value} ${key} ${key.slice(3, 14)}`;
      return send(200, { status: true, message: 'success', result: sample });
    }
    if (trigger.includes('upstream-echo')) {
      return send(
        400,
        { status: false, message: `invalid key ${key} (prefix ${key.slice(0, 10)})`, result: {}, debug: { authorization: `Bearer ${key}`, echoed: key } },
        { 'x-echo-key': key, 'set-cookie': `session=${key}; Path=/`, 'www-authenticate': `Bearer realm="${key}"` },
      );
    }
    if (trigger.includes('upstream-429')) return fail(429, 'Rate limit exceeded', { 'retry-after': '7' });
    if (trigger.includes('upstream-500')) return fail(500, 'Upstream exploded');
    if (trigger.includes('upstream-drop')) return request.socket.destroy();
    if (trigger.includes('upstream-redirect')) return send(302, {}, { location: 'http://127.0.0.1:9/elsewhere' });
    if (trigger.includes('upstream-garbage')) return send(200, { status: true, message: 'success', result: { unexpected: true } });
    if (trigger.includes('upstream-endless')) return sendEndless(response, { start: '{"status":true,"message":"success","result":{"language":"', fill: 'a', end: '"}}', megabytes: 256 });
    if (trigger.includes('upstream-trickle')) return sendTrickle(response, { status: true, message: 'success', result: UPSTREAM_SAMPLES['translate.detect'] });
    if (trigger.includes('upstream-slow')) await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5_000));

    const endpoint = specEndpoints.find((e) => e.path === url.pathname);
    if (!endpoint) return fail(404, 'Not found');
    if (endpoint.method !== request.method) return fail(405, 'Method not allowed');
    send(200, { status: true, message: 'success', result: results[endpoint.id] ?? UPSTREAM_SAMPLES[endpoint.id] });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  results = options.results?.(`http://127.0.0.1:${port}`) ?? {};
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The payload one byte every 100 ms, as a stalled service behind a proxy can send it. */
function sendTrickle(response: http.ServerResponse, payload: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  const text = JSON.stringify(payload);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < text.length) response.write(text[sent++]);
    else {
      clearInterval(timer);
      response.end();
    }
  }, 100);
  response.once('close', () => clearInterval(timer));
}
