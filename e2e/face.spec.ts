import { expect, test } from '@playwright/test';
import { FACE_AGES, FACE_STYLES } from '../lib/contract/face';
import { FacePage } from './pages/face';
import { expectNoSeriousA11yViolations } from './support/axe';
import { closingAsks, holdRequests } from './support/leave-warning';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';

/**
 * The face studio in Chromium against the production build, on the real local engine:
 *   NEXT_DIST_DIR=.next-face DATA_DIR=.data-face npm start -- -p 3103
 *   E2E_BASE_URL=http://127.0.0.1:3103 npx playwright test e2e/face.spec.ts
 */
test.describe('face studio page', () => {
  test.setTimeout(180_000);

  test('shows every style with its engine-rendered preview', async ({ page }) => {
    const face = new FacePage(page);
    await face.open();
    await expect(face.gallery.getByRole('listitem')).toHaveCount(FACE_STYLES.length);
    for (const style of FACE_STYLES) {
      const tile = face.style(style.id);
      await expect(tile).toContainText(style.label);
      // The preview image has really loaded (a broken image has no natural width).
      await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('styles the sample portrait into two variations, with a before/after slider and a download', async ({ page }) => {
    await countReactCommits(page);
    const face = new FacePage(page);
    await face.open();
    await face.useSample.click();
    await expect(face.photo).toBeVisible();
    await face.style('pop-art').click();
    await expect(face.style('pop-art')).toHaveAttribute('aria-pressed', 'true');
    await face.prompt.fill('bold and pink');
    await face.variations.selectOption('2');
    await face.applyStyle.click();
    await expect(face.results).toHaveCount(2, { timeout: 120_000 });
    const first = face.results.first();
    await expect(first).toContainText('Pop art · variation');
    await expect(first).toContainText('prompt: pink, strong');
    // Both result pictures are real images served by the app.
    for (const index of [0, 1]) {
      const img = face.results.nth(index).getByRole('img', { name: /Pop art/ });
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(512);
    }
    // The divider moves with the keyboard.
    const divider = first.getByRole('slider');
    await divider.focus();
    const startValue = Number(await divider.getAttribute('aria-valuenow'));
    await divider.press('ArrowLeft');
    await divider.press('ArrowLeft');
    await expect.poll(async () => Number(await divider.getAttribute('aria-valuenow'))).toBeLessThan(startValue);
    const download = first.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', /\/api\/files\/[a-f0-9]{64}\?download=/);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/pop-art-\d\.jpg$/);
    await expectNoSeriousA11yViolations(page);
    // With both variations shown and one downloaded, nothing redraws.
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);
  });

  test('ages the portrait with the age control, and borrows makeup from a reference face', async ({ page }) => {
    const face = new FacePage(page);
    await face.open();
    await face.useSample.click();
    await face.tab('Age').click();
    await expect(face.ageSlider).toHaveAttribute('max', String(FACE_AGES.length - 1));
    await face.ageSlider.focus();
    await face.ageSlider.press('End');
    await expect(page.getByRole('button', { name: `Make it ${FACE_AGES.at(-1)}` })).toBeVisible();
    await page.getByRole('button', { name: `Make it ${FACE_AGES.at(-1)}` }).click();
    await expect(face.results).toHaveCount(1, { timeout: 120_000 });
    await expect(face.results.first()).toContainText(`Age ${FACE_AGES.at(-1)}`);
    await expect(face.results.first()).toContainText(/estimated \d+ → \d+/);

    await face.tab('Makeup').click();
    await expect(face.references.getByRole('listitem')).toHaveCount(6);
    await face.reference('classic-red').click();
    await face.applyMakeup.click();
    await expect(face.results).toHaveCount(2, { timeout: 120_000 });
    await expect(face.results.first()).toContainText('Makeup: Classic red');
    await expectNoSeriousA11yViolations(page);
  });

  test('takes an uploaded photo, and keeps it and its results across a reload of the tab', async ({ page }) => {
    const face = new FacePage(page);
    await face.open();
    await face.fileInput.setInputFiles('public/face/sample.jpg');
    await expect(face.photo).toContainText('sample.jpg');
    await expect(face.photo.getByRole('img')).toHaveAttribute('src', /\/api\/files\/[a-f0-9]{64}/);
    await face.style('noir').click();
    await face.applyStyle.click();
    await expect(face.results).toHaveCount(1, { timeout: 120_000 });
    await expect(face.results.first()).toContainText('Film noir');

    // A reload once lost the portrait and every result.
    await page.reload();
    await expect(face.photo).toContainText('sample.jpg');
    await expect(face.results).toHaveCount(1);
    await expect(face.results.first()).toContainText('Film noir');
    // The portrait is the form's again: another style applies to it.
    await face.style('pop-art').click();
    await face.applyStyle.click();
    await expect(face.results).toHaveCount(2, { timeout: 120_000 });
  });

  test('keeps what was chosen for the next run across a reload of the tab: tab, style, prompt, variations, age and reference', async ({ page }) => {
    const face = new FacePage(page);
    await face.open();
    await face.useSample.click();
    await face.style('pop-art').click();
    await face.prompt.fill('bold and pink');
    await face.variations.selectOption('2');
    await face.tab('Makeup').click();
    await face.reference('classic-red').click();
    await face.tab('Age').click();
    await face.ageSlider.focus();
    await face.ageSlider.press('End');
    await expect(page.getByRole('button', { name: `Make it ${FACE_AGES.at(-1)}` })).toBeVisible();

    // A reload once kept the portrait but sent the rest back to the defaults.
    await page.reload();
    await expect(face.tab('Age')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: `Make it ${FACE_AGES.at(-1)}` })).toBeVisible();
    await face.tab('Makeup').click();
    await expect(face.reference('classic-red')).toHaveAttribute('aria-pressed', 'true');
    await expect(face.applyMakeup).toBeEnabled();
    await face.tab('Styles').click();
    await expect(face.style('pop-art')).toHaveAttribute('aria-pressed', 'true');
    await expect(face.prompt).toHaveValue('bold and pink');
    await expect(face.variations).toHaveValue('2');
    await expect(face.applyStyle).toBeEnabled();
  });

  test('says so when the picture has no face', async ({ page }) => {
    const face = new FacePage(page);
    await face.open();
    // A small landscape-like picture with no one in it, given as a data: URL.
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 240;
      canvas.height = 160;
      const ctx = canvas.getContext('2d')!;
      const sky = ctx.createLinearGradient(0, 0, 0, 160);
      sky.addColorStop(0, '#7fb2e5');
      sky.addColorStop(1, '#e8d9a8');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 240, 160);
      ctx.fillStyle = '#3f6e3a';
      ctx.fillRect(0, 110, 240, 50);
      return canvas.toDataURL('image/png');
    });
    await face.urlInput.fill(dataUrl);
    await page.getByRole('button', { name: 'Use URL' }).click();
    await face.style('cartoon').click();
    await face.applyStyle.click();
    await expect(face.error.filter({ hasText: 'init_image: no face found' })).toBeVisible({ timeout: 60_000 });
    await expect(face.results).toHaveCount(0);
  });

  test('works in the chrome-less embed at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const face = new FacePage(page);
    await face.open('/embed/face');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(face.gallery.getByRole('listitem')).toHaveCount(FACE_STYLES.length);
    // Nothing spills sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('face studio, leaving mid-run', () => {
  // page.route sees the run's request only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('a close or reload asks first while a style is being applied; once the results are in, the page closes without asking', async ({ page }) => {
    const face = new FacePage(page);
    await face.open();
    await face.useSample.click();
    await expect(face.photo).toBeVisible();
    await face.style('pop-art').click();
    const release = await holdRequests(page, '**/api/face/transform');
    await face.applyStyle.click();
    await expect(page.getByRole('button', { name: 'Styling…' })).toBeVisible();
    expect(await closingAsks(page)).toBe(true);
    release();
    await expect(face.results).toHaveCount(1, { timeout: 120_000 });
    expect(await closingAsks(page)).toBe(false);
  });
});
