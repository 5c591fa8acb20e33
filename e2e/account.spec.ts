import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/account';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The account page against the production build, as the owner on this machine (local
 * mode, no password: the default of a fresh install).
 */
test.describe('account page', () => {
  test('shows the account record and the requests left in this window', async ({ page }) => {
    const account = new AccountPage(page);
    await account.open();
    await expect(account.record).toContainText('Owner');
    await expect(account.record).toContainText('No expiry');
    await expect(account.requestsLeft).toHaveText(/^[\d,]+ of [\d,]+ \(resets in \d+ s\)$/);
    await expectNoSeriousA11yViolations(page, 'account');
  });

  test('creates a key shown once that works as a Bearer key, lists it by prefix, and revokes it', async ({ page, request }) => {
    const account = new AccountPage(page);
    await account.open();
    const name = `e2e key ${Date.now()}`;
    const secret = await account.createKey(name, { rpm: 7, days: 3 });
    expect(secret).toMatch(/^psk_[\w-]{43}$/);
    await expect(account.keyRow(name)).toContainText(secret.slice(0, 12));
    await expect(account.keyRow(name)).not.toContainText(secret);

    const me = await request.get('/api/me', { headers: { authorization: `Bearer ${secret}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).result).toMatchObject({ name, current_rpm: 7 });

    await account.revokeKey(name);
    const after = await request.get('/api/me', { headers: { authorization: `Bearer ${secret}` } });
    expect(after.status()).toBe(401);
    expect((await after.json()).message).toMatch(/revoked/);

    // Reloaded, the secret is nowhere on the page.
    await page.reload();
    await expect(account.keyRow(name)).toBeVisible();
    expect(await page.content()).not.toContain(secret);
  });

  test('makes an owner key with the owner\'s limit: the rpm field is set aside while Owner key is checked', async ({ page }) => {
    const account = new AccountPage(page);
    await account.open();
    const rpmField = account.keyForm.getByLabel('Requests per minute');
    await rpmField.fill('30');
    await account.keyForm.getByLabel('Owner key').check();
    await expect(rpmField).toBeDisabled();
    await expect(rpmField).toHaveValue('');
    await expect(account.keyForm).toContainText("An owner key shares your account's limit");
    // Unchecked, the field is back with the default, as for any new member key.
    await account.keyForm.getByLabel('Owner key').uncheck();
    await expect(rpmField).toBeEnabled();
    await expect(rpmField).toHaveValue('60');

    const name = `e2e owner key ${Date.now()}`;
    await account.createKey(name, { owner: true });
    const ownerRpm = /Requests per minute \(owner keys\)([\d,]+)/.exec((await account.record.textContent())!)?.[1] ?? 'no owner rpm shown';
    await expect(account.keyRow(name)).toContainText('owner');
    await expect(account.keyRow(name).getByRole('cell').nth(2)).toHaveText(ownerRpm);
    await account.revokeKey(name);
  });

  test('shows the rule of a bad field inline before sending', async ({ page }) => {
    const account = new AccountPage(page);
    await account.open();
    await account.keyForm.getByLabel('Name').fill('x');
    await account.keyForm.getByLabel('Requests per minute').fill('0');
    await expect(account.keyForm.getByText('must be between 1 and 100,000')).toBeVisible();
  });

  test('creates a demo link that opens its embed page with the token alone, and revokes it', async ({ page, browser }) => {
    const account = new AccountPage(page);
    await account.open();
    const label = `e2e link ${Date.now()}`;
    const url = await account.createLink('Translator', { label, rpm: 30 });
    expect(url).toMatch(/\/embed\/translate#token=demo_/);
    await expect(account.linkRow(label)).toContainText('/embed/translate');
    // This studio is open on 127.0.0.1: the page says who can open the link.
    await expect(page.getByTestId('new-link-nearby')).toContainText(`names ${new URL(url).host}, which only this machine or its network can open`);

    // A visitor with no cookie at all: the token is the whole credential.
    const visitor = await browser.newContext();
    const response = await visitor.request.get(new URL(url).pathname);
    expect(response.status()).toBe(200);
    // EMBED_FRAME_ANCESTORS=* (the default): no frame-ancestors at all, so any page may frame it.
    expect(response.headers()['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);
    const token = new URLSearchParams(new URL(url).hash.slice(1)).get('token')!;
    const own = await visitor.request.get('/api/translate/languages', { headers: { authorization: `Bearer ${token}` } });
    expect([401, 403]).not.toContain(own.status());
    const other = await visitor.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(other.status()).toBe(403);

    await account.revokeLink(label);
    const revoked = await visitor.request.get('/api/translate/languages', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(401);
    await visitor.close();
  });

  test('a demo link works in a cross-site iframe with its token alone; studio pages refuse to be framed', async ({ page, request, baseURL }) => {
    const created = await request.post('/api/demo-links', { data: { capability: 'translate', label: 'iframe test' } });
    expect(created.status()).toBe(200);
    const { url } = (await created.json()).result as { url: string };
    const calls: Array<{ url: string; status: number; auth: string | null }> = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/translate/')) calls.push({ url: response.url(), status: response.status(), auth: await response.request().headerValue('authorization') });
    });
    // A partner's page on another site (localhost is another site than 127.0.0.1), embedding
    // the demo link and, for contrast, a studio page. Both loopback, so Chromium's
    // private-network rules stay out of the picture.
    const studio = new URL(baseURL!);
    const partner = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><html lang="en"><title>Partner</title><iframe id="demo" title="demo" src="${url}" width="900" height="700"></iframe>` +
          `<iframe id="studio" title="studio" src="${studio.origin}/account" width="300" height="200"></iframe></html>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    const partnerPort = (partner.address() as AddressInfo).port;
    await page.goto(`http://localhost:${partnerPort}/blog`);
    const demo = page.frameLocator('#demo');
    await expect(demo.getByRole('heading', { name: 'Translator' })).toBeAttached();
    // The page's own API calls carry the token and are admitted.
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.auth).toMatch(/^Bearer demo_/);
      expect([401, 403]).not.toContain(call.status);
    }
    // frame-ancestors 'self' keeps the account page out of other sites' frames.
    const studioFrame = page.frames().find((f) => f.name() === '' && f.url().includes('/account'));
    const blocked = !studioFrame || (await studioFrame.locator('h1').count()) === 0;
    expect(blocked).toBe(true);
    partner.close();
  });

  test('a demo link works in a page opened from a file, as someone trying the iframe snippet on their desktop would', async ({ page, request }) => {
    const created = await request.post('/api/demo-links', { data: { capability: 'translate', label: 'file test' } });
    const { url } = (await created.json()).result as { url: string };
    const folder = mkdtempSync(path.join(os.tmpdir(), 'prism-embed-'));
    const file = path.join(folder, 'snippet.html');
    writeFileSync(file, `<!doctype html><html lang="en"><title>Snippet</title><iframe id="demo" title="demo" src="${url}" width="900" height="700"></iframe></html>`);
    await page.goto(pathToFileURL(file).href);
    // A file's page matched no frame-ancestors source: the frame stayed blank.
    await expect(page.frameLocator('#demo').getByRole('heading', { name: 'Translator' })).toBeAttached();
  });

  test('works at 360 px and in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const account = new AccountPage(page);
    await account.open();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'account (dark, 360 px)');
  });
});
