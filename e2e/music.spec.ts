import { expect, test } from '@playwright/test';
import { MusicPage } from './pages/music';
import { expectNoSeriousA11yViolations } from './support/axe';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';

/**
 * The composer end to end against the real engine: two songs rendered by FluidSynth and
 * sung by eSpeak NG, cards updated by polling /api/music/fetch until final. Songs are short
 * ("12 s") to keep the run quick.
 */
test.describe('music composer', () => {
  test.describe.configure({ timeout: 240_000 });

  test('composes two songs from a description, polls until they are complete, then stops', async ({ page }) => {
    await countReactCommits(page);
    const music = new MusicPage(page);
    await music.open();
    await expectNoSeriousA11yViolations(page, '/music (empty)');
    await music.describe('a short happy pop song about summer nights, 12 s');
    await music.create.click();

    await expect(music.cards()).toHaveCount(2);
    const cards = await music.waitForFinal();
    for (const card of cards) await expect(card).toHaveAttribute('data-status', 'complete');

    // Polling saw the records move on before they were complete.
    const seen = music.polls.flatMap((p) => p.statuses);
    expect(music.polls.length).toBeGreaterThan(1);
    expect(seen.some((s) => s === 'queued' || s === 'streaming')).toBe(true);
    expect(seen.at(-1)).toBe('complete');

    // Everything final: no more polls.
    const polled = music.polls.length;
    await page.waitForTimeout(4000);
    expect(music.polls.length).toBe(polled);

    const first = cards[0]!;
    const title = 'Summer Nights';
    await expect(first.getByRole('heading', { name: title })).toBeVisible();
    const cover = first.getByRole('img', { name: `Cover of ${title}` });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(first.getByTestId('waveform')).toHaveAttribute('data-ready', 'true');
    for (const label of ['MP3', 'WAV', 'Video']) {
      const link = first.getByRole('link', { name: `Download ${label} of ${title}` });
      await expect(link).toHaveAttribute('href', /\/api\/files\/[a-f0-9]{64}\?download=1$/);
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toMatch(label === 'MP3' ? /audio\/mpeg/ : label === 'WAV' ? /audio\/wav/ : /video\/mp4/);
      expect(response.headers()['content-disposition']).toMatch(/^attachment/);
    }
    await first.getByText('Lyrics').click();
    await expect(first.getByText('[Chorus]')).toBeVisible();

    // The player plays.
    await first.getByRole('button', { name: `Play ${title}` }).click();
    await expect(first.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
    await expect.poll(() => first.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
    await first.getByRole('button', { name: `Pause ${title}` }).click();
    await expectNoSeriousA11yViolations(page, '/music (two songs)');
    // Songs complete, the player paused: nothing redraws (polling stopped above).
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);

    // Past songs are remembered in this browser.
    await page.reload();
    await expect(music.cards(music.pastSongs)).toHaveCount(2, { timeout: 20_000 });
    await expect(music.pastSongs.getByRole('heading', { name: title }).first()).toBeVisible();
  });

  test('past songs beyond the first forty stay in this browser, a page at a time', async ({ page, request }) => {
    const made = await request.post('/api/music/simple', { data: { prompt: 'instrumental ambient drone, 12 s', instrumental: true } });
    const songs = (await made.json()).result as Array<{ id: string }>;
    // Forty newer entries (songs since removed on the server), then the two real ones.
    const stale = Array.from({ length: 40 }, (_, i) => `gone-${i}`);
    await page.addInitScript((ids) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('prism.music.generations', JSON.stringify(ids));
      sessionStorage.setItem('seeded', '1');
    }, [...stale, ...songs.map((song) => song.id)]);
    const music = new MusicPage(page);
    await music.open();
    // The list once kept 40 ids: the two songs were dropped from the studio, still on the server.
    const older = page.getByRole('button', { name: 'Show older songs (2)' });
    await expect(older).toBeVisible({ timeout: 20_000 });
    await expect(music.cards(music.pastSongs)).toHaveCount(0);
    await older.click();
    await expect(music.cards(music.pastSongs)).toHaveCount(2);
    await expect(older).toHaveCount(0);
    // The stale ids were let go when the server said it no longer knew them; the songs stay.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('prism.music.generations')!))).toEqual(songs.map((song) => song.id));
  });

  test('custom mode: section labels, tag chips and inline validation before sending', async ({ page }) => {
    const music = new MusicPage(page);
    await music.open();
    await music.customTab.click();

    // Validation from the contract, shown inline, no request sent.
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/music/advance')) posted += 1;
    });
    await music.create.click();
    await expect(page.getByText('must be 1 to 120 characters')).toBeVisible();
    await expect(page.getByText('must hold the lyrics unless instrumental is true')).toBeVisible();
    expect(posted).toBe(0);

    await page.getByLabel('Title').fill('Harbour Lights');
    await music.chip('lofi').click();
    await expect(music.tagsInput()).toHaveValue('lofi');
    await music.chip('sad').click();
    await expect(music.tagsInput()).toHaveValue('lofi, sad');
    await music.chip('lofi').click();
    await expect(music.tagsInput()).toHaveValue('sad');
    await expect(music.chip('sad')).toHaveAttribute('aria-pressed', 'true');

    await music.labelButton('Verse').click();
    await expect(music.lyrics()).toHaveValue('[Verse]\n');
    await music.lyrics().press('End');
    await music.lyrics().pressSequentially('Lights across the water');
    await music.labelButton('Chorus').click();
    await music.lyrics().pressSequentially('Carry me home');
    await expect(music.lyrics()).toHaveValue('[Verse]\nLights across the water\n\n[Chorus]\nCarry me home');
    await expect(page.getByText('must hold the lyrics unless instrumental is true')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/music (custom)');

    // A frame that comes late (a busy machine: CI once saw "rry me homeCa") moves no caret the
    // user has typed at since the label went in.
    await page.evaluate(() => {
      const onTime = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => onTime(() => setTimeout(() => callback(performance.now()), 400));
    });
    await music.labelButton('Bridge').click();
    await music.lyrics().pressSequentially('Hold');
    await page.waitForTimeout(600);
    await music.lyrics().pressSequentially(' on');
    await expect(music.lyrics()).toHaveValue('[Verse]\nLights across the water\n\n[Chorus]\nCarry me home\n\n[Bridge]\nHold on');
    await music.lyrics().fill('[Verse]\nLights across the water\n\n[Chorus]\nCarry me home');

    // A look at the other tab, then a reload: the lyrics were once lost to either.
    const lyrics = '[Verse]\nLights across the water\n\n[Chorus]\nCarry me home';
    await music.simpleTab.click();
    await music.customTab.click();
    await expect(music.lyrics()).toHaveValue(lyrics);
    await page.reload();
    await expect(music.customTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Title')).toHaveValue('Harbour Lights');
    await expect(music.tagsInput()).toHaveValue('sad');
    await expect(music.lyrics()).toHaveValue(lyrics);

    await music.create.click();
    await expect(music.cards()).toHaveCount(2);
    for (const card of await music.cards().all()) await expect(card.getByRole('heading', { name: 'Harbour Lights' })).toBeVisible();
    expect(posted).toBe(1);
    await music.waitForFinal();
  });

  test('polling waits as long as Retry-After says after a 429', async ({ page }) => {
    const music = new MusicPage(page);
    let limited = 0;
    await page.route('**/api/music/fetch**', async (route) => {
      if (limited === 0) {
        limited += 1;
        await route.fulfill({
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '4', 'ratelimit-limit': '60', 'ratelimit-remaining': '0', 'ratelimit-reset': '4' },
          body: JSON.stringify({ status: false, message: 'rate limit: 60 requests per minute; retry in 4 s', result: {} }),
        });
        return;
      }
      await route.continue();
    });
    await music.open();
    await music.describe('instrumental ambient, 12 s');
    await page.getByRole('switch', { name: 'Instrumental (no vocals)' }).click();
    await music.create.click();
    await expect(page.getByText(/Rate limit reached; checking again in 4 s/)).toBeVisible();
    await expect.poll(() => music.polls.length, { timeout: 20_000 }).toBeGreaterThan(1);
    const [refused, next] = music.polls;
    expect(refused!.status).toBe(429);
    expect(next!.at - refused!.at).toBeGreaterThanOrEqual(3800);
    await music.waitForFinal();
  });

  test('works at 360 px wide and in the embed page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const music = new MusicPage(page);
    await music.open('/embed/music');
    await expect(music.create).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, '/embed/music at 360 px');
  });
});
