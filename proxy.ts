import { NextResponse, type NextRequest } from 'next/server';
import { allowedMethods } from '@/lib/contract';
import { methodNotAllowedAnswer } from '@/lib/server/api-answers';
import { pageProxy } from '@/lib/server/auth/page-proxy';

/**
 * A path the contract knows, called with a method it does not answer: the 405 envelope
 * with Allow, instead of Next's empty 405. Everything else passes through untouched.
 * (Under `npm start` the API front answers /api before Next sees it; this serves `next dev`.)
 */
export function proxy(request: NextRequest) {
  // Pages: sign-in redirect and frame-ancestors (lib/server/auth/page-proxy.ts).
  if (!request.nextUrl.pathname.startsWith('/api/') && request.nextUrl.pathname !== '/api') return pageProxy(request);
  const path = request.nextUrl.pathname.replace(/^\/api/, '') || '/';
  const allowed = allowedMethods(path);
  if (!allowed) return NextResponse.next();
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (method === 'OPTIONS' || allowed.includes(method as (typeof allowed)[number])) return NextResponse.next();
  const answer = methodNotAllowedAnswer(request.method, path, allowed);
  return NextResponse.json(answer.body, { status: answer.status, headers: answer.headers });
}

// API paths, and pages (not Next's assets, icons, the service worker or the manifest).
export const config = {
  matcher: ['/api/:path*', '/((?!_next/|icons/|face/|sw\\.js|manifest\\.webmanifest|favicon\\.ico|robots\\.txt).*)'],
};
