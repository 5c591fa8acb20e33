import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '../env';
import { isLoopbackHost, peerOf } from './peer';
import { SESSION_COOKIE } from './sessions';

/**
 * The part of proxy.ts that guards pages (not /api): who must sign in first, and who may
 * frame a page. Reads the validated configuration (lib/server/env), like every server module.
 *
 * - /embed/* pages carry their own credential (a demo token in #token=), so they are never
 *   sent to the sign-in page, and may be framed by EMBED_FRAME_ANCESTORS (default: anyone).
 * - Other pages may only be framed by the studio itself. When the studio asks to sign in
 *   (STUDIO_PASSWORD set, AUTH_MODE=required, or a visitor from another machine in local
 *   mode) and the browser has no session cookie, they redirect to /login?next=<page>.
 *   Whether the cookie is still valid is the API's call (its 401 says so, and the
 *   account page links to /login); this check only spares a page that cannot work.
 */
export function pageProxy(request: NextRequest): NextResponse {
  const path = request.nextUrl.pathname;
  if (path === '/embed' || path.startsWith('/embed/')) {
    const ancestors = env().EMBED_FRAME_ANCESTORS;
    // Anyone means no directive at all: CSP's `*` matches network schemes only, so it kept the
    // link out of a page opened from a file (file://) and out of sandboxed frames.
    return ancestors === '*' ? NextResponse.next() : withFrameAncestors(NextResponse.next(), ancestors);
  }
  if (path !== '/login' && !request.cookies.has(SESSION_COOKIE) && signInRequired(request)) {
    const target = new URL('/login', request.url);
    target.searchParams.set('next', path + request.nextUrl.search);
    return withFrameAncestors(NextResponse.redirect(target, 307), "'self'");
  }
  return withFrameAncestors(NextResponse.next(), "'self'");
}

function signInRequired(request: NextRequest): boolean {
  const config = env();
  if (config.STUDIO_PASSWORD) return true;
  if (config.AUTH_MODE === 'required') return true;
  const peer = peerOf(request, config.TRUST_PROXY);
  return !(peer.loopback && isLoopbackHost(request.headers.get('host')));
}

function withFrameAncestors(response: NextResponse, ancestors: string): NextResponse {
  response.headers.set('content-security-policy', `frame-ancestors ${ancestors}`);
  return response;
}
