import type { APIResponse, Route } from '@playwright/test';

/**
 * A routed request sent on to the server, for a test to read or change its answer. Playwright
 * reuses its own keep-alive sockets for these, and one the server has just closed as idle
 * answers ECONNRESET (seen once in CI on /api/health, failing a test about something else):
 * such a reset is tried again. Every request routed here is one the server answers the same
 * way twice.
 */
export function fetchOnward(route: Route): Promise<APIResponse> {
  return route.fetch({ maxRetries: 2 });
}
