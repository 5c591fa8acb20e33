import { readFileSync } from 'node:fs';
import { expect, test, type Request } from '@playwright/test';
import { grouped } from '@/lib/contract/limits/figures';
import { TRANSLATE_PAGE_TEXT_MAX, TRANSLATE_TEXT_MAX, TRANSLATE_TEXT_MIN } from '../lib/contract/translate';
import { startStudioProcess, type StudioProcess } from '../tests/support/studio-process';
import { RECENT_TEXT_MAX } from '../components/translate/use-recent';
import { TranslatePage } from './pages/translate';
import { expectNoSeriousA11yViolations } from './support/axe';
import { translateAsTheBrowserWould } from './support/page-translation';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';
import { PART_MISSING, studioUpdatedUnderPage } from './support/studio-updated';
import { fetchOnward } from './support/route-fetch';

/**
 * The translator page in Chromium against the production build, on the real local engine
 * (Apertium and the bundled detector):
 *   NEXT_DIST_DIR=.next-translate DATA_DIR=.data-translate npm start -- -p 3101
 *   E2E_BASE_URL=http://127.0.0.1:3101 npx playwright test e2e/translate.spec.ts
 */
/** Three paragraphs of ~1,000 characters: two do not fit in one request together. */
const LONG_TEXT = [
  'The old lighthouse stood at the edge of the harbour. ',
  'The city library opened a new reading room last spring. ',
  'The train to the mountains leaves every morning at eight. ',
]
  .map((sentence) => sentence.repeat(Math.ceil(1_000 / sentence.length)).trim())
  .join('\n\n');

/** The three cues of the subtitle test, translated: the same numbers and times, Spanish words, no cue merged. */
function expectSubtitlesInSpanish(translated: string) {
  const lines = translated.split('\n');
  expect(lines.filter((line) => line.includes('-->'))).toEqual(['00:00:00,000 --> 00:00:01,500', '00:00:02,000 --> 00:00:03,500', '00:00:04,000 --> 00:00:05,500']);
  expect([lines[0], lines[4], lines[9]]).toEqual(['1', '2', '3']);
  expect(lines[2]).toMatch(/^El faro/);
  expect(lines[6]).toMatch(/^La biblioteca/);
  expect(lines[7]).toMatch(/tren/);
  expect(translated.split('\n\n')).toHaveLength(3);
}

const isPredict = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/translate/predict';

test.describe('translator page', () => {
  test('detects English, translates on click, shows the detected language, and then rests', async ({ page }) => {
    await countReactCommits(page);
    const translator = new TranslatePage(page);
    await translator.open();
    await expect(translator.source).toHaveValue('auto');
    await translator.translate('Where is the train station?', 'es');
    await expect(translator.translation).toHaveText(/^¿Dónde .*tren\?$/, { timeout: 30_000 });
    await expect(page.getByText('From English (detected)')).toBeVisible();
    await expect(page.getByTestId('result-engine')).toHaveText('Made by the built-in engine.');
    await expect(translator.detected).toHaveText('Detected: English');
    await expect(translator.source.locator('option[value="auto"]')).toHaveText('Detect language: English');
    await expectNoSeriousA11yViolations(page);
    // With a translation shown (its Copy button loaded late, the history saved), nothing redraws.
    await expect(translator.copy).toBeVisible();
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);
  });

  test("still translates after the browser has translated the page (its Translate swaps React's text nodes)", async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    await translator.text.fill('Where is the train station?');
    expect(await translateAsTheBrowserWould(page)).toBeGreaterThan(10);
    // Names come from the swapped labels now.
    const text = page.getByRole('textbox', { name: '«Text»', exact: true });
    // Clicking makes React change the label beside swapped text and insert the result among it:
    // without the guard (page-translation-guard.ts) the DOM throws and Next's error page replaces the studio.
    await page.getByRole('button', { name: '«Translate»', exact: true }).click();
    await expect(translator.translation).toHaveText(/^¿Dónde .*tren\?$/, { timeout: 30_000 });
    await expect(text).toHaveValue('Where is the train station?');
    // The browser translates what appeared, but for the translation and Recent's texts (translate="no").
    expect(await translateAsTheBrowserWould(page)).toBeGreaterThan(0);
    await expect(translator.translation).toHaveText(/^¿Dónde .*tren\?$/);
    await expect(translator.recent.getByText('Where is the train station?', { exact: true })).toBeVisible();
    // And again, with the result on the page: React now replaces text it wrote itself.
    await text.fill('Good morning');
    await page.getByRole('button', { name: '«Translate»', exact: true }).click();
    await expect(translator.translation).toHaveText(/^Buenos días/, { timeout: 30_000 });
    expect(failures).toEqual([]);
  });

  test('Arabic or Hebrew typed into the box runs right to left; English left to right', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.text.fill('مرحبا بالعالم');
    await expect(translator.text).toHaveCSS('direction', 'rtl');
    await translator.text.fill('Hello world');
    await expect(translator.text).toHaveCSS('direction', 'ltr');
  });

  test('Ctrl+Enter translates, through a pivot when there is no direct pair', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.source.selectOption('en');
    await translator.target.selectOption('pt');
    await translator.text.fill('I have a black dog and a small house.');
    await translator.text.press('Control+Enter');
    await expect(translator.translation).toHaveText('Tenho um cão negro e uma casa pequena.', { timeout: 30_000 });
    await expect(page.getByText('From English · via Spanish')).toBeVisible();
  });

  test(`shows the ${TRANSLATE_TEXT_MIN} and ${grouped(TRANSLATE_PAGE_TEXT_MAX)} character limits before sending anything`, async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isPredict(request)) sent.push(request);
    });
    const rule = `Text must be ${TRANSLATE_TEXT_MIN} to ${grouped(TRANSLATE_PAGE_TEXT_MAX)} characters`;

    const tooShort = 'x'.repeat(TRANSLATE_TEXT_MIN - 1);
    await translator.text.fill(tooShort);
    await expect(translator.counter).toHaveText(`${tooShort.length} / ${grouped(TRANSLATE_PAGE_TEXT_MAX)}`);
    await expect(translator.textError).toHaveText(rule);
    await expect(translator.text).toHaveAttribute('aria-invalid', 'true');
    await translator.translateButton.click();
    await translator.text.press('Control+Enter');

    await translator.text.fill('a'.repeat(TRANSLATE_TEXT_MIN));
    await expect(translator.textError).toHaveCount(0);

    const tooLong = 'word '.repeat(TRANSLATE_PAGE_TEXT_MAX / 5) + 'x';
    await translator.text.fill(tooLong);
    await expect(translator.counter).toHaveText(`${grouped(TRANSLATE_PAGE_TEXT_MAX + 1)} / ${grouped(TRANSLATE_PAGE_TEXT_MAX)}`);
    await expect(translator.textError).toHaveText(rule);
    await translator.translateButton.click();

    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);

    // At one request's limit it goes as one.
    await translator.text.fill('word '.repeat(TRANSLATE_TEXT_MAX / 5 - 1) + 'end.');
    await expect(translator.textError).toHaveCount(0);
    await expect(translator.partsNote).toHaveCount(0);
    await translator.source.selectOption('en');
    await translator.translateButton.click();
    await expect(translator.translation).toBeVisible({ timeout: 30_000 });
    expect(sent).toHaveLength(1);
  });

  test('text without a letter asks for its language before sending anything under Detect, and goes as written once one is chosen', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isPredict(request)) sent.push(request.url());
    });
    await translator.text.fill('2024 — 2025');
    await expect(translator.textError).toHaveText('Text has no letters to detect its language from (digits and signs read the same in every language); choose the language it is in (source_lang)');
    await translator.translateButton.click();
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);

    await translator.source.selectOption('en');
    await expect(translator.textError).toHaveCount(0);
    await translator.translateButton.click();
    await expect(translator.translation).toHaveText('2024 — 2025');
    expect(sent).toHaveLength(1);
  });

  test('translates a text longer than one request in parts, in order, keeping its paragraphs', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    const sent: Array<{ text: string; source_lang: string }> = [];
    // Each part held a moment, so the progress can be seen.
    await page.route('**/api/translate/predict', async (route) => {
      sent.push(route.request().postDataJSON() as { text: string; source_lang: string });
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await translator.target.selectOption('es');
    await translator.text.fill(LONG_TEXT);
    await expect(translator.partsNote).toHaveText(`Longer than one request takes (${grouped(TRANSLATE_TEXT_MAX)} characters): it is translated in 3 parts, one after another.`);
    await translator.translateButton.click();
    await expect(translator.partsProgress).toContainText('of 3…');
    await expect(translator.partsProgress).toHaveCount(0, { timeout: 30_000 });

    const paragraphs = (await translator.translation.textContent())!.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(/^El faro/);
    expect(paragraphs[2]).toMatch(/^El tren/);
    expect(sent.map((s) => s.text.length <= TRANSLATE_TEXT_MAX)).toEqual([true, true, true]);
    // Detected once, from the first part; the rest are sent as English.
    expect(sent.map((s) => s.source_lang)).toEqual(['auto', 'en', 'en']);
    await expect(page.getByText('From English (detected)')).toBeVisible();
    await expect(translator.recent.getByRole('listitem')).toHaveCount(1);
    // Too long to travel in a link.
    await expect(translator.shareButton).toBeEnabled();
    await translator.text.fill(LONG_TEXT.repeat(4));
    await expect(translator.shareButton).toBeDisabled();
    await expect(page.getByText('Too long to share as a link: copy the text instead.')).toBeVisible();
  });

  test('a text in parts: Stop keeps the parts done, across a reload too, and Continue goes on from the next; a failed part says which; a rate-limited part waits', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.source.selectOption('en');
    await translator.target.selectOption('es');
    await translator.text.fill(LONG_TEXT);
    let calls = 0;
    let answerSecond: 'hold' | 'fail' | 'limit' = 'hold';
    const release: Array<() => void> = [];
    const asked: string[] = [];
    await page.route('**/api/translate/predict', async (route) => {
      calls += 1;
      asked.push((route.request().postDataJSON() as { text: string }).text.slice(0, 20));
      if (calls % 3 !== 2) return route.continue();
      if (answerSecond === 'fail') return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'The translator is restarting.', code: 'upstream_unreachable' }) });
      if (answerSecond === 'limit') {
        answerSecond = 'hold';
        calls -= 1;
        return route.fulfill({ status: 429, headers: { 'retry-after': '2' }, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Too many requests.', code: 'rate_limited' }) });
      }
      await new Promise<void>((resolve) => release.push(resolve));
      await route.continue().catch(() => undefined);
    });
    const goOn = page.getByRole('button', { name: 'Continue from part 2' });

    // Stopped during part 2: part 1's translation stays, and can be gone on from.
    await translator.translateButton.click();
    await expect(translator.partsProgress).toContainText('Translating part 2 of 3…');
    await expect(translator.translation).toHaveText(/^El faro/);
    await translator.stop.click();
    await expect(translator.partsProgress).toContainText('Stopped: 1 of 3 parts translated.');
    await expect(goOn).toBeVisible();
    await expect(translator.translation).toHaveText(/^El faro[^\n]*$/);
    release.splice(0).forEach((go) => go());
    // A reload keeps the text and the part done, still marked stopped, with where it came from.
    await page.reload();
    await expect(translator.text).toHaveValue(LONG_TEXT);
    await expect(translator.translation).toHaveText(/^El faro[^\n]*$/);
    await expect(translator.partsProgress).toContainText('Stopped: 1 of 3 parts translated.');
    await expect(page.getByTestId('result-engine')).toHaveText('Made by the built-in engine.');

    // Going on, part 2 fails: the message says so, part 1 stays, and Continue is offered again.
    answerSecond = 'fail';
    calls = 1;
    asked.length = 0;
    await goOn.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Part 2 of 3' })).toHaveText('Part 2 of 3 could not be translated: The translator is restarting.');
    await expect(translator.translation).toHaveText(/^El faro[^\n]*$/);
    expect(asked).toEqual(['The city library ope']);

    // Part 2 is refused for the rate limit: it waits as told, then parts 2 and 3 are done; part 1 was not asked again.
    answerSecond = 'limit';
    calls = 1;
    asked.length = 0;
    await goOn.click();
    await expect(translator.partsProgress).toContainText('Waiting 2 s for the rate limit, then part 2 of 3…');
    await expect.poll(() => release.length, { timeout: 10_000 }).toBe(1);
    release.splice(0).forEach((go) => go());
    await expect(translator.partsProgress).toHaveCount(0, { timeout: 30_000 });
    const paragraphs = (await translator.translation.textContent())!.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(/^El faro/);
    expect(asked.every((text) => !text.startsWith('The old lighthouse'))).toBe(true);
    // Done: nothing is left to go on from, after a reload either.
    await page.reload();
    await expect(translator.translation).toHaveText(/^El faro/);
    await expect(translator.partsProgress).toHaveCount(0);
  });

  test('opens subtitles from a file, sends only their words (cues together), and saves them as subtitles in the target language', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const cues = ['The old lighthouse stood at the edge of the harbour.', 'The city library opened a new reading room.\nThe train leaves at eight.', 'No.'];
    const srt = cues.map((words, i) => `${i + 1}\n00:00:0${i * 2},000 --> 00:00:0${i * 2 + 1},500\n${words}\n`).join('\n');
    const sent: string[] = [];
    let answers: 'as-is' | 'run-together' = 'as-is';
    await page.route('**/api/translate/predict', async (route) => {
      sent.push((route.request().postDataJSON() as { text: string }).text);
      const response = await fetchOnward(route);
      if (answers === 'as-is') return route.fulfill({ response });
      // A translator that does not keep blank lines (some hosted ones): the cues come back run together.
      const body = (await response.json()) as { result: { text: string } };
      body.result.text = body.result.text.replace(/\n\s*\n/g, '\n');
      return route.fulfill({ response, json: body });
    });

    // A file saved on Windows with a byte-order mark reads as the text it holds.
    await translator.document.setInputFiles({ name: 'Film (2019).srt', mimeType: 'application/x-subrip', buffer: Buffer.from(`\uFEFF${srt.replace(/\n/g, '\r\n')}`) });
    await expect(translator.text).toHaveValue(srt);
    await expect(translator.partsNote).toHaveText('Subtitles: the words of their 3 cues are translated; numbers and times stay as they are.');
    await translator.translateButton.click();
    await expect(translator.save).toBeVisible({ timeout: 20_000 });
    // One request: the cues' words, a blank line apart; no numbers or times.
    expect(sent).toEqual([cues.join('\n\n')]);
    const translated = (await translator.translation.textContent())!;
    expectSubtitlesInSpanish(translated);
    await expectNoSeriousA11yViolations(page, 'translator with subtitles translated');

    const download = page.waitForEvent('download');
    await translator.save.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Film-2019.es.srt');
    // Saved with the line ends the file came with.
    expect(readFileSync((await file.path())!, 'utf8')).toBe(translated.replace(/\n/g, '\r\n'));

    // Cues that come back run together are sent again one by one, so none is lost or merged.
    answers = 'run-together';
    sent.length = 0;
    await translator.translateButton.click();
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(4);
    await expect(translator.partsProgress).toHaveCount(0, { timeout: 20_000 });
    expect(sent.slice(1)).toEqual(cues);
    expectSubtitlesInSpanish((await translator.translation.textContent())!);
    // The name it is saved under outlives a reload.
    await page.reload();
    const again = page.waitForEvent('download');
    await translator.save.click();
    expect((await again).suggestedFilename()).toBe('Film-2019.es.srt');

    // Recent names the file; picked from there after another file was opened, it saves as that file again.
    await translator.document.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('Something else.') });
    await expect(translator.text).toHaveValue('Something else.');
    const entry = translator.recent.getByRole('button', { name: /Film \(2019\)\.srt/ });
    // Listed by its words, not by its first cue's number and times.
    await expect(entry).toContainText(cues[0]!);
    await expect(entry).not.toContainText('-->');
    await entry.click();
    await expect(translator.text).toHaveValue(srt);
    const fromRecent = page.waitForEvent('download');
    await translator.save.click();
    const recentFile = await fromRecent;
    expect(recentFile.suggestedFilename()).toBe('Film-2019.es.srt');
    expect(readFileSync((await recentFile.path())!, 'utf8')).toMatch(/^1\r\n00:00:00,000 --> 00:00:01,500\r\n/);
  });

  test('subtitles in progress count their cues: Stop, a failure and Continue name the cue', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.source.selectOption('en');
    await translator.target.selectOption('es');
    const cues = ['The old lighthouse stood at the edge of the harbour.', 'The city library opened a new reading room.', 'The train leaves at eight.'];
    await translator.text.fill(cues.map((words, i) => `${i + 1}\n00:00:0${i * 2},000 --> 00:00:0${i * 2 + 1},500\n${words}\n`).join('\n'));
    let cueTwo: 'hold' | 'fail' | 'answer' = 'hold';
    await page.route('**/api/translate/predict', async (route) => {
      const { text } = route.request().postDataJSON() as { text: string };
      const response = await fetchOnward(route);
      const body = (await response.json()) as { result: { text: string } };
      // The cues sent together come back run together, so each goes again on its own.
      if (text.includes('\n\n')) body.result.text = body.result.text.replace(/\n\s*\n/g, ' ');
      else if (text === cues[1] && cueTwo === 'hold') return new Promise<void>(() => undefined);
      else if (text === cues[1] && cueTwo === 'fail')
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'The translator is restarting.', code: 'upstream_unreachable' }) });
      return route.fulfill({ response, json: body });
    });
    await translator.translateButton.click();
    await expect(translator.partsProgress).toContainText('Translating cue 2 of 3…', { timeout: 20_000 });
    await translator.stop.click();
    await expect(translator.partsProgress).toContainText('Stopped: 1 of 3 cues translated.');
    const goOn = page.getByRole('button', { name: 'Continue from cue 2' });
    cueTwo = 'fail';
    await goOn.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cue 2 of 3' })).toHaveText('Cue 2 of 3 could not be translated: The translator is restarting.');
    cueTwo = 'answer';
    await goOn.click();
    await expect(translator.partsProgress).toHaveCount(0, { timeout: 20_000 });
    const cuesOut = (await translator.translation.textContent())!.split('\n\n');
    expect(cuesOut.map((cue) => cue.split('\n').slice(0, 2).join(' '))).toEqual(['1 00:00:00,000 --> 00:00:01,500', '2 00:00:02,000 --> 00:00:03,500', '3 00:00:04,000 --> 00:00:05,500']);
    expect(cuesOut.map((cue) => cue.split('\n')[2])).toEqual([expect.stringMatching(/^El faro/), expect.stringMatching(/^La biblioteca/), expect.stringMatching(/tren/)]);
  });

  test("a blog post's front matter (but its title), tags and link addresses are not sent and come back as written", async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const front = '---\ntitle: The old lighthouse\ndate: 2026-11-28\n---';
    const sent: string[] = [];
    await page.route('**/api/translate/predict', async (route) => {
      sent.push((route.request().postDataJSON() as { text: string }).text);
      return route.fulfill({ response: await fetchOnward(route) });
    });
    const body = 'The old lighthouse stood at the edge of the harbour. ![The old lighthouse](images/old-lighthouse.png)\n\n<a href="/download/latest">The city library</a> opened a new reading room.';
    await translator.document.setInputFiles({ name: 'post.md', mimeType: 'text/markdown', buffer: Buffer.from(`${front}\n\n${body}\n`) });
    await expect(translator.partsNote).toHaveText('Front matter (but for its title), tags and link addresses stay as written; the text around them is translated in 2 parts.');
    await translator.translateButton.click();
    await expect(translator.save).toBeVisible({ timeout: 20_000 });
    // A translator given the keys rewrites them (Apertium: title: Título:, draft: true borrador: cierto), and the site generator no
    // longer reads the post; given the tag and the image's path, <a href="/download/latest"> became <Un href="/descarga/Descarga">.
    // The title is sent on its own, without its key.
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe('The old lighthouse');
    expect(sent[1]).not.toMatch(/title|date|images|href/);
    const translated = (await translator.translation.textContent())!;
    const [, title, rest] = /^---\ntitle: ([^\n]*)\ndate: 2026-11-28\n---\n\n([\s\S]*)$/.exec(translated) ?? [];
    expect(title).toMatch(/faro/);
    expect(rest).toMatch(/El faro/);
    expect(translated).toContain('](images/old-lighthouse.png)');
    expect(translated).toMatch(/<a href="\/download\/latest">[^<]*biblioteca[^<]*<\/a>/);
    // Recent lists the post by its text, not by its front matter.
    const entry = translator.recent.getByRole('button', { name: /post\.md/ });
    await expect(entry).toContainText('The old lighthouse stood');
    await expect(entry).not.toContainText('title:');
  });

  test('a Markdown file keeps its code as written, blocks and inline spans, and translates the text around it', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const code = '```sh\necho "The old lighthouse"\n```';
    const markdown = `The old lighthouse stood at the edge of the harbour.\n\n${code}\n\nThe city library opened a new reading room. Run \`npm run build\` first.\n`;
    const sent: string[] = [];
    let loseTheCode = false;
    await page.route('**/api/translate/predict', async (route) => {
      sent.push((route.request().postDataJSON() as { text: string }).text);
      const response = await fetchOnward(route);
      if (!loseTheCode) return route.fulfill({ response });
      // A translator that drops what it does not know: the placeholder is lost.
      const body = (await response.json()) as { result: { text: string } };
      body.result.text = body.result.text.replace(/⟦\d+⟧/g, '');
      return route.fulfill({ response, json: body });
    });
    await translator.document.setInputFiles({ name: 'guide.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await expect(translator.partsNote).toHaveText('Code stays as written; the text around it is translated in 2 parts.');
    await translator.translateButton.click();
    await expect(translator.save).toBeVisible({ timeout: 20_000 });
    // Neither the block nor the span is sent: Apertium once made `npm run build` `npm complexión corrida`.
    expect(sent.some((text) => text.includes('echo') || text.includes('npm'))).toBe(false);
    expect(sent.at(-1)).toContain('⟦1⟧');
    const translated = (await translator.translation.textContent())!;
    expect(translated).toContain(`\n\n${code}\n\n`);
    expect(translated).toMatch(/^El faro/);
    expect(translated).toContain('La biblioteca');
    expect(translated).toContain('`npm run build`');
    const download = page.waitForEvent('download');
    await translator.save.click();
    expect((await download).suggestedFilename()).toBe('guide.es.md');

    // An answer that lost the placeholder: that part is sent again as written, so no code is lost.
    loseTheCode = true;
    sent.length = 0;
    await translator.translateButton.click();
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(3);
    await expect(translator.partsProgress).toHaveCount(0, { timeout: 20_000 });
    expect(sent[2]).toContain('`npm run build`');
    expect(await translator.translation.textContent()).toContain('npm');
  });

  test('a part shorter than one request may be is still translated (a word of two letters) once the language is known, one before it too; a number stays as written', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const markdown = 'The old lighthouse stood at the edge of the harbour.\n\n```sh\necho 1\n```\n\nHi\n\n```sh\necho 2\n```\n\n42\n';
    const sent: string[] = [];
    await page.route('**/api/translate/predict', async (route) => {
      sent.push((route.request().postDataJSON() as { text: string }).text);
      await route.fallback();
    });
    await translator.document.setInputFiles({ name: 'short.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await expect(translator.partsNote).toHaveText('Code stays as written; the text around it is translated in 3 parts.');
    await translator.translateButton.click();
    await expect(translator.save).toBeVisible({ timeout: 20_000 });
    // Two letters go with an ellipsis up to the contract's minimum, which comes off the answer; "42" is not sent.
    expect(sent).toEqual([expect.stringMatching(/^The old lighthouse/), `Hi${'…'.repeat(TRANSLATE_TEXT_MIN - 2)}`]);
    const translated = (await translator.translation.textContent())!;
    expect(translated).toMatch(/^El faro/);
    expect(translated).toContain('\n\nHola\n\n```sh\necho 2\n```\n\n42');

    // First, with the language still to be detected, two letters are too few to tell it: it
    // waits for the part after it, and then goes in the language that part was read as.
    sent.length = 0;
    const detected: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/translate/predict') detected.push((request.postDataJSON() as { source_lang: string }).source_lang);
    });
    await translator.document.setInputFiles({ name: 'short-first.md', mimeType: 'text/markdown', buffer: Buffer.from('Hi\n\n```sh\necho 1\n```\n\nThe old lighthouse stood at the edge of the harbour.\n') });
    await expect(translator.partsNote).toHaveText('Code stays as written; the text around it is translated in 2 parts.');
    await translator.translateButton.click();
    await expect.poll(() => translator.translation.textContent(), { timeout: 20_000 }).toMatch(/^Hola\n\n```sh\necho 1\n```\n\nEl faro/);
    expect(sent).toEqual([expect.stringMatching(/^The old lighthouse/), `Hi${'…'.repeat(TRANSLATE_TEXT_MIN - 2)}`]);
    expect(detected).toEqual(['auto', 'en']);
  });

  test('a short part kept while no part has told the language (a hosted service may answer "und") is translated once one does, after Stop and Continue too', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const markdown = 'Hi\n\n```sh\necho 1\n```\n\nThe old lighthouse stood at the edge of the harbour.\n\n```sh\necho 2\n```\n\nThe city library opened a new reading room.\n';
    const sent: Array<{ text: string; source_lang: string }> = [];
    const release: Array<() => void> = [];
    await page.route('**/api/translate/predict', async (route) => {
      const asked = route.request().postDataJSON() as { text: string; source_lang: string };
      sent.push(asked);
      if (asked.text.startsWith('The city library') && sent.length === 2) {
        // Held, so the run can be stopped here.
        await new Promise<void>((resolve) => release.push(resolve));
        return route.abort().catch(() => undefined);
      }
      const answer = await fetchOnward(route);
      const envelope = (await answer.json()) as { result: { lang: string } };
      // The lighthouse part is read as undetermined, as a hosted service may answer: the language stays unknown.
      if (asked.text.startsWith('The old lighthouse')) envelope.result.lang = 'und';
      await route.fulfill({ response: answer, json: envelope });
    });
    await translator.document.setInputFiles({ name: 'und.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await expect(translator.partsNote).toHaveText('Code stays as written; the text around it is translated in 3 parts.');
    await translator.translateButton.click();
    await expect.poll(() => release.length, { timeout: 20_000 }).toBe(1);
    await translator.stop.click();
    release.splice(0).forEach((go) => go());
    await expect(translator.partsProgress).toContainText('Stopped: 2 of 3 parts translated.');
    // "Hi" is still as written: two letters are too few to detect, and no part has told the language yet.
    await expect(translator.translation).toHaveText(/^Hi\n\n```sh\necho 1\n```\n\nEl faro/);
    expect(sent.map(({ text, source_lang }) => [text.slice(0, 16), source_lang])).toEqual([
      ['The old lighthou', 'auto'],
      ['The city library', 'auto'],
    ]);

    sent.length = 0;
    await page.getByRole('button', { name: 'Continue from part 3' }).click();
    await expect(translator.partsProgress).toHaveCount(0, { timeout: 20_000 });
    // The library part tells English; then "Hi" goes, as English, with its ellipsis.
    expect(sent.map(({ text, source_lang }) => [text.slice(0, 16), source_lang])).toEqual([
      ['The city library', 'auto'],
      [`Hi${'…'.repeat(TRANSLATE_TEXT_MIN - 2)}`, 'en'],
    ]);
    const translated = (await translator.translation.textContent())!;
    expect(translated).toMatch(/^Hola\n\n```sh\necho 1\n```\n\nEl faro/);
    expect(translated).toContain('La biblioteca');
    await expect(page.getByText('From English (detected)')).toBeVisible();

    // One request answered "und": said so, and the picker keeps what the live detection found (never "root").
    await translator.text.fill('The old lighthouse stood at the edge of the harbour.');
    await expect(translator.detected).toHaveText('Detected: English', { timeout: 30_000 });
    await translator.translateButton.click();
    await expect(translator.translation).toHaveText(/^El faro/, { timeout: 20_000 });
    await expect(page.getByText('Source language not determined')).toBeVisible();
    await expect(translator.detected).toHaveText('Detected: English');
    await expect(translator.recent.getByRole('listitem').first()).toContainText('Language not determined → Spanish');
    await expect(page.getByText(/root/)).toHaveCount(0);
  });

  test('a part with no letter (a year range, figures) stays as written and is not sent, so "detect" still reads the language from the words', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    const sent: Array<{ text: string; source_lang: string }> = [];
    await page.route('**/api/translate/predict', async (route) => {
      const body = route.request().postDataJSON() as { text: string; source_lang: string };
      sent.push({ text: body.text, source_lang: body.source_lang });
      await route.fallback();
    });
    // Sent under "detect", "1914 – 1918" alone is a 400 (no letters to go on), which failed the whole run.
    const markdown = '1914 – 1918\n\n```sh\necho 1\n```\n\nThe old lighthouse stood at the edge of the harbour.\n\n```sh\necho 2\n```\n\n12 345 678 — 90 %\n';
    await translator.document.setInputFiles({ name: 'years.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) });
    await expect(translator.partsNote).toHaveText('Code stays as written; the text around it is translated in 3 parts.');
    await translator.translateButton.click();
    await expect(translator.save).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'could not be translated' })).toHaveCount(0);
    const translated = (await translator.translation.textContent())!;
    expect(translated).toMatch(/^1914 – 1918\n\n```sh\necho 1\n```\n\nEl faro/);
    expect(translated).toContain('\n\n```sh\necho 2\n```\n\n12 345 678 — 90 %');
    expect(sent).toEqual([{ text: expect.stringMatching(/^The old lighthouse/), source_lang: 'auto' }]);
  });

  test('a document longer than Recent keeps is translated but not kept there', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.translate('The garden is beautiful.', 'es', 'en');
    await expect(translator.recent.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    const long = `${'The garden is beautiful. '.repeat(Math.ceil(RECENT_TEXT_MAX / 25))}\n\nThe end.`;
    await translator.text.fill(long);
    await translator.translateButton.click();
    await expect(translator.translation).toContainText('El fin', { timeout: 60_000 });
    await expect(translator.partsProgress).toHaveCount(0);
    await expect(translator.recent.getByRole('listitem')).toHaveCount(1);
    await expect(translator.recent).toContainText('The garden is beautiful.');
  });

  // The service worker fetches past page.route: blocked, the page asks the server itself.
  test.describe('after the studio was updated under the page', () => {
    test.use({ serviceWorkers: 'block' });

    test('a text that goes in parts says to reload and keeps the text; a short one still translates', async ({ page }) => {
      const translator = new TranslatePage(page);
      await translator.open();
      await translator.target.selectOption('es');
      // The form's rules load with the first text typed, before the update.
      await translator.text.fill('The garden is beautiful.');
      await translator.text.fill('');
      const asked = await studioUpdatedUnderPage(page);
      const srt = '1\n00:00:01,000 --> 00:00:02,000\nThe garden is beautiful.\n';
      await translator.text.fill(srt);
      await translator.translateButton.click();
      // The splitters (plan.ts) could not load: nothing is sent whole, numbers and times and all.
      await expect(page.getByRole('alert').filter({ hasText: PART_MISSING })).toBeVisible();
      expect(asked.length).toBeGreaterThan(0);
      await expect(translator.text).toHaveValue(srt);
      await expect(translator.translation).toHaveCount(0);

      await translator.translate('The garden is beautiful.', 'es', 'en');
      await expect(translator.translation).toContainText('jardín', { timeout: 20_000 });
      await expect(page.getByRole('alert').filter({ hasText: PART_MISSING })).toHaveCount(0);
    });
  });

  test('refuses a file that is not text, saying so, and keeps what is in the box', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.text.fill('Keep me here.');
    await translator.document.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) });
    await expect(page.getByRole('alert').filter({ hasText: 'photo.png' })).toHaveText('photo.png is not a text file: open plain text, Markdown or subtitles (SRT, WebVTT).');
    await expect(translator.text).toHaveValue('Keep me here.');
    await expect(translator.save).toHaveCount(0);
  });

  test('copies on a page opened by its network address, where the browser has no Clipboard API', async ({ page, browser }) => {
    // http://192.168.…:3000 is no secure context: navigator.clipboard is undefined there.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.translate('I have a black dog.', 'es', 'en');
    await expect(translator.translation).toHaveText('Tengo un perro negro.', { timeout: 30_000 });
    await translator.copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    // What another page of this browser reads from the clipboard.
    const reader = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const readerPage = await reader.newPage();
    await readerPage.goto(page.url());
    expect(await readerPage.evaluate(() => navigator.clipboard.readText())).toBe('Tengo un perro negro.');
    await reader.close();
    // The page kept its place: nothing was left behind by the copy.
    await expect(page.locator('textarea')).toHaveCount(1);
    // A browser that allows no copying at all: the button says so, and how to copy by hand.
    await page.evaluate(() => (document.execCommand = () => false));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Not copied' })).toHaveAttribute('title', /select the text and press Ctrl\+C/);
  });

  test('a second Copy says Copied for its own full time, not the rest of the first', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.translate('I have a black dog.', 'es', 'en');
    await expect(translator.translation).toHaveText('Tengo un perro negro.', { timeout: 30_000 });
    // The button is loaded apart and React reveals it on a timer: on a busy machine it came after
    // the clock stopped, and never (CI run of 90aee24). It is there before the clock stops.
    await expect(translator.copy).toBeVisible({ timeout: 30_000 });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await translator.copy.click();
    const copied = page.getByRole('button', { name: 'Copied' });
    await expect(copied).toBeVisible();
    await page.clock.runFor(1000);
    await copied.click();
    await expect(copied).toBeVisible();
    // 1.2 s after the second click, 2.2 s after the first: the first click's time is long over.
    await page.clock.runFor(1200);
    await expect(copied).toBeVisible();
    await page.clock.runFor(400);
    await expect(translator.copy).toBeVisible();
  });

  test('swaps languages with the translation, and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.translate('I have a black dog.', 'es', 'en');
    await expect(translator.translation).toHaveText('Tengo un perro negro.', { timeout: 30_000 });

    await translator.copy.click();
    await expect(translator.page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Tengo un perro negro.');

    await translator.swap.click();
    await expect(translator.source).toHaveValue('es');
    await expect(translator.target).toHaveValue('en');
    await expect(translator.text).toHaveValue('Tengo un perro negro.');
    await translator.translateButton.click();
    await expect(translator.translation).toContainText(/dog/i, { timeout: 30_000 });
  });

  test('keeps recent translations across visits and puts one back when picked', async ({ page, context }) => {
    let translator = new TranslatePage(page);
    await translator.open();
    await translator.translate('The weather is nice today.', 'ca', 'en');
    await expect(translator.translation).toBeVisible({ timeout: 30_000 });
    const output = (await translator.translation.textContent())!;

    // Another visit: a new tab (this tab's own work would come back on a reload).
    translator = new TranslatePage(await context.newPage());
    await translator.open();
    await expect(translator.translation).toHaveCount(0);
    const entry = translator.recent.getByRole('button').filter({ hasText: 'The weather is nice today.' });
    await expect(entry).toContainText('English → Catalan');
    await entry.click();
    await expect(translator.text).toHaveValue('The weather is nice today.');
    await expect(translator.target).toHaveValue('ca');
    await expect(translator.translation).toHaveText(output);
  });

  test('a share link reopens the same text and languages, and translates them', async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.source.selectOption('en');
    await translator.target.selectOption('fr');
    await translator.text.fill('The house is very big.\nThe garden is beautiful.');
    await translator.shareButton.click();
    const link = await translator.shareLink.inputValue();
    expect(new URL(link).searchParams.get('to')).toBe('fr');
    await expect(page.getByText('Share link (copied)')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Someone else opens it.
    const other = await browser.newContext();
    const visitor = new TranslatePage(await other.newPage());
    await visitor.page.goto(link);
    await expect(visitor.text).toHaveValue('The house is very big.\nThe garden is beautiful.');
    await expect(visitor.source).toHaveValue('en');
    await expect(visitor.target).toHaveValue('fr');
    await expect(visitor.translation).toContainText('maison', { timeout: 30_000 });
    // Line breaks survive the round trip.
    expect((await visitor.translation.textContent())!.split('\n')).toHaveLength(2);
    await other.close();
  });

  test('keeps the text, languages and translation across a reload; a new tab starts empty', async ({ page, context }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.translate('The garden is beautiful.', 'fr', 'en');
    await expect(translator.translation).toContainText('jardin', { timeout: 30_000 });
    const output = (await translator.translation.textContent())!;
    await translator.text.fill('The garden is beautiful. The house is big.');

    const predicts: Request[] = [];
    page.on('request', (request) => void (isPredict(request) && predicts.push(request)));
    await page.reload();
    await expect(translator.text).toHaveValue('The garden is beautiful. The house is big.');
    await expect(translator.source).toHaveValue('en');
    await expect(translator.target).toHaveValue('fr');
    await expect(translator.translation).toHaveText(output);
    expect(predicts).toHaveLength(0);

    const other = new TranslatePage(await context.newPage());
    await other.open();
    await expect(other.text).toHaveValue('');
    await expect(other.translation).toHaveCount(0);
  });

  test("reloading a share link keeps the edits made since, and does not translate again; another link opens", async ({ page }) => {
    const predicts: Request[] = [];
    page.on('request', (request) => void (isPredict(request) && predicts.push(request)));
    const translator = new TranslatePage(page);
    await translator.open('/translate?text=The+house+is+very+big.&from=en&to=fr');
    await expect(translator.translation).toContainText('maison', { timeout: 30_000 });
    expect(predicts).toHaveLength(1);
    await translator.text.fill('The house is very small.');
    await translator.target.selectOption('es');

    await page.reload();
    await expect(translator.text).toHaveValue('The house is very small.');
    await expect(translator.target).toHaveValue('es');
    await expect(translator.translation).toContainText('maison');
    expect(predicts).toHaveLength(1);

    await translator.open('/translate?text=Good+morning.&from=en&to=ca');
    await expect(translator.text).toHaveValue('Good morning.');
    await expect(translator.target).toHaveValue('ca');
    await expect(translator.translation).toContainText('Bon dia', { timeout: 30_000 });
    expect(predicts).toHaveLength(2);
  });

  test("shows the API's message for a pair it cannot translate", async ({ page }) => {
    const translator = new TranslatePage(page);
    await page.goto('/translate?text=Where%20is%20the%20train%20station%3F&from=en&to=ja');
    await expect(page.getByRole('alert').filter({ hasText: 'target_lang: cannot translate en to ja' })).toBeVisible({ timeout: 30_000 });
    await expect(translator.translation).toHaveCount(0);
  });

  test('a share link naming a source it cannot translate shows that source, and Detect can be chosen instead', async ({ page }) => {
    const translator = new TranslatePage(page);
    await page.goto('/translate?text=Where%20is%20the%20train%20station%3F&from=sw&to=es');
    await expect(translator.target).toBeEnabled();
    // The picker says what is sent, as the message does.
    await expect(translator.source).toHaveValue('sw');
    await expect(translator.source.locator('option:checked')).toHaveText('Swahili');
    await expect(translator.unreachablePair).toHaveText('Swahili cannot be translated to Spanish here.');
    await translator.source.selectOption('auto');
    await expect(translator.unreachablePair).toHaveCount(0);
    await translator.translateButton.click();
    await expect(translator.translation).toContainText('de tren', { timeout: 30_000 });
  });

  test('says how to overrule a wrong guess, and translates once the language is chosen', async ({ page }) => {
    const translator = new TranslatePage(page);
    await translator.open();
    await translator.target.selectOption('es');
    // Two words give the detector little to go on: "Yay friend", whose "yay" no installed
    // dictionary knows, reads as Dutch, which Apertium cannot translate.
    await translator.text.fill('Yay friend');
    await expect(translator.detected).toHaveText('Detected: Dutch', { timeout: 30_000 });
    await expect(translator.unreachablePair).toHaveText('Dutch cannot be translated to Spanish here. If the text is in another language, choose it under “Translate from”.');
    await translator.source.selectOption('en');
    await expect(translator.unreachablePair).toHaveCount(0);
    await translator.translateButton.click();
    // Apertium keeps the word it does not know.
    await expect(translator.translation).toHaveText(/^Yay amigo$/i, { timeout: 30_000 });
  });

  test('the embed has no studio chrome and works the same, in the dark theme too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const translator = new TranslatePage(page);
    await translator.open('/embed/translate');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await translator.translate('Good morning, my friend.', 'es', 'en');
    await expect(translator.translation).toContainText('Buenos días', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'embed, dark');
  });

  test("a demo link's visitor who types at leisure still has requests left to translate", async ({ page, request }) => {
    const created = await request.post('/api/demo-links', { data: { capability: 'translate', rpm: 10 } });
    const { url } = (await created.json()).result as { url: string };
    const detects: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/translate/detect')) detects.push(response.status());
    });
    const translator = new TranslatePage(page);
    await translator.open(new URL(url).pathname + new URL(url).hash);
    await translator.target.selectOption('es');
    // A pause after each word: each is a live detection, which once spent all ten.
    for (const word of 'Good morning my friend how are you doing on this fine day'.split(' ')) {
      await translator.text.pressSequentially(`${word} `);
      await page.waitForTimeout(550);
    }
    expect(detects.length).toBeGreaterThan(2);
    expect(detects.length).toBeLessThanOrEqual(5);
    expect(detects).not.toContain(429);
    await translator.translateButton.click();
    await expect(translator.translation).toContainText('Buenos días', { timeout: 30_000 });
  });

  test('is usable at 360 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const translator = new TranslatePage(page);
    await translator.open();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // "Detect language: English" is read whole: the source picker has the row to itself.
    await translator.text.fill('Good morning, where is the station?');
    await expect(translator.detected).toContainText('English', { timeout: 30_000 });
    await expect(translator.source.locator('option:checked')).toHaveText('Detect language: English');
    const room = await translator.source.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The arrow sits in the right padding.
      return { needed: context.measureText(select.selectedOptions[0]!.text).width, width: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(room.needed).toBeLessThanOrEqual(room.width);
    await translator.translate('Hello, how are you?', 'es', 'en');
    await expect(translator.translation).toBeVisible({ timeout: 30_000 });
    await expect(translator.translation).toBeInViewport({ ratio: 0.1 }).catch(async () => {
      await translator.translation.scrollIntoViewIfNeeded();
      await expect(translator.translation).toBeInViewport();
    });
  });
});

/**
 * Live detection paused by a demo link's spent limit. Its own studio (E2E_TRANSLATE_PORT, the
 * same build) with a 6 s rate-limit window, so the test can wait for the next window.
 */
test.describe('translator under a demo link\'s spent limit', () => {
  const PORT = Number(process.env.E2E_TRANSLATE_PORT ?? 3335);
  let studio: StudioProcess;
  test.beforeAll(async () => {
    studio = await startStudioProcess(PORT, [], { RATE_LIMIT_WINDOW_SECONDS: '6', LOG_LEVEL: 'warn' });
  });
  test.afterAll(() => studio?.stop());

  test('detects the text typed during the pause once the window resets, without more typing', async ({ page, request }) => {
    const created = await request.post(`${studio.base}/api/demo-links`, { data: { capability: 'translate', rpm: 4 } });
    const { url, token } = (await created.json()).result as { url: string; token: string };
    const detects: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/translate/detect')) detects.push(response.status());
    });
    const translator = new TranslatePage(page);
    await translator.open(url.replace(/^https?:\/\/[^/]+/, studio.base));
    // Another tab of the same link has spent what is left of this window, with at least 3 s
    // of it to go (so the page's own detection, 0.4 s after typing, meets the spent window).
    const spendWindow = async () => {
      for (let i = 0; i < 10; i++) {
        const spent = await request.post(`${studio.base}/api/translate/detect`, {
          data: { text: 'Bonjour à tous' },
          headers: { authorization: `Bearer ${token}` },
        });
        if (spent.status() === 429) return Number(spent.headers()['retry-after']);
      }
      throw new Error('the demo link was never refused');
    };
    for (let left = await spendWindow(), tries = 0; left < 3 && tries < 3; tries++) {
      await page.waitForTimeout(left * 1000 + 100);
      left = await spendWindow();
    }
    await translator.text.fill('Good morning, my friend. How are you today?');
    await expect.poll(() => detects).toContain(429);
    await expect(translator.detected).toHaveCount(0);
    // Before, the picker said nothing until the text changed again.
    await expect(translator.detected).toHaveText('Detected: English', { timeout: 15_000 });
    expect(detects.slice(-1)).toEqual([200]);
  });
});
