import type { Locator, Page } from '@playwright/test';

/**
 * The studio's sign-in page (/login): one secret field (the studio password, or an owner API
 * key when none is set), one button, the error under them.
 */
export class SignInPage {
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByLabel(/^(Password|Owner API key)$/);
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByRole('alert').filter({ hasText: /\S/ });
  }

  async signIn(password: string) {
    await this.password.fill(password);
    await this.submit.click();
  }
}
