import 'server-only';
import { randomUUID } from 'node:crypto';
import { describeError, type EndpointContract, type RequestOf } from '@/lib/contract';
import type { z } from 'zod';
import type { CallContext } from './context';
import { successResponse } from './envelope';
import { ApiError } from './errors';
import { admit } from './gate';
import { log } from './log';
import { publicOrigin } from './origin';
import { providers, type Providers } from './providers';
import { readInput } from './request-input';
import { failureResponse, routeParams, type RouteArgs } from './route-support';

export interface HandlerContext extends CallContext {
  provider: Providers;
  request: Request;
  params: Record<string, string>;
  /** Extra headers for the success response (Set-Cookie of the session routes). */
  responseHeaders: Record<string, string>;
}

type Handler<E extends EndpointContract> = (
  input: RequestOf<E>,
  ctx: HandlerContext,
) => Promise<(E extends EndpointContract<z.ZodType, infer Res> ? z.input<Res> : never) | Response>;


/**
 * Turns a contract entry and a few lines of logic into a route handler. Parsing,
 * validation, admission (auth, rate limits), the envelope, error mapping and logging
 * happen here, once, for every endpoint:
 *
 *   export const POST = endpoint(contract.translate.detect, (input, ctx) => ctx.provider.translate.detect(input, ctx));
 */
export function endpoint<E extends EndpointContract>(definition: E, handler: Handler<E>) {
  return async function route(request: Request, args?: RouteArgs): Promise<Response> {
    const requestId = randomUUID();
    const started = performance.now();
    const requestLog = log.child({ requestId, endpoint: definition.id });
    let headers: Record<string, string> = { 'x-request-id': requestId };
    let status = 500;
    try {
      const admission = await admit(request, definition);
      headers = { ...headers, ...admission.headers };

      const raw = await readInput(request, definition);
      // reportInput: the 400 message tells a missing field ("is required") from a wrong one.
      const parsed = definition.request.safeParse(raw, { reportInput: true });
      if (!parsed.success) throw new ApiError('bad_request', describeError(parsed.error));

      const params = await routeParams(args);
      const ctx: HandlerContext = {
        requestId,
        signal: request.signal,
        origin: publicOrigin(request),
        caller: admission.caller,
        log: requestLog,
        provider: providers(),
        request,
        params,
        responseHeaders: {},
      };
      const result = await handler(parsed.data as RequestOf<E>, ctx);
      // A streaming endpoint answers its own Response (server-sent events); the checks above
      // still ran, and the admission headers still go out with it.
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
        status = result.status;
        return result;
      }

      // Our own answer must honour the contract too; if it does not, that is our bug (500).
      const shaped = definition.response.safeParse(result);
      if (!shaped.success) {
        requestLog.error({ issues: shaped.error.issues.slice(0, 5) }, 'result off contract');
        throw new Error(`result of ${definition.id} does not match its contract`);
      }
      status = 200;
      return successResponse(shaped.data, { ...headers, ...ctx.responseHeaders });
    } catch (error) {
      const response = failureResponse(error, headers, requestId, requestLog);
      status = response.status;
      return response;
    } finally {
      requestLog.info({ method: request.method, status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}
