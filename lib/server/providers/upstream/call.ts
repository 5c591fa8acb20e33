import 'server-only';
import { Agent, type Dispatcher } from 'undici';
import { successEnvelope, type EndpointContract } from '@/lib/contract';
import { formatLimit } from '@/lib/contract/limits/sizes';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { markChecked } from '../../checked-results';
import { ApiError, type ErrorCode } from '../../errors';
import { redactSecrets } from '../../redact';
import { AnswerTooLarge, AnswerTooSlow, CallerHungUp, exchange, type Answer } from './exchange';
import { refuseUnreachableFiles } from './reachable-files';
import { upstreamTimeout } from './timeouts';

/**
 * One keep-alive pool to the hosted service, called through undici's dispatch interface
 * (exchange.ts) rather than fetch() or request(): the gateway's own cost is a goal
 * (bench/gateway), and Web streams, body streams and a signal per call cost more than
 * everything else a small endpoint does.
 */
const upstreamAgent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

/**
 * The most of one upstream answer held in memory. The service answers JSON envelopes; the
 * largest are speech results with base64 WAV (ten minutes of 24 kHz audio is ~40 MB). An
 * answer past this is cut off as it arrives: one that never ended took the server down.
 */
export const UPSTREAM_MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * A request field only our engines honour (the contract's `localOnly`), set: a 400 naming it,
 * before any call. Given but asking nothing (a penalty of 0, free text), it is left out of what
 * is sent: the hosted service does not know the field.
 */
function withoutLocalOnly(localOnly: NonNullable<EndpointContract['localOnly']>, input: unknown): unknown {
  const fields = input as Record<string, unknown> | null;
  let sent = fields;
  for (const [field, { lacks, except }] of Object.entries(localOnly)) {
    const value = fields?.[field];
    if (value === undefined) continue;
    const asksNothing = typeof except === 'object' ? Object.entries(except).every(([key, expected]) => (value as Record<string, unknown> | null)?.[key] === expected) : value === except;
    if (!asksNothing) throw new ApiError('invalid_input', `${field}: the hosted service (the upstream provider) has no ${lacks}; leave it out, or use a local engine`);
    if (sent === fields) sent = { ...fields };
    delete sent![field];
  }
  return sent;
}

/**
 * Calls the hosted service for one endpoint: same path, same method, the input we already
 * validated, and the credential only the server holds. The answer is checked against the
 * contract before it goes back, so a caller never sees a shape the docs do not promise.
 */
export async function callUpstream(endpoint: EndpointContract, input: unknown, ctx: CallContext): Promise<unknown> {
  const { UPSTREAM_BASE_URL, UPSTREAM_API_KEY, UPSTREAM_TIMEOUT_MS } = env();
  if (!UPSTREAM_BASE_URL || !UPSTREAM_API_KEY) {
    throw new ApiError('unavailable', 'The upstream provider is selected but UPSTREAM_BASE_URL or UPSTREAM_API_KEY is not set.');
  }
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  if (endpoint.localOnly) input = withoutLocalOnly(endpoint.localOnly, input);
  const base = upstreamBase(UPSTREAM_BASE_URL);
  if (hasBody) refuseUnreachableFiles(input, UPSTREAM_BASE_URL);

  // The deadline is undici's for the answer's headers and each silence in its body (an
  // envelope is one chunk), and exchange()'s for a body still trickling in after it (so the
  // longest an answer can take is twice the time-out). A timer and a second signal per call
  // cost more than the call. The caller hanging up ends the exchange too.
  const timeoutMs = UPSTREAM_TIMEOUT_MS ?? upstreamTimeout(endpoint.id);
  const tooSlow = () => new ApiError('upstream_timeout', `The upstream service did not answer within ${timeoutMs / 1000} s.`);
  let response: Answer;
  try {
    response = await exchange(
      upstreamAgent,
      {
        origin: base.origin,
        path: base.path + endpoint.path + (hasBody ? '' : queryOf(input)),
        method: endpoint.method as Dispatcher.HttpMethod,
        headers: {
          authorization: `Bearer ${UPSTREAM_API_KEY}`,
          accept: 'application/json',
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          'x-request-id': ctx.requestId,
        },
        body: hasBody ? JSON.stringify(input) : undefined,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
      ctx.onHangUp,
      { maxBytes: UPSTREAM_MAX_ANSWER_BYTES, deadline: Date.now() + timeoutMs },
    );
  } catch (error) {
    if (isTimeout(error) || error instanceof AnswerTooSlow) throw tooSlow();
    if (error instanceof AnswerTooLarge) {
      ctx.log.warn({ maxBytes: error.maxBytes }, 'upstream answer too large');
      throw new ApiError('upstream_error', `The upstream service's answer passed ${formatLimit(error.maxBytes)}, the most this server reads; it was cut off.`);
    }
    // Nobody is left to read the answer; not the service's fault, so no warning either.
    if (error instanceof CallerHungUp) throw new ApiError('upstream_unreachable', error.message);
    ctx.log.warn({ err: error }, 'upstream unreachable');
    throw new ApiError('upstream_unreachable', 'The upstream service could not be reached.');
  }

  const status = response.statusCode;
  if (status >= 300 && status < 400) {
    throw new ApiError('upstream_error', `The upstream service answered a redirect (${status}); check UPSTREAM_BASE_URL.`);
  }
  let body: unknown;
  try {
    // The one redaction step: whatever the service echoes (our credential in a message, a
    // field or a nested object) is removed before anything of the answer is read.
    body = JSON.parse(redactSecrets(response.body.toString('utf8')));
  } catch {
    throw new ApiError('upstream_error', `The upstream service answered ${status} without JSON.`, {}, undefined, status);
  }
  if (status >= 400) throw upstreamRefusal(status, body, response.headers['retry-after']);
  const parsed = successEnvelope(endpoint.response).safeParse(body);
  if (!parsed.success) {
    ctx.log.warn({ endpoint: endpoint.id, issues: parsed.error.issues.slice(0, 3) }, 'upstream answer off contract');
    throw new ApiError('upstream_error', 'The upstream service answered with an unexpected shape.');
  }
  // Parsed by the endpoint's own response schema just now: endpoint() need not do it again.
  return markChecked(parsed.data.result);
}

/**
 * An upstream error as the caller's error. Its 401/403 refused *our* credential, not the
 * caller's: a 502 telling the operator what to fix. A 429 keeps its Retry-After; a 5xx is
 * a 502 with the service's (redacted) message; other 4xx keep their meaning.
 */
function upstreamRefusal(status: number, body: unknown, retryAfter: string | string[] | undefined): ApiError {
  const said = isEnvelope(body) && typeof body.message === 'string' && body.message ? body.message : `The upstream service answered ${status}.`;
  if (status === 401 || status === 403) {
    return new ApiError(
      'upstream_credential_refused',
      `The upstream service refused this server's credential (HTTP ${status}); the operator should check UPSTREAM_API_KEY.`,
      {},
      undefined,
      status,
    );
  }
  if (status === 429) {
    const wait = typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter.trim()) ? retryAfter.trim() : '1';
    return new ApiError('rate_limited', `The upstream service is over its rate limit: ${said}`, { 'Retry-After': wait }, undefined, status);
  }
  if (status >= 500) return new ApiError('upstream_error', `The upstream service failed (HTTP ${status}): ${said}`, {}, undefined, status);
  const code: ErrorCode = status === 404 ? 'not_found' : status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_input';
  return new ApiError(code, said, {}, undefined, status);
}

/** UPSTREAM_BASE_URL as undici's dispatch wants it: the origin, and a path prefix if any. */
let parsedBase: { url: string; origin: string; path: string } | undefined;
function upstreamBase(url: string): { origin: string; path: string } {
  if (parsedBase?.url !== url) {
    const parsed = new URL(url);
    parsedBase = { url, origin: parsed.origin, path: parsed.pathname.replace(/\/$/, '') };
  }
  return parsedBase;
}

function isTimeout(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(body: unknown): body is { status: boolean; message?: string } {
  return typeof body === 'object' && body !== null && 'status' in body;
}
