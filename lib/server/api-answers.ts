import 'server-only';
import { ApiError } from './errors';

/**
 * The answers for a path under /api that no handler takes: 404 for an unknown path, 405
 * with Allow for a known path called with another method. Shared by the API front.
 */
export function notFoundError(pathname: string): ApiError {
  return new ApiError('not_found', `No endpoint at ${pathname}; see /api/openapi.json.`);
}

/** `path` is the API path without the /api prefix; `allowed` the methods it answers. */
export function methodNotAllowedError(method: string, path: string, allowed: readonly string[]): ApiError {
  return new ApiError('method_not_allowed', `${method} is not allowed on /api${path}; use ${allowed.join(' or ')}.`, {
    allow: [...allowed, 'OPTIONS'].join(', '),
  });
}
