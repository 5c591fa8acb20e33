import { expect, type Page } from '@playwright/test';

/**
 * Closes the page as a user would, its beforeunload handlers run. True when the browser asked
 * "Leave site?" first (the dialog is answered Cancel, so the page stays open); false when the
 * page simply closed. The page needs a user gesture before (a click) for Chromium to ask.
 */
export async function closingAsks(page: Page): Promise<boolean> {
  const asked = page.waitForEvent('dialog', { timeout: 10_000 }).then(async (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    return true;
  });
  const closed = page.waitForEvent('close', { timeout: 10_000 }).then(() => false);
  await page.close({ runBeforeUnload: true });
  const answer = await Promise.race([asked, closed]);
  // The other wait runs out unanswered; that is expected.
  asked.catch(() => undefined);
  closed.catch(() => undefined);
  return answer;
}

/** Holds the page's requests to `url` until the returned function is called: work kept in flight. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
