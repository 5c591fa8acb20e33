import 'server-only';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isApiPath, refuseRequest } from './api';
import { answerClientError, answerConnect } from './client-error';
import { awaitContinue, sendContinue } from './node-incoming';
import { checkRequestLine, expectationError, SERVER_METHODS } from './request-line';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './timeouts';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface FrontOptions {
  /** Answers /api and /v1 (apiHandler). */
  api: Handler;
  /** Answers everything else: Next's handler, or the API-only 404 (answerOutsideApi). */
  pages: Handler;
  /**
   * Where Next's development reload takes its WebSocket (`next({ httpServer })`); only with
   * --dev. Without it no upgrade is ever taken: Node then answers a request that carries an
   * Upgrade header as a plain request, as HTTP allows.
   */
  devUpgrades?: http.Server;
}

/**
 * The one HTTP server of every start mode, and every answer it gives before a route runs: a
 * request line or Host that is not a path on this server, an Expect it cannot meet (and
 * 100-continue said only when the body is wanted), CONNECT,
 * a request Node's parser refuses, and WebSocket upgrades. Each is the JSON envelope with its
 * code, a request id and a log line, never Node's or Next's bare status, and never silence.
 */
export function createFrontServer({ api, pages, devUpgrades }: FrontOptions): http.Server {
  // Host is checked by checkRequestLine, which answers the envelope; Node's own check answers a bare 400.
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const line = checkRequestLine(req);
    if (line.kind === 'route') {
      if (isApiPath(req.url)) void api(req, res);
      else {
        // Next reads bodies its own way: its clients are told to go on at once, as Node would.
        sendContinue(res);
        void pages(req, res);
      }
    } else if (line.kind === 'options-server') {
      res.writeHead(204, { allow: SERVER_METHODS });
      res.end();
    } else {
      void refuseRequest(req, res, line.error, 'request-line');
    }
  };
  const server = http.createServer({ requireHostHeader: false, headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS }, onRequest);
  // Expect: 100-continue: the API says "continue" when a handler reads the body (node-incoming.ts).
  // Through 'request', so every listener of it sees the request (the peer hook, the count).
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    awaitContinue(res);
    server.emit('request', req, res);
  });
  // Headers or URL over the limit, malformed HTTP: the JSON envelope, not Node's bare status.
  server.on('clientError', answerClientError);
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => void refuseRequest(req, res, expectationError(req), 'expect'));
  server.on('connect', answerConnect);
  if (devUpgrades) server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => routeUpgrade(server, devUpgrades, req, socket, head));
  return server;
}

/**
 * Development only: Next's reload socket (/_next/...) goes to Next. Any other request that
 * asked for an upgrade is answered as the plain request it also is, through the same
 * 'request' path as every other (so the peer hook, the request count and the routes see it).
 * Node has already read past its headers, so a body it carried is not read: such a request
 * arrives with an empty body. No client of the studio sends one.
 */
function routeUpgrade(server: http.Server, devUpgrades: http.Server, req: IncomingMessage, socket: Socket, head: Buffer): void {
  if (req.url?.startsWith('/_next/') && devUpgrades.emit('upgrade', req, socket, head)) return;
  const res = new http.ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket);
  res.once('finish', () => {
    res.detachSocket(socket);
    socket.end();
  });
  server.emit('request', req, res);
}
