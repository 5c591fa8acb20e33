import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { specEndpoints } from '@/lib/contract';
import { UPSTREAM_SAMPLES } from '../support/upstream-samples';
import { queryString, request } from './http';

async function seenByDouble(): Promise<Array<{ method: string; path: string; authorization?: string; body: string }>> {
  return (await fetch(`${inject('doubleUrl')}/__seen`)).json();
}

function call(endpoint: (typeof specEndpoints)[number], input: unknown) {
  const path = `/api${endpoint.path}`;
  return endpoint.method === 'GET' ? request('upstream', 'GET', path + queryString(input)) : request('upstream', endpoint.method, path, { json: input });
}

describe('upstream mode: the app proxies to the hosted service (test double)', () => {
  it.each(specEndpoints.map((e) => [e.id, e] as const))('%s: passes a valid request through and returns the upstream result', async (id, endpoint) => {
    const answer = await call(endpoint, endpoint.examples.valid[0]);
    expect(answer.status, answer.text).toBe(200);
    // The upstream's result, as the contract shapes it (defaults the upstream left out filled in).
    expect(answer.body).toEqual({ status: true, message: 'success', result: endpoint.response.parse(UPSTREAM_SAMPLES[id]) });
  });

  it('sends the server-held credential as a Bearer token, with defaults filled in', async () => {
    await request('upstream', 'POST', '/api/translate/predict', { json: { text: 'Hello there', target_lang: 'es' } });
    const last = (await seenByDouble()).filter((r) => r.path === '/translate/predict').at(-1)!;
    expect(last.authorization).toBe(`Bearer ${inject('upstreamKey')}`);
    expect(JSON.parse(last.body)).toEqual({ text: 'Hello there', target_lang: 'es', source_lang: 'auto' });
  });

  it('validates before calling: a bad request never reaches the upstream', async () => {
    const before = (await seenByDouble()).length;
    const answer = await request('upstream', 'POST', '/api/translate/predict', { json: { text: 'hi', target_lang: 'es' } });
    expect(answer.status).toBe(400);
    expect((await seenByDouble()).length).toBe(before);
  });

  it("passes the upstream's 401 through with its message", async () => {
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-401 please' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: false, message: 'Invalid API key', result: {} });
  });

  it("passes the upstream's 429 through with Retry-After", async () => {
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-429 please' } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toMatchObject({ status: false, message: 'Rate limit exceeded', result: {} });
  });

  it("passes the upstream's 500 through as an error envelope", async () => {
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-500 please' } });
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ status: false, message: 'Upstream exploded', result: {} });
  });

  it('maps a dropped connection to 502 and an off-contract answer to 502', async () => {
    const dropped = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-drop please' } });
    expect(dropped.status).toBe(502);
    expect(dropped.body.status).toBe(false);
    const garbage = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-garbage please' } });
    expect(garbage.status).toBe(502);
    // A redirect is not followed (the credential would go with it): a 502 that says so.
    const redirected = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-redirect please' } });
    expect(redirected.status).toBe(502);
    expect(redirected.body.message).toMatch(/redirect \(302\)/);
  });

  it('maps an upstream slower than its time-out to 504', async () => {
    const started = Date.now();
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-slow please' } });
    expect(answer.status).toBe(504);
    expect(answer.body.message).toMatch(/did not answer within/);
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('never lets the upstream credential reach a response or the log', async () => {
    const key = inject('upstreamKey');
    const answers = await Promise.all([
      request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-500 please' } }),
      request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-drop please' } }),
      request('upstream', 'GET', '/api/health'),
      request('upstream', 'GET', '/api/openapi.json'),
    ]);
    for (const answer of answers) {
      expect(answer.text).not.toContain(key);
      expect([...answer.headers.values()].join(' ')).not.toContain(key);
    }
    expect(readFileSync(inject('upstreamLog'), 'utf8')).not.toContain(key);
  });

  it('reports every capability on the upstream provider', async () => {
    const answer = await request('upstream', 'GET', '/api/health');
    const { providers } = answer.body.result as { providers: Record<string, string> };
    expect(new Set(Object.values(providers))).toEqual(new Set(['upstream']));
  });
});
