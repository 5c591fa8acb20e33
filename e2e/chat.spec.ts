import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startOpenAiDouble, type OpenAiDouble } from '../tests/support/openai-double';
import { startStudioProcess, type StudioProcess } from '../tests/support/studio-process';
import { ENTRY_PREFIX } from '../components/chat/conversation-entries';
import { ChatPage } from './pages/chat';
import { expectNoSeriousA11yViolations } from './support/axe';
import { commitsWhileIdle, countReactCommits } from './support/react-commits';
import { PART_MISSING, studioUpdatedUnderPage } from './support/studio-updated';

/**
 * The chat page in Chromium against the production build. The default Playwright server has
 * no language model, so this spec starts its own: the OpenAI-compatible double (its default
 * "brain", pacing tokens like a real model) and the studio (`npm start`) on E2E_CHAT_PORT with
 * LLM_BASE_URL pointing at it, from the same build (NEXT_DIST_DIR, default .next). It runs
 * as part of `npx playwright test`; nothing else need be started.
 */
const PORT = Number(process.env.E2E_CHAT_PORT ?? 3329);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN_DELAY_MS = 30;

let double: OpenAiDouble;
let studio: StudioProcess | undefined;

/** Fills what is left of the origin's localStorage with other data, down to a few bytes. */
function fillStorage(page: Page, prefix: string) {
  return page.evaluate((name) => {
    let i = 0;
    for (let size = 4_000_000; size >= 16; ) {
      try {
        localStorage.setItem(`filler-${name}-${i}`, 'f'.repeat(size));
        i += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  }, prefix);
}

/** Regenerate on an answer, with the model's next reply set: the reply takes the answer's place. */
async function regenerateInto(chat: ChatPage, answer: Locator, reply: string) {
  double.enqueue({ content: reply });
  await answer.getByRole('button', { name: /Regenerate/ }).click();
  await expect(chat.lastAnswer()).toContainText(reply, { timeout: 20_000 });
  await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done');
  await expect(chat.answers).toHaveCount(1);
}

/** A conversation answered in one tab, and a second tab, which opens on it (the last one chosen). */
async function twoTabsOnOneConversation(page: Page, context: BrowserContext): Promise<[ChatPage, ChatPage]> {
  const first = new ChatPage(page, ORIGIN);
  await first.open();
  await first.send('Remember the lighthouse');
  await expect(first.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const second = new ChatPage(await context.newPage(), ORIGIN);
  await second.open();
  await expect(second.questions).toHaveText(['Remember the lighthouse']);
  return [first, second];
}

test.describe('chat page with a language model', () => {
  test.beforeAll(async () => {
    double = await startOpenAiDouble({ tokenDelayMs: TOKEN_DELAY_MS });
    studio = await startStudioProcess(PORT, [], { LLM_BASE_URL: double.url, LLM_MODEL: '', LOG_LEVEL: 'warn' });
  });
  test.afterAll(async () => {
    studio?.stop();
    await double?.close();
  });
  test.beforeEach(() => double.reset());

  test('streams the answer as it is written, rendered as Markdown with highlighted code, then rests', async ({ page }) => {
    await countReactCommits(page);
    const WRITTEN = 160;
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await expect(chat.model).toHaveValue('double-small');
    await expect(chat.model.locator('option')).toHaveText(['double-small (default)', 'double-large']);

    // 160 tokens, 4.8 s of writing: long enough to be seen mid-answer on a busy machine.
    await chat.send(`count ${WRITTEN}`);
    const answer = chat.lastAnswer();
    // Part of the answer is on screen while the rest is still being written.
    await expect(answer).toContainText('w5 ');
    await expect(answer).toHaveAttribute('data-status', 'streaming');
    expect(await answer.textContent()).not.toContain(`w${WRITTEN}`);
    await expect(chat.stopButton).toBeVisible();
    await expect(answer).toContainText(`w${WRITTEN}`, { timeout: 20_000 });
    await expect(answer).toHaveAttribute('data-status', 'done');
    await expect(chat.sendButton).toBeVisible();
    // Under it, what the server counted and how fast it wrote: the double paces a token each 30 ms.
    const figures = answer.getByTestId('answer-figures');
    await expect(figures).toHaveText(new RegExp(`^${WRITTEN} tokens · [\\d.]+ tokens/s · [\\d.]+ s$`));
    await expect(figures).toHaveAttribute('title', new RegExp(`^Read 2 tokens and wrote ${WRITTEN}; first words after [\\d.]+ s, [\\d.]+ s in all$`));
    const rate = Number(/([\d.]+) tokens\/s/.exec((await figures.textContent())!)![1]);
    const [first, total] = /after ([\d.]+) s, ([\d.]+) s in all/.exec((await figures.getAttribute('title'))!)!.slice(1).map(Number) as [number, number];
    // The double's tokens, 30 ms apart, take at least (n − 1) × 30 ms (a timer never fires early).
    expect(total).toBeGreaterThanOrEqual(((WRITTEN - 1) * TOKEN_DELAY_MS) / 1000 - 0.05);
    // The rate is the tokens over the time from the first words the page saw to the end (both
    // shown to 0.1 s, the rate to 1 token/s). Not over the pacing: on a busy machine the page
    // gets the first several tokens at once, and the span it times is shorter.
    expect(rate).toBeGreaterThan(5);
    expect(rate).toBeGreaterThanOrEqual(WRITTEN / (total - first + 0.1) - 0.5);
    expect(rate).toBeLessThanOrEqual(WRITTEN / (total - first - 0.1) + 0.5);

    await chat.send('Show me some code');
    const second = chat.lastAnswer();
    await expect(second).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(second.locator('strong')).toHaveText('bold');
    await expect(second.locator('li')).toHaveText(['one', 'two']);
    await expect(second.locator('pre code.hljs .hljs-keyword').first()).toHaveText('const');
    // A browser translating the page leaves code as written, and code runs left to right in any answer.
    await expect(second.locator('pre code')).toHaveAttribute('translate', 'no');
    await expect(second.locator('pre')).toHaveCSS('direction', 'ltr');
    await expect(second.getByText('double-small')).toBeVisible();
    // The whole history went to the model, the earlier answer included.
    expect(double.requests.at(-1)!.body!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    // Both answers written and highlighted, the conversation saved: nothing redraws.
    expect(await commitsWhileIdle(page, 1500)).toBeLessThanOrEqual(10);
  });

  test('a question in Hebrew runs right to left, in the box and in the conversation; one in English left to right', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.message.fill('שלום, מה שלומך היום?');
    await expect(chat.message).toHaveCSS('direction', 'rtl');
    await chat.message.press('Enter');
    await expect(chat.questions.last()).toHaveText('שלום, מה שלומך היום?');
    await expect(chat.questions.last()).toHaveCSS('direction', 'rtl');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    // The answer (the double writes English) takes its own direction from its own words.
    await expect(chat.lastAnswer().locator('.chat-markdown').first()).toHaveCSS('direction', 'ltr');
    await chat.message.fill('Hello again');
    await expect(chat.message).toHaveCSS('direction', 'ltr');
  });

  test('shows each function call as a card with its arguments and result; the answer uses the result', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.setFunction('Calculator', true);
    await chat.setFunction('Translate', true);

    await chat.send('call calculator {"expression": "6 * 7"}');
    const answer = chat.lastAnswer();
    const card = answer.getByTestId('function-card');
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(card.getByTestId('function-arguments')).toContainText('"expression": "6 * 7"');
    await card.getByText('Result').click();
    await expect(card.getByTestId('function-result')).toContainText('"value": 42');
    await expect(answer).toContainText('The function calculator answered: {"expression":"6 * 7","value":42}');
    const asked = double.requests.find((r) => r.path === '/v1/chat/completions');
    expect(asked!.body!.tools!.map((t) => t.function.name)).toEqual(['translate', 'current_time', 'calculator']);

    // Translation runs on the studio's real engine (Apertium).
    await chat.send('call translate {"text": "Where is the train station?", "target_lang": "es"}');
    const translated = chat.lastAnswer();
    await expect(translated.getByTestId('function-card')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(translated).toContainText(/The function translate answered: .*Dónde .*tren/);

    // Speech comes back as WAV files, shown as players that really load.
    await chat.setFunction('Text to speech', true);
    await chat.send('call text_to_speech {"text": "Hello there, this is the studio speaking."}');
    const spoken = chat.lastAnswer();
    await expect(spoken.getByTestId('function-card')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    const player = spoken.locator('audio');
    await expect(player).toHaveAttribute('src', new RegExp(`^${ORIGIN}/api/files/[0-9a-f]{64}$`));
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)), { timeout: 15_000 }).toBeGreaterThan(1);

    // Bad arguments come back as the function's error, and the chat goes on.
    await chat.send('call calculator {"expression": "ones(1e5, 1e5)"}');
    const refused = chat.lastAnswer();
    await expect(refused.getByTestId('function-error')).toHaveText('expression: function ones is not available', { timeout: 20_000 });
    await expect(refused).toHaveAttribute('data-status', 'done');

    await expectNoSeriousA11yViolations(page, 'chat with function cards');
  });

  test('Stop ends the answer, keeps what was written, and hangs up on the model; Regenerate asks again', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('count 1000');
    const answer = chat.lastAnswer();
    await expect(answer).toContainText('w10 ');
    await chat.stopButton.click();
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    await expect(answer.getByTestId('stopped-note')).toBeVisible();
    const kept = await answer.textContent();
    await expect.poll(() => double.requests.at(-1)?.aborted, { timeout: 5_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await answer.textContent()).toBe(kept);
    expect(double.requests.at(-1)!.chunksSent).toBeLessThan(900);

    await regenerateInto(chat, answer, 'A fresh answer.');
  });

  test('Regenerate keeps the answer it replaces as an earlier take, which can be read and used again', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    double.enqueue({ content: 'First take.' });
    await chat.send('Tell me about the lighthouse');
    await expect(chat.lastAnswer()).toHaveText(/First take\./, { timeout: 20_000 });
    await regenerateInto(chat, chat.lastAnswer(), 'Second take.');
    const answer = chat.lastAnswer();
    const pager = answer.getByTestId('take-pager');
    await expect(pager).toContainText('2 / 2');

    // The first take is still there to read, and can be made the answer again.
    await answer.getByRole('button', { name: 'Earlier take of this answer' }).click();
    await expect(pager).toContainText('1 / 2');
    await expect(answer).toContainText('First take.');
    await answer.getByRole('button', { name: 'Use this answer' }).click();
    await expect(pager).toContainText('2 / 2');
    await expect(answer).toContainText('First take.');
    await expect(answer.getByRole('button', { name: 'Use this answer' })).toHaveCount(0);

    // The conversation goes on from it, and keeps both takes across a reload.
    await chat.send('And then?');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(double.requests.at(-1)!.body!.messages.map((m) => m.content)).toEqual(['Tell me about the lighthouse', 'First take.', 'And then?']);
    await page.reload();
    await chat.answers.first().getByRole('button', { name: 'Earlier take of this answer' }).click();
    await expect(chat.answers.first()).toContainText('Second take.');
    await page.evaluate(() => localStorage.clear());
  });

  test('Escape in the message box stops the answer being written', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('count 1000');
    await expect(chat.lastAnswer()).toContainText('w10 ');
    await chat.message.press('Escape');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'stopped');
    await expect.poll(() => double.requests.at(-1)?.aborted, { timeout: 5_000 }).toBe(true);
  });

  test('typesets mathematics written with TeX or dollar delimiters, and leaves money and code as written', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    double.enqueue({
      content: 'The area is \\(\\pi r^2\\), and $e^{i\\pi} + 1 = 0$.\n\n\\[\n\\int_0^1 x\\,dx = \\frac{1}{2}\n\\]\n\nIt costs $5 and $10; solve $2x + 1 = 5$.\n\n`echo $HOME \\(x\\)`\n\nBroken: $\\frac{1}{$ stays.',
    });
    await chat.send('Some mathematics, please');
    const answer = chat.lastAnswer();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    // Three inline formulas (one opening with a digit) and one display, each with its TeX kept for screen readers and copying.
    await expect(answer.locator('.katex-display')).toHaveCount(1, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(page, 'chat with mathematics');
    await expect(answer.locator('.katex annotation')).toHaveText(['\\pi r^2', 'e^{i\\pi} + 1 = 0', '\\int_0^1 x\\,dx = \\frac{1}{2}', '2x + 1 = 5']);
    await expect(answer).toContainText('It costs $5 and $10; solve');
    await expect(answer.locator('code').filter({ hasText: 'echo' })).toHaveText('echo $HOME \\(x\\)');
    // A formula KaTeX cannot read is shown as written, not as a broken answer.
    await expect(answer).toContainText('Broken:');
    await expect(answer).toContainText('stays.');

    // On a phone, a display formula wider than the answer scrolls by itself; the page does not widen.
    await page.setViewportSize({ width: 360, height: 800 });
    const terms = Array.from({ length: 40 }, (_, i) => `a_{${i + 1}}`).join(' + ');
    double.enqueue({ content: `\\[\n${terms}\n\\]` });
    await chat.send('A long sum');
    await expect(chat.lastAnswer().locator('.katex-display')).toHaveCount(1, { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const display = chat.lastAnswer().locator('.katex-display');
    expect(await display.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('a text file attached goes into the message under its name; one that is not text is refused with the reason', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.message.fill('Sum the second column:');
    await chat.attach({ name: 'numbers.csv', text: 'a,b\r\n1,2\r\n3,4\r\n' });
    await expect(chat.message).toHaveValue('Sum the second column:\n\nnumbers.csv:\n```\na,b\n1,2\n3,4\n```');
    await chat.attach({ name: 'photo.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) });
    await expect(chat.attachProblem).toHaveText('photo.png is not a text file: attach text, Markdown, CSV, JSON or code.');
    // The message written so far is left as it was.
    await expect(chat.message).toHaveValue(/numbers\.csv:\n```\na,b\n1,2\n3,4\n```$/);
    await chat.message.press('Enter');
    await expect(chat.attachProblem).toHaveCount(0);
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(double.requests.at(-1)!.body!.messages.at(-1)!.content).toBe('Sum the second column:\n\nnumbers.csv:\n```\na,b\n1,2\n3,4\n```');
    await expect(chat.questions.last()).toContainText('numbers.csv:');
    // A long file shows folded in the question, its start first, until asked for all of it.
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    await chat.attach({ name: 'long.log', text: lines });
    await chat.message.press('Enter');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    const question = chat.questions.last();
    await expect(question).toContainText('line 8');
    await expect(question).not.toContainText('line 9');
    await expect(question).not.toContainText('line 40');
    await page.getByRole('button', { name: 'Show all 43 lines' }).click();
    await expect(question).toContainText('line 40');

    // Typing while a file is read (a slow disk, here a read held 800 ms) is kept, the file after it.
    await page.evaluate(() => {
      const read = Blob.prototype.arrayBuffer;
      Blob.prototype.arrayBuffer = function (this: Blob) {
        return new Promise<void>((resolve) => setTimeout(resolve, 800)).then(() => read.call(this));
      };
    });
    await chat.message.fill('Compare');
    await chat.attach({ name: 'slow.txt', text: 'slow words' });
    await chat.message.pressSequentially(' these');
    await expect(chat.message).toHaveValue('Compare these\n\nslow.txt:\n```\nslow words\n```');
  });

  test('a reload while the answer is written keeps what it had written, marked stopped; Regenerate asks again', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('count 1000');
    await expect(chat.lastAnswer()).toContainText('w10 ');
    // The answer lived only in the page until it ended: a reload lost it, and left the question unanswered.
    await page.reload();
    const answer = chat.lastAnswer();
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    await expect(answer).toContainText('w10 ');
    await expect(answer.getByTestId('stopped-note')).toBeVisible();
    await expect(chat.questions).toHaveText(['count 1000']);
    // The reload hung up on the model too, rather than letting it write on for nobody.
    const counting = () => double.requests.find((r) => r.body?.messages.at(-1)?.content === 'count 1000');
    await expect.poll(() => counting()?.aborted, { timeout: 5_000 }).toBe(true);
    expect(counting()!.chunksSent).toBeLessThan(900);

    await regenerateInto(chat, answer, 'A fresh answer.');
  });

  test('a question the browser closed on before any answer is kept can be answered with one click', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('Remember the harbour');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    // As if the browser had been killed while the answer was written: the question is stored, its answer not.
    await page.evaluate((prefix) => {
      for (const key of Object.keys(localStorage).filter((k) => k.startsWith(prefix))) {
        const conversation = JSON.parse(localStorage.getItem(key)!) as { messages: Array<{ role: string }> };
        conversation.messages = conversation.messages.filter((m) => m.role === 'user');
        localStorage.setItem(key, JSON.stringify(conversation));
      }
    }, ENTRY_PREFIX);
    await page.reload();
    await expect(chat.answers).toHaveCount(0);
    const unanswered = page.getByTestId('unanswered');
    await expect(unanswered).toHaveText(/This question has no answer yet\./);
    await unanswered.getByRole('button', { name: 'Answer it' }).click();
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.lastAnswer()).toContainText('You said: “Remember the harbour”');
    await expect(unanswered).toHaveCount(0);
    await expect(chat.questions).toHaveText(['Remember the harbour']);
  });

  test('keeps conversations across a reload; they can be renamed, switched and deleted', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('Remember the lighthouse');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await chat.newChat.click();
    await expect(chat.questions).toHaveCount(0);
    await chat.send('A second topic');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });

    await page.reload();
    await expect(chat.conversations).toHaveCount(2);
    await expect(chat.questions).toHaveText(['A second topic']);
    await expect(chat.lastAnswer()).toContainText('You said: “A second topic”');

    await chat.conversation('Remember the lighthouse').getByRole('button', { name: /^Remember the lighthouse/ }).click();
    await expect(chat.questions).toHaveText(['Remember the lighthouse']);
    await chat.page.getByRole('button', { name: 'Rename “Remember the lighthouse”' }).click();
    await chat.page.getByLabel('Conversation name').fill('Lighthouse notes');
    await chat.page.getByLabel('Conversation name').press('Enter');
    await page.reload();
    await expect(chat.conversation('Lighthouse notes')).toHaveCount(1);

    await chat.page.getByRole('button', { name: 'Delete “A second topic”' }).click();
    await chat.conversation('A second topic').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(chat.conversations).toHaveCount(1);
    await page.reload();
    await expect(chat.conversations).toHaveText([/Lighthouse notes/]);
  });

  test('exports every conversation to a file that another browser imports; a damaged file is refused with its reason', async ({ page, browser }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await expect(page.getByRole('button', { name: /Export all/ })).toBeDisabled();
    await chat.send('Remember the lighthouse');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await chat.newChat.click();
    await chat.send('A second topic');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });

    const exported = await chat.download(/Export all/);
    expect(exported.name).toMatch(/^prism-chats-\d{4}-\d{2}-\d{2}\.json$/);
    const markdown = await chat.download(/Save as Markdown/);
    expect(markdown.name).toBe('a-second-topic.md');
    expect(markdown.text).toContain('## You\n\nA second topic\n\n## Assistant (double-small)\n\nYou said: “A second topic”');

    // Another browser (an empty profile) takes them in.
    const elsewhere = await browser.newContext();
    const other = new ChatPage(await elsewhere.newPage(), ORIGIN);
    await other.open();
    await expect(other.conversations).toHaveCount(0);
    await other.importFile(exported.name, exported.text);
    await expect(other.transferOutcome.getByRole('status')).toHaveText('Imported 2 conversations.');
    await expect(other.conversations).toHaveCount(2);
    await other.conversation('Remember the lighthouse').getByRole('button', { name: /^Remember the lighthouse/ }).click();
    await expect(other.questions).toHaveText(['Remember the lighthouse']);
    await expect(other.lastAnswer()).toContainText('You said: “Remember the lighthouse”');
    // They are kept: a reload still has them, and the same file again adds nothing.
    await other.page.reload();
    await expect(other.conversations).toHaveCount(2);
    await other.importFile(exported.name, exported.text);
    await expect(other.transferOutcome.getByRole('status')).toHaveText('Nothing new to import. 2 conversations already here, as new or newer, stayed as they were.');

    await other.importFile('notes.json', '{"title": "not an export"}');
    await expect(other.transferOutcome.getByRole('alert')).toHaveText(/not a Prism Studio chat export/);
    await expect(other.conversations).toHaveCount(2);
    await elsewhere.close();
  });

  test('each conversation keeps its own model: picking one in a chat leaves the others as they were', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('First topic');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.lastAnswer()).toContainText('double-small');

    await chat.newChat.click();
    await chat.model.selectOption('double-large');
    await chat.send('Second topic');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.lastAnswer()).toContainText('double-large');

    // The first conversation still asks the model it was started with.
    await chat.conversation('First topic').getByRole('button', { name: /^First topic/ }).click();
    await expect(chat.model).toHaveValue('double-small');
    await chat.send('Still there?');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.lastAnswer()).toContainText('double-small');

    // A new chat starts on the model picked last; each keeps its own across a reload.
    await chat.newChat.click();
    await expect(chat.model).toHaveValue('double-large');
    await page.reload();
    await chat.conversation('Second topic').getByRole('button', { name: /^Second topic/ }).click();
    await expect(chat.model).toHaveValue('double-large');
    await chat.conversation('First topic').getByRole('button', { name: /^First topic/ }).click();
    await expect(chat.model).toHaveValue('double-small');
  });

  test('each conversation keeps its own functions: switching one on in a chat leaves the others as they were', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    const toolsAsked = () => (double.requests.at(-1)!.body!.tools ?? []).map((t) => t.function.name);
    await chat.open();
    await chat.setFunction('Translate', true);
    await chat.send('Words topic');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(toolsAsked()).toEqual(['translate', 'current_time', 'calculator']);

    // A new chat starts with the switches as last set; changing them there is that chat's own.
    await chat.newChat.click();
    await expect(chat.functionSwitch('Translate')).toHaveAttribute('aria-checked', 'true');
    await chat.setFunction('Translate', false);
    await chat.setFunction('Calculator', false);
    await chat.send('Time topic');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(toolsAsked()).toEqual(['current_time']);

    // The first conversation still asks with the functions it had.
    await chat.conversation('Words topic').getByRole('button', { name: /^Words topic/ }).click();
    await expect(chat.functionSwitch('Translate')).toHaveAttribute('aria-checked', 'true');
    await expect(chat.functionSwitch('Calculator')).toHaveAttribute('aria-checked', 'true');
    await chat.send('More words?');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(toolsAsked()).toEqual(['translate', 'current_time', 'calculator']);

    // Each keeps its own across a reload.
    await page.reload();
    await chat.conversation('Time topic').getByRole('button', { name: /^Time topic/ }).click();
    await chat.functions.click();
    await expect(chat.functionSwitch('Translate')).toHaveAttribute('aria-checked', 'false');
    await expect(chat.functionSwitch('Current time')).toHaveAttribute('aria-checked', 'true');
    await page.evaluate(() => localStorage.clear());
  });

  test("each conversation keeps its own instructions, sent first as the system message; a new chat starts with the last ones", async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    const sent = () => double.requests.at(-1)!.body!.messages.map((m) => `${m.role}: ${m.content}`);
    await chat.open();
    await chat.setInstructions('Answer like a lighthouse keeper.');
    await chat.send('Who are you?');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()).toEqual(['system: Answer like a lighthouse keeper.', 'user: Who are you?']);

    await chat.newChat.click();
    await chat.showInstructions();
    await expect(chat.instructions).toHaveValue('Answer like a lighthouse keeper.');
    await chat.setInstructions('');
    await chat.send('Plain question');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()).toEqual(['user: Plain question']);

    await page.reload();
    await chat.conversation('Who are you?').getByRole('button', { name: /^Who are you\?/ }).click();
    await chat.showInstructions();
    await expect(chat.instructions).toHaveValue('Answer like a lighthouse keeper.');
    await chat.send('And the light?');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()[0]).toBe('system: Answer like a lighthouse keeper.');
    await chat.conversation('Plain question').getByRole('button', { name: /^Plain question/ }).click();
    await expect(page.locator('summary', { hasText: 'Instructions' })).toContainText('none');
    // Written just before a reload, without leaving the field: kept all the same.
    await chat.showInstructions();
    await chat.instructions.fill('Answer in French.');
    await page.reload();
    await chat.conversation('Plain question').getByRole('button', { name: /^Plain question/ }).click();
    await chat.showInstructions();
    await expect(chat.instructions).toHaveValue('Answer in French.');
    await page.evaluate(() => localStorage.clear());
  });

  test('each conversation keeps its own temperature, top-p, top-k, min-p, longest answer, seed, penalties, stop sequences and JSON mode, sent with its questions; a value out of range is refused under its box', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    const sent = () => double.requests.at(-1)!.body as unknown as Record<string, unknown>;
    await chat.open();
    await expect(chat.answerSettings).toContainText("model's defaults");
    await chat.showAnswerSettings();
    await chat.temperature.fill('0.2');
    await chat.topP.fill('0.9');
    await chat.topK.fill('40');
    await chat.minP.fill('0.05');
    await chat.longestAnswer.fill('300');
    await chat.seed.fill('7');
    // One per line; \n typed as two characters is a line break: stop at the first blank line, or at END.
    await chat.stopAt.fill('\\n\\n\nEND');
    await chat.frequencyPenalty.fill('0.5');
    await chat.jsonAnswers.click();
    await expect(chat.answerSettings).toContainText('temperature 0.2, top-p 0.9, top-k 40, min-p 0.05, at most 300 tokens, seed 7, frequency penalty 0.5, stops at "\\n\\n", "END", answers in JSON');
    await chat.send('Be exact');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()).toMatchObject({ temperature: 0.2, top_p: 0.9, top_k: 40, min_p: 0.05, max_tokens: 300, seed: 7, frequency_penalty: 0.5, stop: ['\n\n', 'END'], response_format: { type: 'json_object' } });
    expect(sent()).not.toHaveProperty('presence_penalty');

    // Out of the contract's range: said under the box, and the last good value still goes.
    await chat.temperature.fill('3');
    await expect(page.getByRole('alert').filter({ hasText: 'Temperature' })).toHaveText("Temperature: from 0 to 2; empty for the model's default. Until then answers use 0.2.");
    await chat.topP.fill('1.5');
    await expect(page.getByRole('alert').filter({ hasText: 'Top-p' })).toHaveText("Top-p: from 0 to 1; empty for the model's default. Until then answers use 0.9.");
    await chat.topK.fill('1001');
    await expect(page.getByRole('alert').filter({ hasText: 'Top-k' })).toHaveText("Top-k: a whole number from 0 to 1,000; empty for the model's default. Until then answers use 40.");
    await chat.longestAnswer.fill('12.5');
    await expect(page.getByRole('alert').filter({ hasText: 'Longest answer' })).toHaveText("Longest answer (tokens): a whole number from 1 to 32,768; empty for the model's default. Until then answers use 300.");
    await chat.seed.fill('-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Seed' })).toHaveText("Seed: a whole number from 0 to 4,294,967,295; empty for the model's default. Until then answers use 7.");
    await chat.presencePenalty.fill('-3');
    await expect(page.getByRole('alert').filter({ hasText: 'Presence penalty' })).toHaveText("Presence penalty: from -2 to 2; empty for the model's default. Until then answers use the model's default.");
    await chat.stopAt.fill('a\nb\nc\nd\ne');
    await expect(page.getByRole('alert').filter({ hasText: 'Stop at' })).toHaveText('Stop at: at most 4 sequences, one per line, each at most 200 characters; empty for none. Until then answers use "\\n\\n", "END".');
    await chat.send('Again');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()).toMatchObject({ temperature: 0.2, top_p: 0.9, top_k: 40, min_p: 0.05, max_tokens: 300, seed: 7, frequency_penalty: 0.5, stop: ['\n\n', 'END'] });
    expect(sent()).not.toHaveProperty('presence_penalty');

    // A new chat starts on the last choices; emptied there, the model's defaults, and the first chat keeps its own.
    await chat.newChat.click();
    await expect(chat.temperature).toHaveValue('0.2');
    await chat.temperature.fill('');
    await chat.longestAnswer.fill('');
    await expect(chat.topP).toHaveValue('0.9');
    await chat.topP.fill('');
    await expect(chat.topK).toHaveValue('40');
    await chat.topK.fill('');
    await expect(chat.minP).toHaveValue('0.05');
    await chat.minP.fill('');
    await expect(chat.seed).toHaveValue('7');
    await chat.seed.fill('');
    await expect(chat.stopAt).toHaveValue('\\n\\n\nEND');
    await chat.stopAt.fill('');
    await expect(chat.frequencyPenalty).toHaveValue('0.5');
    await chat.frequencyPenalty.fill('');
    await chat.presencePenalty.fill('');
    await expect(chat.jsonAnswers).toHaveAttribute('aria-checked', 'true');
    await chat.jsonAnswers.click();
    await expect(chat.answerSettings).toContainText("model's defaults");
    await chat.send('Free answer');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()).not.toHaveProperty('temperature');
    expect(sent()).not.toHaveProperty('max_tokens');
    expect(sent()).not.toHaveProperty('seed');
    expect(sent()).not.toHaveProperty('top_p');
    expect(sent()).not.toHaveProperty('top_k');
    expect(sent()).not.toHaveProperty('min_p');
    expect(sent()).not.toHaveProperty('stop');
    expect(sent()).not.toHaveProperty('frequency_penalty');
    expect(sent()).not.toHaveProperty('response_format');
    await page.reload();
    await chat.conversation('Be exact').getByRole('button', { name: /^Be exact/ }).click();
    await expect(chat.answerSettings).toContainText('temperature 0.2, top-p 0.9, top-k 40, min-p 0.05, at most 300 tokens, seed 7, frequency penalty 0.5, stops at "\\n\\n", "END", answers in JSON');
    await chat.send('Once more');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(sent()).toMatchObject({ temperature: 0.2, top_p: 0.9, top_k: 40, min_p: 0.05, max_tokens: 300, seed: 7, frequency_penalty: 0.5, stop: ['\n\n', 'END'] });
    await page.evaluate(() => localStorage.clear());
  });

  test('a question can be edited and sent again; the conversation as it was stays a version to page back to, and the title follows', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    await chat.send('Remember the lighthouse');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await chat.send('And the keeper');
    await expect(chat.lastAnswer()).toContainText('You said: “And the keeper”', { timeout: 20_000 });

    // Cancel leaves it as it was.
    await page.getByRole('article', { name: 'You' }).first().getByRole('button', { name: 'Edit this question' }).click();
    await expect(page.getByTestId('question-editor')).toContainText('Sending asks again from here; the conversation as it is stays a version to go back to.');
    await page.getByLabel('Edited question').press('Escape');
    await expect(chat.questions).toHaveText(['Remember the lighthouse', 'And the keeper']);

    await chat.editQuestion('Remember the lighthouse', 'Remember the harbour');
    await expect(chat.lastAnswer()).toContainText('You said: “Remember the harbour”', { timeout: 20_000 });
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done');
    await expect(chat.questions).toHaveText(['Remember the harbour']);
    await expect(chat.answers).toHaveCount(1);
    await expect(chat.conversations).toHaveText([/^Remember the harbour/]);
    const pager = page.getByTestId('version-pager');
    await expect(pager).toContainText('2 / 2');

    // Editing once dropped the rest of the conversation: it is the first version now, whole.
    await pager.getByRole('button', { name: 'Earlier version of this question' }).click();
    await expect(chat.questions).toHaveText(['Remember the lighthouse', 'And the keeper']);
    await expect(chat.answers).toHaveCount(2);
    await expect(chat.lastAnswer()).toContainText('You said: “And the keeper”');
    await expect(pager).toContainText('1 / 2');
    // It goes on from there, and the request holds that version's turns only.
    await chat.send('And the lamp');
    await expect(chat.lastAnswer()).toContainText('You said: “And the lamp”', { timeout: 20_000 });
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done');
    expect(double.requests.at(-1)!.body!.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Remember the lighthouse', 'And the keeper', 'And the lamp']);

    await page.reload();
    await expect(chat.questions).toHaveText(['Remember the lighthouse', 'And the keeper', 'And the lamp']);
    // Paging back is looking, not new work: a newer conversation stays above this one.
    await chat.newChat.click();
    await chat.send('A newer conversation');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.conversations).toHaveText([/^A newer conversation/, /^Remember the harbour/]);
    await chat.conversations.nth(1).getByRole('button', { name: /^Remember the harbour/ }).click();
    await expect(chat.questions).toHaveText(['Remember the lighthouse', 'And the keeper', 'And the lamp']);
    await page.getByTestId('version-pager').getByRole('button', { name: 'Later version of this question' }).click();
    await expect(chat.questions).toHaveText(['Remember the harbour']);
    await expect(chat.lastAnswer()).toContainText('You said: “Remember the harbour”');
    await expect(page.getByTestId('version-pager')).toContainText('2 / 2');
    await expect(chat.conversations).toHaveText([/^A newer conversation/, /^Remember the harbour/]);
  });

  test('keeps a message being written across a reload, and sends it from there; a new tab starts with an empty box', async ({ page, context }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    const unsent = 'A long question, half written:\nfirst the harbour, then';
    await chat.message.fill(unsent);
    await page.reload();
    await expect(chat.message).toHaveValue(unsent);

    const other = new ChatPage(await context.newPage(), ORIGIN);
    await other.open();
    await expect(other.message).toHaveValue('');
    await other.page.close();

    await chat.message.press('Enter');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.message).toHaveValue('');
    // Sent is sent: the box comes back empty, the question stays in the conversation.
    await page.reload();
    await expect(chat.questions.last()).toHaveText(unsent);
    await expect(chat.message).toHaveValue('');
  });

  // The service worker fetches past page.route: blocked, the page asks the server itself.
  test.describe('after the studio was updated under the page', () => {
    test.use({ serviceWorkers: 'block' });

    test('a message sent after the studio was updated says to reload; after the reload it is answered', async ({ page }) => {
      const chat = new ChatPage(page, ORIGIN);
      await chat.open();
      await studioUpdatedUnderPage(page);
      await chat.send('Hello after the update');
      await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'error');
      await expect(chat.lastAnswer().getByRole('alert')).toHaveText(PART_MISSING);

      await page.unrouteAll();
      await page.reload();
      await chat.send('Hello again');
      await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
      await expect(chat.lastAnswer()).toContainText('You said: “Hello again”');
    });
  });

  test('two tabs keep their own open conversation: a new chat in one does not take the other away mid-answer', async ({ page, context }) => {
    // A new tab opens where the browser last was, and stays there though it chose nothing yet.
    const [first, second] = await twoTabsOnOneConversation(page, context);
    const third = new ChatPage(await context.newPage(), ORIGIN);
    await third.open();
    await expect(third.questions).toHaveText(['Remember the lighthouse']);
    await first.send('count 60');
    await expect(first.lastAnswer()).toHaveAttribute('data-status', 'streaming');
    await second.newChat.click();
    await second.send('A second topic');
    // The first tab stayed on its conversation (it once switched to the other tab's new chat)
    // and its answer went on there.
    await expect(first.questions).toHaveText(['Remember the lighthouse', 'count 60']);
    await expect(first.lastAnswer()).toContainText('w60', { timeout: 20_000 });
    await expect(second.questions).toHaveText(['A second topic']);
    await expect(second.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    // The third tab chose nothing, and stays on the one it opened on.
    await expect(third.questions).toHaveText(['Remember the lighthouse', 'count 60']);
    await expect(first.conversations).toHaveCount(2);
    // A reload keeps each tab where it was; a new tab starts on the last one chosen.
    await page.reload();
    await expect(first.questions).toHaveText(['Remember the lighthouse', 'count 60']);
    await second.page.reload();
    await expect(second.questions).toHaveText(['A second topic']);
    const fourth = new ChatPage(await context.newPage(), ORIGIN);
    await fourth.open();
    await expect(fourth.questions).toHaveText(['A second topic']);
  });

  test('two tabs on one conversation keep both answers: the one ending later does not write over the other', async ({ page, context }) => {
    const [first, second] = await twoTabsOnOneConversation(page, context);

    // A long answer in the first tab; a short question and answer in the second meanwhile.
    await first.send('count 150');
    await expect(first.lastAnswer()).toHaveAttribute('data-status', 'streaming');
    await expect(second.questions).toHaveText(['Remember the lighthouse', 'count 150']);
    await second.send('A quick one');
    await expect(second.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    // Once done, the long answer sits after its own question, above the other tab's turn.
    await expect(first.answers.nth(1)).toContainText('w150', { timeout: 20_000 });
    await expect(first.answers.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 20_000 });

    // Each answer after its question, in both tabs and after a reload.
    for (const tab of [first, second]) {
      await tab.page.reload();
      await expect(tab.questions).toHaveText(['Remember the lighthouse', 'count 150', 'A quick one']);
      await expect(tab.answers).toHaveCount(3);
      await expect(tab.answers.nth(1)).toContainText('w150');
      await expect(tab.answers.nth(2)).toContainText('You said: “A quick one”');
    }
  });

  test('an answer cut at the length limit says so and offers Continue, which has the model go on in the same answer', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    double.enqueue(
      { content: 'The three reasons are: first, the light;', finish: 'length' },
      { content: 'second, the sea;', finish: 'length' },
      { content: 'third, the rocks.' },
    );
    await chat.send('Why is the lighthouse there?');
    const answer = chat.lastAnswer();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(answer.getByTestId('cut-note')).toHaveText('The answer reached the length limit and is cut short here.');
    await answer.getByRole('button', { name: 'Continue' }).click();
    // Cut again: Continue again, and the answer is whole, one answer to one question.
    await expect(answer).toContainText('first, the light; second, the sea;', { timeout: 20_000 });
    await expect(answer).toHaveAttribute('data-status', 'done');
    await answer.getByRole('button', { name: 'Continue' }).click();
    await expect(answer).toContainText('The three reasons are: first, the light; second, the sea; third, the rocks.', { timeout: 20_000 });
    await expect(answer).toHaveAttribute('data-status', 'done');
    await expect(chat.answers).toHaveCount(1);
    await expect(chat.questions).toHaveText(['Why is the lighthouse there?']);
    await expect(page.getByTestId('cut-note')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    // Its figures are the whole answer's: the tokens of all three requests and the time they took
    // (the rate is shown when the writing took 100 ms or more; a loaded machine can deliver a
    // short answer's words in one batch, so its presence is the unit test's to assert).
    await expect(answer.getByTestId('answer-figures')).toHaveText(/^13 tokens( · [\d.]+ tokens\/s)? · [\d.]+ s$/);
    // The model was asked with the answer so far in view, then to go on (a request the page does not show).
    expect(double.requests.at(-1)!.body!.messages.map((m) => m.content)).toEqual(['Why is the lighthouse there?', 'The three reasons are: first, the light; second, the sea;', 'Continue from where you stopped.']);
    // Kept as one answer, and asked on from as one.
    await page.reload();
    await expect(chat.answers).toHaveCount(1);
    await expect(chat.lastAnswer()).toContainText('first, the light; second, the sea; third, the rocks.');
    await chat.send('Thanks');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(double.requests.at(-1)!.body!.messages.map((m) => m.content)).toEqual(['Why is the lighthouse there?', 'The three reasons are: first, the light; second, the sea; third, the rocks.', 'Thanks']);
  });

  test('an answer written without the start of a long conversation says so, and the note stays after a reload', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    // 105 questions and answers: with the next question, 11 past the request's 200 messages.
    await page.evaluate(() => {
      const messages = Array.from({ length: 105 }, (_, i) => [
        { id: `q${i}`, role: 'user', content: `Question ${i}`, at: 1_000 + i },
        { id: `a${i}`, role: 'assistant', content: `Answer ${i}`, status: 'done', at: 1_000 + i },
      ]).flat();
      localStorage.setItem('prism.chat.conversations', JSON.stringify([{ id: 'long', title: 'A long talk', createdAt: 1_000, updatedAt: Date.now(), messages }]));
    });
    await page.reload();
    await chat.showConversations();
    await chat.conversation('A long talk').click();
    await expect(chat.questions).toHaveCount(105);
    await chat.send('And the last one?');
    const answer = chat.lastAnswer();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(answer.getByTestId('unseen-note')).toHaveText(/^Written without the first 11 messages of this conversation/);
    expect(double.requests.at(-1)!.body!.messages).toHaveLength(200);
    // Earlier answers, written when everything fitted, carry no note.
    await expect(page.getByTestId('unseen-note')).toHaveCount(1);
    await page.reload();
    await expect(chat.lastAnswer().getByTestId('unseen-note')).toContainText('first 11 messages');
    await page.evaluate(() => localStorage.clear());
  });

  test('keeps every conversation while storage has room: a long-used first one survives a hundred newer', async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    // As an earlier version stored them, under one key (moved to an entry each when the page
    // opens): newest created first. The first one made is the one in use today.
    await page.evaluate(() => {
      const talk = (n: number) => ({ id: `talk-${n}`, title: `Talk ${n}`, updatedAt: 1_000 + n, messages: [{ id: `m${n}`, role: 'user', content: `Question ${n}` }] });
      const first = { id: 'project', title: 'Project notes', updatedAt: Date.now(), messages: [{ id: 'p1', role: 'user', content: 'Where were we?' }] };
      localStorage.setItem('prism.chat.conversations', JSON.stringify([...Array.from({ length: 99 }, (_, i) => talk(99 - i)), first]));
      localStorage.setItem('prism.chat.current', 'project');
    });
    await page.reload();
    await chat.showConversations();
    await expect(chat.conversations).toHaveCount(100);
    await chat.newChat.click();
    await chat.send('One more');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await page.reload();
    await chat.showConversations();
    // The 101st once deleted the first by its place in the list, the one used today.
    await expect(chat.conversations).toHaveCount(101);
    await expect(chat.conversation('Project notes')).toHaveCount(1);
    await page.evaluate(() => localStorage.clear());
  });

  test("when this browser's storage is full, the open conversation is kept: the oldest go first, else it stays in the tab with a warning", async ({ page }) => {
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    // Two old conversations of ~200 KB, then the rest of the origin's storage filled with other data.
    await page.evaluate((prefix) => {
      const old = (n: number) => ({ id: `old-${n}`, title: `Old talk ${n}`, updatedAt: n, messages: [{ id: `m${n}`, role: 'user', content: 'x'.repeat(200_000) }] });
      for (const n of [1, 2]) localStorage.setItem(`${prefix}old-${n}`, JSON.stringify(old(n)));
    }, ENTRY_PREFIX);
    await fillStorage(page, 'a');
    await page.reload();
    await expect(chat.conversations).toHaveCount(2);

    await chat.send('Keep this one');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Storage full' })).toContainText('the oldest conversation was removed to keep this one');
    await page.reload();
    // Saved: the new one and the newer old one; the oldest made room.
    await expect(chat.conversations).toHaveCount(2);
    await expect(chat.conversation('Old talk 1')).toHaveCount(0);
    await expect(chat.questions).toHaveText(['Keep this one']);

    // No room even for a new conversation alone: it stays on screen, and the page says it is not saved.
    await page.evaluate((prefix) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(prefix) || key === 'prism.chat.current') localStorage.removeItem(key);
    }, ENTRY_PREFIX);
    await fillStorage(page, 'b');
    await page.reload();
    await expect(chat.conversations).toHaveCount(0);
    await chat.send('And this one');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(chat.questions).toHaveText(['And this one']);
    await expect(chat.lastAnswer()).toContainText('You said: “And this one”');
    await expect(page.getByRole('alert').filter({ hasText: 'This conversation is not saved' })).toContainText('Export all (below the conversations) keeps a copy');
    // What the tab holds can still leave in a file.
    const exported = await chat.download(/Export all/);
    expect(exported.text).toContain('"content": "And this one"');
    await page.evaluate(() => localStorage.clear());
  });

  test('a tab that could not save does not, once it can, remove a conversation another tab saved meanwhile', async ({ page, context }) => {
    const first = new ChatPage(page, ORIGIN);
    await first.open();
    await fillStorage(page, 'c');
    await page.reload();
    await first.send('Kept in this tab');
    await expect(first.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    const unsaved = page.getByRole('alert').filter({ hasText: 'This conversation is not saved' });
    await expect(unsaved).toBeVisible();

    // Room comes back (another tab clears other data), and that tab saves a conversation of its own.
    const second = new ChatPage(await context.newPage(), ORIGIN);
    await second.open();
    await second.page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
    });
    await second.send('Saved in another tab');
    await expect(second.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });

    // The first tab's next answer is saved, with its conversation, and the other tab's stays.
    await first.send('Now there is room');
    await expect(first.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(unsaved).toHaveCount(0);
    await second.page.reload();
    await expect(second.conversations).toHaveCount(2);
    await expect(second.conversation('Saved in another tab')).toHaveCount(1);
    await expect(second.conversation('Kept in this tab')).toHaveCount(1);
    await page.evaluate(() => localStorage.clear());
  });

  test('works at 360 px in the dark theme, and in the embed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const chat = new ChatPage(page, ORIGIN);
    await chat.open();
    // A new chat opens at the top: its title in view, not under the sticky header (checked once
    // the page's scripts have run and its models have loaded).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await chat.send('Show me code at 360 px');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await chat.showConversations();
    await expect(chat.conversations).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'chat (dark, 360 px)');

    await chat.open('/embed/chat');
    await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
    await chat.send('Hello from the embed');
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'chat embed');
  });
});

test.describe('chat page without a language model', () => {
  async function backendOf(request: APIRequestContext): Promise<string> {
    const response = await request.get('/api/llm/models');
    return ((await response.json()) as { result: { backend: string } }).result.backend;
  }

  // The default Playwright server is started with no LLM_* settings and no model installed.
  test('offers the catalogue model that fits as one click, says how to use a server instead, and does not offer to send', async ({ page, request }) => {
    // Its premise: a studio with no chat backend. Against one that has a backend, say so.
    expect(await backendOf(request), 'this spec needs a studio with no LLM_* settings').toBe('none');
    const chat = new ChatPage(page);
    await chat.open();
    await expect(chat.installOffer).toContainText('Chat on this machine with');
    await expect(chat.installButton).toBeVisible();
    await expect(chat.guidance).toContainText('No language model is configured');
    await expect(chat.guidance).toContainText('LLM_BASE_URL');
    await expect(chat.guidance).toContainText('http://127.0.0.1:11434/v1');
    await expect(chat.guidance).toContainText('LLM_MODEL_PATH');
    await expect(chat.message).toBeDisabled();
    await expect(chat.sendButton).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'chat without a backend');
  });

  test('a kept conversation can be read, saved and exported, but not asked again', async ({ page, request }) => {
    expect(await backendOf(request), 'this spec needs a studio with no LLM_* settings').toBe('none');
    await page.addInitScript((key) => {
      const at = Date.now();
      const conversation = { id: 'kept-1', title: 'Kept from before', createdAt: at, updatedAt: at, messages: [
        { id: 'q', role: 'user', content: 'Remember the lighthouse', at },
        { id: 'a', role: 'assistant', content: 'Remembered.', status: 'done', at },
      ] };
      localStorage.setItem(key, JSON.stringify(conversation));
      localStorage.setItem('prism.chat.current', 'kept-1');
    }, `${ENTRY_PREFIX}kept-1`);
    const chat = new ChatPage(page);
    await chat.open();
    await expect(chat.lastAnswer()).toContainText('Remembered.');
    await expect(page.getByRole('button', { name: 'Edit this question' })).toBeDisabled();
    await expect(chat.lastAnswer().getByRole('button', { name: /Regenerate/ })).toBeDisabled();
    const markdown = await chat.download(/Save as Markdown/);
    expect(markdown).toEqual({ name: 'kept-from-before.md', text: expect.stringContaining('## You\n\nRemember the lighthouse\n\n## Assistant\n\nRemembered.\n') });
    await expect(page.getByRole('button', { name: /Export all/ })).toBeEnabled();
  });

  test('the conversations can be searched by their words, accents and case aside', async ({ page }) => {
    await page.addInitScript((prefix) => {
      if (localStorage.getItem(`${prefix}trip`)) return;
      const at = Date.now();
      const talk = (id: string, title: string, question: string, answer: string, n: number) => ({
        id,
        title,
        createdAt: at - n,
        updatedAt: at - n,
        messages: [
          { id: `${id}-q`, role: 'user', content: question, at },
          { id: `${id}-a`, role: 'assistant', content: answer, status: 'done', at },
        ],
      });
      localStorage.setItem(`${prefix}trip`, JSON.stringify(talk('trip', 'Trip planning', 'Where is a good café in Lisbon?', 'Try the one by the river.', 1)));
      localStorage.setItem(`${prefix}code`, JSON.stringify(talk('code', 'A bug', 'Why does my loop never end?', 'The counter is never increased.', 2)));
      localStorage.setItem(`${prefix}music`, JSON.stringify(talk('music', 'Songs', 'Name a song about a river', 'Moon River.', 3)));
    }, ENTRY_PREFIX);
    const chat = new ChatPage(page);
    await chat.open();
    await expect(chat.conversations).toHaveCount(3);
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('CAFE');
    await expect(chat.conversations).toHaveText([/^Trip planning/]);
    await search.fill('river');
    await expect(chat.conversations).toHaveText([/^Trip planning/, /^Songs/]);
    await search.fill('river moon');
    await expect(chat.conversations).toHaveText([/^Songs/]);
    await search.fill('paris');
    await expect(chat.conversations).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No conversation has' })).toHaveText('No conversation has “paris”.');
    await search.press('Escape');
    await expect(chat.conversations).toHaveCount(3);
  });

  test("tells a demo link's visitor that the owner has set up no model, and asks for nothing outside the link", async ({ page, request }) => {
    expect(await backendOf(request), 'this spec needs a studio with no LLM_* settings').toBe('none');
    const created = await request.post('/api/demo-links', { data: { capability: 'llm', label: 'chat without a model' } });
    const { url } = ((await created.json()) as { result: { url: string } }).result;
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const chat = new ChatPage(page);
    await page.goto(new URL(url).pathname + new URL(url).hash);
    await expect(chat.guidance).toContainText('the owner of this studio has not set one up');
    // Neither the install offer nor the server's configuration, which a visitor can do nothing with.
    await expect(chat.installOffer).toHaveCount(0);
    await expect(chat.guidance).not.toContainText('LLM_BASE_URL');
    await expect(chat.message).toBeDisabled();
    // The model list is the owner's: asking for it with the link's token was a 403 on every visit.
    expect(refused).toEqual([]);
  });
});
