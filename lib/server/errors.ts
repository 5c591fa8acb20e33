import 'server-only';
import { statusOfCode, type ErrorCode } from '@/lib/contract/errors';

export type { ErrorCode } from '@/lib/contract/errors';

/**
 * An error a handler means to answer. Its code (from the contract's one table) decides the
 * HTTP status; the message is for people: for bad input it names the field and the rule.
 * `details` go to the caller too (plain facts such as the unknown id); `cause` stays in the
 * server (what a failing dependency answered, for the code that catches it to branch on).
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: Record<string, string | number>,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = statusOfCode(code);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What a request whose caller went away ends with: nobody reads it, the log records it. */
export const cancelledByClient = () => new ApiError('invalid_input', 'request: cancelled by the client');

/**
 * Something the configuration names does not work (DATA_DIR cannot be written, DATABASE_URL
 * cannot be reached): the server cannot start, and says so in one line naming the variable,
 * without a stack trace. `cause` keeps the system's own error for the log.
 */
export class ConfigurationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigurationError';
  }
}
