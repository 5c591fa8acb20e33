import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioProcess, type StudioProcess } from '../support/studio-process';

/**
 * A body that stops arriving, and one that arrives slowly. Node's 5-minute cap on a whole
 * request once cut off slow uploads with a message about headers; a body is now timed by the
 * gaps in what arrives (BODY_IDLE_TIMEOUT_MS, 2 s here). Its own production server.
 */
const PORT = Number(process.env.API_TEST_BODY_PORT ?? 3327);
const IDLE_MS = 2_000;
let studio: StudioProcess;

beforeAll(async () => {
  studio = await startStudioProcess(PORT, [], { NODE_ENV: 'production', RATE_LIMIT_IP_RPM: '0', BODY_IDLE_TIMEOUT_MS: String(IDLE_MS) });
});
afterAll(() => studio?.stop());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** From the last byte sent to the server's close. */
  waitedMs: number;
}

/**
 * Sends `head`, then each piece of `pieces` after `gapMs`, and reads the answer until the
 * server closes the connection (or a bound of 20 s, which fails the test).
 */
function send(head: string, pieces: Buffer[], gapMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    let lastSent = Date.now();
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 20 s'));
    }, 20_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(bound);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      try {
        const raw = text.slice(split + 4);
        const body = headers['transfer-encoding'] === 'chunked' ? unchunked(raw) : raw;
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Record<string, unknown>, waitedMs: Date.now() - lastSent });
      } catch {
        reject(new Error(`not a JSON answer: ${text.slice(0, 300)}`));
      }
    });
    socket.write(head);
    let next = 0;
    const sendNext = () => {
      if (next >= pieces.length || socket.destroyed) return;
      socket.write(pieces[next++]!);
      lastSent = Date.now();
      setTimeout(sendNext, gapMs);
    };
    sendNext();
  });
}

/** A chunked body's bytes (the answers of the upload route, which streams its Response). */
function unchunked(raw: string): string {
  let body = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return body;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const png = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);
const stalledMessage = 'body: nothing arrived for 2 s, so the request was ended; send it again';

function expectStalled(answer: RawAnswer) {
  expect(answer.status).toBe(408);
  expect(answer.body).toMatchObject({ status: false, code: 'request_timeout', message: stalledMessage, result: {} });
  expect(answer.body.request_id).toBe(answer.headers['x-request-id']);
  expect(answer.headers.connection).toBe('close');
  // Answered when the gap passed the limit, not at some later cap.
  expect(answer.waitedMs).toBeGreaterThanOrEqual(IDLE_MS - 100);
  expect(answer.waitedMs).toBeLessThan(IDLE_MS + 3_000);
}

describe('a request body that stops arriving', () => {
  it('an upload sent raw is a 408 envelope once nothing comes for the idle limit', async () => {
    const head = `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: 100000\r\n\r\n`;
    expectStalled(await send(head, [png(70_000)], 0));
  });

  it('an upload in a form is the same 408, not "not a valid multipart form"', async () => {
    const boundary = 'prism-test-boundary';
    const part = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png(70_000)]);
    const head = `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 200000\r\n\r\n`;
    expectStalled(await send(head, [part], 0));
  });

  it('a JSON body is the same 408', async () => {
    const head = `POST /api/translate/detect HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    expectStalled(await send(head, [Buffer.from('{"text":"Hello, how are')], 0));
  });

  it('is logged as the 408 it is, not as a server error', async () => {
    // Log lines leave in batches (100 ms at most).
    const answered = () => studio.output().split('\n').filter((line) => line.includes('"status":408'));
    await expect.poll(() => answered().length).toBeGreaterThanOrEqual(3);
    expect(answered().map((line) => (JSON.parse(line) as { level: number; endpoint: string }).endpoint).sort()).toEqual(['platform.upload', 'platform.upload', 'translate.detect']);
    expect(answered().every((line) => line.startsWith('{"level":30,'))).toBe(true);
    expect(studio.output()).not.toMatch(/"level":(50|60)/);
  });
});

describe('a request body that arrives slowly', () => {
  it('an upload with pauses shorter than the limit is stored whole, however long it takes in all', async () => {
    const bytes = png(60_000);
    const pieces = Array.from({ length: 6 }, (_, i) => bytes.subarray(i * 10_000, (i + 1) * 10_000));
    const head = `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`;
    // 6 pieces 1.2 s apart: 6 s in all, three times the idle limit.
    const answer = await send(head, pieces, 1_200);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ content_type: 'image/png', size: 60_000 });
  });
});
