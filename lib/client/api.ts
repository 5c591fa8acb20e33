import type { EndpointContract, RequestInputOf, ResultOf } from '@/lib/contract';
import type { ErrorCode } from '@/lib/contract/errors';
import { authorizationHeader } from './credential';

/**
 * An error envelope from the API, with what a caller needs to react: its code (branch on
 * it, never on the message), status, headers and details. `code` is null when the answer
 * was no envelope at all (a proxy's error page, a dropped connection).
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly headers: Headers,
    readonly code: ErrorCode | null = null,
    readonly details: Record<string, string | number> | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }

  /** How long to wait before trying again, from Retry-After or RateLimit-Reset, in ms. */
  get retryAfterMs(): number | null {
    const seconds = Number(this.headers.get('retry-after') ?? this.headers.get('ratelimit-reset') ?? NaN);
    return Number.isFinite(seconds) ? seconds * 1000 : null;
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Receives the response headers (rate-limit figures) of a successful call. */
  onHeaders?: (headers: Headers) => void;
}

/** Calls one contract endpoint from the browser and returns its typed `result`. */
export async function callEndpoint<E extends EndpointContract>(
  endpoint: E,
  input: RequestInputOf<E>,
  options: CallOptions = {},
): Promise<ResultOf<E>> {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  // /keys/{id}: template segments are filled from the input and leave it.
  const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) };
  let url = `/api${endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  })}`;
  if (!hasBody) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    if ([...query].length) url += `?${query}`;
  }
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...authorizationHeader() },
    body: hasBody ? JSON.stringify(rest) : undefined,
    credentials: 'same-origin',
    signal: options.signal,
  });
  return readEnvelope<ResultOf<E>>(response, options);
}

export async function readEnvelope<T>(response: Response, options: Pick<CallOptions, 'onHeaders'> = {}): Promise<T> {
  let body: { status?: boolean; message?: string; code?: ErrorCode; details?: Record<string, string | number>; result?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, a dropped connection): reported below by status.
  }
  if (!response.ok || !body || body.status !== true) {
    const message = body?.message ?? `The server answered ${response.status} ${response.statusText}`.trim();
    throw new ApiClientError(message, response.status, response.headers, body?.code ?? null, body?.details);
  }
  options.onHeaders?.(response.headers);
  return body.result as T;
}
