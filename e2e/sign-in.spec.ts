import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOpenAiDouble, type OpenAiDouble } from '../tests/support/openai-double';
import { startStudioProcess, type StudioProcess } from '../tests/support/studio-process';
import { ChatPage } from './pages/chat';
import { DownloadPage } from './pages/download';
import { MusicPage } from './pages/music';
import { SignInPage } from './pages/sign-in';
import { TranslatePage } from './pages/translate';

/**
 * The studio behind a password, in Chromium against the production build. The default
 * Playwright server trusts this machine (no password), so this spec starts its own studio
 * (`npm start`) on E2E_SIGN_IN_PORT with STUDIO_PASSWORD set, and the OpenAI-compatible double
 * as its chat backend.
 */
const PORT = Number(process.env.E2E_SIGN_IN_PORT ?? 3332);
const PASSWORD = 'correct horse battery staple';

let studio: StudioProcess;
let double: OpenAiDouble;

/** Signs `page` in through /login, coming back to `path`. */
async function signInTo(page: Page, path: string) {
  await page.goto(`${studio.base}/login?next=${encodeURIComponent(path)}`);
  await new SignInPage(page).signIn(PASSWORD);
  await expect(page).toHaveURL(`${studio.base}${path}`);
}

/** Follows a "Sign in in a new tab" link and signs in there; the tab lands back on `path` and closes. */
async function signInInNewTab(context: BrowserContext, link: Locator, path: string) {
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(`${studio.base}/login?next=${encodeURIComponent(path)}`);
  await new SignInPage(tab).signIn(PASSWORD);
  await expect(tab).toHaveURL(`${studio.base}${path}`);
  await tab.close();
}

test.describe('a studio with a password', () => {
  test.beforeAll(async () => {
    double = await startOpenAiDouble();
    studio = await startStudioProcess(PORT, [], { STUDIO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', LLM_BASE_URL: double.url, LLM_MODEL: '' });
  });
  test.afterAll(async () => {
    studio?.stop();
    await double?.close();
  });

  test('sends a signed-out browser to sign in and back to the page it asked for; a wrong password is said so', async ({ page }) => {
    await page.goto(`${studio.base}/translate`);
    await expect(page).toHaveURL(/\/login\?next=%2Ftranslate$/);
    await expect(page.getByText('Enter the studio password.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const signIn = new SignInPage(page);
    await signIn.signIn('not the password');
    await expect(signIn.error).toContainText('password: incorrect');
    // The sign-in form does not offer to sign in.
    await expect(signIn.error.getByRole('link')).toHaveCount(0);
    await signIn.signIn(PASSWORD);
    await expect(page).toHaveURL(`${studio.base}/translate`);
    await expect(new TranslatePage(page).text).toBeVisible();
  });

  test('when the session ends under an open page, the error links to sign in in a new tab; the text stays and the retry works', async ({ page, context }) => {
    await signInTo(page, '/translate');
    const translator = new TranslatePage(page);
    await expect(translator.target).toBeEnabled();

    // The session ends (it expired, or another tab signed out) while the page is open.
    await context.clearCookies();
    await translator.translate('Good morning, my friend', 'es', 'en');
    const problem = page.getByRole('alert').filter({ hasText: 'Sign-in needed' });
    await expect(problem).toContainText('Authorization: missing credential');
    await signInInNewTab(context, problem.getByRole('link', { name: 'Sign in in a new tab' }), '/translate');

    await expect(translator.text).toHaveValue('Good morning, my friend');
    await translator.translateButton.click();
    await expect(translator.translation).toContainText('Buenos');
    await expect(problem).toHaveCount(0);
  });

  test("a chat answer refused because the session ended offers to sign in again; the question stays and is asked again", async ({ page, context }) => {
    await signInTo(page, '/chat');
    const chat = new ChatPage(page, studio.base);
    await expect(chat.message).toBeEnabled();
    await context.clearCookies();
    await chat.send('Say hello');
    const problem = chat.lastAnswer().getByRole('alert');
    await expect(problem).toContainText('Sign-in needed');
    await signInInNewTab(context, problem.getByRole('link', { name: 'Sign in in a new tab' }), '/chat');
    await expect(chat.questions.last()).toContainText('Say hello');
    await chat.lastAnswer().getByRole('button', { name: /Regenerate/ }).click();
    await expect(chat.lastAnswer()).toHaveAttribute('data-status', 'done');
  });

  test('a downloader row refused because the session ended offers to sign in again', async ({ page, context }) => {
    await signInTo(page, '/download');
    const downloader = new DownloadPage(page);
    await expect(downloader.box).toBeVisible();
    await context.clearCookies();
    const url = 'https://video.example/watch/1';
    await downloader.fetch(url);
    await expect(downloader.row(url).getByRole('alert')).toContainText('Sign-in needed');
    await expect(downloader.row(url).getByRole('link', { name: 'Sign in in a new tab' })).toHaveAttribute('href', '/login?next=%2Fdownload');
  });

  test("the music composer's progress checks, refused because the session ended, offer to sign in again and go on after it", async ({ page, context }) => {
    test.setTimeout(240_000);
    await signInTo(page, '/music');
    const music = new MusicPage(page);
    await music.describe('a short calm piano piece, 12 s');
    await music.create.click();
    await expect(music.cards()).toHaveCount(2);
    await context.clearCookies();
    const problem = page.getByRole('alert').filter({ hasText: 'Sign-in needed' });
    await expect(problem).toContainText('Could not check progress');
    await signInInNewTab(context, problem.getByRole('link', { name: 'Sign in in a new tab' }), '/music');
    // Polling goes on with the new session: the songs finish, and the notice goes.
    await music.waitForFinal();
    await expect(problem).toHaveCount(0);
  });

  test('signing out on the account page ends the session: the sign-in page asks again, and so does every page', async ({ page }) => {
    await signInTo(page, '/account');
    await page.getByRole('button', { name: 'Sign out of the studio' }).click();
    const signIn = new SignInPage(page);
    await expect(signIn.password).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Signed out: the sign-in page asks for the password, and does not take the account page's
    // remembered status for a session and bounce on (it did: to /login?next=%2F).
    await expect(page.getByText('You are signed in')).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    await page.goto(`${studio.base}/models`);
    await expect(page).toHaveURL(/\/login\?next=%2Fmodels$/);
  });
});

test.describe('a studio that requires sign-in and has no password', () => {
  // AUTH_MODE=required without STUDIO_PASSWORD: the owner signs in with an owner API key.
  let keyed: StudioProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sign-in-key-'));
    keyed = await startStudioProcess(PORT + 1, [], { AUTH_MODE: 'required', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  });
  test.afterAll(() => {
    keyed?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the sign-in page asks for an owner API key, says how to make one, and signs in with it', async ({ page }) => {
    // As the README says: the keys CLI on the server's data.
    const created = execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/keys.ts', 'create', '--name', 'e2e owner', '--owner'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const key = /psk_[\w-]{20,}/.exec(created)![0];

    await page.goto(`${keyed.base}/translate`);
    await expect(page).toHaveURL(/\/login\?next=%2Ftranslate$/);
    await expect(page.getByText('This studio has no password: sign in with an owner API key')).toContainText('npm run keys -- create --name NAME --owner');
    const signIn = new SignInPage(page);
    await expect(page.getByLabel('Owner API key')).toBeVisible();
    await signIn.signIn('hunter2');
    await expect(signIn.error).toContainText('no STUDIO_PASSWORD is set on this server');
    await signIn.signIn(key);
    await expect(page).toHaveURL(`${keyed.base}/translate`);
    await expect(new TranslatePage(page).target).toBeEnabled();
  });
});
