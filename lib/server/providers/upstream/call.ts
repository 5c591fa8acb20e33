import 'server-only';
import { successEnvelope, type EndpointContract } from '@/lib/contract';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError, codeForStatus } from '../../errors';
import { upstreamTimeout } from './timeouts';

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
  const url = new URL(UPSTREAM_BASE_URL.replace(/\/$/, '') + endpoint.path);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  if (!hasBody) {
    for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
  }

  const timeoutMs = UPSTREAM_TIMEOUT_MS ?? upstreamTimeout(endpoint.id);
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(timeoutMs)]);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${UPSTREAM_API_KEY}`,
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        'x-request-id': ctx.requestId,
      },
      body: hasBody ? JSON.stringify(input) : undefined,
      signal,
      redirect: 'error',
    });
  } catch (error) {
    if (signal.aborted && !ctx.signal.aborted) {
      throw new ApiError('gateway_timeout', `The upstream service did not answer within ${timeoutMs / 1000} s.`);
    }
    ctx.log.warn({ err: error, endpoint: endpoint.id }, 'upstream unreachable');
    throw new ApiError('bad_gateway', 'The upstream service could not be reached.');
  }

  const body = await readJson(response, signal, timeoutMs);
  if (!response.ok) {
    const message = isEnvelope(body) && body.message ? body.message : `The upstream service answered ${response.status}.`;
    const retryAfter = response.headers.get('retry-after');
    throw new ApiError(codeForStatus(response.status), message, retryAfter ? { 'Retry-After': retryAfter } : {});
  }
  const parsed = successEnvelope(endpoint.response).safeParse(body);
  if (!parsed.success) {
    ctx.log.warn({ endpoint: endpoint.id, issues: parsed.error.issues.slice(0, 3) }, 'upstream answer off contract');
    throw new ApiError('bad_gateway', 'The upstream service answered with an unexpected shape.');
  }
  return parsed.data.result;
}

async function readJson(response: Response, signal: AbortSignal, timeoutMs: number): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    if (signal.aborted) throw new ApiError('gateway_timeout', `The upstream service did not answer within ${timeoutMs / 1000} s.`);
    throw new ApiError('bad_gateway', `The upstream service answered ${response.status} without JSON.`);
  }
}

function isEnvelope(body: unknown): body is { status: boolean; message?: string } {
  return typeof body === 'object' && body !== null && 'status' in body;
}
