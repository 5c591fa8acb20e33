import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import path from 'node:path';
import { ImagePage } from './pages/image';
import { expectNoSeriousA11yViolations } from './support/axe';
import { closingAsks, holdRequests } from './support/leave-warning';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';
import { PART_MISSING, studioUpdatedUnderPage } from './support/studio-updated';

/**
 * The image enhancer in Chromium against the production build:
 *   NEXT_DIST_DIR=.next-image DATA_DIR=.data-image npm start -- -p 3102
 *   E2E_BASE_URL=http://127.0.0.1:3102 npx playwright test e2e/image.spec.ts
 * Photos are small copies of the test fixtures so each model run takes seconds.
 */
const fixture = (name: string) => path.join(process.cwd(), 'tests/fixtures/image', name);
const small = (name: string, side: number) => sharp(fixture(name)).resize(side, side, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer();

test.describe.configure({ timeout: 600_000 });
// A touch screen as well as a mouse, so the divider can be moved by a finger.
test.use({ hasTouch: true });

test('removes a background, compares with mouse, touch and keyboard, zooms, downloads and lists it', async ({ page, request }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.upload('astronaut.jpg', 'image/jpeg', await small('astronaut.jpg', 192));
  await studio.tab('Cut out').click();
  await studio.run('Remove background');
  const facts = await studio.waitForResult();
  expect(facts).toContain('192 × 192 px');

  // Keyboard: arrows move the divider by 2, Shift by 10, Home/End to the ends.
  await studio.slider.focus();
  expect(await studio.sliderValue()).toBe(50);
  await page.keyboard.press('ArrowLeft');
  expect(await studio.sliderValue()).toBe(48);
  await page.keyboard.press('Shift+ArrowRight');
  expect(await studio.sliderValue()).toBe(58);
  await page.keyboard.press('Home');
  expect(await studio.sliderValue()).toBe(0);
  await page.keyboard.press('End');
  expect(await studio.sliderValue()).toBe(100);

  // Mouse: press and drag on the picture moves the divider to the pointer.
  const box = (await studio.compareBox().boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(Math.abs((await studio.sliderValue()) - 20)).toBeLessThanOrEqual(2);

  // Touch: a finger tapping the picture moves the divider there.
  await page.touchscreen.tap(box.x + box.width * 0.75, box.y + box.height / 2);
  expect(Math.abs((await studio.sliderValue()) - 75)).toBeLessThanOrEqual(2);

  // Zoom for detail, then reset.
  await studio.slider.focus();
  await page.keyboard.press('+');
  await expect(studio.result).toContainText('Zoom 1.3×');
  await page.keyboard.press('0');
  await expect(studio.result).toContainText('Zoom 1.0×');

  // The cut-out is a real PNG with transparency, served for download with a sensible name.
  const href = (await studio.downloadLink().getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/files\/[a-f0-9]{64}\?download=astronaut-rembg$/);
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['content-disposition']).toContain('astronaut-rembg.png');
  const { data, info } = await sharp(await file.body()).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  const alphas = new Set<number>();
  for (let i = 3; i < data.length; i += 4) alphas.add(data[i]!);
  expect(alphas.has(0) && alphas.has(255)).toBe(true);

  await expect(studio.recent.getByRole('button')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'image enhancer with a result');

  // Reload: the result is still listed and shown, and the photo and operation are still chosen
  // (the photo was once dropped).
  await page.reload();
  await expect(studio.recent.getByRole('button')).toHaveCount(1);
  await expect(studio.result).toBeVisible();
  await expect(studio.source).toContainText('astronaut.jpg');
  await expect(studio.tab('Cut out')).toHaveAttribute('aria-selected', 'true');
});

test('a remembered result whose file has since been removed says so instead of a broken picture', async ({ page }) => {
  // Results are remembered in this browser; their files may go (FILE_RETENTION_DAYS, a new DATA_DIR).
  const gone = `/api/files/${'0'.repeat(64)}`;
  const remembered = { id: 'old-1', op: 'rembg', summary: 'Cut out', before: gone, after: gone, downloadName: 'old', seconds: 1, at: Date.now() - 86_400_000 };
  await page.addInitScript((value) => localStorage.setItem('prism.image.results', value), JSON.stringify([remembered]));
  const studio = new ImagePage(page);
  await studio.open();
  await expect(studio.recent.getByText('unavailable')).toBeVisible();
  await studio.recent.getByRole('button').click();
  await expect(studio.result.getByRole('alert')).toHaveText(/The result image could not be loaded: its file may have been removed/);
  await expect(studio.slider).toHaveCount(0);
  // Download all has nothing it can read: it says so and saves nothing.
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  await expect(page.getByTestId('zip-outcome')).toHaveText("No result could be read, so nothing was saved. 1 could not be read (removed since, or another server's) and is not in it.");
});

/** Opens the image page with `count` results remembered as a batch leaves them, each the one stored `file`. */
/** A read of a result by the zip (fetch), not by the page's <img> of the same file. */
const isZipRead = (route: Route) => route.request().resourceType() === 'fetch';

async function openWithResults(page: Page, request: APIRequestContext, count: number, file: { name: string; mimeType: string; buffer: Buffer }) {
  const uploaded = await request.post('/api/uploads', { multipart: { file } });
  expect(uploaded.status()).toBe(200);
  const url = ((await uploaded.json()) as { result: { url: string } }).result.url;
  const remembered = Array.from({ length: count }, (_, i) => ({ id: `r-${i}`, op: 'colorize', summary: 'Colorized', before: url, after: url, downloadName: `photo-${i + 1}-colorize`, seconds: 1, at: Date.now() - i * 1000 }));
  await page.addInitScript((value) => localStorage.setItem('prism.image.results', value), JSON.stringify(remembered));
  const studio = new ImagePage(page);
  await studio.open();
  return studio;
}

test('Download all counts the results as it zips, asks before the page is left, stops when the download is cancelled in the browser, and says nothing was saved', async ({ page, request }) => {
  // Eight results of a 1,600 px noise PNG (~7 MB each); the third is held back until the
  // download has been cancelled, so the zip is still being made then.
  const noise = await sharp(Buffer.from(Array.from({ length: 1600 * 1600 * 3 }, (_, i) => (i * 2654435761) >>> 24)), { raw: { width: 1600, height: 1600, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  const studio = await openWithResults(page, request, 8, { name: 'noise.png', mimeType: 'image/png', buffer: noise });
  await studio.underServiceWorker();
  let reads = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/files/**', async (route) => {
    // The zip's reads only: the page's own <img>s of the same files may still be loading.
    if (isZipRead(route) && ++reads === 3) await released;
    await route.continue();
  });
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const download = await zipped;
  await expect(page.getByRole('button', { name: 'Zipping… 2 of 8' })).toBeDisabled();
  // Leaving would cut the download off: closing the tab asks first.
  expect(await closingAsks(page)).toBe(true);
  await download.cancel();
  release();
  await expect(page.getByTestId('zip-outcome')).toHaveText('The download was cancelled in the browser, so nothing was saved.');
  // The zipping stopped there (a result may have been asked for as the word came), not at the end.
  expect(reads).toBeLessThan(6);
  await expect(page.getByRole('button', { name: 'Download all (.zip)' })).toBeEnabled();
});

test('Download all: a page closed while it zips leaves a failed download, not one that waits for ever', async ({ page, request }) => {
  const studio = await openWithResults(page, request, 4, { name: 'coffee.jpg', mimeType: 'image/jpeg', buffer: await small('coffee.jpg', 64) });
  await studio.underServiceWorker();
  let reads = 0;
  await page.route('**/api/files/**', async (route) => {
    // The third result never comes: the zip is mid-way when the page goes. (The zip's reads
    // only: under load, the thumbnails of the same file were still loading and took the count.)
    if (isZipRead(route) && ++reads === 3) return;
    await route.continue();
  });
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const download = await zipped;
  await expect(page.getByRole('button', { name: 'Zipping… 2 of 4' })).toBeDisabled();
  await page.close();
  expect(await download.failure()).not.toBeNull();
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });
  test('Download all gathers the zip in the page and saves it whole', async ({ page, request }) => {
    await openWithResults(page, request, 2, { name: 'coffee.jpg', mimeType: 'image/jpeg', buffer: await small('coffee.jpg', 64) });
    const zipped = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (.zip)' }).click();
    const download = await zipped;
    expect(download.url()).toMatch(/^blob:/);
    const entries = unzipSync(readFileSync((await download.path())!));
    expect(Object.keys(entries).sort()).toEqual(['photo-1-colorize.jpg', 'photo-2-colorize.jpg']);
    expect((await sharp(Buffer.from(entries['photo-2-colorize.jpg']!)).metadata()).width).toBe(64);
    await expect(page.getByTestId('zip-outcome')).toHaveText(/^Saved 2 results in prism-results-.*\.zip\.$/);
  });
});

test('Recent results keep fifty, the latest twelve shown until all are asked for, all fifty in one zip; a batch takes fifty photos at a time', async ({ page, request }) => {
  // Two stored photos, remembered over and over as a long batch would leave them.
  const stored: string[] = [];
  for (const name of ['coffee.jpg', 'camera.jpg']) {
    const uploaded = await request.post('/api/uploads', { multipart: { file: { name, mimeType: 'image/jpeg', buffer: await small(name, 64) } } });
    expect(uploaded.status()).toBe(200);
    stored.push(((await uploaded.json()) as { result: { url: string } }).result.url);
  }
  const remembered = Array.from({ length: 52 }, (_, i) => ({ id: `r-${i}`, op: 'colorize', summary: 'Colorized', before: stored[i % 2], after: stored[i % 2], downloadName: `photo-${i + 1}-colorize`, seconds: 1, at: Date.now() - i * 1000 }));
  await page.addInitScript((value) => localStorage.setItem('prism.image.results', value), JSON.stringify(remembered));
  const studio = new ImagePage(page);
  await studio.open();
  await studio.underServiceWorker();
  await expect(studio.recent.getByRole('button')).toHaveCount(12);
  await page.getByRole('button', { name: 'Show all 50' }).click();
  await expect(studio.recent.getByRole('button')).toHaveCount(50);
  await expect(studio.recent.getByRole('button').last()).toContainText('Colorized');
  await page.getByRole('button', { name: 'Show the latest 12' }).click();
  await expect(studio.recent.getByRole('button')).toHaveCount(12);
  // All fifty kept ones in the zip (the two oldest of the 52 were let go), each whole, streamed
  // to the download through the service worker as it was made.
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const download = await zipped;
  expect(new URL(download.url()).pathname).toMatch(/^\/__prism\/download\/[0-9a-f-]{36}$/);
  expect(download.suggestedFilename()).toMatch(/^prism-results-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync((await download.path())!));
  expect(Object.keys(entries).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `photo-${i + 1}-colorize.jpg`).sort());
  for (const name of ['photo-1-colorize.jpg', 'photo-50-colorize.jpg']) expect((await sharp(Buffer.from(entries[name]!)).metadata()).width).toBe(64);
  await expect(page.getByTestId('zip-outcome')).toHaveText(/^Saved 50 results in prism-results-.*\.zip\.$/);

  // Fifty-one photos picked at once: the first and 49 more; one is left out, and said so.
  const photo = await small('chelsea.jpg', 48);
  await studio.fileInput.setInputFiles(Array.from({ length: 51 }, (_, i) => ({ name: `p${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photo })));
  await expect(studio.source).toContainText('p1.jpg');
  const batch = page.getByTestId('batch');
  await expect(batch.getByRole('listitem')).toHaveCount(49);
  await expect(batch.getByRole('listitem').last()).toContainText('p50.jpg');
  await expect(batch).toContainText('1 more was left out: 50 photos at a time.');
});

test('two tabs add to one list of recent results, neither writing over the other', async ({ page, context }) => {
  const first = new ImagePage(page);
  const second = new ImagePage(await context.newPage());
  await first.open();
  await second.open();
  for (const tab of [first, second]) {
    await tab.upload('chelsea.jpg', 'image/jpeg', await small('chelsea.jpg', 90));
    await tab.tab('Upscale').click();
    await tab.run('Upscale 2×');
    await tab.waitForResult();
  }
  // The second tab's list once replaced the first tab's result with its own.
  await expect(second.recent.getByRole('button')).toHaveCount(2);
  await expect(first.recent.getByRole('button')).toHaveCount(2);
  await page.reload();
  await expect(first.recent.getByRole('button')).toHaveCount(2);
});

test('with a photo in, no operation keeps the page drawing itself while nothing happens, nor does a result', async ({ page }) => {
  // Each form kept its photo field in step by an effect that re-ran after every render: the
  // page spent a whole core while idle, and a run's click hit React's update-depth limit.
  await countReactCommits(page);
  const studio = new ImagePage(page);
  await studio.open();
  await studio.upload('chelsea.jpg', 'image/jpeg', await small('chelsea.jpg', 90));
  for (const name of ['Unblur', 'Upscale', 'Cut out', 'Colorize'] as const) {
    await studio.tab(name).click();
    await expect(studio.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name }).getByRole('button', { name: new RegExp(`^${name === 'Cut out' ? 'Remove background' : name}`) })).toBeEnabled();
    expect(await commitsWhileIdle(page, 1500), name).toBeLessThanOrEqual(10);
  }
  // A result in: the slider, its images and Recent results are drawn once, then rest.
  await studio.run(/^Colorize$/);
  await studio.waitForResult();
  await expect(studio.slider).toBeVisible();
  await expect(studio.recent).toBeVisible();
  expect(await commitsWhileIdle(page, 1500), 'after a result').toBeLessThanOrEqual(10);
});

test('upscales to the exact size chosen with the slider', async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.upload('chelsea.jpg', 'image/jpeg', await small('chelsea.jpg', 90)); // 90×60
  await studio.tab('Upscale').click();
  const scale = page.getByRole('slider', { name: 'Scale' });
  await expect(scale).toHaveValue('2');
  await scale.focus();
  await page.keyboard.press('ArrowRight'); // 2.5×
  await expect(page.getByText('Result: 225 × 150 px')).toBeVisible();
  await studio.run('Upscale 2.5×');
  expect(await studio.waitForResult()).toContain('225 × 150 px');
});

test('unblurs with pipeline options, colorizes with its note, and shows a clear error for a non-image', async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.upload('astronaut.jpg', 'image/jpeg', await small('astronaut.jpg', 128));
  await expect(page.getByLabel('Background blur (bokeh)')).toHaveValue('background_blur_low');
  await expect(page.getByLabel('Colour look')).toHaveValue('prism-blend');
  await page.getByLabel('Background blur (bokeh)').selectOption('background_blur_high');
  await page.getByLabel('Colour look').selectOption('orange-teal');
  await page.getByLabel('Background upscaler').selectOption('upsampler-bicubic');
  await studio.run('Unblur');
  expect(await studio.waitForResult()).toContain('256 × 256 px');
  await expect(studio.result.getByRole('heading')).toContainText('bokeh high · orange-teal');

  await studio.tab('Colorize').click();
  await studio.run(/^Colorize/);
  await studio.waitForResult();
  await expect(page.getByTestId('result-note')).toContainText('converted to greyscale first');
  await expect(page.getByTestId('result-engine')).toHaveText('Made by the built-in engine.');
  await expect(studio.recent.getByRole('button')).toHaveCount(2);

  // Not an image: the envelope's message is shown.
  await studio.urlInput.fill(`data:image/png;base64,${Buffer.from('this is not a picture').toString('base64')}`);
  await studio.useUrl.click();
  await studio.tab('Cut out').click();
  await studio.run('Remove background');
  await expect(page.getByRole('alert').filter({ hasText: 'init_image: is not a readable image' })).toBeVisible({ timeout: 60_000 });
});

test('several photos picked at once: the first runs, then the others with its settings, each to Recent results; a failed one says why and the rest go on; Stop leaves the rest waiting', async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.tab('Colorize').click();
  const jpeg = async (name: string, fixtureName: string) => ({ name, mimeType: 'image/jpeg', buffer: await small(fixtureName, 96) });
  await studio.fileInput.setInputFiles([
    await jpeg('first.jpg', 'coffee.jpg'),
    await jpeg('second.jpg', 'camera.jpg'),
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a picture at all') },
    await jpeg('third.jpg', 'chelsea.jpg'),
  ]);
  await expect(studio.source).toContainText('first.jpg');
  const batch = page.getByTestId('batch');
  await expect(batch.getByRole('listitem')).toHaveText([/^second\.jpgWaiting/, /^broken\.jpgWaiting/, /^third\.jpgWaiting/]);
  const colorized: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/image/colorize') colorized.push((request.postDataJSON() as { init_image: string }).init_image);
  });
  await studio.run(/^Colorize$/);
  await expect(batch).toContainText('More photos (2 of 3 done)', { timeout: 120_000 });
  await expect(batch.locator('li[data-status="failed"]')).toContainText('broken.jpg');
  await expect(batch.locator('li[data-status="failed"]')).toContainText(/not|image/i);
  // The first photo and the two good ones, each its own stored file, each a result.
  expect(new Set(colorized).size).toBe(3);
  await expect(studio.recent.getByRole('button')).toHaveCount(3);
  await expect(studio.result.getByRole('heading')).toContainText('colorized');
  await expectNoSeriousA11yViolations(page, 'image enhancer with several photos');
  // All three in one zip, each under its own Download's name.
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  const zip = await zipped;
  expect(zip.suggestedFilename()).toMatch(/^prism-results-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync((await zip.path())!));
  expect(Object.keys(entries).every((name) => /\.(png|jpg|webp)$/.test(name))).toBe(true);
  expect(Object.keys(entries).map((name) => name.replace(/\.\w+$/, '')).sort()).toEqual(['first-colorize', 'second-colorize', 'third-colorize']);
  for (const bytes of Object.values(entries)) expect((await sharp(Buffer.from(bytes)).metadata()).width).toBeGreaterThan(0);
  await expect(page.getByTestId('zip-outcome')).toHaveText(/^Saved 3 results in prism-results-.*\.zip\.$/);
  // The server out of reach (the connection dropped): it says so, not that the files are gone.
  await page.route('**/api/files/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Download all (.zip)' }).click();
  await expect(page.getByTestId('zip-outcome')).toHaveText('The server could not be reached. Check your connection and try again.');
  await page.unroute('**/api/files/**');

  // Stop while a photo runs: it and the rest stay waiting; the failed one can be removed.
  await batch.getByRole('button', { name: 'Remove broken.jpg' }).click();
  await studio.fileInput.setInputFiles([await jpeg('one.jpg', 'coffee.jpg'), await jpeg('two.jpg', 'camera.jpg'), await jpeg('three.jpg', 'chelsea.jpg')]);
  await expect(studio.source).toContainText('one.jpg');
  await expect(batch.getByRole('listitem')).toHaveCount(2);
  let held = 0;
  await page.route('**/api/image/colorize', async (route) => {
    // The first of the batch's photos (the second request) is held until Stop cuts it off.
    if (++held === 2) return new Promise<void>(() => undefined);
    return route.continue();
  });
  await studio.run(/^Colorize$/);
  await expect(batch.locator('li[data-status="running"]')).toContainText('two.jpg', { timeout: 60_000 });
  await batch.getByRole('button', { name: 'Stop' }).click();
  await expect(batch.getByRole('listitem')).toHaveText([/^two\.jpgWaiting/, /^three\.jpgWaiting/]);
  await expect(page.getByRole('button', { name: 'Colorize', exact: true })).toBeEnabled();
});

test('a reload keeps the photos waiting in a batch, one cut off mid-run too, and runs them after; a browser that keeps no files says which it lost', async ({ page, context }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.tab('Colorize').click();
  const jpeg = async (name: string, fixtureName: string) => ({ name, mimeType: 'image/jpeg', buffer: await small(fixtureName, 96) });
  const photos = [await jpeg('first.jpg', 'coffee.jpg'), await jpeg('second.jpg', 'camera.jpg'), await jpeg('third.jpg', 'chelsea.jpg')];
  await studio.fileInput.setInputFiles(photos);
  const batch = page.getByTestId('batch');
  await expect(batch.getByRole('listitem')).toHaveText([/^second\.jpgWaiting/, /^third\.jpgWaiting/]);
  const keptFiles = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('prism-kept-files');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('files').objectStore('files').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
    );
  await expect.poll(keptFiles).toBe(2);

  await page.reload();
  await expect(studio.source).toContainText('first.jpg');
  await expect(batch.getByRole('listitem')).toHaveText([/^second\.jpgWaiting/, /^third\.jpgWaiting/]);

  // A reload while a batch photo runs (the page asks first; the user goes ahead): it waits again.
  let held = 0;
  await page.route('**/api/image/colorize', async (route) => {
    if (++held === 2) return new Promise<void>(() => undefined);
    return route.continue();
  });
  await studio.run(/^Colorize$/);
  await expect(batch.locator('li[data-status="running"]')).toContainText('second.jpg', { timeout: 60_000 });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(batch.getByRole('listitem')).toHaveText([/^second\.jpgWaiting/, /^third\.jpgWaiting/]);
  await page.unroute('**/api/image/colorize');
  await expect(studio.recent.getByRole('button')).toHaveCount(1);

  const colorized: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/image/colorize') colorized.push((request.postDataJSON() as { init_image: string }).init_image);
  });
  await studio.run(/^Colorize$/);
  await expect(batch).toContainText('More photos (2 of 2 done)', { timeout: 120_000 });
  expect(new Set(colorized).size).toBe(3);
  await expect(studio.recent.getByRole('button')).toHaveCount(4);
  // A photo run is let go: the browser keeps no copy of what is done.
  await expect.poll(keptFiles).toBe(0);
  await page.reload();
  await expect(batch).toContainText('More photos (2 of 2 done)');

  // A browser that keeps no files (storage refused): after a reload the list says which photos
  // it lost and runs none of them; they can be removed.
  const refusing = await context.newPage();
  await refusing.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  const other = new ImagePage(refusing);
  await other.open();
  await other.fileInput.setInputFiles(photos.slice(0, 2));
  const otherBatch = refusing.getByTestId('batch');
  await expect(otherBatch.getByRole('listitem')).toHaveText([/^second\.jpgWaiting/]);
  await refusing.reload();
  await expect(otherBatch.locator('li[data-status="failed"]')).toHaveText(/^second\.jpgFailed.*This browser did not keep the photo across the reload: pick it again\.$/);
  await otherBatch.getByRole('button', { name: 'Remove second.jpg' }).click();
  await expect(otherBatch).toHaveCount(0);
});

test('when the first of several photos fails, the others still run, and Cancel of the first runs none', async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.tab('Colorize').click();
  const jpeg = async (name: string, fixtureName: string) => ({ name, mimeType: 'image/jpeg', buffer: await small(fixtureName, 96) });
  let calls = 0;
  let first: 'fail' | 'hold' = 'fail';
  await page.route('**/api/image/colorize', async (route) => {
    if (++calls > 1) return route.continue();
    if (first === 'hold') return new Promise<void>(() => undefined);
    // The engine failed on the first photo (its own trouble, not the settings').
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'The colorizer stopped on this photo.', code: 'internal_error' }) });
  });
  await studio.fileInput.setInputFiles([await jpeg('first.jpg', 'coffee.jpg'), await jpeg('second.jpg', 'camera.jpg')]);
  const batch = page.getByTestId('batch');
  await expect(batch.getByRole('listitem')).toHaveText([/^second\.jpgWaiting/]);
  await studio.run(/^Colorize$/);
  await expect(page.getByRole('alert').filter({ hasText: 'The colorizer stopped on this photo.' })).toBeVisible({ timeout: 60_000 });
  await expect(batch).toContainText('More photos (1 of 1 done)', { timeout: 120_000 });
  await expect(studio.recent.getByRole('button')).toHaveCount(1);

  // Cancel is not a failure: the batch waits for the next run.
  calls = 0;
  first = 'hold';
  await studio.fileInput.setInputFiles([await jpeg('one.jpg', 'coffee.jpg'), await jpeg('two.jpg', 'camera.jpg')]);
  await expect(batch.getByRole('listitem')).toHaveText([/^two\.jpgWaiting/]);
  await studio.run(/^Colorize$/);
  await expect.poll(() => calls, { timeout: 60_000 }).toBe(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Colorize', exact: true })).toBeEnabled();
  await expect(batch.getByRole('listitem')).toHaveText([/^two\.jpgWaiting/]);
  expect(calls).toBe(1);
});

test("a batch photo over the operation's size is refused before it is uploaded, and the rest go on", async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  await studio.tab('Unblur').click();
  // 3 MP, over Unblur's 2 MP: a plain colour, so the file stays small.
  const large = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 120, g: 130, b: 140 } } }).jpeg().toBuffer();
  await studio.fileInput.setInputFiles([
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await small('coffee.jpg', 64) },
    { name: 'large.jpg', mimeType: 'image/jpeg', buffer: large },
    { name: 'last.jpg', mimeType: 'image/jpeg', buffer: await small('camera.jpg', 64) },
  ]);
  const batch = page.getByTestId('batch');
  await expect(batch.getByRole('listitem')).toHaveText([/^large\.jpgWaiting/, /^last\.jpgWaiting/]);
  const uploads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads') uploads.push(request.postDataBuffer()?.length ?? 0);
  });
  await studio.run(/^Unblur$/);
  await expect(batch).toContainText('More photos (1 of 2 done)', { timeout: 300_000 });
  await expect(batch.locator('li[data-status="failed"]')).toContainText('large.jpgFailed');
  await expect(batch.locator('li[data-status="failed"]')).toContainText('This photo is 3.0 MP; unblur takes at most 2.0 MP.');
  // The first photo and the last were uploaded; the large one never was.
  expect(uploads.every((bytes) => bytes < large.length)).toBe(true);

  // To upscale, the result's size too: 1000 × 1000 at 10× would be 100 MP.
  await batch.getByRole('button', { name: 'Clear' }).click();
  await studio.tab('Upscale').click();
  const square = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 90, g: 90, b: 90 } } }).jpeg().toBuffer();
  await studio.fileInput.setInputFiles([
    { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: await small('coffee.jpg', 32) },
    { name: 'square.jpg', mimeType: 'image/jpeg', buffer: square },
  ]);
  const scale = page.getByRole('slider', { name: 'Scale' });
  await scale.focus();
  await page.keyboard.press('End');
  await expect(scale).toHaveValue('10');
  await studio.run('Upscale 10×');
  await expect(batch.locator('li[data-status="failed"]')).toContainText('The result would be 100.0 MP; at most 36.0 MP.', { timeout: 300_000 });
});

test('refuses a sound file named like a photo at the drop, naming the image formats only', async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  // A WAV header: the bytes are audio whatever the name says.
  const wav = Buffer.concat([Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x40\x1f\x00\x00\x80\x3e\x00\x00\x02\x00\x10\x00data\x00\x08\x00\x00', 'latin1'), Buffer.alloc(2048)]);
  await studio.fileInput.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: wav });
  // It was taken as audio, and the page then showed a broken picture.
  await expect(page.getByText('file: must be an image (JPEG, PNG, WebP, AVIF, GIF); the bytes are audio/wav')).toBeVisible();
  await expect(page.getByTestId('source-size')).toHaveCount(0);
});

test('shows how far an upload is on a slow line, and Cancel upload stops it', async ({ page }) => {
  const studio = new ImagePage(page);
  await studio.open();
  // A 3 MB photo at 400 KB/s: some seconds of upload, which showed only a spinner before.
  const noise = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const uploads: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/uploads')) uploads.push(response.status());
  });

  await studio.fileInput.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noise });
  const bar = page.getByRole('progressbar', { name: 'Uploading noise.png' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+% · [\d.]+ (KB|MB) of 2(\.\d)? MB$/);
  // Leaving mid-upload asks first (the page stays, the upload goes on).
  expect(await closingAsks(page)).toBe(true);
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload of noise.png cancelled.' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId('source-size')).toHaveCount(0);

  // The same file again, to the end: it is picked once the server has it.
  await studio.fileInput.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noise });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('source-size')).toHaveText('1000 × 1000 px', { timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  expect(uploads).toEqual([200]);
});

test.describe('leaving while a photo is being worked on', () => {
  // page.route sees the run's request only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('a close, a reload or a link of the menu asks first while a run is in progress (the server stops it with the connection); once the result is in, the page closes without asking', async ({ page }) => {
    const studio = new ImagePage(page);
    await studio.open();
    await studio.upload('coffee.jpg', 'image/jpeg', await small('coffee.jpg', 96));
    await studio.tab('Colorize').click();
    const release = await holdRequests(page, '**/api/image/colorize');
    await studio.run(/^Colorize$/);
    await expect(studio.progress).toBeVisible();
    // Before, the page closed at once and the run was lost without a word.
    expect(await closingAsks(page)).toBe(true);
    await expect(studio.progress).toBeVisible();
    // A link of the studio's menu is a full page load (components/studio/nav-link.tsx): it asks too.
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: /Translator/ }).first().click();
    await asked;
    await expect(page).toHaveURL(/\/image$/);
    await expect(studio.progress).toBeVisible();
    release();
    await studio.waitForResult();
    expect(await closingAsks(page)).toBe(false);
  });
});

// The service worker fetches what it controls past page.route: blocked, the page asks the
// server itself, as a page opened before the worker took over does.
test.describe('after the studio was updated under the page', () => {
  test.use({ serviceWorkers: 'block' });

  test('an upload after the studio was updated says to reload, not the bundler\'s words; after the reload it goes up', async ({ page }) => {
    const studio = new ImagePage(page);
    await studio.open();
    const asked = await studioUpdatedUnderPage(page);
    await studio.fileInput.setInputFiles({ name: 'coffee.jpg', mimeType: 'image/jpeg', buffer: await small('coffee.jpg', 200) });
    // It said "Failed to load chunk /_next/static/chunks/….js from module 57626", or the upload's
    // progress bar, not loading either, took the page down to Next's bare error page.
    await expect(page.getByText(PART_MISSING)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Image enhancer' })).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    await expect(page.getByTestId('source-size')).toHaveCount(0);

    await page.unrouteAll();
    await page.reload();
    await studio.upload('coffee.jpg', 'image/jpeg', await small('coffee.jpg', 200));
    await expect(page.getByText(PART_MISSING)).toHaveCount(0);
  });

  test('a run after the studio was updated keeps the page and says to reload; after the reload the kept photo runs', async ({ page }) => {
    const studio = new ImagePage(page);
    await studio.open();
    await studio.upload('coffee.jpg', 'image/jpeg', await small('coffee.jpg', 96));
    await studio.tab('Colorize').click();
    await expect(page.getByRole('button', { name: 'Colorize', exact: true })).toBeVisible();
    await studioUpdatedUnderPage(page);
    await studio.run(/^Colorize$/);
    // The progress bar and the result's view cannot load: each says so in its place, and the
    // page (its photo, its tabs, the studio's menu) stays. Before, the page went blank.
    await expect(page.getByText(PART_MISSING).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Colorize', exact: true })).toBeEnabled({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: /Translator/ })).toBeVisible();
    await expect(studio.source).toContainText('coffee.jpg');

    await page.unrouteAll();
    await page.reload();
    await expect(studio.source).toContainText('coffee.jpg');
    await studio.run(/^Colorize$/);
    await studio.waitForResult();
    await expect(page.getByText(PART_MISSING)).toHaveCount(0);
  });
});

test('fits a 360 px wide screen in light and dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const studio = new ImagePage(page);
  await studio.open('/embed/image');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page, 'image enhancer, 360 px, dark');
});
