import { expect, type Locator, type Page } from '@playwright/test';

/** The image enhancer page (/image or /embed/image). */
export class ImagePage {
  readonly fileInput: Locator;
  readonly urlInput: Locator;
  readonly useUrl: Locator;
  readonly source: Locator;
  readonly progress: Locator;
  readonly result: Locator;
  readonly slider: Locator;
  readonly recent: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.fileInput = page.getByLabel('Choose a file');
    this.urlInput = page.getByLabel('Image URL');
    this.useUrl = page.getByRole('button', { name: 'Use URL' });
    this.source = page.getByTestId('source');
    this.progress = page.getByTestId('run-progress');
    this.result = page.getByTestId('result');
    this.slider = page.getByRole('slider', { name: 'Before and after divider' });
    this.recent = page.getByTestId('recent-results');
    this.error = page.getByRole('alert').filter({ hasText: /init_image|image|failed/i });
  }

  async open(path = '/image') {
    await this.page.goto(path);
    await expect(this.page.getByRole('tablist', { name: 'Operation' })).toBeVisible();
  }

  /**
   * Waits until the studio's service worker controls the page (it claims it once installed),
   * so that Download all streams its zip through it (lib/client/streamed-download.ts).
   */
  async underServiceWorker() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 100));
    });
  }

  /** Uploads a file through the picker (the same path as drop and paste). */
  async upload(name: string, mimeType: string, buffer: Buffer) {
    await this.fileInput.setInputFiles({ name, mimeType, buffer });
    await expect(this.source).toContainText(name);
    await expect(this.page.getByTestId('source-size')).toHaveText(/\d+ × \d+ px/);
  }

  tab(name: 'Unblur' | 'Upscale' | 'Cut out' | 'Colorize') {
    return this.page.getByRole('tab', { name });
  }

  async run(button: string | RegExp) {
    await this.page.getByRole('button', { name: button }).click();
  }

  /** Waits for the result of a run and returns its facts line ("W × H px · s"). */
  async waitForResult(timeout = 240_000) {
    await expect(this.progress).toBeVisible();
    await expect(this.progress).toBeHidden({ timeout });
    await expect(this.result).toBeVisible();
    return this.page.getByTestId('result-facts').innerText();
  }

  async sliderValue(): Promise<number> {
    return Number(await this.slider.getAttribute('aria-valuenow'));
  }

  /** The comparison box (the slider's parent). */
  compareBox(): Locator {
    return this.result.locator('div.relative').first();
  }

  downloadLink(): Locator {
    return this.result.getByRole('link', { name: 'Download' });
  }
}
