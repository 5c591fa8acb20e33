import { demoTokenOf } from '@/lib/contract/limits/demo-token';

/**
 * The credential the browser sends besides its session cookie: the scoped demo token of an
 * /embed page, read from the page's address (#token=, or ?token= of older links). Cross-site
 * iframes may not get cookies, so the token travels in the Authorization header instead.
 * Read at the first request, not at render: the fragment exists only in the browser, so a
 * server render (and the hydration after it) cannot know it; kept once read, so an in-page
 * anchor that replaces the fragment does not lose it.
 */
let demoToken: string | null | undefined;

function currentDemoToken(): string | null {
  if (typeof window === 'undefined') return null;
  demoToken ??= /^\/embed(\/|$)/.test(window.location.pathname) ? demoTokenOf(window.location) : null;
  return demoToken;
}

/** Whether this page acts for a demo link's visitor: what only the owner may call is not asked for. */
export function isDemoVisitor(): boolean {
  return currentDemoToken() !== null;
}

export function authorizationHeader(): Record<string, string> {
  const token = currentDemoToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
