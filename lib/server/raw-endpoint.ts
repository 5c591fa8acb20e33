import 'server-only';
import type { EndpointContract } from '@/lib/contract';
import type { CallContext, Caller } from './context';
import { admit, admitByAddress } from './gate';
import { publicOrigin } from './origin';
import { providers } from './providers';
import { toResponse } from './envelope';
import { GATEWAY } from './gateway-route';
import { onAbort } from './incoming';
import { CLIENT_CLOSED_REQUEST, failureOutcome, openCallScope, RouteCallContext, routeParams, type RouteArgs } from './route-support';

export interface RawContext extends CallContext {
  request: Request;
  params: Record<string, string>;
}


/** Files are public by their unguessable id; nobody is admitted or counted for them. */
const PUBLIC_CALLER: Caller = { kind: 'anonymous', accountId: null, credentialId: null, scope: null };

/**
 * The sibling of endpoint() for routes whose body or answer is not JSON (uploads, file
 * bytes): same admission, error envelope, request id and log line, but the handler reads
 * the request itself and returns a Response.
 *
 *   export const POST = rawEndpoint(platform.upload, (ctx) => handleUpload(ctx));
 *
 * `admit: 'address'` skips authentication and counts the call by address only (for GET
 * /api/files/<id>, whose 256-bit content-hash id is the capability: an <img>, an <audio> or
 * an API caller fetches a result with no credential). It still says RateLimit-*.
 */
export function rawEndpoint(
  definition: EndpointContract,
  handler: (ctx: RawContext) => Promise<Response>,
  options: { admit?: 'caller' | 'address' } = {},
) {
  const admission = options.admit ?? 'caller';
  const run = async (request: Request, params: Record<string, string>): Promise<Response> => {
    const scope = openCallScope(definition.id);
    let headers = scope.headers;
    let status = 500;
    try {
      let caller = PUBLIC_CALLER;
      if (admission === 'caller') {
        const admitted = await admit(request, definition);
        headers = { ...headers, ...admitted.headers };
        caller = admitted.caller;
      } else {
        headers = { ...headers, ...(await admitByAddress(request)) };
      }
      const response = await handler(
        new RouteCallContext(scope, {
          request,
          params,
          caller,
          origin: publicOrigin(request),
          provider: providers(),
          onHangUp: (listener) => onAbort(request.signal, listener),
        }),
      );
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      status = response.status;
      return response;
    } catch (error) {
      const outcome = failureOutcome(error, headers, scope);
      status = outcome.status;
      return toResponse(outcome);
    } finally {
      scope.done(request.method, request.signal.aborted ? CLIENT_CLOSED_REQUEST : status);
    }
  };
  const route = async (request: Request, args?: RouteArgs): Promise<Response> => run(request, await routeParams(args));
  return Object.assign(route, { [GATEWAY]: { kind: 'raw' as const, run } });
}
