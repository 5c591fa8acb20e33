import { expect, test } from '@playwright/test';
import { startStudioProcess, type StudioProcess } from '../tests/support/studio-process';
import { TtsPlayground } from './pages/tts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { closingAsks, holdRequests } from './support/leave-warning';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';

/** A WAV's sampling rate, channels and duration, read from its header. */
function wavInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
  const channels = bytes.readUInt16LE(22);
  const rate = bytes.readUInt32LE(24);
  const dataBytes = bytes.readUInt32LE(40);
  return { channels, rate, seconds: dataBytes / (rate * channels * 2) };
}

test.describe('speech playground', () => {
  test('text to query, a pitch edit by keyboard, then a WAV that plays and downloads', async ({ page }) => {
    await countReactCommits(page);
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.makeQueriesFor('こんにちは');
    await expect(tts.phrases).toHaveCount(1);

    // Edit: raise the pitch of ニ with the keyboard.
    const { before, after } = await tts.raisePitch(tts.pitchSlider('ニ'));
    // Values snap to the slider's 0.01 grid.
    expect(Number(after)).toBeLessThan(Number(before) + 0.32);

    await tts.playLine();
    const wav = await tts.currentWav();
    expect(wav.contentType).toContain('audio/wav');
    const info = wavInfo(wav.bytes);
    expect(info).toMatchObject({ channels: 1, rate: 24000 });
    expect(info.seconds).toBeGreaterThan(0.5);
    await expect(tts.download).toHaveAttribute('href', wav.url);
    // Saved under the line's words (every line was once speech.wav).
    const [file] = await Promise.all([page.waitForEvent('download'), tts.download.click()]);
    expect(file.suggestedFilename()).toBe('speech-1-こんにちは.wav');
    // Under the player: which engine spoke (no voice installed here: the built-in one).
    await expect(page.getByTestId('result-engine')).toHaveText('Made by the built-in engine.');
    await expectNoSeriousA11yViolations(page, 'speech playground with a query');
    // With the sound made and played, nothing redraws.
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);
  });

  test('a line too long for one query is split at its sentences with one click', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    const sentence = '今日はいい天気ですね。';
    const long = sentence.repeat(Math.ceil(1_200 / sentence.length));
    await tts.text.fill(`はじめに。\n${long}`);
    await expect(page.getByText('text: must be 1 to 1,000 characters per line')).toBeVisible();
    await page.getByRole('button', { name: 'Split the long line at sentences' }).click();
    const lines = (await tts.text.inputValue()).split('\n');
    // The short line as it was; the long one in lines that fit, cut after a full stop, nothing lost.
    expect(lines[0]).toBe('はじめに。');
    expect(lines.length).toBe(3);
    expect(lines.slice(1).every((line) => line.length <= 1_000 && line.endsWith('。'))).toBe(true);
    expect(lines.slice(1).join('')).toBe(long);
    await expect(page.getByText('text: must be 1 to 1,000 characters per line')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Split the long/ })).toHaveCount(0);
  });

  test('a reload of the tab keeps the text, the voice settings and every edit; a new tab starts afresh', async ({ page, context }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.makeQueriesFor('こんにちは\nさようなら');
    await expect(tts.lines).toHaveCount(2);
    const edited = (await tts.raisePitch(tts.pitchSlider('ニ'))).after;
    await tts.setting('Speed').fill('1.5');

    // It once came back as the sample text with no queries: the edits were gone.
    await page.reload();
    await expect(tts.text).toHaveValue('こんにちは\nさようなら');
    await expect(tts.lines).toHaveCount(2);
    await expect(tts.setting('Speed')).toHaveValue('1.5');
    await tts.mode('Pitch').click();
    await expect(tts.pitchSlider('ニ')).toHaveAttribute('aria-valuenow', edited);
    // The kept query is the edited one: making the queries again keeps the edit, and says so.
    await tts.makeQueries.click();
    await tts.idle();
    await expect(page.getByText('Your edits to line 1 were kept')).toBeVisible();

    const other = new TtsPlayground(await context.newPage());
    await other.open();
    await expect(other.text).toHaveValue(/^こんにちは。音声合成の世界へようこそ。/);
    await expect(other.lines).toHaveCount(0);
  });

  test('sliders, drag and accent edits reach the sound; several lines go through multi_synthesis', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.makeQueriesFor('はい。\nいいえ。');
    // Two lines: play both at once, the joined WAV is as long as the two.
    await tts.playAll();
    const joined = wavInfo((await tts.currentWav()).bytes);

    // Speed 2 and stereo 16 kHz: half the length, the format asked.
    await tts.setting('Speed').fill('2');
    await tts.setting('Sampling rate').selectOption('16000');
    await page.getByRole('switch', { name: 'Stereo' }).click();
    await tts.playAll();
    const fast = wavInfo((await tts.currentWav()).bytes);
    expect(fast).toMatchObject({ channels: 2, rate: 16000 });
    expect(fast.seconds / joined.seconds).toBeGreaterThan(0.45);
    expect(fast.seconds / joined.seconds).toBeLessThan(0.55);

    // Drag a vowel-length bar to the top: the line gets longer.
    await tts.mode('Length').click();
    const vowel = tts.slider(/^Vowel length of イ \(phrase 1, mora 2\)/);
    await vowel.scrollIntoViewIfNeeded();
    const box = (await vowel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 1, { steps: 5 });
    await page.mouse.up();
    await expect(vowel).toHaveAttribute('aria-valuenow', /^0\.(4|5)/);

    // Accent: move the nucleus; the voice re-predicts the melody of the phrase.
    const pitches = async () => {
      await tts.mode('Pitch').click();
      return tts.page.getByRole('slider', { name: /^Pitch of .* \(phrase 1,/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')));
    };
    const melodyBefore = await pitches();
    await tts.mode('Accent').click();
    await expect(page.getByRole('button', { pressed: true, name: /^Accent on/ })).toHaveCount(1);
    const other = page.getByRole('button', { pressed: false, name: /^Accent on .* \(phrase 1,/ }).first();
    const otherName = (await other.getAttribute('aria-label'))!;
    await other.click();
    await tts.idle();
    await expect(page.getByRole('button', { name: otherName })).toHaveAttribute('aria-pressed', 'true');
    expect(await pitches()).not.toEqual(melodyBefore);

    // The second line is selected by its chip; play it from its first phrase.
    await page.getByRole('radio', { name: /2\. いいえ/ }).click();
    await page.getByRole('button', { name: 'Play from phrase 1' }).click();
    await tts.idle();
    expect(wavInfo((await tts.currentWav()).bytes).rate).toBe(16000);
  });

  test('making the queries again keeps the edits of an unchanged line, until Reset line', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.makeQueriesFor('こんにちは');
    const slider = tts.pitchSlider('ニ');
    const { before: original, after: edited } = await tts.raisePitch(slider);

    // A line added below: the edited line was once asked for again, and its edit lost.
    await tts.text.fill('こんにちは\nありがとう');
    await tts.makeQueries.click();
    await tts.idle();
    await expect(tts.lines).toHaveCount(2);
    await expect(page.getByText('Your edits to line 1 were kept; “Reset line” makes a line\'s query afresh.')).toBeVisible();
    await tts.mode('Pitch').click();
    await expect(tts.pitchSlider('ニ')).toHaveAttribute('aria-valuenow', edited);

    await page.getByRole('button', { name: 'Reset line' }).click();
    await tts.idle();
    await expect(tts.pitchSlider('ニ')).toHaveAttribute('aria-valuenow', original);
    await expect(page.getByRole('button', { name: 'Reset line' })).toHaveCount(0);
  });

  test('presets keep the sliders for other tabs and visits', async ({ page, context }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.setting('Volume').fill('1.5');
    await tts.savePreset('Loud');
    // A new tab starts with the default sliders (a reload keeps this tab's own), and has the preset.
    const other = new TtsPlayground(await context.newPage());
    await other.open();
    await expect(other.setting('Volume')).toHaveValue('1');
    await other.applyPreset('Loud');
    await expect(other.setting('Volume')).toHaveValue('1.5');
  });

  test('a preset saved with a voice since removed applies its settings to the current voice, and says so', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.setting('Volume').fill('1.5');
    await tts.savePreset('Old voice');
    // As if the voice it was saved with had been removed since: a style id this studio lacks.
    await page.evaluate(() => {
      const presets = JSON.parse(localStorage.getItem('prism.tts.presets') ?? '[]') as Array<{ speaker: number }>;
      localStorage.setItem('prism.tts.presets', JSON.stringify(presets.map((p) => ({ ...p, speaker: 4242 }))));
    });
    await page.reload();
    await expect(tts.voice.locator('option').first()).toHaveText(/Nitech/);
    const before = await tts.voice.inputValue();
    await tts.applyPreset('Old voice');
    await expect(tts.setting('Volume')).toHaveValue('1.5');
    await expect(page.getByRole('status').filter({ hasText: 'was saved with voice style 4242, which this studio does not have now' })).toBeVisible();
    await expect(tts.voice).toHaveValue(before);
    await tts.makeQueriesFor('こんにちは');
  });

  test('a voice kept in the tab that is not installed now is shown as it is, and another can be chosen', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    await tts.makeQueriesFor('こんにちは');
    // As if the voice had been removed since: the tab's draft names a style id this studio lacks.
    await page.evaluate(() => {
      const draft = JSON.parse(sessionStorage.getItem('prism.tts.draft') ?? 'null') as { speaker: number };
      sessionStorage.setItem('prism.tts.draft', JSON.stringify({ ...draft, speaker: 4242 }));
    });
    await page.reload();
    // The picker showed the first voice while 4242 was sent, and every request was refused.
    await expect(tts.voice).toHaveValue('4242');
    await expect(tts.voice.locator('option:checked')).toHaveText('Voice style 4242 (not installed)');
    await expect(page.getByText('Voice style 4242, kept from before, is not installed now: choose another to hear these lines.')).toBeVisible();
    await expect(tts.phrases).toHaveCount(1);

    const first = await tts.voice.locator('option').first().getAttribute('value');
    await tts.voice.selectOption(first!);
    await tts.idle();
    await expect(tts.voice.locator('option', { hasText: 'not installed' })).toHaveCount(0);
    await expect(page.getByText('is not installed now')).toHaveCount(0);
    await tts.playLine();
    expect((await tts.currentWav()).contentType).toContain('audio/wav');
  });

  test('an English voice in the embed page: stress editor, and the API\'s error envelope shown', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open('/embed/tts');
    await tts.voice.selectOption({ label: 'eSpeak NG English (US) — Normal' });
    await tts.idle();
    await tts.makeQueriesFor('Hello world');
    await expect(tts.phrases).toHaveCount(2);
    await tts.mode('Stress').click();
    await expect(page.getByRole('button', { pressed: true, name: /^Stress on/ })).toHaveCount(2);
    await tts.playLine();
    expect(wavInfo((await tts.currentWav()).bytes).seconds).toBeGreaterThan(0.5);

    // Too long a line: the form says so, and the API's 400 envelope message is shown when sent anyway.
    await tts.text.fill('x'.repeat(1001));
    await expect(page.getByText('text: must be 1 to 1,000 characters per line')).toBeVisible();
    await tts.makeQueries.click();
    await tts.idle();
    await expect(page.getByRole('alert').filter({ hasText: /^text: must be 1 to 1,000 characters$/ })).toBeVisible();
  });

  test('is usable at 360 px in the dark theme without serious accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const tts = new TtsPlayground(page);
    await tts.open();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await tts.makeQueriesFor('きょうはいい天気');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'speech playground, 360 px, dark');
  });
});

test.describe('speech playground, leaving mid-request', () => {
  // page.route sees the playground's requests only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('a close or reload asks first while speech is being made; once it is done, the page closes without asking', async ({ page }) => {
    const tts = new TtsPlayground(page);
    await tts.open();
    const release = await holdRequests(page, '**/api/tts/audio_query*');
    await tts.text.fill('こんにちは');
    await tts.makeQueries.click();
    await expect(page.getByTestId('tts-studio')).toHaveAttribute('data-busy', 'query');
    expect(await closingAsks(page)).toBe(true);
    release();
    await tts.idle();
    await expect(tts.phrases.first()).toBeVisible();
    expect(await closingAsks(page)).toBe(false);
  });
});

/**
 * A demo link's own limit cutting a run of queries short. Its own studio (E2E_TTS_PORT, the same
 * build) with a 6 s rate-limit window, so the test can wait for the next window.
 */
test.describe('speech playground under a demo link\'s rate limit', () => {
  const PORT = Number(process.env.E2E_TTS_PORT ?? 3334);
  let studio: StudioProcess;
  test.beforeAll(async () => {
    studio = await startStudioProcess(PORT, [], { RATE_LIMIT_WINDOW_SECONDS: '6', LOG_LEVEL: 'warn' });
  });
  test.afterAll(() => studio?.stop());

  test('keeps the lines made before a 429, and the next press asks only for the rest', async ({ page, request }) => {
    // 4 a window: the voice list and three of the five lines' queries.
    const created = await request.post(`${studio.base}/api/demo-links`, { data: { capability: 'tts', rpm: 4 } });
    const { url } = (await created.json()).result as { url: string };
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/tts/audio_query')) asked.push((sent.postDataJSON() as { text: string }).text);
    });
    const tts = new TtsPlayground(page);
    await tts.open(url.replace(/^https?:\/\/[^/]+/, studio.base));
    await tts.text.fill('一行目。\n二行目。\n三行目。\n四行目。\n五行目。');
    await tts.makeQueries.click();
    await tts.idle();
    await expect(page.getByRole('alert').filter({ hasText: 'rate limit' })).toBeVisible();
    await expect(page.getByText('Lines 1–3 are ready; press “Make the queries” again for the other 2.')).toBeVisible();
    // They were thrown away with the error before.
    await expect(tts.lines).toHaveCount(3);
    expect(asked).toEqual(['一行目。', '二行目。', '三行目。', '四行目。']);

    // An edit to a kept line meanwhile is kept too.
    const edited = (await tts.raisePitch(page.getByRole('slider', { name: /^Pitch of / }).first())).after;

    await page.waitForTimeout(6_500);
    await tts.makeQueries.click();
    await tts.idle();
    await expect(tts.lines).toHaveCount(5);
    await tts.mode('Pitch').click();
    await expect(page.getByRole('slider', { name: /^Pitch of / }).first()).toHaveAttribute('aria-valuenow', edited);
    await expect(page.getByRole('alert').filter({ hasText: 'rate limit' })).toHaveCount(0);
    expect(asked.slice(4)).toEqual(['四行目。', '五行目。']);
  });
});
