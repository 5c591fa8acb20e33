import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { HANDLER_METHODS, ROUTE_ROOTS, routeFolders } from '@/lib/server/front/routes';

/**
 * What the API front (server.ts → lib/server/front) must do as Next's router did, and what
 * it does better: HEAD, OPTIONS, lengths on file answers, and odd paths as envelopes.
 */
const base = () => inject('localUrl');

function raw(method: string, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string }> {
  return rawWith(method, rawPath, {});
}

function rawWith(method: string, rawPath: string, headers: http.OutgoingHttpHeaders): Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string }> {
  const url = new URL(base());
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }));
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

  // The production server is compiled (scripts/build-server.ts) with its own, static copy of
  // the route table: every route file on disk must be in it, with every handler it exports.
  it('routes every route file under api/ and v1/, with the methods its source exports', async () => {
    const checked: string[] = [];
    for (const { dir, mount } of ROUTE_ROOTS) {
      for (const folder of routeFolders(path.join(process.cwd(), dir))) {
        const source = readFileSync(path.join(process.cwd(), dir, folder, 'route.ts'), 'utf8');
        const methods = HANDLER_METHODS.filter((method) => new RegExp(`^export (const|async function|function) ${method}\\b`, 'm').test(source));
        const concrete = folder.replace(/\[\.\.\.\w+\]/g, 'a/b').replace(/\[\w+\]/g, 'x1');
        const urlPath = `/${mount ?? 'api'}/${concrete}`;
        const answer = await raw('OPTIONS', urlPath);
        expect(answer.status, urlPath).toBe(204);
        expect(answer.headers.allow, urlPath).toBe([...methods, 'OPTIONS'].join(', '));
        checked.push(urlPath);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
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

  it('leaves pages to Next, on its own thread (lib/server/front/pages-thread.ts): its answer and headers come back whole', async () => {
    const page = await raw('GET', '/translate');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(page.body).toContain('</html>');
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    // Compressed for a client that takes gzip, and the same page once unpacked.
    const packed = await fetch(`${base()}/translate`);
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    const html = await packed.text();
    expect(html).toBe(page.body);
    // One Date (the thread's), not a second one added by the front.
    const head = await raw('HEAD', '/translate');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'date')).toHaveLength(1);
    // Next's own assets come through the thread too.
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${base()}${script}`);
    expect(asset.status).toBe(200);
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  // page-proxy.ts on the pages thread decides by the client's address, which the front passes on.
  it("signs in visitors by the client's address, not by the thread's socket or a header the client forges", async () => {
    expect((await raw('GET', '/translate')).status).toBe(200);
    const forwarded = await rawWith('GET', '/translate', { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(307);
    expect(forwarded.headers.location).toMatch(/\/login\?next=%2Ftranslate$/);
    // The front writes x-prism-peer itself: a client naming another address in it is still itself.
    expect((await rawWith('GET', '/translate', { 'x-prism-peer': '203.0.113.9' })).status).toBe(200);
  });
});
