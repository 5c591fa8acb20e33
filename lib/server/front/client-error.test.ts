import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, answerConnect } from './client-error';

/**
 * Requests Node's parser refuses, sent as raw bytes to a real server with the handler
 * server.ts installs: each must come back as the JSON envelope with its code and an id.
 */
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('handled'));
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes and reads the whole answer until the server closes. */
function raw(bytes: string, to = port): Promise<{ status: number; headers: Record<string, string>; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Record<string, unknown> });
      } catch {
        reject(new Error(`not a JSON answer: ${text.slice(0, 200)}`));
      }
    });
    socket.write(bytes);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a 70 KB query is a 414 envelope', async () => {
    const answer = await raw(`GET /api/health?q=${'a'.repeat(70 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.body).toMatchObject({ status: false, code: 'uri_too_long', result: {} });
    expect(answer.body.request_id).toBe(answer.headers['x-request-id']);
  });

  it('20 KB of headers is a 431 envelope', async () => {
    const headers = Array.from({ length: 20 }, (_, i) => `x-filler-${i}: ${'b'.repeat(1024)}`).join('\r\n');
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\n${headers}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ status: false, code: 'headers_too_large', result: {} });
    expect(typeof answer.body.request_id).toBe('string');
  });

  it('malformed HTTP is a 400 envelope', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nbad header line without colon\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'malformed_request', result: {} });
  });

  it('CONNECT is a 405 envelope with Allow, not a dropped connection', async () => {
    const answer = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(answer.body).toMatchObject({ status: false, code: 'method_not_allowed', result: {} });
    expect(answer.body.message).toBe('CONNECT example.com:443: this server is not a proxy; call its paths (/api/...) with GET or POST');
  });

  it('leaves well-formed requests to the server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await response.text()).toBe('handled');
  });
});

describe("Node's clocks on a request's arrival", () => {
  // The server's own settings (timeouts.ts) are 60 s and an hour; these are shortened copies,
  // with Node checking its clocks every 100 ms.
  let slow: http.Server;
  let slowPort: number;
  beforeAll(async () => {
    slow = http.createServer({ headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 100 }, () => {
      // A handler that never reads the body nor answers: only Node's clock ends the request.
    });
    slow.on('clientError', answerClientError);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    slowPort = (slow.address() as AddressInfo).port;
  });
  afterAll(async () => {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('headers that stop arriving are a 408 that says so', async () => {
    const answer = await raw('POST /api/uploads HTTP/1.1\r\nHost: x\r\nContent-Ty', slowPort);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'request_timeout', message: 'The request headers did not arrive within 60 s.' });
  });

  it('a body still arriving at the outer bound is a 408 about the whole request, not its headers', async () => {
    // It once said "The request headers did not arrive in time." of an upload past its headers.
    const answer = await raw('POST /api/uploads HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n0123456789', slowPort);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'request_timeout', message: 'The request did not arrive within 60 minutes; send a large file over a faster connection.' });
  });
});
