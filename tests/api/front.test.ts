import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/**
 * What the API front (server.ts → lib/server/front) must do as Next's router did, and what
 * it does better: HEAD, OPTIONS, lengths on file answers, and odd paths as envelopes.
 */
const base = () => inject('localUrl');

function raw(method: string, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(base());
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the API front (production server)', () => {
  it('answers HEAD on a GET endpoint with its headers and no body', async () => {
    const get = await fetch(`${base()}/api/health`);
    const head = await raw('HEAD', '/api/health');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/json');
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(get.status).toBe(200);
  });

  it('answers OPTIONS with 204 and the methods the path takes', async () => {
    const answer = await raw('OPTIONS', '/api/translate/predict');
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('POST, OPTIONS');
    expect((await raw('OPTIONS', '/api/no/such/thing')).status).toBe(404);
  });

  it('sends Content-Length with stored files, so a download shows its progress', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const stored = await fetch(`${base()}/api/uploads`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: png });
    expect(stored.status).toBe(200);
    const { result } = (await stored.json()) as { result: { id: string } };
    const file = await raw('GET', `/api/files/${result.id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-length']).toBe(String(png.length));
  });

  it.each(['/api/%zz', '/api/files/%e0%a4%a', '/api/./health/..', '/api'])('answers %s with a 404 envelope', async (rawPath) => {
    const answer = await raw('GET', rawPath);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, message: expect.stringMatching(/^No endpoint at /), result: {} });
  });

  it('leaves pages to Next', async () => {
    const page = await fetch(`${base()}/translate`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
