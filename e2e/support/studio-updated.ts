import type { Page } from '@playwright/test';

/**
 * The studio was updated while this page was open: the new build names its script files
 * differently, so any part the page loads from now on is a 404 (as from a server running
 * the new build). Returns the paths that were asked for. Use it with `serviceWorkers: 'block'`:
 * what the studio's service worker fetches for a page it controls goes past page.route.
 */
export async function studioUpdatedUnderPage(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return asked;
}

/** What the page says when such a part could not load (loadPart). */
export { PART_MISSING_MESSAGE as PART_MISSING } from '../../lib/client/part-missing';
