import 'server-only';
import { randomUUID } from 'node:crypto';
import { errorOutcome, type JsonOutcome } from './envelope';
import type { CallContext, Caller } from './context';
import { ApiError, isApiError } from './errors';
import { log, logRequest, type Logger } from './log';
import type { Providers } from './providers/types';

/**
 * The status a call's log line gives when the client went away before its answer was written
 * (nginx's convention): whatever the handler made of it (a cancelled run, an upstream exchange
 * cut off) was never an answer, and counting it as a 4xx or 5xx would send an operator looking
 * for a fault that is not there.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** What a call carries from its first line to its log line: an id, a logger and a clock. */
export interface CallScope {
  requestId: string;
  log: Logger;
  /** Headers every answer to the call carries. */
  headers: Record<string, string>;
  /** The one log line per call. */
  done(method: string, status: number): void;
}

export function openCallScope(endpointId: string): CallScope {
  return new OpenCallScope(endpointId);
}

/** A class: per-call getters belong on a prototype (eslint.config.mjs says why). */
class OpenCallScope implements CallScope {
  readonly requestId = randomUUID();
  readonly headers: Record<string, string> = { 'x-request-id': this.requestId };
  private readonly started = performance.now();
  private callLog: Logger | undefined;

  constructor(private readonly endpointId: string) {}

  // Made when first used: most calls write only their one line, and a child logger per
  // call cost more than the line itself (bench/gateway).
  get log(): Logger {
    return (this.callLog ??= log.child({ requestId: this.requestId, endpoint: this.endpointId }));
  }

  done(method: string, status: number): void {
    logRequest({ requestId: this.requestId, endpoint: this.endpointId, method, status, ms: Math.round(performance.now() - this.started) });
  }
}

/**
 * The context endpoint() and rawEndpoint() hand their handler. A class: per-call getters
 * belong on a prototype (eslint.config.mjs says why).
 */
export class RouteCallContext<R extends { readonly signal: AbortSignal }> implements CallContext {
  readonly requestId: string;
  readonly request: R;
  readonly params: Record<string, string>;
  readonly caller: Caller;
  readonly origin: string;
  readonly provider: Providers;
  readonly onHangUp: (listener: () => void) => () => void;

  constructor(
    private readonly scope: CallScope,
    call: Pick<RouteCallContext<R>, 'request' | 'params' | 'caller' | 'origin' | 'provider' | 'onHangUp'>,
  ) {
    this.requestId = scope.requestId;
    this.request = call.request;
    this.params = call.params;
    this.caller = call.caller;
    this.origin = call.origin;
    this.provider = call.provider;
    this.onHangUp = call.onHangUp;
  }

  /** The request's (a Node request's is made when first asked for). */
  get signal(): AbortSignal {
    return this.request.signal;
  }

  /** The call's logger (made when first used). */
  get log(): Logger {
    return this.scope.log;
  }
}

/** Next's route args: the dynamic segments of the path, if any. */
export type RouteArgs = { params?: Promise<Record<string, string | string[]>> };

/** The path parameters as plain strings (a catch-all segment joined with /). */
export async function routeParams(args?: RouteArgs): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries((await args?.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
}

/** A write refused for want of space: the file system's ENOSPC or EDQUOT, or SQLite's SQLITE_FULL. */
function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}

/** Connections to a service this server depends on (the database above all) that failed or dropped. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres' own words for a connection that could not be made or was lost. */
const PG_CONNECTION_MESSAGES = ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect'];

/**
 * The database (or another service the server reaches on its own account) could not be
 * reached: a refused or lost connection, or PostgreSQL saying it cannot take one now (SQLSTATE
 * class 08; 57P01-57P03, shutting down or starting; 53300, too many connections).
 */
function isDependencyDown(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^(08...|57P0[123]|53300)$/.test(code))) return true;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.includes(message);
}

/**
 * Any thrown error as an envelope: an ApiError as it says; anything else a 500 that shows
 * only the request id, with the detail going to the log.
 */
export function failureOutcome(error: unknown, headers: Record<string, string>, scope: Pick<CallScope, 'requestId' | 'log'>): JsonOutcome {
  if (isDiskFull(error)) {
    // Not the caller's fault nor our bug: the operator's to fix, so said plainly (and logged as an error).
    scope.log.error({ err: error }, 'disk full');
    return errorOutcome(new ApiError('insufficient_storage', "The server's disk is full, so this could not be stored; try again later (the operator must free space)."), headers, scope.requestId);
  }
  if (isDependencyDown(error)) {
    // A database restart or a network fault passes: the caller may try again, and the operator is told.
    scope.log.error({ err: error }, 'dependency unreachable');
    return errorOutcome(new ApiError('unavailable', 'A service this server depends on could not be reached (its log says which); try again shortly.', { 'Retry-After': '5' }), headers, scope.requestId);
  }
  const apiError = isApiError(error) ? error : new ApiError('internal_error', `Internal error; quote request id ${scope.requestId} when reporting it.`);
  if (!isApiError(error)) scope.log.error({ err: error }, 'unexpected error');
  return errorOutcome(apiError, headers, scope.requestId);
}
