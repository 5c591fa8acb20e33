import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Locator } from '@playwright/test';
import { contract } from '../lib/contract';
import { ERROR_CODE_NAMES, ERROR_CODES, errorCodesOf } from '../lib/contract/errors';
import { STUDIO_PAGES, EMBEDDABLE_PAGES } from '../lib/studio/pages';
import { StudioShell } from './pages/studio-shell';
import { expectNoSeriousA11yViolations } from './support/axe';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';
import { fetchOnward } from './support/route-fetch';

/**
 * The next change React makes to the page fails once, as when an extension breaks the DOM under
 * it. Broken and clicked in one task: a render the typing scheduled (the language guess) must not
 * meet the broken DOM first and take the button away before the click lands.
 */
async function breakTheDomAndClick(button: Locator) {
  await button.evaluate((target: HTMLButtonElement) => {
    const insertBefore = Node.prototype.insertBefore;
    Node.prototype.insertBefore = function () {
      Node.prototype.insertBefore = insertBefore;
      throw new DOMException('an extension broke the page', 'HierarchyRequestError');
    } as typeof insertBefore;
    target.click();
  });
}

/**
 * As breakTheDomAndClick, for the studio's menu: adding each node that matches one of
 * `selectors` to the page fails once, in turn (the drawer, then the plain menu that takes its
 * place). Only those nodes: React builds their own children with the same call, and a throw
 * there, while it draws, it would simply retry.
 */
async function breakTheMenuAndClick(button: Locator, selectors: string[]) {
  await button.evaluate((target: HTMLButtonElement, selectors: string[]) => {
    const appendChild = Node.prototype.appendChild;
    const toBreak = [...selectors];
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      const next = toBreak[0];
      if (!(next && node instanceof Element && node.matches(next))) return appendChild.call(this, node) as T;
      toBreak.shift();
      if (toBreak.length === 0) Node.prototype.appendChild = appendChild;
      throw new DOMException('an extension broke the menu', 'HierarchyRequestError');
    };
    target.click();
  }, selectors);
}

test.describe('studio shell', () => {
  test('home has a card per page, each leading to its page', async ({ page }) => {
    const shell = new StudioShell(page);
    await shell.openHome();
    await expect(shell.homeCards).toHaveCount(STUDIO_PAGES.length);
    for (const studioPage of STUDIO_PAGES) {
      await shell.openHome();
      await page.getByRole('main').getByRole('link', { name: new RegExp(studioPage.title) }).click();
      await expect(page).toHaveURL(new RegExp(`/${studioPage.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('navigation marks the current page and is reachable from the keyboard', async ({ page }) => {
    const shell = new StudioShell(page);
    await shell.openHome();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const docsLink = shell.nav.getByRole('link', { name: 'API reference' });
    await docsLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs$/);
    await expect(shell.nav.getByRole('link', { name: 'API reference' })).toHaveAttribute('aria-current', 'page');
  });

  test('the theme toggles and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const shell = new StudioShell(page);
    await shell.openHome();
    expect(await shell.isDark()).toBe(false);
    await shell.themeToggle().click();
    expect(await shell.isDark()).toBe(true);
    await page.reload();
    expect(await shell.isDark()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'home (dark)');
  });

  test('at 360 px the menu opens and every page is reachable', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    const shell = new StudioShell(page);
    await shell.openHome();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await shell.menuButton.click();
    const menu = page.locator('#studio-menu');
    await expect(menu.getByRole('link')).toHaveCount(STUDIO_PAGES.length);
    await menu.getByRole('link', { name: 'Models' }).click();
    await expect(page).toHaveURL(/\/models$/);
    await expect(menu).toBeHidden();
  });

  test('every button label stays on one line, on any page, wide or narrow', async ({ page }) => {
    // The Button component (data-size) is one line high: a wrapped label is squeezed into it
    // ("Use URL" beside the image URL field was). Suggestion chips may wrap: they grow with their text.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      let seen = 0;
      for (const studioPage of STUDIO_PAGES) {
        await page.goto(`/${studioPage.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { checked, wrapped } = await page.evaluate(() => {
          const visible = [...document.querySelectorAll<HTMLButtonElement>('button[data-size]')].filter((button) => button.offsetParent !== null);
          const wrapped = visible
            .filter((button) => {
              // A text that wraps is drawn as one rectangle per line. Screen-reader-only text
              // (a 1 px box) is laid out but never drawn, so it does not count.
              const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
              for (let text = texts.nextNode(); text; text = texts.nextNode()) {
                const box = text.parentElement!.getBoundingClientRect();
                if (!text.textContent!.trim() || box.width <= 1 || box.height <= 1) continue;
                const range = document.createRange();
                range.selectNodeContents(text);
                if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) return true;
              }
              return false;
            })
            .map((button) => button.textContent!.trim());
          return { checked: visible.length, wrapped };
        });
        seen += checked;
        expect(wrapped, `${width} px /${studioPage.slug}`).toEqual([]);
      }
      // The capability pages have their actions as Buttons: finding none would check nothing.
      expect(seen, `Buttons seen at ${width} px`).toBeGreaterThanOrEqual(STUDIO_PAGES.length);
    }
  });

  test('home and the API reference have no serious accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page, 'home');
    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: /\/api\/translate\/predict/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'docs');
  });

  test('the API reference lists every error code from the contract, and what each endpoint may answer', async ({ page }) => {
    await page.goto('/docs');
    // It once listed statuses by hand (no 403, 413, 503 ...) and never said `code` exists.
    const rows = page.getByRole('region', { name: 'Error codes table' }).getByRole('row');
    await expect(rows).toHaveCount(ERROR_CODE_NAMES.length + 1);
    for (const code of ERROR_CODE_NAMES) await expect(page.locator(`#error-${code}`)).toContainText(`${code}${ERROR_CODES[code].status}`);
    // In order of status (416 came before 415, and a 403 last).
    const statuses = (await rows.locator('td:nth-child(2)').allTextContents()).map(Number);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    const predict = page.locator('#translate-predict');
    for (const code of errorCodesOf(contract.translate.predict)) await expect(predict.getByRole('link', { name: code, exact: true })).toHaveAttribute('href', `#error-${code}`);
    // Paths, names, codes and examples stay as written when a browser translates the page.
    expect(await page.locator('main code, main pre').count()).toBeGreaterThan(100);
    await expect(page.locator('main code:not([translate="no"]), main pre:not([translate="no"])')).toHaveCount(0);
    await expect(page.locator('#error-not_built_locally td').first()).toHaveAttribute('translate', 'no');
    await predict.getByRole('link', { name: 'not_built_locally', exact: true }).click();
    await expect(page).toHaveURL(/#error-not_built_locally$/);
  });

  test('an address no page answers is a 404 in the studio’s look, listing the pages there are', async ({ page }) => {
    const response = await page.goto('/downloader');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(STUDIO_PAGES.length);
    await expectNoSeriousA11yViolations(page, 'not found');
    const downloader = STUDIO_PAGES.find((p) => p.slug === 'download')!;
    await page.getByRole('link', { name: new RegExp(downloader.title) }).click();
    await expect(page).toHaveURL(/\/download$/);
  });

  test("a page that throws while drawing shows the studio's notice in its place, the navigation stays, and Try again brings the page back with its text", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/translate');
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(page.getByLabel('Translate to')).toBeEnabled();
    await text.fill('Where is the train station?');
    await breakTheDomAndClick(page.getByRole('button', { name: 'Translate', exact: true }));
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This page stopped working' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('an extension broke the page');
    // Only the page went: the navigation is still there to leave by, so the notice needs no link of its own.
    await expect(page.getByRole('main')).toContainText('This page stopped working');
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: /Translator/ })).toHaveAttribute('aria-current', 'page');
    await expect(notice.getByRole('link')).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page, 'page error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(text).toHaveValue('Where is the train station?');
    // An embed's notice offers no way into the studio: the page around it is someone else's.
    await page.goto('/embed/translate');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Where is the train station?');
    await breakTheDomAndClick(page.getByRole('button', { name: 'Translate', exact: true }));
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
  });

  test('the menu drawer throwing (an extension, say) leaves the page as it was, with a plain menu in its place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/translate');
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(page.getByLabel('Translate to')).toBeEnabled();
    await text.fill('Where is the train station?');
    await breakTheMenuAndClick(page.getByRole('button', { name: 'Menu' }), ['#studio-menu']);
    const plainMenu = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
    await expect(plainMenu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'This page stopped working' })).toHaveCount(0);
    await expect(text).toHaveValue('Where is the train station?');
    const menu = page.getByRole('navigation', { name: 'Studio' });
    await expect(menu).toBeHidden();
    await plainMenu.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Translator/ })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, 'plain menu');
    await plainMenu.click();
    await expect(menu).toBeHidden();
    await plainMenu.click();
    await menu.getByRole('link', { name: /Chat/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
    // A new page draws the drawer again.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#studio-menu')).toBeVisible();
  });

  test('the plain menu throwing too takes the window: the notice links home, keeps the theme, and Try again brings the frame back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/translate');
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect(page.getByLabel('Translate to')).toBeEnabled();
    await text.fill('Where is the train station?');
    await breakTheMenuAndClick(page.getByRole('button', { name: 'Menu' }), ['#studio-menu', 'details']);
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This page stopped working' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('an extension broke the menu');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(notice.getByRole('link', { name: 'Studio home' })).toHaveAttribute('href', '/');
    // This notice replaces the whole document: the theme the page had is carried over.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page, 'frame error');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(text).toHaveValue('Where is the train station?');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  });

  test('no page keeps drawing itself while nobody touches it', async ({ page }) => {
    await countReactCommits(page);
    for (const studioPage of STUDIO_PAGES) {
      await page.goto(`/${studioPage.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Settled: what the page asks for on opening (languages, voices, models) has come back.
      await page.waitForLoadState('networkidle');
      expect(await commitsWhileIdle(page, 1500), studioPage.slug).toBeLessThanOrEqual(10);
    }
  });

  test('embed pages have the capability and no studio chrome', async ({ page }) => {
    for (const embed of EMBEDDABLE_PAGES) {
      await page.goto(`/embed/${embed.slug}`);
      await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    }
  });
});

test.describe('installable app', () => {
  test('the manifest is valid and Chromium finds no installability error', async ({ baseURL, browserName }, testInfo) => {
    // Test contexts are incognito, where Chromium never offers to install; a real profile is needed.
    const launch = testInfo.project.use.launchOptions ?? {};
    const context = await chromium.launchPersistentContext(mkdtempSync(path.join(os.tmpdir(), 'prism-profile-')), { ...launch, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBeTruthy();
      const manifest = await (await page.request.get(new URL(manifestHref!, baseURL).toString())).json();
      expect(manifest).toMatchObject({ name: 'Prism Studio', display: 'standalone', start_url: '/' });
      const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));

      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, browserName).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a page left open across an update offers to reload when it comes back into view, and only then', async ({ page }) => {
    await page.clock.install();
    await page.goto('/translate');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const comeBack = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/health') asked.push(request.url());
    });

    // The same build: nothing to say.
    await comeBack();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page.getByTestId('studio-updated')).toHaveCount(0);

    // The server now runs another build.
    await page.route('**/api/health', async (route) => {
      const response = await fetchOnward(route);
      const body = (await response.json()) as { result: { build: string } };
      await route.fulfill({ response, json: { ...body, result: { ...body.result, build: 'newer0build' } } });
    });
    // Back within a minute of the last ask: not asked again.
    await comeBack();
    await page.waitForTimeout(300);
    expect(asked).toHaveLength(1);
    // Ten minutes on, the page has asked by itself.
    await page.clock.fastForward('10:00');
    const bar = page.getByTestId('studio-updated');
    await expect(bar).toHaveText(/Prism Studio has been updated\. Reload to use the new version\./);
    await expectNoSeriousA11yViolations(page, 'update bar');
    await bar.getByRole('button', { name: 'Not now' }).click();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await page.clock.fastForward('10:00');
    await expect(bar).toBeVisible();
    await Promise.all([page.waitForEvent('load'), bar.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the service worker serves the shell when the network is gone', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prism Studio' })).toBeVisible();
    await context.setOffline(false);
  });

  test("a new build's worker takes over and deletes the old build's cache", async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Registered under this build's name, with its cache named for it.
    const build = await page.evaluate(async () => new URL((await navigator.serviceWorker.ready).active!.scriptURL).searchParams.get('v'));
    expect(build).toMatch(/^[0-9a-z]+$/);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`prism-shell-${build}`]);
    // A deployment: the pages now register the worker under another build's name.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=nextbuild', { scope: '/' }));
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL), { timeout: 60_000 })
      .toMatch(/\/sw\.js\?v=nextbuild$/);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 60_000 }).toEqual(['prism-shell-nextbuild']);
    expect(await page.evaluate(async () => (await (await caches.open('prism-shell-nextbuild')).keys()).length)).toBeGreaterThan(10);
  });

  test('every studio page opens with no network, and an action that needs the server says so', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker caches every page the home page links to while it installs.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open(`prism-shell-${new URL(navigator.serviceWorker.controller?.scriptURL ?? location.href).searchParams.get('v')}`)).keys()).map((r) => new URL(r.url).pathname)), { timeout: 60_000 })
      .toEqual(expect.arrayContaining([...STUDIO_PAGES.map((p) => `/${p.slug}`), ...EMBEDDABLE_PAGES.map((p) => `/embed/${p.embed}`)]));
    await context.setOffline(true);
    try {
      for (const studioPage of STUDIO_PAGES) {
        await page.goto(`/${studioPage.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: studioPage.title })).toBeVisible();
      }
      // An embed twin never visited opens too, still without the studio's chrome.
      for (const embed of EMBEDDABLE_PAGES) {
        await page.goto(`/embed/${embed.embed}`);
        await expect(page.getByRole('heading', { level: 1, name: embed.title })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
      }
      await page.goto('/translate');
      // The language list cannot come: the pickers still show what is chosen, not a blank.
      await expect(page.getByLabel('Translate to')).toHaveValue('es');
      await expect(page.getByLabel('Translate to').locator('option:checked')).toHaveText('Spanish');
      await page.getByLabel('Text', { exact: true }).fill('Where is the train station?');
      await page.getByRole('button', { name: 'Translate', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'You are offline' }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
