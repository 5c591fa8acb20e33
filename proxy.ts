import type { NextRequest } from 'next/server';
import { pageProxy } from '@/lib/server/auth/page-proxy';

/**
 * Next's proxy, for pages only: the sign-in redirect and frame-ancestors
 * (lib/server/auth/page-proxy.ts). /api never reaches Next: server.ts hands it to the API
 * front in every mode (npm start, npm run dev, the tests).
 */
export function proxy(request: NextRequest) {
  return pageProxy(request);
}

// Pages only: not /api, Next's assets, icons, the service worker or the manifest.
export const config = {
  matcher: ['/((?!api/|api$|_next/|icons/|face/|sw\\.js|manifest\\.webmanifest|favicon\\.ico|robots\\.txt).*)'],
};
