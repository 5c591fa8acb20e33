import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_ONLY_CAPABILITIES, specEndpoints } from '@/lib/contract';
import { UPSTREAM_SAMPLES } from '../support/upstream-samples';
import { queryString, request } from './http';

async function seenByDouble(): Promise<Array<{ method: string; path: string; authorization?: string; body: string; closedEarly: boolean }>> {
  return (await fetch(`${inject('doubleUrl')}/__seen`)).json();
}

function call(endpoint: (typeof specEndpoints)[number], input: unknown) {
  const path = `/api${endpoint.path}`;
  return endpoint.method === 'GET' ? request('upstream', 'GET', path + queryString(input)) : request('upstream', endpoint.method, path, { json: input });
}

/** Every spec endpoint the hosted service answers in upstream mode (GET /me is always this server's). */
const proxied = specEndpoints.filter((e) => e.capability === 'platform' || !LOCAL_ONLY_CAPABILITIES.includes(e.capability));

describe('upstream mode: the app proxies to the hosted service (test double)', () => {
  it.each(proxied.map((e) => [e.id, e] as const))('%s: passes a valid request through and returns the upstream result', async (id, endpoint) => {
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

  it.each([401, 403])("answers the upstream's %i as a 502 about the server's credential, never the caller's", async (status) => {
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: `upstream-${status} please` } });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ status: false, code: 'upstream_credential_refused', result: {} });
    expect(answer.body.message).toContain('UPSTREAM_API_KEY');
    expect(answer.body.message).toContain(`HTTP ${status}`);
  });

  it("passes the upstream's 429 through with Retry-After", async () => {
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-429 please' } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toMatchObject({ status: false, code: 'rate_limited', message: expect.stringContaining('Rate limit exceeded'), result: {} });
  });

  it("answers the upstream's 500 as a 502 that keeps its message", async () => {
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-500 please' } });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ status: false, code: 'upstream_error', message: expect.stringContaining('Upstream exploded'), result: {} });
  });

  it('never lets the credential out: not in the answer (message, headers, body) nor in the log', async () => {
    const key = inject('upstreamKey');
    const pieces = (text: string) => Array.from({ length: key.length - 7 }, (_, i) => key.slice(i, i + 8)).filter((run) => text.includes(run));
    const refused = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-echo please' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: false, code: 'invalid_input' });
    expect(refused.body.message).toContain('invalid key [redacted]');
    const headerText = [...refused.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    expect(pieces(refused.text)).toEqual([]);
    expect(pieces(headerText)).toEqual([]);
    expect(refused.headers.get('set-cookie')).toBeNull();

    const echoed = await request('upstream', 'POST', '/api/translate/predict', { json: { text: 'upstream-echo-ok please', target_lang: 'es' } });
    expect(echoed.status).toBe(200);
    expect(JSON.stringify(echoed.body)).toContain('[redacted]');
    expect(pieces(echoed.text)).toEqual([]);

    // The log line of each call is written when it ends; give the stream a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = readFileSync(inject('upstreamLog'), 'utf8');
    expect(log).toContain('"status":400');
    expect(pieces(log)).toEqual([]);
  });

  it('maps a dropped connection to 502 and an off-contract answer to 502', async () => {
    const dropped = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-drop please' } });
    expect(dropped.status).toBe(502);
    expect(dropped.body).toMatchObject({ status: false, code: 'upstream_unreachable' });
    const garbage = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-garbage please' } });
    expect(garbage.status).toBe(502);
    expect(garbage.body).toMatchObject({ code: 'upstream_error' });
    // A redirect is not followed (the credential would go with it): a 502 that says so.
    const redirected = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-redirect please' } });
    expect(redirected.status).toBe(502);
    expect(redirected.body).toMatchObject({ code: 'upstream_error', message: expect.stringMatching(/redirect \(302\)/) });
  });

  it('maps an upstream slower than its time-out to 504', async () => {
    const started = Date.now();
    const answer = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-slow please' } });
    expect(answer.status).toBe(504);
    expect(answer.body).toMatchObject({ code: 'upstream_timeout', message: expect.stringMatching(/did not answer within/) });
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('cuts off an answer that does not end (502, the server still up) and one that trickles past the time-out (504)', async () => {
    const endless = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-endless please' } });
    expect(endless.status).toBe(502);
    expect(endless.body).toMatchObject({ code: 'upstream_error', message: expect.stringMatching(/passed 64 MB/) });
    expect((await request('upstream', 'GET', '/api/health')).status).toBe(200);
    // A byte every 100 ms is never a silence of 2 s (the time-out), but the whole answer would take ~6 s.
    const started = Date.now();
    const trickled = await request('upstream', 'POST', '/api/translate/detect', { json: { text: 'upstream-trickle please' } });
    expect(trickled.status).toBe(504);
    expect(trickled.body).toMatchObject({ code: 'upstream_timeout' });
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('closes the upstream exchange as soon as the caller hangs up, not at the time-out, and logs the call as 499', async () => {
    const marker = `upstream-slow hang-up-${Date.now()}`;
    const logBefore = readFileSync(inject('upstreamLog'), 'utf8').length;
    const caller = new AbortController();
    const call = fetch(`${inject('upstreamUrl')}/api/translate/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: marker }),
      signal: caller.signal,
    }).catch(() => undefined);
    const entry = async () => (await seenByDouble()).find((e) => e.body.includes(marker));
    for (let i = 0; i < 50 && !(await entry()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await entry()).toMatchObject({ closedEarly: false });
    caller.abort();
    await call;
    // The app's time-out is 2 s; the exchange must be closed well before it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await entry()).toMatchObject({ closedEarly: true });
    // Its log line says the client went away (nginx's 499), not that the upstream failed (it
    // said 502 before, a server error to an operator counting them). Other calls may be
    // logged meanwhile; none of this file's others hangs up.
    const lines = readFileSync(inject('upstreamLog'), 'utf8').slice(logBefore).split('\n').filter((line) => line.includes('"endpoint":"translate.detect"'));
    expect(lines.some((line) => line.includes('"status":499'))).toBe(true);
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

  it('reports every capability on the upstream provider but the account, which is always this server\'s', async () => {
    const answer = await request('upstream', 'GET', '/api/health');
    const { providers } = answer.body.result as { providers: Record<string, string> };
    const { account, ...rest } = providers;
    expect(account).toBe('local');
    expect(new Set(Object.values(rest))).toEqual(new Set(['upstream']));
  });

  it("answers GET /me with the caller's account here, never the hosted account behind the server's key", async () => {
    const before = (await seenByDouble()).length;
    const answer = await request('upstream', 'GET', '/api/me');
    expect(answer.status).toBe(200);
    const hosted = UPSTREAM_SAMPLES['account.me'] as { id: string; name: string };
    expect(answer.body.result).not.toMatchObject({ id: hosted.id });
    expect(answer.body.result).toMatchObject({ id: expect.stringMatching(/^acc_/), current_plan: 'owner' });
    expect((await seenByDouble()).slice(before).map((s) => s.path)).not.toContain('/me');
  });
});
