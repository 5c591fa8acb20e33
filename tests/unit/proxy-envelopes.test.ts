import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '@/lib/contract/errors';
import { startNginxFront, type NginxFront } from '../support/nginx-front';

/**
 * What the load balancer of a deployment (deploy/nginx.conf, run as is but for its ports)
 * answers itself: in the API's envelope with the code the contract gives that status, never
 * nginx's HTML page. The "app" behind it is a socket that accepts and never answers, then is
 * gone; the read timeout is cut to 1 s here so a 504 comes in time.
 */
let nginx: NginxFront;
const apps: net.Server[] = [];
/** The connections each app was sent, by app. */
const held: Set<net.Socket>[] = [new Set(), new Set()];

beforeAll(async () => {
  for (const sockets of held) {
    const app = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    apps.push(app);
  }
  const appPorts = apps.map((app) => (app.address() as net.AddressInfo).port);
  // The two timeouts shortened, in the same order: past the read timeout, past the retry window.
  nginx = await startNginxFront(appPorts, (config) => {
    expect(config).toContain('proxy_read_timeout 300s;');
    expect(config).toContain('proxy_next_upstream_timeout 30s;');
    return config.replace('proxy_read_timeout 300s;', 'proxy_read_timeout 2s;').replace('proxy_next_upstream_timeout 30s;', 'proxy_next_upstream_timeout 1s;');
  });
});

afterAll(async () => {
  await nginx?.stop();
  for (const socket of held.flatMap((sockets) => [...sockets])) socket.destroy();
  for (const app of apps) app.close();
});

/** How many connections the apps were sent. */
const sent = () => held.reduce((sum, sockets) => sum + sockets.size, 0);

/** A raw request, as curl would send it (fetch refuses some of these before sending). */
function raw(request: string): Promise<{ status: number; type: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(nginx.port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    // Done once the answer is whole: nginx lingers on a refused body until the client leaves.
    socket.on('data', (chunk: string) => {
      text += chunk;
      const [head, ...rest] = text.split('\r\n\r\n');
      const length = Number(/^content-length: *(\d+)/im.exec(head ?? '')?.[1]);
      if (rest.length && rest.join('\r\n\r\n').length >= length) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const type = /^content-type: *(.*)$/im.exec(head)?.[1]?.trim() ?? '';
      try {
        resolve({ status: Number(head.split(' ')[1]), type, body: JSON.parse(body) as Record<string, unknown> });
      } catch {
        reject(new Error(`not JSON: ${text.slice(0, 300)}`));
      }
    });
  });
}

function expectEnvelope(answer: { status: number; type: string; body: Record<string, unknown> }, code: keyof typeof ERROR_CODES) {
  expect(answer.type).toBe('application/json');
  expect(answer.body).toMatchObject({ status: false, code, result: {} });
  expect(isErrorCode(answer.body.code)).toBe(true);
  expect(answer.status).toBe(ERROR_CODES[code].status);
  expect(answer.body.request_id).toMatch(/^[0-9a-f]{32}$/);
  expect(String(answer.body.message).length).toBeGreaterThan(20);
}

describe('the load balancer answers its own errors in the envelope', () => {
  it('413 for a body over client_max_body_size', async () => {
    expectEnvelope(await raw(`POST /api/uploads HTTP/1.1\r\nHost: x\r\nContent-Length: ${70 * 1024 * 1024}\r\n\r\n`), 'payload_too_large');
  });

  it('414 for a request line over its buffers, 431 for a header over them', async () => {
    expectEnvelope(await raw(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 'uri_too_long');
    expectEnvelope(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 'headers_too_large');
  });

  it('400 for a request nginx cannot read, 404 for its own error paths asked for from outside', async () => {
    expectEnvelope(await raw('GET /api/health HTTP/1.1\r\nHost: two words\r\n\r\n'), 'malformed_request');
    expectEnvelope(await raw('GET /api/health HTTP/1.1\r\n\r\n'), 'malformed_request');
    expectEnvelope(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'), 'malformed_request');
    expectEnvelope(await raw('GET /.prism-error/502 HTTP/1.1\r\nHost: x\r\n\r\n'), 'not_found');
  });

  it('passes what the app itself accepts (a 10 KB query) on to the app', async () => {
    // nginx's default buffers (8 KB) answered this 414 before the app, whose limit is 16 KB.
    const before = sent();
    expectEnvelope(await raw(`GET /api/health?q=${'a'.repeat(10_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 'upstream_timeout');
    expect(sent() - before).toBe(1);
  });

  it('504 when the app does not answer in time, without sending the request to a second instance; 502 when none can be reached', async () => {
    const before = sent();
    expectEnvelope(await raw('POST /api/image/unblur HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'), 'upstream_timeout');
    // It did its work on the first instance, past the retry window: sent once only.
    expect(sent() - before).toBe(1);
    for (const socket of held.flatMap((sockets) => [...sockets])) socket.destroy();
    await Promise.all(apps.map((app) => new Promise((resolve) => app.close(resolve))));
    expectEnvelope(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 'upstream_unreachable');
  });
});
