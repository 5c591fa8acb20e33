import 'server-only';

type RouteHandler = (request: Request, args: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * OpenAI's clients read an error from `error: { message, type, code }`. The door's errors keep
 * Prism's envelope (status, message, code, request id) and add that object beside it, so the
 * SDKs show the message and clients that branch on `code` see Prism's code either way.
 */
export function withOpenAiErrors(handler: RouteHandler): RouteHandler {
  return async (request, args) => {
    const response = await handler(request, args);
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.json()) as { message?: string; code?: string };
    const field = /^([\w.[\]]+): /.exec(body.message ?? '')?.[1] ?? null;
    const error = { message: body.message ?? 'error', type: response.status >= 500 ? 'server_error' : 'invalid_request_error', code: body.code ?? null, param: field };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...body, error }), { status: response.status, headers });
  };
}
