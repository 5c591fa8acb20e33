import { expect, test } from '@playwright/test';
import { FIXTURE, startFixtureServer, type FixtureServer } from '../tests/fixtures/social/server';
import { DownloadPage } from './pages/download';
import { expectNoSeriousA11yViolations } from './support/axe';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';
import { PART_MISSING, studioUpdatedUnderPage } from './support/studio-updated';

/**
 * The downloader page in Chromium against the production build, reading fixture pages this
 * spec serves on 127.0.0.1. The studio must run with ALLOW_PRIVATE_URLS=true for that:
 *   ALLOW_PRIVATE_URLS=true NEXT_DIST_DIR=.next-download DATA_DIR=.data-download npm start -- -p 3106
 *   E2E_BASE_URL=http://127.0.0.1:3106 npx playwright test e2e/download.spec.ts
 */
let site: FixtureServer;

test.beforeAll(async () => {
  site = await startFixtureServer();
});
test.afterAll(async () => {
  await site?.close();
});

test.describe('downloader page', () => {
  test('pastes a link, shows the post as a card, previews the video and saves it with a sensible name', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await countReactCommits(page);
    const downloader = new DownloadPage(page);
    await downloader.open();
    const url = `${site.origin}${FIXTURE.ogVideo.path}`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), url);
    await downloader.pasteButton.click();
    await expect(downloader.box).toHaveValue(url);
    await downloader.fetchButton.click();

    const row = downloader.row(url);
    await expect(downloader.status(row)).toHaveText('Ready', { timeout: 45_000 });
    await expect(row.getByRole('heading', { name: FIXTURE.ogVideo.title })).toBeVisible();
    await expect(row.getByTestId('author')).toHaveText(`@${FIXTURE.ogVideo.author}`);
    await expect(row.getByTestId('facts')).toContainText('0 likes · 0 comments · ');
    await expect(row.getByTestId('facts')).toContainText('2024');
    await expect(row.getByRole('img', { name: `Cover of ${FIXTURE.ogVideo.title}` })).toBeVisible();

    // The preview is a real, playable video served with byte ranges by the app.
    await expect(row.locator('video')).toBeVisible();
    await expect.poll(() => row.locator('video').evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? Math.round(v.duration) : 0)), { timeout: 20_000 }).toBe(1);

    const save = downloader.saveLink(row);
    await expect(save).toHaveAttribute('download', `${FIXTURE.ogVideo.author}_OGV123_1.mp4`);
    const href = (await save.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/files\/[a-f0-9]{64}\?download=ana_OGV123_1\.mp4$/);
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toBe('attachment; filename="ana_OGV123_1.mp4"');
    expect(file.headers()['content-type']).toBe('video/mp4');
    const range = await request.get(href, { headers: { range: 'bytes=0-9' } });
    expect(range.status()).toBe(206);

    await expectNoSeriousA11yViolations(page, 'downloader with a result');
    // With the post ready and its preview loaded, nothing redraws.
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);
  });

  test('several links at once: each has its own status, failures say why', async ({ page }) => {
    const downloader = new DownloadPage(page);
    await downloader.open();
    const gallery = `${site.origin}${FIXTURE.gallery.path}`;
    const jsonLd = `${site.origin}${FIXTURE.jsonLdVideo.path}`;
    const missing = `${site.origin}/no-such-post`;
    await downloader.fetch(gallery, jsonLd, missing);
    await expect(downloader.rows).toHaveCount(3);

    await expect(downloader.status(downloader.row(gallery))).toHaveText('Ready', { timeout: 45_000 });
    await expect(downloader.items(downloader.row(gallery))).toHaveCount(2);
    await expect(downloader.row(gallery).getByRole('img', { name: /^Image 2 of / })).toBeVisible();

    const withComments = downloader.row(jsonLd);
    await expect(downloader.status(withComments)).toHaveText('Ready', { timeout: 45_000 });
    await expect(withComments.getByTestId('facts')).toContainText('42 likes · 2 comments');
    await withComments.getByText('Comments (2)').click();
    await expect(withComments.getByTestId('comments')).toContainText('Recipe please!');

    const failed = downloader.row(missing);
    await expect(downloader.status(failed)).toHaveText('Failed', { timeout: 45_000 });
    await expect(failed.getByRole('alert')).toContainText('HTTP 404');
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('keeps the results, and the links still waiting, across a reload of the tab', async ({ page, context }) => {
    const downloader = new DownloadPage(page);
    await downloader.open();
    const video = `${site.origin}${FIXTURE.ogVideo.path}`;
    await downloader.fetch(video);
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready', { timeout: 45_000 });
    const gallery = `${site.origin}${FIXTURE.gallery.path}`;
    const jsonLd = `${site.origin}${FIXTURE.jsonLdVideo.path}`;
    const missing = `${site.origin}/no-such-post`;
    await downloader.fetch(gallery, jsonLd, missing);
    // At once, while they are read: a reload once lost every row.
    await page.reload();
    await expect(downloader.rows).toHaveCount(4);
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready');
    await expect(downloader.row(video).getByRole('heading', { name: FIXTURE.ogVideo.title })).toBeVisible();
    await expect(downloader.status(downloader.row(gallery))).toHaveText('Ready', { timeout: 45_000 });
    await expect(downloader.items(downloader.row(gallery))).toHaveCount(2);
    await expect(downloader.status(downloader.row(jsonLd))).toHaveText('Ready', { timeout: 45_000 });
    await expect(downloader.status(downloader.row(missing))).toHaveText('Failed', { timeout: 45_000 });
    // Each tab has its own list: a new one starts empty.
    const other = new DownloadPage(await context.newPage());
    await other.open();
    await expect(other.page.getByText('Paste a link and press “Fetch”')).toBeVisible();
    await expect(other.rows).toHaveCount(0);
  });

  test('links typed but not yet fetched are kept across a reload of the tab, and go once fetched', async ({ page, context }) => {
    const downloader = new DownloadPage(page);
    await downloader.open();
    const video = `${site.origin}${FIXTURE.ogVideo.path}`;
    const typed = `${video}\nnot a link`;
    await downloader.box.fill(typed);
    // A reload once emptied the box: a long paste was lost to one key press.
    await page.reload();
    await expect(downloader.box).toHaveValue(typed);
    await expect(downloader.rows).toHaveCount(0);
    // Another tab has its own box.
    const other = new DownloadPage(await context.newPage());
    await other.open();
    await expect(other.box).toHaveValue('');
    await other.page.close();

    await downloader.box.fill(video);
    await downloader.fetchButton.click();
    await expect(downloader.box).toHaveValue('');
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready', { timeout: 45_000 });
    await page.reload();
    await expect(downloader.rows).toHaveCount(1);
    await expect(downloader.box).toHaveValue('');
  });

  test('a kept result is shown as it is on a reload soon after, and read again once its links may have expired', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/social/download') && reads.push(r.url())));
    const downloader = new DownloadPage(page);
    await downloader.open();
    const video = `${site.origin}${FIXTURE.ogVideo.path}`;
    await downloader.fetch(video);
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready', { timeout: 45_000 });
    expect(reads).toHaveLength(1);

    await page.reload();
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready');
    expect(reads).toHaveLength(1);

    // Two hours on: the sites' signed media links it holds may have expired (saving through one
    // answered the site's 403), so it is read again.
    await page.evaluate(() => {
      const rows = JSON.parse(sessionStorage.getItem('prism.download.rows') ?? '[]') as Array<{ readAt: number }>;
      sessionStorage.setItem('prism.download.rows', JSON.stringify(rows.map((row) => ({ ...row, readAt: row.readAt - 2 * 3600_000 }))));
    });
    await page.reload();
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready', { timeout: 45_000 });
    await expect.poll(() => reads.length).toBe(2);
    await expect(downloader.rows).toHaveCount(1);
  });

  test('a kept row whose result is damaged is read again, not shown broken', async ({ page }) => {
    const video = `${site.origin}${FIXTURE.ogVideo.path}`;
    await page.addInitScript((url) => {
      if (!sessionStorage.getItem('prism.download.rows')) sessionStorage.setItem('prism.download.rows', JSON.stringify([{ key: 'old-1', url, status: 'done', result: { title: 'half' } }, { key: 'old-2', status: 'done' }]));
    }, video);
    const downloader = new DownloadPage(page);
    await downloader.open();
    await expect(downloader.rows).toHaveCount(1);
    await expect(downloader.status(downloader.row(video))).toHaveText('Ready', { timeout: 45_000 });
    await expect(downloader.row(video).getByRole('heading', { name: FIXTURE.ogVideo.title })).toBeVisible();
  });

  test('says which line is not a link, before sending anything', async ({ page }) => {
    const downloader = new DownloadPage(page);
    await downloader.open();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/social/download')) calls += 1;
    });
    await downloader.fetch(`${site.origin}${FIXTURE.ogVideo.path}`, 'not a link');
    await expect(page.getByText('Line 2: must be an http(s) URL')).toBeVisible();
    await expect(downloader.rows).toHaveCount(0);
    expect(calls).toBe(0);
  });

  // The service worker fetches past page.route: blocked, the page asks the server itself.
  test.describe('after the studio was updated under the page', () => {
    test.use({ serviceWorkers: 'block' });

    test('after the studio was updated, a fetch says to reload and keeps the paste', async ({ page }) => {
      const downloader = new DownloadPage(page);
      await downloader.open();
      await studioUpdatedUnderPage(page);
      const link = `${site.origin}${FIXTURE.ogVideo.path}`;
      await downloader.fetch(link);
      // Before, nothing happened at all: the rule's file failed to load and the click was lost.
      await expect(page.getByText(PART_MISSING)).toBeVisible();
      await expect(downloader.rows).toHaveCount(0);
      await expect(downloader.box).toHaveValue(link);
    });
  });

  test('works at 360 px in the dark theme, and in the embed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const downloader = new DownloadPage(page);
    await downloader.open();
    await downloader.fetch(`${site.origin}${FIXTURE.html5.path}`);
    await expect(downloader.status(downloader.rows.first())).toHaveText('Ready', { timeout: 45_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'downloader (dark, 360 px)');

    await downloader.open('/embed/download');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await downloader.fetch(`${site.origin}${FIXTURE.gallery.path}`);
    await expect(downloader.status(downloader.rows.first())).toHaveText('Ready', { timeout: 45_000 });
    await expectNoSeriousA11yViolations(page, 'downloader embed');
  });
});
