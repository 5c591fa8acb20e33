import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodNotAllowedError, notFoundError } from '../api-answers';
import { errorOutcome } from '../envelope';
import { ApiError } from '../errors';
import { admitByAddress } from '../gate';
import { failureOutcome, openCallScope } from '../route-support';
import { gatewayEntryOf } from '../gateway-route';
import { log } from '../log';
import { hangUpSignal, incomingFromNode, webRequestFromNode } from './node-incoming';
import { HANDLER_METHODS, matchRoute, type ApiRoute } from './routes';
import { sendJson, sendResponse } from './send';

import type { RouteModule } from './routes';

const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
export const isApiPath = (url: string | undefined) => url !== undefined && (underPrefix(url, '/api') || underPrefix(url, '/v1'));

/** The path the route table is matched against: below /api, or the whole /v1/... path. */
const routePath = (pathname: string) => (underPrefix(pathname, '/api') ? pathname.slice('/api'.length) || '/' : pathname);

/**
 * Answers /api requests without Next's router: the same route handlers, called directly.
 * A JSON endpoint runs on Node's request and writes its envelope in one buffer; a handler
 * that reads the request itself (uploads, files) or answers a stream gets and gives Web
 * objects. Unknown paths answer 404, other methods 405 with Allow, OPTIONS 204 with Allow,
 * HEAD runs GET without the body, all as under Next.
 */
export function apiHandler(routes: ApiRoute<RouteModule>[]) {
  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await dispatch(routes, req, res);
    } catch (error) {
      // The wrappers turn every handler error into an envelope; reaching here is our bug.
      const scope = openCallScope('front');
      if (!res.headersSent) {
        const outcome = failureOutcome(error, scope.headers, scope);
        sendJson(res, outcome.status, outcome.headers, outcome.body, req.method === 'HEAD');
        scope.done(req.method ?? 'GET', outcome.status);
      } else {
        log.error({ err: error, url: req.url }, 'API front failed mid-answer');
        res.destroy();
      }
    }
  };
}

async function dispatch(routes: ApiRoute<RouteModule>[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query >= 0 ? url.slice(0, query) : url;
  const match = matchRoute(routes, routePath(pathname));
  if (!match) return refuseRequest(req, res, notFoundError(pathname), 'unknown');

  const handlers = match.route.module;
  const method = req.method ?? 'GET';
  const allowed = HANDLER_METHODS.filter((m) => typeof handlers[m] === 'function');
  let handler = handlers[method];
  const headOnly = method === 'HEAD';
  if (typeof handler !== 'function' && headOnly) handler = handlers.GET;
  if (typeof handler !== 'function') {
    if (method === 'OPTIONS') {
      res.writeHead(204, { allow: [...allowed, 'OPTIONS'].join(', ') });
      res.end();
      return;
    }
    return refuseRequest(req, res, methodNotAllowedError(method, routePath(pathname), allowed), match.route.folder);
  }

  const entry = gatewayEntryOf(handler);
  if (entry?.kind === 'json') {
    const outcome = await entry.run(incomingFromNode(req, res), match.params);
    if ('response' in outcome) return sendResponse(res, outcome.response, headOnly);
    return sendJson(res, outcome.status, outcome.headers, outcome.body, headOnly);
  }
  const request = webRequestFromNode(req, res, hangUpSignal(res));
  const response =
    entry?.kind === 'raw'
      ? await entry.run(request, match.params)
      : await (handler as (request: Request, args: { params: Promise<Record<string, string>> }) => Promise<Response> | Response)(request, {
          params: Promise.resolve(match.params),
        });
  return sendResponse(res, response, headOnly);
}

/**
 * What an API-only instance (server.ts --api-only) answers outside /api and /v1: a 404
 * envelope saying pages are served elsewhere, counted, with a request id and a log line.
 */
export function answerOutsideApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = (req.url ?? '/').split('?')[0]!;
  return refuseRequest(req, res, new ApiError('not_found', `${pathname} is not an API path: this instance serves only /api and /v1 (started with --api-only); see /api/openapi.json.`), 'outside-api');
}

/**
 * An error no endpoint answers (a 404, a 405, a request the front refuses): the call is still
 * counted by the per-address limit (and says so in RateLimit-*), and gets a request id and its
 * log line like every other answer.
 */
export async function refuseRequest(req: IncomingMessage, res: ServerResponse, error: ApiError, where: string): Promise<void> {
  const scope = openCallScope(`front:${where}`);
  let outcome;
  try {
    const limits = await admitByAddress(incomingFromNode(req, res));
    outcome = errorOutcome(error, { ...scope.headers, ...limits }, scope.requestId);
  } catch (refusal) {
    outcome = failureOutcome(refusal, scope.headers, scope);
  }
  sendJson(res, outcome.status, outcome.headers, outcome.body, req.method === 'HEAD');
  scope.done(req.method ?? 'GET', outcome.status);
}
