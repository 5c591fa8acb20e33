import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '../errors';
import { ERROR_CODES } from '@/lib/contract/errors';
import { log } from '../log';
import { SERVER_METHODS } from './request-line';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './timeouts';

/** The error Node's HTTP parser hands `clientError`: a code, and the bytes it choked on. */
type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** A request line longer than this, in the packet that overflowed, is a URL problem. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * Requests Node refuses before any handler runs (headers or URL over the limit, malformed
 * HTTP, a client too slow to send its headers) answered like every other error: the JSON
 * envelope with its code and a request id, and a log line. Without this Node writes a bare
 * "431" with an empty body and logs nothing.
 */
export function answerClientError(error: ParserError, socket: Socket): void {
  // A client that hung up, or a socket already answered: nothing to say, nobody to say it to.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = codeOf(error);
  const message = code === 'request_timeout' ? timeoutMessage(socket) : (MESSAGES[code] ?? 'The HTTP request could not be parsed.');
  answerOnSocket(socket, code, message, { parserCode: error.code });
}

/**
 * CONNECT asks the server to be a tunnel, which it is not. Node would drop the connection
 * without a word; the caller gets a 405 envelope saying what this server answers.
 */
export function answerConnect(req: IncomingMessage, socket: Socket): void {
  answerOnSocket(socket, 'method_not_allowed', `CONNECT ${String(req.url).slice(0, 100)}: this server is not a proxy; call its paths (/api/...) with GET or POST`, {
    allow: SERVER_METHODS,
  });
}

/**
 * The envelope written straight to a socket that has no response object (the parser refused
 * the request, or Node handed the socket over): its code's status, a request id, a log line,
 * and the connection closed after it.
 */
function answerOnSocket(socket: Socket, code: ErrorCode, message: string, extra: { parserCode?: string; allow?: string } = {}): void {
  const requestId = randomUUID();
  const status = ERROR_CODES[code].status;
  const body = JSON.stringify({ status: false, message, code, result: {}, request_id: requestId });
  log.warn({ requestId, status, code, ...(extra.parserCode ? { parserCode: extra.parserCode } : {}) }, 'request refused before any handler');
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
      'content-type: application/json\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${requestId}\r\n` +
      (extra.allow ? `allow: ${extra.allow}\r\n` : '') +
      'connection: close\r\n\r\n' +
      body,
  );
}

function codeOf(error: ParserError): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return requestLineOverflowed(error.rawPacket) ? 'uri_too_long' : 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') return 'request_timeout';
  return 'malformed_request';
}

/**
 * Node reports one overflow for the request line and the headers together. The packet it
 * overflowed on tells them apart: a URL too long has no line break yet (or a first line past
 * 8 KB); headers too long are many lines.
 */
function requestLineOverflowed(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const firstBreak = packet.indexOf('\r\n');
  return firstBreak === -1 || firstBreak > LONG_REQUEST_LINE;
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  uri_too_long: 'The request URL is over the server limit (16 KB with the headers); send long input in a POST body.',
  headers_too_large: 'The request headers are over the server limit (16 KB); send fewer or shorter headers.',
  malformed_request: 'The HTTP request could not be parsed.',
};

/**
 * Which of Node's two clocks (timeouts.ts) ran out: Node 20 reports both as
 * ERR_HTTP_REQUEST_TIMEOUT. Its parser holds the request once the headers are in (Node's own
 * socket time-out asks the same), so a request that has one ran out of the whole request's
 * time; one without, of the headers'. An upload past its headers was once told "The request
 * headers did not arrive in time."
 */
function timeoutMessage(socket: Socket): string {
  const request = (socket as Socket & { parser?: { incoming?: { complete: boolean } | null } | null }).parser?.incoming;
  return request && !request.complete
    ? `The request did not arrive within ${REQUEST_TIMEOUT_MS / 60_000} minutes; send a large file over a faster connection.`
    : `The request headers did not arrive within ${HEADERS_TIMEOUT_MS / 1000} s.`;
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };
