/**
 * The answers for a path under /api that no handler takes: 404 for an unknown path, 405
 * with Allow for a known path called with another method. Shared by the API front, Next's
 * proxy (under `next dev`) and the catch-all route, so the three say the same thing.
 * Plain data, no server-only imports: proxy.ts bundles this file too.
 */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: { status: false; message: string; result: Record<string, never> };
}

export function notFoundAnswer(pathname: string): PlainAnswer {
  return { status: 404, headers: {}, body: { status: false, message: `No endpoint at ${pathname}; see /api/openapi.json.`, result: {} } };
}

/** `path` is the API path without the /api prefix; `allowed` the methods it answers. */
export function methodNotAllowedAnswer(method: string, path: string, allowed: readonly string[]): PlainAnswer {
  return {
    status: 405,
    headers: { allow: [...allowed, 'OPTIONS'].join(', ') },
    body: { status: false, message: `${method} is not allowed on /api${path}; use ${allowed.join(' or ')}.`, result: {} },
  };
}
