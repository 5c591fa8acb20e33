import 'server-only';
import { errorOutcome, type JsonOutcome } from './envelope';
import { ApiError, isApiError } from './errors';
import type { Logger } from './log';

/** Next's route args: the dynamic segments of the path, if any. */
export type RouteArgs = { params?: Promise<Record<string, string | string[]>> };

/** The path parameters as plain strings (a catch-all segment joined with /). */
export async function routeParams(args?: RouteArgs): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries((await args?.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
}

/**
 * Any thrown error as an envelope: an ApiError as it says; anything else a 500 that shows
 * only the request id, with the detail going to the log.
 */
export function failureOutcome(error: unknown, headers: Record<string, string>, requestId: string, log: Logger): JsonOutcome {
  const apiError = isApiError(error) ? error : new ApiError('internal', `Internal error; quote request id ${requestId} when reporting it.`);
  if (!isApiError(error)) log.error({ err: error }, 'unexpected error');
  return errorOutcome(apiError, headers, requestId);
}
