/**
 * Every error the API answers, by code: the one table that maps a code to its HTTP status
 * and says what it means. The server throws codes (`new ApiError('invalid_input', ...)`),
 * the OpenAPI document lists them per endpoint, and clients branch on `code`, never on the
 * message text, which is for people and may be reworded.
 */
export const ERROR_CODES = {
  invalid_input: { status: 400, description: 'A field breaks a rule; the message names the field and the rule.' },
  malformed_request: { status: 400, description: 'The HTTP request itself could not be parsed.' },
  unknown_id: { status: 400, description: 'An id in the request names nothing; `details.id` says which.' },
  unauthorized: { status: 401, description: 'Missing, malformed, unknown, revoked or expired credential.' },
  forbidden: { status: 403, description: 'The credential is valid but may not call this endpoint (owner only, or a demo link of another capability).' },
  not_found: { status: 404, description: 'No endpoint or resource at this path.' },
  method_not_allowed: { status: 405, description: 'The path exists but not with this method; see Allow.' },
  request_timeout: { status: 408, description: 'The request did not arrive in time: its headers within 60 s, or its body stopped for BODY_IDLE_TIMEOUT_MS (60 s); send it again.' },
  payload_too_large: { status: 413, description: 'The body is over the size limit.' },
  uri_too_long: { status: 414, description: 'The request line (path and query) is over the size limit.' },
  range_not_satisfiable: { status: 416, description: "The Range asked for lies outside the file; Content-Range gives the file's size." },
  unsupported_media_type: { status: 415, description: 'The body is not of an accepted type.' },
  expectation_failed: { status: 417, description: 'An Expect header other than 100-continue, which the server cannot meet.' },
  rate_limited: { status: 429, description: 'Over the rate limit; see Retry-After and the RateLimit-* headers.' },
  headers_too_large: { status: 431, description: 'The request headers are over the size limit.' },
  internal_error: { status: 500, description: 'An unexpected error; the envelope carries a request id to quote.' },
  job_failed: { status: 500, description: 'The background job behind this request failed; the message says why.' },
  not_built_locally: { status: 501, description: 'The local engine does not offer this; the message says how to use the upstream.' },
  not_offered_upstream: { status: 501, description: 'A Prism extension the hosted upstream does not offer; use the local provider for it.' },
  upstream_unreachable: { status: 502, description: 'A server this request depends on could not be reached.' },
  upstream_error: { status: 502, description: 'A server this request depends on failed or answered off contract.' },
  upstream_credential_refused: { status: 502, description: "The upstream refused the server's own credential (UPSTREAM_API_KEY); the operator must fix it." },
  unavailable: { status: 503, description: 'Not configured, or busy; try again later (see Retry-After when present).' },
  upstream_timeout: { status: 504, description: 'A server this request depends on did not answer in time.' },
  checksum_mismatch: { status: 502, description: 'Downloaded or imported model bytes do not match the catalogue sha256; the file was deleted.' },
  insufficient_storage: { status: 507, description: "Not enough free disk space on the server: for a model (MODELS_DIR) the message says how much is needed; otherwise the server's disk is full and the operator must free space." },
  licence_not_accepted: { status: 403, description: 'The model\'s licence forbids commercial use; install it again with accept_licence (CLI: --accept-licence).' },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

export const statusOfCode = (code: ErrorCode): number => ERROR_CODES[code].status;

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/**
 * What any endpoint may answer, whatever it does: the gate, the body reader and the server
 * around it. An endpoint adds its own (`errors` in its contract entry).
 */
export const COMMON_ERROR_CODES: readonly ErrorCode[] = [
  'invalid_input',
  'malformed_request',
  'unauthorized',
  'forbidden',
  'method_not_allowed',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'expectation_failed',
  'rate_limited',
  'headers_too_large',
  // Any call may write (an upload, a result, the store itself) when the server's disk is full.
  'insufficient_storage',
  'internal_error',
];

/** What an endpoint answered by a provider (local engine or upstream) may answer besides. */
export const PROVIDER_ERROR_CODES: readonly ErrorCode[] = [
  'not_built_locally',
  'not_offered_upstream',
  'upstream_unreachable',
  'upstream_error',
  'upstream_credential_refused',
  'unavailable',
  'upstream_timeout',
];

/** Every code an endpoint may answer, for its OpenAPI entry and its docs. */
export function errorCodesOf(endpoint: { capability: string; errors?: readonly ErrorCode[] }): ErrorCode[] {
  const codes = new Set<ErrorCode>([...COMMON_ERROR_CODES, ...(endpoint.capability === 'platform' ? [] : PROVIDER_ERROR_CODES), ...(endpoint.errors ?? [])]);
  return ERROR_CODE_NAMES.filter((code) => codes.has(code));
}
