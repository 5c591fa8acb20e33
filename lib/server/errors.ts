/**
 * Every error the API answers with, by code. The code decides the HTTP status here and
 * nowhere else; handlers throw `new ApiError('bad_request', 'text: ...')`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  bad_gateway: 502,
  unavailable: 503,
  gateway_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

/** For upstream answers: keep the upstream's status when it is an error status we know. */
export function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as ErrorCode;
  return status >= 500 ? 'bad_gateway' : 'bad_request';
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
