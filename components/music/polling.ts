import { ApiClientError } from '@/lib/client';

/**
 * How long to wait before the next poll of /music/fetch. Backs off while a render runs
 * (1 s, growing to 8 s), waits as long as Retry-After says after a 429, and slows down to
 * the window's reset when the RateLimit-Remaining header says the budget is nearly spent.
 */
export const POLL_FIRST_MS = 1000;
export const POLL_MAX_MS = 8000;

export function backoffMs(attempt: number): number {
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** attempt));
}

/** Delay after a successful poll, honouring the rate-limit headers it carried. */
export function delayAfterSuccess(attempt: number, headers: Headers | null): number {
  const delay = backoffMs(attempt);
  const remaining = Number(headers?.get('ratelimit-remaining') ?? NaN);
  const reset = Number(headers?.get('ratelimit-reset') ?? NaN);
  if (Number.isFinite(remaining) && Number.isFinite(reset) && remaining <= 1) return Math.max(delay, reset * 1000);
  return delay;
}

/** Delay after a failed poll: the server's Retry-After (429, 503), else the backoff. */
export function delayAfterError(attempt: number, error: unknown): number {
  if (error instanceof ApiClientError && error.retryAfterMs !== null) return Math.max(error.retryAfterMs, POLL_FIRST_MS);
  return backoffMs(attempt + 1);
}

/** The id an `unknown_id` error names, so a stale saved id can be dropped. */
export function unknownIdOf(error: unknown): string | null {
  if (!(error instanceof ApiClientError) || error.code !== 'unknown_id') return null;
  const id = error.details?.id;
  return typeof id === 'string' ? id : null;
}
