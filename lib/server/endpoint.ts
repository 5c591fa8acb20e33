import 'server-only';
import { describeError, ENGINE_HEADER, engineOf, type EndpointContract, type RequestOf } from '@/lib/contract';
import type { z } from 'zod';
import { isChecked } from './checked-results';
import type { CallContext } from './context';
import { successOutcome, toResponse } from './envelope';
import { ApiError } from './errors';
import { admit } from './gate';
import { GATEWAY, type Outcome } from './gateway-route';
import { incomingFromRequest, type Incoming } from './incoming';
import { publicOrigin } from './origin';
import { providers } from './providers';
import { readInput } from './request-input';
import { CLIENT_CLOSED_REQUEST, failureOutcome, openCallScope, RouteCallContext, routeParams, type RouteArgs } from './route-support';

export interface HandlerContext extends CallContext {
  request: Incoming;
  params: Record<string, string>;
  /** Extra headers for the success response (Set-Cookie of the session routes). */
  responseHeaders: Record<string, string>;
}

class EndpointContext extends RouteCallContext<Incoming> implements HandlerContext {
  readonly responseHeaders: Record<string, string> = {};
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
 *
 * Next calls the function with a Web Request; the API front calls the same logic through
 * [GATEWAY] with a Node request, skipping Web Request and Response objects it does not need.
 */
export function endpoint<E extends EndpointContract>(definition: E, handler: Handler<E>) {
  const run = (incoming: Incoming, params: Record<string, string>) => runEndpoint(definition, handler, incoming, params);
  const route = async (request: Request, args?: RouteArgs): Promise<Response> => {
    const outcome = await run(incomingFromRequest(request), await routeParams(args));
    return 'response' in outcome ? outcome.response : toResponse(outcome);
  };
  return Object.assign(route, { [GATEWAY]: { kind: 'json' as const, run } });
}

async function runEndpoint<E extends EndpointContract>(
  definition: E,
  handler: Handler<E>,
  request: Incoming,
  params: Record<string, string>,
): Promise<Outcome> {
  const scope = openCallScope(definition.id);
  let headers = scope.headers;
  let status = 500;
  try {
    const admission = await admit(request, definition);
    headers = { ...headers, ...admission.headers };

    const raw = await readInput(request, definition);
    // zod runs its compiled fast path only for a parse without options (56 ns against 828 for
    // translate/detect's body: bench/gateway). The 400's message needs reportInput (it tells a
    // missing field, "is required", from a wrong one), so a body that fails is parsed again with it.
    const parsed = definition.request.safeParse(raw);
    if (!parsed.success) {
      const reported = definition.request.safeParse(raw, { reportInput: true });
      throw new ApiError('invalid_input', describeError(reported.success ? parsed.error : reported.error));
    }

    const ctx = new EndpointContext(scope, {
      request,
      params,
      caller: admission.caller,
      origin: publicOrigin(request),
      provider: providers(),
      onHangUp: request.onHangUp,
    });
    const result = await handler(parsed.data as RequestOf<E>, ctx);
    // A streaming endpoint answers its own Response (server-sent events); the checks above
    // still ran, and the admission headers still go out with it.
    if (result instanceof Response) {
      for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
      status = result.status;
      return { response: result };
    }

    // Our own answer must honour the contract too; if it does not, that is our bug (500).
    let shaped: unknown = result;
    if (!isChecked(result)) {
      const parsedResult = definition.response.safeParse(result);
      if (!parsedResult.success) {
        scope.log.error({ issues: parsedResult.error.issues.slice(0, 5) }, 'result off contract');
        throw new Error(`result of ${definition.id} does not match its contract`);
      }
      shaped = parsedResult.data;
    }
    status = 200;
    const engine = engineOf(shaped);
    return successOutcome(shaped, { ...headers, ...ctx.responseHeaders, ...(engine ? { [ENGINE_HEADER.toLowerCase()]: engine } : {}) });
  } catch (error) {
    const outcome = failureOutcome(error, headers, scope);
    status = outcome.status;
    return outcome;
  } finally {
    scope.done(request.method, request.hungUp ? CLIENT_CLOSED_REQUEST : status);
  }
}
