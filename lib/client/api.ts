import type { EndpointContract, RequestInputOf, ResultOf } from '@/lib/contract/define';
import type { ErrorCode } from '@/lib/contract/errors';
import { authorizationHeader } from './credential';
import type { EndpointRef } from './endpoints';
import { PART_MISSING_MESSAGE } from './part-missing';

/**
 * What went wrong, for code to branch on: the envelope's `code`, or, when no answer came,
 * `offline` (the browser has no network) or `network_error` (the server could not be reached),
 * or `page_outdated` (a part of the page loaded on demand could not be: see loadPart).
 */
export type ClientErrorCode = ErrorCode | 'offline' | 'network_error' | 'page_outdated';

/**
 * An error envelope from the API, with what a caller needs to react: its code (branch on it,
 * never on the message), status, headers and details (the unknown id of `unknown_id`).
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly headers: Headers,
    readonly code: ClientErrorCode = 'internal_error',
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
  endpoint: EndpointRef<E>,
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
  const response = await fetchOrExplain(url, {
    method: endpoint.method,
    headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...authorizationHeader() },
    body: hasBody ? JSON.stringify(rest) : undefined,
    credentials: 'same-origin',
    signal: options.signal,
  });
  return readEnvelope<ResultOf<E>>(response, options);
}

/**
 * fetch, with a failure to connect turned into an ApiClientError that says what happened:
 * the studio shell works offline, so an action that needs the server must say why it cannot run.
 */
export async function fetchOrExplain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw unreachableError();
  }
}

/**
 * A part of the page loaded when first needed (the uploader, the chat's event schema) that
 * cannot load (part-missing.ts): say that, and what to do, rather than the bundler's
 * "Failed to load chunk …".
 */
export function loadPart<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    if (navigator.onLine === false) throw unreachableError();
    throw new ApiClientError(PART_MISSING_MESSAGE, 0, new Headers(), 'page_outdated');
  });
}

/** No answer came: offline, or the server could not be reached (fetch and the upload's XHR alike). */
export function unreachableError(): ApiClientError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline
    ? new ApiClientError('You are offline. This needs the server: try again when you are back online.', 0, new Headers(), 'offline')
    : new ApiClientError('The server could not be reached. Check your connection and try again.', 0, new Headers(), 'network_error');
}

export async function readEnvelope<T>(response: Response, options: Pick<CallOptions, 'onHeaders'> = {}): Promise<T> {
  let body: { status?: boolean; message?: string; code?: string; details?: Record<string, string | number>; result?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, a dropped connection): reported below by status.
  }
  if (!response.ok || !body || body.status !== true) {
    const message = body?.message ?? `The server answered ${response.status} ${response.statusText}`.trim();
    // The code table stays on the server (its descriptions would ride on every page); the
    // envelope's code is trusted as it is, and an answer without one is judged by its status.
    const code = typeof body?.code === 'string' ? (body.code as ErrorCode) : response.status >= 500 ? 'internal_error' : 'invalid_input';
    throw new ApiClientError(message, response.status, response.headers, code, body?.details);
  }
  options.onHeaders?.(response.headers);
  return body.result as T;
}
