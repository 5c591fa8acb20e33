import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allEndpoints, type EndpointContract } from '@/lib/contract';
import { ERROR_CODES, isErrorCode } from '@/lib/contract/errors';
import { openai } from '@/lib/contract/openai';
import { startStudioProcess, type StudioProcess } from '../support/studio-process';

/**
 * Bad input, every endpoint: each field of each endpoint's valid example swapped for hostile
 * values, dropped, or joined by fields that should not be there; bodies that are not JSON,
 * cut short, nested too deep or not UTF-8; hostile path ids and query strings. Over real
 * HTTP, against production servers of their own (no rate limits, so every request reaches its
 * endpoint), on the local engine and on the upstream double. Nothing may answer 500, hang, or
 * answer an error outside the contract's table.
 */
const PORT = Number(process.env.API_TEST_FUZZ_PORT ?? 3323);
const ANSWER_WITHIN_MS = 30_000;
const CONCURRENCY = 4;
const UNLIMITED = { NODE_ENV: 'production', RATE_LIMIT_IP_RPM: '0', OWNER_RPM: '1000000' };

/** Values no field of any endpoint should take as they are; some may be valid somewhere. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  [],
  [null, { a: 1 }],
  {},
  { __proto__: { admin: true }, nested: { deeper: {} } },
  'http://127.0.0.1:1/x',
  'file:///etc/passwd',
  'data:,',
  '/api/files/../../package.json',
];

/** Whole bodies that are not the JSON object an endpoint reads. */
const HOSTILE_BODIES: string[] = ['', 'null', '[]', '"text"', '42', '{', '{"a":', 'not json at all', `${'['.repeat(5000)}${']'.repeat(5000)}`, '\ufeff{}', '{"a":1,"a":2}'];

/** What replaces {id} in a path. */
const HOSTILE_IDS = ['x', '%00', '..%2F..%2Fpackage.json', 'a'.repeat(300), '%E0%A4%A', '%20', 'psk_' + 'z'.repeat(40)];

interface Probe {
  endpoint: string;
  what: string;
  method: string;
  url: string;
  body?: string | Blob;
  contentType?: string;
}

function urlOf(base: string, endpoint: EndpointContract, id = 'x'): string {
  const path = endpoint.path.replace('{id}', id);
  return `${base}${path.startsWith('/v1/') ? '' : '/api'}${path}`;
}

function queryOf(input: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Every probe for one endpoint, in a fixed order (no randomness: a failure replays). */
function probesOf(server: string, endpoint: EndpointContract): Probe[] {
  const base = (endpoint.examples.valid[0] ?? {}) as Record<string, unknown>;
  const variants: Array<{ what: string; input: Record<string, unknown> }> = [];
  for (const field of Object.keys(base)) {
    HOSTILE_VALUES.forEach((value, i) => variants.push({ what: `${field} = hostile #${i}`, input: { ...base, [field]: value } }));
    const { [field]: _dropped, ...rest } = base;
    variants.push({ what: `${field} dropped`, input: rest });
  }
  variants.push({ what: 'an unknown field', input: { ...base, surprise: 'field', constructor: { prototype: { polluted: true } } } });
  for (const invalid of endpoint.examples.invalid) variants.push({ what: `invalid example (${invalid.field})`, input: invalid.input as Record<string, unknown> });

  const probes: Probe[] = [];
  const id = { endpoint: endpoint.id, method: endpoint.method };
  const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH';
  if (endpoint.id === 'platform.upload') {
    // A body of raw bytes or a multipart form, not JSON.
    probes.push({ ...id, what: 'bytes that are no media', url: urlOf(server, endpoint), body: new Blob([new Uint8Array([0, 1, 2, 3, 255])]), contentType: 'application/octet-stream' });
    probes.push({ ...id, what: 'a form cut off', url: urlOf(server, endpoint), body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF', contentType: 'multipart/form-data; boundary=b' });
    probes.push({ ...id, what: 'a form without a boundary', url: urlOf(server, endpoint), body: 'x', contentType: 'multipart/form-data' });
    return probes;
  }
  if (endpoint.path.includes('{id}')) {
    for (const hostile of HOSTILE_IDS) probes.push({ ...id, what: `id ${hostile.slice(0, 20)}`, url: urlOf(server, endpoint, hostile), ...(hasBody ? { body: '{}', contentType: 'application/json' } : {}) });
    return probes;
  }
  if (hasBody) {
    for (const variant of variants) probes.push({ ...id, what: variant.what, url: urlOf(server, endpoint), body: JSON.stringify(variant.input), contentType: 'application/json' });
    for (const body of HOSTILE_BODIES) probes.push({ ...id, what: `body ${JSON.stringify(body.slice(0, 12))}`, url: urlOf(server, endpoint), body, contentType: 'application/json' });
    const valid = JSON.stringify(base);
    for (const cut of [1, Math.floor(valid.length / 2), valid.length - 1]) probes.push({ ...id, what: `valid body cut at ${cut}`, url: urlOf(server, endpoint), body: valid.slice(0, cut), contentType: 'application/json' });
    probes.push({ ...id, what: 'body not UTF-8', url: urlOf(server, endpoint), body: new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]), contentType: 'application/json' });
    probes.push({ ...id, what: 'a form instead of JSON', url: urlOf(server, endpoint), body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
  } else {
    for (const variant of variants) probes.push({ ...id, what: variant.what, url: urlOf(server, endpoint) + queryOf(variant.input) });
    probes.push({ ...id, what: 'a broken escape', url: `${urlOf(server, endpoint)}?${Object.keys(base)[0] ?? 'q'}=%zz%` });
    probes.push({ ...id, what: 'a repeated parameter', url: `${urlOf(server, endpoint)}?${Object.keys(base)[0] ?? 'q'}=a&${Object.keys(base)[0] ?? 'q'}=b` });
  }
  return probes;
}

interface Finding {
  probe: Probe;
  problem: string;
}

async function send(probe: Probe): Promise<Finding | null> {
  let response: Response;
  try {
    response = await fetch(probe.url, {
      method: probe.method,
      headers: probe.contentType ? { 'content-type': probe.contentType } : {},
      body: probe.body,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
  } catch (error) {
    return { probe, problem: `no answer: ${(error as Error).name === 'TimeoutError' ? `nothing within ${ANSWER_WITHIN_MS} ms` : String(error)}` };
  }
  const text = await response.text();
  if (response.status < 400) return null;
  let body: { code?: unknown; message?: unknown; request_id?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { probe, problem: `${response.status} without a JSON envelope: ${text.slice(0, 120)}` };
  }
  if (!isErrorCode(body.code)) return { probe, problem: `${response.status} with no code from the table: ${text.slice(0, 160)}` };
  if (ERROR_CODES[body.code].status !== response.status) return { probe, problem: `${response.status} with code ${body.code}, whose status is ${ERROR_CODES[body.code].status}` };
  if (body.code === 'internal_error' || response.status === 500) return { probe, problem: `${response.status} ${body.code}: ${String(body.message).slice(0, 160)}` };
  if (typeof body.request_id !== 'string') return { probe, problem: `${response.status} without a request id` };
  return null;
}

describe.each([
  ['the local engine', 0, () => ({ PROVIDER: 'local' })],
  ['the upstream', 1, () => ({ PROVIDER: 'upstream', UPSTREAM_BASE_URL: inject('doubleUrl'), UPSTREAM_API_KEY: inject('upstreamKey'), UPSTREAM_TIMEOUT_MS: '2000' })],
] as const)('bad input on every endpoint, answered by %s', (_name, offset, provider) => {
  let studio: StudioProcess;
  beforeAll(async () => {
    studio = await startStudioProcess(PORT + offset, [], { ...UNLIMITED, ...provider() });
  });
  afterAll(() => studio?.stop());

  it('never answers 500, never hangs, and every error is an envelope with its code and status', async () => {
    const endpoints = [...allEndpoints, ...Object.values(openai)];
    const probes = endpoints.flatMap((endpoint) => probesOf(studio.base, endpoint));
    expect(probes.length).toBeGreaterThan(1000);
    const findings: Finding[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < probes.length) {
          const finding = await send(probes[next++]!);
          if (finding) findings.push(finding);
        }
      }),
    );
    const report = findings.slice(0, 25).map(({ probe, problem }) => `${probe.endpoint} (${probe.what}): ${problem}`);
    expect(report, `${findings.length} of ${probes.length} probes went wrong`).toEqual([]);
    // And the server is still there to answer.
    expect((await fetch(`${studio.base}/api/health`)).status).toBe(200);
  }, 600_000);
});
