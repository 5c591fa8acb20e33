import { expect, type Locator, type Page } from '@playwright/test';

/** The speech playground, as a user sees it. */
export class TtsPlayground {
  readonly text: Locator;
  readonly voice: Locator;
  readonly makeQueries: Locator;
  readonly phrases: Locator;
  /** The lines to pick from, shown once there are two or more. */
  readonly lines: Locator;
  readonly audio: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.text = page.getByLabel('Text', { exact: true });
    this.voice = page.getByLabel('Voice');
    this.makeQueries = page.getByRole('button', { name: 'Make the queries' });
    this.phrases = page.getByTestId('accent-phrase');
    this.lines = page.getByRole('radiogroup', { name: 'Line to edit' }).getByRole('radio');
    this.audio = page.getByTestId('tts-audio');
    this.download = page.getByRole('link', { name: 'Download WAV' });
  }

  async open(path = '/tts') {
    await this.page.goto(path);
    // The voices have loaded when the select offers them.
    await expect(this.voice.locator('option').first()).toHaveText(/Nitech/);
  }

  /** Waits until no request of the playground is under way. */
  async idle() {
    await expect(this.page.getByTestId('tts-studio')).toHaveAttribute('data-busy', '');
  }

  async makeQueriesFor(text: string) {
    await this.text.fill(text);
    await this.makeQueries.click();
    await this.idle();
    await expect(this.phrases.first()).toBeVisible();
  }

  mode(name: 'Accent' | 'Stress' | 'Pitch' | 'Length') {
    return this.page.getByRole('tab', { name });
  }

  pitchSlider(moraText: string, phrase = 1) {
    return this.page.getByRole('slider', { name: new RegExp(`^Pitch of ${moraText} \\(phrase ${phrase},`) });
  }

  /**
   * Raises a mora's pitch by 0.3 with Shift+ArrowUp (three steps of 0.1) and returns the
   * slider's value before and after. The slider of ニ, say, or `slider` for any other.
   */
  async raisePitch(slider: Locator): Promise<{ before: string; after: string }> {
    await this.mode('Pitch').click();
    const before = (await slider.getAttribute('aria-valuenow'))!;
    await slider.focus();
    for (let i = 0; i < 3; i++) await this.page.keyboard.press('Shift+ArrowUp');
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(Number(before) + 0.28);
    return { before, after: (await slider.getAttribute('aria-valuenow'))! };
  }

  slider(name: RegExp) {
    return this.page.getByRole('slider', { name });
  }

  setting(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async savePreset(name: string) {
    await this.page.getByLabel('Preset name').fill(name);
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  async applyPreset(name: string) {
    await this.page.getByLabel('Saved presets').selectOption(name);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }

  async playLine() {
    await this.page.getByRole('button', { name: '▶ Play line' }).click();
    await this.idle();
  }

  async playAll() {
    await this.page.getByRole('button', { name: '▶ Play all lines' }).click();
    await this.idle();
  }

  /** The WAV the player holds, fetched as the browser would. */
  async currentWav(): Promise<{ contentType: string; bytes: Buffer; url: string }> {
    await expect(this.audio).toHaveAttribute('src', /\/api\/files\//);
    const url = (await this.audio.getAttribute('src'))!;
    const response = await this.page.request.get(url);
    expect(response.ok()).toBe(true);
    return { contentType: response.headers()['content-type'] ?? '', bytes: await response.body(), url };
  }
}
