import 'server-only';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../errors';
import { HANDLER_METHODS } from './routes';

/** What the front does with a request before routing it, from its request line and Host. */
export type RequestLineVerdict = { kind: 'route' } | { kind: 'options-server' } | { kind: 'refuse'; error: ApiError };

const ROUTE: RequestLineVerdict = { kind: 'route' };

/**
 * Every method some path of this server answers: what `OPTIONS *` (the server as a whole)
 * lists. HEAD rides on GET, and the front answers OPTIONS itself.
 */
export const SERVER_METHODS = [...HANDLER_METHODS.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS'].join(', ');

/**
 * Checks the request target and Host header as RFC 9112 (sections 3.2 and 3.2.2) asks, before
 * any route sees the request. Left to Node and Next, a target other than a path broke in three
 * ways: `GET *` and `OPTIONS *` made Next answer a bare 500; an absolute-form target
 * (`GET http://host/api/health`, which a server must accept) was redirected to that host
 * instead of served; and an HTTP/1.1 request without Host got Node's bare 400 with no envelope.
 *
 * An absolute-form target is rewritten in place to its path, and its authority replaces the
 * Host header, as the RFC says: every rule after this one (routing, loopback trust, origins)
 * then reads one Host, the one the request was really addressed to.
 */
export function checkRequestLine(req: IncomingMessage): RequestLineVerdict {
  const target = req.url ?? '';
  // The common case, a path and a Host, costs two comparisons (bench/gateway).
  if (target.charCodeAt(0) === 0x2f && (req.headers.host !== undefined || req.httpVersion === '1.0')) return ROUTE;
  if (target === '*') {
    return req.method === 'OPTIONS'
      ? { kind: 'options-server' }
      : refuse(`request target: * is only for OPTIONS (the server as a whole); ${req.method} needs a path such as /api/health`);
  }
  if (target.charCodeAt(0) !== 0x2f && !absoluteForm(req, target)) {
    return refuse('request target: must be a path (/api/...) or an absolute http(s) URL');
  }
  if (req.headers.host === undefined && req.httpVersion !== '1.0') {
    // HTTP/0.9 (a request line with no version, or that says 0.9) has no headers at all.
    if (req.httpVersion.startsWith('0.')) return refuse(`HTTP/${req.httpVersion}: not served; send HTTP/1.1 with a Host header`);
    return refuse('Host: required in HTTP/1.1; send the name and port the server was reached at');
  }
  return ROUTE;
}

/** Rewrites an absolute-form target (http://host/path?query) to origin form; false if it is not one. */
function absoluteForm(req: IncomingMessage, target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host || url.username || url.password) return false;
  req.url = url.pathname + url.search;
  req.headers.host = url.host;
  return true;
}

const refuse = (message: string): RequestLineVerdict => ({ kind: 'refuse', error: new ApiError('malformed_request', message) });

/**
 * An Expect header other than 100-continue: Node would answer a bare 417. The message says
 * what the server can meet.
 */
export function expectationError(req: IncomingMessage): ApiError {
  return new ApiError('expectation_failed', `Expect: ${String(req.headers.expect).slice(0, 64)} cannot be met; only 100-continue is supported`);
}
