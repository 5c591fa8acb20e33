import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __prismCommits?: number;
  }
}

/**
 * Counts the changes React commits to the page, through the hook React's production build calls
 * for its developer tools (a stub of it, installed before the page's scripts). A page that
 * nobody touches commits next to nothing (a part arriving late, an answer coming back); one
 * that keeps re-rendering itself commits hundreds of times a second, however slow the machine,
 * and one on a 100 ms timer ten.
 */
export async function countReactCommits(page: Page) {
  await page.addInitScript(() => {
    window.__prismCommits = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          window.__prismCommits = (window.__prismCommits ?? 0) + 1;
        },
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
      },
    });
  });
}

/** How many commits the page makes while the test waits `ms` and does nothing. */
export async function commitsWhileIdle(page: Page, ms: number): Promise<number> {
  const before = await page.evaluate(() => window.__prismCommits ?? 0);
  await page.waitForTimeout(ms);
  return (await page.evaluate(() => window.__prismCommits ?? 0)) - before;
}
