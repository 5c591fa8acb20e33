import 'server-only';
import { Agent, request, type Dispatcher } from 'undici';
import { successEnvelope, type EndpointContract } from '@/lib/contract';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError, codeForStatus } from '../../errors';
import { upstreamTimeout } from './timeouts';

/**
 * One keep-alive pool to the hosted service. undici's request() rather than fetch(): the
 * gateway's own cost is a goal (bench/gateway), and fetch's Web streams and Request objects
 * cost more per call than everything else a small endpoint does.
 */
const upstreamAgent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

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
  const url = UPSTREAM_BASE_URL.replace(/\/$/, '') + endpoint.path + (hasBody ? '' : queryOf(input));

  // The deadline is undici's: for the answer's headers, then between chunks of its body (an
  // envelope is one chunk). A timer and a second signal per call cost more than the call.
  // The caller hanging up ends the exchange too.
  const timeoutMs = UPSTREAM_TIMEOUT_MS ?? upstreamTimeout(endpoint.id);
  const tooSlow = () => new ApiError('gateway_timeout', `The upstream service did not answer within ${timeoutMs / 1000} s.`);
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      dispatcher: upstreamAgent,
      method: endpoint.method as Dispatcher.HttpMethod,
      headers: {
        authorization: `Bearer ${UPSTREAM_API_KEY}`,
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        'x-request-id': ctx.requestId,
      },
      body: hasBody ? JSON.stringify(input) : undefined,
      signal: ctx.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    if (isTimeout(error)) throw tooSlow();
    ctx.log.warn({ err: error, endpoint: endpoint.id }, 'upstream unreachable');
    throw new ApiError('bad_gateway', 'The upstream service could not be reached.');
  }

  const status = response.statusCode;
  if (status >= 300 && status < 400) {
    await response.body.dump();
    throw new ApiError('bad_gateway', `The upstream service answered a redirect (${status}); check UPSTREAM_BASE_URL.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.body.text());
  } catch (error) {
    if (isTimeout(error)) throw tooSlow();
    throw new ApiError('bad_gateway', `The upstream service answered ${status} without JSON.`);
  }
  if (status >= 400) {
    const message = isEnvelope(body) && body.message ? body.message : `The upstream service answered ${status}.`;
    const retryAfter = response.headers['retry-after'];
    throw new ApiError(codeForStatus(status), message, typeof retryAfter === 'string' ? { 'Retry-After': retryAfter } : {});
  }
  const parsed = successEnvelope(endpoint.response).safeParse(body);
  if (!parsed.success) {
    ctx.log.warn({ endpoint: endpoint.id, issues: parsed.error.issues.slice(0, 3) }, 'upstream answer off contract');
    throw new ApiError('bad_gateway', 'The upstream service answered with an unexpected shape.');
  }
  return parsed.data.result;
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
