import 'server-only';
import type { ApiError } from './errors';
import { readBodyCapped } from './read-body';

/**
 * What the gateway reads of a request. Next hands route handlers a Web Request; the API
 * front (lib/server/front) hands them Node's IncomingMessage, and building a Web Request
 * from it costs more than the rest of a small call. Both fit this shape, so admission,
 * parsing and the handlers are written once.
 */
export interface Incoming {
  readonly method: string;
  /** Absolute URL: scheme, Host, path and query. */
  readonly url: string;
  readonly headers: HeaderReader;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
  /** The same moment without an AbortSignal (see CallContext.onHangUp); returns what stops listening. */
  onHangUp(listener: () => void): () => void;
  /** The client went away before its answer was written (read when the call ends, for its log line). */
  readonly hungUp: boolean;
  /** The body, refused with tooLarge() as soon as it passes `limit` bytes. */
  readBody(limit: number, tooLarge: () => ApiError): Promise<Buffer>;
}

export interface HeaderReader {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** The part of a request that header-only helpers (cookies, peer, origin) read. */
export type WithHeaders = { readonly headers: HeaderReader; readonly url: string };

/** What admission reads: no body. */
export type RequestHead = WithHeaders & { readonly method: string };

export function incomingFromRequest(request: Request): Incoming {
  return new RequestIncoming(request);
}

/** A class: per-call getters belong on a prototype (eslint.config.mjs says why). */
class RequestIncoming implements Incoming {
  readonly method: string;
  readonly url: string;
  readonly headers: HeaderReader;
  readonly signal: AbortSignal;

  constructor(private readonly request: Request) {
    this.method = request.method;
    this.url = request.url;
    this.headers = request.headers;
    this.signal = request.signal;
  }

  get hungUp(): boolean {
    return this.signal.aborted;
  }

  // Fields, not methods: handlers pass them on unbound (ctx.onHangUp).
  readonly onHangUp = (listener: () => void) => onAbort(this.signal, listener);
  readonly readBody = (limit: number, tooLarge: () => ApiError) => readBodyCapped(this.request, limit, tooLarge);
}

/** Calls `listener` once when `signal` aborts (at once if it has); returns what stops listening. */
export function onAbort(signal: AbortSignal, listener: () => void): () => void {
  if (signal.aborted) {
    listener();
    return () => {};
  }
  signal.addEventListener('abort', listener, { once: true });
  return () => signal.removeEventListener('abort', listener);
}
