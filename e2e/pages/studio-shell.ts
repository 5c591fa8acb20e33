import { expect, type Locator, type Page } from '@playwright/test';

/** The studio's frame: navigation, theme toggle, skip link, home cards. */
export class StudioShell {
  readonly nav: Locator;
  readonly menuButton: Locator;
  readonly homeCards: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Studio' });
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.homeCards = page.getByRole('main').getByRole('listitem');
  }

  async openHome() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Prism Studio' })).toBeVisible();
  }

  themeToggle() {
    return this.page.getByRole('button', { name: /Switch to (dark|light) theme/ }).locator('visible=true').first();
  }

  async isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}
