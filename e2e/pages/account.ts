import { expect, type Locator, type Page } from '@playwright/test';

/** The account page: the account record, API keys and demo links. */
export class AccountPage {
  readonly record: Locator;
  readonly requestsLeft: Locator;
  readonly keyForm: Locator;
  readonly linkForm: Locator;
  readonly keyRows: Locator;
  readonly linkRows: Locator;
  readonly newKeySecret: Locator;
  readonly newLinkUrl: Locator;

  constructor(readonly page: Page) {
    this.record = page.getByTestId('account-record');
    this.requestsLeft = page.getByTestId('requests-left');
    this.keyForm = page.getByRole('form', { name: 'Create an API key' });
    this.linkForm = page.getByRole('form', { name: 'Create a demo link' });
    this.keyRows = page.getByTestId('key-row');
    this.linkRows = page.getByTestId('link-row');
    this.newKeySecret = page.getByTestId('new-key-secret');
    this.newLinkUrl = page.getByTestId('new-link-url');
  }

  async open() {
    await this.page.goto('/account');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(this.record).toBeVisible();
  }

  async createKey(name: string, options: { rpm?: number; days?: number; owner?: boolean } = {}): Promise<string> {
    await this.keyForm.getByLabel('Name').fill(name);
    if (options.rpm !== undefined) await this.keyForm.getByLabel('Requests per minute').fill(String(options.rpm));
    if (options.days !== undefined) await this.keyForm.getByLabel('Expires after (days)').fill(String(options.days));
    if (options.owner) await this.keyForm.getByLabel('Owner key').check();
    await this.keyForm.getByRole('button', { name: 'Create key' }).click();
    await expect(this.newKeySecret).toBeVisible();
    return (await this.newKeySecret.textContent())!.trim();
  }

  keyRow(name: string): Locator {
    return this.keyRows.filter({ hasText: name });
  }

  async revokeKey(name: string) {
    this.page.once('dialog', (dialog) => dialog.accept());
    await this.page.getByRole('button', { name: `Revoke key ${name}` }).click();
    await expect(this.keyRow(name)).toContainText('revoked');
  }

  async createLink(capabilityTitle: string, options: { label?: string; rpm?: number } = {}): Promise<string> {
    await this.linkForm.getByLabel('Capability').selectOption({ label: capabilityTitle });
    if (options.label) await this.linkForm.getByLabel('Label').fill(options.label);
    if (options.rpm !== undefined) await this.linkForm.getByLabel('Requests per minute').fill(String(options.rpm));
    await this.linkForm.getByRole('button', { name: 'Create link' }).click();
    await expect(this.newLinkUrl).toBeVisible();
    return (await this.newLinkUrl.textContent())!.trim();
  }

  linkRow(label: string): Locator {
    return this.linkRows.filter({ hasText: label });
  }

  async revokeLink(label: string) {
    this.page.once('dialog', (dialog) => dialog.accept());
    await this.page.getByRole('button', { name: `Revoke demo link ${label}` }).click();
    await expect(this.linkRow(label)).toContainText('revoked');
  }
}
