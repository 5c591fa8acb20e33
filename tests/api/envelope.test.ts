import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, capabilityEndpoints, specEndpoints } from '@/lib/contract';
import { queryString, request } from './http';

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('behaviour every endpoint shares (local mode, production build)', () => {
  it('answers the README example: text too short is a 400 naming text and its length rule', async () => {
    const answer = await request('local', 'POST', '/api/translate/detect', { json: { text: 'hi' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: false, message: 'text: must be 3 to 1,500 characters', code: 'invalid_input', result: {}, request_id: expect.any(String) });
  });

  it('tells a missing field from one of the wrong type', async () => {
    const missing = await request('local', 'POST', '/api/translate/predict', { json: { target_lang: 'es' } });
    expect(missing.body.message).toBe('text: is required');
    const wrong = await request('local', 'POST', '/api/translate/predict', { json: { text: 42, target_lang: 'es' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('text: must be a string');
  });

  it('refuses a query parameter given twice, instead of keeping the last and dropping the rest', async () => {
    const answer = await request('local', 'GET', '/api/music/fetch?ids=abc123&ids=def456');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_input', message: 'ids: is given more than once; send it once (a list is one value, comma-separated)' });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const answer = await request('local', 'POST', '/api/translate/detect', { body: 'not json', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message: 'body: must be valid JSON', result: {} });
  });

  it('reads a JSON body that starts with a byte order mark (a .json file saved on Windows)', async () => {
    // Sent as UTF-8: EF BB BF, then the object.
    const body = `\uFEFF${JSON.stringify({ text: 'Where is the train station?' })}`;
    const answer = await request('local', 'POST', '/api/translate/detect', { body, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ lang: 'en' });
  });

  it('answers a JSON body that is not an object with a 400', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const answer = await request('local', 'POST', '/api/translate/predict', { body, headers: { 'content-type': 'application/json' } });
      expect(answer.status, body).toBe(400);
      expect(answer.body.message).toMatch(/^body: /);
    }
  });

  it.each(
    capabilityEndpoints.flatMap((e) => e.examples.invalid.map((example, i) => [`${e.id} #${i + 1}`, e, example] as const)),
  )('%s: invalid input is a 400 that names the field', async (_name, endpoint, example) => {
    const path = `/api${endpoint.path}`;
    const answer =
      endpoint.method === 'GET'
        ? await request('local', 'GET', path + queryString(example.input))
        : await request('local', endpoint.method, path, { json: example.input });
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(false);
    expect(answer.body.result).toEqual({});
    expect(answer.body.message).toContain(`${example.field}: `);
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: other methods get a 405 envelope with Allow', async (_name, endpoint) => {
    const path = `/api${endpoint.path.replace(/\{[^}]+\}/g, 'x')}`;
    for (const method of OTHER_METHODS.filter((m) => !allEndpoints.some((e) => e.path === endpoint.path && e.method === m))) {
      const answer = await request('local', method, path);
      expect(answer.status, method).toBe(405);
      expect(answer.body).toMatchObject({ status: false, result: {} });
      expect(answer.headers.get('allow')).toContain(endpoint.method);
    }
  });

  it('answers an unknown path under /api with a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await request('local', method, '/api/no/such/thing');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: false, result: {} });
    }
  });

  it('refuses a body over the size cap with 413, before reading it all', async () => {
    const answer = await request('local', 'POST', '/api/translate/detect', { body: JSON.stringify({ text: 'x'.repeat(22 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(answer.body.status).toBe(false);
  });

  it('serves an OpenAPI 3.1 document listing all 20 endpoints of the spec with their schemas', async () => {
    const answer = await request('local', 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const doc = answer.body as unknown as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown; responses: Record<string, unknown> }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of specEndpoints) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.id).toBeDefined();
      expect(operation!.responses['200'], endpoint.id).toBeDefined();
      if (endpoint.method === 'POST') expect(operation!.requestBody, endpoint.id).toBeDefined();
    }
    expect(specEndpoints).toHaveLength(20);
  });

  it('reports health, the build it serves and the provider of each capability', async () => {
    const answer = await request('local', 'GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ ok: true, providers: { translate: 'local', llm: 'local' } });
    // The stamp the pages of this build carry (next.config.mjs makes it Next's build id).
    const buildId = readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
    expect(buildId).toMatch(/^[0-9a-z]{6,}$/);
    expect((answer.body.result as { build: string }).build).toBe(buildId);
  });
});
