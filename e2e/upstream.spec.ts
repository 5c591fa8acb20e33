import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startUpstreamDouble, type UpstreamDouble } from '../tests/support/upstream-double';
import { startStudioProcess, type StudioProcess } from '../tests/support/studio-process';
import { UPSTREAM_SAMPLES } from '../tests/support/upstream-samples';
import { ImagePage } from './pages/image';
import { TranslatePage } from './pages/translate';
import { TtsPlayground } from './pages/tts';

/**
 * The studio answered by the hosted upstream (PROVIDER=upstream), in Chromium against the
 * production build. The hosted service cannot be reached from here, so its double stands in;
 * this spec starts its own studio on E2E_UPSTREAM_PORT pointed at it. The upstream offers no
 * Prism extensions (language and voice lists): the pages must still be usable without them.
 */
const PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 3333);

let studio: StudioProcess;
let double: UpstreamDouble;

/** How many times the page asked the studio for `path` while it was open. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

test.describe('a studio answered by the hosted upstream', () => {
  test.beforeAll(async () => {
    // It detects Swahili, which the translator's offer of common languages does not hold.
    double = await startUpstreamDouble({ results: () => ({ 'translate.detect': { lang: 'sw' } }) });
    studio = await startStudioProcess(PORT, [], { PROVIDER: 'upstream', UPSTREAM_BASE_URL: double.url, UPSTREAM_API_KEY: double.key, LOG_LEVEL: 'warn' });
  });
  test.afterAll(async () => {
    studio?.stop();
    await double?.close();
  });

  test('the translator offers languages the upstream does not list, says why, and translates through it', async ({ page }) => {
    const languageLists = countCalls(page, '/api/translate/languages');
    const translator = new TranslatePage(page);
    await translator.open(`${studio.base}/translate`);
    await expect(page.getByRole('status').filter({ hasText: 'does not list the languages it translates' })).toBeVisible();
    // Not an error the user must act on, and not asked again: the upstream will not grow the extension.
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(translator.target.locator('option[value="de"]')).toHaveText('German');
    await expect(translator.source.locator('option[value="ja"]')).toHaveText('Japanese');

    await translator.translate('Where is the train station?', 'de', 'en');
    await expect(translator.translation).toContainText((UPSTREAM_SAMPLES['translate.predict'] as { text: string }).text);
    const asked = double.seen.filter((s) => s.path === '/translate/predict').at(-1);
    expect(JSON.parse(asked!.body)).toMatchObject({ text: 'Where is the train station?', source_lang: 'en', target_lang: 'de' });

    // A detected language outside the offer: not judged unreachable, since the service decides.
    await translator.source.selectOption('auto');
    await translator.text.fill('Kituo cha treni kiko wapi?');
    await expect(translator.detected).toContainText('Swahili');
    await expect(translator.unreachablePair).toHaveCount(0);
    await expect(translator.swap).toBeEnabled();
    expect(languageLists()).toBe(1);
  });

  test('the speech playground takes a style id by hand when the upstream lists no voices', async ({ page }) => {
    const voiceLists = countCalls(page, '/api/tts/speakers');
    await page.goto(`${studio.base}/tts`);
    const playground = new TtsPlayground(page);
    const styleId = page.getByLabel('Voice (style id)');
    await expect(styleId).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'does not list its voices' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    await styleId.fill('3');
    await playground.makeQueriesFor('こんにちは');
    const asked = double.seen.filter((s) => s.path === '/tts/audio_query').at(-1);
    expect(JSON.parse(asked!.body)).toMatchObject({ text: 'こんにちは', speaker: 3 });
    expect(voiceLists()).toBe(1);
  });

  test("an image result the upstream answered links to the upstream's file, and says when it cannot be loaded", async ({ page }) => {
    const enhancer = new ImagePage(page);
    await enhancer.open(`${studio.base}/image`);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } }).png().toBuffer();
    await enhancer.upload('leaf.png', 'image/png', photo);
    await enhancer.run('Unblur');
    await expect(enhancer.result).toBeVisible();
    // The upstream's URL as it answered it: not turned into a path on this studio.
    const upstreamFile = (UPSTREAM_SAMPLES['image.unblur'] as { images: string[] }).images[0]!;
    await expect(enhancer.downloadLink()).toHaveAttribute('href', upstreamFile);
    await expect(enhancer.result.getByRole('link', { name: 'Open full size' })).toHaveAttribute('href', upstreamFile);
    // upstream.example never resolves: the page says the picture could not be loaded.
    await expect(enhancer.result.getByRole('alert')).toHaveText(/The result image could not be loaded/);
    const asked = double.seen.filter((s) => s.path === '/image/unblur').at(-1);
    expect(JSON.parse(asked!.body).init_image).toMatch(/\/api\/files\/[a-f0-9]{64}$/);
  });
});
