import { NextResponse, type NextRequest } from 'next/server';
import { allowedMethods } from '@/lib/contract';

/**
 * A path the contract knows, called with a method it does not answer: the 405 envelope
 * with Allow, instead of Next's empty 405. Everything else passes through untouched.
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname.replace(/^\/api/, '') || '/';
  const allowed = allowedMethods(path);
  if (!allowed) return NextResponse.next();
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (method === 'OPTIONS' || allowed.includes(method as (typeof allowed)[number])) return NextResponse.next();
  return NextResponse.json(
    { status: false, message: `${request.method} is not allowed on /api${path}; use ${allowed.join(' or ')}.`, result: {} },
    { status: 405, headers: { allow: [...allowed, 'OPTIONS'].join(', ') } },
  );
}

export const config = { matcher: '/api/:path*' };
